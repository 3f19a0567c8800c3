/**
 * The owner's `rescheduleBooking` and `createWalkInBooking` (issue #32; Premium: Full Booking Management).
 * Ownership is the API's, on both adapters: someone else's booking answers as one that does not exist,
 * someone else's provider NotAllowed.
 */
import { builder } from "../../builder";
import { Booking } from "../bookings/types";
import { createWalkInBooking, rescheduleBooking, type RescheduleResult, type WalkInResult } from "../bookings/owner-change-service";
import { allowedTo } from "../../shared/authorisation";
import { NotAllowed, NotSignedIn, storedOrInvalid } from "../../shared/result-types";
import { notAllowed } from "../../shared/results";
import { say } from "../../shared/say";
import { NOT_SIGNED_IN_MESSAGE } from "../plans/service";
import { PremiumRequiredRef } from "../plans/types";
import { bookingNotFound } from "./service";
import { BookingNotFound } from "./types";

const RescheduleBookingResultRef = storedOrInvalid<RescheduleResult>()("RescheduleBookingResult", {
  stored: {
    kind: "BookingRescheduled",
    field: "booking",
    type: Booking,
    description: "The booking is at its new time; its manage link is unchanged.",
  },
  invalid: {
    kind: "RescheduleRefused",
    description:
      "Nothing was changed: the booking cannot move, or the professional is not free then. Field names are RescheduleBookingInput's.",
  },
  refusals: [BookingNotFound, PremiumRequiredRef, NotSignedIn],
});

const RescheduleBookingInput = builder.inputType("RescheduleBookingInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    startsAt: t.string({ required: true, description: "The new start, 'YYYY-MM-DDTHH:MM' in Asia/Dubai." }),
    staffId: t.id({ required: true, description: "Who does it then: one who performs the booking's service." }),
  }),
});

builder.mutationField("rescheduleBooking", (t) =>
  t.field({
    type: RescheduleBookingResultRef,
    description:
      "Moves one of the signed-in owner's live bookings that has not started to a later free time and/or another professional " +
      "(Premium: Full Booking Management), decided in one atomic step as createBooking (the booking itself aside). The customer " +
      "is sent the changed-booking message; the manage link keeps working.",
    args: { input: t.arg({ type: RescheduleBookingInput, required: true }) },
    ...allowedTo({
      signIn: NOT_SIGNED_IN_MESSAGE,
      premium: "cancelBooking",
      owns: (args: { input: { bookingId: string | number } }) => ({ kind: "booking", id: String(args.input.bookingId) }),
      stranger: bookingNotFound,
    }),
    resolve: (_root, { input }, ctx) =>
      rescheduleBooking(ctx, { bookingId: String(input.bookingId), startsAt: input.startsAt, staffId: String(input.staffId) }),
  }),
);

const BookingSource = builder.enumType("OwnerBookingSource", {
  description: "How a booking the owner enters reached the salon.",
  values: { WALK_IN: { value: "walk_in" }, PHONE: { value: "phone" } } as const,
});

const CreateWalkInBookingResultRef = storedOrInvalid<WalkInResult>()("CreateWalkInBookingResult", {
  stored: { kind: "WalkInBookingCreated", field: "booking", type: Booking, description: "The booking is stored and its time taken." },
  invalid: { kind: "WalkInRefused", description: "Nothing was stored. Field names are CreateWalkInBookingInput's." },
  refusals: [PremiumRequiredRef, NotAllowed(), NotSignedIn],
});

const CreateWalkInBookingInput = builder.inputType("CreateWalkInBookingInput", {
  fields: (t) => ({
    providerId: t.id({ required: true, description: "One of the signed-in account's providers." }),
    serviceId: t.id({ required: true }),
    staffId: t.id({ required: true, description: "Who does it: one who performs the service." }),
    startsAt: t.string({
      required: true,
      description: "'YYYY-MM-DDTHH:MM' in Asia/Dubai: from the start of today (a visit that happened).",
    }),
    customerName: t.string({ required: true }),
    customerPhone: t.string({ required: true, description: "A UAE phone number." }),
    customerEmail: t.string({ required: false, description: "When given, the customer is sent the confirmation with a manage link." }),
    source: t.field({ type: BookingSource, required: true }),
  }),
});

builder.mutationField("createWalkInBooking", (t) =>
  t.field({
    type: CreateWalkInBookingResultRef,
    description:
      "Enters a walk-in or phone booking for one of the signed-in owner's providers (Premium: Full Booking Management): " +
      "from the start of today to the end of the booking window, in the hours in force, with the professional free (one " +
      "atomic step, as createBooking). No customer limit applies. Another business's provider: NotAllowed.",
    args: { input: t.arg({ type: CreateWalkInBookingInput, required: true }) },
    ...allowedTo({
      signIn: NOT_SIGNED_IN_MESSAGE,
      premium: "cancelBooking",
      owns: (args: { input: { providerId: string | number } }) => ({ kind: "provider", id: String(args.input.providerId) }),
      stranger: () => notAllowed(say("BOOKING_NOT_YOUR_BUSINESS")),
    }),
    resolve: (_root, { input }, ctx) =>
      createWalkInBooking(ctx, {
        ...input,
        providerId: String(input.providerId),
        serviceId: String(input.serviceId),
        staffId: String(input.staffId),
        customerEmail: input.customerEmail ?? null,
      }),
  }),
);
