/**
 * A clinic's health licence as pure rules (unit-tested, docs/decisions/062-licensed-clinics.md): which
 * health authority licenses a clinic in each emirate, what a facility licence number of each authority
 * looks like, and whether a licence is verified, awaiting verification or expired. Only clinics carry
 * one; salons and parlours never do. Imports only the shared vocabulary and dates, so the site may use
 * it for its forms.
 */
import { addDays, isCalendarDate } from "../../shared/dubai-time";
import type { FieldErrors } from "../../shared/results";
import { say } from "../../shared/say";
import type { Emirate, ProviderType } from "../../shared/vocabulary";

/** Dubai Health Authority, Dubai Healthcare City Authority – Regulation, Department of Health Abu Dhabi, Ministry of Health and Prevention. */
export const HEALTH_AUTHORITIES = ["DHA", "DHCR", "DOH", "MOHAP"] as const;
export type HealthAuthority = (typeof HEALTH_AUTHORITIES)[number];

export const LICENCE_STATUSES = ["VERIFIED", "AWAITING_VERIFICATION", "EXPIRED"] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** Only clinics are licensed by a health authority. */
export const carriesHealthLicence = (type: ProviderType): boolean => type === "Clinic";

/** The authority that licenses clinics in an emirate by default. */
export function authorityFor(emirate: Emirate): HealthAuthority {
  if (emirate === "Dubai") return "DHA";
  if (emirate === "Abu Dhabi") return "DOH";
  return "MOHAP";
}

/** The authorities a clinic in this emirate may name: its default, and DHCR in Dubai (Dubai Healthcare City). */
export function authoritiesFor(emirate: Emirate): HealthAuthority[] {
  return emirate === "Dubai" ? ["DHA", "DHCR"] : [authorityFor(emirate)];
}

/**
 * The facility licence number's shape per authority (the decision record says where each comes from),
 * with an example the forms show.
 */
export const LICENCE_FORMATS: Record<HealthAuthority, { pattern: RegExp; example: string }> = {
  DHA: { pattern: /^DHA-F-\d{7}$/, example: "DHA-F-0047281" },
  DHCR: { pattern: /^DHCR-F-\d{5}$/, example: "DHCR-F-00312" },
  DOH: { pattern: /^MF\d{4,5}$/, example: "MF4827" },
  MOHAP: { pattern: /^MOH-F-\d{6}$/, example: "MOH-F-102938" },
};

/** An advertising permit number, when the clinic gives one: letters, digits, '-' and '/', 3 to 30 of them. */
const PERMIT_PATTERN = /^[A-Z0-9][A-Z0-9/-]{2,29}$/;
/** The furthest ahead a licence's expiry may be: authorities issue them for a year, some for up to five. */
export const MAX_YEARS_AHEAD = 5;

/** How a number is stored: trimmed, upper case, no spaces ('dha-f- 0047281' → 'DHA-F-0047281'). */
export const normaliseLicenceNumber = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

export function isLicenceNumber(authority: HealthAuthority, number: string): boolean {
  return LICENCE_FORMATS[authority].pattern.test(normaliseLicenceNumber(number));
}

export interface HealthLicence {
  authority: HealthAuthority;
  number: string;
  /** 'YYYY-MM-DD', the last day the licence is valid (Dubai's calendar). */
  expiresOn: string;
  advertisingPermit: string | null;
  /** 'YYYY-MM-DD' a reviewer checked it against the trade licence; null until then (or since a change). */
  verifiedOn: string | null;
}

/** Expired from the day after its expiry date; otherwise verified once a reviewer said so, awaiting until then. */
export function licenceStatus(licence: Pick<HealthLicence, "expiresOn" | "verifiedOn">, today: string): LicenceStatus {
  if (licence.expiresOn < today) return "EXPIRED";
  return licence.verifiedOn ? "VERIFIED" : "AWAITING_VERIFICATION";
}

/** Whether the "Licensed clinics only" filter keeps it: verified and not expired. */
export const isLicensed = (licence: Pick<HealthLicence, "expiresOn" | "verifiedOn">, today: string): boolean =>
  licenceStatus(licence, today) === "VERIFIED";

/** The day the owner is reminded: 30 days before the expiry date. */
export const REMINDER_DAYS_BEFORE = 30;
export const reminderDay = (expiresOn: string): string => addDays(expiresOn, -REMINDER_DAYS_BEFORE);

export type HealthLicenceField = "authority" | "number" | "expiresOn" | "advertisingPermit";
export type HealthLicenceInput = Partial<Record<HealthLicenceField, string | null | undefined>>;
export type CheckedHealthLicence = Omit<HealthLicence, "verifiedOn">;

const text = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : "");

/**
 * The authoritative check of what an owner (or a registration) says of a clinic's licence in `emirate`,
 * on `today` (Dubai's date): the authority one of that emirate's, the number in its format, the expiry
 * a real date from today to five years ahead, the permit optional. Field errors by code otherwise.
 */
export function checkHealthLicence(
  input: HealthLicenceInput,
  emirate: Emirate,
  today: string,
): { ok: true; value: CheckedHealthLicence } | { ok: false; errors: FieldErrors<HealthLicenceField> } {
  const errors: FieldErrors<HealthLicenceField> = {};
  const allowed = authoritiesFor(emirate);
  const authorityText = text(input.authority).toUpperCase();
  // Absent: the emirate's own authority.
  const authority = (authorityText === "" ? authorityFor(emirate) : authorityText) as HealthAuthority;
  if (!allowed.includes(authority))
    errors.authority = say("LICENCE_AUTHORITY_NOT_FOR_EMIRATE", { emirate, authorities: allowed.join(", ") });

  const number = normaliseLicenceNumber(text(input.number));
  if (number === "") errors.number = say("LICENCE_NUMBER_REQUIRED");
  else if (!errors.authority && !isLicenceNumber(authority, number))
    errors.number = say("LICENCE_NUMBER_FORMAT", { authority, example: LICENCE_FORMATS[authority].example });

  const expiresOn = text(input.expiresOn);
  const latest = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;
  if (expiresOn === "") errors.expiresOn = say("LICENCE_EXPIRY_REQUIRED");
  else if (!isCalendarDate(expiresOn)) errors.expiresOn = say("LICENCE_EXPIRY_INVALID");
  else if (expiresOn < today) errors.expiresOn = say("LICENCE_EXPIRY_PAST");
  else if (expiresOn > latest) errors.expiresOn = say("LICENCE_EXPIRY_TOO_FAR", { years: MAX_YEARS_AHEAD });

  const permit = normaliseLicenceNumber(text(input.advertisingPermit));
  if (permit !== "" && !PERMIT_PATTERN.test(permit)) errors.advertisingPermit = say("LICENCE_PERMIT_FORMAT");

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { authority, number, expiresOn, advertisingPermit: permit === "" ? null : permit } };
}
