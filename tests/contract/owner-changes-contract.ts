/**
 * The owner's move of a booking and walk-in or phone bookings (issue #32; migration 0025) on every adapter:
 * the Premium owner's own only (another owner, a Basic plan and a signed-out caller refused, nothing changed),
 * the same guarantee as a new booking (a busy professional refused, the booking itself not in its own way),
 * the manage link kept, no customer limit for the owner's entries, and their time gone for visitors.
 * Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";
import { addDays, dubaiNow, weekday } from "../../graphql/shared/dubai-time";

const MOVE = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) {
  __typename
  ... on BookingRescheduled { booking { id date time staff { id } status } }
  ... on RescheduleRefused { code fieldErrors { field code } }
  ... on BookingNotFound { code }
  ... on PremiumRequired { code }
  ... on NotSignedIn { code }
} }`;
const WALK_IN = `mutation ($input: CreateWalkInBookingInput!) { createWalkInBooking(input: $input) {
  __typename
  ... on WalkInBookingCreated { booking { date time staff { id } customerName status } }
  ... on WalkInRefused { code fieldErrors { field code } }
  ... on NotAllowed { code message }
  ... on PremiumRequired { code }
} }`;
const MANAGED = `query ($token: String!) { managedBooking(token: $token) { date time staff { id } status } }`;
const SLOTS = `query ($date: String!) { slots(providerId: "glamour-spot", serviceId: "glamour-spot-threading", date: $date, staffId: "glamour-spot-staff-2") { times } }`;
const SUBSCRIBE = `mutation { subscribeToPremium { __typename } }`;

let nextOffset = 20;
/** An open day (not a Friday) inside the booking window, a new one per call (the contract's Mondays of 2030 are beyond it). */
function windowDay(): string {
  let day: string;
  do day = addDays(dubaiNow(new Date()).date, (nextOffset += 1));
  while (weekday(day) === 5);
  return day;
}

