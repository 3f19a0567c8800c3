/**
 * Short-lived links to private trade licences on the local backend, the counterpart of Supabase
 * Storage's signed URLs: `/uploads/{key}?expires={unix seconds}&signature={HMAC-SHA-256}`, signed
 * with a secret kept in D1. Only a reviewer gets one (graphql/modules/review), and it stops working
 * when it expires. WebCrypto only.
 */
import { base64UrlDecode, base64UrlEncode, utf8 } from "./adapters/local/auth-encoding";
import { PUBLIC_UPLOADS_PATH } from "./adapters/local/r2-storage";

export const PRIVATE_LICENCE_PREFIX = "provider_documents/trade_licenses/";
/** Job applicants' CVs: opened by the posting's owner through the same kind of link (graphql/modules/applications). */
export const PRIVATE_CV_PREFIX = "provider_documents/cvs/";
const PRIVATE_PREFIXES = [PRIVATE_LICENCE_PREFIX, PRIVATE_CV_PREFIX];

const hmacKey = (secret: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

const signedText = (key: string, expires: number) => `${key}\n${expires}`;

/** The path and query of a link to `key` that works until `expires` (unix seconds). */
export async function signedLicencePath(secret: string, key: string, expires: number): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), utf8(signedText(key, expires))));
  const path = `${PUBLIC_UPLOADS_PATH}${key.split("/").map(encodeURIComponent).join("/")}`;
  return `${path}?expires=${expires}&signature=${base64UrlEncode(signature)}`;
}

/** Whether a request for the private `key` carries a valid, unexpired signature. */
export async function licenceLinkIsValid(secret: string, key: string, query: URLSearchParams, now: Date): Promise<boolean> {
  if (!PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix))) return false;
  const expires = Number(query.get("expires"));
  const signature = base64UrlDecode(query.get("signature") ?? "");
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime() || !signature || signature.length !== 32) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, utf8(signedText(key, expires)));
}
