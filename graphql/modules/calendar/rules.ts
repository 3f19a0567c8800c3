/**
 * The front desk's calendar (issue #32): for a provider and a day or a week, each professional's working
 * time, time off, bookings and the free time between them. Pure: it combines what availability already
 * decides (`hoursOn` for weekly hours, closures and special hours; a staff member's own weekly hours),
 * and draws it; nothing here decides whether a time may be booked. Every time is Asia/Dubai wall clock:
 * minutes since midnight of a 'YYYY-MM-DD' date, as bookings are stored.
 */
import { addDays, parseClock, weekday } from "../../shared/dubai-time";
import type { BookingRecord } from "../bookings/repository";
import { hoursOn, type Closure, type ProviderSchedule, type SpecialHours, type TimeOff, type WeeklyHours } from "../availability/schedule";

/** The calendar shows one day or one week (never an open-ended range: one bounded read). */
export const CALENDAR_SPANS = [1, 7] as const;
export type CalendarSpan = (typeof CALENDAR_SPANS)[number];

const DAY_MINUTES = 24 * 60;

/** [start, end) in minutes of the day. */
export interface Span {
  start: number;
  end: number;
}

export interface CalendarTimeOff extends Span {
  reason: string | null;
}

export interface CalendarBlock extends Span {
  booking: BookingRecord;
}

/** One professional on one day; `staffId` null is the column of bookings no professional was given to. */
export interface CalendarColumn {
  staffId: string | null;
  /** When they work that day: the provider's hours in force, within their own weekly hours. */
  working: Span[];
  /** Their time off that day (shaded), clipped to the day. */
  timeOff: CalendarTimeOff[];
  /** Their live bookings that day, by start. */
  bookings: CalendarBlock[];
  /** Working time with no booking and no time off: where the desk can enter a walk-in. */
  free: Span[];
}

export interface CalendarDay {
  date: string;
  /** The closure that shuts the whole day, with its reason. */
  closure: Closure | null;
  /** The special hours in force that day (Ramadan), if any. */
  special: SpecialHours | null;
  /** The provider's open intervals in force (none: closed). */
  open: Span[];
  /**
   * The time axis: the provider's earliest opening to its latest closing that day, widened to any booking
   * outside them (a last start that runs past closing, hours changed after booking); null: nothing to show.
   */
  axis: Span | null;
  columns: CalendarColumn[];
}

export interface CalendarInputs {
  schedule: Pick<ProviderSchedule, "weekly" | "closures" | "specialHours">;
  /** The provider's professionals in its order. */
  staff: readonly { id: string }[];
  /** Their own weekly hours; a professional absent here works all the provider's open hours. */
  staffHours: ReadonlyMap<string, WeeklyHours>;
  timeOff: readonly TimeOff[];
  /** Live bookings over the dates (cancelled ones are not drawn). */
  bookings: readonly BookingRecord[];
}

/** The dates shown: `days` consecutive dates from `date`. */
export const calendarDates = (date: string, days: CalendarSpan): string[] =>
  Array.from({ length: days }, (_, index) => addDays(date, index));

/** The wall-time range [from, to) the calendar reads for those dates. */
export const calendarRange = (date: string, days: CalendarSpan) => ({ from: `${date}T00:00`, to: `${addDays(date, days)}T00:00` });

/** The part of [from, to) (wall times) that falls on `date`, in minutes of that date; null when none does. */
export function spanOn(date: string, from: string, to: string): Span | null {
  const next = addDays(date, 1);
  if (from >= `${next}T00:00` || to <= `${date}T00:00`) return null;
  const start = from.slice(0, 10) < date ? 0 : (parseClock(from.slice(11, 16)) ?? 0);
  const end = to.slice(0, 10) > date ? DAY_MINUTES : (parseClock(to.slice(11, 16)) ?? DAY_MINUTES);
  return end > start ? { start, end } : null;
}

