/**
 * The owner dashboard: an account's providers and their bookings, offers and job postings, the
 * premium calendar and analytics, and cancelling a booking (Premium). Every read and write is
 * scoped to the providers the signed-in account owns, checked here whatever the adapter (hosted,
 * row level security holds the same line again).
 */
import type { GraphQLContext } from "../../context";
import type { Backend } from "../../shared/ports";
import type { AuthUser } from "../accounts/auth-port";
import type { BookingRecord } from "../bookings/repository";
import { ownedIds, ownRows, type OwnedIds } from "../../shared/ownership";
import { parseInput, type FieldErrors, type NotAllowedResult, type NotSignedInResult } from "../../shared/results";
import type { RegistrationRecord } from "../businesses/repository";
import { cancelBookingSchema, type CancelBookingField, type CancelBookingInput } from "./cancel-schema";
import { createOfferSchema, type CreateOfferInput, type OfferField } from "./offer-schema";
import type { OwnedProviderRecord, OwnerNamed, ProviderOfferRecord } from "./repository";
import {
  analyticsOf,
  analyticsRange,
  calendarDays,
  calendarRange,
  dashboardRange,
  upcomingOf,
  upcomingRange,
  type AnalyticsFigures,
  type CalendarDay,
  type WallRange,
} from "./rules";
import { premiumRefusal, type PremiumRequired } from "../plans/rules";
import { subscriptionOf } from "../plans/service";
import { say, type CodedMessage } from "../../shared/say";
import { dubaiNow } from "../../shared/dubai-time";

export interface OwnerDashboard {
  viewer: AuthUser;
  providers: OwnedProviderRecord[];
  /** The providers' ids as the ownership guard vouched for them: every list read below takes these. */
  providerIds: OwnedIds<"provider">;
  /** The account's business registrations, newest first: only rows that name it as their owner. */
  registrations: RegistrationRecord[];
  /** What was read: from now on, or (Premium) from the analytics' first moment on. */
  read: WallRange;
  /** Live bookings of the account's providers in `read`, by time: only those whose provider names it. */
  bookings: BookingRecord[];
  /** Of those, the ones from now on. */
  upcomingBookings: BookingRecord[];
  /** The offers of the account's providers, oldest first: only those whose provider names it. */
  offers: ProviderOfferRecord[];
}

/**
 * The signed-in account's dashboard, or null when signed out. Its lists are read in one step, by owner: every
 * row names its owner, and the guard's rule is applied to each, with no second read of who owns them.
 */
export async function ownerDashboard(ctx: GraphQLContext): Promise<OwnerDashboard | null> {
  const viewer = await ctx.viewer();
  if (!viewer) return null;
  const now = ctx.backend.clock.now();
  // Premium's calendar and analytics are cut from this read (no second round trip after it); Basic reads
  // only what it shows. The plan came with the account's lookup, so asking it costs no read.
  const premium = premiumRefusal((await subscriptionOf(ctx, viewer.id)).plan, "analytics") === null;
  const read = premium ? dashboardRange(now) : upcomingRange(now);
  const listed = await ctx.backend.owners.dashboardOf(viewer.id, read.from, read.to);
  const own = <T>(rows: readonly OwnerNamed<T>[]) => ownRows(viewer, rows, (named) => named.ownerId).map((named) => named.row);
  const ownerOfProvider = (provider: OwnedProviderRecord) => provider.ownerId;
  const bookings = own(listed.bookings);
  return {
    viewer,
    providers: ownRows(viewer, listed.providers, ownerOfProvider),
    providerIds: ownedIds(viewer, "provider", listed.providers, ownerOfProvider),
    registrations: ownRows(viewer, listed.registrations, (registration) => registration.accountId),
    read,
    bookings,
    upcomingBookings: upcomingOf(now, bookings),
    offers: own(listed.offers),
  };
}

/**
 * The listings (providers) the account owns, by name: the port reads by owner, and the guard's rule keeps
 * only rows that name the viewer (decision 022). Products are added to one of these.
 */
export async function listingsOf(backend: Pick<Backend, "owners">, viewer: Pick<AuthUser, "id">): Promise<OwnedProviderRecord[]> {
  return ownRows(viewer, await backend.owners.providersOf(viewer.id), (provider) => provider.ownerId);
}

/** The cancelled bookings the dashboard lists: from the start of today (Asia/Dubai) on, by time. */
export const CANCELLED_LIST_LIMIT = 50;

