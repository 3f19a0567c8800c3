/**
 * The owner's time (issue #30): weekly hours per provider (split days allowed), date closures and
 * special hours for a date range (Ramadan), per-staff working hours and time off, and the provider's
 * booking rules. One pure function decides which starts are offered from these and the busy times; the
 * database re-checks the hours in force when it inserts (docs/decisions/046-owner-schedules.md).
 * Every time is Asia/Dubai wall-clock: minutes since midnight of a 'YYYY-MM-DD' date.
 */
import { addDays, dubaiNow, formatClock, isCalendarDate, weekday } from "../../shared/dubai-time";

/** Open from `start` to `end` (minutes since midnight, `end` ≤ 1440). */
export interface OpenInterval {
  start: number;
  end: number;
  /**
   * The last start ("last appointment 17:30"): when set, a service may start up to it and run past
   * `end`, as the sample providers' rule; when null, a service must end by `end`.
   */
  lastStart: number | null;
}

/** Index 0 = Sunday … 5 = Friday, 6 = Saturday (as `weekday`): the open intervals of each day, none = closed. */
export type WeeklyHours = readonly (readonly OpenInterval[])[];

/** A closed day or range of days (public holiday, Eid, a private event), with a reason shown to visitors. */
export interface Closure {
  id: string;
  /** 'YYYY-MM-DD', inclusive */
  from: string;
  to: string;
  reason: string | null;
}

/** Hours that replace the weekly ones on every day of a date range (Ramadan); none = closed. */
export interface SpecialHours {
  id: string;
  from: string;
  to: string;
  intervals: readonly OpenInterval[];
  /** Shown to visitors with the hours (e.g. Ramadan), as a closure's. */
  reason: string | null;
}

export type SlotStep = 15 | 30;

export interface BookingRules {
  slotStepMinutes: SlotStep;
  /** A start must be at least this far from now. */
  minimumNoticeMinutes: number;
  /** Bookable dates: Dubai's today up to this many days later. */
  windowDays: number;
  /** Kept free after each booking of a staff member (cleaning, changing over). */
  bufferMinutes: number;
}

/**
 * "Confirm each online booking myself" (issue 32, decision 063): new online bookings wait as requests
 * (PENDING, holding their time) for the owner's answer within `answerWindowHours` (1–72), after which the
 * scheduled sweep declines them.
 */
export interface BookingConfirmation {
  confirmEachBooking: boolean;
  answerWindowHours: number;
}

export const DEFAULT_BOOKING_CONFIRMATION: BookingConfirmation = { confirmEachBooking: false, answerWindowHours: 12 };

export interface ProviderSchedule {
  weekly: WeeklyHours;
  closures: readonly Closure[];
  specialHours: readonly SpecialHours[];
  rules: BookingRules;
}

/** A staff member's time off, as Dubai wall times 'YYYY-MM-DDTHH:MM' ([startsAt, endsAt)). */
export interface TimeOff {
  id: string;
  staffId: string;
  startsAt: string;
  endsAt: string;
  reason: string | null;
}

/** A span already held on the date (a live booking), in minutes of that date. */
export interface BusyInterval {
  start: number;
  end: number;
}

/** One performer as availability sees them on a date. */
export interface PerformerDay {
  staffId: string;
  /** Their own weekly hours (within the provider's); null = all of the provider's open hours. */
  weekly: WeeklyHours | null;
  timeOff: readonly Pick<TimeOff, "startsAt" | "endsAt">[];
  busy: readonly BusyInterval[];
}

const SATURDAY_TO_THURSDAY: readonly OpenInterval[] = [{ start: 10 * 60, end: 18 * 60, lastStart: 17 * 60 + 30 }];

/** The sample providers' rule and every new listing's start: Sat–Thu 10:00–18:00, last start 17:30, Friday closed. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 5 ? [] : SATURDAY_TO_THURSDAY));

export const DEFAULT_BOOKING_RULES: BookingRules = { slotStepMinutes: 30, minimumNoticeMinutes: 0, windowDays: 90, bufferMinutes: 0 };

export const DEFAULT_SCHEDULE: ProviderSchedule = {
  weekly: DEFAULT_WEEKLY_HOURS,
  closures: [],
  specialHours: [],
  rules: DEFAULT_BOOKING_RULES,
};

/** Why a date has no times at all. FRIDAY stays the reason of a closed Friday (partners read it). */
export type DayClosedReason = "NO_DATE" | "INVALID_DATE" | "PAST_DATE" | "BEYOND_WINDOW" | "FRIDAY" | "CLOSED_WEEKDAY" | "CLOSURE";

