/** `slots` query and `createBooking` mutation. */
import { builder } from "../../builder";
import { askToRetryLater } from "../../context";
import { dubaiNow } from "../../shared/dubai-time";
import { optionalMessageFields, resultMembers, resultUnion } from "../../shared/result-types";
import { say, type CodedMessage } from "../../shared/say";
import { BOOKING_WINDOW_DAYS, lastBookableDate } from "../availability/slots";
import { Provider, Service, StaffMember, staffOf } from "../providers/types";
import type { BookingRecord } from "./repository";
import {
  bookingByManageToken,
  cancelBooking,
  canCancel,
  cancellableUntil,
  createBooking,
  DAILY_BOOKINGS_PER_CLIENT,
  DAILY_BOOKINGS_PER_PHONE,
  listSlots,
  newBookingReference,
  type CreateBookingResult,
  type SlotList,
} from "./service";
import type { BookingInput } from "./validation";
import { ProviderClosure } from "../availability/types";

const SlotClosedReason = builder.enumType("SlotClosedReason", {
  description: "Why a date offers no slots at all.",
  values: {
    NO_DATE: {},
    INVALID_DATE: {},
    PAST_DATE: {},
    BEYOND_WINDOW: {},
    FRIDAY: { description: "A Friday outside the provider's weekly hours (the sample providers' closed day)." },
    CLOSED_WEEKDAY: { description: "Another day outside the provider's weekly hours (or special hours that close it)." },
    CLOSURE: { description: "The provider closed this date (SlotList.closure says why)." },
    UNKNOWN_SERVICE: {},
    UNKNOWN_STAFF: {},
  } as const,
});

const SlotListRef = builder.objectRef<SlotList>("SlotList").implement({
  description:
    "Bookable start times (Asia/Dubai) for one provider, service and date: those where someone who performs the service " +
    "(or the one staff member asked for) is free for its whole duration.",
  fields: (t) => ({
    date: t.exposeString("date", { nullable: true }),
    times: t.exposeStringList("times", { description: "Start times such as '10:00', '10:30'." }),
    closedReason: t.field({ type: SlotClosedReason, nullable: true, resolve: (list) => list.closedReason }),
    closure: t.field({
      type: ProviderClosure,
      nullable: true,
      description: "The closure that closes the date, with its reason (closedReason CLOSURE).",
      resolve: (list) => list.closure,
    }),
    ...optionalMessageFields(t, (list) => list.message, "What to tell the user when there are no times."),
  }),
});

const BookingStatus = builder.enumType("BookingStatus", {
  values: { CONFIRMED: { value: "Confirmed" }, PENDING: { value: "Pending" }, CANCELLED: { value: "Cancelled" } } as const,
});

const CancelledBy = builder.enumType("CancelledBy", {
  description: "Who cancelled a booking.",
  values: {
    CUSTOMER: { value: "customer", description: "Its customer, through the manage link." },
    SALON: { value: "salon", description: "Its salon, from the owner's dashboard." },
  } as const,
});

export const Booking = builder.objectRef<BookingRecord>("Booking").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    provider: t.field({
      type: Provider,
      resolve: async (booking, _args, ctx) => (await ctx.loaders.provider(booking.providerId))!,
    }),
    service: t.field({
      type: Service,
      resolve: async (booking, _args, ctx) =>
        (await ctx.loaders.services(booking.providerId)).find((service) => service.id === booking.serviceId)!,
    }),
    staff: t.field({
      type: StaffMember,
      nullable: true,
      description: "The staff member who does it.",
      resolve: async (booking, _args, ctx) =>
        booking.staffId ? ((await staffOf(booking.providerId, ctx)).find((member) => member.id === booking.staffId) ?? null) : null,
    }),
    date: t.string({ description: "'YYYY-MM-DD' in Asia/Dubai.", resolve: (b) => b.startsAt.slice(0, 10) }),
    time: t.string({ description: "'HH:MM' in Asia/Dubai.", resolve: (b) => b.startsAt.slice(11, 16) }),
    endTime: t.string({ resolve: (b) => b.endsAt.slice(11, 16) }),
    customerName: t.exposeString("customerName"),
    status: t.field({ type: BookingStatus, resolve: (b) => b.status }),
    cancelledBy: t.field({
      type: CancelledBy,
      nullable: true,
      description: "Who cancelled it; null unless CANCELLED, and for bookings cancelled before who was recorded.",
      resolve: (b) => b.cancelledBy,
    }),
    cancellationReason: t.string({
      nullable: true,
      description: "The salon's reason for cancelling, when it gave one.",
      resolve: (b) => b.cancellationReason,
    }),
    reference: t.exposeString("id", { description: "The booking reference, e.g. 'GLW-7KQ2M-X9PRT' (the same as id)." }),
    cancellableUntil: t.string({
      description: "Until when (Asia/Dubai, 'YYYY-MM-DDTHH:MM') the customer may cancel through the manage link.",
      resolve: (b) => cancellableUntil(b.startsAt),
    }),
    canCancel: t.boolean({
      description: "Whether the manage link can still cancel it (not cancelled, cut-off not passed).",
      resolve: (b, _args, ctx) => canCancel(b, ctx.backend.clock.now()),
    }),
  }),
});

