/** Booking rules: which slots are offered, and taking one. Resolvers stay thin; storage is the port's. */
import { mayBookProvider, seesSandbox } from "../api-keys/rules";
import {
  DEFAULT_SCHEDULE,
  dayClosedReason,
  offeredStarts,
  type Closure,
  type DayClosedReason,
  type PerformerDay,
} from "../availability/schedule";
import { assignmentOrder, performersOf } from "../availability/staffing";
import { BOOKING_WINDOW_DAYS } from "../availability/slots";
import { rateLimitMessage } from "../accounts/rules";
import { dubaiNow, dubaiWallClock, formatClock, isCalendarDate, parseClock } from "../../shared/dubai-time";
import { ownRows } from "../../shared/ownership";
import type { ApiLocale } from "../../shared/vocabulary-ar";
import type { AuthUser } from "../accounts/auth-port";
import type { Backend } from "../../shared/ports";
import { RATE_LIMIT_WINDOWS, type RateLimits } from "../../shared/rate-limits";
import type { StaffRecord } from "../providers/repository";
import { clientKeys } from "./client-keys";
import type { ProviderDay } from "../availability/repository";
import type { BookingRecord, CancelOutcome, CustomerBookingRecord, InsertLimits } from "./repository";
import { validateBookingInput, type BookingInput, type CleanBookingInput, type FieldErrors } from "./validation";
import { say, type CodedMessage, type SaidMessage } from "../../shared/say";

export const NO_DATE_MESSAGE = say("BOOKING_DATE_FIRST");
export const NO_SLOTS_MESSAGE = say("BOOKING_NO_SLOTS");
export const PAST_DATE_MESSAGE = say("BOOKING_DATE_PAST");
export const INVALID_DATE_MESSAGE = say("BOOKING_DATE_INVALID");
export const BEYOND_WINDOW_MESSAGE = say("BOOKING_DATE_BEYOND_WINDOW", { days: BOOKING_WINDOW_DAYS });
export const SLOT_TAKEN_MESSAGE = say("BOOKING_SLOT_TAKEN");
export const KEY_REUSED_MESSAGE = say("BOOKING_KEY_REUSED");
/** Live bookings one phone number may hold with one provider on one day (issue #9: a day cannot be filled by one caller). */
export const DAILY_BOOKINGS_PER_PHONE = 3;
export const DAILY_LIMIT_MESSAGE = say("BOOKING_PHONE_DAILY_LIMIT", { max: DAILY_BOOKINGS_PER_PHONE });
/**
 * Live bookings one client may hold with one provider on one day (issue #27: one address filled a day
 * with made-up phone numbers): per address (an IPv6 client is its /64), and more generously per network
 * (IPv4 /24, IPv6 /56), since carrier NAT puts strangers behind one address. Decision 032.
 */
export const DAILY_BOOKINGS_PER_CLIENT = { address: 3, network: 6 } as const;
export const CLIENT_LIMIT_MESSAGE = say("BOOKING_CLIENT_DAILY_LIMIT");
/** What the atomic insert holds every booking to. */
export const BOOKING_LIMITS: InsertLimits = {
  perPhonePerDay: DAILY_BOOKINGS_PER_PHONE,
  perClientAddressPerDay: DAILY_BOOKINGS_PER_CLIENT.address,
  perClientNetworkPerDay: DAILY_BOOKINGS_PER_CLIENT.network,
};

export const UNKNOWN_STAFF_MESSAGE = say("BOOKING_STAFF_UNKNOWN");

export type SlotsClosedReason = DayClosedReason | "UNKNOWN_SERVICE" | "UNKNOWN_STAFF";

/** What to tell a visitor when a date has no times, by reason (a closure's own reason when it has one). */
export function closedMessage(reason: SlotsClosedReason, closure: Pick<Closure, "reason"> | null = null): CodedMessage {
  switch (reason) {
    case "CLOSURE":
      return closure?.reason ? say("BOOKING_CLOSED_FOR", { reason: closure.reason }) : say("BOOKING_CLOSED_DAY");
    case "NO_DATE":
      return NO_DATE_MESSAGE;
    case "PAST_DATE":
      return PAST_DATE_MESSAGE;
    case "INVALID_DATE":
      return INVALID_DATE_MESSAGE;
    case "BEYOND_WINDOW":
      return BEYOND_WINDOW_MESSAGE;
    case "UNKNOWN_STAFF":
      return UNKNOWN_STAFF_MESSAGE;
    default:
      return NO_SLOTS_MESSAGE;
  }
}

export interface SlotList {
  date: string | null;
  times: string[];
  closedReason: SlotsClosedReason | null;
  /** The closure that closes the date (closedReason CLOSURE). */
  closure: Closure | null;
  /** What to show when `times` is empty. */
  message: CodedMessage | null;
}

