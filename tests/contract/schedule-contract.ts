/**
 * The owner's time on every adapter (issue #30): the default week, owners changing hours, closures and
 * staff time, and the booking insert deciding against the hours in force. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE } from "../../graphql/modules/availability/schedule";
import type { NewBooking } from "../../graphql/modules/bookings/repository";
import { listSlots } from "../../graphql/modules/bookings/service";
import type { Backend } from "../../graphql/shared/ports";
import { BOOKING_LIMITS, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

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
      expect(slots).toMatchObject({ times: [], closedReason: "CLOSURE", message: "Closed on this date: Eid Al Fitr" });
      expect(await backend.schedules.removeClosure("glamour-spot", `eid-${monday}`)).toBe(true);
      expect(await backend.schedules.removeClosure("glamour-spot", `eid-${monday}`)).toBe(false);

      const tuesday = addDays(monday, 1);
      await backend.schedules.setSpecialHours("glamour-spot", tuesday, tuesday, [{ start: 20 * 60, end: 23 * 60 }]);
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
  });
}
