/**
 * The owner's answers and outcomes (decision 063): `confirmBooking`, `declineBooking`, `completeBooking`,
 * `markNoShow`, on every plan, the booking's provider's owner only (anyone else's booking answers
 * BookingNotFound, as a missing one); and `Booking.state` and `Booking.history` (its owner only).
 */
import { builder } from "../../builder";
import { allowedTo, ownerOrNull } from "../../shared/authorisation";
import { NotSignedIn, resultMembers } from "../../shared/result-types";
import { salonChangesNow, stateOf, timeChangeRefusal, type SalonChange } from "../bookings/lifecycle";
import { moveTimes, type MoveTimes } from "../bookings/owner-change-service";
import { Booking } from "../bookings/types";
import { NOT_SIGNED_IN_MESSAGE } from "../plans/service";
import { changeBookingState, type BookingChangeResult } from "./booking-changes";
import { CANCELLATION_REASON_MAX } from "./cancel-schema";
import type { BookingHistoryRecord, OwnerBookingChange } from "./repository";
import { bookingNotFound } from "./service";
import { BookingNotFound } from "./types";

const BookingState = builder.enumType("BookingState", {
  description: "Where a booking is in its life.",
  values: {
    PENDING: { description: "A request awaiting the salon's answer (the provider confirms each online booking)." },
    CONFIRMED: {},
    CANCELLED: { description: "By the customer or the salon (cancelledBy); a declined request too (declined)." },
    COMPLETED: { description: "The salon said the visit happened." },
    NO_SHOW: { description: "The salon said the customer did not come." },
  } as const,
});

const HistoryActor = builder.enumType("BookingHistoryActor", {
  values: { CUSTOMER: { value: "customer" }, SALON: { value: "salon" }, SYSTEM: { value: "system" } } as const,
});

const HistoryChange = builder.enumType("BookingHistoryChange", {
  values: {
    CREATED: { value: "created" },
    CONFIRMED: { value: "confirmed" },
    DECLINED: { value: "declined" },
    CANCELLED: { value: "cancelled" },
    COMPLETED: { value: "completed" },
    NO_SHOW: { value: "no_show" },
    MOVED: { value: "moved", description: "A new time or professional." },
    CHANGED: { value: "changed" },
  } as const,
});

const BookingHistoryEntry = builder.objectRef<BookingHistoryRecord>("BookingHistoryEntry").implement({
  description: "One change of a booking, as its database recorded it (append-only).",
  fields: (t) => ({
    at: t.exposeString("at", { description: "When (UTC, ISO 8601)." }),
    actor: t.field({ type: HistoryActor, resolve: (entry) => entry.actor }),
    change: t.field({ type: HistoryChange, resolve: (entry) => entry.change }),
    fromState: t.field({ type: BookingState, nullable: true, resolve: (entry) => entry.fromState }),
    toState: t.field({ type: BookingState, resolve: (entry) => entry.toState }),
    fromStartsAt: t.string({ nullable: true, description: "Asia/Dubai 'YYYY-MM-DDTHH:MM'.", resolve: (entry) => entry.fromStartsAt }),
    toStartsAt: t.exposeString("toStartsAt", { description: "Asia/Dubai 'YYYY-MM-DDTHH:MM'." }),
    reason: t.string({ nullable: true, description: "The salon's reason, on a cancel or decline.", resolve: (entry) => entry.reason }),
  }),
});

const BookingMoveTimes = builder.objectRef<MoveTimes>("BookingMoveTimes").implement({
  fields: (t) => ({
    staffId: t.exposeID("staffId"),
    staffName: t.exposeString("staffName"),
    times: t.exposeStringList("times"),
  }),
});

const OwnerBookingAction = builder.enumType("OwnerBookingAction", {
  description:
    "A change the salon may make to a booking now, by its state and the time (the plan aside: CANCEL and RESCHEDULE are Premium's).",
  values: {
    CONFIRM: { value: "confirm" },
    DECLINE: { value: "decline" },
    COMPLETE: { value: "complete" },
    NO_SHOW: { value: "markNoShow" },
    CANCEL: { value: "cancelBySalon" },
    RESCHEDULE: { value: "reschedule" },
  } as const,
});

/** The lifecycle's changes allowed now, and a move while its time may still change (decision 063). */
function ownerActionsNow(booking: Parameters<typeof salonChangesNow>[0], now: Date): (SalonChange | "reschedule")[] {
  const changes: (SalonChange | "reschedule")[] = salonChangesNow(booking, now);
  return timeChangeRefusal(booking, now) === null ? [...changes, "reschedule"] : changes;
}

