import { intlLocale } from "~/i18n/define";
import type { Locale } from "~/i18n/locale";

/** One formatter per language and style: making an Intl.DateTimeFormat costs far more than formatting with one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A 'YYYY-MM-DD' calendar date for people: 'full' → 'Sunday, 22 November 2026', 'long' → '22 November 2026';
 * in Arabic with Arabic month and day names and Western digits ('الأحد، 22 نوفمبر 2026').
 */
export function formatCalendarDate(date: string, style: "full" | "long", locale: Locale = "en"): string {
  const key = `${locale} ${style}`;
  let formatter = formatters.get(key);
  // A calendar date has no zone: read and print it in UTC so the server's zone never shifts it.
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: "UTC" })));
  return formatter.format(new Date(`${date}T00:00:00Z`));
}
