/**
 * Cost-based quotas for the GraphQL API (issue #35, docs/decisions/071-cost-based-quotas.md): pure rules.
 *
 * Each caller of /graphql has a token bucket of points: a partner app's key one (bucket id `key:` + the
 * SHA-256 of its bearer token), an anonymous caller one per client address (`anon:` + the address). A
 * request spends its query cost (graphql-armor's cost analysis, the one the cost limit uses) before it
 * runs; the bucket refills continuously. The Durable Object that holds each bucket
 * (workers/quota/bucket-object.ts) applies these functions; nothing here reads a clock.
 */

export interface BucketPolicy {
  /** The most points the bucket holds (a full bucket). */
  capacity: number;
  /** Points restored per second. */
  restoreRate: number;
}

/** A partner app's key (Shopify's and the figures: 1,000 points, 50 a second). */
export const KEY_BUCKET: BucketPolicy = { capacity: 1000, restoreRate: 50 };
/** An anonymous caller, per client address. */
export const ANONYMOUS_BUCKET: BucketPolicy = { capacity: 400, restoreRate: 10 };

export type BucketKind = "key" | "anon";

export const policyOf = (bucketId: string): BucketPolicy => (bucketId.startsWith("key:") ? KEY_BUCKET : ANONYMOUS_BUCKET);

/** A bucket as stored: the points it held at `updatedAt` (epoch ms). */
export interface BucketState {
  available: number;
  updatedAt: number;
}

export const fullBucket = (policy: BucketPolicy, now: number): BucketState => ({ available: policy.capacity, updatedAt: now });

/** The bucket at `now`: refilled for the milliseconds since it was last updated, never above its capacity. */
export function refilled(state: BucketState, policy: BucketPolicy, now: number): BucketState {
  const elapsed = Math.max(0, now - state.updatedAt);
  const available = Math.min(policy.capacity, state.available + (elapsed * policy.restoreRate) / 1000);
  return { available, updatedAt: Math.max(now, state.updatedAt) };
}

/** Whole seconds until the bucket holds `cost` points again (0 when it already does). */
export function secondsUntilAvailable(available: number, cost: number, policy: BucketPolicy): number {
  if (available >= cost) return 0;
  return Math.ceil((cost - available) / policy.restoreRate);
}

export type SpendOutcome =
  | { allowed: true; state: BucketState }
  /** Not enough points: nothing spent; try again after `retryAfterSeconds`. */
  | { allowed: false; state: BucketState; retryAfterSeconds: number }
  /** More than the bucket ever holds: no wait helps (the query must ask for less). */
  | { allowed: false; state: BucketState; retryAfterSeconds: null };

/** Spends `cost` points at `now` when the refilled bucket holds them; otherwise spends nothing. */
export function spend(state: BucketState, policy: BucketPolicy, cost: number, now: number): SpendOutcome {
  const current = refilled(state, policy, now);
  if (cost > policy.capacity) return { allowed: false, state: current, retryAfterSeconds: null };
  if (current.available >= cost) return { allowed: true, state: { ...current, available: current.available - cost } };
  return { allowed: false, state: current, retryAfterSeconds: secondsUntilAvailable(current.available, cost, policy) };
}

/**
 * After the request ran: the points spent beforehand (`requested`) less what it actually cost come back
 * (never above capacity). An actual cost above the requested one is not charged further (the requested
 * cost is the upper bound graphql-armor computes from `first`/`last`, so it never is).
 */
export function refund(state: BucketState, policy: BucketPolicy, requested: number, actual: number, now: number): BucketState {
  const current = refilled(state, policy, now);
  const back = Math.max(0, requested - actual);
  return { ...current, available: Math.min(policy.capacity, current.available + back) };
}

/** The bucket as reported to the caller (`extensions.cost.throttleStatus`), whole points. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export const throttleStatus = (state: BucketState, policy: BucketPolicy): ThrottleStatus => ({
  maximumAvailable: policy.capacity,
  currentlyAvailable: Math.floor(state.available),
  restoreRate: policy.restoreRate,
});

/** `extensions.cost` of every external GraphQL response (Shopify's shape). */
export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: ThrottleStatus;
}

/** The quota policy's name in the RateLimit fields. */
export const policyName = (kind: BucketKind) => (kind === "key" ? "key" : "anonymous");

/** Seconds a bucket takes to fill from empty: the policy's window (`w`). */
export const windowSeconds = (policy: BucketPolicy) => Math.ceil(policy.capacity / policy.restoreRate);

/**
 * The RateLimit-Policy and RateLimit fields of draft-ietf-httpapi-ratelimit-headers-11 (structured field
 * Lists of one item: a quoted policy name with parameters). `q`: the bucket's capacity in points, `w`: the
 * seconds it takes to fill from empty; `r`: the points left, `t`: seconds until the bucket is full again.
 * No `qu`: points are not one of the draft's registered quota units (decision 071).
 */
export function rateLimitHeaders(kind: BucketKind, status: ThrottleStatus): Record<string, string> {
  const name = policyName(kind);
  const policy = { capacity: status.maximumAvailable, restoreRate: status.restoreRate };
  const remaining = Math.max(0, status.currentlyAvailable);
  const reset = secondsUntilAvailable(remaining, status.maximumAvailable, policy);
  return {
    "RateLimit-Policy": `"${name}";q=${status.maximumAvailable};w=${windowSeconds(policy)}`,
    RateLimit: `"${name}";r=${remaining};t=${reset}`,
  };
}

/** Per-day usage of one bucket (UTC days), kept for the last USAGE_DAYS days. */
export interface DailyUsage {
  /** YYYY-MM-DD (UTC). */
  day: string;
  requests: number;
  points: number;
  throttled: number;
}

export const USAGE_DAYS = 7;

export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Usage with one more request counted (`points` spent, or throttled), only the last USAGE_DAYS days kept. */
export function countUsage(usage: readonly DailyUsage[], now: number, counted: { points: number; throttled: boolean }): DailyUsage[] {
  const day = utcDay(now);
  const today = usage.find((entry) => entry.day === day) ?? { day, requests: 0, points: 0, throttled: 0 };
  const updated: DailyUsage = {
    day,
    requests: today.requests + 1,
    points: today.points + counted.points,
    throttled: today.throttled + (counted.throttled ? 1 : 0),
  };
  return lastDays([...usage.filter((entry) => entry.day !== day), updated], now);
}

/** Points given back after the request (a refund) taken off the day's count. */
export function refundUsage(usage: readonly DailyUsage[], now: number, points: number): DailyUsage[] {
  const day = utcDay(now);
  return usage.map((entry) => (entry.day === day ? { ...entry, points: Math.max(0, entry.points - points) } : entry));
}

/** The entries of the last USAGE_DAYS days up to `now`'s, oldest first. */
export function lastDays(usage: readonly DailyUsage[], now: number): DailyUsage[] {
  const oldest = utcDay(now - (USAGE_DAYS - 1) * 86_400_000);
  return usage.filter((entry) => entry.day >= oldest).sort((a, b) => a.day.localeCompare(b.day));
}
