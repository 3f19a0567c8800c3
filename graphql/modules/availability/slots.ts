/**
 * The sample providers' slot rules (the default schedule, schedule.ts): half-hour slots from 10:00 to
 * 17:30 in Asia/Dubai; none without a date, for a past date, or on a Friday; today only later slots.
 */
import { formatClock } from "../../shared/dubai-time";
import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_SCHEDULE,
  DEFAULT_WEEKLY_HOURS,
  dayClosedReason,
  dayStarts,
  lastBookableDateOf,
  offeredStarts,
  type BusyInterval,
  type DayClosedReason,
} from "./schedule";
import { weeklyHoursText } from "./hours-text";

export type { BusyInterval } from "./schedule";

/** How far ahead a booking may be made by default: today plus this many days (Asia/Dubai). */
export const BOOKING_WINDOW_DAYS = DEFAULT_BOOKING_RULES.windowDays;

/** Why a date has no slots at all under the default schedule (null when it may have some): it has no closures or closed weekdays but Friday. */
export type ClosedReason = Exclude<DayClosedReason, "CLOSED_WEEKDAY" | "CLOSURE">;

/** The last bookable date under the default window: Dubai's today plus the booking window. */
export function lastBookableDate(now: Date): string {
  return lastBookableDateOf(DEFAULT_BOOKING_RULES, now);
}

export function closedReason(date: string | null | undefined, now: Date): ClosedReason | null {
  return (dayClosedReason(DEFAULT_SCHEDULE, date, now)?.reason as ClosedReason | undefined) ?? null;
}

/**
 * The default schedule's hours in English, as the sample providers state them (the seed migrations):
 * stored with a newly approved listing (the legacy `opening_hours` column; the API generates the text).
 */
export function openingHoursText(): string {
  return weeklyHoursText(DEFAULT_WEEKLY_HOURS, "en");
}

/** Every slot label of an open day of the default schedule: '10:00', '10:30', … '17:30' (16 slots). */
export function dailySlotLabels(): string[] {
  return dayStarts(DEFAULT_WEEKLY_HOURS[6]!, DEFAULT_BOOKING_RULES).map(formatClock);
}

/**
 * The default schedule's slots still offered for a date: the day's slots, minus past ones (today,
 * Dubai time), minus any whose [start, start + duration) would overlap a live booking.
 */
export function availableSlots(
  date: string | null | undefined,
  now: Date,
  durationMinutes: number,
  busy: readonly BusyInterval[] = [],
): string[] {
  return offeredStarts(DEFAULT_SCHEDULE, date, now, durationMinutes, [{ staffId: "", weekly: null, timeOff: [], busy }]);
}

/** True when `time` is one of the slots offered for that date and service. */
export function isOfferedSlot(date: string, time: string, now: Date, durationMinutes: number, busy: readonly BusyInterval[] = []): boolean {
  return availableSlots(date, now, durationMinutes, busy).includes(time);
}
