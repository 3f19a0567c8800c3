import { intlLocale } from "~/i18n/define";
import type { Locale } from "~/i18n/locale";

/**
 * A 'YYYY-MM-DD' calendar date for people: 'full' → 'Sunday, 22 November 2026', 'long' → '22 November 2026';
 * in Arabic with Arabic month and day names and Western digits ('الأحد، 22 نوفمبر 2026').
 */
export function formatCalendarDate(date: string, style: "full" | "long", locale: Locale = "en"): string {
  // A calendar date has no zone: read and print it in UTC so the server's zone never shifts it.
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
