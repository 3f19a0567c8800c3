/** Auth failures with Supabase Auth's codes and wording, so every adapter reads the same to the site. */
import type { AuthErrorCode, AuthFailure, AuthOutcome } from "./auth-port";

export const AUTH_MESSAGES = {
  invalid_credentials: "Invalid login credentials",
  user_already_exists: "User already registered",
  email_not_confirmed: "Email not confirmed",
  // The wording the product's auth client uses when either field is empty.
  missing_credentials: "You must provide either an email or phone number and a password",
  invalid_email: "Unable to validate email address: invalid format",
  refresh_token_required: "Refresh token required",
  refresh_token_not_found: "Invalid Refresh Token: Refresh Token Not Found",
  refresh_token_already_used: "Invalid Refresh Token: Already Used",
  session_expired: "Invalid Refresh Token: Session Expired",
  session_not_found: "Session from session_id claim in JWT does not exist",
  session_missing: "Auth session missing!",
  bad_jwt: "Invalid or expired access token",
  otp_expired: "Email link is invalid or has expired",
} as const;

export function authFailure(
  code: AuthErrorCode,
  message: string,
  extra: Partial<Pick<AuthFailure, "reasons" | "retryAfterSeconds">> = {},
): AuthFailure {
  return { code, message, reasons: extra.reasons ?? [], retryAfterSeconds: extra.retryAfterSeconds ?? null };
}

export function fail<T>(
  code: AuthErrorCode,
  message: string,
  extra?: Partial<Pick<AuthFailure, "reasons" | "retryAfterSeconds">>,
): AuthOutcome<T> {
  return { ok: false, error: authFailure(code, message, extra) };
}

export function ok<T>(value: T): AuthOutcome<T> {
  return { ok: true, value };
}
