/**
 * The review of business registrations (reviewers only, the `reviewer` scope): the queue, approve
 * (which makes the provider listing), reject with a reason, and a short-lived link to a trade
 * licence. The registration's owner reads the outcome on `BusinessRegistration` (status,
 * rejectionReason, provider).
 */
import { builder } from "../../builder";
import { readById } from "../../shared/by-id";
import { requireViewer, reviewerOnly, reviewerOrNull } from "../../shared/authorisation";
import { NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import type { NotSignedInResult } from "../../shared/results";
import { Account } from "../accounts/types";
import { BusinessRegistration } from "../businesses/types";
import { Provider, ProviderTypeEnum } from "../providers/types";
import { LICENCE_LINK_SECONDS, NOT_A_REVIEWER_MESSAGE, REJECTION_REASON_MAX } from "./rules";
import {
  approveRegistration,
  isReviewer,
  licenceLink,
  registrationForReview,
  rejectRegistration,
  reviewQueue,
  type ApproveRegistrationResult,
  type RejectRegistrationResult,
} from "./service";

const SIGN_IN_TO_REVIEW = "Please sign in to review registrations.";

builder.objectFields(Account, (t) => ({
  isReviewer: t.boolean({
    description: "Whether this account may review business registrations (a role granted only server-side).",
    resolve: (account, _args, ctx) => isReviewer(ctx.backend, account),
  }),
}));

builder.objectFields(BusinessRegistration, (t) => ({
  rejectionReason: t.exposeString("rejectionReason", { nullable: true, description: "The reviewer's reason, when REJECTED." }),
  provider: t.field({
    type: Provider,
    nullable: true,
    description: "The listing made from this registration, once APPROVED.",
    resolve: (registration, _args, ctx) => (registration.providerId ? ctx.loaders.provider(registration.providerId) : null),
  }),
}));

const approval = resultMembers<ApproveRegistrationResult>();
const rejection = resultMembers<RejectRegistrationResult>();

const RegistrationApproved = approval("RegistrationApproved").implement({
  description: "The registration is APPROVED and its provider listing exists (in search, `providers` and at /provider/{id}).",
  fields: (t) => ({
    registration: t.field({ type: BusinessRegistration, resolve: (result) => result.registration }),
    provider: t.field({
      type: Provider,
      resolve: async (result, _args, ctx) => (await ctx.loaders.provider(result.providerId))!,
    }),
  }),
});

const RegistrationRejected = rejection("RegistrationRejected").implement({
  fields: (t) => ({ registration: t.field({ type: BusinessRegistration, resolve: (result) => result.registration }) }),
});

const RegistrationAlreadyReviewed = approval.withMessage("RegistrationAlreadyReviewed", {
  description: "Nothing was done: the registration had been approved or rejected already (perhaps by another reviewer).",
  fields: (t) => ({ registration: t.field({ type: BusinessRegistration, resolve: (result) => result.registration }) }),
});

const RejectRegistrationInvalid = rejection.invalid("RejectRegistrationInvalid");

const ApproveRegistrationResultRef = resultUnion<ApproveRegistrationResult | NotSignedInResult>("ApproveRegistrationResult", {
  types: [RegistrationApproved, RegistrationAlreadyReviewed, NotAllowed(), NotSignedIn],
});
const RejectRegistrationResultRef = resultUnion<RejectRegistrationResult | NotSignedInResult>("RejectRegistrationResult", {
  types: [RegistrationRejected, RejectRegistrationInvalid, RegistrationAlreadyReviewed, NotAllowed(), NotSignedIn],
});

const ApproveRegistrationInput = builder.inputType("ApproveRegistrationInput", {
  fields: (t) => ({
    registrationId: t.id({ required: true }),
    providerType: t.field({
      type: ProviderTypeEnum,
      required: false,
      description: "The reviewer's pick for a registration of type 'Other' (default PARLOUR); ignored for the other types.",
    }),
  }),
});

const RejectRegistrationInput = builder.inputType("RejectRegistrationInput", {
  fields: (t) => ({
    registrationId: t.id({ required: true }),
    reason: t.string({ required: true, description: `Shown to the registration's owner; at most ${REJECTION_REASON_MAX} characters.` }),
  }),
});

builder.queryFields((t) => ({
  registrationReviewQueue: t.field({
    type: [BusinessRegistration],
    nullable: true,
    description: "Pending business registrations, newest first. Reviewers only: null for anyone else.",
    ...reviewerOrNull,
    resolve: async (_root, _args, ctx) => reviewQueue(ctx.backend, await requireViewer(ctx)),
  }),
  registrationForReview: t.field({
    type: BusinessRegistration,
    description: "Any business registration by id. Reviewers only: null for anyone else.",
    ...reviewerOrNull,
    ...readById(t.arg, async (id, ctx) => registrationForReview(ctx.backend, await requireViewer(ctx), id)),
  }),
  registrationLicenceLink: t.field({
    type: "String",
    nullable: true,
    description: `A link to the registration's trade licence that works for ${LICENCE_LINK_SECONDS / 60} minutes. Reviewers only: null for anyone else.`,
    args: { registrationId: t.arg.id({ required: true }) },
    ...reviewerOrNull,
    resolve: async (_root, { registrationId }, ctx) => licenceLink(ctx.backend, await requireViewer(ctx), String(registrationId)),
  }),
}));

builder.mutationFields((t) => ({
  approveRegistration: t.field({
    type: ApproveRegistrationResultRef,
    description:
      "Approves a PENDING registration: its provider listing is created in the same transaction, owned by the registering " +
      "account. Approving twice, or a rejected registration, is refused (RegistrationAlreadyReviewed). Reviewers only.",
    args: { input: t.arg({ type: ApproveRegistrationInput, required: true }) },
    ...reviewerOnly(SIGN_IN_TO_REVIEW, NOT_A_REVIEWER_MESSAGE),
    resolve: async (_root, { input }, ctx) =>
      approveRegistration(ctx.backend, await requireViewer(ctx), {
        registrationId: String(input.registrationId),
        providerType: input.providerType ?? null,
      }),
  }),
  rejectRegistration: t.field({
    type: RejectRegistrationResultRef,
    description: "Rejects a PENDING registration with the reason its owner reads on the dashboard. Reviewers only.",
    args: { input: t.arg({ type: RejectRegistrationInput, required: true }) },
    ...reviewerOnly(SIGN_IN_TO_REVIEW, NOT_A_REVIEWER_MESSAGE),
    resolve: async (_root, { input }, ctx) =>
      rejectRegistration(ctx.backend, await requireViewer(ctx), { registrationId: String(input.registrationId), reason: input.reason }),
  }),
}));
