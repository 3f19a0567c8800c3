/**
 * Registering a business: who may, what is checked, what is stored, in which order. The typed
 * fields and both files are checked before anything is stored, so a refused submission leaves
 * nothing behind. Then the trade licence is stored (its failure stops the registration), the logo
 * (it is optional: its failure only drops it), and the registration row.
 */
import type { Backend } from "../../shared/ports";
import { isOwner } from "../../shared/ownership";
import { RATE_LIMIT_WINDOWS, type RateLimits } from "../../shared/rate-limits";
import type { NotSignedInResult, TooManyAttemptsResult, EmailNotVerifiedResult } from "../../shared/results";
import type { AuthUser } from "../accounts/auth-port";
import { rateLimitMessage } from "../accounts/rules";
import { fileFieldError, prepareChosen, storeChecked, type UploadFailedResult } from "../uploads/pipeline";
import { validateRegistration, type FieldErrors, type RegistrationLicenceField } from "./registration-schema";
import { checkHealthLicence, type CheckedHealthLicence } from "../clinics/rules";
import { dubaiNow } from "../../shared/dubai-time";
import type { Emirate } from "../../shared/vocabulary";
import type { RegistrationRecord } from "./repository";
import type { ApiLocale } from "../../shared/vocabulary-ar";
import { say, type CodedMessage, type SaidMessage } from "../../shared/say";
import { englishOf } from "../../shared/messages";

/** Tagged with the GraphQL type names (docs/decisions/019-results-and-errors.md). */
export type RegisterBusinessResult =
  | {
      kind: "BusinessRegistrationSubmitted";
      registration: RegistrationRecord;
      /** The notice (REGISTRATION_LOGO_DROPPED, its reason in English) and, by code, why the logo was not stored. */
      logoNotice: CodedMessage | null;
      logoRefusal: SaidMessage | null;
    }
  | { kind: "RegisterBusinessInvalid"; message: CodedMessage; fieldErrors: FieldErrors }
  | UploadFailedResult
  | NotSignedInResult
  | EmailNotVerifiedResult
  | TooManyAttemptsResult;

export const INVALID_MESSAGE = say("DETAILS_NEED_ATTENTION");
export const NOT_SIGNED_IN_MESSAGE = say("REGISTRATION_SIGN_IN");

export interface RegistrationFiles {
  tradeLicense: File | null;
  logo: File | null;
}

/** Who is asking, for the anti-automation limits. */
export interface RegistrationCaller {
  rateLimits: Pick<RateLimits, "registrationByAddress" | "registrationByAccount">;
  clientAddress: string;
}

const tooManyAttempts = (window: number): RegisterBusinessResult => ({
  kind: "TooManyAttempts",
  message: rateLimitMessage(window, "registration"),
  retryAfterSeconds: window,
});

/**
 * Registrations are limited per client address and per signed-in account, counted before anything
 * is read, so refused attempts count too (each may carry 12.5 MB). The refusal, or null to go ahead.
 */
export async function limitRegistration(caller: RegistrationCaller, viewer: Pick<AuthUser, "id">): Promise<RegisterBusinessResult | null> {
  if ((await caller.rateLimits.registrationByAddress.limit(caller.clientAddress)) === "refused") {
    return tooManyAttempts(RATE_LIMIT_WINDOWS.registrationByAddress);
  }
  if ((await caller.rateLimits.registrationByAccount.limit(viewer.id)) === "refused") {
    return tooManyAttempts(RATE_LIMIT_WINDOWS.registrationByAccount);
  }
  return null;
}

