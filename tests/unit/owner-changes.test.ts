// Runs under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) from package.json: Dubai's answers must not move.
import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE, type PerformerDay, type ProviderSchedule } from "../../graphql/modules/availability/schedule";
import { rescheduleRefusal, walkInRefusal, type OwnerTarget } from "../../graphql/modules/bookings/owner-changes";
import { rescheduleSchema, walkInSchema } from "../../graphql/modules/bookings/owner-change-schema";
import { moveTimesOn } from "../../graphql/modules/bookings/owner-change-service";
import type { ProviderDay } from "../../graphql/modules/availability/repository";
import type { BookingRecord } from "../../graphql/modules/bookings/repository";

// 2026-11-21 is a Saturday; 06:15 UTC is 10:15 in Dubai. 2026-11-27 is a Friday (closed by default).
const NOW = new Date("2026-11-21T06:15:00Z");
const free = (change: Partial<PerformerDay> = {}): PerformerDay => ({ staffId: "s1", weekly: null, timeOff: [], busy: [], ...change });
const target = (date: string, time: string, performer = free(), durationMinutes = 60): OwnerTarget => ({
  date,
  time,
  durationMinutes,
  performer,
});
const booked = { status: "Confirmed" as const, startsAt: "2026-11-22T11:00" };
const buffered: ProviderSchedule = { ...DEFAULT_SCHEDULE, rules: { ...DEFAULT_SCHEDULE.rules, bufferMinutes: 15 } };

describe("moving a booking", () => {
  it("moves a future booking to a free start of the hours in force", () => {
    expect(rescheduleRefusal(booked, DEFAULT_SCHEDULE, target("2026-11-23", "14:00"), NOW)).toBeNull();
    // Later today is fine, and the owner's move is not held to the customers' minimum notice.
    const noticed = { ...DEFAULT_SCHEDULE, rules: { ...DEFAULT_SCHEDULE.rules, minimumNoticeMinutes: 240 } };
    expect(rescheduleRefusal(booked, noticed, target("2026-11-21", "10:30"), NOW)).toBeNull();
  });

  it("never moves a cancelled booking or one that has started", () => {
    expect(rescheduleRefusal({ ...booked, status: "Cancelled" }, DEFAULT_SCHEDULE, target("2026-11-23", "14:00"), NOW)).toBe("CANCELLED");
    expect(rescheduleRefusal({ ...booked, startsAt: "2026-11-21T10:00" }, DEFAULT_SCHEDULE, target("2026-11-23", "14:00"), NOW)).toBe(
      "STARTED",
    );
    expect(rescheduleRefusal({ ...booked, startsAt: "2026-11-20T12:00" }, DEFAULT_SCHEDULE, target("2026-11-23", "14:00"), NOW)).toBe(
      "STARTED",
    );
  });

  it("never moves into the past, another past day, or beyond the booking window", () => {
    expect(rescheduleRefusal(booked, DEFAULT_SCHEDULE, target("2026-11-21", "10:00"), NOW)).toBe("PAST");
    expect(rescheduleRefusal(booked, DEFAULT_SCHEDULE, target("2026-11-20", "14:00"), NOW)).toBe("PAST");
    expect(rescheduleRefusal(booked, DEFAULT_SCHEDULE, target("2027-02-20", "14:00"), NOW)).toBe("BEYOND_WINDOW");
    expect(rescheduleRefusal(booked, DEFAULT_SCHEDULE, target("2026-02-30", "14:00"), NOW)).toBe("INVALID_DATE");
    expect(rescheduleRefusal(booked, DEFAULT_SCHEDULE, target("2026-11-23", "25:00"), NOW)).toBe("INVALID_TIME");
  });

  it("only to a time the professional works and is free for the whole duration plus the buffer", () => {
    const unavailable = (schedule: ProviderSchedule, at: OwnerTarget) => rescheduleRefusal(booked, schedule, at, NOW);
    expect(unavailable(DEFAULT_SCHEDULE, target("2026-11-27", "14:00"))).toBe("UNAVAILABLE"); // Friday: closed
    expect(unavailable(DEFAULT_SCHEDULE, target("2026-11-23", "14:10"))).toBe("UNAVAILABLE"); // off the half-hour grid
    expect(unavailable(DEFAULT_SCHEDULE, target("2026-11-23", "09:30"))).toBe("UNAVAILABLE"); // before opening
    const busy = free({ busy: [{ start: 15 * 60, end: 16 * 60 }] });
    expect(unavailable(DEFAULT_SCHEDULE, target("2026-11-23", "14:30", busy))).toBe("UNAVAILABLE"); // runs into 15:00
    expect(unavailable(DEFAULT_SCHEDULE, target("2026-11-23", "14:00", busy))).toBeNull(); // ends as the next begins
    expect(unavailable(buffered, target("2026-11-23", "14:00", busy))).toBe("UNAVAILABLE"); // but not with a buffer
    const away = free({ timeOff: [{ startsAt: "2026-11-23T13:00", endsAt: "2026-11-23T18:00" }] });
    expect(unavailable(DEFAULT_SCHEDULE, target("2026-11-23", "14:00", away))).toBe("UNAVAILABLE");
    const mornings = free({ weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ start: 600, end: 780, lastStart: null }]) });
    expect(unavailable(DEFAULT_SCHEDULE, target("2026-11-23", "14:00", mornings))).toBe("UNAVAILABLE");
    expect(unavailable(DEFAULT_SCHEDULE, target("2026-11-23", "11:00", mornings))).toBeNull();
  });
});

