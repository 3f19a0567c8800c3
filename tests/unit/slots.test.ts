// Runs under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) from package.json: Dubai's answers must not move.
import { describe, expect, it } from "vitest";
import { availableSlots, closedReason, dailySlotLabels, isOfferedSlot, lastBookableDate } from "../../graphql/modules/availability/slots";
import { dubaiNow, isCalendarDate, weekday } from "../../graphql/shared/dubai-time";
import { itGives } from "./rule-cases";

// 2026-11-21 is a Saturday. 06:15 UTC = 10:15 in Dubai.
const SATURDAY_1015_DUBAI = new Date("2026-11-21T06:15:00Z");

describe("Dubai time", () => {
  it("is UTC+4 whatever the process zone", () => {
    expect(dubaiNow(new Date("2026-11-21T06:15:00Z"))).toEqual({ date: "2026-11-21", minutes: 10 * 60 + 15 });
    // 21:30 UTC on the 20th is already 01:30 on the 21st in Dubai.
    expect(dubaiNow(new Date("2026-11-20T21:30:00Z"))).toEqual({ date: "2026-11-21", minutes: 90 });
  });

  itGives("knows calendar dates: %j", isCalendarDate, [
    ["2026-02-29", false],
    ["2028-02-29", true],
    ["2026-11-21T00:00", false],
    // A year typed digit by digit passes through 0002, 0020, 0202: real (past) dates, not invalid ones.
    ["0002-12-05", true],
    ["0020-02-29", true],
  ]);

  it("knows weekdays", () => {
    expect(weekday("2026-11-27")).toBe(5); // a Friday
  });
});

describe("booking window", () => {
  it("runs from Dubai's today to 90 days later", () => {
    expect(lastBookableDate(SATURDAY_1015_DUBAI)).toBe("2027-02-19");
    // 21:30 UTC on the 20th is the 21st in Dubai.
    expect(lastBookableDate(new Date("2026-11-20T21:30:00Z"))).toBe("2027-02-19");
    expect(closedReason("2027-02-18", SATURDAY_1015_DUBAI)).toBeNull(); // the 19th is a Friday
    expect(closedReason("2027-02-20", SATURDAY_1015_DUBAI)).toBe("BEYOND_WINDOW");
    expect(closedReason("9999-12-31", SATURDAY_1015_DUBAI)).toBe("BEYOND_WINDOW");
    expect(availableSlots("2027-02-20", SATURDAY_1015_DUBAI, 30)).toEqual([]);
  });
});

describe("slot rules", () => {
  it("offers 16 half-hour slots from 10:00 to 17:30", () => {
    const labels = dailySlotLabels();
    expect(labels).toHaveLength(16);
    expect(labels[0]).toBe("10:00");
    expect(labels[1]).toBe("10:30");
    expect(labels.at(-1)).toBe("17:30");
    expect(availableSlots("2026-11-22", SATURDAY_1015_DUBAI, 60)).toEqual(labels);
  });

  it("offers nothing without a date, for a past date, an invalid one, or a Friday", () => {
    expect(closedReason(null, SATURDAY_1015_DUBAI)).toBe("NO_DATE");
    expect(closedReason("2026-11-20", SATURDAY_1015_DUBAI)).toBe("PAST_DATE");
    expect(closedReason("2026-13-01", SATURDAY_1015_DUBAI)).toBe("INVALID_DATE");
    expect(closedReason("2026-11-27", SATURDAY_1015_DUBAI)).toBe("FRIDAY");
    expect(closedReason("0002-11-27", SATURDAY_1015_DUBAI)).toBe("PAST_DATE");
    expect(availableSlots("2026-11-27", SATURDAY_1015_DUBAI, 30)).toEqual([]);
    expect(availableSlots(undefined, SATURDAY_1015_DUBAI, 30)).toEqual([]);
  });

  it("offers only later slots today, in Dubai's today", () => {
    const today = availableSlots("2026-11-21", SATURDAY_1015_DUBAI, 30);
    expect(today[0]).toBe("10:30");
    expect(today).toHaveLength(15);
    // Exactly on a slot's start: that slot is no longer "later than now".
    expect(availableSlots("2026-11-21", new Date("2026-11-21T06:30:00Z"), 30)[0]).toBe("11:00");
    // 23:00 UTC on the 20th is 03:00 on the 21st in Dubai: the 21st is today, the 20th is past.
    const lateNight = new Date("2026-11-20T23:00:00Z");
    expect(availableSlots("2026-11-21", lateNight, 30)).toHaveLength(16);
    expect(closedReason("2026-11-20", lateNight)).toBe("PAST_DATE");
    // After 17:30 Dubai time nothing is left today.
    expect(availableSlots("2026-11-21", new Date("2026-11-21T13:45:00Z"), 30)).toEqual([]);
  });

  it("hides slots that would overlap a booking, by the service's duration", () => {
    const busy = [{ start: 11 * 60, end: 12 * 60 }]; // 11:00–12:00 taken
    const halfHour = availableSlots("2026-11-22", SATURDAY_1015_DUBAI, 30, busy);
    expect(halfHour).not.toContain("11:00");
    expect(halfHour).not.toContain("11:30");
    expect(halfHour).toContain("10:30");
    expect(halfHour).toContain("12:00");
    const ninety = availableSlots("2026-11-22", SATURDAY_1015_DUBAI, 90, busy);
    expect(ninety).not.toContain("10:00"); // 10:00–11:30 would overlap
    expect(ninety).toContain("12:00");
    expect(isOfferedSlot("2026-11-22", "12:00", SATURDAY_1015_DUBAI, 30, busy)).toBe(true);
    expect(isOfferedSlot("2026-11-22", "12:15", SATURDAY_1015_DUBAI, 30, busy)).toBe(false);
  });
});
