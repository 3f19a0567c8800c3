/**
 * The listings port on D1. Ownership is checked by the API (graphql/modules/listings/service.ts);
 * every statement here is also scoped to the provider. Limits that must hold under concurrent
 * requests (at most N photos, the next position) are decided inside one statement.
 */
import type { ProviderImageRecord } from "../../../graphql/modules/providers/repository";
import type { ListingProfile, ListingService } from "../../../graphql/modules/listings/listing-schema";
import type { ListingRepository, PhotoOutcome, RemoveServiceOutcome } from "../../../graphql/modules/listings/repository";

export class D1ListingRepository implements ListingRepository {
  constructor(private readonly db: D1Database) {}

  async updateProfile(providerId: string, profile: ListingProfile): Promise<void> {
    await this.db
      .prepare(
        `UPDATE providers SET about = ?2, phone = ?3, email = ?4, opening_hours = ?5, address = ?6, latitude = ?7, longitude = ?8
         WHERE id = ?1`,
      )
      .bind(
        providerId,
        profile.about,
        profile.phone,
        profile.email,
        profile.openingHours,
        profile.address,
        profile.latitude,
        profile.longitude,
      )
      .run();
  }

  async addPhoto(providerId: string, photo: ProviderImageRecord, max: number): Promise<PhotoOutcome> {
    const added = await this.db
      .prepare(
        `INSERT INTO provider_images (provider_id, position, url, alt)
         SELECT ?1, coalesce(max(position), 0) + 1, ?2, ?3 FROM provider_images WHERE provider_id = ?1 HAVING count(*) < ?4`,
      )
      .bind(providerId, photo.url, photo.alt, max)
      .run();
    return added.meta.changes > 0 ? "changed" : "full";
  }

  async arrangePhotos(providerId: string, urls: readonly string[]): Promise<PhotoOutcome> {
    const { results } = await this.db
      .prepare("SELECT url, alt FROM provider_images WHERE provider_id = ?1")
      .bind(providerId)
      .all<{ url: string; alt: string }>();
    const alts = new Map(results.map((row) => [row.url, row.alt]));
    if (urls.some((url) => !alts.has(url))) return "unknown_photo";
    await this.db.batch([
      this.db.prepare("DELETE FROM provider_images WHERE provider_id = ?1").bind(providerId),
      ...urls.map((url, index) =>
        this.db
          .prepare("INSERT INTO provider_images (provider_id, position, url, alt) VALUES (?1, ?2, ?3, ?4)")
          .bind(providerId, index + 1, url, alts.get(url)!),
      ),
    ]);
    return "changed";
  }

  async saveService(providerId: string, serviceId: string | null, service: ListingService): Promise<string | null> {
    if (serviceId) {
      const changed = await this.db
        .prepare("UPDATE services SET name = ?3, price_aed = ?4, duration_minutes = ?5 WHERE id = ?1 AND provider_id = ?2")
        .bind(serviceId, providerId, service.name, service.priceAed, service.durationMinutes)
        .run();
      return changed.meta.changes > 0 ? serviceId : null; // the search index triggers count too
    }
    const id = `${providerId}-${crypto.randomUUID()}`;
    // Every staff member performs a new service until owners choose who does what.
    await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes)
           SELECT ?1, ?2, coalesce(max(position), 0) + 1, ?3, ?4, ?5 FROM services WHERE provider_id = ?2`,
        )
        .bind(id, providerId, service.name, service.priceAed, service.durationMinutes),
      this.db
        .prepare("INSERT INTO staff_services (provider_id, staff_id, service_id) SELECT ?2, id, ?1 FROM staff WHERE provider_id = ?2")
        .bind(id, providerId),
    ]);
    return id;
  }

  async removeService(providerId: string, serviceId: string): Promise<RemoveServiceOutcome> {
    try {
      const removed = await this.db.prepare("DELETE FROM services WHERE id = ?1 AND provider_id = ?2").bind(serviceId, providerId).run();
      return removed.meta.changes > 0 ? "removed" : "missing";
    } catch (error) {
      // Bookings (or staff assignments) still refer to it: the foreign keys keep it.
      if (/FOREIGN KEY constraint failed/.test(String(error))) return "booked";
      throw error;
    }
  }
}
