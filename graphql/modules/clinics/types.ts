/**
 * Licensed clinics (docs/decisions/062-licensed-clinics.md): `Provider.healthLicence`, the owner's
 * `setHealthLicence` (the listing's owner only) and the reviewers' `verifyHealthLicence`.
 */
import { builder } from "../../builder";
import type { GraphQLContext } from "../../context";
import { batchLoader } from "../../shared/batch";
import { allowedTo, requireViewer, reviewerOnly, reviewerOrNull } from "../../shared/authorisation";
import { dubaiNow } from "../../shared/dubai-time";
import { vocabularyEnum } from "../../shared/enum-type";
import { NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import { notAllowed, type NotAllowedResult, type NotSignedInResult } from "../../shared/results";
import { say } from "../../shared/say";
import { Provider } from "../providers/types";
import { carriesHealthLicence, HEALTH_AUTHORITIES, LICENCE_FORMATS, LICENCE_STATUSES, licenceStatus, type HealthLicence } from "./rules";
import {
  setHealthLicence,
  verifyHealthLicence,
  type HealthLicenceRefusedResult,
  type HealthLicenceSavedResult,
  type SetHealthLicenceResult,
} from "./service";

const HealthAuthorityEnum = vocabularyEnum(
  "HealthAuthority",
  HEALTH_AUTHORITIES,
  "DHA: Dubai Health Authority. DHCR: Dubai Healthcare City Authority – Regulation (Dubai Healthcare City). " +
    "DOH: Department of Health – Abu Dhabi. MOHAP: Ministry of Health and Prevention (the other five emirates).",
);

const HealthLicenceStatusEnum = vocabularyEnum(
  "HealthLicenceStatus",
  LICENCE_STATUSES,
  "VERIFIED: a reviewer checked it against the trade licence and it has not expired. AWAITING_VERIFICATION: not checked " +
    "yet, or changed by the owner since. EXPIRED: past its expiry date (verified or not).",
);

type HealthLicenceOf = HealthLicence & { providerId: string };

const HealthLicenceRef = builder.objectRef<HealthLicenceOf>("HealthLicence").implement({
  description: "A clinic's facility licence from its emirate's health authority.",
  fields: (t) => ({
    authority: t.field({ type: HealthAuthorityEnum, resolve: (licence) => licence.authority }),
    number: t.exposeString("number", {
      description: `The facility licence number, e.g. ${HEALTH_AUTHORITIES.map((name) => `${LICENCE_FORMATS[name].example} (${name})`).join(", ")}.`,
    }),
    expiresOn: t.exposeString("expiresOn", { description: "The last day it is valid, 'YYYY-MM-DD'." }),
    advertisingPermit: t.exposeString("advertisingPermit", {
      nullable: true,
      description: "The authority's advertising permit number, when given.",
    }),
    verifiedOn: t.exposeString("verifiedOn", {
      nullable: true,
      description: "'YYYY-MM-DD' a reviewer verified it; null until then, and again after the owner changes it.",
    }),
    status: t.field({
      type: HealthLicenceStatusEnum,
      description: "On today's date in Dubai.",
      resolve: (licence, _args, ctx) => licenceStatus(licence, dubaiNow(ctx.backend.clock.now()).date),
    }),
  }),
});

/** Providers' licences, one read per operation for every provider asked for in the same tick. */
const licenceOf = batchLoader(
  (ids: readonly string[], ctx: GraphQLContext) => ctx.backend.healthLicences.forProviders(ids),
  null as HealthLicence | null,
);

builder.objectFields(Provider, (t) => ({
  healthLicence: t.field({
    type: HealthLicenceRef,
    nullable: true,
    description: "The clinic's health authority licence; null for salons and parlours, and for a clinic that has not given one.",
    // Batched: a partner's search page of 50 clinics asks for their licences in one read, not 50.
    resolve: async (provider, _args, ctx) => {
      if (!carriesHealthLicence(provider.type)) return null;
      const licence = await licenceOf(ctx)(provider.id);
      return licence ? { ...licence, providerId: provider.id } : null;
    },
  }),
}));

const members = resultMembers<SetHealthLicenceResult>();

const HealthLicenceSaved = members.withMessage("HealthLicenceSaved", {
  description: "Saved: the provider as it now is (its `healthLicence`).",
  fields: (t) => ({
    provider: t.field({
      type: Provider,
      resolve: async (result, _args, ctx) => (await ctx.backend.providers.byIds([result.providerId])).get(result.providerId)!,
    }),
  }),
});

const HealthLicenceRefused = members.withMessage("HealthLicenceRefused", {
  description: "Nothing changed: not a clinic, no licence to verify, or an expired licence.",
});

const SetHealthLicenceInvalid = members.invalid(
  "SetHealthLicenceInvalid",
  "The input was refused; nothing changed. Each field error names the input field.",
);

type WithSignIn<Result> = Result | NotSignedInResult;
const SetHealthLicenceResultRef = resultUnion<WithSignIn<SetHealthLicenceResult | NotAllowedResult>>("SetHealthLicenceResult", {
  types: [HealthLicenceSaved, SetHealthLicenceInvalid, HealthLicenceRefused, NotAllowed(), NotSignedIn],
});
const VerifyHealthLicenceResultRef = resultUnion<WithSignIn<HealthLicenceSavedResult | HealthLicenceRefusedResult | NotAllowedResult>>(
  "VerifyHealthLicenceResult",
  { types: [HealthLicenceSaved, HealthLicenceRefused, NotAllowed(), NotSignedIn] },
);

const SetHealthLicenceInput = builder.inputType("SetHealthLicenceInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    authority: t.field({
      type: HealthAuthorityEnum,
      required: false,
      description: "Absent: the emirate's own (DHA, DOH or MOHAP); DHCR only for clinics in Dubai.",
    }),
    number: t.string({ required: true, description: "In the authority's format; spaces and case do not matter." }),
    expiresOn: t.string({ required: true, description: "'YYYY-MM-DD', from today to five years ahead." }),
    advertisingPermit: t.string({ required: false }),
  }),
});

