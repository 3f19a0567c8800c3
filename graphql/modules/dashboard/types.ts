/**
 * The owner dashboard: `ownerDashboard` (the signed-in account's providers, registrations,
 * bookings, offers and job postings; the premium calendar and analytics) and `cancelBooking`.
 */
import { builder, type BuilderTypes } from "../../builder";
import { Booking } from "../bookings/types";
import { BusinessRegistration } from "../businesses/types";
import { CANCELLATION_REASON_MAX } from "./cancel-schema";
import { allowedTo, premiumOnly, requireViewer } from "../../shared/authorisation";
import { invalidResult, NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import { NOT_SIGNED_IN_MESSAGE } from "../plans/service";
import { notAllowed } from "../../shared/results";
import { PremiumRequiredRef } from "../plans/types";
import { Service } from "../providers/types";
import type { OwnedProviderRecord, ProviderItemRecord, ProviderOfferRecord } from "./repository";
import type { CalendarDay, ServiceCount } from "./rules";
import {
  bookingCalendar,
  bookingNotFound,
  cancelBooking,
  cancelledBookings,
  createOffer,
  ownerAnalytics,
  ownerDashboard,
  NOT_YOUR_PROVIDER_MESSAGE,
  type AnalyticsResult,
  type CalendarResult,
  type CancelBookingResult,
  type CreateOfferResult,
  type OwnerDashboard,
} from "./service";

export const OwnedProvider = builder.objectRef<OwnedProviderRecord>("OwnedProvider").implement({
  description: "A provider the signed-in account manages.",
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

/** The fields of every item of a provider's list (ProviderItemRecord): its id, its provider and its title. */
const providerItemFields = <Item extends ProviderItemRecord>(t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Item>) => ({
  id: t.id({ resolve: (item) => item.id }),
  providerId: t.id({ resolve: (item) => item.providerId }),
  title: t.string({ resolve: (item) => item.title }),
});

const ProviderOffer = builder.objectRef<ProviderOfferRecord>("ProviderOffer").implement({
  description: "An offer one of the owner's providers runs.",
  fields: (t) => ({
    ...providerItemFields(t),
    description: t.exposeString("description"),
    active: t.exposeBoolean("active"),
  }),
});

const CalendarDayRef = builder.objectRef<CalendarDay>("CalendarDay").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "'YYYY-MM-DD' in Asia/Dubai." }),
    bookings: t.field({ type: [Booking], description: "Live bookings of the day, by time.", resolve: (day) => day.bookings }),
  }),
});

const BookingCalendar = builder.objectRef<Extract<CalendarResult, { kind: "BookingCalendar" }>>("BookingCalendar").implement({
  description: "Today and the next 13 days (Asia/Dubai), each with its bookings.",
  fields: (t) => ({ days: t.field({ type: [CalendarDayRef], resolve: (calendar) => calendar.days }) }),
});

const ServiceBookings = builder.objectRef<ServiceCount>("ServiceBookings").implement({
  fields: (t) => ({
    service: t.field({
      type: Service,
      resolve: async (count, _args, ctx) =>
        (await ctx.loaders.services(count.providerId)).find((service) => service.id === count.serviceId)!,
    }),
    bookings: t.exposeInt("bookings"),
  }),
});

const OwnerAnalytics = builder.objectRef<Extract<AnalyticsResult, { kind: "OwnerAnalytics" }>>("OwnerAnalytics").implement({
  description: "Figures from the owner's live bookings (Asia/Dubai).",
  fields: (t) => ({
    bookingsLast30Days: t.exposeInt("last30Days", { description: "Bookings that started in the last 30 days." }),
    bookingsNext7Days: t.exposeInt("next7Days", { description: "Bookings starting in the next 7 days." }),
    topServices: t.field({
      type: [ServiceBookings],
      description: "The three most booked services over both periods, most booked first.",
      resolve: (figures) => figures.topServices,
    }),
  }),
});

const premiumOr = (name: string) => (result: { kind: string }) => (result.kind === "PremiumRequired" ? "PremiumRequired" : name);

const BookingCalendarResult = builder.unionType("BookingCalendarResult", {
  types: [BookingCalendar, PremiumRequiredRef],
  resolveType: premiumOr("BookingCalendar"),
});

const OwnerAnalyticsResult = builder.unionType("OwnerAnalyticsResult", {
  types: [OwnerAnalytics, PremiumRequiredRef],
  resolveType: premiumOr("OwnerAnalytics"),
});

const OwnerDashboardRef = builder.objectRef<OwnerDashboard>("OwnerDashboard").implement({
  description: "What the signed-in account manages. Everything here is its own; nobody else's is ever included.",
  fields: (t) => ({
    providers: t.field({ type: [OwnedProvider], resolve: (dashboard) => dashboard.providers }),
    registrations: t.field({
      type: [BusinessRegistration],
      description: "The account's business registrations, newest first.",
      resolve: (dashboard) => dashboard.registrations,
    }),
    upcomingBookings: t.field({
      type: [Booking],
      description: "Live bookings of the account's providers from now on, by time (Asia/Dubai).",
      resolve: (dashboard) => dashboard.upcomingBookings,
    }),
    cancelledBookings: t.field({
      type: [Booking],
      description:
        "Cancelled bookings of the account's providers from the start of today on (Asia/Dubai), by time, at most 50: " +
        "who cancelled (cancelledBy, declined) and the salon's reason.",
      resolve: (dashboard, _args, ctx) => cancelledBookings(ctx, dashboard),
    }),
    offers: t.field({ type: [ProviderOffer], resolve: (dashboard) => dashboard.offers }),
    calendar: t.field({
      type: BookingCalendarResult,
      description: "Premium: the next 14 days of bookings. Basic: PremiumRequired.",
      ...premiumOnly("calendar"),
      resolve: (dashboard, _args, ctx) => bookingCalendar(ctx, dashboard),
    }),
    analytics: t.field({
      type: OwnerAnalyticsResult,
      description: "Premium: booking figures. Basic: PremiumRequired.",
      ...premiumOnly("analytics"),
      resolve: (dashboard, _args, ctx) => ownerAnalytics(ctx, dashboard),
    }),
  }),
});

