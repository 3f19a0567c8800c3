/**
 * Booking slot rules: half-hour slots from 10:00 to 17:30 in
 * Asia/Dubai; none without a date, for a past date, or on a Friday; today only later slots.
 */
import { dubaiNow, formatClock, isCalendarDate, parseClock, weekday } from "../../shared/dubai-time";

export const SLOT_MINUTES = 30;
export const FIRST_SLOT = 10 * 60;
export const LAST_SLOT = 17 * 60 + 30;
export const FRIDAY = 5;

/** How far ahead a booking may be made: today plus this many days (Asia/Dubai). */
export const BOOKING_WINDOW_DAYS = 90;

/** Why a date has no slots at all (null when it may have some). */
export type ClosedReason = "NO_DATE" | "INVALID_DATE" | "PAST_DATE" | "BEYOND_WINDOW" | "FRIDAY";

/** The last bookable date: Dubai's today plus the booking window. */
export function lastBookableDate(now: Date): string {
  const today = new Date(`${dubaiNow(now).date}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + BOOKING_WINDOW_DAYS);
  return today.toISOString().slice(0, 10);
}

export function closedReason(date: string | null | undefined, now: Date): ClosedReason | null {
  if (!date) return "NO_DATE";
  if (!isCalendarDate(date)) return "INVALID_DATE";
  if (date < dubaiNow(now).date) return "PAST_DATE";
  if (date > lastBookableDate(now)) return "BEYOND_WINDOW";
  if (weekday(date) === FRIDAY) return "FRIDAY";
  return null;
}

/**
 * The opening hours these rules mean, as the sample providers state them (the seed migrations): a
 * provider page never promises a time that cannot be booked.
 */
export function openingHoursText(): string {
  const [first, last] = [formatClock(FIRST_SLOT), formatClock(LAST_SLOT)];
  return `Sat–Thu ${first}–${formatClock(LAST_SLOT + SLOT_MINUTES)} (last appointment ${last}), Fri closed`;
}

/** Every slot label of an open day: '10:00', '10:30', … '17:30' (16 slots). */
export function dailySlotLabels(): string[] {
  const labels: string[] = [];
  for (let minutes = FIRST_SLOT; minutes <= LAST_SLOT; minutes += SLOT_MINUTES) labels.push(formatClock(minutes));
  return labels;
}

/** A booking already holding the provider's time, as wall-clock minutes on the same date. */
export interface BusyInterval {
  start: number;
  end: number;
}

/**
 * The slots still offered for a date: the day's slots, minus past ones (today, Dubai time),
 * minus any whose [start, start + duration) would overlap a live booking.
 */
export function availableSlots(
  date: string | null | undefined,
  now: Date,
  durationMinutes: number,
  busy: readonly BusyInterval[] = [],
): string[] {
  if (closedReason(date, now)) return [];
  const current = dubaiNow(now);
  const isToday = date === current.date;
  return dailySlotLabels().filter((label) => {
    const start = parseClock(label)!;
    if (isToday && start <= current.minutes) return false;
    const end = start + durationMinutes;
    return !busy.some((interval) => interval.start < end && interval.end > start);
  });
}

/** True when `time` is one of the slots offered for that date and service. */
export function isOfferedSlot(date: string, time: string, now: Date, durationMinutes: number, busy: readonly BusyInterval[] = []): boolean {
  return availableSlots(date, now, durationMinutes, busy).includes(time);
}
