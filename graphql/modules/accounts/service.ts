/** Account operations: check the input against the rules, then ask the auth port. Resolvers stay thin. */
import { localPath } from "../../shared/local-path";
import type { AccountLocale, AuthFailure, AuthPort, AuthSession, AuthUser, SignOutScope } from "./auth-port";
import { AUTH_MESSAGES, authFailure } from "./errors";
import type { CommonPasswords } from "./common-passwords";
import { checkSignIn, checkSignUp, rateLimitMessage } from "./rules";
import { RATE_LIMIT_WINDOWS, type RateLimiter } from "../../shared/rate-limits";

export type AuthErrorResult = { kind: "AuthError" } & AuthFailure;
export type SignUpResult =
  { kind: "SignUpSuccess"; user: AuthUser; session: AuthSession | null; confirmationRequired: boolean } | AuthErrorResult;
export type SignInResult = { kind: "SignInSuccess"; session: AuthSession } | AuthErrorResult;
export type RefreshSessionResult = { kind: "RefreshSessionSuccess"; session: AuthSession } | AuthErrorResult;
/** Either answer that carries a session. */
export type SessionResult = SignInResult | RefreshSessionResult;
export type SignOutResult = { kind: "SignOutSuccess"; signedOut: true } | AuthErrorResult;

export const asError = (failure: AuthFailure): AuthErrorResult => ({ kind: "AuthError", ...failure });

/**
 * Sign-ups are limited per client address (anti-automation): every attempt counts, valid or not.
 * The refusal when this one is past the limit; null when it may go ahead.
 */
export async function limitSignUp(limiter: RateLimiter, clientAddress: string): Promise<AuthErrorResult | null> {
  if ((await limiter.limit(clientAddress)) === "allowed") return null;
  const retryAfterSeconds = RATE_LIMIT_WINDOWS.signUpByAddress;
  return asError(authFailure("over_request_rate_limit", rateLimitMessage(retryAfterSeconds, "sign-up"), { retryAfterSeconds }));
}

/**
 * `locale`: the site the person signed up on, whose language their verification email is in. `input.returnTo`: the
 * page they were on their way to (a path on this site; anything else is dropped), where the verification link leads.
 */
export async function signUp(
  auth: AuthPort,
  input: { email: string; password: string; returnTo?: string | null },
  passwords: CommonPasswords,
  locale: AccountLocale = "en",
): Promise<SignUpResult> {
  const checked = checkSignUp(input, passwords);
  if (!checked.ok) return asError(checked.error);
  const outcome = await auth.signUp(checked.value, locale, localPath(input.returnTo));
  if (!outcome.ok) return asError(outcome.error);
  const { user, session } = outcome.value;
  return { kind: "SignUpSuccess", user, session, confirmationRequired: session === null };
}

export async function signIn(auth: AuthPort, input: { email: string; password: string }, clientAddress: string): Promise<SignInResult> {
  const checked = checkSignIn(input);
  if (!checked.ok) return asError(checked.error);
  const outcome = await auth.signInWithPassword(checked.value, clientAddress);
  return outcome.ok ? { kind: "SignInSuccess", session: outcome.value } : asError(outcome.error);
}

export async function refreshSession(auth: AuthPort, refreshToken: string): Promise<RefreshSessionResult> {
  const token = refreshToken.trim();
  if (!token) return asError(authFailure("validation_failed", AUTH_MESSAGES.refresh_token_required));
  const outcome = await auth.refreshSession(token);
  return outcome.ok ? { kind: "RefreshSessionSuccess", session: outcome.value } : asError(outcome.error);
}

export async function signOut(auth: AuthPort, accessToken: string | null, scope: SignOutScope): Promise<SignOutResult> {
  if (!accessToken) return asError(authFailure("no_authorization", AUTH_MESSAGES.session_missing));
  const outcome = await auth.signOut(accessToken, scope);
  return outcome.ok ? { kind: "SignOutSuccess", signedOut: true } : asError(outcome.error);
}
