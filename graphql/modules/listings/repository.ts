/**
 * The listings port: an owner's changes to their provider listing (local: D1; hosted: database
 * functions that check ownership themselves, 0001_baseline.sql). The API has already asked the
 * ownership port; implementations change only that provider's rows.
 */
import type { ProviderImageRecord } from "../providers/repository";
import type { ListingProfile, ListingService } from "./listing-schema";

export type PhotoOutcome = "changed" | "full";
/** "stale": the listing's photos are no longer the ones the caller was shown (nothing changed). */
export type ArrangeOutcome = "changed" | "stale";
export type RemoveServiceOutcome = "removed" | "booked" | "missing";

/** A listing's own setup facts (0048); a listing approved before, or seeded, has none: it is set up. */
export interface ListingSetupRecord {
  areaChosen: boolean;
  mapPlaced: boolean;
}

export interface ListingRepository {
  /** The setup facts of those of these listings approved since 0048 (the others are absent: set up). */
  setupOf(providerIds: readonly string[]): Promise<Map<string, ListingSetupRecord>>;
  /** About, contact, opening hours, address, area (when given) and map position. */
  updateProfile(providerId: string, profile: ListingProfile): Promise<void>;
  /** Adds a photo after the others; "full" (nothing added) when the listing has `max` already. Atomic. */
  addPhoto(providerId: string, photo: ProviderImageRecord, max: number): Promise<PhotoOutcome>;
  /**
   * Keeps these photos (by URL, a subset of `shown`), in this order, dropping the rest of `shown`, in one
   * transaction, and only while the listing's photos are still exactly `shown` (as a set): otherwise
   * "stale", nothing changed. So a photo added meanwhile (which the caller never saw) is never dropped.
   */
  arrangePhotos(providerId: string, urls: readonly string[], shown: readonly string[]): Promise<ArrangeOutcome>;
  /**
   * Adds a service after the others (serviceId null) or changes one of this provider's: its id; "missing" when it is
   * not this provider's; "duplicate" (nothing changed) when another of the listing's services has that name, ignoring
   * case, decided in the same statement (D1) or under the provider's lock (hosted), so two adds at once cannot both pass.
   */
  saveService(providerId: string, serviceId: string | null, service: ListingService): Promise<{ id: string } | "missing" | "duplicate">;
  /**
   * Removes one of this provider's services; "booked" (nothing removed) when bookings refer to it.
   * Any other refusal by the database (another foreign key, a lost connection) is thrown, never "booked".
   */
  removeService(providerId: string, serviceId: string): Promise<RemoveServiceOutcome>;
}
