/** The owner dashboard's port on D1. Which account owns what is providers.owner_id. */
import type { BookingRecord } from "../../../graphql/modules/bookings/repository";
import type {
  JobPostingRecord,
  NewProviderOffer,
  OwnedProviderRecord,
  OwnerRepository,
  ProviderOfferRecord,
} from "../../../graphql/modules/dashboard/repository";
import { toBooking, type BookingRow } from "./d1-booking-repository";

interface OfferRow {
  id: string;
  provider_id: string;
  title: string;
  description: string;
  active: number;
}

const toOffer = (row: OfferRow): ProviderOfferRecord => ({
  id: row.id,
  providerId: row.provider_id,
  title: row.title,
  description: row.description,
  active: row.active === 1,
});

/** `?1, ?2, …` for a list bound after `offset` other parameters. */
const placeholders = (count: number, offset = 0) => Array.from({ length: count }, (_, index) => `?${index + offset + 1}`).join(", ");

export class D1OwnerRepository implements OwnerRepository {
  constructor(private readonly db: D1Database) {}

  async providersOwnedBy(accountId: string): Promise<OwnedProviderRecord[]> {
    const { results } = await this.db
      .prepare("SELECT id, name FROM providers WHERE owner_id = ?1 ORDER BY name, id")
      .bind(accountId)
      .all<OwnedProviderRecord>();
    return results;
  }

  async bookingsOf(providerIds: readonly string[], from: string, to: string): Promise<BookingRecord[]> {
    if (providerIds.length === 0) return [];
    const { results } = await this.db
      .prepare(
        `SELECT * FROM bookings
         WHERE provider_id IN (${placeholders(providerIds.length, 2)}) AND status <> 'Cancelled' AND starts_at >= ?1 AND starts_at < ?2
         ORDER BY starts_at, id`,
      )
      .bind(from, to, ...providerIds)
      .all<BookingRow>();
    return results.map(toBooking);
  }

  async bookingById(id: string): Promise<BookingRecord | null> {
    const row = await this.db.prepare("SELECT * FROM bookings WHERE id = ?1").bind(id).first<BookingRow>();
    return row ? toBooking(row) : null;
  }

  async cancelBooking(id: string): Promise<BookingRecord | null> {
    const row = await this.db
      .prepare("UPDATE bookings SET status = 'Cancelled' WHERE id = ?1 AND status <> 'Cancelled' RETURNING *")
      .bind(id)
      .first<BookingRow>();
    return row ? toBooking(row) : this.bookingById(id);
  }

  async offersOf(providerIds: readonly string[]): Promise<ProviderOfferRecord[]> {
    if (providerIds.length === 0) return [];
    const { results } = await this.db
      .prepare(
        `SELECT id, provider_id, title, description, active FROM provider_offers
         WHERE provider_id IN (${placeholders(providerIds.length)}) ORDER BY created_at, rowid`,
      )
      .bind(...providerIds)
      .all<OfferRow>();
    return results.map(toOffer);
  }

  async addOffer(offer: NewProviderOffer): Promise<ProviderOfferRecord> {
    const row = await this.db
      .prepare(
        `INSERT INTO provider_offers (id, provider_id, title, description, active) VALUES (?1, ?2, ?3, ?4, ?5)
         RETURNING id, provider_id, title, description, active`,
      )
      .bind(crypto.randomUUID(), offer.providerId, offer.title, offer.description, offer.active ? 1 : 0)
      .first<OfferRow>();
    if (!row) throw new Error("The offer was not stored.");
    return toOffer(row);
  }

  async jobPostingsOf(providerIds: readonly string[]): Promise<JobPostingRecord[]> {
    if (providerIds.length === 0) return [];
    const { results } = await this.db
      .prepare(
        `SELECT id, provider_id, title, applicants, status FROM provider_job_postings WHERE provider_id IN (${placeholders(providerIds.length)}) ORDER BY id`,
      )
      .bind(...providerIds)
      .all<{ id: string; provider_id: string; title: string; applicants: number; status: JobPostingRecord["status"] }>();
    return results.map((row) => ({
      id: row.id,
      providerId: row.provider_id,
      title: row.title,
      applicants: row.applicants,
      status: row.status,
    }));
  }
}
