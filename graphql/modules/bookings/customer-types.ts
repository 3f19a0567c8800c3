/** `viewer { bookings }`: the signed-in customer's upcoming bookings, each with its manage link's token. */
import { builder } from "../../builder";
import { Account, ownList } from "../accounts/types";
import type { CustomerBookingRecord } from "./repository";
import { customerBookings } from "./service";
import { Booking } from "./types";

const CustomerBooking = builder.objectRef<CustomerBookingRecord>("CustomerBooking").implement({
  description: "One of the signed-in customer's own bookings.",
  fields: (t) => ({
    booking: t.field({ type: Booking, resolve: (booking) => booking }),
    manageToken: t.exposeString("manageToken", {
      nullable: true,
      description: "The secret of the booking's manage link (/bookings/{token}); null for bookings made before manage links existed.",
    }),
  }),
});

builder.objectField(Account, "bookings", (t) =>
  t.field({
    type: [CustomerBooking],
    ...ownList(
      "This account's bookings from now on, by time (Asia/Dubai; at most 100): those it made while signed in and the guest bookings made with its confirmed email, cancelled ones included (Booking.status, cancelledBy, cancellationReason).",
      customerBookings,
    ),
  }),
);