describe("walk-in and phone bookings", () => {
  it("may record a visit earlier today, never on another past day or beyond the window", () => {
    expect(walkInRefusal(DEFAULT_SCHEDULE, target("2026-11-21", "10:00"), NOW)).toBeNull();
    expect(walkInRefusal(DEFAULT_SCHEDULE, target("2026-11-21", "16:00"), NOW)).toBeNull();
    expect(walkInRefusal(DEFAULT_SCHEDULE, target("2026-11-20", "16:00"), NOW)).toBe("PAST");
    expect(walkInRefusal(DEFAULT_SCHEDULE, target("2027-02-18", "10:00"), NOW)).toBeNull(); // a Thursday inside the window
    expect(walkInRefusal(DEFAULT_SCHEDULE, target("2027-02-20", "10:00"), NOW)).toBe("BEYOND_WINDOW");
  });

  it("counts against capacity: a busy professional or closed hours refuse", () => {
    const busy = free({ busy: [{ start: 600, end: 660 }] });
    expect(walkInRefusal(DEFAULT_SCHEDULE, target("2026-11-21", "10:00", busy), NOW)).toBe("UNAVAILABLE");
    expect(walkInRefusal(DEFAULT_SCHEDULE, target("2026-11-27", "10:00"), NOW)).toBe("UNAVAILABLE");
  });

  it("needs a name and a UAE phone; the email is optional; the source is a walk-in or a phone call", () => {
    const input = {
      providerId: "glamour-spot",
      serviceId: "s1",
      staffId: "st1",
      startsAt: "2026-11-21T10:00",
      customerName: "  Mariam  ",
      customerPhone: "050 123 4567",
      source: "phone",
    };
    expect(walkInSchema.parse(input)).toMatchObject({ customerName: "Mariam", customerPhone: "+971501234567", customerEmail: null });
    const refused = walkInSchema.safeParse({ ...input, customerName: "", customerPhone: "123", source: "online", startsAt: "10:00" });
    expect(refused.success).toBe(false);
    const fields = new Set(refused.error!.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(["customerName", "customerPhone", "source", "startsAt"]));
    expect(walkInSchema.safeParse({ ...input, customerEmail: "not an email" }).success).toBe(false);
    expect(rescheduleSchema.safeParse({ bookingId: "b", startsAt: "2026-11-21T10:00", staffId: "" }).success).toBe(false);
  });
});

describe("the times a booking can be moved to (the owner's reschedule form)", () => {
  // Sunday 2026-11-22, the default 10:00–18:00 (last start 17:30); Layla and Omar do the 60-minute facial, Sara does not.
  const staff = (id: string, name: string) => ({ id, providerId: "p", name, title: "Stylist", imageUrl: "" });
  const day = (busy: { staffId: string; start: number; end: number }[] = [], schedule: ProviderSchedule = DEFAULT_SCHEDULE) =>
    ({
      schedule,
      services: [{ id: "facial", providerId: "p", name: "Facial", priceAed: 200, durationMinutes: 60 }],
      staff: [staff("layla", "Layla"), staff("omar", "Omar"), staff("sara", "Sara")],
      qualifications: [
        { staffId: "layla", serviceId: "facial" },
        { staffId: "omar", serviceId: "facial" },
      ],
      staffHours: new Map(),
      timeOff: [],
      busy,
    }) as unknown as ProviderDay;
  const booking = {
    id: "b1",
    providerId: "p",
    serviceId: "facial",
    staffId: "layla",
    status: "Confirmed",
    startsAt: "2026-11-22T11:00",
    endsAt: "2026-11-22T12:00",
  } as unknown as BookingRecord;
  const ownBusy = { staffId: "layla", start: 11 * 60, end: 12 * 60 };

  it("offers the booking's own time and the same professional's overlapping times: it is not in its own way", () => {
    const [layla, omar] = moveTimesOn(day([ownBusy]), booking, "2026-11-22", NOW);
    expect(layla).toMatchObject({ staffId: "layla", staffName: "Layla" });
    expect(layla!.times).toEqual(expect.arrayContaining(["10:30", "11:00", "11:30"]));
    expect(layla!.times).toHaveLength(16); // 10:00 … 17:30, the default schedule's last start
    expect(omar!.times).toHaveLength(16);
  });

  it("leaves out another booking's time, and only the professionals who do the service are listed", () => {
    const other = { staffId: "omar", start: 14 * 60, end: 15 * 60 };
    const times = moveTimesOn(day([ownBusy, other]), booking, "2026-11-22", NOW);
    expect(times.map((entry) => entry.staffId)).toEqual(["layla", "omar"]);
    expect(times[1]!.times).not.toContain("13:30");
    expect(times[1]!.times).not.toContain("14:00");
    expect(times[1]!.times).toContain("15:00");
  });

  it("ignores the customers' minimum notice but never offers a time already past", () => {
    const noticed = { ...DEFAULT_SCHEDULE, rules: { ...DEFAULT_SCHEDULE.rules, minimumNoticeMinutes: 240 } };
    const today = { ...booking, startsAt: "2026-11-21T16:00", endsAt: "2026-11-21T17:00" } as BookingRecord;
    const [layla] = moveTimesOn(day([], noticed), today, "2026-11-21", NOW); // 10:15 in Dubai
    expect(layla!.times[0]).toBe("10:30");
    expect(moveTimesOn(day([]), booking, "2026-11-27", NOW)[0]!.times).toEqual([]); // Friday: closed
  });
});