const creation = resultMembers<CreateBookingResult>();

const BookingConfirmed = creation("BookingConfirmed").implement({
  fields: (t) => ({
    booking: t.field({
      type: Booking,
      description: "Its time is held. `state` PENDING: the salon confirms each online booking itself and has yet to answer.",
      resolve: (r) => r.booking,
    }),
    replayed: t.exposeBoolean("replayed", {
      description: "True when this idempotency key had already made the booking: nothing new was stored.",
    }),
    manageToken: t.string({
      nullable: true,
      description:
        "The secret of the customer's manage link (see managedBooking, cancelBookingByLink): give it to the customer only. " +
        "Null only for bookings made before manage links existed.",
      resolve: (r) => r.booking.manageToken,
    }),
  }),
});

const SlotTaken = creation.withMessage("SlotTaken", {
  description: "Someone else booked the time first. `slots` is the refreshed list.",
  fields: (t) => ({ slots: t.field({ type: SlotListRef, resolve: (r) => r.slots }) }),
});

const BookingInputInvalid = creation.invalid("BookingInputInvalid");

const IdempotencyKeyReused = creation.withMessage("IdempotencyKeyReused", {
  description:
    "This idempotency key already made a booking with other details. Nothing was booked and nothing about that " +
    "booking is told: send a new key for a new booking (the same request with the same key replays).",
});

const BookingLimitReason = builder.enumType("BookingLimitReason", {
  values: {
    TOO_MANY_ATTEMPTS: { description: "Too many attempts from this client address or for this phone number: retry later (HTTP 429)." },
    DAILY_LIMIT: { description: "This phone number already holds the most bookings allowed with this provider on that day." },
    CLIENT_DAILY_LIMIT: {
      description:
        `This client already holds its share of this provider's day: ${DAILY_BOOKINGS_PER_CLIENT.address} live bookings from one ` +
        `address (an IPv6 client is its /64) or ${DAILY_BOOKINGS_PER_CLIENT.network} from one network (IPv4 /24, IPv6 /56). ` +
        "Retrying will not help until one of them is cancelled: book another day.",
    },
  } as const,
});

const BookingLimitReached = creation.withMessage("BookingLimitReached", {
  description: "An anti-automation limit refused the booking; nothing was booked.",
  fields: (t) => ({
    reason: t.field({ type: BookingLimitReason, resolve: (r) => r.reason }),
    retryAfterSeconds: t.exposeInt("retryAfterSeconds", { nullable: true }),
  }),
});

const CreateBookingResultRef = resultUnion<CreateBookingResult>("CreateBookingResult", {
  types: [BookingConfirmed, SlotTaken, BookingInputInvalid, IdempotencyKeyReused, BookingLimitReached],
});

const CreateBookingInput = builder.inputType("CreateBookingInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    serviceId: t.id({ required: true }),
    staffId: t.id({
      required: false,
      description:
        "The staff member asked for (one who performs the service). Without one, a free staff member who performs it gets the booking.",
    }),
    date: t.string({ required: true, description: "'YYYY-MM-DD' in Asia/Dubai." }),
    time: t.string({ required: true, description: "A start time from `slots`, e.g. '10:30'." }),
    customerName: t.string({ required: true }),
    customerPhone: t.string({ required: true, description: "A UAE phone number." }),
    customerEmail: t.string({ required: false }),
    idempotencyKey: t.string({
      required: true,
      description: "16–128 characters [A-Za-z0-9_-], new for each booking attempt; a retry with the same key never books twice.",
    }),
  }),
});

builder.queryField("slots", (t) =>
  t.field({
    type: SlotListRef,
    description:
      "Free start times for a service on a date: a time is offered while someone who performs the service is free for its whole " +
      "duration, or only that staff member's free times when `staffId` is given. Dates and times are Asia/Dubai.",
    args: {
      providerId: t.arg.id({ required: true }),
      serviceId: t.arg.id({ required: true }),
      date: t.arg.string({ required: false, description: "'YYYY-MM-DD'" }),
      staffId: t.arg.id({ required: false, description: "Only this staff member's free times." }),
    },
    resolve: (_root, args, ctx) =>
      listSlots(ctx.backend, String(args.providerId), String(args.serviceId), args.date, args.staffId ? String(args.staffId) : null),
  }),
);

