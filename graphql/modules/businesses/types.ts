/**
 * Business registrations: `registerBusiness` (a GraphQL multipart request with the trade licence
 * and an optional logo) and `businessRegistration(id)` for the account that submitted it.
 */
import { builder } from "../../builder";
import { readById } from "../../shared/by-id";
import { allowedTo, requireViewer, signedInOrNull } from "../../shared/authorisation";
import {
  answerWithRetryAfter,
  EmailNotVerified,
  messageFields,
  NotSignedIn,
  storedOrInvalid,
  TooManyAttempts,
} from "../../shared/result-types";
import { englishOf, type SaidMessage } from "../../shared/messages";
import { FileScalar, UploadFailed } from "../uploads/types";
import { REGISTRATION_STATUSES, type RegistrationRecord } from "./repository";
import { limitRegistration, NOT_SIGNED_IN_MESSAGE, registerBusiness, registrationFor, type RegisterBusinessResult } from "./service";

const RegistrationStatusEnum = builder.enumType("RegistrationStatus", {
  description: "Where a registration is in its review. New registrations are PENDING.",
  values: Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status.toUpperCase(), { value: status }])) as Record<
    string,
    { value: (typeof REGISTRATION_STATUSES)[number] }
  >,
});

export const BusinessRegistration = builder.objectRef<RegistrationRecord>("BusinessRegistration").implement({
  description: "A business submitted for listing by the signed-in account. Its trade licence is private and not exposed.",
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: RegistrationStatusEnum, resolve: (registration) => registration.status }),
    businessName: t.exposeString("businessName"),
    businessType: t.exposeString("businessType"),
    fullAddress: t.exposeString("fullAddress"),
    emirate: t.exposeString("emirate"),
    contactPersonName: t.exposeString("contactPersonName"),
    businessEmail: t.exposeString("businessEmail"),
    businessPhone: t.exposeString("businessPhone", { description: "E.164, e.g. '+97141234567'." }),
    shortDescription: t.exposeString("shortDescription"),
    logoUrl: t.exposeString("logoUrl", { nullable: true }),
    healthAuthority: t.string({ nullable: true, resolve: (registration) => registration.healthLicence?.authority ?? null }),
    healthLicenceNumber: t.string({
      nullable: true,
      description: "A clinic's facility licence number as it registered it; the listing's, awaiting verification, on approval.",
      resolve: (registration) => registration.healthLicence?.number ?? null,
    }),
    healthLicenceExpiresOn: t.string({ nullable: true, resolve: (registration) => registration.healthLicence?.expiresOn ?? null }),
    advertisingPermit: t.string({ nullable: true, resolve: (registration) => registration.healthLicence?.advertisingPermit ?? null }),
    submittedAt: t.exposeString("submittedAt", { description: "ISO 8601, UTC." }),
  }),
});

const LogoRefusal = builder.objectRef<SaidMessage>("LogoRefusal").implement({
  description: "Why a registration's logo could not be stored (the registration went through without it).",
  fields: (t) => ({ ...messageFields(t, (message) => message) }),
});

const RegisterBusinessResultRef = storedOrInvalid<RegisterBusinessResult>()("RegisterBusinessResult", {
  stored: {
    kind: "BusinessRegistrationSubmitted",
    field: "registration",
    type: BusinessRegistration,
    fields: (t) => ({
      logoNotice: t.string({
        nullable: true,
        resolve: (result) => result.logoNotice && englishOf(result.logoNotice),
        description: "Set when the logo could not be stored: the registration went through without it.",
      }),
      logoRefusal: t.field({
        type: LogoRefusal,
        nullable: true,
        resolve: (result) => result.logoRefusal,
        description:
          "Set with logoNotice: why the logo was not stored, by code, so a client can say the notice " +
          "(REGISTRATION_LOGO_DROPPED, whose reason this is) in its own language.",
      }),
    }),
  },
  invalid: {
    kind: "RegisterBusinessInvalid",
    description: "The input or a file was refused; nothing was stored. Field names are RegisterBusinessInput's, tradeLicense and logo.",
  },
  refusals: [UploadFailed, NotSignedIn, EmailNotVerified, TooManyAttempts],
});

const RegisterBusinessInput = builder.inputType("RegisterBusinessInput", {
  fields: (t) => ({
    businessName: t.string({ required: true }),
    businessType: t.string({ required: true, description: "One of referenceData.businessTypes, e.g. 'Salon / Parlour'." }),
    fullAddress: t.string({ required: true }),
    emirate: t.string({ required: true, description: "One of the seven Emirates, e.g. 'Dubai'." }),
    contactPersonName: t.string({ required: true }),
    businessEmail: t.string({ required: true }),
    businessPhone: t.string({ required: true, description: "A UAE phone number." }),
    shortDescription: t.string({ required: true, description: "At most 200 characters." }),
    agreedToTerms: t.boolean({ required: true, description: "The owner agrees to /terms-for-business; must be true." }),
    healthAuthority: t.string({
      required: false,
      description: "A clinic's health authority (DHA, DHCR, DOH or MOHAP); absent: its emirate's. Ignored for other types.",
    }),
    healthLicenceNumber: t.string({
      required: false,
      description: "A clinic's facility licence number, in its authority's format (optional; checked when given with its expiry).",
    }),
    healthLicenceExpiresOn: t.string({ required: false, description: "The licence's expiry, 'YYYY-MM-DD'." }),
    advertisingPermit: t.string({ required: false, description: "The authority's advertising permit number, optional." }),
  }),
});

builder.mutationField("registerBusiness", (t) =>
  t.field({
    type: RegisterBusinessResultRef,
    description:
      "Submits a business for listing, as a GraphQL multipart request: the trade licence (PDF, JPG or PNG, at most 10 MB) " +
      "and an optional logo (JPG, PNG or WebP, at most 2 MB, stored re-encoded as WebP). Needs a signed-in account. " +
      "Limited per client address and per account (TooManyAttempts, HTTP 429 with Retry-After).",
    args: {
      input: t.arg({ type: RegisterBusinessInput, required: true }),
      tradeLicense: t.arg({ type: FileScalar, required: true }),
      logo: t.arg({ type: FileScalar, required: false }),
    },
    ...allowedTo({ signIn: NOT_SIGNED_IN_MESSAGE, emailConfirmed: true }),
    resolve: async (_root, { input, tradeLicense, logo }, ctx) => {
      const viewer = await requireViewer(ctx);
      const result =
        (await limitRegistration(ctx, viewer)) ??
        (await registerBusiness(ctx.backend, viewer, input, { tradeLicense, logo: logo ?? null }, ctx.locale));
      return answerWithRetryAfter(ctx, result);
    },
  }),
);

builder.queryField("businessRegistration", (t) =>
  t.field({
    type: BusinessRegistration,
    description: "One of the signed-in account's registrations; null for anyone else's, or when signed out.",
    ...signedInOrNull,
    ...readById(t.arg, async (id, ctx) => registrationFor(ctx.backend, await requireViewer(ctx), id)),
  }),
);
