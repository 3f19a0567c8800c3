/** The bookings port on D1. One conditional INSERT decides every race: no check-then-insert. */
import type { StaffBusyInterval } from "../../../graphql/modules/availability/staffing";
import type {
  BookingRecord,
  BookingRepository,
  CancelOutcome,
  InsertLimits,
  CustomerBookingRecord,
  InsertOutcome,
  NewBooking,
  BookingMove,
  MoveOutcome,
  NewOwnerBooking,
  OwnerInsertOutcome,
} from "../../../graphql/modules/bookings/repository";
import { insertOwnerBookingOnD1, moveOnD1 } from "./d1-owner-bookings";
import { bookingFromRow, minutesOn, type BookingRow } from "../booking-rows";
import { d1Rows, wroteRow } from "./d1-sql";
import { hoursInForce, personFree } from "./d1-booking-hours";
import { minutesBetween, parseClock, shiftWallTime, weekday } from "../../../graphql/shared/dubai-time";

export type { BookingRow } from "../booking-rows";

const stored = (value: string) => value;
/** D1 keeps Dubai wall times and UTC creation times as they are read. */
export const toBooking = (row: BookingRow): BookingRecord => bookingFromRow(row, stored, stored);

export interface BusyRow {
  staff_id: string;
  starts_at: string;
  ends_at: string;
}

/** A provider's live bookings overlapping `date` (Dubai), by start. */
export const busyStatement = (db: D1Database, providerId: string, date: string) =>
  db
    .prepare(
      `SELECT staff_id, starts_at, ends_at FROM bookings
       WHERE provider_id = ?1 AND status <> 'Cancelled' AND starts_at < ?3 AND ends_at > ?2
       ORDER BY starts_at, staff_id`,
    )
    .bind(providerId, `${date}T00:00`, `${date}T24:00`);

/** Those bookings as each staff member's busy minutes of `date`. */
export const busyFromRows = (date: string, rows: readonly BusyRow[]): StaffBusyInterval[] =>
  rows.map((row) => ({ staffId: row.staff_id, start: minutesOn(date, row.starts_at), end: minutesOn(date, row.ends_at) }));

export class D1BookingRepository implements BookingRepository {
  constructor(private readonly db: D1Database) {}

  async busyOn(providerId: string, date: string): Promise<StaffBusyInterval[]> {
    return busyFromRows(date, (await busyStatement(this.db, providerId, date).all<BusyRow>()).results);
  }

  async insertIfFree(booking: NewBooking, limits: InsertLimits): Promise<InsertOutcome> {
    const day = booking.startsAt.slice(0, 10);
    const start = parseClock(booking.startsAt.slice(11, 16))!;
    const durationMinutes = minutesBetween(booking.startsAt, booking.endsAt);
    // The buffer keeps each person's bookings this far apart (the service read it with the hours).
    const buffer = booking.bufferMinutes ?? 0;
    // One statement: the first of the staff asked for (in that order) who performs the service and is
    // free for the whole time gets it, if the phone, the client's address and its network are each
    // under their daily limit with this provider (live bookings of that day).
    const insert = this.db
      .prepare(
        `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone,
                               customer_email, status, idempotency_key, manage_token, customer_id,
                               client_address_key, client_network_key)
         SELECT ?1, ?2, ?3, candidate.value, ?4, ?5, ?6, ?7, ?8,
                -- A provider that confirms each online booking itself gets a request (0024); it holds its time all the same.
                coalesce((SELECT 'Pending' FROM provider_booking_rules WHERE provider_id = ?2 AND confirm_each_booking = 1), 'Confirmed'),
                ?9, ?13, ?14, ?16, ?17
         FROM json_each(?15) AS candidate
         JOIN staff_services AS able ON able.staff_id = candidate.value AND able.service_id = ?3 AND able.provider_id = ?2
         WHERE ${personFree("candidate.value", "?25", "?24")}
         -- The hours in force as this statement runs (0010).
         AND ${hoursInForce({
           providerId: "?2",
           staffId: "candidate.value",
           day: "?20",
           weekday: "?21",
           startMinute: "?22",
           endMinute: "?23",
           startsAt: "?4",
           endsAt: "?5",
         })}
         AND (
           SELECT COUNT(*) FROM bookings
           WHERE provider_id = ?2 AND customer_phone = ?7 AND status <> 'Cancelled' AND starts_at >= ?10 AND starts_at < ?11
         ) < ?12
         AND (
           SELECT COUNT(*) FROM bookings
           WHERE provider_id = ?2 AND client_address_key = ?16 AND status <> 'Cancelled' AND starts_at >= ?10 AND starts_at < ?11
         ) < ?18
         AND (
           SELECT COUNT(*) FROM bookings
           WHERE provider_id = ?2 AND client_network_key = ?17 AND status <> 'Cancelled' AND starts_at >= ?10 AND starts_at < ?11
         ) < ?19
         ORDER BY candidate.key
         LIMIT 1
         ON CONFLICT DO NOTHING`,
      )
      .bind(
        booking.id,
        booking.providerId,
        booking.serviceId,
        booking.startsAt,
        booking.endsAt,
        booking.customerName,
        booking.customerPhone,
        booking.customerEmail,
        booking.idempotencyKey,
        `${day}T00:00`,
        `${day}T24:00`,
        limits.perPhonePerDay,
        booking.manageToken,
        booking.customerId ?? null,
        JSON.stringify(booking.staffIds),
        booking.client.address,
        booking.client.network,
        limits.perClientAddressPerDay,
        limits.perClientNetworkPerDay,
        day,
        weekday(day),
        start,
        start + durationMinutes,
        shiftWallTime(booking.endsAt, buffer),
        shiftWallTime(booking.startsAt, -buffer),
      );
    // The customer's language, in the same transaction as the insert and the outbox event its trigger writes
    // (0011_outbox.sql); a statement of its own, so the race-deciding insert stays as it is.
    const language = this.db.prepare("UPDATE bookings SET locale = ?2 WHERE id = ?1").bind(booking.id, booking.locale ?? "en");
    // A partner app's booking names its key and the app's name (0043), in the same transaction.
    const source = booking.apiKeyId
      ? [
          this.db
            .prepare("UPDATE bookings SET api_key_id = ?2, api_app_name = (SELECT name FROM api_keys WHERE id = ?2) WHERE id = ?1")
            .bind(booking.id, booking.apiKeyId),
        ]
      : [];
    const [result] = await this.db.batch([insert, language, ...source]);
    if (wroteRow(result!)) {
      const created = await this.byId(booking.id);
      if (created) return { kind: "created", booking: created };
    }
    // Nothing written: this key already made a booking (a concurrent retry), a limit is reached, or
    // everyone asked for is taken at that time. The insert decided; these reads only say which.
    const earlier = await this.byIdempotencyKey(booking.idempotencyKey);
    if (earlier) return { kind: "replayed", booking: earlier };
    const held = await this.db
      .prepare(
        `SELECT COALESCE(SUM(client_address_key = ?2), 0) AS address, COALESCE(SUM(client_network_key = ?3), 0) AS network,
                COALESCE(SUM(customer_phone = ?4), 0) AS phone
         FROM bookings WHERE provider_id = ?1 AND status <> 'Cancelled' AND starts_at >= ?5 AND starts_at < ?6`,
      )
      .bind(booking.providerId, booking.client.address, booking.client.network, booking.customerPhone, `${day}T00:00`, `${day}T24:00`)
      .first<{ address: number; network: number; phone: number }>();
    if (held && (held.address >= limits.perClientAddressPerDay || held.network >= limits.perClientNetworkPerDay)) {
      return { kind: "client_limit" };
    }
    return held && held.phone >= limits.perPhonePerDay ? { kind: "daily_limit" } : { kind: "slot_taken" };
  }