/** Where two lists of spans overlap. */
export function intersect(a: readonly Span[], b: readonly Span[]): Span[] {
  const spans: Span[] = [];
  for (const left of a) {
    for (const right of b) {
      const start = Math.max(left.start, right.start);
      const end = Math.min(left.end, right.end);
      if (end > start) spans.push({ start, end });
    }
  }
  return spans.sort((x, y) => x.start - y.start);
}

/** `spans` with every part covered by `taken` removed. */
export function subtract(spans: readonly Span[], taken: readonly Span[]): Span[] {
  let left = spans.map(({ start, end }) => ({ start, end }));
  for (const cut of taken) {
    left = left.flatMap((span) => {
      if (cut.end <= span.start || cut.start >= span.end) return [span];
      return [
        ...(cut.start > span.start ? [{ start: span.start, end: cut.start }] : []),
        ...(cut.end < span.end ? [{ start: cut.end, end: span.end }] : []),
      ];
    });
  }
  return left.sort((x, y) => x.start - y.start);
}

const spansOf = (intervals: readonly { start: number; end: number }[]): Span[] =>
  intervals.map(({ start, end }) => ({ start, end })).sort((x, y) => x.start - y.start);

function columnOn(date: string, staffId: string | null, open: readonly Span[], inputs: CalendarInputs): CalendarColumn {
  const own = staffId === null ? undefined : inputs.staffHours.get(staffId);
  const working = own ? intersect(open, spansOf(own[weekday(date)] ?? [])) : spansOf(open);
  const timeOff = inputs.timeOff
    .filter((off) => staffId !== null && off.staffId === staffId)
    .flatMap((off) => {
      const span = spanOn(date, off.startsAt, off.endsAt);
      return span ? [{ ...span, reason: off.reason }] : [];
    })
    .sort((x, y) => x.start - y.start);
  const bookings = inputs.bookings
    .filter((booking) => booking.staffId === staffId && booking.status !== "Cancelled")
    .flatMap((booking) => {
      const span = spanOn(date, booking.startsAt, booking.endsAt);
      // A booking is drawn on the day it starts (one that ran past midnight ends at the day's end).
      return span && booking.startsAt.slice(0, 10) === date ? [{ ...span, booking }] : [];
    })
    .sort((x, y) => x.start - y.start || x.booking.id.localeCompare(y.booking.id));
  return { staffId, working, timeOff, bookings, free: subtract(working, [...timeOff, ...bookings]) };
}

/** One day of the calendar: a column per professional, and one more only when a booking has no professional. */
export function calendarDay(date: string, inputs: CalendarInputs): CalendarDay {
  const hours = hoursOn(inputs.schedule, date);
  const open = hours.kind === "open" ? spansOf(hours.intervals) : [];
  const columns = inputs.staff.map((member) => columnOn(date, member.id, open, inputs));
  const unassigned = columnOn(date, null, [], inputs);
  if (unassigned.bookings.length > 0) columns.push(unassigned);
  const shown = [...open, ...columns.flatMap((column) => column.bookings)];
  const axis = shown.length === 0 ? null : { start: Math.min(...shown.map((s) => s.start)), end: Math.max(...shown.map((s) => s.end)) };
  return {
    date,
    closure: hours.kind === "closure" ? hours.closure : null,
    special: hours.kind === "closure" ? null : hours.special,
    open,
    axis,
    columns,
  };
}

/** The calendar's days: each date from `date` for `days` days. */
export const calendarDays = (date: string, days: CalendarSpan, inputs: CalendarInputs): CalendarDay[] =>
  calendarDates(date, days).map((day) => calendarDay(day, inputs));

/** The starts a free span offers the desk, every `step` minutes from its start (the walk-in links). */
export function freeStarts(span: Span, step: number): number[] {
  const starts: number[] = [];
  for (let start = span.start; start < span.end; start += step) starts.push(start);
  return starts;
}
