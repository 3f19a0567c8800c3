/**
 * The quota gate of one external /graphql request (decision 071): its bucket id, and the bucket's
 * Durable Object (workers/quota/bucket-object.ts) behind graphql/modules/quota/gate.ts's port.
 *
 * Bucket id: `key:` + the SHA-256 (hex) of the bearer token when the request has one (the API key, or an
 * account's access token), otherwise `anon:` + the client address (CF-Connecting-IP, as every per-address
 * limit reads it).
 */
import { readBearerToken } from "../../graphql/context";
import type { QuotaGate, SpendAnswer } from "../../graphql/modules/quota/gate";
import type { DailyUsage, ThrottleStatus } from "../../graphql/modules/quota/rules";
import type { WorkerEnv } from "../env";
import type { QuotaBucket } from "./bucket-object";

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function bucketIdFor(request: Request): Promise<string> {
  const token = readBearerToken(request);
  if (token !== null) return `key:${await sha256Hex(token)}`;
  return `anon:${request.headers.get("CF-Connecting-IP") ?? "unknown"}`;
}

function bucketObject(env: WorkerEnv, bucketId: string): DurableObjectStub<QuotaBucket> {
  return env.QUOTA_BUCKETS.get(env.QUOTA_BUCKETS.idFromName(bucketId));
}

/** The gate of one request; null when quotas are off (API_QUOTAS = "off": the integration suites but one). */
export async function quotaGateFor(env: WorkerEnv, request: Request): Promise<QuotaGate | null> {
  if (env.API_QUOTAS === "off") return null;
  const bucketId = await bucketIdFor(request);
  const bucket = bucketObject(env, bucketId);
  let latest: Promise<ThrottleStatus> | undefined;
  const seen = (status: Promise<ThrottleStatus>) => (latest = status);
  return {
    kind: bucketId.startsWith("key:") ? "key" : "anon",
    spend: async (cost) => {
      const answer = (await bucket.spend(bucketId, cost)) as SpendAnswer;
      latest = Promise.resolve(answer.status);
      return answer;
    },
    refund: (requested, actual) => seen(bucket.refund(bucketId, requested, actual) as Promise<ThrottleStatus>),
    peek: () => seen(bucket.peek(bucketId) as Promise<ThrottleStatus>),
    status: () => latest ?? seen(bucket.peek(bucketId) as Promise<ThrottleStatus>),
  };
}

/** A bucket's usage for the last 7 days (requests, points, throttled requests per UTC day), for /developers. */
export async function usageFor(env: WorkerEnv, bucketId: string): Promise<DailyUsage[]> {
  return bucketObject(env, bucketId).dailyUsage();
}