  async byIdempotencyKey(key: string): Promise<BookingRecord | null> {
    const row = await this.db.prepare("SELECT * FROM bookings WHERE idempotency_key = ?").bind(key).first<BookingRow>();
    return row ? toBooking(row) : null;
  }

  async byManageToken(token: string): Promise<BookingRecord | null> {
    const row = await this.db.prepare("SELECT * FROM bookings WHERE manage_token = ?").bind(token).first<BookingRow>();
    return row ? toBooking(row) : null;
  }

  async cancelByManageToken(token: string, startsAfter: string): Promise<CancelOutcome> {
    const result = await this.db
      .prepare(
        "UPDATE bookings SET status = 'Cancelled', cancelled_by = 'customer' WHERE manage_token = ?1 AND status <> 'Cancelled' AND starts_at > ?2",
      )
      .bind(token, startsAfter)
      .run();
    if (wroteRow(result)) return "cancelled";
    const booking = await this.byManageToken(token);
    return !booking ? "not_found" : booking.status === "Cancelled" ? "cancelled" : "too_late";
  }

  async upcomingOfCustomer(customerId: string, from: string): Promise<CustomerBookingRecord[]> {
    // Its own bookings, and the guest bookings made with the email it has proved (migration 0026), cancelled
    // ones included; `listed_for` is the account each row is listed for (the service checks it row by row).
    const upcoming = this.db.prepare(
      `SELECT b.*, ?1 AS listed_for FROM bookings b WHERE b.customer_id = ?1 AND b.starts_at >= ?2
       UNION ALL
       SELECT b.*, a.id AS listed_for FROM accounts a
       JOIN bookings b ON b.customer_id IS NULL AND lower(b.customer_email) = a.email
       WHERE a.id = ?1 AND a.email_confirmed_at IS NOT NULL AND b.starts_at >= ?2
       ORDER BY starts_at, id LIMIT 100`,
    );
    return d1Rows(upcoming.bind(customerId, from), (row: BookingRow & { listed_for: string }) => ({
      ...toBooking(row),
      customerId: row.listed_for,
    }));
  }

  moveIfFree(move: BookingMove, notBefore: string): Promise<MoveOutcome> {
    return moveOnD1(this.db, move, notBefore, (id) => this.byId(id));
  }

  insertOwnerBooking(booking: NewOwnerBooking): Promise<OwnerInsertOutcome> {
    return insertOwnerBookingOnD1(this.db, booking, (id) => this.byId(id));
  }

  private async byId(id: string): Promise<BookingRecord | null> {
    const row = await this.db.prepare("SELECT * FROM bookings WHERE id = ?").bind(id).first<BookingRow>();
    return row ? toBooking(row) : null;
  }
}
