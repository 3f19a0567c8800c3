/**
 * Bookings that wait for the salon on every adapter (issue 32; decision 063): the owner's "Confirm each online
 * booking myself" and answer window (setBookingConfirmation: the owner only, another owner refused); with it on, a
 * visitor's online booking is a request (PENDING) that holds its time and announces itself as booking_requested,
 * while the owner's walk-ins never wait; the cron's sweep declines a request left unanswered past the window (the
 * clock moved on), with booking_declined and the system named in its history. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, dubaiNow, weekday } from "../../graphql/shared/dubai-time";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";
import { drain } from "./outbox-contract";

const SET_CONFIRMATION = `mutation ($input: SetBookingConfirmationInput!) { setBookingConfirmation(input: $input) {
  __typename ... on ScheduleUpdated { message provider { bookingConfirmation { confirmEachBooking answerWindowHours } } }
  ... on ScheduleInputInvalid { message fieldErrors { field message } } ... on NotAllowed { message } ... on NotSignedIn { message }
} }`;
const SET_RULES = `mutation ($input: SetBookingRulesInput!) { setBookingRules(input: $input) { __typename } }`;
const CONFIRMATION = `query ($id: ID!) { provider(id: $id) { bookingConfirmation { confirmEachBooking answerWindowHours } } }`;
const MANAGED = `query ($token: String!) { managedBooking(token: $token) { state declined cancelledBy } }`;
const HISTORY = `query ($token: String!) { managedBooking(token: $token) { history { actor change fromState toState } } }`;
const WALK_IN = `mutation ($input: CreateWalkInBookingInput!) { createWalkInBooking(input: $input) {
  __typename ... on WalkInBookingCreated { booking { state } } } }`;
const SUBSCRIBE = `mutation { subscribeToPremium { __typename } }`;

/** An open day (not a Friday) inside the booking window, as a walk-in needs. */
function windowDay(offset: number): string {
  let day = addDays(dubaiNow(new Date()).date, offset);
  while (weekday(day) === 5) day = addDays(day, 1);
  return day;
}