/** The hours in force on a date: a closure wins over special hours, which win over the weekly hours. */
export type DayHours =
  | { kind: "open"; intervals: readonly OpenInterval[]; special: SpecialHours | null }
  | { kind: "closure"; closure: Closure }
  | { kind: "closed"; special: SpecialHours | null };

export function hoursOn(schedule: Pick<ProviderSchedule, "weekly" | "closures" | "specialHours">, date: string): DayHours {
  const closure = schedule.closures.find((entry) => entry.from <= date && date <= entry.to);
  if (closure) return { kind: "closure", closure };
  const special = schedule.specialHours.find((entry) => entry.from <= date && date <= entry.to) ?? null;
  const intervals = special ? special.intervals : (schedule.weekly[weekday(date)] ?? []);
  return intervals.length > 0 ? { kind: "open", intervals, special } : { kind: "closed", special };
}

/** The last bookable date: Dubai's today plus the booking window. */
export function lastBookableDateOf(rules: Pick<BookingRules, "windowDays">, now: Date): string {
  return addDays(dubaiNow(now).date, rules.windowDays);
}

/** Why a date has no times at all (null when it may have some), with the closure when that is why. */
export function dayClosedReason(
  schedule: ProviderSchedule,
  date: string | null | undefined,
  now: Date,
): { reason: DayClosedReason; closure: Closure | null } | null {
  const shut = (reason: DayClosedReason, closure: Closure | null = null) => ({ reason, closure });
  if (!date) return shut("NO_DATE");
  if (!isCalendarDate(date)) return shut("INVALID_DATE");
  if (date < dubaiNow(now).date) return shut("PAST_DATE");
  if (date > lastBookableDateOf(schedule.rules, now)) return shut("BEYOND_WINDOW");
  const hours = hoursOn(schedule, date);
  if (hours.kind === "closure") return shut("CLOSURE", hours.closure);
  if (hours.kind === "closed") return shut(!hours.special && weekday(date) === 5 ? "FRIDAY" : "CLOSED_WEEKDAY");
  return null;
}

/** Every start the day's hours allow, by the slot step from each interval's opening, before anyone's time is asked. */
export function dayStarts(intervals: readonly OpenInterval[], rules: Pick<BookingRules, "slotStepMinutes">): number[] {
  const starts = new Set<number>();
  for (const interval of intervals) {
    const last = interval.lastStart ?? interval.end - 1;
    for (let start = interval.start; start <= last && start < 24 * 60; start += rules.slotStepMinutes) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/** True when [start, start + duration) fits in one of the intervals (up to its last start, or ending by its close). */
export function fitsIn(intervals: readonly OpenInterval[], start: number, durationMinutes: number): boolean {
  return intervals.some((interval) =>
    start < interval.start ? false : interval.lastStart !== null ? start <= interval.lastStart : start + durationMinutes <= interval.end,
  );
}

/** A performer can take [start, end): within their own hours, not on time off, and free (with the buffer either side of a booking). */
export function performerFree(
  performer: PerformerDay,
  date: string,
  start: number,
  durationMinutes: number,
  bufferMinutes: number,
): boolean {
  const end = start + durationMinutes;
  if (performer.weekly && !fitsIn(performer.weekly[weekday(date)] ?? [], start, durationMinutes)) return false;
  const [from, to] = [`${date}T${formatClock(start)}`, `${date}T${formatClock(end)}`];
  if (performer.timeOff.some((off) => off.startsAt < to && off.endsAt > from)) return false;
  return !performer.busy.some((held) => held.start < end + bufferMinutes && held.end + bufferMinutes > start);
}

/** Minutes from now until `start` on `date` (negative when past). */
function minutesUntil(date: string, start: number, now: Date): number {
  const current = dubaiNow(now);
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${current.date}T00:00:00Z`)) / 86_400_000;
  return days * 24 * 60 + start - current.minutes;
}

/**
 * The start times offered for a service on a date: inside the hours in force (ending by closing, or
 * by the last start), later than now by the minimum notice, and with at least one performer free.
 */
export function offeredStarts(
  schedule: ProviderSchedule,
  date: string | null | undefined,
  now: Date,
  durationMinutes: number,
  performers: readonly PerformerDay[],
): string[] {
  if (dayClosedReason(schedule, date, now)) return [];
  const hours = hoursOn(schedule, date!);
  if (hours.kind !== "open") return [];
  const { rules } = schedule;
  return dayStarts(hours.intervals, rules)
    .filter((start) => fitsIn(hours.intervals, start, durationMinutes))
    .filter((start) => {
      const ahead = minutesUntil(date!, start, now);
      return ahead > 0 && ahead >= rules.minimumNoticeMinutes;
    })
    .filter((start) => performers.some((performer) => performerFree(performer, date!, start, durationMinutes, rules.bufferMinutes)))
    .map(formatClock);
}
