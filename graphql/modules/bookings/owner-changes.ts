/**
 * What an owner may do to the book by hand (issue #32): move a booking to another time or professional,
 * and enter a walk-in or phone booking. Pure rules over the provider's day (docs/decisions/064-reschedule-and-walk-ins.md);
 * the database decides who is free in the same single step as a new booking, excluding the booking moved.
 */
import {
  dayStarts,
  fitsIn,
  hoursOn,
  lastBookableDateOf,
  performerFree,
  type PerformerDay,
  type ProviderSchedule,
} from "../availability/schedule";
import { dubaiNow, formatClock, isCalendarDate, parseClock } from "../../shared/dubai-time";
import type { BookingRecord } from "./repository";

/** Why an owner's change is refused before the database is asked. */
export type OwnerChangeRefusal =
  /** A cancelled booking stays cancelled: a new time needs a new booking. */
  | "CANCELLED"
  /** The booking has started (or is over): its time is history, not a plan. */
  | "STARTED"
  | "INVALID_DATE"
  | "INVALID_TIME"
  /** A day before today; or, for a move, a time today already past. */
  | "PAST"
  | "BEYOND_WINDOW"
  /** A closed day, outside the hours in force, off the slot grid, or the professional is away, off or busy. */
  | "UNAVAILABLE";

/** The target of a move or a walk-in: a performer of the service on a date and time. */
export interface OwnerTarget {
  date: string;
  time: string;
  durationMinutes: number;
  /** The professional asked for, as availability sees their day (the booking moved is not among their busy times). */
  performer: PerformerDay;
}

/** True when [time, time + duration) is a start of the hours in force and the performer works and is free for it (and the buffer). */
function fitsTheDay(schedule: ProviderSchedule, { date, time, durationMinutes, performer }: OwnerTarget): boolean {
  const hours = hoursOn(schedule, date);
  if (hours.kind !== "open") return false;
  const start = parseClock(time)!;
  return (
    dayStarts(hours.intervals, schedule.rules).includes(start) &&
    fitsIn(hours.intervals, start, durationMinutes) &&
    performerFree(performer, date, start, durationMinutes, schedule.rules.bufferMinutes)
  );
}

/** The date and time's own rules: a real date from today to the end of the booking window. */
function dateRefusal(schedule: ProviderSchedule, target: OwnerTarget, now: Date): OwnerChangeRefusal | null {
  if (!isCalendarDate(target.date)) return "INVALID_DATE";
  if (parseClock(target.time) === null) return "INVALID_TIME";
  if (target.date < dubaiNow(now).date) return "PAST";
  if (target.date > lastBookableDateOf(schedule.rules, now)) return "BEYOND_WINDOW";
  return null;
}

/** Dubai wall time 'YYYY-MM-DDTHH:MM' of now. */
const wallNow = (now: Date) => {
  const { date, minutes } = dubaiNow(now);
  return `${date}T${formatClock(minutes)}`;
};

/**
 * Whether the owner may move `booking` to the target: not a cancelled one, not one that has started,
 * not into the past, and only to a start of the hours in force where the professional works and is free
 * for the whole duration and the buffer. The owner's move ignores the customers' minimum notice.
 */
export function rescheduleRefusal(
  booking: Pick<BookingRecord, "status" | "startsAt">,
  schedule: ProviderSchedule,
  target: OwnerTarget,
  now: Date,
): OwnerChangeRefusal | null {
  if (booking.status === "Cancelled") return "CANCELLED";
  if (booking.startsAt <= wallNow(now)) return "STARTED";
  const refusal = dateRefusal(schedule, target, now);
  if (refusal) return refusal;
  if (`${target.date}T${target.time}` <= wallNow(now)) return "PAST";
  return fitsTheDay(schedule, target) ? null : "UNAVAILABLE";
}

/**
 * Whether the owner may enter a walk-in or phone booking at the target: any start of the hours in force
 * from the beginning of today (a visit that already happened is recorded, never one of another past day)
 * to the end of the booking window, where the professional works and is free. Customers' daily limits do
 * not apply to the owner's own entries; capacity does.
 */
export function walkInRefusal(schedule: ProviderSchedule, target: OwnerTarget, now: Date): OwnerChangeRefusal | null {
  return dateRefusal(schedule, target, now) ?? (fitsTheDay(schedule, target) ? null : "UNAVAILABLE");
}
