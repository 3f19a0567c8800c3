/**
 * The quota gate: the port through which the GraphQL server spends a request's points. The Worker makes
 * one per external /graphql request (workers/quota/gate.ts, a Durable Object per bucket); the site's own
 * pages run GraphQL in-process without one, so they are never charged.
 */
import type { BucketKind, ThrottleStatus } from "./rules";

export interface SpendAnswer {
  allowed: boolean;
  /** When refused: whole seconds until the points are there; null when the cost is above the bucket's capacity. */
  retryAfterSeconds: number | null;
  /** The bucket after the spend (or the refusal). */
  status: ThrottleStatus;
}

export interface QuotaGate {
  kind: BucketKind;
  /** Spends `cost` points when the bucket holds them, atomically; otherwise spends nothing. */
  spend(cost: number): Promise<SpendAnswer>;
  /** Gives back `requested - actual` points once the request ran. */
  refund(requested: number, actual: number): Promise<ThrottleStatus>;
  /** The bucket now, spending nothing (counted as a request in the day's usage). */
  peek(): Promise<ThrottleStatus>;
  /** The bucket as this request last saw it (after its spend or refund), else a peek: one request, counted once. */
  status(): Promise<ThrottleStatus>;
}
