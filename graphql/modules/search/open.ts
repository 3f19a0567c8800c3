/**
 * The search's "open now" and "open on a date" filters (issue #30), as pure rules: what the input
 * means, and which schedules it accepts. Every repository must answer exactly what `isOpenFor`
 * accepts (tests/contract and tests/postgres hold them to it). Asia/Dubai wall clock throughout.
 */
import { dubaiNow, isCalendarDate } from "../../shared/dubai-time";
import { englishMessage, type CodedMessage } from "../../shared/messages";
import { hoursOn, type ProviderSchedule } from "../availability/schedule";
import { OPEN_NOW, openDateRange } from "./rules";

export { OPEN_DATE_DAYS_AHEAD, OPEN_NOW, openDateRange } from "./rules";

/**
 * "Open on `date`" (minute null: at some time of that day), or "open now" (the date and minute of
 * Dubai's now when the search was asked).
 */
export interface OpenFilter {
  kind: "now" | "date";
  date: string;
  minute: number | null;
}

/** A refused `open` value, by its message code. */
export class OpenInputError extends Error {
  constructor(readonly coded: CodedMessage) {
    super(englishMessage(coded.code, coded.params));
  }
}

/** 'now' or a date of openDateRange; null for none (empty). */
export function parseOpenFilter(value: string | null | undefined, now: Date): OpenFilter | null {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  if (text.toLowerCase() === OPEN_NOW) {
    const { date, minutes } = dubaiNow(now);
    return { kind: "now", date, minute: minutes };
  }
  if (!isCalendarDate(text)) throw new OpenInputError({ code: "SEARCH_OPEN_DATE_INVALID", params: {} });
  const range = openDateRange(now);
  if (text < range.from || text > range.to) throw new OpenInputError({ code: "SEARCH_OPEN_DATE_OUT_OF_RANGE", params: range });
  return { kind: "date", date: text, minute: null };
}

/**
 * Whether a schedule is open as the filter asks: on the date, the hours in force (a closure wins over
 * special hours, which win over the weekly hours: `hoursOn`) have an interval; for "now", one holding
 * the minute (an interval is [start, end): open at 10:00 and at 17:59 of 10:00–18:00, not at 18:00).
 */
export function isOpenFor(schedule: Pick<ProviderSchedule, "weekly" | "closures" | "specialHours">, filter: OpenFilter): boolean {
  const hours = hoursOn(schedule, filter.date);
  if (hours.kind !== "open") return false;
  const minute = filter.minute;
  return minute === null || hours.intervals.some((interval) => interval.start <= minute && minute < interval.end);
}
