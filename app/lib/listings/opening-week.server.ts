/**
 * The provider page's hours (issue #30), made on the server: this week's rows (Saturday to Friday, the
 * hours in force on each date, today marked) and the next closure, in the page's language, and the
 * schema.org opening hours for the JSON-LD. The page renders strings: no new client code.
 */
import type { Locale } from "~/i18n/locale";
import { interpolate, intlLocale } from "~/i18n/define";
import { formatCalendarDate } from "~/lib/booking/calendar-date";

interface Interval {
  opens: string;
  closes: string;
}
interface Closure {
  from: string;
  to: string;
  reason: string | null;
}
export interface OpeningDayData {
  date: string;
  hours: string;
  special: boolean;
  specialReason: string | null;
  intervals: readonly Interval[];
  closure: Pick<Closure, "reason"> | null;
}
export interface HoursRow {
  date: string;
  day: string;
  hours: string;
  today: boolean;
}

/** Dubai is UTC+4 all year (no daylight saving). */
export const dubaiDate = (now: Date) => new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
export const shifted = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Dubai's today and the Saturday that starts its week (the UAE week runs Saturday to Friday). */
export function dubaiWeek(now: Date): { today: string; weekStart: string } {
  const today = dubaiDate(now);
  const saturdayOffset = (new Date(`${today}T00:00:00Z`).getUTCDay() + 1) % 7;
  return { today, weekStart: shifted(today, -saturdayOffset) };
}

const dayNames = new Map<Locale, Intl.DateTimeFormat>();
function dayName(date: string, locale: Locale): string {
  let format = dayNames.get(locale);
  if (!format) dayNames.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: "long", timeZone: "UTC" })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

type Texts = Record<
  "todayIs" | "closed" | "closedFor" | "specialHours" | "specialHoursFor" | "nextClosure" | "nextClosureFor" | "dateRange",
  string
>;

/** A date's hours: 'closed', or its hours, said to be special hours (with their reason, e.g. Ramadan) when they are. */
function hoursText(day: OpeningDayData, texts: Texts): string {
  if (day.intervals.length === 0) return texts.closed;
  if (!day.special) return day.hours;
  return day.specialReason
    ? interpolate(texts.specialHoursFor, { hours: day.hours, reason: day.specialReason })
    : interpolate(texts.specialHours, { hours: day.hours });
}

/** One row per date: its day's name and hours in force ('Closed: Eid Al Fitr' on a closure). */
export function weekRows(days: readonly OpeningDayData[], today: string, locale: Locale, texts: Texts): HoursRow[] {
  return days.map((day) => {
    let hours = hoursText(day, texts);
    if (day.closure?.reason) hours = interpolate(texts.closedFor, { reason: day.closure.reason });
    const isToday = day.date === today;
    const name = dayName(day.date, locale);
    return { date: day.date, day: isToday ? interpolate(texts.todayIs, { day: name }) : name, hours, today: isToday };
  });
}

/** 'Next closure: Monday, 8 March 2027, Eid Al Fitr'; null without one. */
export function nextClosureText(closure: Closure | undefined, locale: Locale, texts: Texts): string | null {
  if (!closure) return null;
  const from = formatCalendarDate(closure.from, "full", locale);
  const dates =
    closure.from === closure.to ? from : interpolate(texts.dateRange, { from, to: formatCalendarDate(closure.to, "full", locale) });
  return closure.reason ? interpolate(texts.nextClosureFor, { dates, reason: closure.reason }) : interpolate(texts.nextClosure, { dates });
}

const SCHEMA_DAYS: Record<string, string> = {
  SATURDAY: "Saturday",
  SUNDAY: "Sunday",
  MONDAY: "Monday",
  TUESDAY: "Tuesday",
  WEDNESDAY: "Wednesday",
  THURSDAY: "Thursday",
  FRIDAY: "Friday",
};

/** A day closed all day, as schema.org asks: opens and closes at 00:00. */
const closedAllDay = (from: string, to: string) => ({
  "@type": "OpeningHoursSpecification",
  opens: "00:00",
  closes: "00:00",
  validFrom: from,
  validThrough: to,
});

/**
 * schema.org `openingHoursSpecification`: the weekly hours, then special hours and closures with the
 * dates they hold (`validFrom`/`validThrough`); a closed range is a zero-hour spec.
 */
export function openingHoursSpecification(
  weekly: readonly { weekday: string; intervals: readonly Interval[] }[],
  special: readonly { from: string; to: string; intervals: readonly Interval[] }[],
  closures: readonly Closure[],
) {
  return [
    ...weekly.flatMap((day) =>
      day.intervals.map((interval) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.weekday]}`,
        opens: interval.opens,
        closes: interval.closes,
      })),
    ),
    ...special.flatMap((range) =>
      range.intervals.length === 0
        ? [closedAllDay(range.from, range.to)]
        : range.intervals.map((interval) => ({
            "@type": "OpeningHoursSpecification",
            opens: interval.opens,
            closes: interval.closes,
            validFrom: range.from,
            validThrough: range.to,
          })),
    ),
    ...closures.map((closure) => closedAllDay(closure.from, closure.to)),
  ];
}
