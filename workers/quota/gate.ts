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
import { GRAPHQL_CSRF_HEADER } from "../../app/lib/api/graphql-endpoint";

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

/**
 * The site's own pages asking the API from the browser (the search's live results): same-origin as the browser
 * itself says (Sec-Fetch-Site, which page scripts cannot set), with the CSRF header the site's client sends, and no
 * bearer token. They are the site, not a partner, and are never charged (issue 35: "the site's own pages are
 * unaffected"); the search's own query costs more than an anonymous bucket holds. A non-browser client that forges
 * the two headers escapes only this advisory quota: the depth, alias and cost limits and the per-address limits apply.
 */
export function isSitePageRequest(request: Request): boolean {
  return (
    readBearerToken(request) === null && request.headers.get("Sec-Fetch-Site") === "same-origin" && request.headers.has(GRAPHQL_CSRF_HEADER)
  );
}

/** The gate of one request; null when quotas are off (API_QUOTAS = "off": the integration suites but one) or for the site's own pages. */
export async function quotaGateFor(env: WorkerEnv, request: Request): Promise<QuotaGate | null> {
  if (env.API_QUOTAS === "off" || isSitePageRequest(request)) return null;
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