builder.objectFields(Booking, (t) => ({
  state: t.field({ type: BookingState, resolve: (booking) => stateOf(booking) }),
  declined: t.boolean({
    description: "True when the salon (or, unanswered, the site) declined the request.",
    resolve: (booking) => booking.declined ?? false,
  }),
  moveTimes: t.field({
    type: [BookingMoveTimes],
    nullable: true,
    description:
      "Free start times on `date` ('YYYY-MM-DD', Dubai) to move the booking to, per performer: its owner only (others read null).",
    args: { date: t.arg.string({ required: false, description: "Absent: the booking's own date." }) },
    ...ownerOrNull((booking: { providerId: string }) => ({ kind: "provider", id: booking.providerId })),
    resolve: (booking, { date }, ctx) => moveTimes(ctx, booking, date ?? booking.startsAt.slice(0, 10)),
  }),
  ownerActions: t.field({
    type: [OwnerBookingAction],
    nullable: true,
    description: "What the salon may do with the booking now, in the dashboard's order: its provider's owner only (others read null).",
    ...ownerOrNull((booking: { providerId: string }) => ({ kind: "provider", id: booking.providerId })),
    resolve: (booking, _args, ctx) => ownerActionsNow(booking, ctx.backend.clock.now()),
  }),
  history: t.field({
    type: [BookingHistoryEntry],
    nullable: true,
    description: "Every change, oldest first: the booking's provider's owner only (anyone else reads null).",
    ...ownerOrNull((booking: { providerId: string }) => ({ kind: "provider", id: booking.providerId })),
    resolve: (booking, _args, ctx) => ctx.backend.owners.bookingHistory(booking.id),
  }),
}));

const changes = resultMembers<BookingChangeResult>();

const BookingStateChanged = changes("BookingStateChanged").implement({
  description: "The booking is in its new state (Booking.state).",
  fields: (t) => ({ booking: t.field({ type: Booking, resolve: (result) => result.booking }) }),
});

const BookingChangeRefused = changes.withMessage("BookingChangeRefused", {
  description: "The booking's state does not allow this change now (message says why); nothing changed.",
  fields: (t) => ({ booking: t.field({ type: Booking, resolve: (result) => result.booking }) }),
});

const DeclineBookingInvalid = changes.invalid(
  "DeclineBookingInvalid",
  "The reason was refused; nothing changed. Field names are DeclineBookingInput's.",
);

const BookingChangeResultRef = builder.unionType("BookingChangeResult", {
  types: [BookingStateChanged, BookingNotFound, BookingChangeRefused, DeclineBookingInvalid, NotSignedIn],
  resolveType: (result: BookingChangeResult) => result.kind,
});

const BookingIdInput = builder.inputType("BookingIdInput", {
  fields: (t) => ({ bookingId: t.id({ required: true }) }),
});

const DeclineBookingInput = builder.inputType("DeclineBookingInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    reason: t.string({
      required: false,
      description: `The salon's reason, written to the customer; at most ${CANCELLATION_REASON_MAX} characters.`,
    }),
  }),
});

const MUTATIONS: [name: string, change: OwnerBookingChange, description: string][] = [
  ["confirmBooking", "confirm", "Accepts a request (PENDING → CONFIRMED) before its start time."],
  ["completeBooking", "complete", "Says the visit happened (CONFIRMED → COMPLETED), from its start time on."],
  ["markNoShow", "no_show", "Says the customer did not come (CONFIRMED → NO_SHOW), from its start time on."],
];

const ownerOfBooking = {
  signIn: NOT_SIGNED_IN_MESSAGE,
  owns: (args: { input: { bookingId: string | number } }) => ({ kind: "booking", id: String(args.input.bookingId) }) as const,
  stranger: bookingNotFound,
};

for (const [name, change, description] of MUTATIONS) {
  builder.mutationField(name, (t) =>
    t.field({
      type: BookingChangeResultRef,
      description: `${description} Every plan; the booking's provider's owner only.`,
      args: { input: t.arg({ type: BookingIdInput, required: true }) },
      ...allowedTo(ownerOfBooking),
      resolve: (_root, { input }, ctx) => changeBookingState(ctx, change, { bookingId: String(input.bookingId) }),
    }),
  );
}

builder.mutationField("declineBooking", (t) =>
  t.field({
    type: BookingChangeResultRef,
    description:
      "Declines a request (PENDING → CANCELLED by the salon, declined), freeing its time at once; the customer is told, " +
      "with the reason. Every plan; the booking's provider's owner only.",
    args: { input: t.arg({ type: DeclineBookingInput, required: true }) },
    ...allowedTo(ownerOfBooking),
    resolve: (_root, { input }, ctx) =>
      changeBookingState(ctx, "decline", { bookingId: String(input.bookingId), reason: input.reason ?? undefined }),
  }),
);
