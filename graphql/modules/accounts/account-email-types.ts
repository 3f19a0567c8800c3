/**
 * The account emails' mutations (docs/decisions/052-account-emails.md): verifyEmail and resetPassword redeem
 * an emailed link's token; resendVerificationEmail and requestPasswordReset send one (rate-limited: also
 * HTTP 429 with Retry-After).
 */
import { builder } from "../../builder";
import { signedInOnly, requireViewer } from "../../shared/authorisation";
import { answerWithRetryAfter, NotSignedIn, TooManyAttempts } from "../../shared/result-types";
import { say } from "../../shared/say";
import { resultUnion } from "../../shared/result-types";
import type { NotSignedInResult } from "../../shared/results";
import {
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
  type RequestPasswordResetResult,
  type ResendVerificationResult,
  type ResetPasswordResult,
  type VerifyEmailResult,
} from "./account-emails";
import { AuthError } from "./types";

type Success<Result, Kind> = Extract<Result, { kind: Kind }>;

const EmailVerified = builder.objectRef<Success<VerifyEmailResult, "EmailVerified">>("EmailVerified").implement({
  description: "The account's email address is verified.",
  fields: (t) => ({ verified: t.exposeBoolean("verified") }),
});

const VerificationEmailSent = builder
  .objectRef<Success<ResendVerificationResult, "VerificationEmailSent">>("VerificationEmailSent")
  .implement({
    description: "A new verification link is on its way (it works once, for 24 hours), unless the address is verified already.",
    fields: (t) => ({ alreadyVerified: t.exposeBoolean("alreadyVerified") }),
  });

const PasswordResetRequested = builder
  .objectRef<Success<RequestPasswordResetResult, "PasswordResetRequested">>("PasswordResetRequested")
  .implement({
    description: "If the address has an account, a reset link is on its way (it works once, for an hour). The same answer either way.",
    fields: (t) => ({ requested: t.exposeBoolean("requested") }),
  });

const PasswordReset = builder.objectRef<Success<ResetPasswordResult, "PasswordReset">>("PasswordReset").implement({
  description: "The password is changed and every session of the account has ended: sign in with the new password.",
  fields: (t) => ({ signedOut: t.exposeBoolean("signedOut") }),
});

const VerifyEmailResultRef = resultUnion<VerifyEmailResult>("VerifyEmailResult", { types: [EmailVerified, AuthError] });
const ResendVerificationResultRef = resultUnion<ResendVerificationResult | NotSignedInResult>("ResendVerificationEmailResult", {
  types: [VerificationEmailSent, NotSignedIn, TooManyAttempts],
});
const RequestPasswordResetResultRef = resultUnion<RequestPasswordResetResult>("RequestPasswordResetResult", {
  types: [PasswordResetRequested, AuthError, TooManyAttempts],
});
const ResetPasswordResultRef = resultUnion<ResetPasswordResult>("ResetPasswordResult", { types: [PasswordReset, AuthError] });

const TokenInput = builder.inputType("VerifyEmailInput", { fields: (t) => ({ token: t.string({ required: true }) }) });
const RequestPasswordResetInput = builder.inputType("RequestPasswordResetInput", {
  fields: (t) => ({ email: t.string({ required: true }) }),
});
const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The token in the emailed link." }),
    password: t.string({ required: true, description: "8 to 128 characters; no composition rules." }),
  }),
});

builder.mutationFields((t) => ({
  verifyEmail: t.field({
    type: VerifyEmailResultRef,
    description: "Verifies an account's email address with the token of its emailed link (once; the link works for 24 hours).",
    args: { input: t.arg({ type: TokenInput, required: true }) },
    resolve: (_root, { input }, ctx) => verifyEmail(ctx.backend.auth, input.token),
  }),
  resendVerificationEmail: t.field({
    type: ResendVerificationResultRef,
    description: "Sends the signed-in account a new verification link, in the caller's language. Rate-limited.",
    ...signedInOnly(say("AUTH_SIGN_IN_TO_VERIFY")),
    resolve: async (_root, _args, ctx) => {
      const caller = { auth: ctx.backend.auth, rateLimits: ctx.rateLimits, clientAddress: ctx.clientAddress, locale: ctx.locale };
      return answerWithRetryAfter(ctx, await resendVerification(caller, await requireViewer(ctx)));
    },
  }),
  requestPasswordReset: t.field({
    type: RequestPasswordResetResultRef,
    description:
      "Emails a password reset link to the address if it has an account, in the caller's language; the answer is the " +
      "same whether or not it has one. Rate-limited per address asked for and per client.",
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const caller = { auth: ctx.backend.auth, rateLimits: ctx.rateLimits, clientAddress: ctx.clientAddress, locale: ctx.locale };
      return answerWithRetryAfter(ctx, await requestPasswordReset(caller, input.email));
    },
  }),
  resetPassword: t.field({
    type: ResetPasswordResultRef,
    description: "Sets a new password with the token of a reset link (once, within an hour); every session of the account ends.",
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => resetPassword(ctx.backend.auth, input, await ctx.commonPasswords()),
  }),
}));
