/**
 * One booking as its provider's owner reads it (issue 32): `ownerBooking(id)`, for the dashboard's booking page
 * and its reschedule page, and the fields only the owner reads on any Booking (the customer's phone and email,
 * how the booking reached the salon). Another business's booking answers BookingNotFound, as a missing one.
 */
import { builder } from "../../builder";
import { allowedTo, ownerOrNull } from "../../shared/authorisation";
import { NotSignedIn } from "../../shared/result-types";
import type { BookingRecord } from "../bookings/repository";
import { Booking } from "../bookings/types";
import { NOT_SIGNED_IN_MESSAGE } from "../plans/service";
import { bookingNotFound } from "./service";
import { BookingNotFound } from "./types";

const BookingSource = builder.enumType("BookingSource", {
  description: "How a booking reached the salon.",
  values: { ONLINE: { value: "online" }, WALK_IN: { value: "walk_in" }, PHONE: { value: "phone" } } as const,
});

const ownersOnly = ownerOrNull((booking: BookingRecord) => ({ kind: "provider", id: booking.providerId }));

builder.objectFields(Booking, (t) => ({
  customerPhone: t.string({
    nullable: true,
    description: "The customer's phone: the booking's provider's owner only (anyone else reads null).",
    ...ownersOnly,
    resolve: (booking) => booking.customerPhone,
  }),
  customerEmail: t.string({
    nullable: true,
    description: "The customer's email, when given: the booking's provider's owner only (anyone else reads null).",
    ...ownersOnly,
    resolve: (booking) => booking.customerEmail,
  }),
  source: t.field({
    type: BookingSource,
    nullable: true,
    description: "Online, or entered by the salon as a walk-in or phone booking: the booking's provider's owner only.",
    ...ownersOnly,
    resolve: (booking) => booking.source ?? "online",
  }),
  sourceApp: t.string({
    nullable: true,
    description:
      "The partner app that booked it over the API with its key, by the app's name (issue #35); null for the site's own bookings: the booking's provider's owner only.",
    ...ownersOnly,
    resolve: (booking) => booking.appName ?? null,
  }),
}));

type OwnerBookingResult = BookingRecord | ReturnType<typeof bookingNotFound> | { kind: "NotSignedIn" };

const OwnerBookingResultRef = builder.unionType("OwnerBookingResult", {
  types: [Booking, BookingNotFound, NotSignedIn],
  resolveType: (result: OwnerBookingResult) => ("kind" in result ? result.kind : "Booking"),
});

builder.queryField("ownerBooking", (t) =>
  t.field({
    type: OwnerBookingResultRef,
    description: "One booking of the signed-in owner's providers, in any state, on every plan.",
    args: { id: t.arg.id({ required: true }) },
    ...allowedTo({
      signIn: NOT_SIGNED_IN_MESSAGE,
      owns: (args: { id: string | number }) => ({ kind: "booking", id: String(args.id) }),
      stranger: bookingNotFound,
    }),
    resolve: async (_root, { id }, ctx) => (await ctx.backend.owners.bookingById(String(id))) ?? bookingNotFound(),
  }),
);
