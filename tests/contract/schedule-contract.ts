/**
 * The owner's time on every adapter (issue #30): the default week, owners changing hours, closures and
 * staff time, and the booking insert deciding against the hours in force. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE } from "../../graphql/modules/availability/schedule";
import type { NewBooking } from "../../graphql/modules/bookings/repository";
import { listSlots } from "../../graphql/modules/bookings/service";
import type { Backend } from "../../graphql/shared/ports";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const RESULT = `__typename ... on ScheduleUpdated { message outsideHours { id } provider { id weeklyHours { weekday intervals { opens closes } } } }
  ... on ScheduleInputInvalid { message fieldErrors { field message } } ... on NotAllowed { message } ... on NotSignedIn { message }`;
const ADD_CLOSURE = `mutation ($input: AddClosureInput!) { addClosure(input: $input) { ${RESULT} } }`;
const SET_RULES = `mutation ($input: SetBookingRulesInput!) { setBookingRules(input: $input) { ${RESULT} } }`;
const SET_WEEK = `mutation ($input: SetWeeklyHoursInput!) { setWeeklyHours(input: $input) { ${RESULT} } }`;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const threading = (day: string, start: string, end: string, overrides: Partial<NewBooking> = {}) =>
  newBooking(day, start, end, {
    serviceId: "glamour-spot-threading",
    staffIds: ["glamour-spot-staff-1", "glamour-spot-staff-2", "glamour-spot-staff-3"],
    ...overrides,
  });

/** Whether the insert made a booking: the hosted function refuses a time outside the hours with an error. */
async function created(backend: Backend, booking: NewBooking): Promise<boolean> {
  const outcome = await backend.bookings.insertIfFree(booking, BOOKING_LIMITS).catch(() => null);
  return outcome?.kind === "created";
}