export function cancelledBookings(ctx: GraphQLContext, dashboard: OwnerDashboard): Promise<BookingRecord[]> {
  const now = ctx.backend.clock.now();
  const from = `${dubaiNow(now).date}T00:00`;
  return ctx.backend.owners.cancelledBookingsOf(dashboard.providerIds, from, upcomingRange(now).to, CANCELLED_LIST_LIMIT);
}

export type CalendarResult = { kind: "BookingCalendar"; days: CalendarDay[] } | PremiumRequired;

/**
 * The dashboard's bookings covering `range`: its own read when that holds the range (the usual case), else
 * a read of the range (the plan changed after the dashboard was read). Callers cut the range themselves.
 */
async function bookingsCovering(ctx: GraphQLContext, dashboard: OwnerDashboard, range: WallRange): Promise<readonly BookingRecord[]> {
  if (range.from >= dashboard.read.from && range.to <= dashboard.read.to) return dashboard.bookings;
  return ctx.backend.owners.bookingsOf(dashboard.providerIds, range.from, range.to);
}

/** Premium: the next 14 days with their bookings. */
export async function bookingCalendar(ctx: GraphQLContext, dashboard: OwnerDashboard): Promise<CalendarResult> {
  const now = ctx.backend.clock.now();
  return { kind: "BookingCalendar", days: calendarDays(now, await bookingsCovering(ctx, dashboard, calendarRange(now))) };
}

export type AnalyticsResult = ({ kind: "OwnerAnalytics" } & AnalyticsFigures) | PremiumRequired;

/** Premium: bookings in the last 30 days and the next 7, and the three most booked services. */
export async function ownerAnalytics(ctx: GraphQLContext, dashboard: OwnerDashboard): Promise<AnalyticsResult> {
  const now = ctx.backend.clock.now();
  return { kind: "OwnerAnalytics", ...analyticsOf(now, await bookingsCovering(ctx, dashboard, analyticsRange(now))) };
}

export const BOOKING_NOT_FOUND_MESSAGE = say("DASHBOARD_BOOKING_NOT_FOUND");

export type CancelBookingResult =
  | { kind: "BookingCancelled"; booking: BookingRecord }
  | { kind: "BookingNotFound"; message: CodedMessage }
  | { kind: "CancelBookingInvalid"; message: CodedMessage; fieldErrors: FieldErrors<CancelBookingField> }
  | PremiumRequired
  | NotSignedInResult;

export const bookingNotFound = () => ({ kind: "BookingNotFound", message: BOOKING_NOT_FOUND_MESSAGE }) as const;

/**
 * Cancels one of the owner's bookings as its salon, with the salon's optional reason for the customer,
 * freeing its time for other customers; the field's scopes have allowed the caller (Premium, the
 * booking's owner). Cancelling twice is not an error (the first reason stays).
 */
export async function cancelBooking(ctx: GraphQLContext, input: CancelBookingInput): Promise<CancelBookingResult> {
  const checked = parseInput(cancelBookingSchema, input);
  if (!checked.ok) return { kind: "CancelBookingInvalid", message: say("DASHBOARD_CANCEL_REASON_INVALID"), fieldErrors: checked.errors };
  const { bookingId, reason } = checked.value;
  const cancelled = await ctx.backend.owners.cancelBooking(bookingId, reason || null);
  return cancelled ? { kind: "BookingCancelled", booking: cancelled } : bookingNotFound();
}

export const CREATE_OFFER_INVALID_MESSAGE = say("OFFER_INVALID");
export const NOT_YOUR_PROVIDER_MESSAGE = say("OFFER_NOT_YOUR_BUSINESS");

export type CreateOfferResult =
  | { kind: "OfferCreated"; offer: ProviderOfferRecord }
  | { kind: "CreateOfferInvalid"; message: CodedMessage; fieldErrors: FieldErrors<OfferField> }
  | PremiumRequired
  | NotAllowedResult
  | NotSignedInResult;

/**
 * Places an offer for one of the caller's providers (Premium's Offer Placement); the field's scopes
 * have allowed the caller (Premium, the provider's owner). Nothing is stored unless the input passes.
 */
export async function createOffer(ctx: GraphQLContext, _viewer: AuthUser, input: CreateOfferInput): Promise<CreateOfferResult> {
  const parsed = parseInput(createOfferSchema, input);
  if (!parsed.ok) return { kind: "CreateOfferInvalid", message: CREATE_OFFER_INVALID_MESSAGE, fieldErrors: parsed.errors };
  return { kind: "OfferCreated", offer: await ctx.backend.owners.addOffer(parsed.value) };
}
