import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_BUCKET,
  countUsage,
  fullBucket,
  KEY_BUCKET,
  lastDays,
  policyOf,
  rateLimitHeaders,
  refilled,
  refund,
  refundUsage,
  secondsUntilAvailable,
  spend,
  throttleStatus,
} from "../../graphql/modules/quota/rules";

const policy = { capacity: 1000, restoreRate: 50 };
const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);

describe("token bucket", () => {
  it("refills by the milliseconds elapsed, never above its capacity, never backwards", () => {
    const state = { available: 100, updatedAt: T0 };
    expect(refilled(state, policy, T0 + 1000).available).toBe(150);
    expect(refilled(state, policy, T0 + 10).available).toBeCloseTo(100.5);
    expect(refilled(state, policy, T0 + 60_000).available).toBe(1000);
    // A clock that went back (another isolate's) refills nothing and keeps the later time.
    expect(refilled(state, policy, T0 - 5000)).toEqual({ available: 100, updatedAt: T0 });
  });

  it("spends when the bucket holds the cost, and otherwise spends nothing and says when to retry", () => {
    const spent = spend(fullBucket(policy, T0), policy, 999, T0);
    expect(spent).toEqual({ allowed: true, state: { available: 1, updatedAt: T0 } });
    const refused = spend(spent.state, policy, 52, T0);
    expect(refused).toEqual({ allowed: false, state: { available: 1, updatedAt: T0 }, retryAfterSeconds: 2 });
    // 1.02 s later it holds 52
    expect(spend(refused.state, policy, 52, T0 + 1020).allowed).toBe(true);
    // exactly the points held
    expect(spend({ available: 52, updatedAt: T0 }, policy, 52, T0)).toEqual({ allowed: true, state: { available: 0, updatedAt: T0 } });
  });

  it("refuses a cost above the capacity with no retry time (waiting never helps)", () => {
    expect(spend(fullBucket(policy, T0), policy, 1001, T0)).toEqual({
      allowed: false,
      state: fullBucket(policy, T0),
      retryAfterSeconds: null,
    });
  });

  it("retry-after is whole seconds rounded up", () => {
    expect(secondsUntilAvailable(0, 50, policy)).toBe(1);
    expect(secondsUntilAvailable(0, 51, policy)).toBe(2);
    expect(secondsUntilAvailable(10, 10, policy)).toBe(0);
  });

  it("gives back the difference between the requested and the actual cost, capped at capacity", () => {
    expect(refund({ available: 500, updatedAt: T0 }, policy, 300, 100, T0).available).toBe(700);
    expect(refund({ available: 950, updatedAt: T0 }, policy, 300, 0, T0).available).toBe(1000);
    expect(refund({ available: 500, updatedAt: T0 }, policy, 100, 300, T0).available).toBe(500);
  });

  it("keys and anonymous callers have their own policies", () => {
    expect(policyOf("key:abc")).toBe(KEY_BUCKET);
    expect(policyOf("anon:198.18.0.1")).toBe(ANONYMOUS_BUCKET);
    expect(ANONYMOUS_BUCKET.capacity).toBeLessThan(KEY_BUCKET.capacity);
  });
});

describe("RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-11)", () => {
  it("names the policy with its quota and window, and the points left with the seconds until full", () => {
    const status = throttleStatus({ available: 899.6, updatedAt: T0 }, policy);
    expect(status).toEqual({ maximumAvailable: 1000, currentlyAvailable: 899, restoreRate: 50 });
    expect(rateLimitHeaders("key", status)).toEqual({ "RateLimit-Policy": '"key";q=1000;w=20', RateLimit: '"key";r=899;t=3' });
    expect(rateLimitHeaders("anon", { maximumAvailable: 400, currentlyAvailable: 400, restoreRate: 10 })).toEqual({
      "RateLimit-Policy": '"anonymous";q=400;w=40',
      RateLimit: '"anonymous";r=400;t=0',
    });
  });
});

describe("daily usage", () => {
  it("counts requests, points and throttled requests per UTC day, for the last 7 days only", () => {
    let usage = countUsage([], T0, { points: 30, throttled: false });
    usage = countUsage(usage, T0 + 1000, { points: 0, throttled: true });
    expect(usage).toEqual([{ day: "2026-11-28", requests: 2, points: 30, throttled: 1 }]);
    usage = refundUsage(usage, T0 + 1000, 10);
    expect(usage[0]!.points).toBe(20);
    const eightDaysLater = T0 + 7 * 86_400_000;
    usage = countUsage(usage, eightDaysLater, { points: 5, throttled: false });
    expect(usage).toEqual([{ day: "2026-12-05", requests: 1, points: 5, throttled: 0 }]);
    const sixDays = [{ day: "2026-11-29", requests: 1, points: 1, throttled: 0 }, ...usage];
    expect(lastDays(sixDays, eightDaysLater).map((d) => d.day)).toEqual(["2026-11-29", "2026-12-05"]);
  });
});
