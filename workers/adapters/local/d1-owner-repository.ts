/** The owner dashboard's port on D1. Which account owns what is providers.owner_id. */
import type { BookingRecord } from "../../../graphql/modules/bookings/repository";
import type {
  JobPostingRecord,
  NewProviderOffer,
  OwnedProviderRecord,
  OwnerDashboardRecords,
  OwnerNamed,
  OwnerRepository,
  ProviderOfferRecord,
} from "../../../graphql/modules/dashboard/repository";
import { JOB_POSTINGS, PROVIDER_OFFERS, type ProviderItems, type ProviderOfferRow } from "../dashboard-rows";
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from "../registration-rows";
import { toBooking, type BookingRow } from "./d1-booking-repository";
import { d1Rows, placeholders } from "./d1-sql";

/** A row of a table read by its provider's owner, with that owner (`owner_of_row`). */
type OwnerJoined<Row> = Row & { owner_of_row: string | null };
const ownerNamed =
  <Row, Item>(toRecord: (row: Row) => Item) =>
  ({ owner_of_row, ...row }: OwnerJoined<Row>): OwnerNamed<Item> => ({ ownerId: owner_of_row, row: toRecord(row as Row) });

export class D1OwnerRepository implements OwnerRepository {
  constructor(private readonly db: D1Database) {}

  /** The four lists in one batch (one round trip, one snapshot), bookings and offers joined to their provider's owner. */
  async dashboardOf(accountId: string, from: string, to: string): Promise<OwnerDashboardRecords> {
    const [providers, registrations, bookings, offers] = await this.db.batch([
      this.db.prepare("SELECT id, name, owner_id AS ownerId FROM providers WHERE owner_id = ?1 ORDER BY name, id").bind(accountId),
      this.db
        .prepare(`SELECT ${REGISTRATION_COLUMNS} FROM provider_registrations WHERE owner_id = ?1 ORDER BY created_at DESC, id`)
        .bind(accountId),
      this.db
        .prepare(
          `SELECT b.*, p.owner_id AS owner_of_row FROM bookings b JOIN providers p ON p.id = b.provider_id
           WHERE p.owner_id = ?1 AND b.status <> 'Cancelled' AND b.starts_at >= ?2 AND b.starts_at < ?3
           ORDER BY b.starts_at, b.id`,
        )
        .bind(accountId, from, to),
      this.db
        .prepare(
          `SELECT o.id, o.provider_id, o.title, o.description, o.active, p.owner_id AS owner_of_row
           FROM ${PROVIDER_OFFERS.table} o JOIN providers p ON p.id = o.provider_id
           WHERE p.owner_id = ?1 ORDER BY o.created_at, o.rowid`,
        )
        .bind(accountId),
    ]);
    const rows = <Row>(result: D1Result | undefined) => (result?.results ?? []) as Row[];
    return {
      providers: rows<OwnedProviderRecord>(providers),
      registrations: rows<RegistrationRow>(registrations).map(toRegistration),
      bookings: rows<OwnerJoined<BookingRow>>(bookings).map(ownerNamed(toBooking)),
      offers: rows<OwnerJoined<ProviderOfferRow>>(offers).map(ownerNamed(PROVIDER_OFFERS.toRecord)),
    };
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