export function ownerChangesContract(subject: ContractSubject) {
  describe("the owner moves bookings and enters walk-ins", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    async function ownerOf(providerId: string, premium = true) {
      const account = await signedUpAccount(world.backend());
      await world.makeOwner!(providerId, account.user.id);
      if (premium)
        expect((await graphqlAs(world, account.accessToken, SUBSCRIBE)).subscribeToPremium.__typename).toBe("SubscriptionChanged");
      return account;
    }
    async function booked(day: string, start = "10:00", end = "11:00") {
      const booking = newBooking(day, start, end);
      const outcome = await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS);
      if (outcome.kind !== "created") throw new Error(outcome.kind);
      return booking;
    }
    const moveAs = async (accessToken: string | null, input: { bookingId: string; startsAt: string; staffId: string }) =>
      (await graphqlAs(world, accessToken, MOVE, { input })).rescheduleBooking;
    const walkInAs = async (accessToken: string | null, input: Record<string, unknown>) =>
      (await graphqlAs(world, accessToken, WALK_IN, { input })).createWalkInBooking;
    const walkIn = (day: string, time: string, change: Record<string, unknown> = {}) => ({
      providerId: "glamour-spot",
      serviceId: "glamour-spot-threading",
      staffId: "glamour-spot-staff-2",
      startsAt: `${day}T${time}`,
      customerName: "Noura Saeed",
      customerPhone: "050 765 4321",
      source: "WALK_IN",
      ...change,
    });

    it("the Premium owner moves a booking to another professional and time; its manage link follows; nobody else can", async () => {
      if (!world.makeOwner) return;
      const owner = await ownerOf("glamour-spot");
      const stranger = await ownerOf("barbers-hub");
      const basic = await ownerOf("glamour-spot", false);
      const day = windowDay();
      const booking = await booked(day);
      const input = { bookingId: booking.id, startsAt: `${day}T14:00`, staffId: "glamour-spot-staff-3" };

      expect(await moveAs(null, input)).toMatchObject({ __typename: "NotSignedIn" });
      expect(await moveAs(stranger.accessToken, input)).toEqual({ __typename: "BookingNotFound", code: "DASHBOARD_BOOKING_NOT_FOUND" });
      // The provider's owner is now `basic` (makeOwner moved it): a Basic plan is refused before ownership.
      expect(await moveAs(basic.accessToken, input)).toEqual({ __typename: "PremiumRequired", code: "PREMIUM_REQUIRED" });
      expect(await moveAs(owner.accessToken, input)).toEqual({ __typename: "BookingNotFound", code: "DASHBOARD_BOOKING_NOT_FOUND" });
      await world.makeOwner("glamour-spot", owner.user.id);
      expect((await graphqlAs(world, null, MANAGED, { token: booking.manageToken })).managedBooking).toMatchObject({ time: "10:00" });

      expect(await moveAs(owner.accessToken, input)).toEqual({
        __typename: "BookingRescheduled",
        booking: { id: booking.id, date: day, time: "14:00", staff: { id: "glamour-spot-staff-3" }, status: "CONFIRMED" },
      });
      expect((await graphqlAs(world, null, MANAGED, { token: booking.manageToken })).managedBooking).toEqual({
        date: day,
        time: "14:00",
        staff: { id: "glamour-spot-staff-3" },
        status: "CONFIRMED",
      });
      // Half an hour later with the same person: the booking is not in its own way.
      expect(await moveAs(owner.accessToken, { ...input, startsAt: `${day}T14:30` })).toMatchObject({ booking: { time: "14:30" } });
    });

    it("tells the owner, and nobody else, the times a booking can be moved to: its own time among them, another booking's not", async () => {
      if (!world.makeOwner) return;
      const stranger = await ownerOf("barbers-hub");
      const owner = await ownerOf("glamour-spot");
      const day = windowDay();
      const booking = await booked(day, "10:00", "11:00");
      await booked(day, "13:00", "14:00"); // the same professional's, later
      const TIMES = `query ($token: String!, $date: String!) { managedBooking(token: $token) { moveTimes(date: $date) { staffId staffName times } } }`;
      const timesAs = async (accessToken: string | null) =>
        (await graphqlAs(world, accessToken, TIMES, { token: booking.manageToken, date: day })).managedBooking.moveTimes;
      expect(await timesAs(null)).toBeNull();
      expect(await timesAs(stranger.accessToken)).toBeNull();
      const times = (await timesAs(owner.accessToken)) as { staffId: string; staffName: string; times: string[] }[];
      const of = (staffId: string) => times.find((entry) => entry.staffId === staffId)!.times;
      // The haircut's performers (the seed: staff 1 and 3), each with the day's starts they are free for.
      expect(times.map((entry) => entry.staffId).sort()).toEqual(["glamour-spot-staff-1", "glamour-spot-staff-3"]);
      expect(of("glamour-spot-staff-1")).toEqual([
        "10:00",
        "10:30",
        "11:00",
        "11:30",
        "12:00",
        "14:00",
        "14:30",
        "15:00",
        "15:30",
        "16:00",
        "16:30",
        "17:00",
        "17:30",
      ]);
      expect(of("glamour-spot-staff-3")).toHaveLength(16);
    });

    it("refuses a busy professional, one who does not perform the service and the past, changing nothing", async () => {
      if (!world.makeOwner) return;
      const owner = await ownerOf("glamour-spot");
      const day = windowDay();
      const booking = await booked(day, "10:00", "11:00");
      await booked(day, "12:00", "13:00");
      const refusal = async (startsAt: string, staffId = "glamour-spot-staff-1") => {
        const answer = await moveAs(owner.accessToken, { bookingId: booking.id, startsAt, staffId });
        expect(answer.__typename).toBe("RescheduleRefused");
        return answer.fieldErrors;
      };
      expect(await refusal(`${day}T11:30`)).toEqual([{ field: "startsAt", code: "BOOKING_STAFF_NOT_FREE" }]);
      expect(await refusal(`${day}T15:00`, "glamour-spot-staff-2")).toEqual([{ field: "staffId", code: "BOOKING_STAFF_UNKNOWN" }]);
      expect(await refusal(`${addDays(dubaiNow(new Date()).date, -1)}T15:00`)).toEqual([
        { field: "startsAt", code: "BOOKING_MOVE_TIME_PAST" },
      ]);
      expect(await refusal(`${day}T9:00`)).toEqual([{ field: "startsAt", code: "BOOKING_TIME_REQUIRED" }]);
      // The port's own statement decides too, whatever the service checked: an overlap and a time before opening.
      const port = world.backend(owner.accessToken).bookings;
      const move = { id: booking.id, providerId: "glamour-spot", serviceId: "glamour-spot-haircut", staffId: "glamour-spot-staff-1" };
      expect(await port.moveIfFree({ ...move, startsAt: `${day}T11:30`, endsAt: `${day}T12:30` }, "2000-01-01T00:00")).toEqual({
        kind: "slot_taken",
      });
      expect(await port.moveIfFree({ ...move, startsAt: `${day}T08:00`, endsAt: `${day}T09:00` }, "2000-01-01T00:00")).toEqual({
        kind: "slot_taken",
      });
      expect((await graphqlAs(world, null, MANAGED, { token: booking.manageToken })).managedBooking).toMatchObject({ time: "10:00" });
    });

    it("the Premium owner enters walk-in and phone bookings without customer limits; their time is gone for visitors", async () => {
      if (!world.makeOwner) return;
      const owner = await ownerOf("glamour-spot");
      const stranger = await ownerOf("barbers-hub");
      const day = windowDay();
      expect(await walkInAs(stranger.accessToken, walkIn(day, "10:00"))).toEqual({
        __typename: "NotAllowed",
        code: "NOT_ALLOWED",
        message: "You can enter bookings only for a business you manage.",
      });
      const refused = await walkInAs(owner.accessToken, walkIn(day, "10:00", { customerName: " ", customerPhone: "12" }));
      expect(refused).toEqual({
        __typename: "WalkInRefused",
        code: "BOOKING_INPUT_INVALID",
        fieldErrors: [
          { field: "customerName", code: "BOOKING_CUSTOMER_NAME_INVALID" },
          { field: "customerPhone", code: "BOOKING_PHONE_INVALID" },
        ],
      });
      expect((await graphqlAs(world, null, SLOTS, { date: day })).slots.times).toContain("10:00");

      // Four of one phone's bookings that day (the visitors' limit is three), by walk-in and by phone.
      for (const [time, source] of [
        ["10:00", "WALK_IN"],
        ["10:30", "PHONE"],
        ["11:00", "PHONE"],
        ["11:30", "WALK_IN"],
      ] as const) {
        expect(await walkInAs(owner.accessToken, walkIn(day, time, { source }))).toEqual({
          __typename: "WalkInBookingCreated",
          booking: { date: day, time, staff: { id: "glamour-spot-staff-2" }, customerName: "Noura Saeed", status: "CONFIRMED" },
        });
      }
      const times = (await graphqlAs(world, null, SLOTS, { date: day })).slots.times;
      expect(times).not.toContain("10:00");
      expect(times).not.toContain("11:30");
      expect(await walkInAs(owner.accessToken, walkIn(day, "10:00"))).toMatchObject({
        __typename: "WalkInRefused",
        fieldErrors: [{ field: "startsAt", code: "BOOKING_STAFF_NOT_FREE" }],
      });
      const yesterday = addDays(dubaiNow(new Date()).date, -1);
      expect(await walkInAs(owner.accessToken, walkIn(yesterday, "10:00"))).toMatchObject({
        fieldErrors: [{ field: "startsAt", code: "BOOKING_DATE_PAST" }],
      });
    });
  });
}
