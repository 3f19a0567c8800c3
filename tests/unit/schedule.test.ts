// Runs under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) from package.json: Dubai's answers must not move.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCHEDULE,
  dayClosedReason,
  hoursOn,
  offeredStarts,
  type OpenInterval,
  type PerformerDay,
  type ProviderSchedule,
  type WeeklyHours,
} from "../../graphql/modules/availability/schedule";

// 2026-11-21 is a Saturday; 06:15 UTC is 10:15 in Dubai. 2026-11-27 is a Friday, 2026-11-23 a Monday.
const SATURDAY_1015_DUBAI = new Date("2026-11-21T06:15:00Z");
const at = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
const open = (from: string, to: string): OpenInterval => ({ start: at(from), end: at(to), lastStart: null });
const anyone = (busy: PerformerDay["busy"] = []): PerformerDay => ({ staffId: "a", weekly: null, timeOff: [], busy });

/** Every day split 10:00–13:00 and 16:00–22:00; Friday 14:00–22:00. */
const SPLIT: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 5 ? [open("14:00", "22:00")] : [open("10:00", "13:00"), open("16:00", "22:00")],
);
const schedule = (change: Partial<ProviderSchedule> = {}): ProviderSchedule => ({ ...DEFAULT_SCHEDULE, weekly: SPLIT, ...change });

describe("the default schedule (the seed's rule)", () => {
  it("is Sat–Thu 10:00–18:00 with the last start 17:30 for any duration, Friday closed", () => {
    const times = offeredStarts(DEFAULT_SCHEDULE, "2026-11-22", SATURDAY_1015_DUBAI, 90, [anyone()]);
    expect(times).toHaveLength(16);
    expect([times[0], times.at(-1)]).toEqual(["10:00", "17:30"]);
    expect(dayClosedReason(DEFAULT_SCHEDULE, "2026-11-27", SATURDAY_1015_DUBAI)?.reason).toBe("FRIDAY");
  });
});

describe("split days", () => {
  it("offers starts in both intervals, each service ending by its interval's close", () => {
    const times = offeredStarts(schedule(), "2026-11-22", SATURDAY_1015_DUBAI, 60, [anyone()]);
    expect(times).toContain("12:00");
    expect(times).not.toContain("12:30"); // would end 13:30, after the midday close
    expect(times).not.toContain("13:00");
    expect(times).toContain("16:00");
    expect(times.at(-1)).toBe("21:00");
  });

  it("Friday 14:00–22:00: a 30-minute service at 21:30, no 60-minute one", () => {
    expect(offeredStarts(schedule(), "2026-11-27", SATURDAY_1015_DUBAI, 30, [anyone()]).at(-1)).toBe("21:30");
    const hour = offeredStarts(schedule(), "2026-11-27", SATURDAY_1015_DUBAI, 60, [anyone()]);
    expect(hour).toContain("21:00");
    expect(hour).not.toContain("21:30");
    expect(hour[0]).toBe("14:00");
  });

  it("says a weekday without hours is closed, naming Friday as before", () => {
    const sundayClosed = SPLIT.map((intervals, day) => (day === 0 ? [] : intervals));
    expect(dayClosedReason(schedule({ weekly: sundayClosed }), "2026-11-22", SATURDAY_1015_DUBAI)?.reason).toBe("CLOSED_WEEKDAY");
    expect(offeredStarts(schedule({ weekly: sundayClosed }), "2026-11-22", SATURDAY_1015_DUBAI, 30, [anyone()])).toEqual([]);
  });
});

describe("date overrides", () => {
  const eid = { id: "c1", from: "2026-11-23", to: "2026-11-23", reason: "Eid Al Fitr" };
  const ramadan = { id: "s1", from: "2026-11-22", to: "2026-11-30", intervals: [open("20:00", "23:00")], reason: "Ramadan" };

  it("a closure closes the day, with its reason, whatever the hours", () => {
    const closed = dayClosedReason(schedule({ closures: [eid], specialHours: [ramadan] }), "2026-11-23", SATURDAY_1015_DUBAI);
    expect(closed).toEqual({ reason: "CLOSURE", closure: eid });
    expect(offeredStarts(schedule({ closures: [eid] }), "2026-11-23", SATURDAY_1015_DUBAI, 30, [anyone()])).toEqual([]);
    expect(offeredStarts(schedule({ closures: [eid] }), "2026-11-24", SATURDAY_1015_DUBAI, 30, [anyone()])).not.toEqual([]);
  });

  it("Ramadan hours replace the weekly ones on every day of the range, Friday too", () => {
    const s = schedule({ specialHours: [ramadan] });
    expect(hoursOn(s, "2026-11-21").kind).toBe("open");
    const times = offeredStarts(s, "2026-11-24", SATURDAY_1015_DUBAI, 30, [anyone()]);
    expect([times[0], times.at(-1), times.length]).toEqual(["20:00", "22:30", 6]);
    expect(offeredStarts(s, "2026-11-27", SATURDAY_1015_DUBAI, 30, [anyone()])[0]).toBe("20:00");
    expect(offeredStarts(s, "2026-12-01", SATURDAY_1015_DUBAI, 30, [anyone()])[0]).toBe("10:00");
  });

  it("special hours with no intervals close the range (not as a Friday)", () => {
    const shut = schedule({ specialHours: [{ ...ramadan, intervals: [] }] });
    expect(dayClosedReason(shut, "2026-11-27", SATURDAY_1015_DUBAI)?.reason).toBe("CLOSED_WEEKDAY");
  });
});