export function scheduleContract(subject: ContractSubject) {
  describe("the owner's time", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    /** glamour-spot's owner, as a new account, with its backend. */
    async function owner() {
      const account = await signedUpAccount(world.backend());
      await world.makeOwner!("glamour-spot", account.user.id);
      return { ...account, backend: world.backend(account.accessToken) };
    }

    it("starts every sample provider from the seed's week and rules", async () => {
      const schedules = await world.backend().schedules.schedulesFor(["glamour-spot", "barbers-hub"], "2030-01-07");
      expect(schedules.get("glamour-spot")).toEqual(DEFAULT_SCHEDULE);
      expect(schedules.get("barbers-hub")).toEqual(DEFAULT_SCHEDULE);
    });

    it("books against the owner's hours: Friday 14:00–22:00, a closure with its reason, special hours, time off", async () => {
      if (!world.makeOwner) return;
      const { backend } = await owner();
      const monday = world.freshDay();
      const friday = addDays(monday, 4);
      const weekly = DEFAULT_SCHEDULE.weekly.map((day, weekday) =>
        weekday === 5 ? [{ start: 14 * 60, end: 22 * 60 }] : day.map(({ start, end }) => ({ start, end })),
      );
      await backend.schedules.setWeeklyHours("glamour-spot", weekly);
      expect(await created(backend, newBooking(friday, "21:30", "22:30"))).toBe(false); // the 60-minute haircut ends after closing
      expect(await created(backend, newBooking(friday, "21:00", "22:00"))).toBe(true);
      expect(await created(backend, threading(friday, "21:30", "22:00"))).toBe(true);
      expect(await created(backend, threading(friday, "13:30", "14:00"))).toBe(false);

      await backend.schedules.addClosure("glamour-spot", { id: `eid-${monday}`, from: monday, to: monday, reason: "Eid Al Fitr" });
      expect(await created(backend, threading(monday, "10:00", "10:30"))).toBe(false);
      // A visitor asking for a closed date within the booking window is told why.
      const soon = addDays(new Date().toISOString().slice(0, 10), 60);
      await backend.schedules.addClosure("glamour-spot", { id: `eid-${soon}`, from: soon, to: soon, reason: "Eid Al Fitr" });
      const slots = await listSlots(world.backend(), "glamour-spot", "glamour-spot-threading", soon);
      expect(slots).toMatchObject({
        times: [],
        closedReason: "CLOSURE",
        message: { code: "BOOKING_CLOSED_FOR", params: { reason: "Eid Al Fitr" } },
      });
      expect(await backend.schedules.removeClosure("glamour-spot", `eid-${monday}`)).toBe(true);
      expect(await backend.schedules.removeClosure("glamour-spot", `eid-${monday}`)).toBe(false);

      const tuesday = addDays(monday, 1);
      await backend.schedules.setSpecialHours("glamour-spot", tuesday, tuesday, [{ start: 20 * 60, end: 23 * 60 }], null);
      expect(await created(backend, threading(tuesday, "10:00", "10:30"))).toBe(false);
      expect(await created(backend, threading(tuesday, "20:00", "20:30"))).toBe(true);

      const wednesday = addDays(monday, 2);
      for (const staffId of ["glamour-spot-staff-1", "glamour-spot-staff-2", "glamour-spot-staff-3"]) {
        const added = await backend.schedules.addStaffTimeOff("glamour-spot", {
          id: `off-${staffId}-${wednesday}`,
          staffId,
          startsAt: `${wednesday}T00:00`,
          endsAt: `${wednesday}T12:00`,
          reason: "Training",
        });
        expect(added).toBe(true);
      }
      expect(await created(backend, threading(wednesday, "11:00", "11:30"))).toBe(false);
      expect(await created(backend, threading(wednesday, "12:00", "12:30"))).toBe(true);
      const away = await world.backend().schedules.timeOffBetween("glamour-spot", `${wednesday}T00:00`, `${addDays(wednesday, 1)}T00:00`);
      expect(away.map((off) => [off.staffId, off.startsAt, off.endsAt, off.reason])).toContainEqual([
        "glamour-spot-staff-1",
        `${wednesday}T00:00`,
        `${wednesday}T12:00`,
        null,
      ]);
      // Another provider's staff member is refused.
      const stranger = {
        id: "off-x",
        staffId: "barbers-hub-staff-1",
        startsAt: `${wednesday}T00:00`,
        endsAt: `${wednesday}T12:00`,
        reason: null,
      };
      expect(await backend.schedules.addStaffTimeOff("glamour-spot", stranger)).toBe(false);
      expect(await backend.schedules.setStaffSchedule("glamour-spot", "barbers-hub-staff-1", null)).toBe(false);
    });

    it("reads a provider's day in one: its schedule, services, staff, who does what, and that day's time off and bookings", async () => {
      if (!world.makeOwner) return;
      const { backend } = await owner();
      const monday = world.freshDay();
      const tuesday = addDays(monday, 1);
      expect(await created(backend, threading(monday, "10:00", "10:30", { staffIds: ["glamour-spot-staff-2"] }))).toBe(true);
      expect(await created(backend, threading(tuesday, "11:00", "11:30", { staffIds: ["glamour-spot-staff-1"] }))).toBe(true);
      const off = { id: `off-day-${monday}`, staffId: "glamour-spot-staff-3", startsAt: `${monday}T15:00`, endsAt: `${monday}T16:00` };
      expect(await backend.schedules.addStaffTimeOff("glamour-spot", { ...off, reason: "Dentist" })).toBe(true);

      const visitor = world.backend();
      const day = await visitor.schedules.dayOf("glamour-spot", monday);
      expect(day.schedule).toEqual((await visitor.schedules.schedulesFor(["glamour-spot"], monday)).get("glamour-spot"));
      expect(day.services).toEqual((await visitor.providers.servicesFor(["glamour-spot"])).get("glamour-spot"));
      expect(day.staff).toEqual((await visitor.providers.staffFor(["glamour-spot"])).get("glamour-spot"));
      expect(day.qualifications).toEqual((await visitor.providers.staffServicesFor(["glamour-spot"])).get("glamour-spot"));
      expect(day.busy).toEqual([{ staffId: "glamour-spot-staff-2", start: 10 * 60, end: 10 * 60 + 30 }]);
      expect(day.timeOff).toEqual([{ ...off, reason: null }]);
      expect(day.staffHours).toEqual(await visitor.schedules.staffHoursOf("glamour-spot"));
      // Each staff member's own hours through the API: one person with a week of their own, the others null.
      const mondayOnly = DEFAULT_SCHEDULE.weekly.map((_, weekday) => (weekday === 1 ? [{ start: 12 * 60, end: 16 * 60 }] : []));
      expect(await backend.schedules.setStaffSchedule("glamour-spot", "glamour-spot-staff-2", mondayOnly)).toBe(true);
      const { provider } = await graphqlAs(
        world,
        null,
        `{ provider(id: "glamour-spot") { staff { id workingHours { weekday intervals { opens closes } } } } }`,
      );
      const hours = Object.fromEntries(
        (provider.staff as { id: string; workingHours: { weekday: string; intervals: unknown[] }[] | null }[]).map((member) => [
          member.id,
          member.workingHours?.filter((day) => day.intervals.length > 0) ?? null,
        ]),
      );
      expect(hours).toEqual({
        "glamour-spot-staff-1": null,
        "glamour-spot-staff-2": [{ weekday: "MONDAY", intervals: [{ opens: "12:00", closes: "16:00" }] }],
        "glamour-spot-staff-3": null,
      });
      expect(await backend.schedules.setStaffSchedule("glamour-spot", "glamour-spot-staff-2", null)).toBe(true);
      const nobody = await visitor.schedules.dayOf("no-such-provider", monday);
      expect(nobody).toMatchObject({ services: [], staff: [], busy: [], timeOff: [] });
      expect(nobody.schedule.weekly.every((hours) => hours.length === 0)).toBe(true);
    });

    it("30 bookings racing the owner's closure of their day: none is made once the closure is in", async () => {
      if (!world.makeOwner) return;
      const { backend } = await owner();
      const day = world.freshDay();
      const times = Array.from({ length: 30 }, (_, i) => [10 * 60 + (i % 15) * 30, 10 * 60 + (i % 15) * 30 + 30]);
      const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const racing = times.map(([start, end], i) =>
        created(world.backend(), threading(day, clock(start!), clock(end!), { customerPhone: `+9715060${String(i).padStart(5, "0")}` })),
      );
      const closing = backend.schedules.addClosure("glamour-spot", { id: `race-${day}`, from: day, to: day, reason: "Eid Al Fitr" });
      const [outcomes] = await Promise.all([Promise.all(racing), closing]);
      // Whatever was made went in before the closure; nothing after it.
      const live = await world.backend().bookings.busyOn("glamour-spot", day);
      expect(live).toHaveLength(outcomes.filter(Boolean).length);
      expect(await created(world.backend(), threading(day, "17:00", "17:30", { customerPhone: "+971506099999" }))).toBe(false);
    });

    it("lets only the provider's owner change its hours through the API; shows the bookings left outside, cancelling none", async () => {
      if (!world.makeOwner) return;
      const { accessToken, backend } = await owner();
      const stranger = await signedUpAccount(world.backend());
      const fifty = addDays(new Date().toISOString().slice(0, 10), 50);
      const soon = new Date(`${fifty}T00:00:00Z`).getUTCDay() === 5 ? addDays(fifty, 1) : fifty; // open by default
      const closure = { providerId: "glamour-spot", from: soon, to: soon, reason: "Eid Al Fitr" };
      expect((await graphqlAs(world, stranger.accessToken, ADD_CLOSURE, { input: closure })).addClosure).toEqual({
        __typename: "NotAllowed",
        message: "Only the owner of this listing can change it.",
      });
      expect((await graphqlAs(world, null, ADD_CLOSURE, { input: closure })).addClosure.__typename).toBe("NotSignedIn");
      const closuresOfSoon = async () =>
        (await world.backend().schedules.schedulesFor(["glamour-spot"], soon))
          .get("glamour-spot")!
          .closures.filter((entry) => entry.from === soon);
      expect(await closuresOfSoon()).toEqual([]);

      const invalid = await graphqlAs(world, accessToken, ADD_CLOSURE, { input: { ...closure, to: addDays(soon, -1) } });
      expect(invalid.addClosure).toMatchObject({
        __typename: "ScheduleInputInvalid",
        fieldErrors: [{ field: "to", message: "The end must be after the start." }],
      });

      // A booking on that day, made before: the closure is saved and the owner is shown it.
      expect(await created(backend, threading(soon, "10:00", "10:30"))).toBe(true);
      const added = (await graphqlAs(world, accessToken, ADD_CLOSURE, { input: closure })).addClosure;
      expect(added).toMatchObject({
        __typename: "ScheduleUpdated",
        message: "The closure is added.",
        outsideHours: [{ id: expect.any(String) }],
      });
      const slots = await graphqlAs(
        world,
        null,
        `{ slots(providerId: "glamour-spot", serviceId: "glamour-spot-threading", date: "${soon}") { times closedReason closure { reason } message } }`,
      );
      expect(slots.slots).toEqual({
        times: [],
        closedReason: "CLOSURE",
        closure: { reason: "Eid Al Fitr" },
        message: "Closed on this date: Eid Al Fitr",
      });
      expect(await world.backend().bookings.busyOn("glamour-spot", soon)).toHaveLength(1); // nothing cancelled

      const days = ["SATURDAY", "SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"].map((weekday) => ({
        weekday,
        intervals: [
          { opens: "10:00", closes: "13:00" },
          { opens: "16:00", closes: "22:00" },
        ],
      }));
      days.push({ weekday: "FRIDAY", intervals: [{ opens: "14:00", closes: "22:00" }] });
      const week = (await graphqlAs(world, accessToken, SET_WEEK, { input: { providerId: "glamour-spot", days } })).setWeeklyHours;
      expect(week.provider.weeklyHours[0]).toEqual({
        weekday: "SATURDAY",
        intervals: [
          { opens: "10:00", closes: "13:00" },
          { opens: "16:00", closes: "22:00" },
        ],
      });
      expect(week.provider.weeklyHours[6]).toEqual({ weekday: "FRIDAY", intervals: [{ opens: "14:00", closes: "22:00" }] });
      const overlapping = [
        {
          weekday: "MONDAY",
          intervals: [
            { opens: "10:00", closes: "14:00" },
            { opens: "13:00", closes: "22:00" },
          ],
        },
      ];
      expect(
        (await graphqlAs(world, accessToken, SET_WEEK, { input: { providerId: "glamour-spot", days: overlapping } })).setWeeklyHours,
      ).toMatchObject({
        __typename: "ScheduleInputInvalid",
        fieldErrors: [{ field: "days", message: "The open hours of one day must not overlap." }],
      });
      expect(
        (await graphqlAs(world, stranger.accessToken, SET_WEEK, { input: { providerId: "glamour-spot", days } })).setWeeklyHours.__typename,
      ).toBe("NotAllowed");
    });

    it("keeps the seed's last appointment when the owner saves the default week unchanged", async () => {
      if (!world.makeOwner) return;
      // A provider no other part of the contract re-times (one D1 serves the whole local contract).
      const account = await signedUpAccount(world.backend());
      await world.makeOwner("elite-gents-salon", account.user.id);
      const fifty = addDays(new Date().toISOString().slice(0, 10), 50);
      const soon = new Date(`${fifty}T00:00:00Z`).getUTCDay() === 5 ? addDays(fifty, 1) : fifty; // open by default
      const times = async () => (await listSlots(world.backend(), "elite-gents-salon", "elite-gents-salon-colour", soon)).times;
      const before = await times();
      expect(before.at(-1)).toBe("17:30"); // a 60-minute service may run past 18:00 ("last appointment 17:30")

      const read = await graphqlAs(
        world,
        null,
        `{ provider(id: "elite-gents-salon") { weeklyHours { weekday intervals { opens closes } } } }`,
      );
      const saved = await graphqlAs(world, account.accessToken, SET_WEEK, {
        input: { providerId: "elite-gents-salon", days: read.provider.weeklyHours },
      });
      expect(saved.setWeeklyHours).toMatchObject({ __typename: "ScheduleUpdated", outsideHours: [] });
      expect(await times()).toEqual(before);
      const schedules = await world.backend().schedules.schedulesFor(["elite-gents-salon"], soon);
      expect(schedules.get("elite-gents-salon")!.weekly).toEqual(DEFAULT_SCHEDULE.weekly);

      // A changed interval is the owner's: it has no last start, so a service ends by closing.
      const later = read.provider.weeklyHours.map((day: { weekday: string; intervals: unknown[] }) => ({
        ...day,
        intervals: day.intervals.length ? [{ opens: "10:00", closes: "19:00" }] : [],
      }));
      await graphqlAs(world, account.accessToken, SET_WEEK, { input: { providerId: "elite-gents-salon", days: later } });
      expect((await times()).at(-1)).toBe("18:00");
      await graphqlAs(world, account.accessToken, SET_WEEK, {
        input: { providerId: "elite-gents-salon", days: read.provider.weeklyHours },
      });
    });

    it("lets only the owner set the booking rules; the buffer keeps a person's bookings apart", async () => {
      if (!world.makeOwner) return;
      const { accessToken, backend } = await owner();
      const stranger = await signedUpAccount(world.backend());
      const rules = {
        providerId: "glamour-spot",
        slotStepMinutes: 15,
        minimumNoticeMinutes: 120,
        bookingWindowDays: 60,
        bufferMinutes: 15,
      };
      expect((await graphqlAs(world, stranger.accessToken, SET_RULES, { input: rules })).setBookingRules).toEqual({
        __typename: "NotAllowed",
        message: "Only the owner of this listing can change it.",
      });
      expect((await graphqlAs(world, null, SET_RULES, { input: rules })).setBookingRules.__typename).toBe("NotSignedIn");
      const wrong = { ...rules, slotStepMinutes: 20, bufferMinutes: 300 };
      expect((await graphqlAs(world, accessToken, SET_RULES, { input: wrong })).setBookingRules).toMatchObject({
        __typename: "ScheduleInputInvalid",
        fieldErrors: [
          { field: "slotStepMinutes", message: "Please choose times every 15 or every 30 minutes." },
          { field: "bufferMinutes", message: "Please enter whole minutes or days, from 0 to 240." },
        ],
      });
      const rulesNow = async () =>
        (await world.backend().schedules.schedulesFor(["glamour-spot"], "2030-01-07")).get("glamour-spot")!.rules;
      expect(await rulesNow()).toEqual(DEFAULT_SCHEDULE.rules); // nothing changed by the refusals

      expect((await graphqlAs(world, accessToken, SET_RULES, { input: rules })).setBookingRules).toMatchObject({
        __typename: "ScheduleUpdated",
        message: "Your booking rules are saved.",
      });
      const saved = await rulesNow();
      expect(saved).toEqual({ slotStepMinutes: 15, minimumNoticeMinutes: 120, windowDays: 60, bufferMinutes: 15 });

      // One person, a 60-minute service: the next start is 15 minutes after the end, not at it.
      const day = world.freshDay();
      const buffered = (start: string, end: string, phone: string) =>
        newBooking(day, start, end, { bufferMinutes: saved.bufferMinutes, customerPhone: phone });
      expect(await created(backend, buffered("10:00", "11:00", "+971506100001"))).toBe(true);
      expect(await created(backend, buffered("11:00", "12:00", "+971506100002"))).toBe(false);
      expect(await created(backend, buffered("11:15", "12:15", "+971506100003"))).toBe(true);
    });
  });
}
