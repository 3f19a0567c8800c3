/**
 * The account emails' operations (docs/decisions/052-account-emails.md): verify an address with its link,
 * send a new verification link, ask for and use a password reset link. Input is checked here, limits are
 * counted here, the auth port does the rest. Callers arrive already authorised (the resend's scope).
 */
import { refuseOverLimit, type RateLimits } from "../../shared/rate-limits";
import type { TooManyAttemptsResult } from "../../shared/results";
import type { AccountLocale, AuthFailure, AuthPort, AuthUser } from "./auth-port";
import { AUTH_MESSAGES, authFailure } from "./errors";
import type { CommonPasswords } from "./common-passwords";
import { checkEmail, checkNewPassword, normalizeEmail } from "./rules";

type AuthErrorResult = { kind: "AuthError" } & AuthFailure;
export type VerifyEmailResult = { kind: "EmailVerified"; verified: true } | AuthErrorResult;
export type ResendVerificationResult = { kind: "VerificationEmailSent"; alreadyVerified: boolean } | TooManyAttemptsResult;
export type RequestPasswordResetResult = { kind: "PasswordResetRequested"; requested: true } | AuthErrorResult | TooManyAttemptsResult;
export type ResetPasswordResult = { kind: "PasswordReset"; signedOut: true } | AuthErrorResult;

const asError = (failure: AuthFailure): AuthErrorResult => ({ kind: "AuthError", ...failure });
const linkRefused = () => asError(authFailure("otp_expired", AUTH_MESSAGES.otp_expired));

/** Counts one account-email request under each key; the first refusal, or null while every key is within the limit. */
async function overLimit(rateLimits: Pick<RateLimits, "accountEmails">, keys: string[]): Promise<TooManyAttemptsResult | null> {
  for (const key of keys) {
    const refused = await refuseOverLimit(rateLimits, "accountEmails", key, "email");
    if (refused) return refused;
  }
  return null;
}

export async function verifyEmail(auth: AuthPort, token: string): Promise<VerifyEmailResult> {
  const trimmed = token.trim();
  if (!trimmed) return linkRefused();
  const outcome = await auth.verifyEmail(trimmed);
  return outcome.ok ? { kind: "EmailVerified", verified: true } : asError(outcome.error);
}

export async function resendVerification(
  caller: { auth: AuthPort; rateLimits: Pick<RateLimits, "accountEmails">; clientAddress: string; locale: AccountLocale },
  viewer: AuthUser,
): Promise<ResendVerificationResult> {
  if (viewer.emailConfirmed) return { kind: "VerificationEmailSent", alreadyVerified: true };
  const refused = await overLimit(caller.rateLimits, [`verify:${viewer.id}`, `address:${caller.clientAddress}`]);
  if (refused) return refused;
  const outcome = await caller.auth.resendVerification(viewer, caller.locale);
  if (!outcome.ok) throw new Error(`Could not send a verification email: ${outcome.error.code}`);
  return { kind: "VerificationEmailSent", alreadyVerified: false };
}

/** The same answer whether or not the address has an account (the port's work is the same too). */
export async function requestPasswordReset(
  caller: { auth: AuthPort; rateLimits: Pick<RateLimits, "accountEmails">; clientAddress: string; locale: AccountLocale },
  rawEmail: string,
): Promise<RequestPasswordResetResult> {
  const email = normalizeEmail(rawEmail);
  const invalid = checkEmail(email);
  if (invalid) return asError(invalid);
  const refused = await overLimit(caller.rateLimits, [`reset:${email}`, `address:${caller.clientAddress}`]);
  if (refused) return refused;
  const outcome = await caller.auth.requestPasswordReset(email, caller.locale);
  return outcome.ok ? { kind: "PasswordResetRequested", requested: true } : asError(outcome.error);
}

export async function resetPassword(
  auth: AuthPort,
  input: { token: string; password: string },
  passwords: CommonPasswords,
): Promise<ResetPasswordResult> {
  const token = input.token.trim();
  if (!token) return linkRefused();
  const weak = checkNewPassword(input.password, passwords);
  if (weak) return asError(weak);
  const outcome = await auth.resetPassword(token, input.password);
  return outcome.ok ? { kind: "PasswordReset", signedOut: true } : asError(outcome.error);
}