describe("staff", () => {
  it("a performer's own hours and time off take them out; anyone else free keeps the time", () => {
    const mornings: WeeklyHours = SPLIT.map(() => [open("10:00", "13:00")]);
    const morningOnly: PerformerDay = { staffId: "m", weekly: mornings, timeOff: [], busy: [] };
    expect(offeredStarts(schedule(), "2026-11-22", SATURDAY_1015_DUBAI, 30, [morningOnly]).at(-1)).toBe("12:30");
    const onLeave: PerformerDay = {
      staffId: "l",
      weekly: null,
      timeOff: [{ startsAt: "2026-11-22T00:00", endsAt: "2026-11-23T00:00" }],
      busy: [],
    };
    expect(offeredStarts(schedule(), "2026-11-22", SATURDAY_1015_DUBAI, 30, [onLeave])).toEqual([]);
    expect(offeredStarts(schedule(), "2026-11-23", SATURDAY_1015_DUBAI, 30, [onLeave])).toHaveLength(18);
    const afternoonOff: PerformerDay = { ...onLeave, timeOff: [{ startsAt: "2026-11-22T16:00", endsAt: "2026-11-22T18:00" }] };
    const times = offeredStarts(schedule(), "2026-11-22", SATURDAY_1015_DUBAI, 30, [afternoonOff]);
    expect(times).not.toContain("17:30");
    expect(times).toContain("18:00");
    expect(offeredStarts(schedule(), "2026-11-22", SATURDAY_1015_DUBAI, 30, [onLeave, morningOnly])).toHaveLength(6);
  });
});

describe("booking rules", () => {
  it("a buffer keeps time free after each booking (and before, for the next one's end)", () => {
    const busy = [{ start: at("11:00"), end: at("11:30") }];
    const rules = { ...DEFAULT_SCHEDULE.rules, bufferMinutes: 15 };
    const times = offeredStarts(schedule({ rules }), "2026-11-22", SATURDAY_1015_DUBAI, 30, [anyone(busy)]);
    expect(times).not.toContain("10:30"); // ends 11:00, its buffer runs into 11:00
    expect(times).not.toContain("11:30"); // inside 11:30–11:45, the booking's buffer
    expect(times).toContain("12:00");
  });

  it("15-minute steps, and a minimum notice counted from Dubai's now across midnight", () => {
    const rules = { ...DEFAULT_SCHEDULE.rules, slotStepMinutes: 15 as const, minimumNoticeMinutes: 120 };
    const today = offeredStarts(schedule({ rules }), "2026-11-21", SATURDAY_1015_DUBAI, 30, [anyone()]);
    expect(today.slice(0, 2)).toEqual(["12:15", "12:30"]); // 10:15 + 2 h; 12:30 ends by 13:00
    // 21:30 Dubai on the 21st (17:30 UTC): ten hours' notice leaves the 22nd's early times out.
    const late = new Date("2026-11-21T17:30:00Z");
    const notice = { ...DEFAULT_SCHEDULE.rules, minimumNoticeMinutes: 13 * 60 };
    expect(offeredStarts(schedule({ rules: notice }), "2026-11-22", late, 30, [anyone()])[0]).toBe("10:30");
  });

  it("a provider's window decides the last bookable date", () => {
    const rules = { ...DEFAULT_SCHEDULE.rules, windowDays: 7 };
    expect(dayClosedReason(schedule({ rules }), "2026-11-28", SATURDAY_1015_DUBAI)).toBeNull();
    expect(dayClosedReason(schedule({ rules }), "2026-11-29", SATURDAY_1015_DUBAI)?.reason).toBe("BEYOND_WINDOW");
  });

  it("Dubai's date decides 'today' and 'past', whatever the process zone", () => {
    // 23:00 UTC on the 20th is 03:00 on the 21st in Dubai.
    const night = new Date("2026-11-20T23:00:00Z");
    expect(dayClosedReason(schedule(), "2026-11-20", night)?.reason).toBe("PAST_DATE");
    expect(offeredStarts(schedule(), "2026-11-21", night, 30, [anyone()])[0]).toBe("10:00");
  });
});
