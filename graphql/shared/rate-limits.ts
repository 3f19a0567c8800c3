/**
 * Anti-automation limits: the port. A named limit counts one attempt for a key (a client address, a
 * phone number…) in a fixed window and answers whether it is still within the limit. The Worker
 * supplies every limit from a Workers Rate Limiting binding (workers/rate-limits.ts), for the local and
 * the Supabase deployment alike; Miniflare runs the same bindings locally and in the tests.
 *
 * To add a limit: a name here (with its window), a `[[ratelimits]]` block in wrangler.toml, and its
 * binding in workers/rate-limits.ts. See docs/decisions/007-rate-limits.md.
 */

import { rateLimitMessage, type RateLimitedAttempts } from "../modules/accounts/rules";
import type { TooManyAttemptsResult } from "./results";

export type RateLimitDecision = "allowed" | "refused";

export interface RateLimiter {
  /** Counts one attempt for `key` and decides it. */
  limit(key: string): Promise<RateLimitDecision>;
}

/** Each limit's window in seconds (the binding's `simple.period`: Cloudflare allows 10 or 60). */
export const RATE_LIMIT_WINDOWS = {
  /** Sign-ups from one client address. */
  signUpByAddress: 60,
  /** Booking attempts from one client address. */
  bookingByAddress: 60,
  /** Booking attempts for one phone number. */
  bookingByPhone: 60,
  /** Business registrations from one client address (every attempt, refused input included). */
  registrationByAddress: 60,
  /** Business registrations by one account. */
  registrationByAccount: 60,
  /** Job posts by one account (every attempt, refused input included). */
  jobPostingByAccount: 60,
  /** Products added by one account (every attempt, refused input included). */
  addProductByAccount: 60,
  /**
   * Account emails asked for (a new verification link, a password reset), each counted per account or
   * address asked for and per client address, so nobody can fill a mailbox or the sending quota.
   */
  accountEmails: 60,
  /** Job applications and contact messages from one client address (each application may carry a 5 MB CV). */
  publicMessagesByAddress: 60,
  /** Reports of reviews from one client address (issue 34). */
  reviewReportsByAddress: 60,
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_WINDOWS;
export type RateLimits = Record<RateLimitName, RateLimiter>;

/**
 * Counts one attempt for `key` against the limit `name`: null while within it, otherwise the
 * TooManyAttempts answer ('Too many job posting attempts…', retry after the limit's window).
 */
export async function refuseOverLimit<Name extends RateLimitName>(
  rateLimits: Pick<RateLimits, Name>,
  name: Name,
  key: string,
  attempts: RateLimitedAttempts,
): Promise<TooManyAttemptsResult | null> {
  if ((await rateLimits[name].limit(key)) === "allowed") return null;
  const window = RATE_LIMIT_WINDOWS[name];
  return { kind: "TooManyAttempts", message: rateLimitMessage(window, attempts), retryAfterSeconds: window };
}
