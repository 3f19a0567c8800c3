/** The bookings port. Implementations must make `insertIfFree` atomic: one statement, no check-then-insert. */
import type { BusyInterval } from "../availability/slots";

export type BookingStatus = "Confirmed" | "Pending" | "Cancelled";

export interface NewBooking {
  id: string;
  providerId: string;
  serviceId: string;
  /** Asia/Dubai wall time, 'YYYY-MM-DDTHH:MM' */
  startsAt: string;
  endsAt: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  idempotencyKey: string;
}

export interface BookingRecord extends NewBooking {
  status: BookingStatus;
  createdAt: string;
}

export type InsertOutcome =
  | { kind: "created"; booking: BookingRecord }
  /** The same idempotency key was used before: the first booking, unchanged. */
  | { kind: "replayed"; booking: BookingRecord }
  /** A live booking already overlaps this interval. Nothing was written. */
  | { kind: "slot_taken" };

export interface BookingRepository {
  /** Live bookings of a provider on a date, as minutes since midnight (Dubai). */
  busyOn(providerId: string, date: string): Promise<BusyInterval[]>;
  insertIfFree(booking: NewBooking): Promise<InsertOutcome>;
  byIdempotencyKey(key: string): Promise<BookingRecord | null>;
}
