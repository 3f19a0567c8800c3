/** The owner dashboard's port on D1. Which account owns what is providers.owner_id. */
import type { BookingRecord } from "../../../graphql/modules/bookings/repository";
import type {
  BookingHistoryRecord,
  NewProviderOffer,
  OwnerBookingChange,
  OwnedProviderRecord,
  OwnerDashboardRecords,
  OwnerNamed,
  OwnerRepository,
  ProviderOfferRecord,
} from "../../../graphql/modules/dashboard/repository";
import { PROVIDER_OFFERS, type ProviderItems, type ProviderOfferRow } from "../dashboard-rows";
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from "../registration-rows";
import { toBooking, type BookingRow } from "./d1-booking-repository";
import { HISTORY_COLUMNS, historyFromRow, type HistoryRow } from "../history-rows";
import { d1Rows, placeholders } from "./d1-sql";

/** A row of a table read by its provider's owner, with that owner (`owner_of_row`). */
type OwnerJoined<Row> = Row & { owner_of_row: string | null };
const ownerNamed =
  <Row, Item>(toRecord: (row: Row) => Item) =>
  ({ owner_of_row, ...row }: OwnerJoined<Row>): OwnerNamed<Item> => ({ ownerId: owner_of_row, row: toRecord(row as Row) });

/** A row's provider's owner, as `owner_of_row`, for a read of `table` by owner. */
const ownerOfRow = (table: string) => `(SELECT p.owner_id FROM providers p WHERE p.id = ${table}.provider_id) AS owner_of_row`;

/** Live (not cancelled) bookings of the providers `providersIn` names, starting in [?1, ?2), by start time. */
const liveBookings = (providersIn: string, extraColumns = "") =>
  `SELECT *${extraColumns} FROM bookings
   WHERE provider_id IN (${providersIn}) AND status <> 'Cancelled' AND starts_at >= ?1 AND starts_at < ?2
   ORDER BY starts_at, id`;

/** One table's items of the providers `providersIn` names, in `orderBy`'s order. */
const providerItems = <Row, Item>(items: ProviderItems<Row, Item>, providersIn: string, orderBy: string, extraColumns = "") =>
  `SELECT ${items.columns}${extraColumns} FROM ${items.table} WHERE provider_id IN (${providersIn}) ORDER BY ${orderBy}`;

/**
 * Each change of lifecycle.ts as one conditional update naming the salon: ?1 the booking, ?2 the reason
 * (decline) or now (the others: Dubai wall time). The WHERE repeats the rule, so a race changes nothing.
 */
const CHANGES: Record<OwnerBookingChange, string> = {
  confirm: "SET status = 'Confirmed', changed_by = 'salon' WHERE id = ?1 AND status = 'Pending' AND starts_at > ?2",
  decline: `SET status = 'Cancelled', cancelled_by = 'salon', cancellation_reason = ?2, declined = 1, changed_by = 'salon'
            WHERE id = ?1 AND status = 'Pending'`,
  complete: `SET outcome = 'completed', outcome_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), changed_by = 'salon'
             WHERE id = ?1 AND status = 'Confirmed' AND outcome IS NULL AND starts_at <= ?2`,
  no_show: `SET outcome = 'no_show', outcome_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), changed_by = 'salon'
            WHERE id = ?1 AND status = 'Confirmed' AND outcome IS NULL AND starts_at <= ?2`,
};

/** The providers an account owns (its id bound as ?1), by name, each with its owner. */
const PROVIDERS_OF = "SELECT id, name, owner_id AS ownerId FROM providers WHERE owner_id = ?1 ORDER BY name, id";

/** The providers an account owns (its id bound as `?${param}`). */
const ownedBy = (param: number) => `SELECT id FROM providers WHERE owner_id = ?${param}`;

export class D1OwnerRepository implements OwnerRepository {
  constructor(private readonly db: D1Database) {}

  /** The four lists in one batch (one round trip, one snapshot), each booking and offer with its provider's owner. */
  async dashboardOf(accountId: string, from: string, to: string): Promise<OwnerDashboardRecords> {
    const [providers, registrations, bookings, offers] = await this.db.batch([
      this.db.prepare(PROVIDERS_OF).bind(accountId),
      this.db
        .prepare(`SELECT ${REGISTRATION_COLUMNS} FROM provider_registrations WHERE owner_id = ?1 ORDER BY created_at DESC, id`)
        .bind(accountId),
      this.db.prepare(liveBookings(ownedBy(3), `, ${ownerOfRow("bookings")}`)).bind(from, to, accountId),
      this.db
        .prepare(providerItems(PROVIDER_OFFERS, ownedBy(1), "created_at, rowid", `, ${ownerOfRow(PROVIDER_OFFERS.table)}`))
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

  async providersOf(accountId: string): Promise<OwnedProviderRecord[]> {
    const { results } = await this.db.prepare(PROVIDERS_OF).bind(accountId).all<OwnedProviderRecord>();
    return results;
  }

  async bookingsOf(providerIds: readonly string[], from: string, to: string): Promise<BookingRecord[]> {
    if (providerIds.length === 0) return [];
    return d1Rows(this.db.prepare(liveBookings(placeholders(providerIds.length, 2))).bind(from, to, ...providerIds), toBooking);
  }

  async cancelledBookingsOf(providerIds: readonly string[], from: string, to: string, limit: number): Promise<BookingRecord[]> {
    if (providerIds.length === 0) return [];
    const sql = `SELECT * FROM bookings
      WHERE provider_id IN (${placeholders(providerIds.length, 3)}) AND status = 'Cancelled' AND starts_at >= ?1 AND starts_at < ?2
      ORDER BY starts_at, id LIMIT ?3`;
    return d1Rows(this.db.prepare(sql).bind(from, to, limit, ...providerIds), toBooking);
  }

  async bookingById(id: string): Promise<BookingRecord | null> {
    const row = await this.db.prepare("SELECT * FROM bookings WHERE id = ?1").bind(id).first<BookingRow>();
    return row ? toBooking(row) : null;
  }

  async cancelBooking(id: string, reason: string | null): Promise<BookingRecord | null> {
    const row = await this.db
      .prepare(
        `UPDATE bookings SET status = 'Cancelled', cancelled_by = 'salon', cancellation_reason = ?2
         WHERE id = ?1 AND status <> 'Cancelled' AND outcome IS NULL RETURNING *`,
      )
      .bind(id, reason)
      .first<BookingRow>();
    return row ? toBooking(row) : this.bookingById(id);
  }

  async changeBookingState(id: string, change: OwnerBookingChange, reason: string | null, now: string): Promise<BookingRecord | null> {
    const second = change === "decline" ? reason : now;
    const row = await this.db.prepare(`UPDATE bookings ${CHANGES[change]} RETURNING *`).bind(id, second).first<BookingRow>();
    return row ? toBooking(row) : null;
  }

  async bookingHistory(id: string): Promise<BookingHistoryRecord[]> {
    const read = this.db.prepare(`SELECT ${HISTORY_COLUMNS} FROM booking_history WHERE booking_id = ?1 ORDER BY id`).bind(id);
    return d1Rows(read, (row: HistoryRow) =>
      historyFromRow(
        row,
        (at) => at,
        (wall) => wall,
      ),
    );
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
}