/** The service, and the staff who perform it (only the one asked for when `staffId` is given), from the provider's day. */
function serviceAndPerformers(day: ProviderDay, serviceId: string, staffId: string | null) {
  const service = day.services.find((candidate) => candidate.id === serviceId) ?? null;
  const performers = performersOf(day.staff, day.qualifications, serviceId);
  return { service, performers: staffId ? performers.filter((member) => member.id === staffId) : performers };
}

function slotList(date: string | null, times: string[], reason: SlotsClosedReason | null, closure: Closure | null = null): SlotList {
  const message = times.length > 0 ? null : reason ? closedMessage(reason, closure) : NO_SLOTS_MESSAGE;
  return { date, times, closedReason: reason, closure, message };
}

/** How each performer's day looks: their own hours, time off and bookings. */
export function performerDays(
  performers: readonly StaffRecord[],
  { staffHours, timeOff, busy }: Pick<ProviderDay, "staffHours" | "timeOff" | "busy">,
): PerformerDay[] {
  return performers.map((member) => ({
    staffId: member.id,
    weekly: staffHours.get(member.id) ?? null,
    timeOff: timeOff.filter((off) => off.staffId === member.id),
    busy: busy.filter((interval) => interval.staffId === member.id),
  }));
}

/**
 * The start times of a service on a date: those inside the hours in force where someone who performs
 * it (or the one staff member asked for) works and is free for its whole duration (and the buffer).
 */
export async function listSlots(
  backend: Backend,
  providerId: string,
  serviceId: string,
  date: string | null | undefined,
  staffId: string | null = null,
): Promise<SlotList> {
  const now = backend.clock.now();
  // Everything the answer may need in one read (one round trip on D1); a malformed date needs none.
  const day = date && isCalendarDate(date) ? await backend.schedules.dayOf(providerId, date) : null;
  const schedule = day?.schedule ?? DEFAULT_SCHEDULE;
  const closed = dayClosedReason(schedule, date, now);
  if (closed || !day) return slotList(date ?? null, [], closed?.reason ?? null, closed?.closure);
  const { service, performers } = serviceAndPerformers(day, serviceId, staffId);
  if (!service) return slotList(date!, [], "UNKNOWN_SERVICE");
  if (staffId && performers.length === 0) return slotList(date!, [], "UNKNOWN_STAFF");
  return slotList(date!, offeredStarts(schedule, date, now, service.durationMinutes, performerDays(performers, day)), null);
}

/** Tagged with the GraphQL type names (docs/decisions/019-results-and-errors.md). */
export type CreateBookingResult =
  | { kind: "BookingConfirmed"; booking: BookingRecord; replayed: boolean }
  | { kind: "SlotTaken"; message: SaidMessage; slots: SlotList }
  | { kind: "BookingInputInvalid"; message: SaidMessage; fieldErrors: FieldErrors }
  /** The idempotency key made a booking with other details: refused, and nothing about that booking is told. */
  | { kind: "IdempotencyKeyReused"; message: SaidMessage }
  /** An anti-automation limit: too many attempts (retry after the window), or the phone's or the client's daily limit. */
  | {
      kind: "BookingLimitReached";
      reason: "TOO_MANY_ATTEMPTS" | "DAILY_LIMIT" | "CLIENT_DAILY_LIMIT";
      message: SaidMessage;
      retryAfterSeconds: number | null;
    };

/** Who is asking, for the anti-automation limits. */
export interface BookingCaller {
  rateLimits: Pick<RateLimits, "bookingByAddress" | "bookingByPhone">;
  clientAddress: string;
  /** The host's secret for the client keys a booking stores instead of the address (client-keys.ts). */
  clientKeySecret: () => Promise<string>;
  /** The signed-in account, recorded as the booking's customer; null for a guest. */
  viewer: () => Promise<Pick<AuthUser, "id"> | null>;
  /** The caller's language: the booking's messages are written in it. */
  locale?: ApiLocale;
  /** The partner app booking with its API key (issue #35): the booking records the key and the app's name. */
  apiClient?: { keyId: string; mode: "LIVE" | "TEST" } | null;
}

function tooManyAttempts(window: number): CreateBookingResult {
  return {
    kind: "BookingLimitReached",
    reason: "TOO_MANY_ATTEMPTS",
    message: rateLimitMessage(window, "booking"),
    retryAfterSeconds: window,
  };
}

/** True when an earlier booking of the same key is this very request again (a retry), not another booking. */
export function isSameRequest(earlier: BookingRecord, booking: CleanBookingInput): boolean {
  return (
    earlier.providerId === booking.providerId &&
    earlier.serviceId === booking.serviceId &&
    (booking.staffId === null || earlier.staffId === booking.staffId) &&
    earlier.startsAt === `${booking.date}T${booking.time}` &&
    earlier.customerName === booking.customerName &&
    earlier.customerPhone === booking.customerPhone &&
    earlier.customerEmail === booking.customerEmail
  );
}

