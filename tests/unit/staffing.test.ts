// Runs under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) from package.json: Dubai's answers must not move.
import { describe, expect, it } from "vitest";
import { dailySlotLabels } from "../../graphql/modules/availability/slots";
import { assignmentOrder, calendarsOf, firstFree, performersOf, slotsWithSomeoneFree } from "../../graphql/modules/availability/staffing";

// 2026-11-21 is a Saturday. 06:15 UTC = 10:15 in Dubai.
const SATURDAY_1015_DUBAI = new Date("2026-11-21T06:15:00Z");
const SUNDAY = "2026-11-22";
const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
const busy = (staffId: string, from: string, to: string) => ({ staffId, start: at(from), end: at(to) });

const STAFF = [
  { id: "layla", name: "Layla Haddad", title: "Senior Stylist", imageUrl: "https://example.com/l.jpg" },
  { id: "maricel", name: "Maricel Santos", title: "Nail Technician", imageUrl: "https://example.com/m.jpg" },
  { id: "hannah", name: "Hannah Clarke", title: "Makeup Artist", imageUrl: "https://example.com/h.jpg" },
];
// Who performs each service (a provider's staff_services rows), haircut's out of the staff's order on purpose.
const PERFORMERS = { haircut: ["hannah", "layla"], threading: ["layla", "maricel", "hannah"], manicure: ["maricel"] };
const QUALIFICATIONS = Object.entries(PERFORMERS).flatMap(([serviceId, staffIds]) => staffIds.map((staffId) => ({ staffId, serviceId })));

describe("who performs a service", () => {
  it("is everyone qualified for it, in the provider's order of its staff", () => {
    expect(performersOf(STAFF, QUALIFICATIONS, "haircut").map((member) => member.id)).toEqual(["layla", "hannah"]);
    expect(performersOf(STAFF, QUALIFICATIONS, "threading").map((member) => member.id)).toEqual(["layla", "maricel", "hannah"]);
    expect(performersOf(STAFF, QUALIFICATIONS, "keratin")).toEqual([]);
  });
});

describe("slots with several staff", () => {
  it("offers a time while at least one performer is free for the service's whole duration", () => {
    // Layla holds 11:00–12:00, Hannah 11:30–12:30.
    const calendars = calendarsOf(["layla", "hannah"], [busy("layla", "11:00", "12:00"), busy("hannah", "11:30", "12:30")]);
    const hour = slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 60, calendars);
    expect(hour).toContain("10:00"); // Layla 10:00–11:00 touches her booking: free
    expect(hour).toContain("10:30"); // Hannah 10:30–11:30 touches hers: free
    expect(hour).not.toContain("11:00"); // Layla busy; Hannah's 11:00–12:00 overlaps 11:30
    expect(hour).not.toContain("11:30");
    expect(hour).toContain("12:00"); // Layla again
    expect(hour).toContain("12:30");
    // A 30-minute service fits Hannah at 11:00.
    expect(slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 30, calendars)).toContain("11:00");
    expect(slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 30, calendars)).not.toContain("11:30");
  });

  it("mixes services of different lengths on one person's calendar", () => {
    // Layla: a 90-minute keratin 10:00–11:30 and a 30-minute threading 13:00–13:30.
    const calendars = calendarsOf(["layla"], [busy("layla", "10:00", "11:30"), busy("layla", "13:00", "13:30")]);
    const ninety = slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 90, calendars);
    expect(ninety).toEqual(["11:30", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00", "17:30"]);
  });

  it("keeps the day's rules: nothing on a Friday, in the past, or without anyone who performs the service", () => {
    const calendars = calendarsOf(["layla"], []);
    expect(slotsWithSomeoneFree("2026-11-27", SATURDAY_1015_DUBAI, 30, calendars)).toEqual([]);
    expect(slotsWithSomeoneFree("2026-11-20", SATURDAY_1015_DUBAI, 30, calendars)).toEqual([]);
    expect(slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 30, [])).toEqual([]);
    expect(slotsWithSomeoneFree("2026-11-21", SATURDAY_1015_DUBAI, 30, calendars)[0]).toBe("10:30");
    expect(slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 30, calendars)).toEqual(dailySlotLabels());
  });

  it("drops a time only when nobody suitable is left", () => {
    const taken = [busy("layla", "14:00", "15:00"), busy("maricel", "14:00", "14:30")];
    const three = calendarsOf(["layla", "maricel", "hannah"], taken);
    expect(slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 30, three)).toContain("14:00");
    const all = calendarsOf(["layla", "maricel", "hannah"], [...taken, busy("hannah", "13:30", "14:30")]);
    expect(slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 30, all)).not.toContain("14:00");
    // One chosen person narrows the times to theirs.
    expect(slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 30, calendarsOf(["maricel"], taken))).toContain("14:30");
    expect(slotsWithSomeoneFree(SUNDAY, SATURDAY_1015_DUBAI, 30, calendarsOf(["layla"], taken))).not.toContain("14:30");
  });
});

describe("assigning a booking", () => {
  it("prefers whoever has the fewest bookings that day, then the provider's order", () => {
    expect(assignmentOrder(["layla", "maricel", "hannah"], [])).toEqual(["layla", "maricel", "hannah"]);
    const day = [busy("layla", "10:00", "11:00"), busy("layla", "15:00", "16:00"), busy("hannah", "12:00", "12:30")];
    expect(assignmentOrder(["layla", "maricel", "hannah"], day)).toEqual(["maricel", "hannah", "layla"]);
    // Bookings of people outside the list do not matter.
    expect(assignmentOrder(["layla", "hannah"], [...day, busy("maricel", "10:00", "10:30")])).toEqual(["hannah", "layla"]);
  });

  it("gives the time to the first in that order who is free for the whole of it", () => {
    const day = [busy("maricel", "10:00", "11:00"), busy("hannah", "10:30", "11:00")];
    const order = assignmentOrder(
      ["layla", "maricel", "hannah"],
      [...day, busy("layla", "16:00", "17:00"), busy("layla", "17:00", "17:30")],
    );
    expect(order).toEqual(["maricel", "hannah", "layla"]);
    expect(firstFree(order, day, at("10:00"), at("10:30"))).toBe("hannah");
    expect(firstFree(order, day, at("10:30"), at("11:00"))).toBe("layla");
    expect(firstFree(["maricel", "hannah"], day, at("10:30"), at("11:00"))).toBeNull();
    expect(firstFree(order, day, at("11:00"), at("12:00"))).toBe("maricel");
  });

  it("hands out K free people to K of N customers racing for one time, and no one twice", () => {
    const order = ["layla", "maricel", "hannah"];
    const taken: ReturnType<typeof busy>[] = [];
    const outcomes = Array.from({ length: 10 }, () => {
      const who = firstFree(order, taken, at("14:00"), at("14:30"));
      if (who) taken.push(busy(who, "14:00", "14:30"));
      return who;
    });
    expect(outcomes.filter(Boolean)).toEqual(["layla", "maricel", "hannah"]);
    expect(outcomes.filter((who) => who === null)).toHaveLength(7);
  });
});
