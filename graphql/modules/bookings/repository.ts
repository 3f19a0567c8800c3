/** The bookings port. Implementations must make `insertIfFree` atomic: one statement, no check-then-insert. */
import type { StaffBusyInterval } from "../availability/staffing";
import type { ApiLocale } from "../../shared/vocabulary-ar";
import type { ClientKeys } from "./client-keys";
import type { BookingOutcome } from "./lifecycle";
import type { OwnerBookingSource } from "./owner-change-schema";

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
  /**
   * The partner app's key that made it (issue #35): the booking records it and the app's name, shown to the
   * owner as its source. Null or absent for the site's own bookings.
   */
  apiKeyId?: string | null;
  /** Who asked (keyed hashes of the client's address and network for that day), for the per-client limits. */
  client: ClientKeys;
  /**
   * The provider's buffer kept free around each of a person's bookings (its booking rules). Hosted, the
   * database reads its own rules instead. The insert re-checks the hours in force itself (0010).
   */
  bufferMinutes?: number;
}

export interface BookingRecord extends Omit<
  NewBooking,
  "manageToken" | "customerId" | "staffIds" | "client" | "bufferMinutes" | "apiKeyId"
> {
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
  /** How it reached the salon (migration 0025), when the owner entered it; absent: a visitor booked online. */
  source?: OwnerBookingSource;
  /** The partner app that booked it with its API key (migration 0043), by the app's name then; absent: none. */
  appName?: string;
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

/** An owner's move of a live booking to another start and person (its service and manage link kept). */
export interface BookingMove {
  id: string;
  providerId: string;
  serviceId: string;
  staffId: string;
  /** Asia/Dubai wall times 'YYYY-MM-DDTHH:MM' */
  startsAt: string;
  endsAt: string;
  /** As NewBooking's: the local adapter keeps it; hosted, the database reads its own rules. */
  bufferMinutes?: number;
}

export type MoveOutcome =
  | { kind: "moved"; booking: BookingRecord }
  /** The person is busy then (with the buffer), away, off, or the hours in force no longer have that time. Nothing changed. */
  | { kind: "slot_taken" }
  /** Cancelled or started since it was read, or a target already past. Nothing changed. */
  | { kind: "unchanged" }
  /** Not a booking the caller may change (hosted: not their provider's, or not on Premium). */
  | { kind: "not_found" };

/** A walk-in or phone booking the provider's owner types: one person, no customer limits, no idempotency key. */
export interface NewOwnerBooking extends Pick<
  NewBooking,
  | "id"
  | "providerId"
  | "serviceId"
  | "startsAt"
  | "endsAt"
  | "customerName"
  | "customerPhone"
  | "customerEmail"
  | "manageToken"
  | "locale"
  | "bufferMinutes"
> {
  staffId: string;
  source: OwnerBookingSource;
}

export type OwnerInsertOutcome = { kind: "created"; booking: BookingRecord } | { kind: "slot_taken" };

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
  /**
   * Moves a live booking starting after `notBefore` (Dubai wall time, now) to a later start of the same
   * service with one person, if they perform it, work then inside the hours in force and are free for the
   * whole time and the buffer (the booking itself aside): decided in one atomic step, as insertIfFree.
   */
  moveIfFree(move: BookingMove, notBefore: string): Promise<MoveOutcome>;
  /**
   * Inserts the owner's walk-in or phone booking if the person performs the service, works then inside the
   * hours in force and is free (with the buffer): one atomic step; no customer limit applies. Hosted, only
   * the provider's Premium owner may (anyone else is thrown as unexpected: the API checked first).
   */
  insertOwnerBooking(booking: NewOwnerBooking): Promise<OwnerInsertOutcome>;
}

export type CancelOutcome = "cancelled" | "too_late" | "not_found";
