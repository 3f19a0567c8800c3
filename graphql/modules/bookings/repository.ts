/** The bookings port. Implementations must make `insertIfFree` atomic: one statement, no check-then-insert. */
import type { StaffBusyInterval } from "../availability/staffing";
import type { ApiLocale } from "../../shared/vocabulary-ar";
import type { ClientKeys } from "./client-keys";
import type { BookingOutcome } from "./lifecycle";

export type BookingStatus = "Confirmed" | "Pending" | "Cancelled";
/** Who cancelled a booking: its customer (the manage link) or its salon (the owner's dashboard). */
export type CancelledBy = "customer" | "salon";

export interface NewBooking {
  id: string;
  providerId: string;
  serviceId: string;
  /**
   * Who may do it, best first: the database gives the booking to the first of them who performs the
   * service and is free for the whole time, deciding in one atomic step.
   */
  staffIds: string[];
  /** Asia/Dubai wall time, 'YYYY-MM-DDTHH:MM' */
  startsAt: string;
  endsAt: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  idempotencyKey: string;
  /** The secret of the customer's manage link (no account needed): 43 characters [A-Za-z0-9_-]. */
  manageToken: string;
  /**
   * The signed-in account that books, or null for a guest. Hosted, the database records the caller
   * itself (create_booking, as the caller), whatever this says.
   */
  customerId?: string | null;
  /**
   * The site the customer booked on: their messages (confirmation, reminder, cancellation) are written in
   * it. English when absent.
   */
  locale?: ApiLocale;
  /** Who asked (keyed hashes of the client's address and network for that day), for the per-client limits. */
  client: ClientKeys;
  /**
   * The provider's buffer kept free around each of a person's bookings (its booking rules). Hosted, the
   * database reads its own rules instead. The insert re-checks the hours in force itself (0010).
   */
  bufferMinutes?: number;
}

export interface BookingRecord extends Omit<NewBooking, "manageToken" | "customerId" | "staffIds" | "client" | "bufferMinutes"> {
  /** The staff member who does it; null only for a booking no staff member could be given to. */
  staffId: string | null;
  /** Null for bookings made before manage links existed. */
  manageToken: string | null;
  status: BookingStatus;
  createdAt: string;
  /** Null unless cancelled, and for bookings cancelled before who was recorded (migration 0020). */
  cancelledBy: CancelledBy | null;
  /** The salon's reason, when the salon cancelled and gave one. */
  cancellationReason: string | null;
  /** A confirmed booking's visit as the salon said it went (migration 0024); absent or null: not said. */
  outcome?: BookingOutcome | null;
  /** A cancel by the salon that answered a request (a declined request). */
  declined?: boolean;
}

/** A booking as its customer reads it: with the account that made it. */
export interface CustomerBookingRecord extends BookingRecord {
  customerId: string | null;
}

export type InsertOutcome =
  | { kind: "created"; booking: BookingRecord }
  /** The same idempotency key was used before: the first booking, unchanged. */
  | { kind: "replayed"; booking: BookingRecord }
  /** Each staff member asked for already has a live booking overlapping this interval. Nothing was written. */
  | { kind: "slot_taken" }
  /** This phone number already holds `perPhonePerDay` live bookings with this provider that day. Nothing was written. */
  | { kind: "daily_limit" }
  /**
   * This client's address or network already holds its share of this provider's day
   * (`perClientAddressPerDay`, `perClientNetworkPerDay` live bookings). Nothing was written.
   */
  | { kind: "client_limit" };

export interface InsertLimits {
  /** Live bookings one phone number may hold with one provider on one (Dubai) day. */
  perPhonePerDay: number;
  /** Live bookings made from one client address (`client.address`) with one provider on one day. */
  perClientAddressPerDay: number;
  /** Live bookings made from one client network (`client.network`) with one provider on one day. */
  perClientNetworkPerDay: number;
}

export interface BookingRepository {
  /** Live bookings of a provider's staff on a date, as minutes since midnight (Dubai), by start time. */
  busyOn(providerId: string, date: string): Promise<StaffBusyInterval[]>;
  /**
   * Inserts for the first staff member of `staffIds` free at that time, unless nobody is or the
   * phone's or the client's daily limit is reached: decided in one atomic step. When several refuse,
   * the client's limit is the one reported, then the phone's, then the taken time.
   */
  insertIfFree(booking: NewBooking, limits: InsertLimits): Promise<InsertOutcome>;
  byIdempotencyKey(key: string): Promise<BookingRecord | null>;
  byManageToken(token: string): Promise<BookingRecord | null>;
  /**
   * Cancels the booking of a manage link if it starts after `startsAfter` (Dubai wall time), in one
   * conditional update; its time is free again at once. An already cancelled booking stays cancelled.
   */
  cancelByManageToken(token: string, startsAfter: string): Promise<CancelOutcome>;
  /**
   * This account's bookings starting at `from` (Dubai wall time) or later, by time (at most 100), cancelled
   * ones included: those it made while signed in, and guest bookings made with the email it has confirmed
   * (each listed with `customerId` = this account). Hosted, only the caller's own: another account's id reads as none.
   */
  upcomingOfCustomer(customerId: string, from: string): Promise<CustomerBookingRecord[]>;
}

export type CancelOutcome = "cancelled" | "too_late" | "not_found";