function replay(earlier: BookingRecord, booking: CleanBookingInput): CreateBookingResult {
  return isSameRequest(earlier, booking)
    ? { kind: "BookingConfirmed", booking: earlier, replayed: true }
    : { kind: "IdempotencyKeyReused", message: KEY_REUSED_MESSAGE };
}

function addMinutes(date: string, time: string, minutes: number): string {
  const total = parseClock(time)! + minutes;
  // A service ends by closing (24:00 at the latest) or, past a last start, by 19:00: never after midnight.
  return `${date}T${formatClock(total)}`;
}

export async function createBooking(
  backend: Backend,
  input: BookingInput,
  newId: () => string,
  caller: BookingCaller,
): Promise<CreateBookingResult> {
  // Counted before anything else, so probing costs attempts too.
  if ((await caller.rateLimits.bookingByAddress.limit(caller.clientAddress)) === "refused") {
    return tooManyAttempts(RATE_LIMIT_WINDOWS.bookingByAddress);
  }
  const checked = validateBookingInput(input);
  if (!checked.ok) {
    return { kind: "BookingInputInvalid", message: say("BOOKING_INPUT_INVALID"), fieldErrors: checked.errors };
  }
  const booking = checked.value;
  const earlier = await backend.bookings.byIdempotencyKey(booking.idempotencyKey);
  if (earlier) return replay(earlier, booking);
  if ((await caller.rateLimits.bookingByPhone.limit(booking.customerPhone)) === "refused") {
    return tooManyAttempts(RATE_LIMIT_WINDOWS.bookingByPhone);
  }
  // The sandbox (issue #35): a test key books only sandbox providers; anyone else never books one.
  const apiClient = caller.apiClient ?? null;
  if (!mayBookProvider(apiClient, await backend.apiKeys.isSandboxProvider(booking.providerId))) {
    return seesSandbox(apiClient)
      ? { kind: "BookingInputInvalid", message: say("API_KEY_SANDBOX_ONLY"), fieldErrors: { providerId: say("API_KEY_SANDBOX_ONLY") } }
      : {
          kind: "BookingInputInvalid",
          message: say("BOOKING_SERVICE_NOT_OFFERED"),
          fieldErrors: { serviceId: say("BOOKING_SERVICE_CHOICE_INVALID") },
        };
  }
  const day = await backend.schedules.dayOf(booking.providerId, booking.date);
  const { schedule } = day;
  const { service, performers } = serviceAndPerformers(day, booking.serviceId, booking.staffId);
  const { busy } = day;
  if (!service) {
    return {
      kind: "BookingInputInvalid",
      message: say("BOOKING_SERVICE_NOT_OFFERED"),
      fieldErrors: { serviceId: say("BOOKING_SERVICE_CHOICE_INVALID") },
    };
  }
  // A listing still in its setup is not booked until its area is chosen (issue #33; it has a service: this one).
  const setup = (await backend.listings.setupOf([booking.providerId])).get(booking.providerId);
  if (setup && !setup.areaChosen) {
    return { kind: "BookingInputInvalid", message: say("BOOKING_LISTING_NOT_READY"), fieldErrors: {} };
  }

  // The time must be a start the hours in force offer, not yet past, with a performer working then.
  // Whether someone is free is decided by the atomic insert alone (never check-then-insert), which
  // also re-checks the hours in force and replays an earlier success.
  const now = backend.clock.now();
  const working = performerDays(performers, { ...day, busy: [] });
  const offered = offeredStarts(schedule, booking.date, now, service.durationMinutes, working);
  if (!offered.includes(booking.time)) {
    const closed = dayClosedReason(schedule, booking.date, now);
    const reason = closed?.reason;
    if (reason === "PAST_DATE" || reason === "BEYOND_WINDOW") {
      return { kind: "BookingInputInvalid", message: closedMessage(reason), fieldErrors: { date: closedMessage(reason) } };
    }
    if (performers.length === 0 && booking.staffId) {
      return { kind: "BookingInputInvalid", message: UNKNOWN_STAFF_MESSAGE, fieldErrors: { staffId: UNKNOWN_STAFF_MESSAGE } };
    }
    return {
      kind: "BookingInputInvalid",
      message: closed ? closedMessage(closed.reason, closed.closure) : say("BOOKING_TIME_UNAVAILABLE"),
      fieldErrors: { time: say("BOOKING_TIME_CHOICE_INVALID") },
    };
  }
  if (performers.length === 0) {
    return booking.staffId
      ? { kind: "BookingInputInvalid", message: UNKNOWN_STAFF_MESSAGE, fieldErrors: { staffId: UNKNOWN_STAFF_MESSAGE } }
      : { kind: "BookingInputInvalid", message: NO_SLOTS_MESSAGE, fieldErrors: { time: say("BOOKING_TIME_CHOICE_INVALID") } };
  }

  const outcome = await backend.bookings.insertIfFree(
    {
      id: newId(),
      providerId: booking.providerId,
      serviceId: booking.serviceId,
      // Who is asked first: the fewest bookings that day. The insert gives it to the first one free.
      staffIds: assignmentOrder(
        performers.map((member) => member.id),
        busy,
      ),
      startsAt: `${booking.date}T${booking.time}`,
      endsAt: addMinutes(booking.date, booking.time, service.durationMinutes),
      customerName: booking.customerName,
      customerPhone: booking.customerPhone,
      customerEmail: booking.customerEmail,
      idempotencyKey: booking.idempotencyKey,
      manageToken: newManageToken(),
      customerId: (await caller.viewer())?.id ?? null,
      client: await clientKeys(await caller.clientKeySecret(), booking.date, caller.clientAddress),
      bufferMinutes: schedule.rules.bufferMinutes,
      locale: caller.locale ?? "en",
      apiKeyId: caller.apiClient?.keyId ?? null,
    },
    BOOKING_LIMITS,
  );
  // A day's limit: waiting will not help (until a booking of that day is cancelled); another day will.
  if (outcome.kind === "daily_limit") {
    return { kind: "BookingLimitReached", reason: "DAILY_LIMIT", message: DAILY_LIMIT_MESSAGE, retryAfterSeconds: null };
  }
  if (outcome.kind === "client_limit") {
    return { kind: "BookingLimitReached", reason: "CLIENT_DAILY_LIMIT", message: CLIENT_LIMIT_MESSAGE, retryAfterSeconds: null };
  }
  if (outcome.kind === "replayed") return replay(outcome.booking, booking);
  if (outcome.kind === "slot_taken") {
    return {
      kind: "SlotTaken",
      message: SLOT_TAKEN_MESSAGE,
      slots: await listSlots(backend, booking.providerId, booking.serviceId, booking.date, booking.staffId),
    };
  }
  return { kind: "BookingConfirmed", booking: outcome.booking, replayed: false };
}

