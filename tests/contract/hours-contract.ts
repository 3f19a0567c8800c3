/**
 * What visitors and partners read of the owner's time (issue #30), on every adapter: the generated
 * `openingHours` text in the caller's language, each date's hours in force (`openingDays`) and the
 * special hours. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE } from "../../graphql/modules/availability/schedule";
import { addDays, weekday } from "../../graphql/shared/dubai-time";
import { graphqlAs, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

// Providers no other part of the contract changes the hours of: on the local adapter one database
// serves the whole contract, so glamour-spot's hours are whatever the schedule tests left.
const HOURS = `query ($id: ID!, $from: String) { provider(id: $id) {
  en: openingHours(locale: EN) ar: openingHours(locale: AR)
  specialHours { from to reason intervals { opens closes lastStart } }
  openingDays(from: $from, days: 7) { date weekday hours(locale: EN) closure { reason } special specialReason intervals { opens closes } } } }`;

export function hoursContract(subject: ContractSubject) {
  describe("the owner's time as visitors read it", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("says the seed's week in English and Arabic, and each date's hours in force", async () => {
      const monday = world.freshDay();
      const { provider } = await graphqlAs(world, null, HOURS, { id: "aura-aesthetic", from: monday });
      expect(provider.en).toBe("Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed");
      expect(provider.ar).toBe("السبت–الخميس 10:00–18:00 (آخر موعد 17:30)، الجمعة مغلق");
      expect(provider.specialHours).toEqual([]);
      expect(provider.openingDays.map((day: { hours: string }) => day.hours)).toEqual(
        Array.from({ length: 7 }, (_, index) =>
          weekday(addDays(monday, index)) === 5 ? "closed" : "10:00–18:00 (last appointment 17:30)",
        ),
      );
    });

    it("follows the owner's split days, closure and Ramadan hours", async () => {
      if (!world.makeOwner) return;
      const account = await signedUpAccount(world.backend());
      await world.makeOwner("elite-gents-salon", account.user.id);
      const backend = world.backend(account.accessToken);
      const day = world.freshDay();
      const split = [
        { start: 10 * 60, end: 13 * 60 },
        { start: 16 * 60, end: 22 * 60 },
      ];
      await backend.schedules.setWeeklyHours(
        "elite-gents-salon",
        DEFAULT_SCHEDULE.weekly.map((_, index) => (index === 5 ? [{ start: 14 * 60, end: 22 * 60 }] : split)),
      );
      await backend.schedules.addClosure("elite-gents-salon", {
        id: `eid-${day}`,
        from: addDays(day, 1),
        to: addDays(day, 1),
        reason: "Eid Al Fitr",
      });
      await backend.schedules.setSpecialHours(
        "elite-gents-salon",
        addDays(day, 2),
        addDays(day, 3),
        [{ start: 10 * 60, end: 16 * 60 }],
        "Ramadan",
      );

      const { provider } = await graphqlAs(world, null, HOURS, { id: "elite-gents-salon", from: day });
      expect(provider.en).toBe(`Sat–Thu 10:00–13:00, 16:00–22:00, Fri 14:00–22:00; ${addDays(day, 2)} to ${addDays(day, 3)}: 10:00–16:00`);
      expect(provider.ar).toMatch(/^السبت–الخميس 10:00–13:00، 16:00–22:00، الجمعة 14:00–22:00؛ من /);
      expect(provider.specialHours).toEqual([
        {
          from: addDays(day, 2),
          to: addDays(day, 3),
          reason: "Ramadan",
          intervals: [{ opens: "10:00", closes: "16:00", lastStart: null }],
        },
      ]);
      const [first, closed, special] = provider.openingDays;
      expect(first).toMatchObject({ date: day, hours: "10:00–13:00, 16:00–22:00", closure: null, special: false });
      expect(closed).toMatchObject({ date: addDays(day, 1), hours: "closed", closure: { reason: "Eid Al Fitr" }, intervals: [] });
      expect(special).toMatchObject({
        hours: "10:00–16:00",
        special: true,
        specialReason: "Ramadan",
        intervals: [{ opens: "10:00", closes: "16:00" }],
      });
      expect(first.specialReason).toBeNull();
    });
  });
}
