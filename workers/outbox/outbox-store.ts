/**
 * What the outbox's dispatcher and consumer need from the database (docs/decisions/047-one-outbox.md):
 * the events, their delivery records, and the facts each message tells. The local backend's is D1's
 * (d1-outbox-store.ts); only the Worker's own background work uses it, never a caller's request.
 */
import type { AccountLinkPurpose } from "../../graphql/modules/accounts/account-links";

export type EventKind =
  | "booking_created"
  | "booking_cancelled"
  | "booking_changed"
  | "registration_approved"
  | "registration_rejected"
  | "account_created"
  | "password_reset_asked"
  | "reminder_due"
  | "account_deleted"
  | "booking_requested"
  | "booking_confirmed"
  | "booking_declined"
  | "job_applied"
  | "contact_message"
  | "review_invitation"
  | "licence_expiring"
  | "booking_completed"
  | "booking_no_show";

export interface OutboxEvent {
  id: string;
  kind: EventKind;
  subjectId: string;
  /** What the message needs when its subject is gone (account_deleted: the address and language); null otherwise. */
  payload?: unknown;
}

/** Why a delivery failed: the last error, and the addresses whose send failed (comma-separated; null when none was tried). */
export interface DeliveryFailure {
  error: string;
  failedTo: string | null;
}

export type Locale = "en" | "ar";

/** A booking as its messages tell it. Times are Dubai wall times, 'YYYY-MM-DDTHH:MM'. */
export interface BookingNotice {
  reference: string;
  startsAt: string;
  endsAt: string;
  cancelled: boolean;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  manageToken: string | null;
  locale: Locale;
  service: string;
  staff: string | null;
  provider: { name: string; address: string; phone: string | null; latitude: number; longitude: number };
  /** The listing owner's account email, and the listing's business email (either may be missing). */
  ownerEmail: string | null;
  businessEmail: string | null;
  /** The listing owner's language (chosen at sign-up); English when the listing has no owner. */
  ownerLocale: Locale;
  /**
   * Who cancelled it and the salon's reason, from the record the cancel itself wrote (booking_cancellations,
   * migration 0020); null when it is not cancelled or was cancelled before who was recorded.
   */
  cancelledBy: "customer" | "salon" | null;
  cancellationReason: string | null;
}

export interface RegistrationNotice {
  businessName: string;
  ownerEmail: string | null;
  businessEmail: string;
  rejectionReason: string | null;
  providerId: string | null;
  locale: Locale;
}

/** An emailed account link (verify the address, reset the password) as its message tells it. */
export interface AccountLinkNotice {
  purpose: AccountLinkPurpose;
  to: string;
  locale: Locale;
  /** The link's token (never stored: the store derives it, account-link-token.ts). */
  token: string;
  /** Where the person was going when they signed up: the verified page leads on there; null when nowhere. */
  returnTo: string | null;
}

/** A completed visit's invitation to review it, as its message tells it (0038_visit_reviews.sql). */
export interface ReviewInvitationNotice {
  customerName: string;
  customerEmail: string | null;
  locale: Locale;
  provider: string;
  service: string;
}

/**
 * A clinic's health licence nearing its expiry, as the owner's reminder tells it (issue 37,
 * 0049_licence_expiry_reminders.sql). `expiresOn` is the licence's date now: the event carries the date it was
 * recorded for, so a licence renewed since sends nothing.
 */
export interface LicenceExpiryNotice {
  provider: string;
  providerId: string;
  authority: string;
  number: string;
  /** 'YYYY-MM-DD'. */
  expiresOn: string;
  ownerEmail: string | null;
  businessEmail: string | null;
  ownerLocale: Locale;
}

export interface OutboxStore {
  /** Committed events not yet handed to the queue, oldest first. */
  notEnqueued(limit: number): Promise<OutboxEvent[]>;
  markEnqueued(ids: string[], at: Date): Promise<void>;
  /**
   * Records a reminder_due event for every live booking whose start is in `(after, until]` (Dubai wall
   * times) and that was made at least 24 hours before its start; once per booking and start, however
   * often it runs (graphql/modules/bookings/reminders.ts). Returns how many it recorded.
   */
  recordDueReminders(window: { after: string; until: string }): Promise<number>;
  /**
   * Declines, as the system, every request (PENDING) left unanswered past its provider's answer window or whose
   * start has come, freeing its time; each decline writes its booking_declined event in the same statement
   * (0024's triggers). D1 judges by `now` (the cron's time), PostgreSQL by its own clock
   * (public.decline_unanswered_requests). Returns how many it declined; a second run declines none.
   */
  declineUnansweredRequests(now: Date): Promise<number>;
  /**
   * Records a licence_expiring event for every clinic licence that expires between `today` and `today` plus
   * `daysBefore` (Dubai dates, 'YYYY-MM-DD'), not yet expired; once per clinic and expiry date however often it
   * runs (a renewed licence, with a new date, is reminded again). Its payload names the date. Returns how many.
   */
  recordLicenceReminders(today: string, daysBefore: number): Promise<number>;
  event(id: string): Promise<OutboxEvent | null>;
  /**
   * Claims the sending of one event's message to one recipient: true when this caller may send it (nobody
   * has, and nobody is sending it since `staleBefore`), false when it was sent or is being sent.
   */
  claim(eventId: string, recipient: string, at: Date, staleBefore: Date): Promise<boolean>;
  markSent(eventId: string, recipient: string, at: Date): Promise<void>;
  /** Gives a claim back after a failed send, so the retry sends. */
  release(eventId: string, recipient: string): Promise<void>;
  /** Counts a failed delivery of the event, keeping its error and address (the dead letters show the last). */
  recordFailure(eventId: string, failure: DeliveryFailure, at: Date): Promise<void>;
  /** The dead-letter queue had the event: every retry failed. Marked dead with the time, for a reviewer to see. */
  markDead(eventId: string, at: Date): Promise<void>;
  /** Storage keys whose row is gone (a deleted registration's trade licence), oldest first. */
  pendingRemovals(limit: number): Promise<string[]>;
  /** The keys storage removed (or no longer had). */
  removalsDone(keys: string[]): Promise<void>;
  booking(id: string): Promise<BookingNotice | null>;
  registration(id: string): Promise<RegistrationNotice | null>;
  /** The account link `id` with its account's address; null once it is used or expired (a late delivery sends nothing useless). */
  accountLink(id: string, now: Date): Promise<AccountLinkNotice | null>;
  /**
   * Keeps `tokenHash` (the SHA-256 of the link's token the consumer just minted) as the completed booking's
   * review token, replacing an unused one (a resend after a failed send: only the link last sent opens), and
   * answers the invitation's facts; null when the booking is not completed or was reviewed already.
   */
  reviewInvitation(bookingId: string, tokenHash: string): Promise<ReviewInvitationNotice | null>;
  /** The clinic's licence and whom to tell; null when it has none (the listing or its licence is gone). */
  licenceExpiry(providerId: string): Promise<LicenceExpiryNotice | null>;
}