builder.queryField("ownerDashboard", (t) =>
  t.field({
    type: OwnerDashboardRef,
    nullable: true,
    description: "The signed-in account's dashboard; null when signed out.",
    resolve: (_root, _args, ctx) => ownerDashboard(ctx),
  }),
);

const cancellation = resultMembers<CancelBookingResult>();

const BookingCancelled = cancellation("BookingCancelled").implement({
  description: "The booking is cancelled and its time is free again.",
  fields: (t) => ({ booking: t.field({ type: Booking, resolve: (result) => result.booking }) }),
});

export const BookingNotFound = cancellation.withMessage("BookingNotFound", {
  description: "No such booking among the account's providers' bookings (another business's booking answers the same).",
});

const CancelBookingInvalid = cancellation.invalid(
  "CancelBookingInvalid",
  "The reason was refused; nothing was cancelled. Field names are CancelBookingInput's.",
);

const CancelBookingResultRef = builder.unionType("CancelBookingResult", {
  types: [BookingCancelled, BookingNotFound, CancelBookingInvalid, PremiumRequiredRef, NotSignedIn],
  resolveType: (result: CancelBookingResult) => result.kind,
});

const CancelBookingInput = builder.inputType("CancelBookingInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    reason: t.string({
      required: false,
      description: `The salon's reason, written to the customer in the cancellation email; at most ${CANCELLATION_REASON_MAX} characters.`,
    }),
  }),
});

builder.mutationField("cancelBooking", (t) =>
  t.field({
    type: CancelBookingResultRef,
    description: "Cancels one of the signed-in owner's bookings (Premium: Full Booking Management); the time becomes bookable again.",
    args: { input: t.arg({ type: CancelBookingInput, required: true }) },
    // Someone else's booking answers exactly like one that does not exist.
    ...allowedTo({
      signIn: NOT_SIGNED_IN_MESSAGE,
      premium: "cancelBooking",
      owns: (args: { input: { bookingId: string | number } }) => ({ kind: "booking", id: String(args.input.bookingId) }),
      stranger: bookingNotFound,
    }),
    resolve: (_root, { input }, ctx) => cancelBooking(ctx, { bookingId: String(input.bookingId), reason: input.reason ?? undefined }),
  }),
);

// ---------------------------------------------------------------------------
// Placing an offer (Premium's Offer Placement)
// ---------------------------------------------------------------------------

type OfferCreatedResult = Extract<CreateOfferResult, { kind: "OfferCreated" }>;
type CreateOfferInvalidResult = Extract<CreateOfferResult, { kind: "CreateOfferInvalid" }>;

const OfferCreated = builder.objectRef<OfferCreatedResult>("OfferCreated").implement({
  description: "The offer is placed and listed on the owner's dashboard.",
  fields: (t) => ({ offer: t.field({ type: ProviderOffer, resolve: (result) => result.offer }) }),
});

const CreateOfferInvalid = invalidResult<CreateOfferInvalidResult>(
  "CreateOfferInvalid",
  "The offer's details were refused; nothing was stored. Field names are CreateOfferInput's.",
);

const CreateOfferResultRef = resultUnion<CreateOfferResult>("CreateOfferResult", {
  types: [OfferCreated, CreateOfferInvalid, PremiumRequiredRef, NotAllowed(), NotSignedIn],
});

const CreateOfferInput = builder.inputType("CreateOfferInput", {
  fields: (t) => ({
    providerId: t.id({ required: true, description: "One of the signed-in account's providers (ownerDashboard.providers)." }),
    title: t.string({ required: true, description: "At most 80 characters." }),
    description: t.string({ required: true, description: "At most 200 characters." }),
    active: t.boolean({ description: "Shown as Active (default) or Inactive." }),
  }),
});

builder.mutationField("createOffer", (t) =>
  t.field({
    type: CreateOfferResultRef,
    description:
      "Places an offer for one of the signed-in account's providers (Premium: Offer Placement). Basic: PremiumRequired; " +
      "another business's provider: NotAllowed.",
    args: { input: t.arg({ type: CreateOfferInput, required: true }) },
    // A Basic account is refused before anything else is looked at; then a provider the caller does not manage.
    ...allowedTo({
      signIn: NOT_SIGNED_IN_MESSAGE,
      premium: "createOffer",
      owns: (args: { input: { providerId: string | number } }) => ({ kind: "provider", id: String(args.input.providerId) }),
      stranger: () => notAllowed(NOT_YOUR_PROVIDER_MESSAGE),
    }),
    resolve: async (_root, { input }, ctx) =>
      createOffer(ctx, await requireViewer(ctx), {
        providerId: String(input.providerId),
        title: input.title,
        description: input.description,
        active: input.active ?? undefined,
      }),
  }),
);
