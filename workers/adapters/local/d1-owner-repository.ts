/** The owner dashboard's port on D1. Which account owns what is providers.owner_id. */
import type { BookingRecord } from "../../../graphql/modules/bookings/repository";
import type {
  JobPostingRecord,
  NewProviderOffer,
  OwnedProviderRecord,
  OwnerRepository,
  ProviderOfferRecord,
} from "../../../graphql/modules/dashboard/repository";
import { JOB_POSTINGS, PROVIDER_OFFERS, type ProviderItems, type ProviderOfferRow } from "../dashboard-rows";
import { toBooking, type BookingRow } from "./d1-booking-repository";
import { d1Rows, placeholders } from "./d1-sql";

export class D1OwnerRepository implements OwnerRepository {
  constructor(private readonly db: D1Database) {}

  async providersOwnedBy(accountId: string): Promise<OwnedProviderRecord[]> {
    const { results } = await this.db
      .prepare("SELECT id, name, owner_id AS ownerId FROM providers WHERE owner_id = ?1 ORDER BY name, id")
      .bind(accountId)
      .all<OwnedProviderRecord>();
    return results;
  }

  async bookingsOf(providerIds: readonly string[], from: string, to: string): Promise<BookingRecord[]> {
    if (providerIds.length === 0) return [];
    const bookings = this.db.prepare(
      `SELECT * FROM bookings
       WHERE provider_id IN (${placeholders(providerIds.length, 2)}) AND status <> 'Cancelled' AND starts_at >= ?1 AND starts_at < ?2
       ORDER BY starts_at, id`,
    );
    return d1Rows(bookings.bind(from, to, ...providerIds), toBooking);
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

  offersOf(providerIds: readonly string[]): Promise<ProviderOfferRecord[]> {
    return this.itemsOf(PROVIDER_OFFERS, providerIds, "created_at, rowid");
  }

  async addOffer(offer: NewProviderOffer): Promise<ProviderOfferRecord> {
    const row = await this.db
      .prepare(
        `INSERT INTO ${PROVIDER_OFFERS.table} (${PROVIDER_OFFERS.columns}) VALUES (?1, ?2, ?3, ?4, ?5)
         RETURNING ${PROVIDER_OFFERS.columns}`,
      )
      .bind(crypto.randomUUID(), offer.providerId, offer.title, offer.description, offer.active ? 1 : 0)
      .first<ProviderOfferRow>();
    if (!row) throw new Error("The offer was not stored.");
    return PROVIDER_OFFERS.toRecord(row);
  }

  jobPostingsOf(providerIds: readonly string[]): Promise<JobPostingRecord[]> {
    return this.itemsOf(JOB_POSTINGS, providerIds, "id");
  }

  /** These providers' items of one table, in `orderBy`'s order. */
  private async itemsOf<Row, Item>(items: ProviderItems<Row, Item>, providerIds: readonly string[], orderBy: string): Promise<Item[]> {
    if (providerIds.length === 0) return [];
    const rows = this.db.prepare(
      `SELECT ${items.columns} FROM ${items.table} WHERE provider_id IN (${placeholders(providerIds.length)}) ORDER BY ${orderBy}`,
    );
    return d1Rows(rows.bind(...providerIds), items.toRecord);
  }
}
