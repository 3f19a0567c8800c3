/**
 * The owner's calendar (issue #32) on every adapter: a Premium owner reads a day per professional (the
 * booking under the professional who has it, time off with its note, the provider's own hours as the axis,
 * a cancelled booking left out) and a week; another owner, a Basic owner, a visitor and bad arguments are
 * refused. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const PROVIDER = "aura-aesthetic";
const CALENDAR = `query ($providerId: ID!, $date: String!, $days: Int) {
  providerCalendar(providerId: $providerId, date: $date, days: $days) {
    __typename
    ... on ProviderCalendar { date days { date weekday axis { starts ends } open { starts ends }
      columns { staff { id } working { starts ends } timeOff { starts ends reason } free { starts ends startTimes }
        bookings { starts ends booking { id customerName status service { name } staff { id } } } } } }
    ... on ProviderCalendarInvalid { code fieldErrors { field code } }
    ... on PremiumRequired { feature }
    ... on NotAllowed { code message }
    ... on NotSignedIn { message }
  }
}`;
const SUBSCRIBE = `mutation { subscribeToPremium { __typename } }`;
const ADD_TIME_OFF = `mutation ($input: AddStaffTimeOffInput!) { addStaffTimeOff(input: $input) { __typename } }`;
const REMOVE_TIME_OFF = `mutation ($input: RemoveStaffTimeOffInput!) { removeStaffTimeOff(input: $input) { __typename } }`;
const TIME_OFF = `query ($id: ID!) { provider(id: $id) { staff { id timeOff { id } } } }`;

export function calendarContract(subject: ContractSubject) {
  describe("the owner's calendar", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    async function ownerOf(providerId: string, premium: boolean) {
      const account = await signedUpAccount(world.backend());
      await world.makeOwner!(providerId, account.user.id);
      if (premium)
        expect((await graphqlAs(world, account.accessToken, SUBSCRIBE)).subscribeToPremium.__typename).toBe("SubscriptionChanged");
      return account;
    }
    const calendarAs = async (token: string | null, variables: Record<string, unknown>) =>
      (await graphqlAs(world, token, CALENDAR, { providerId: PROVIDER, ...variables })).providerCalendar;

    it("shows a Premium owner each professional's day and week; refuses another owner, a Basic owner and a visitor", async () => {
      if (!world.makeOwner) return;
      const owner = await ownerOf(PROVIDER, true);
      const day = world.freshDay();
      const booking = newBooking(day, "10:00", "10:45", {
        providerId: PROVIDER,
        serviceId: "aura-aesthetic-fillers",
        staffIds: ["aura-aesthetic-staff-2"],
        customerName: "Hessa Al Ketbi",
      });
      const cancelled = newBooking(day, "14:00", "14:30", {
        providerId: PROVIDER,
        serviceId: "aura-aesthetic-botox",
        staffIds: ["aura-aesthetic-staff-1"],
      });
      for (const each of [booking, cancelled])
        expect((await world.backend().bookings.insertIfFree(each, BOOKING_LIMITS)).kind).toBe("created");
      await world.backend().bookings.cancelByManageToken(cancelled.manageToken, `${day}T00:00`);
      const timeOff = {
        providerId: PROVIDER,
        staffId: "aura-aesthetic-staff-3",
        from: day,
        to: day,
        fromTime: "15:00",
        toTime: "17:00",
        reason: "Training",
      };
      expect((await graphqlAs(world, owner.accessToken, ADD_TIME_OFF, { input: timeOff })).addStaffTimeOff.__typename).toBe(
        "ScheduleUpdated",
      );

      try {
        const calendar = await calendarAs(owner.accessToken, { date: day });
        expect(calendar.__typename).toBe("ProviderCalendar");
        expect(calendar.days).toHaveLength(1);
        const [shown] = calendar.days;
        expect(shown).toMatchObject({
          date: day,
          weekday: "MONDAY",
          axis: { starts: "10:00", ends: "18:00" },
          open: [{ starts: "10:00", ends: "18:00" }],
        });
        expect(shown.columns.map((column: { staff: { id: string } }) => column.staff.id)).toEqual([
          "aura-aesthetic-staff-1",
          "aura-aesthetic-staff-2",
          "aura-aesthetic-staff-3",
        ]);
        const [mariam, karim, anjali] = shown.columns;
        expect(mariam.bookings).toEqual([]); // the cancelled booking is no block
        expect(karim.bookings).toEqual([
          {
            starts: "10:00",
            ends: "10:45",
            booking: {
              id: booking.id,
              customerName: "Hessa Al Ketbi",
              status: "CONFIRMED",
              service: { name: "Lip Fillers (1 ml)" },
              staff: { id: "aura-aesthetic-staff-2" },
            },
          },
        ]);
        expect(karim.free.map((free: { starts: string; ends: string }) => [free.starts, free.ends])).toEqual([["10:45", "18:00"]]);
        expect(karim.free[0].startTimes.slice(0, 2)).toEqual(["10:45", "11:15"]);
        expect(anjali.timeOff).toEqual([{ starts: "15:00", ends: "17:00", reason: "Training" }]);
        expect(anjali.free.map((free: { starts: string; ends: string }) => [free.starts, free.ends])).toEqual([
          ["10:00", "15:00"],
          ["17:00", "18:00"],
        ]);

        const week = await calendarAs(owner.accessToken, { date: day, days: 7 });
        expect(week.days.map((each: { weekday: string }) => each.weekday)).toEqual([
          "MONDAY",
          "TUESDAY",
          "WEDNESDAY",
          "THURSDAY",
          "FRIDAY",
          "SATURDAY",
          "SUNDAY",
        ]);
        expect(week.days[4]).toMatchObject({ axis: null, open: [] }); // the sample providers close on Fridays
        expect(week.days[0].columns[1].bookings.map((block: { booking: { id: string } }) => block.booking.id)).toEqual([booking.id]);

        expect(await calendarAs(owner.accessToken, { date: day, days: 3 })).toEqual({
          __typename: "ProviderCalendarInvalid",
          code: "CALENDAR_INVALID",
          fieldErrors: [{ field: "days", code: "CALENDAR_DAYS_INVALID" }],
        });
        expect((await calendarAs(owner.accessToken, { date: "2030-02-30" })).fieldErrors).toEqual([
          { field: "date", code: "SCHEDULE_DATE_INVALID" },
        ]);

        // Another Premium owner: this listing is not theirs (nor is one that does not exist).
        const stranger = await ownerOf("barbers-hub", true);
        const refusal = { __typename: "NotAllowed", code: "NOT_ALLOWED", message: "Only the owner of this listing can see its calendar." };
        expect(await calendarAs(stranger.accessToken, { date: day })).toEqual(refusal);
        expect(await calendarAs(stranger.accessToken, { date: day, providerId: "no-such-provider" })).toEqual(refusal);
        // A Basic owner is refused their own listing's calendar, as the spec's button says; a visitor must sign in.
        const basic = await ownerOf("nails-n-more", false);
        expect(await calendarAs(basic.accessToken, { date: day, providerId: "nails-n-more" })).toEqual({
          __typename: "PremiumRequired",
          feature: "Full Booking Management & Calendar",
        });
        expect(await calendarAs(null, { date: day })).toEqual({
          __typename: "NotSignedIn",
          message: "Please sign in to see your calendar.",
        });
      } finally {
        const staff = (await graphqlAs(world, owner.accessToken, TIME_OFF, { id: PROVIDER })).provider.staff as {
          timeOff: { id: string }[];
        }[];
        for (const off of staff.flatMap((member) => member.timeOff)) {
          await graphqlAs(world, owner.accessToken, REMOVE_TIME_OFF, { input: { providerId: PROVIDER, timeOffId: off.id } });
        }
      }
    });
  });
}
