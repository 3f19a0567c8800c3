/**
 * The owner's own writes to the book on D1 (issue #32): a move and a walk-in, each ONE conditional
 * statement with the visitors' insert's conditions (d1-booking-hours.ts), so a race is decided as theirs.
 */
import type {
  BookingRecord,
  BookingMove,
  MoveOutcome,
  NewOwnerBooking,
  OwnerInsertOutcome,
} from "../../../graphql/modules/bookings/repository";
import { minutesBetween, parseClock, shiftWallTime, weekday } from "../../../graphql/shared/dubai-time";
import { hoursInForce, personFree } from "./d1-booking-hours";
import { wroteRow } from "./d1-sql";

/** The placeholders ?3 … ?9 every owner write binds with `spanParams`: the time, its day and the buffered span. */
const SPAN = {
  hours: (providerId: string, staffId: string) =>
    hoursInForce({ providerId, staffId, startsAt: "?3", endsAt: "?4", day: "?5", weekday: "?6", startMinute: "?7", endMinute: "?8" }),
  free: (staffId: string, except?: string) => personFree(staffId, "?9", "?10", except),
};

function spanParams(startsAt: string, endsAt: string, bufferMinutes = 0) {
  const day = startsAt.slice(0, 10);
  const start = parseClock(startsAt.slice(11, 16))!;
  const end = start + minutesBetween(startsAt, endsAt);
  return [startsAt, endsAt, day, weekday(day), start, end, shiftWallTime(startsAt, -bufferMinutes), shiftWallTime(endsAt, bufferMinutes)];
}

export async function moveOnD1(
  db: D1Database,
  move: BookingMove,
  notBefore: string,
  byId: (id: string) => Promise<BookingRecord | null>,
): Promise<MoveOutcome> {
  // ?1 the booking, ?2 the person, ?3–?10 the span, ?11 its provider, ?12 its service, ?13 now.
  const update = db
    .prepare(
      `UPDATE bookings SET staff_id = ?2, starts_at = ?3, ends_at = ?4, changed_by = 'salon'
       WHERE id = ?1 AND provider_id = ?11 AND service_id = ?12 AND status <> 'Cancelled' AND starts_at > ?13 AND ?3 > ?13
         AND EXISTS (SELECT 1 FROM staff_services WHERE staff_id = ?2 AND service_id = ?12 AND provider_id = ?11)
         AND ${SPAN.free("?2", "?1")}
         AND ${SPAN.hours("?11", "?2")}`,
    )
    .bind(move.id, move.staffId, ...spanParams(move.startsAt, move.endsAt, move.bufferMinutes), move.providerId, move.serviceId, notBefore);
  if (wroteRow(await update.run())) {
    const moved = await byId(move.id);
    if (moved) return { kind: "moved", booking: moved };
  }
  // Nothing written: the statement decided; this read only says why.
  const booking = await byId(move.id);
  if (!booking || booking.providerId !== move.providerId) return { kind: "not_found" };
  const gone = booking.status === "Cancelled" || booking.startsAt <= notBefore || move.startsAt <= notBefore;
  return gone ? { kind: "unchanged" } : { kind: "slot_taken" };
}

export async function insertOwnerBookingOnD1(
  db: D1Database,
  booking: NewOwnerBooking,
  byId: (id: string) => Promise<BookingRecord | null>,
): Promise<OwnerInsertOutcome> {
  // ?1 the id, ?2 the person, ?3–?10 the span, ?11 the provider, ?12 the service, ?13… the customer and the entry.
  const insert = db
    .prepare(
      `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone,
                             customer_email, status, manage_token, source, locale, changed_by)
       SELECT ?1, ?11, ?12, ?2, ?3, ?4, ?13, ?14, ?15, 'Confirmed', ?16, ?17, ?18, 'salon'
       WHERE EXISTS (SELECT 1 FROM staff_services WHERE staff_id = ?2 AND service_id = ?12 AND provider_id = ?11)
         AND ${SPAN.free("?2")}
         AND ${SPAN.hours("?11", "?2")}`,
    )
    .bind(
      booking.id,
      booking.staffId,
      ...spanParams(booking.startsAt, booking.endsAt, booking.bufferMinutes),
      booking.providerId,
      booking.serviceId,
      booking.customerName,
      booking.customerPhone,
      booking.customerEmail,
      booking.manageToken,
      booking.source,
      booking.locale ?? "en",
    );
  if (wroteRow(await insert.run())) {
    const created = await byId(booking.id);
    if (created) return { kind: "created", booking: created };
  }
  return { kind: "slot_taken" };
}
