/**
 * Asia/Dubai wall-clock time. Dubai is UTC+4 all year (no daylight saving), so a fixed
 * offset is exact and does not depend on the server's zone or its time-zone database.
 */
export const DUBAI_UTC_OFFSET_MINUTES = 4 * 60;

export interface DubaiMoment {
  /** 'YYYY-MM-DD' */
  date: string;
  /** minutes since midnight, 0..1439 */
  minutes: number;
}

export function dubaiNow(now: Date): DubaiMoment {
  const shifted = new Date(now.getTime() + DUBAI_UTC_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 0 = Sunday … 5 = Friday, 6 = Saturday, for a 'YYYY-MM-DD' date (zone-free). */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 'HH:MM' for minutes since midnight. */
export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Minutes since midnight for 'HH:MM', or null. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The calendar date `days` after a 'YYYY-MM-DD' date (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Now as a Dubai wall time 'YYYY-MM-DDTHH:MM', the form bookings are stored in. */
export function dubaiWallClock(now: Date): string {
  const { date, minutes } = dubaiNow(now);
  return `${date}T${formatClock(minutes)}`;
}

/** Epoch milliseconds of a Dubai wall time read as UTC ('YYYY-MM-DDTHH:MM'; 'T24:00' is the next midnight). */
function wallMilliseconds(wallTime: string): number {
  const [hours, minutes] = wallTime.slice(11, 16).split(":").map(Number) as [number, number];
  return Date.parse(`${wallTime.slice(0, 10)}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
}

/** A wall time `minutes` later (negative: earlier), e.g. a booking's end plus the provider's buffer. */
export function shiftWallTime(wallTime: string, minutes: number): string {
  return new Date(wallMilliseconds(wallTime) + minutes * 60_000).toISOString().slice(0, 16);
}

/** Minutes from one wall time to another. */
export function minutesBetween(from: string, to: string): number {
  return (wallMilliseconds(to) - wallMilliseconds(from)) / 60_000;
}
