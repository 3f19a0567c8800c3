/**
 * Who cancelled a booking, and the salon's reason, on every adapter (issues 31, 32; migration 0020): the
 * Premium owner's cancel names the salon with its reason, another account's is refused and changes nothing,
 * a reason over 300 characters is a coded refusal, the manage link names the customer, and the outbox's
 * notice of the booking tells who and why. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const CANCEL = `mutation ($input: CancelBookingInput!) { cancelBooking(input: $input) {
  __typename
  ... on BookingCancelled { booking { id status cancelledBy cancellationReason } }
  ... on BookingNotFound { code }
  ... on CancelBookingInvalid { code fieldErrors { field code params { name value } } }
} }`;
const MANAGED = `query ($token: String!) { managedBooking(token: $token) { status cancelledBy cancellationReason } }`;
const SUBSCRIBE = `mutation { subscribeToPremium { __typename } }`;

export function cancellationContract(subject: ContractSubject) {
  describe("who cancelled a booking, and the salon's reason", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    async function premiumOwnerOf(providerId: string) {
      const account = await signedUpAccount(world.backend());
      await world.makeOwner!(providerId, account.user.id);
      expect((await graphqlAs(world, account.accessToken, SUBSCRIBE)).subscribeToPremium.__typename).toBe("SubscriptionChanged");
      return account;
    }
    async function booked() {
      const booking = newBooking(world.freshDay(), "10:00", "11:00");
      const outcome = await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS);
      if (outcome.kind !== "created") throw new Error(outcome.kind);
      return booking;
    }
    const cancelAs = async (accessToken: string, input: { bookingId: string; reason?: string }) =>
      (await graphqlAs(world, accessToken, CANCEL, { input })).cancelBooking;
    const managed = async (token: string) => (await graphqlAs(world, null, MANAGED, { token })).managedBooking;

    it("the Premium owner's cancel names the salon with its reason; another owner's and a long reason change nothing", async () => {
      if (!world.makeOwner) return;
      const owner = await premiumOwnerOf("glamour-spot");
      const stranger = await premiumOwnerOf("barbers-hub");
      const booking = await booked();

      expect(await cancelAs(stranger.accessToken, { bookingId: booking.id, reason: "Not mine" })).toEqual({
        __typename: "BookingNotFound",
        code: "DASHBOARD_BOOKING_NOT_FOUND",
      });
      expect(await cancelAs(owner.accessToken, { bookingId: booking.id, reason: "x".repeat(301) })).toEqual({
        __typename: "CancelBookingInvalid",
        code: "DASHBOARD_CANCEL_REASON_INVALID",
        fieldErrors: [{ field: "reason", code: "DASHBOARD_CANCEL_REASON_TOO_LONG", params: [{ name: "max", value: "300" }] }],
      });
      expect(await managed(booking.manageToken)).toEqual({ status: "CONFIRMED", cancelledBy: null, cancellationReason: null });

      const reason = "  Our stylist is ill today.\r\nWe are sorry.  ";
      expect(await cancelAs(owner.accessToken, { bookingId: booking.id, reason })).toEqual({
        __typename: "BookingCancelled",
        booking: {
          id: booking.id,
          status: "CANCELLED",
          cancelledBy: "SALON",
          cancellationReason: "Our stylist is ill today.\nWe are sorry.",
        },
      });
      // Cancelling again keeps who and why as recorded.
      expect(await cancelAs(owner.accessToken, { bookingId: booking.id, reason: "Another" })).toMatchObject({
        booking: { cancelledBy: "SALON", cancellationReason: "Our stylist is ill today.\nWe are sorry." },
      });
      expect(await managed(booking.manageToken)).toEqual({
        status: "CANCELLED",
        cancelledBy: "SALON",
        cancellationReason: "Our stylist is ill today.\nWe are sorry.",
      });
      if (world.outbox) {
        expect(await world.outbox().booking(booking.id)).toMatchObject({
          cancelled: true,
          cancelledBy: "salon",
          cancellationReason: "Our stylist is ill today.\nWe are sorry.",
        });
      }
    });

    it("a cancel without a reason names the salon and no reason; the manage link names the customer", async () => {
      if (!world.makeOwner) return;
      const owner = await premiumOwnerOf("glamour-spot");
      const bySalon = await booked();
      expect(await cancelAs(owner.accessToken, { bookingId: bySalon.id, reason: "   " })).toMatchObject({
        booking: { cancelledBy: "SALON", cancellationReason: null },
      });

      const byCustomer = await booked();
      expect(await world.backend().bookings.cancelByManageToken(byCustomer.manageToken, "2000-01-01T00:00")).toBe("cancelled");
      expect(await managed(byCustomer.manageToken)).toEqual({ status: "CANCELLED", cancelledBy: "CUSTOMER", cancellationReason: null });
      if (world.outbox) {
        expect(await world.outbox().booking(byCustomer.id)).toMatchObject({ cancelledBy: "customer", cancellationReason: null });
      }
    });
  });
}
