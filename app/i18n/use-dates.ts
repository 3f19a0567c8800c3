/**
 * Dates in the page's language, for the pages that show them (not in use-t.ts, which every page loads).
 */
import { useCallback } from "react";
import { intlLocale } from "./define";
import { formatCalendarDate } from "~/lib/booking/calendar-date";
import { useLocale } from "./use-t";

/** `formatCalendarDate` in the page's language. */
export function useCalendarDate(): (date: string, style: "full" | "long") => string {
  const locale = useLocale();
  return useCallback((date, style) => formatCalendarDate(date, style, locale), [locale]);
}

/** Formats for the page's language; dates and times always in Asia/Dubai or as calendar dates. */
export function useIntlLocale(): string {
  return intlLocale(useLocale());
}
