/** Display rules for provider data, shared by every client of the API. */
import type { ApiLocale } from "../../shared/vocabulary-ar";

/** 'AED 250' — whole dirhams without decimals, otherwise two decimals. */
export function formatPriceAed(amount: number): string {
  return Number.isInteger(amount) ? `AED ${amount}` : `AED ${amount.toFixed(2)}`;
}

/** '60 mins'; in Arabic '60 دقيقة' (3 to 10 take the plural: '5 دقائق'), Western digits as on the site. */
export function formatDuration(minutes: number, locale: ApiLocale = "en"): string {
  if (locale === "ar") return `${minutes} ${minutes >= 3 && minutes <= 10 ? "دقائق" : "دقيقة"}`;
  return `${minutes} mins`;
}
