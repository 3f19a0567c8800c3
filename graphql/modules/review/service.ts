/**
 * Reviewing business registrations: the queue, approving (which makes the provider listing) and
 * rejecting with a reason, and a short-lived link to a trade licence. Reviewers only: the GraphQL
 * fields declare the `reviewer` scope, and every function here asks again (fail closed), as the
 * hosted database functions do too.
 */
import type { Backend } from "../../shared/ports";
import { notAllowed, type FieldErrors, type NotAllowedResult } from "../../shared/results";
import type { ProviderType } from "../../shared/vocabulary";
import type { AuthUser } from "../accounts/auth-port";
import { openingHoursText } from "../availability/slots";
import type { RegistrationRecord } from "../businesses/repository";
import {
  alreadyDecidedMessage,
  EMIRATE_CENTRES,
  LICENCE_LINK_SECONDS,
  NO_SUCH_REGISTRATION_MESSAGE,
  providerTypeFor,
  slugFromName,
  validateRejection,
} from "./rules";
import { say, type CodedMessage } from "../../shared/say";

/** The caller; a signed-in request's lookup already says whether they review (SessionUser). */
type Viewer = Pick<AuthUser, "id"> & { isReviewer?: boolean };

export type AlreadyReviewedResult = { kind: "RegistrationAlreadyReviewed"; message: CodedMessage; registration: RegistrationRecord };

export type ApproveRegistrationResult =
  { kind: "RegistrationApproved"; registration: RegistrationRecord; providerId: string } | AlreadyReviewedResult | NotAllowedResult;

export type RejectRegistrationResult =
  | { kind: "RegistrationRejected"; registration: RegistrationRecord }
  | { kind: "RejectRegistrationInvalid"; message: CodedMessage; fieldErrors: FieldErrors<"reason"> }
  | AlreadyReviewedResult
  | NotAllowedResult;

export const isReviewer = async (backend: Backend, viewer: Viewer | null): Promise<boolean> =>
  viewer ? (viewer.isReviewer ?? backend.reviews.isReviewer(viewer.id)) : false;

// Every function below serves a reviewer the fields' `reviewer` scope has let through (graphql/shared/authorisation.ts).

/** The pending registrations, newest first. */
export async function reviewQueue(backend: Backend, _reviewer: Viewer): Promise<RegistrationRecord[]> {
  return backend.reviews.pending();
}

/** Any registration; null for an unknown id. */
export async function registrationForReview(backend: Backend, _reviewer: Viewer, id: string): Promise<RegistrationRecord | null> {
  return backend.registrations.byId(id);
}

/** A link to the registration's trade licence that works for a few minutes; null for an unknown registration. */
export async function licenceLink(backend: Backend, reviewer: Viewer, registrationId: string): Promise<string | null> {
  const registration = await registrationForReview(backend, reviewer, registrationId);
  return registration ? backend.reviews.licenceLink(registration.tradeLicensePath, LICENCE_LINK_SECONDS) : null;
}

/** The registration to decide on, or the refusal: no such registration, or decided already. */
async function pendingForReview(
  backend: Backend,
  id: string,
  attempted: "approve" | "reject",
): Promise<RegistrationRecord | NotAllowedResult | AlreadyReviewedResult> {
  const registration = await backend.registrations.byId(id);
  if (!registration) return notAllowed(NO_SUCH_REGISTRATION_MESSAGE);
  if (registration.status !== "Pending") return alreadyReviewed(registration, attempted);
  return registration;
}

function alreadyReviewed(registration: RegistrationRecord, attempted: "approve" | "reject"): AlreadyReviewedResult {
  const status = registration.status === "Pending" ? "Approved" : registration.status;
  return { kind: "RegistrationAlreadyReviewed", message: alreadyDecidedMessage(status, attempted), registration };
}

/** After a decision that found the registration decided already (a concurrent reviewer): the refusal with its state now. */
async function decidedMeanwhile(backend: Backend, id: string, attempted: "approve" | "reject") {
  const registration = await backend.registrations.byId(id);
  return registration ? alreadyReviewed(registration, attempted) : notAllowed(NO_SUCH_REGISTRATION_MESSAGE);
}

/**
 * Approves a pending registration: its listing is created in the same transaction (name, type,
 * emirate, address, contact, description as the about text, logo as the first image, owned by the
 * registering account), with a slug made from the name. `providerType` is the reviewer's pick, used
 * only for the type 'Other'.
 */
export async function approveRegistration(
  backend: Backend,
  viewer: Viewer,
  input: { registrationId: string; providerType?: ProviderType | null },
): Promise<ApproveRegistrationResult> {
  const registration = await pendingForReview(backend, input.registrationId, "approve");
  if ("kind" in registration) return registration;
  const outcome = await backend.reviews.approve({
    registrationId: registration.id,
    reviewerId: viewer.id,
    providerType: providerTypeFor(registration.businessType, input.providerType ?? null),
    baseSlug: slugFromName(registration.businessName),
    openingHours: openingHoursText(),
    ...EMIRATE_CENTRES[registration.emirate],
  });
  if (outcome.kind !== "approved") return decidedMeanwhile(backend, registration.id, "approve");
  const approved = (await backend.registrations.byId(registration.id))!;
  return { kind: "RegistrationApproved", registration: approved, providerId: outcome.providerId };
}

/** Rejects a pending registration with the reason its owner will read on the dashboard. */
export async function rejectRegistration(
  backend: Backend,
  viewer: Viewer,
  input: { registrationId: string; reason: string },
): Promise<RejectRegistrationResult> {
  const pending = await pendingForReview(backend, input.registrationId, "reject");
  if ("kind" in pending) return pending;
  const checked = validateRejection({ reason: input.reason });
  if (!checked.ok) return { kind: "RejectRegistrationInvalid", message: say("REVIEW_REASON_INVALID"), fieldErrors: checked.errors };
  const outcome = await backend.reviews.reject(input.registrationId, viewer.id, checked.value.reason);
  if (outcome.kind !== "rejected") return decidedMeanwhile(backend, input.registrationId, "reject");
  return { kind: "RegistrationRejected", registration: (await backend.registrations.byId(input.registrationId))! };
}
