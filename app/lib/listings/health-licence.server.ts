/**
 * The provider page's licence line (issue #37), made on the server so the page ships no code for it:
 * "Licensed by DHA · Licence no. MF4827 · verified November 2026", "Licence awaiting verification", or the
 * expired notice, in the page's language. Null for a provider without a licence (salons, parlours).
 */
import { intlLocale, interpolate } from "~/i18n/define";
import type { Locale } from "~/i18n/locale";

export interface HealthLicenceLine {
  status: "VERIFIED" | "AWAITING_VERIFICATION" | "EXPIRED";
  text: string;
}

interface Licence {
  authority: string;
  number: string;
  verifiedOn: string | null;
  status: string;
}

interface Texts {
  licensedBy: string;
  licenceAwaiting: string;
  licenceExpired: string;
  [authority: `authority${string}`]: string;
}

const monthYear = new Map<Locale, Intl.DateTimeFormat>();

/** 'November 2026' ('نوفمبر 2026') of a 'YYYY-MM-DD' date. */
function monthOf(date: string, locale: Locale): string {
  let format = monthYear.get(locale);
  if (!format)
    monthYear.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

export function healthLicenceLine(licence: Licence | null, locale: Locale, texts: Texts): HealthLicenceLine | null {
  if (!licence) return null;
  const params = { authority: texts[`authority${licence.authority}`] ?? licence.authority, number: licence.number };
  if (licence.status === "EXPIRED") return { status: "EXPIRED", text: interpolate(texts.licenceExpired, params) };
  if (licence.status === "VERIFIED" && licence.verifiedOn)
    return { status: "VERIFIED", text: interpolate(texts.licensedBy, { ...params, month: monthOf(licence.verifiedOn, locale) }) };
  return { status: "AWAITING_VERIFICATION", text: texts.licenceAwaiting };
}
