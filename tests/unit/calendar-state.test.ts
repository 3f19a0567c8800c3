import { describe, expect, it } from "vitest";
import calendar from "../../app/i18n/catalogues/calendar.server";
import { bookingStateKey } from "../../app/lib/dashboard/calendar";

describe("the calendar's word for a booking's state", () => {
  it("tells a request, a confirmed booking, a visit that happened and a no-show apart, in both languages", () => {
    const keys = (["PENDING", "CONFIRMED", "COMPLETED", "NO_SHOW"] as const).map((state) => bookingStateKey({ state }));
    expect(new Set(keys).size).toBe(4);
    for (const texts of [calendar.en, calendar.ar]) {
      const words = keys.map((key) => texts[key]);
      expect(words.every(Boolean)).toBe(true);
      expect(new Set(words).size).toBe(4);
    }
    expect(keys.map((key) => calendar.en[key])).toEqual(["Pending", "Confirmed", "Completed", "No-show"]);
  });
});
