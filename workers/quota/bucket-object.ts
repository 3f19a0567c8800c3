/**
 * One caller's bucket of points, exact across isolates: a Durable Object per bucket id (decision 071).
 * Every method reads and writes the bucket without an await in between, so requests to one bucket are
 * applied one after the other (the object runs one event at a time); the storage write is not awaited:
 * the output gate holds each answer until it is stored. Miniflare runs the same class locally.
 */
import { DurableObject } from "cloudflare:workers";
import {
  countUsage,
  fullBucket,
  lastDays,
  policyOf,
  refilled,
  refund,
  refundUsage,
  spend,
  throttleStatus,
  type BucketState,
  type DailyUsage,
  type ThrottleStatus,
} from "../../graphql/modules/quota/rules";
import type { SpendAnswer } from "../../graphql/modules/quota/gate";

export class QuotaBucket extends DurableObject {
  private bucket: BucketState | undefined;
  private usage: DailyUsage[] = [];

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    void ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.get<{ bucket?: BucketState; usage?: DailyUsage[] }>(["bucket", "usage"]);
      this.bucket = (stored as Map<string, unknown>).get("bucket") as BucketState | undefined;
      this.usage = ((stored as Map<string, unknown>).get("usage") as DailyUsage[] | undefined) ?? [];
    });
  }

  private current(bucketId: string, now: number): BucketState {
    const policy = policyOf(bucketId);
    return this.bucket ? refilled(this.bucket, policy, now) : fullBucket(policy, now);
  }

  private store(bucket: BucketState, usage: DailyUsage[]) {
    this.bucket = bucket;
    this.usage = usage;
    void this.ctx.storage.put({ bucket, usage });
  }

  /** Spends `cost` when the bucket holds it; counts the request (and the refusal) in today's usage. */
  spend(bucketId: string, cost: number): SpendAnswer {
    const policy = policyOf(bucketId);
    const now = Date.now();
    const outcome = spend(this.current(bucketId, now), policy, cost, now);
    this.store(outcome.state, countUsage(this.usage, now, { points: outcome.allowed ? cost : 0, throttled: !outcome.allowed }));
    return {
      allowed: outcome.allowed,
      retryAfterSeconds: outcome.allowed ? null : outcome.retryAfterSeconds,
      status: throttleStatus(outcome.state, policy),
    };
  }

  /** A request that spends nothing (the `rateLimit` field alone): counted, the bucket as it is. */
  peek(bucketId: string): ThrottleStatus {
    const now = Date.now();
    const bucket = this.current(bucketId, now);
    this.store(bucket, countUsage(this.usage, now, { points: 0, throttled: false }));
    return throttleStatus(bucket, policyOf(bucketId));
  }

  refund(bucketId: string, requested: number, actual: number): ThrottleStatus {
    const policy = policyOf(bucketId);
    const now = Date.now();
    const bucket = refund(this.current(bucketId, now), policy, requested, actual, now);
    this.store(bucket, refundUsage(this.usage, now, Math.max(0, requested - actual)));
    return throttleStatus(bucket, policy);
  }

  /** Requests, points and throttled requests per UTC day, the last 7 days (oldest first). */
  dailyUsage(): DailyUsage[] {
    return lastDays(this.usage, Date.now());
  }
}
