/**
 * Auth failures with Supabase Auth's codes and wording, so every adapter reads the same to the site. The
 * wording is said by the registry's codes (AUTH_*); the hosted service's own English for anything else passes as it is.
 */
import type { AuthErrorCode, AuthFailure, AuthOutcome } from "./auth-port";
import { say, type SaidMessage } from "../../shared/say";

export const AUTH_MESSAGES = {
  invalid_credentials: say("AUTH_INVALID_CREDENTIALS"),
  user_already_exists: say("AUTH_ALREADY_REGISTERED"),
  email_not_confirmed: say("AUTH_EMAIL_NOT_CONFIRMED"),
  // The wording the product's auth client uses when either field is empty.
  missing_credentials: say("AUTH_CREDENTIALS_MISSING"),
  invalid_email: say("AUTH_EMAIL_INVALID"),
  refresh_token_required: say("AUTH_REFRESH_TOKEN_REQUIRED"),
  refresh_token_not_found: say("AUTH_REFRESH_TOKEN_NOT_FOUND"),
  refresh_token_already_used: say("AUTH_REFRESH_TOKEN_USED"),
  session_expired: say("AUTH_SESSION_EXPIRED"),
  session_not_found: say("AUTH_SESSION_NOT_FOUND"),
  session_missing: say("AUTH_SESSION_MISSING"),
  bad_jwt: say("AUTH_TOKEN_INVALID"),
  otp_expired: say("AUTH_LINK_EXPIRED"),
} as const;

export function authFailure(
  code: AuthErrorCode,
  message: SaidMessage,
  extra: Partial<Pick<AuthFailure, "reasons" | "retryAfterSeconds">> = {},
): AuthFailure {
  return { code, message, reasons: extra.reasons ?? [], retryAfterSeconds: extra.retryAfterSeconds ?? null };
}

export function fail<T>(
  code: AuthErrorCode,
  message: SaidMessage,
  extra?: Partial<Pick<AuthFailure, "reasons" | "retryAfterSeconds">>,
): AuthOutcome<T> {
  return { ok: false, error: authFailure(code, message, extra) };
}

export function ok<T>(value: T): AuthOutcome<T> {
  return { ok: true, value };
}
