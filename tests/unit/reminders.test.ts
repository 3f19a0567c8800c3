import { describe, expect, it } from "vitest";
import { reminderDue, reminderWindow } from "../../graphql/modules/bookings/reminders";

// A booking on Tuesday 8 December 2026 at 10:00 in Dubai = 06:00 UTC.
const booking = (createdAt: string, cancelled = false) => ({ startsAt: "2026-12-08T10:00", createdAt: new Date(createdAt), cancelled });

describe("reminders, in Asia/Dubai whatever the machine's zone", () => {
  it("the window is the next 24 hours of Dubai wall time", () => {
    expect(reminderWindow(new Date("2026-12-07T06:00:00Z"))).toEqual({ after: "2026-12-07T10:00", until: "2026-12-08T10:00" });
  });

  it("is due from exactly 24 hours before the start until it starts", () => {
    const made = "2026-12-01T08:00:00Z";
    expect(reminderDue(booking(made), new Date("2026-12-07T05:59:00Z"))).toBe(false);
    expect(reminderDue(booking(made), new Date("2026-12-07T06:00:00Z"))).toBe(true);
    expect(reminderDue(booking(made), new Date("2026-12-08T05:59:00Z"))).toBe(true);
    expect(reminderDue(booking(made), new Date("2026-12-08T06:00:00Z"))).toBe(false);
  });

  it("a booking made less than 24 hours ahead gets none; one made exactly 24 hours ahead gets one", () => {
    const now = new Date("2026-12-07T20:00:00Z");
    expect(reminderDue(booking("2026-12-07T06:01:00Z"), now)).toBe(false);
    expect(reminderDue(booking("2026-12-07T06:00:00Z"), now)).toBe(true);
  });

  it("a cancelled booking gets none", () => {
    expect(reminderDue(booking("2026-12-01T08:00:00Z", true), new Date("2026-12-07T12:00:00Z"))).toBe(false);
  });
});
