// Runs under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) from package.json: Dubai's week must not move.
import { describe, expect, it } from "vitest";
import provider from "~/i18n/catalogues/provider.server";
import { dubaiWeek, nextClosureText, openingHoursSpecification, weekRows } from "~/lib/listings/opening-week.server";

const open = (opens: string, closes: string) => ({ opens, closes });
const day = (date: string, hours: string, change: object = {}) => ({
  date,
  hours,
  special: false,
  specialReason: null,
  intervals: hours === "closed" ? [] : [open("10:00", "18:00")],
  closure: null,
  ...change,
});

describe("the provider page's week", () => {
  it("starts on the Saturday of Dubai's week, whatever the server's zone", () => {
    // 2026-11-27 20:30 UTC is Saturday 00:30 in Dubai: a new week.
    expect(dubaiWeek(new Date("2026-11-27T20:30:00Z"))).toEqual({ today: "2026-11-28", weekStart: "2026-11-28" });
    // 19:59 UTC is still Friday 23:59 in Dubai.
    expect(dubaiWeek(new Date("2026-11-27T19:59:00Z"))).toEqual({ today: "2026-11-27", weekStart: "2026-11-21" });
  });

  it("writes each date's hours, a closure with its reason, special hours and today, in English and Arabic", () => {
    const days = [
      day("2026-11-21", "10:00–13:00, 16:00–22:00"),
      day("2026-11-22", "closed", { closure: { reason: "Eid Al Fitr" } }),
      day("2026-11-23", "10:00–16:00", { special: true }),
      day("2026-11-24", "20:00–23:00", { special: true, specialReason: "Ramadan" }),
      day("2026-11-27", "closed"),
    ];
    expect(weekRows(days, "2026-11-23", "en", provider.en)).toEqual([
      { date: "2026-11-21", day: "Saturday", hours: "10:00–13:00, 16:00–22:00", today: false },
      { date: "2026-11-22", day: "Sunday", hours: "Closed: Eid Al Fitr", today: false },
      { date: "2026-11-23", day: "Monday (today)", hours: "10:00–16:00 (special hours)", today: true },
      { date: "2026-11-24", day: "Tuesday", hours: "20:00–23:00 (special hours: Ramadan)", today: false },
      { date: "2026-11-27", day: "Friday", hours: "Closed", today: false },
    ]);
    expect(weekRows(days, "2026-11-23", "ar", provider.ar).map((row) => [row.day, row.hours])).toEqual([
      ["السبت", "10:00–13:00, 16:00–22:00"],
      ["الأحد", "مغلق: Eid Al Fitr"],
      ["الاثنين (اليوم)", "10:00–16:00 (ساعات خاصة)"],
      ["الثلاثاء", "20:00–23:00 (ساعات خاصة: Ramadan)"],
      ["الجمعة", "مغلق"],
    ]);
  });

  it("names the next closure with its dates and reason", () => {
    expect(nextClosureText(undefined, "en", provider.en)).toBeNull();
    expect(nextClosureText({ from: "2027-03-08", to: "2027-03-08", reason: "Eid Al Fitr" }, "en", provider.en)).toBe(
      "Next closure: Monday, 8 March 2027, Eid Al Fitr",
    );
    expect(nextClosureText({ from: "2027-03-08", to: "2027-03-10", reason: null }, "ar", provider.ar)).toBe(
      "الإغلاق القادم: من الاثنين، 8 مارس 2027 إلى الأربعاء، 10 مارس 2027",
    );
  });

  it("gives schema.org hours: weekly intervals, special hours and closures with the dates they hold", () => {
    const specs = openingHoursSpecification(
      [
        { weekday: "SATURDAY", intervals: [open("10:00", "13:00"), open("16:00", "22:00")] },
        { weekday: "FRIDAY", intervals: [] },
      ],
      [
        { from: "2027-02-08", to: "2027-03-09", intervals: [open("10:00", "16:00")] },
        { from: "2027-03-20", to: "2027-03-20", intervals: [] },
      ],
      [{ from: "2027-03-10", to: "2027-03-12", reason: "Eid Al Fitr" }],
    );
    const spec = (fields: object) => ({ "@type": "OpeningHoursSpecification", ...fields });
    expect(specs).toEqual([
      spec({ dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "13:00" }),
      spec({ dayOfWeek: "https://schema.org/Saturday", opens: "16:00", closes: "22:00" }),
      spec({ opens: "10:00", closes: "16:00", validFrom: "2027-02-08", validThrough: "2027-03-09" }),
      spec({ opens: "00:00", closes: "00:00", validFrom: "2027-03-20", validThrough: "2027-03-20" }),
      spec({ opens: "00:00", closes: "00:00", validFrom: "2027-03-10", validThrough: "2027-03-12" }),
    ]);
  });
});
