/**
 * The listings port on Supabase, as the caller: each change is a database function that checks the
 * caller owns the provider and changes only its rows in one transaction (0001_baseline.sql).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { ListingProfile, ListingService } from "../../../graphql/modules/listings/listing-schema";
import type {
  ArrangeOutcome,
  ListingRepository,
  ListingSetupRecord,
  PhotoOutcome,
  RemoveServiceOutcome,
} from "../../../graphql/modules/listings/repository";
import type { ProviderImageRecord } from "../../../graphql/modules/providers/repository";
import { checked, rowsOf } from "./postgrest";

export class SupabaseListingRepository implements ListingRepository {
  constructor(private readonly db: SupabaseClient) {}

  async setupOf(providerIds: readonly string[]): Promise<Map<string, ListingSetupRecord>> {
    if (providerIds.length === 0) return new Map();
    const answer = await this.db
      .from("listing_setup")
      .select("provider_id,area_chosen,map_placed")
      .in("provider_id", [...providerIds])
      .overrideTypes<{ provider_id: string; area_chosen: boolean; map_placed: boolean }[], { merge: false }>();
    return new Map(
      rowsOf("listing setup", answer).map((row) => [row.provider_id, { areaChosen: row.area_chosen, mapPlaced: row.map_placed }]),
    );
  }

  async updateProfile(providerId: string, profile: ListingProfile): Promise<void> {
    checked(
      "update_listing",
      await this.db.rpc("update_listing", {
        p_provider_id: providerId,
        p_about: profile.about,
        p_phone: profile.phone,
        p_email: profile.email,
        p_opening_hours: profile.openingHours,
        p_address: profile.address,
        p_latitude: profile.latitude,
        p_longitude: profile.longitude,
        p_location: profile.location ?? null,
      }),
    );
  }

  async addPhoto(providerId: string, photo: ProviderImageRecord, max: number): Promise<PhotoOutcome> {
    const answer = await this.db.rpc("add_listing_photo", { p_provider_id: providerId, p_url: photo.url, p_alt: photo.alt, p_max: max });
    return checked("add_listing_photo", answer).data as PhotoOutcome;
  }

  async arrangePhotos(providerId: string, urls: readonly string[], shown: readonly string[]): Promise<ArrangeOutcome> {
    const answer = await this.db.rpc("arrange_listing_photos", { p_provider_id: providerId, p_urls: urls, p_shown: shown });
    return checked("arrange_listing_photos", answer).data as ArrangeOutcome;
  }

  async saveService(
    providerId: string,
    serviceId: string | null,
    service: ListingService,
  ): Promise<{ id: string } | "missing" | "duplicate"> {
    const answer = await this.db.rpc("save_listing_service", {
      p_provider_id: providerId,
      p_service_id: serviceId,
      p_name: service.name,
      p_price_aed: service.priceAed,
      p_duration_minutes: service.durationMinutes,
    });
    // unique_violation: another of the listing's services has that name (supabase/0035).
    if (answer.error?.code === "23505") return "duplicate";
    const id = checked("save_listing_service", answer).data as string | null;
    return id ? { id } : "missing";
  }

  async removeService(providerId: string, serviceId: string): Promise<RemoveServiceOutcome> {
    const answer = await this.db.rpc("remove_listing_service", { p_provider_id: providerId, p_service_id: serviceId });
    return checked("remove_listing_service", answer).data as RemoveServiceOutcome;
  }
}
