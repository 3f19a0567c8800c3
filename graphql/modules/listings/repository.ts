/**
 * The listings port: an owner's changes to their provider listing (local: D1; hosted: database
 * functions that check ownership themselves, 0023_listing_edits.sql). The API has already asked the
 * ownership port; implementations change only that provider's rows.
 */
import type { ProviderImageRecord } from "../providers/repository";
import type { ListingProfile, ListingService } from "./listing-schema";

export type PhotoOutcome = "changed" | "full" | "unknown_photo";
export type RemoveServiceOutcome = "removed" | "booked" | "missing";

export interface ListingRepository {
  /** About, contact, opening hours, address and map position. */
  updateProfile(providerId: string, profile: ListingProfile): Promise<void>;
  /** Adds a photo after the others; "full" (nothing added) when the listing has `max` already. Atomic. */
  addPhoto(providerId: string, photo: ProviderImageRecord, max: number): Promise<PhotoOutcome>;
  /**
   * Keeps exactly these photos (by URL), in this order, dropping the others, in one transaction;
   * "unknown_photo" (nothing changed) when a URL is not one of the listing's photos.
   */
  arrangePhotos(providerId: string, urls: readonly string[]): Promise<PhotoOutcome>;
  /** Adds a service after the others (serviceId null) or changes one of this provider's; the service's id, or null when it is not this provider's. */
  saveService(providerId: string, serviceId: string | null, service: ListingService): Promise<string | null>;
  /** Removes one of this provider's services; "booked" (nothing removed) when bookings refer to it. */
  removeService(providerId: string, serviceId: string): Promise<RemoveServiceOutcome>;
}
