/**
 * The anti-automation limits (graphql/shared/rate-limits.ts) on Workers Rate Limiting bindings, the
 * same for the local and the Supabase backend: the limits live with the Worker, not the database.
 * Locally and in the tests Miniflare runs the bindings (`[[ratelimits]]` in wrangler.toml).
 */
import type { RateLimiter, RateLimitName, RateLimits } from "../graphql/shared/rate-limits";
import { ConfigurationError, type WorkerEnv } from "./env";

/** Which binding backs each limit. */
const BINDINGS = {
  signUpByAddress: "SIGN_UP_LIMITER",
  bookingByAddress: "BOOKING_ADDRESS_LIMITER",
  bookingByPhone: "BOOKING_PHONE_LIMITER",
  registrationByAddress: "REGISTRATION_ADDRESS_LIMITER",
  registrationByAccount: "REGISTRATION_ACCOUNT_LIMITER",
  jobPostingByAccount: "JOB_POSTING_ACCOUNT_LIMITER",
  addProductByAccount: "PRODUCT_ACCOUNT_LIMITER",
  accountEmails: "ACCOUNT_EMAIL_LIMITER",
  publicMessagesByAddress: "PUBLIC_MESSAGE_LIMITER",
  reviewReportsByAddress: "REVIEW_REPORT_LIMITER",
} as const satisfies Record<RateLimitName, keyof WorkerEnv>;

/**
 * One limit over its binding. Should the binding itself fail (it is a best-effort counter, per
 * Cloudflare location), the attempt is allowed and the failure logged: the limits slow automation down;
 * the decisive checks (slot taken, failed sign-ins) are enforced by the database.
 */
export function bindingRateLimit(name: string, binding: RateLimit | undefined): RateLimiter {
  if (!binding || typeof binding.limit !== "function") {
    throw new ConfigurationError(`The rate limit binding ${name} is missing: add its [[ratelimits]] block to wrangler.toml.`);
  }
  return {
    async limit(key) {
      try {
        const { success } = await binding.limit({ key });
        return success ? "allowed" : "refused";
      } catch (error) {
        console.error(`Rate limit ${name} failed; the attempt is allowed.`, error);
        return "allowed";
      }
    },
  };
}

export function createRateLimits(env: WorkerEnv): RateLimits {
  return Object.fromEntries(
    Object.entries(BINDINGS).map(([name, binding]) => [name, bindingRateLimit(binding, env[binding] as RateLimit | undefined)]),
  ) as RateLimits;
}