builder.mutationField("createBooking", (t) =>
  t.field({
    type: CreateBookingResultRef,
    description:
      "Books a slot with the staff member asked for, or else with a free staff member who performs the service (the one with the " +
      "fewest bookings that day). One person is never booked twice at once: of N requests racing for one time when K suitable " +
      "staff are free, exactly K win; the others get SlotTaken with the refreshed list. " +
      "Limited per client address and per phone number (BookingLimitReached, HTTP 429 with Retry-After), and to " +
      `${DAILY_BOOKINGS_PER_PHONE} live bookings per phone number, provider and day (DAILY_LIMIT) and ` +
      `${DAILY_BOOKINGS_PER_CLIENT.address} per client address, ${DAILY_BOOKINGS_PER_CLIENT.network} per client network, ` +
      "provider and day (CLIENT_DAILY_LIMIT).",
    args: { input: t.arg({ type: CreateBookingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const bookingInput: BookingInput = {
        ...input,
        providerId: String(input.providerId),
        serviceId: String(input.serviceId),
        staffId: input.staffId ? String(input.staffId) : null,
        customerEmail: input.customerEmail ?? null,
      };
      const result = await createBooking(ctx.backend, bookingInput, newBookingReference, ctx);
      if (result.kind === "BookingLimitReached" && result.retryAfterSeconds !== null)
        askToRetryLater(ctx.response, result.retryAfterSeconds);
      return result;
    },
  }),
);

builder.queryField("lastBookableDate", (t) =>
  t.string({
    description: `The last date a booking can be made for ('YYYY-MM-DD', Asia/Dubai): ${BOOKING_WINDOW_DAYS} days after today.`,
    resolve: (_root, _args, ctx) => lastBookableDate(ctx.backend.clock.now()),
  }),
);

builder.queryField("today", (t) =>
  t.string({
    description: "Today's date in Asia/Dubai ('YYYY-MM-DD'): the first bookable day.",
    resolve: (_root, _args, ctx) => dubaiNow(ctx.backend.clock.now()).date,
  }),
);

builder.queryField("managedBooking", (t) =>
  t.field({
    type: Booking,
    nullable: true,
    description: "The booking of a manage link's token (no account needed), or null.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => bookingByManageToken(ctx.backend, token),
  }),
);

const CancellationRefusal = builder.enumType("CancellationRefusal", {
  values: {
    NOT_FOUND: { description: "No booking has this manage token." },
    TOO_LATE: { description: "The cut-off before the start has passed: only the provider can change it now." },
  } as const,
});

type CancelResult =
  | { kind: "ManagedBookingCancelled"; booking: BookingRecord }
  | { kind: "CancellationRefused"; reason: "NOT_FOUND" | "TOO_LATE"; message: CodedMessage };

const cancellation = resultMembers<CancelResult>();

const ManagedBookingCancelled = cancellation("ManagedBookingCancelled").implement({
  description: "The booking is cancelled and its time is free again.",
  fields: (t) => ({ booking: t.field({ type: Booking, resolve: (r) => r.booking }) }),
});

const CancellationRefused = cancellation.withMessage("CancellationRefused", {
  fields: (t) => ({ reason: t.field({ type: CancellationRefusal, resolve: (r) => r.reason }) }),
});

const CancelBookingByLinkResult = resultUnion<CancelResult>("CancelBookingByLinkResult", {
  types: [ManagedBookingCancelled, CancellationRefused],
});

builder.mutationField("cancelBookingByLink", (t) =>
  t.field({
    type: CancelBookingByLinkResult,
    description: "Cancels a booking through its manage link's token, up to 2 hours before it starts. Cancelling twice is harmless.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx): Promise<CancelResult> => {
      const outcome = await cancelBooking(ctx.backend, token);
      const booking = outcome === "not_found" ? null : await bookingByManageToken(ctx.backend, token);
      if (outcome === "cancelled" && booking) return { kind: "ManagedBookingCancelled", booking };
      if (outcome === "too_late" && booking) {
        return {
          kind: "CancellationRefused",
          reason: "TOO_LATE",
          message: say("BOOKING_TOO_LATE_TO_CANCEL"),
        };
      }
      return {
        kind: "CancellationRefused",
        reason: "NOT_FOUND",
        message: say("BOOKING_LINK_INVALID"),
      };
    },
  }),
);