export async function registerBusiness(
  backend: Backend,
  viewer: AuthUser,
  input: unknown,
  files: RegistrationFiles,
  locale: ApiLocale = "en",
): Promise<RegisterBusinessResult> {
  const checked = validateRegistration(input);
  const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const healthLicence = checked.ok ? registrationLicence(backend, input, checked.value) : { ok: true as const, value: undefined };
  if (!healthLicence.ok) Object.assign(fieldErrors, healthLicence.errors);
  const [licence, logo] = await Promise.all([
    prepareChosen(backend, "tradeLicense", files.tradeLicense),
    prepareChosen(backend, "businessLogo", files.logo),
  ]);
  const licenceError = fileFieldError(licence, say("REGISTRATION_LICENCE_REQUIRED", { list: "PDF, JPG or PNG" }));
  if (licenceError) fieldErrors.tradeLicense = licenceError;
  const logoError = fileFieldError(logo);
  if (logoError) fieldErrors.logo = logoError;
  if (!checked.ok || Object.keys(fieldErrors).length > 0) {
    return { kind: "RegisterBusinessInvalid", message: INVALID_MESSAGE, fieldErrors };
  }

  const storedLicence = await storeChecked(backend, "tradeLicense", licence!);
  if (storedLicence.kind === "UploadFailed") return storedLicence;

  let logoUrl: string | null = null;
  let logoNotice: CodedMessage | null = null;
  let logoRefusal: SaidMessage | null = null;
  if (logo) {
    const storedLogo = await storeChecked(backend, "businessLogo", logo);
    if (storedLogo.kind === "Stored") logoUrl = storedLogo.upload.url;
    else {
      logoRefusal = storedLogo.message;
      logoNotice = say("REGISTRATION_LOGO_DROPPED", { reason: englishOf(storedLogo.message) });
    }
  }

  const { agreedToTerms: _agreed, ...details } = checked.value;
  const registration = await backend.registrations.submit({
    accountId: viewer.id,
    ...details,
    tradeLicensePath: storedLicence.upload.key,
    logoUrl,
    locale,
    ...(healthLicence.ok && healthLicence.value ? { healthLicence: healthLicence.value } : {}),
  });
  return { kind: "BusinessRegistrationSubmitted", registration, logoNotice, logoRefusal };
}

/**
 * A clinic's licence as the registration gives it: optional (the listing editor sets it later otherwise), and
 * when any of it is given, checked as the owner's change is (its emirate's authority, the number's format).
 * Ignored for other business types.
 */
function registrationLicence(
  backend: Backend,
  input: unknown,
  registration: { businessType: string; emirate: Emirate },
): { ok: true; value: CheckedHealthLicence | undefined } | { ok: false; errors: FieldErrors } {
  if (registration.businessType !== "Aesthetic / Derma Clinic") return { ok: true, value: undefined };
  const given = (input ?? {}) as Partial<Record<RegistrationLicenceField, string | null>>;
  if (!given.healthLicenceNumber?.trim() && !given.healthLicenceExpiresOn?.trim()) return { ok: true, value: undefined };
  const checked = checkHealthLicence(
    {
      authority: given.healthAuthority,
      number: given.healthLicenceNumber,
      expiresOn: given.healthLicenceExpiresOn,
      advertisingPermit: given.advertisingPermit,
    },
    registration.emirate,
    dubaiNow(backend.clock.now()).date,
  );
  if (checked.ok) return checked;
  const { authority, number, expiresOn, advertisingPermit } = checked.errors;
  const errors: FieldErrors = {};
  if (authority) errors.healthAuthority = authority;
  if (number) errors.healthLicenceNumber = number;
  if (expiresOn) errors.healthLicenceExpiresOn = expiresOn;
  if (advertisingPermit) errors.advertisingPermit = advertisingPermit;
  return { ok: false, errors };
}

/**
 * A registration for its own account only: anyone else gets null, as if it did not exist. The row
 * names its owner, so the ownership rule needs no second read.
 */
export async function registrationFor(backend: Backend, viewer: AuthUser | null, id: string): Promise<RegistrationRecord | null> {
  if (!viewer) return null;
  const registration = await backend.registrations.byId(id);
  return registration && isOwner(viewer, registration.accountId) ? registration : null;
}
