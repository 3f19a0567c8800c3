/**
 * The values of the search's open filter (open.ts), apart from its rules on schedules, so the site's
 * search page (which offers the dates and reads them from its URL) takes only these few lines.
 */
import { addDays, dubaiNow, isCalendarDate } from "../../shared/dubai-time";

/** How far ahead "open on a date" may look: a year, as far as an owner's special hours and closures go. */
export const OPEN_DATE_DAYS_AHEAD = 365;

/** What the URL and the API say for "open now"; otherwise a date 'YYYY-MM-DD'. */
export const OPEN_NOW = "now";

/** The dates "open on a date" takes at `now`: Dubai's today to OPEN_DATE_DAYS_AHEAD later, inclusive. */
export function openDateRange(now: Date): { from: string; to: string } {
  const today = dubaiNow(now).date;
  return { from: today, to: addDays(today, OPEN_DATE_DAYS_AHEAD) };
}

/**
 * The open filter a URL's values ask for, leniently: 'now' (any case) wins, else the first calendar
 * date; null for none. Whether the date is in range is the API's (and the page's loader's) to say.
 */
export function openFilterValue(values: readonly string[]): string | null {
  const trimmed = values.map((value) => value.trim());
  if (trimmed.some((value) => value.toLowerCase() === OPEN_NOW)) return OPEN_NOW;
  return trimmed.find(isCalendarDate) ?? null;
}
