// Runs under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) from package.json: Dubai's answers must not move.
import { describe, expect, it } from "vitest";
import { dayHoursText, openingHoursText, weeklyHoursText } from "../../graphql/modules/availability/hours-text";
import { DEFAULT_SCHEDULE, type OpenInterval, type WeeklyHours } from "../../graphql/modules/availability/schedule";

const at = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
const open = (from: string, to: string): OpenInterval => ({ start: at(from), end: at(to), lastStart: null });
/** Sat–Wed split 10:00–13:00 and 16:00–22:00, Thursday 10:00–22:00, Friday 14:00–22:00. */
const SPLIT: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 5 ? [open("14:00", "22:00")] : day === 4 ? [open("10:00", "22:00")] : [open("10:00", "13:00"), open("16:00", "22:00")],
);

describe("the hours as words", () => {
  it("says the seed's week exactly as the spec and the sample providers do", () => {
    expect(weeklyHoursText(DEFAULT_SCHEDULE.weekly, "en")).toBe("Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed");
    expect(openingHoursText(DEFAULT_SCHEDULE, "2026-11-27", "en")).toBe("Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed");
  });

  it("says it in Arabic with Arabic day names and the site's digits", () => {
    expect(openingHoursText(DEFAULT_SCHEDULE, "2026-11-27", "ar")).toBe("السبت–الخميس 10:00–18:00 (آخر موعد 17:30)، الجمعة مغلق");
  });

  it("groups neighbouring days with the same hours and lists a split day's intervals", () => {
    expect(weeklyHoursText(SPLIT, "en")).toBe("Sat–Wed 10:00–13:00, 16:00–22:00, Thu 10:00–22:00, Fri 14:00–22:00");
    expect(dayHoursText([], "en")).toBe("closed");
    expect(dayHoursText(SPLIT[0]!, "ar")).toBe("10:00–13:00، 16:00–22:00");
  });

  it("adds special hours that have not ended (Ramadan), not those past", () => {
    const ramadan = { id: "r", from: "2027-02-08", to: "2027-03-09", intervals: [open("10:00", "16:00")], reason: null };
    const eid = { id: "e", from: "2026-03-20", to: "2026-03-20", intervals: [], reason: null };
    const schedule = { weekly: DEFAULT_SCHEDULE.weekly, specialHours: [ramadan, eid] };
    expect(openingHoursText(schedule, "2027-03-09", "en")).toBe(
      "Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed; 2027-02-08 to 2027-03-09: 10:00–16:00",
    );
    expect(openingHoursText(schedule, "2027-03-10", "en")).toBe("Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed");
    expect(openingHoursText(schedule, "2027-01-01", "ar")).toBe(
      "السبت–الخميس 10:00–18:00 (آخر موعد 17:30)، الجمعة مغلق؛ من 2027-02-08 إلى 2027-03-09: 10:00–16:00",
    );
  });
});
