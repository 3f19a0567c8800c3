/**
 * When a booking's reminder is due (issue 31): once, from 24 hours before it starts, and only for a
 * booking made at least 24 hours ahead (one made later has just had its confirmation). Times are
 * Asia/Dubai wall times ('YYYY-MM-DDTHH:MM'), as bookings store them; `now` and `createdAt` are instants.
 */
import { DUBAI_UTC_OFFSET_MINUTES } from "../../shared/dubai-time";

export const REMINDER_LEAD_HOURS = 24;

const HOUR = 3_600_000;
/** An instant → its Dubai wall time, 'YYYY-MM-DDTHH:MM'. */
const dubaiWall = (instant: number) => new Date(instant + DUBAI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
/** A Dubai wall time → its instant. */
const instantOf = (wallTime: string) => Date.parse(`${wallTime}:00Z`) - DUBAI_UTC_OFFSET_MINUTES * 60_000;

/** The starts whose reminders are due at `now`: after now, and at most 24 hours ahead (Dubai wall times). */
export function reminderWindow(now: Date): { after: string; until: string } {
  return { after: dubaiWall(now.getTime()), until: dubaiWall(now.getTime() + REMINDER_LEAD_HOURS * HOUR) };
}

/** The same rule for one booking, as the sweep's query applies it. */
export function reminderDue(booking: { startsAt: string; createdAt: Date; cancelled: boolean }, now: Date): boolean {
  const starts = instantOf(booking.startsAt);
  const { after, until } = reminderWindow(now);
  return (
    !booking.cancelled &&
    booking.startsAt > after &&
    booking.startsAt <= until &&
    booking.createdAt.getTime() <= starts - REMINDER_LEAD_HOURS * HOUR
  );
}
