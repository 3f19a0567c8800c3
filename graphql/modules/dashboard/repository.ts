/**
 * The owner dashboard's port: what an account owns and the lists of its providers. Hosted, row
 * level security shows an account only its own providers' bookings and offers; the API checks
 * ownership itself too (service.ts), so the local adapter answers the same.
 */
import type { OwnedIds } from "../../shared/ownership";
import type { BookingState } from "../bookings/lifecycle";
import type { BookingRecord } from "../bookings/repository";
import type { RegistrationRecord } from "../businesses/repository";

export interface OwnedProviderRecord {
  id: string;
  name: string;
  /** The owner the row names (the ownership guard's rule is applied to it). */
  ownerId: string | null;
}

/** What every item of a provider's list (offers, job postings) has: its id, its provider and its title. */
export interface ProviderItemRecord {
  id: string;
  providerId: string;
  title: string;
}

export interface ProviderOfferRecord extends ProviderItemRecord {
  description: string;
  active: boolean;
}

/** An offer to place: its provider must be the caller's, on Premium (checked by the service first). */
export interface NewProviderOffer {
  providerId: string;
  title: string;
  description: string;
  active: boolean;
}

/** A row of a list read by owner, with the owner its provider names (the ownership guard's rule is applied to it). */
export interface OwnerNamed<T> {
  ownerId: string | null;
  row: T;
}

/**
 * What the dashboard lists of one account, read at once by owner: each row names its owner, so the guard keeps
 * the viewer's own without a second read of who owns them.
 */
export interface OwnerDashboardRecords {
  /** The providers whose owner is this account, by name. */
  providers: OwnedProviderRecord[];
  /** The account's business registrations, newest first (each names its account). */
  registrations: RegistrationRecord[];
  /** Live bookings of those providers starting in [from, to), by start time. */
  bookings: OwnerNamed<BookingRecord>[];
  /** Those providers' offers, oldest first. */
  offers: OwnerNamed<ProviderOfferRecord>[];
}

/** The salon's changes of state besides cancelling (which stays cancelBooking, Premium). */
export type OwnerBookingChange = "confirm" | "decline" | "complete" | "no_show";

/** One row of a booking's append-only history (migration 0024). Times: `at` UTC ISO, starts Dubai wall times. */
export interface BookingHistoryRecord {
  at: string;
  actor: "customer" | "salon" | "system";
  change: "created" | "confirmed" | "declined" | "cancelled" | "completed" | "no_show" | "moved" | "changed";
  fromState: BookingState | null;
  toState: BookingState;
  fromStartsAt: string | null;
  toStartsAt: string;
  fromStaffId: string | null;
  toStaffId: string | null;
  reason: string | null;
}

export interface OwnerRepository {
  /**
   * The account's providers, registrations, live bookings starting in [from, to) — Dubai wall times
   * 'YYYY-MM-DDTHH:MM' — and offers, in one step (D1: one batch; hosted: row level security shows only the
   * caller's own again).
   */
  dashboardOf(accountId: string, from: string, to: string): Promise<OwnerDashboardRecords>;
  /** The providers (listings) whose owner is this account, by name; each names its owner for the guard's rule. */
  providersOf(accountId: string): Promise<OwnedProviderRecord[]>;
  /**
   * Live (not cancelled) bookings of these providers starting in [from, to) — Dubai wall times
   * 'YYYY-MM-DDTHH:MM' — by start time.
   */
  bookingsOf(providerIds: OwnedIds<"provider">, from: string, to: string): Promise<BookingRecord[]>;
  /**
   * Cancelled bookings of these providers starting in [from, to) — Dubai wall times — by start time, at most
   * `limit`: each with who cancelled it and the salon's reason (issue #32's view of cancelled bookings).
   */
  cancelledBookingsOf(providerIds: OwnedIds<"provider">, from: string, to: string, limit: number): Promise<BookingRecord[]>;
  /** One booking by id, if the caller may see it (hosted: its provider's owner). */
  bookingById(id: string): Promise<BookingRecord | null>;
  /**
   * Marks a live booking Cancelled by its salon, with the salon's reason for the customer (already checked,
   * or null), in one statement (a second cancel changes nothing), freeing its
   * time. Returns the booking as it is afterwards, or null when the caller may not change it.
   */
  cancelBooking(id: string, reason: string | null): Promise<BookingRecord | null>;
  /**
   * The salon's answer to a request or its word on a visit (graphql/modules/bookings/lifecycle.ts), in one
   * conditional write that repeats the rule (D1 against `now`, the Dubai wall time; hosted the database's
   * clock) and names the salon. The booking as it is afterwards, or null when nothing changed.
   */
  changeBookingState(id: string, change: OwnerBookingChange, reason: string | null, now: string): Promise<BookingRecord | null>;
  /** A booking's history, oldest first (hosted: row level security shows it to its provider's owner only). */
  bookingHistory(id: string): Promise<BookingHistoryRecord[]>;
  /**
   * Stores a new offer (its id and time are the database's) and returns it. The service has
   * checked that the caller owns the provider and is on Premium; hosted, row level security
   * refuses anyone else again, which is thrown as unexpected.
   */
  addOffer(offer: NewProviderOffer): Promise<ProviderOfferRecord>;
}