export function onlineRequestsContract(subject: ContractSubject) {
  describe("bookings that wait for the salon", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    async function ownerOf(providerId: string) {
      const account = await signedUpAccount(world.backend());
      await world.makeOwner!(providerId, account.user.id);
      return account;
    }
    const setConfirmation = async (token: string | null, input: Record<string, unknown>) =>
      (await graphqlAs(world, token, SET_CONFIRMATION, { input })).setBookingConfirmation;
    const confirmationOf = async (providerId: string) =>
      (await graphqlAs(world, null, CONFIRMATION, { id: providerId })).provider.bookingConfirmation;
    const on = { providerId: "glamour-spot", confirmEachBooking: true, answerWindowHours: 6 };
    const off = { providerId: "glamour-spot", confirmEachBooking: false, answerWindowHours: 12 };
    /** Runs `test` with the setting on for glamour-spot's new owner, and off again after (the local adapter's writes outlive a test). */
    async function withConfirmation(answerWindowHours: number, test: (owner: Awaited<ReturnType<typeof ownerOf>>) => Promise<void>) {
      const owner = await ownerOf("glamour-spot");
      expect((await setConfirmation(owner.accessToken, { ...on, answerWindowHours })).__typename).toBe("ScheduleUpdated");
      try {
        await test(owner);
      } finally {
        await setConfirmation(owner.accessToken, off);
      }
    }

    it("only the listing's owner sets 'confirm each booking' and its answer window; another owner is refused", async () => {
      if (!world.makeOwner) return;
      const owner = await ownerOf("glamour-spot");
      const stranger = await ownerOf("barbers-hub");
      expect(await confirmationOf("glamour-spot")).toEqual({ confirmEachBooking: false, answerWindowHours: 12 });

      expect(await setConfirmation(stranger.accessToken, on)).toEqual({
        __typename: "NotAllowed",
        message: "Only the owner of this listing can change it.",
      });
      expect((await setConfirmation(null, on)).__typename).toBe("NotSignedIn");
      for (const answerWindowHours of [0, 73]) {
        expect(await setConfirmation(owner.accessToken, { ...on, answerWindowHours })).toEqual({
          __typename: "ScheduleInputInvalid",
          message: expect.any(String),
          fieldErrors: [{ field: "answerWindowHours", message: "Please enter whole hours, from 1 to 72." }],
        });
      }
      expect(await confirmationOf("glamour-spot")).toEqual({ confirmEachBooking: false, answerWindowHours: 12 });

      expect(await setConfirmation(owner.accessToken, on)).toEqual({
        __typename: "ScheduleUpdated",
        message: "Your booking confirmation setting is saved.",
        provider: { bookingConfirmation: { confirmEachBooking: true, answerWindowHours: 6 } },
      });
      // The other booking rules are saved apart and leave the setting as it is.
      // (The sample's own rules: the local adapter's writes outlive a test.)
      const rules = { providerId: "glamour-spot", slotStepMinutes: 30, minimumNoticeMinutes: 0, bookingWindowDays: 90, bufferMinutes: 0 };
      expect((await graphqlAs(world, owner.accessToken, SET_RULES, { input: rules })).setBookingRules.__typename).toBe("ScheduleUpdated");
      expect(await confirmationOf("glamour-spot")).toEqual({ confirmEachBooking: true, answerWindowHours: 6 });
      expect(await confirmationOf("barbers-hub")).toEqual({ confirmEachBooking: false, answerWindowHours: 12 });
      await setConfirmation(owner.accessToken, off);
    });

    it("with it on, a visitor's booking is a request that holds its time and says so; the owner's walk-in never waits", async () => {
      if (!world.makeOwner || !world.outbox) return;
      await withConfirmation(6, async (owner) => {
        const store = world.outbox!();
        await drain(store);

        const day = world.freshDay();
        const request = newBooking(day, "10:00", "11:00");
        const made = await world.backend().bookings.insertIfFree(request, BOOKING_LIMITS);
        expect(made).toMatchObject({ kind: "created", booking: { id: request.id, status: "Pending" } });
        expect((await graphqlAs(world, null, MANAGED, { token: request.manageToken })).managedBooking).toEqual({
          state: "PENDING",
          declined: false,
          cancelledBy: null,
        });
        // It holds its time exactly as a confirmed booking does: the same person then is taken.
        const rival = newBooking(day, "10:00", "11:00", { customerPhone: "+971505550199" });
        expect((await world.backend().bookings.insertIfFree(rival, BOOKING_LIMITS)).kind).toBe("slot_taken");
        const events = await store.notEnqueued(100);
        expect(events.map(({ kind, subjectId }) => ({ kind, subjectId }))).toEqual([{ kind: "booking_requested", subjectId: request.id }]);

        // The owner's own entries are never requests.
        expect((await graphqlAs(world, owner.accessToken, SUBSCRIBE)).subscribeToPremium.__typename).toBe("SubscriptionChanged");
        const walkIn = {
          providerId: "glamour-spot",
          serviceId: "glamour-spot-threading",
          staffId: "glamour-spot-staff-2",
          startsAt: `${windowDay(40)}T10:00`,
          customerName: "Noura Saeed",
          customerPhone: "050 765 4321",
          source: "WALK_IN",
        };
        expect((await graphqlAs(world, owner.accessToken, WALK_IN, { input: walkIn })).createWalkInBooking).toEqual({
          __typename: "WalkInBookingCreated",
          booking: { state: "CONFIRMED" },
        });

        // Turned off: the next visitor's booking is confirmed at once.
        expect((await setConfirmation(owner.accessToken, { ...on, confirmEachBooking: false })).__typename).toBe("ScheduleUpdated");
        const later = newBooking(day, "12:00", "13:00", { customerPhone: "+971505550198" });
        expect(await world.backend().bookings.insertIfFree(later, BOOKING_LIMITS)).toMatchObject({
          kind: "created",
          booking: { status: "Confirmed" },
        });
      });
    });

    it("the sweep declines a request left unanswered past the window, once, freeing its time; an answered one stays", async () => {
      if (!world.makeOwner || !world.outbox || !world.alterBooking) return;
      await withConfirmation(2, async (owner) => {
        const store = world.outbox!();
        const day = world.freshDay();
        const book = async (start: string, end: string, phone: string) => {
          const booking = newBooking(day, start, end, { customerPhone: phone });
          expect(await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS)).toMatchObject({ booking: { status: "Pending" } });
          return booking;
        };
        const [forgotten, fresh] = [await book("10:00", "11:00", "+971505550111"), await book("12:00", "13:00", "+971505550112")];
        // Requests other tests left, past their start, go first (the local adapter's writes outlive a test).
        await store.declineUnansweredRequests(new Date());
        await drain(store);

        // Within the window nothing is declined; once the clock has moved three hours past the first request, it is.
        expect(await store.declineUnansweredRequests(new Date())).toBe(0);
        await world.alterBooking!(forgotten.id, { madeHoursAgo: 3 });
        expect(await store.declineUnansweredRequests(new Date())).toBe(1);
        expect(await store.declineUnansweredRequests(new Date())).toBe(0);

        expect((await graphqlAs(world, null, MANAGED, { token: forgotten.manageToken })).managedBooking).toEqual({
          state: "CANCELLED",
          declined: true,
          cancelledBy: "SALON",
        });
        expect((await graphqlAs(world, null, MANAGED, { token: fresh.manageToken })).managedBooking.state).toBe("PENDING");
        expect((await graphqlAs(world, owner.accessToken, HISTORY, { token: forgotten.manageToken })).managedBooking.history).toEqual([
          { actor: "CUSTOMER", change: "CREATED", fromState: null, toState: "PENDING" },
          { actor: "SYSTEM", change: "DECLINED", fromState: "PENDING", toState: "CANCELLED" },
        ]);
        const events = await store.notEnqueued(100);
        expect(events.map(({ kind, subjectId }) => ({ kind, subjectId }))).toEqual([{ kind: "booking_declined", subjectId: forgotten.id }]);
        expect(await store.booking(forgotten.id)).toMatchObject({ cancelled: true, cancelledBy: "salon", cancellationReason: null });

        // Its time is free again.
        const again = newBooking(day, "10:00", "11:00", { customerPhone: "+971505550113" });
        expect((await world.backend().bookings.insertIfFree(again, BOOKING_LIMITS)).kind).toBe("created");
      });
    });
  });
}