const VerifyHealthLicenceInput = builder.inputType("VerifyHealthLicenceInput", {
  fields: (t) => ({ providerId: t.id({ required: true }) }),
});

/** The most clinics the reviewers' list of licences awaiting verification shows at once. */
const REVIEW_LIST_MAX = 100;

builder.queryFields((t) => ({
  healthLicenceReviewQueue: t.field({
    type: [Provider],
    nullable: true,
    description:
      "Clinics whose health licence awaits verification (new, or changed by the owner since), by id; at most 100. Reviewers only: null for anyone else.",
    ...reviewerOrNull,
    resolve: async (_root, _args, ctx) => {
      await requireViewer(ctx);
      const ids = await ctx.backend.healthLicences.awaitingVerification(REVIEW_LIST_MAX);
      const providers = await ctx.backend.providers.byIds(ids);
      return ids.flatMap((id) => providers.get(id) ?? []);
    },
  }),
}));

builder.mutationFields((t) => ({
  setHealthLicence: t.field({
    type: SetHealthLicenceResultRef,
    description:
      "Sets the health licence of the caller's own clinic. Any change returns it to AWAITING_VERIFICATION (the listing stays up); the same details keep it verified.",
    args: { input: t.arg({ type: SetHealthLicenceInput, required: true }) },
    ...allowedTo({
      signIn: say("LICENCE_SIGN_IN"),
      owns: (args: { input: { providerId: string | number } }) => ({ kind: "provider", id: String(args.input.providerId) }),
      stranger: () => notAllowed(say("LICENCE_OWNER_ONLY")),
    }),
    resolve: async (_root, { input }, ctx) => {
      await requireViewer(ctx);
      return setHealthLicence(ctx.backend, String(input.providerId), {
        authority: input.authority ?? null,
        number: input.number,
        expiresOn: input.expiresOn,
        advertisingPermit: input.advertisingPermit ?? null,
      });
    },
  }),
  verifyHealthLicence: t.field({
    type: VerifyHealthLicenceResultRef,
    description: "A reviewer records that the clinic's licence matches its trade licence, dated today (Dubai).",
    args: { input: t.arg({ type: VerifyHealthLicenceInput, required: true }) },
    ...reviewerOnly(say("LICENCE_SIGN_IN"), say("LICENCE_REVIEWERS_ONLY")),
    resolve: async (_root, { input }, ctx) => {
      await requireViewer(ctx);
      return verifyHealthLicence(ctx.backend, String(input.providerId));
    },
  }),
}));
