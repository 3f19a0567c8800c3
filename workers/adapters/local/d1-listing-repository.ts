/**
 * The listings port on D1. Ownership is checked by the API (graphql/modules/listings/service.ts);
 * every statement here is also scoped to the provider. Limits that must hold under concurrent
 * requests (at most N photos, the next position) are decided inside one statement.
 */
import type { ProviderImageRecord } from "../../../graphql/modules/providers/repository";
import type { ListingProfile, ListingService } from "../../../graphql/modules/listings/listing-schema";
import type {
  ArrangeOutcome,
  ListingRepository,
  ListingSetupRecord,
  PhotoOutcome,
  RemoveServiceOutcome,
} from "../../../graphql/modules/listings/repository";
import { placeholders } from "./d1-sql";

/**
 * Another service of provider ?2 named ?3, ignoring case (SQLite's lower() folds ASCII letters only; Arabic has no
 * case; PostgreSQL's folds every letter, so "École" and "école" are one name there and two here).
 */
const SAME_NAME = "SELECT 1 FROM services AS other WHERE other.provider_id = ?2 AND lower(other.name) = lower(?3)";

export class D1ListingRepository implements ListingRepository {
  constructor(private readonly db: D1Database) {}

  async setupOf(providerIds: readonly string[]): Promise<Map<string, ListingSetupRecord>> {
    if (providerIds.length === 0) return new Map();
    const { results } = await this.db
      .prepare(`SELECT provider_id, area_chosen, map_placed FROM listing_setup WHERE provider_id IN (${placeholders(providerIds.length)})`)
      .bind(...providerIds)
      .all<{ provider_id: string; area_chosen: number; map_placed: number }>();
    return new Map(results.map((row) => [row.provider_id, { areaChosen: row.area_chosen === 1, mapPlaced: row.map_placed === 1 }]));
  }

  async updateProfile(providerId: string, profile: ListingProfile): Promise<void> {
    await this.db
      .prepare(
        `UPDATE providers SET about = ?2, phone = ?3, email = ?4, opening_hours = ?5, address = ?6, latitude = ?7, longitude = ?8,
                              location = coalesce(?9, location)
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
        profile.location ?? null,
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

  /**
   * One batch (a transaction), no read before it: the first statement checks that the listing's photos
   * are exactly `shown` and, only then, marks them (negative positions); the next ones touch marked rows
   * only: drop those not kept, then number the kept ones in their new order. A photo added before the
   * batch makes the check fail ("stale"); one added after it lands behind the arranged ones.
   */
  async arrangePhotos(providerId: string, urls: readonly string[], shown: readonly string[]): Promise<ArrangeOutcome> {
    const same = `(SELECT count(*) FROM provider_images WHERE provider_id = ?1) = json_array_length(?2)
      AND NOT EXISTS (SELECT 1 FROM provider_images WHERE provider_id = ?1 AND url NOT IN (SELECT value FROM json_each(?2)))
      AND NOT EXISTS (SELECT 1 FROM json_each(?2) WHERE value NOT IN (SELECT url FROM provider_images WHERE provider_id = ?1))`;
    const [check] = await this.db.batch<{ same: number }>([
      this.db.prepare(`SELECT ${same} AS same`).bind(providerId, JSON.stringify(shown)),
      this.db
        .prepare(`UPDATE provider_images SET position = -position WHERE provider_id = ?1 AND ${same}`)
        .bind(providerId, JSON.stringify(shown)),
      this.db
        .prepare("DELETE FROM provider_images WHERE provider_id = ?1 AND position < 0 AND url NOT IN (SELECT value FROM json_each(?2))")
        .bind(providerId, JSON.stringify(urls)),
      this.db
        .prepare(
          `UPDATE provider_images SET position = (SELECT min(key) + 1 FROM json_each(?2) WHERE value = provider_images.url)
           WHERE provider_id = ?1 AND position < 0`,
        )
        .bind(providerId, JSON.stringify(urls)),
    ]);
    return check?.results[0]?.same ? "changed" : "stale";
  }

  async saveService(
    providerId: string,
    serviceId: string | null,
    service: ListingService,
  ): Promise<{ id: string } | "missing" | "duplicate"> {
    if (serviceId) {
      const changed = await this.db
        .prepare(
          `UPDATE services SET name = ?3, price_aed = ?4, duration_minutes = ?5
           WHERE id = ?1 AND provider_id = ?2 AND NOT EXISTS (${SAME_NAME} AND other.id <> ?1)`,
        )
        .bind(serviceId, providerId, service.name, service.priceAed, service.durationMinutes)
        .run();
      if (changed.meta.changes > 0) return { id: serviceId }; // the search index triggers count too
      const mine = await this.db.prepare("SELECT 1 FROM services WHERE id = ?1 AND provider_id = ?2").bind(serviceId, providerId).first();
      return mine ? "duplicate" : "missing";
    }
    const id = `${providerId}-${crypto.randomUUID()}`;
    // One statement decides the name is free and adds the service (D1 runs one writer at a time).
    // Every staff member performs a new service until owners choose who does what.
    const [added] = await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes)
           SELECT ?1, ?2, coalesce(max(position), 0) + 1, ?3, ?4, ?5 FROM services WHERE provider_id = ?2
           HAVING NOT EXISTS (${SAME_NAME})`,
        )
        .bind(id, providerId, service.name, service.priceAed, service.durationMinutes),
      this.db
        .prepare(
          `INSERT INTO staff_services (provider_id, staff_id, service_id)
           SELECT ?2, id, ?1 FROM staff WHERE provider_id = ?2 AND EXISTS (SELECT 1 FROM services WHERE id = ?1)`,
        )
        .bind(id, providerId),
    ]);
    return added!.meta.changes > 0 ? { id } : "duplicate";
  }

  /**
   * Deletes only a service no booking refers to, in one statement; when nothing was deleted, a read says
   * why. Any error (another table's foreign key, say) is the caller's to see, never taken for "booked".
   */
  async removeService(providerId: string, serviceId: string): Promise<RemoveServiceOutcome> {
    const removed = await this.db
      .prepare(
        `DELETE FROM services WHERE id = ?1 AND provider_id = ?2
         AND NOT EXISTS (SELECT 1 FROM bookings WHERE service_id = ?1)`,
      )
      .bind(serviceId, providerId)
      .run();
    if (removed.meta.changes > 0) return "removed";
    const booked = await this.db
      .prepare(`SELECT 1 FROM services s WHERE s.id = ?1 AND s.provider_id = ?2 AND EXISTS (SELECT 1 FROM bookings WHERE service_id = ?1)`)
      .bind(serviceId, providerId)
      .first();
    return booked ? "booked" : "missing";
  }
}
