/**
 * The owner dashboard's rules (whose bookings an account may see or cancel is the ownership guard's,
 * graphql/shared/ownership.ts): how the upcoming list, the 14-day calendar and the analytics figures are cut from bookings. Pure:
 * times are Dubai wall times 'YYYY-MM-DDTHH:MM', as bookings are stored.
 */
import { addDays, dubaiNow, dubaiWallClock } from "../../shared/dubai-time";
import type { BookingRecord } from "../bookings/repository";

/** How far ahead the calendar view looks (issue 15: the next 14 days). */
export const CALENDAR_DAYS = 14;
export const ANALYTICS_PAST_DAYS = 30;
export const ANALYTICS_NEXT_DAYS = 7;
export const TOP_SERVICES = 3;
/** After every stored wall time: the upper bound of "upcoming". */
const END_OF_TIME = "9999-12-31T23:59";

export interface WallRange {
  from: string;
  to: string;
}

/** Upcoming: from now on. */
export const upcomingRange = (now: Date): WallRange => ({ from: dubaiWallClock(now), to: END_OF_TIME });

/**
 * What the dashboard reads once: from the analytics' first moment (30 days ago) on. It holds the upcoming
 * list, the calendar's 14 days and the analytics' range, so the Premium views cut theirs from the same
 * rows instead of a second read after the first (one D1 round trip, one snapshot for all three).
 */
export const dashboardRange = (now: Date): WallRange => ({ from: analyticsRange(now).from, to: END_OF_TIME });

/** The upcoming list cut from the dashboard's rows: from now on, in the order read (by time). */
export function upcomingOf(now: Date, bookings: readonly BookingRecord[]): BookingRecord[] {
  const { from } = upcomingRange(now);
  return bookings.filter((booking) => booking.startsAt >= from);
}

/** The calendar: today and the next 13 days, whole days. */
export function calendarRange(now: Date): WallRange {
  const today = dubaiNow(now).date;
  return { from: `${today}T00:00`, to: `${addDays(today, CALENDAR_DAYS)}T00:00` };
}

export interface CalendarDay {
  date: string;
  bookings: BookingRecord[];
}

/** Every day of the calendar range, each with its bookings by time (days without any included). */
export function calendarDays(now: Date, bookings: readonly BookingRecord[]): CalendarDay[] {
  const today = dubaiNow(now).date;
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => {
    const date = addDays(today, index);
    return {
      date,
      bookings: bookings.filter((booking) => booking.startsAt.slice(0, 10) === date).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    };
  });
}

/** Analytics read the last 30 days up to now and the next 7 days from now, in one range. */
export function analyticsRange(now: Date): WallRange {
  const wall = dubaiWallClock(now);
  const [today, time] = wall.split("T") as [string, string];
  return { from: `${addDays(today, -ANALYTICS_PAST_DAYS)}T${time}`, to: `${addDays(today, ANALYTICS_NEXT_DAYS)}T${time}` };
}

export interface ServiceCount {
  serviceId: string;
  providerId: string;
  bookings: number;
}

export interface AnalyticsFigures {
  /** Live bookings that started in the last 30 days. */
  last30Days: number;
  /** Live bookings starting in the next 7 days. */
  next7Days: number;
  /** The three most booked services over both periods, most first (ties: by service id). */
  topServices: ServiceCount[];
}

export function analyticsOf(now: Date, bookings: readonly BookingRecord[]): AnalyticsFigures {
  const wall = dubaiWallClock(now);
  const range = analyticsRange(now);
  const inRange = bookings.filter(
    (booking) => booking.status !== "Cancelled" && booking.startsAt >= range.from && booking.startsAt < range.to,
  );
  const counts = new Map<string, ServiceCount>();
  for (const booking of inRange) {
    const key = `${booking.providerId}\u0000${booking.serviceId}`;
    const entry = counts.get(key) ?? { serviceId: booking.serviceId, providerId: booking.providerId, bookings: 0 };
    entry.bookings += 1;
    counts.set(key, entry);
  }
  return {
    last30Days: inRange.filter((booking) => booking.startsAt < wall).length,
    next7Days: inRange.filter((booking) => booking.startsAt >= wall).length,
    topServices: [...counts.values()]
      .sort((a, b) => b.bookings - a.bookings || a.serviceId.localeCompare(b.serviceId))
      .slice(0, TOP_SERVICES),
  };
}