/** A manage link's secret: 32 random bytes, base64url (43 characters), so it cannot be guessed. */
export function newManageToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A booking reference as people read it out: 'GLW-' and 10 characters without look-alikes (0/O, 1/I/L). */
export function newBookingReference(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const code = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
  return `GLW-${code.slice(0, 5)}-${code.slice(5)}`;
}

const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

import { CANCELLATION_CUTOFF_MINUTES } from "./lifecycle";
export { CANCELLATION_CUTOFF_MINUTES };

/** The last moment (Dubai wall time 'YYYY-MM-DDTHH:MM') a booking starting at `startsAt` can be cancelled. */
export function cancellableUntil(startsAt: string): string {
  const start = Date.parse(`${startsAt}:00Z`) - CANCELLATION_CUTOFF_MINUTES * 60_000;
  return new Date(start).toISOString().slice(0, 16);
}

/** Now in Dubai wall time plus the cut-off: bookings starting after it can still be cancelled. */
function cancellationHorizon(now: Date): string {
  const { date, minutes } = dubaiNow(new Date(now.getTime() + CANCELLATION_CUTOFF_MINUTES * 60_000));
  return `${date}T${formatClock(minutes)}`;
}

export function canCancel(booking: BookingRecord, now: Date): boolean {
  return booking.status !== "Cancelled" && booking.startsAt > cancellationHorizon(now);
}

/** The booking of a manage link, or null (a malformed token is never looked up). */
export async function bookingByManageToken(backend: Backend, token: string): Promise<BookingRecord | null> {
  return MANAGE_TOKEN_PATTERN.test(token) ? backend.bookings.byManageToken(token) : null;
}

export async function cancelBooking(backend: Backend, token: string): Promise<CancelOutcome> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return "not_found";
  return backend.bookings.cancelByManageToken(token, cancellationHorizon(backend.clock.now()));
}

/**
 * The signed-in customer's upcoming bookings (from now on, by time): only the ones listed for this account,
 * whatever the adapter answers (the ownership rule on each row).
 */
export async function customerBookings(backend: Backend, viewer: Pick<AuthUser, "id">): Promise<CustomerBookingRecord[]> {
  const rows = await backend.bookings.upcomingOfCustomer(viewer.id, dubaiWallClock(backend.clock.now()));
  return ownRows(viewer, rows, (booking) => booking.customerId);
}
