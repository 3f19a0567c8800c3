/**
 * The rules of the links the account emails carry (docs/decisions/052-account-emails.md): how long each
 * works and when one may still be used. Pure, so the adapters and the unit tests share them; the local
 * adapter stores the links (workers/adapters/local), Supabase Auth keeps its own with the same lifetimes.
 */

export type AccountLinkPurpose = "verify_email" | "reset_password";

/**
 * Seconds a link works after it is sent. A verification link waits for whenever the person reads their
 * mail (a day, as Supabase's longest one-time-link setting); a reset link opens the account to whoever
 * holds it, so it lasts an hour (issue 31).
 */
export const ACCOUNT_LINK_LIFETIME_SECONDS: Record<AccountLinkPurpose, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 60 * 60,
};

/** Where a link leads on the site, in English (the email says it in the person's language: workers/outbox/compose.ts). */
export const ACCOUNT_LINK_PATHS: Record<AccountLinkPurpose, string> = {
  verify_email: "/verify-email",
  reset_password: "/reset-password",
};

export interface AccountLinkState {
  purpose: AccountLinkPurpose;
  /** Unix seconds. */
  expiresAt: number;
  usedAt: number | null;
}

/** Why a link no longer works, or null while it does: once used it never works again, and it ends at expiresAt. */
export function accountLinkRefusal(
  link: AccountLinkState,
  purpose: AccountLinkPurpose,
  now: number,
): "used" | "expired" | "wrong_purpose" | null {
  if (link.purpose !== purpose) return "wrong_purpose";
  if (link.usedAt !== null) return "used";
  if (now >= link.expiresAt) return "expired";
  return null;
}
