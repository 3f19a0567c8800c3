import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../graphql/modules/bookings/repository";
import {
  analyticsOf,
  analyticsRange,
  calendarDays,
  calendarRange,
  dashboardRange,
  upcomingOf,
  upcomingRange,
} from "../../graphql/modules/dashboard/rules";
import { addDays, dubaiWallClock } from "../../graphql/shared/dubai-time";

// 2026-11-23 06:15 UTC = 10:15 on Monday 23 November in Dubai.
const NOW = new Date("2026-11-23T06:15:00Z");

let serial = 0;
function booking(startsAt: string, overrides: Partial<BookingRecord> = {}): BookingRecord {
  serial += 1;
  return {
    id: `b${serial}`,
    providerId: "glamour-spot",
    serviceId: "glamour-spot-haircut",
    staffId: null,
    startsAt,
    endsAt: startsAt,
    customerName: "Mariam",
    customerPhone: "+971505550101",
    customerEmail: null,
    idempotencyKey: `key-${serial}`,
    manageToken: null,
    status: "Confirmed",
    createdAt: "2026-11-01T00:00:00Z",
    ...overrides,
  };
}

describe("Dubai dates", () => {
  it("adds days across months and years, and gives now as a Dubai wall time", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(dubaiWallClock(NOW)).toBe("2026-11-23T10:15");
    expect(dubaiWallClock(new Date("2026-11-22T21:30:00Z"))).toBe("2026-11-23T01:30");
  });
});

describe("ranges", () => {
  it("cuts upcoming from now, the calendar as 14 whole days, analytics as 30 days back and 7 ahead", () => {
    expect(upcomingRange(NOW).from).toBe("2026-11-23T10:15");
    expect(calendarRange(NOW)).toEqual({ from: "2026-11-23T00:00", to: "2026-12-07T00:00" });
    expect(analyticsRange(NOW)).toEqual({ from: "2026-10-24T10:15", to: "2026-11-30T10:15" });
  });

  it("reads once what all three need: from the analytics' first moment on, holding the upcoming list and the calendar", () => {
    const read = dashboardRange(NOW);
    expect(read.from).toBe(analyticsRange(NOW).from);
    for (const range of [upcomingRange(NOW), calendarRange(NOW), analyticsRange(NOW)]) {
      expect(range.from >= read.from && range.to <= read.to).toBe(true);
    }
  });

  it("cuts the upcoming list from the one read: from now on, earlier today's and last month's left out", () => {
    const read = [booking("2026-10-25T11:00"), booking("2026-11-23T10:00"), booking("2026-11-23T10:15"), booking("2027-06-01T12:00")];
    expect(upcomingOf(NOW, read).map((b) => b.startsAt)).toEqual(["2026-11-23T10:15", "2027-06-01T12:00"]);
    // The calendar still shows this morning's booking, which the upcoming list no longer does.
    expect(calendarDays(NOW, read)[0]!.bookings.map((b) => b.startsAt)).toEqual(["2026-11-23T10:00", "2026-11-23T10:15"]);
  });
});

describe("calendar", () => {
  it("lists each of the 14 days with its bookings by time", () => {
    const days = calendarDays(NOW, [booking("2026-11-24T14:00"), booking("2026-11-24T10:00"), booking("2026-12-06T17:30")]);
    expect(days).toHaveLength(14);
    expect(days[0]!.date).toBe("2026-11-23");
    expect(days[13]!.date).toBe("2026-12-06");
    expect(days[1]!.bookings.map((b) => b.startsAt)).toEqual(["2026-11-24T10:00", "2026-11-24T14:00"]);
    expect(days[13]!.bookings).toHaveLength(1);
    expect(days[0]!.bookings).toEqual([]);
  });
});

describe("analytics", () => {
  it("counts live bookings of the last 30 days and the next 7, and the three most booked services", () => {
    const figures = analyticsOf(NOW, [
      booking("2026-10-24T10:00"), // just over 30 days ago: out
      booking("2026-10-25T10:00", { serviceId: "glamour-spot-facial" }),
      booking("2026-11-23T10:00", { serviceId: "glamour-spot-facial" }), // earlier today: past
      booking("2026-11-23T11:00", { serviceId: "glamour-spot-manicure" }), // later today: next 7 days
      booking("2026-11-25T11:00", { serviceId: "glamour-spot-pedicure" }),
      booking("2026-11-26T11:00", { serviceId: "glamour-spot-pedicure", status: "Cancelled" }), // cancelled: out
      booking("2026-11-27T11:00", { serviceId: "glamour-spot-facial", status: "Pending" }),
      booking("2026-11-30T10:15", { serviceId: "glamour-spot-nails" }), // 7 days on: out
    ]);
    expect(figures.last30Days).toBe(2);
    expect(figures.next7Days).toBe(3);
    expect(figures.topServices).toEqual([
      { serviceId: "glamour-spot-facial", providerId: "glamour-spot", bookings: 3 },
      { serviceId: "glamour-spot-manicure", providerId: "glamour-spot", bookings: 1 },
      { serviceId: "glamour-spot-pedicure", providerId: "glamour-spot", bookings: 1 },
    ]);
  });
});
