/**
 * The hours as words, in the caller's language (issue #30): `Provider.openingHours` and each day of
 * `Provider.openingDays`. Generated from the structure, so the text never promises a time that cannot
 * be booked; the seed's week reads exactly as the sample providers always stated it (the spec's text).
 * Arabic: Arabic day names, Western digits as on the rest of /ar.
 */
import type { ApiLocale } from "../../shared/vocabulary-ar";
import { formatClock } from "../../shared/dubai-time";
import { hoursOn, type OpenInterval, type ProviderSchedule, type WeeklyHours } from "./schedule";

/** Index as `weekday`: 0 = Sunday … 6 = Saturday. */
const WORDS = {
  en: {
    days: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    closed: "closed",
    last: (time: string) => ` (last appointment ${time})`,
    list: ", ",
    range: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
  },
  ar: {
    days: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
    closed: "مغلق",
    last: (time: string) => ` (آخر موعد ${time})`,
    list: "، ",
    range: (from: string, to: string) => (from === to ? from : `من ${from} إلى ${to}`),
  },
} as const;

/** The UAE week: Saturday first. */
export const UAE_WEEK = [6, 0, 1, 2, 3, 4, 5] as const;

/** '10:00–18:00 (last appointment 17:30)'; a split day '10:00–13:00, 16:00–22:00'; none: 'closed'. */
export function dayHoursText(intervals: readonly OpenInterval[], locale: ApiLocale): string {
  const words = WORDS[locale];
  if (intervals.length === 0) return words.closed;
  return intervals
    .map(
      ({ start, end, lastStart }) =>
        `${formatClock(start)}–${formatClock(end)}${lastStart === null ? "" : words.last(formatClock(lastStart))}`,
    )
    .join(words.list);
}

/** Runs of neighbouring days (Saturday first) with the same hours: 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed'. */
export function weeklyHoursText(weekly: WeeklyHours, locale: ApiLocale): string {
  const words = WORDS[locale];
  const runs: { first: number; last: number; text: string }[] = [];
  for (const day of UAE_WEEK) {
    const text = dayHoursText(weekly[day] ?? [], locale);
    const previous = runs.at(-1);
    if (previous?.text === text) previous.last = day;
    else runs.push({ first: day, last: day, text });
  }
  return runs
    .map(({ first, last, text }) => `${words.days[first]}${first === last ? "" : `–${words.days[last]}`} ${text}`)
    .join(words.list);
}

/**
 * The provider's hours as one line: the weekly hours, then the special hours in force from `today`
 * (Ramadan: '2027-02-08 to 2027-03-09: 10:00–16:00'). Closures are not in it: they are dated, see
 * `Provider.closures`.
 */
export function openingHoursText(schedule: Pick<ProviderSchedule, "weekly" | "specialHours">, today: string, locale: ApiLocale): string {
  const words = WORDS[locale];
  const special = schedule.specialHours
    .filter((entry) => entry.to >= today)
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .map((entry) => `${words.range(entry.from, entry.to)}: ${dayHoursText(entry.intervals, locale)}`);
  return [weeklyHoursText(schedule.weekly, locale), ...special].join(locale === "ar" ? "؛ " : "; ");
}

/** The hours in force on a date as words, for one row of a week. */
export function hoursOnText(
  schedule: Pick<ProviderSchedule, "weekly" | "closures" | "specialHours">,
  date: string,
  locale: ApiLocale,
): string {
  const hours = hoursOn(schedule, date);
  return dayHoursText(hours.kind === "open" ? hours.intervals : [], locale);
}
