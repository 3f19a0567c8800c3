/**
 * Clinics' health licences: the owner sets their clinic's (a change returns it to awaiting verification; the
 * listing stays up), a reviewer verifies it. Callers arrive already allowed by the field's scope (the
 * listing's owner; a reviewer): graphql/modules/clinics/types.ts.
 */
import { dubaiNow } from "../../shared/dubai-time";
import type { Backend } from "../../shared/ports";
import type { FieldErrors } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import { carriesHealthLicence, checkHealthLicence, type HealthLicenceField, type HealthLicenceInput } from "./rules";

export type HealthLicenceSavedResult = { kind: "HealthLicenceSaved"; providerId: string; message: CodedMessage };
export type HealthLicenceRefusedResult = { kind: "HealthLicenceRefused"; message: CodedMessage };
export type SetHealthLicenceResult =
  | HealthLicenceSavedResult
  | HealthLicenceRefusedResult
  | { kind: "SetHealthLicenceInvalid"; message: CodedMessage; fieldErrors: FieldErrors<HealthLicenceField> };
export type VerifyHealthLicenceResult = HealthLicenceSavedResult | HealthLicenceRefusedResult;

const refused = (message: CodedMessage): HealthLicenceRefusedResult => ({ kind: "HealthLicenceRefused", message });
const today = (backend: Backend) => dubaiNow(backend.clock.now()).date;

/** The owner's licence for their clinic, checked against its emirate's authority and format. */
export async function setHealthLicence(backend: Backend, providerId: string, input: HealthLicenceInput): Promise<SetHealthLicenceResult> {
  const provider = (await backend.providers.byIds([providerId])).get(providerId);
  if (!provider || !carriesHealthLicence(provider.type)) return refused(say("LICENCE_CLINICS_ONLY"));
  const checked = checkHealthLicence(input, provider.emirate, today(backend));
  if (!checked.ok) return { kind: "SetHealthLicenceInvalid", message: say("DETAILS_NEED_ATTENTION"), fieldErrors: checked.errors };
  const before = (await backend.healthLicences.forProviders([providerId])).get(providerId);
  await backend.healthLicences.set(providerId, checked.value);
  const unchanged =
    before?.verifiedOn &&
    before.authority === checked.value.authority &&
    before.number === checked.value.number &&
    before.expiresOn === checked.value.expiresOn &&
    before.advertisingPermit === checked.value.advertisingPermit;
  return { kind: "HealthLicenceSaved", providerId, message: say(unchanged ? "LICENCE_UNCHANGED" : "LICENCE_SAVED") };
}

/** A reviewer's verification, dated today (Dubai). */
export async function verifyHealthLicence(backend: Backend, providerId: string): Promise<VerifyHealthLicenceResult> {
  const provider = (await backend.providers.byIds([providerId])).get(providerId);
  if (!provider) return refused(say("LICENCE_NONE"));
  switch (await backend.healthLicences.verify(providerId, today(backend))) {
    case "verified":
      return { kind: "HealthLicenceSaved", providerId, message: say("LICENCE_VERIFIED", { name: provider.name }) };
    case "expired":
      return refused(say("LICENCE_EXPIRED_NOT_VERIFIED"));
    case "missing":
      return refused(say("LICENCE_NONE"));
  }
}
