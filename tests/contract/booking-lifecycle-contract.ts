/**
 * A booking's life on every adapter (issue 32; decision 063): the owner accepts or declines a request and says a
 * visit happened or not, on the Basic plan too; another owner's attempt answers BookingNotFound and changes
 * nothing; the rules' refusals come back by code; Booking.state follows, and Booking.history (the owner's only)
 * shows who did what from which state. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const RESULT = `__typename
  ... on BookingStateChanged { booking { id state declined cancelledBy cancellationReason } }
  ... on BookingChangeRefused { code booking { state } }
  ... on BookingNotFound { code }
  ... on DeclineBookingInvalid { code fieldErrors { field code } }`;
const mutation = (name: string, input: string) => `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;
const OWNER_BOOKING = `query ($id: ID!) { ownerBooking(id: $id) {
  __typename
  ... on Booking { id state source declined customerName customerPhone customerEmail date time endTime service { id }
    cancelledBy cancellationReason history { actor change toState reason } }
  ... on BookingNotFound { code }
  ... on NotSignedIn { code }
} }`;
const MANAGED = `query ($token: String!) { managedBooking(token: $token) { state declined history { change } } }`;

export function bookingLifecycleContract(subject: ContractSubject) {
  describe("a booking's life: answers and outcomes", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    async function ownerOf(providerId: string) {
      const account = await signedUpAccount(world.backend());
      await world.makeOwner!(providerId, account.user.id);
      return account;
    }
    async function booked(time = "10:00", end = "11:00") {
      const booking = newBooking(world.freshDay(), time, end);
      const outcome = await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS);
      if (outcome.kind !== "created") throw new Error(outcome.kind);
      return booking;
    }
    const act = async (token: string, name: string, input: Record<string, string>) =>
      (await graphqlAs(world, token, mutation(name, name === "declineBooking" ? "DeclineBookingInput" : "BookingIdInput"), { input }))[
        name
      ];

    it("the owner (Basic plan) accepts one request and declines another with a reason; another owner changes nothing", async () => {
      if (!world.makeOwner || !world.alterBooking) return;
      const owner = await ownerOf("glamour-spot");
      const stranger = await ownerOf("barbers-hub");
      const [accepted, declined] = [await booked("10:00", "11:00"), await booked("12:00", "13:00")];
      await world.alterBooking(accepted.id, { pending: true });
      await world.alterBooking(declined.id, { pending: true });

      expect(await act(stranger.accessToken, "confirmBooking", { bookingId: accepted.id })).toEqual({
        __typename: "BookingNotFound",
        code: "DASHBOARD_BOOKING_NOT_FOUND",
      });
      expect(await act(stranger.accessToken, "declineBooking", { bookingId: declined.id })).toMatchObject({
        __typename: "BookingNotFound",
      });
      expect(await act(owner.accessToken, "declineBooking", { bookingId: declined.id, reason: "x".repeat(301) })).toEqual({
        __typename: "DeclineBookingInvalid",
        code: "DASHBOARD_CANCEL_REASON_INVALID",
        fieldErrors: [{ field: "reason", code: "DASHBOARD_CANCEL_REASON_TOO_LONG" }],
      });

      expect(await act(owner.accessToken, "confirmBooking", { bookingId: accepted.id })).toEqual({
        __typename: "BookingStateChanged",
        booking: { id: accepted.id, state: "CONFIRMED", declined: false, cancelledBy: null, cancellationReason: null },
      });
      expect(await act(owner.accessToken, "declineBooking", { bookingId: declined.id, reason: "Fully booked that day" })).toEqual({
        __typename: "BookingStateChanged",
        booking: { id: declined.id, state: "CANCELLED", declined: true, cancelledBy: "SALON", cancellationReason: "Fully booked that day" },
      });
      expect(await act(owner.accessToken, "confirmBooking", { bookingId: accepted.id })).toEqual({
        __typename: "BookingChangeRefused",
        code: "BOOKING_CHANGE_NOT_PENDING",
        booking: { state: "CONFIRMED" },
      });
      expect(await act(owner.accessToken, "declineBooking", { bookingId: declined.id })).toMatchObject({
        code: "BOOKING_CHANGE_CANCELLED",
      });

      // The customer's manage link reads the state; the history is the owner's alone.
      expect(await graphqlAs(world, null, MANAGED, { token: declined.manageToken })).toEqual({
        managedBooking: { state: "CANCELLED", declined: true, history: null },
      });
    });

    it("completed or no-show only from the start time on; the history shows each step with who did it", async () => {
      if (!world.makeOwner || !world.alterBooking) return;
      const owner = await ownerOf("glamour-spot");
      const stranger = await ownerOf("barbers-hub");
      const [visit, missed] = [await booked("10:00", "11:00"), await booked("12:00", "13:00")];

      expect(await act(owner.accessToken, "completeBooking", { bookingId: visit.id })).toMatchObject({
        __typename: "BookingChangeRefused",
        code: "BOOKING_CHANGE_NOT_STARTED",
      });
      await world.alterBooking(visit.id, { hoursAgo: 3 });
      await world.alterBooking(missed.id, { hoursAgo: 2 });
      expect(await act(stranger.accessToken, "completeBooking", { bookingId: visit.id })).toMatchObject({ __typename: "BookingNotFound" });
      expect(await act(owner.accessToken, "completeBooking", { bookingId: visit.id })).toMatchObject({ booking: { state: "COMPLETED" } });
      expect(await act(owner.accessToken, "markNoShow", { bookingId: missed.id })).toMatchObject({ booking: { state: "NO_SHOW" } });
      expect(await act(owner.accessToken, "markNoShow", { bookingId: visit.id })).toMatchObject({
        code: "BOOKING_CHANGE_OUTCOME_RECORDED",
      });

      const history = `query ($token: String!) { managedBooking(token: $token) { history { actor change fromState toState } } }`;
      // managedBooking answers for anyone with the link, but its history only for the provider's owner.
      expect((await graphqlAs(world, stranger.accessToken, history, { token: visit.manageToken })).managedBooking.history).toBeNull();
      expect((await graphqlAs(world, owner.accessToken, history, { token: visit.manageToken })).managedBooking.history).toEqual([
        { actor: "CUSTOMER", change: "CREATED", fromState: null, toState: "CONFIRMED" },
        { actor: "SYSTEM", change: "MOVED", fromState: "CONFIRMED", toState: "CONFIRMED" },
        { actor: "SALON", change: "COMPLETED", fromState: "CONFIRMED", toState: "COMPLETED" },
      ]);
    });
    it("ownerActions: what the owner may do now, by the booking's state and start; anyone else reads null", async () => {
      if (!world.makeOwner || !world.alterBooking) return;
      const owner = await ownerOf("glamour-spot");
      const stranger = await ownerOf("barbers-hub");
      const booking = await booked("10:00", "11:00");
      const actions = `query ($token: String!) { managedBooking(token: $token) { ownerActions } }`;
      const read = async (token: string | null) =>
        (await graphqlAs(world, token, actions, { token: booking.manageToken })).managedBooking.ownerActions;

      expect(await read(stranger.accessToken)).toBeNull();
      expect(await read(null)).toBeNull();
      expect(await read(owner.accessToken)).toEqual(["CANCEL", "RESCHEDULE"]);
      await world.alterBooking(booking.id, { pending: true });
      expect(await read(owner.accessToken)).toEqual(["CONFIRM", "DECLINE", "RESCHEDULE"]);
      expect(await act(owner.accessToken, "confirmBooking", { bookingId: booking.id })).toMatchObject({ booking: { state: "CONFIRMED" } });
      // Another start than the test above gives its booking (the same professional, the same minute otherwise).
      await world.alterBooking(booking.id, { hoursAgo: 5 });
      expect(await read(owner.accessToken)).toEqual(["COMPLETE", "NO_SHOW", "CANCEL"]);
      expect(await act(owner.accessToken, "completeBooking", { bookingId: booking.id })).toMatchObject({ booking: { state: "COMPLETED" } });
      expect(await read(owner.accessToken)).toEqual([]);
    });

    it("ownerDashboard.cancelledBookings: the owner's cancelled bookings with who and why; another owner's list lacks them", async () => {
      if (!world.makeOwner || !world.alterBooking) return;
      const owner = await ownerOf("glamour-spot");
      const stranger = await ownerOf("barbers-hub");
      const [declined, live] = [await booked("10:00", "11:00"), await booked("12:00", "13:00")];
      await world.alterBooking(declined.id, { pending: true });
      await act(owner.accessToken, "declineBooking", { bookingId: declined.id, reason: "Fully booked that day" });
      const lists = `{ ownerDashboard { upcomingBookings { id } cancelledBookings { id state declined cancelledBy cancellationReason } } }`;
      const mine = (await graphqlAs(world, owner.accessToken, lists)).ownerDashboard;

      expect(mine.cancelledBookings).toContainEqual({
        id: declined.id,
        state: "CANCELLED",
        declined: true,
        cancelledBy: "SALON",
        cancellationReason: "Fully booked that day",
      });
      expect(mine.cancelledBookings.map((booking: { id: string }) => booking.id)).not.toContain(live.id);
      expect(mine.upcomingBookings.map((booking: { id: string }) => booking.id)).toContain(live.id);
      expect(mine.upcomingBookings.map((booking: { id: string }) => booking.id)).not.toContain(declined.id);
      // Another owner's lists hold their own provider's bookings (other tests' too), never these.
      const theirs = (await graphqlAs(world, stranger.accessToken, lists)).ownerDashboard;
      const ids = [...theirs.upcomingBookings, ...theirs.cancelledBookings].map((booking: { id: string }) => booking.id);
      expect(ids).not.toContain(declined.id);
      expect(ids).not.toContain(live.id);
    });

    it("ownerBooking: the owner reads one booking with its customer, state and history; another owner reads BookingNotFound", async () => {
      if (!world.makeOwner || !world.alterBooking) return;
      const owner = await ownerOf("glamour-spot");
      const stranger = await ownerOf("barbers-hub");
      const booking = await booked("10:00", "11:00");
      await world.alterBooking(booking.id, { pending: true });
      const read = async (token: string | null, id: string) => (await graphqlAs(world, token, OWNER_BOOKING, { id })).ownerBooking;

      expect(await read(stranger.accessToken, booking.id)).toEqual({ __typename: "BookingNotFound", code: "DASHBOARD_BOOKING_NOT_FOUND" });
      expect(await read(null, booking.id)).toMatchObject({ __typename: "NotSignedIn" });
      expect(await read(owner.accessToken, "GLW-NONE0-NONE0")).toMatchObject({ __typename: "BookingNotFound" });
      expect(await act(owner.accessToken, "declineBooking", { bookingId: booking.id, reason: "Closed for a private event" })).toMatchObject(
        {
          booking: { state: "CANCELLED" },
        },
      );
      expect(await read(owner.accessToken, booking.id)).toEqual({
        __typename: "Booking",
        id: booking.id,
        state: "CANCELLED",
        source: "ONLINE",
        declined: true,
        customerName: booking.customerName,
        customerPhone: booking.customerPhone,
        customerEmail: booking.customerEmail,
        date: booking.startsAt.slice(0, 10),
        time: "10:00",
        endTime: "11:00",
        service: { id: booking.serviceId },
        cancelledBy: "SALON",
        cancellationReason: "Closed for a private event",
        history: [
          { actor: "CUSTOMER", change: "CREATED", toState: "CONFIRMED", reason: null },
          { actor: "SYSTEM", change: "CHANGED", toState: "PENDING", reason: null },
          { actor: "SALON", change: "DECLINED", toState: "CANCELLED", reason: "Closed for a private event" },
        ],
      });
      // The customer's phone and email are the owner's to read, not anyone's with the manage link.
      const managed = `query ($token: String!) { managedBooking(token: $token) { customerPhone customerEmail source } }`;
      expect((await graphqlAs(world, stranger.accessToken, managed, { token: booking.manageToken })).managedBooking).toEqual({
        customerPhone: null,
        customerEmail: null,
        source: null,
      });
    });
  });
}
