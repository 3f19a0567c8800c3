/**
 * Access tokens of the local auth adapter: compact JWTs (HS256, HMAC-SHA-256 via WebCrypto),
 * shaped like Supabase's (sub, email, role, aud, session_id, iat, exp). Only HS256 is accepted:
 * the header's `alg` is checked, never trusted.
 */
import { base64UrlDecode, base64UrlEncode, utf8 } from "./auth-encoding";

export const ACCESS_TOKEN_ISSUER = "glowuae-local-auth";
const AUDIENCE = "authenticated";
const HEADER = base64UrlEncode(utf8(JSON.stringify({ alg: "HS256", typ: "JWT" })));

export interface AccessTokenClaims {
  sub: string;
  email: string;
  session_id: string;
  role: "authenticated";
  aud: "authenticated";
  iss: string;
  iat: number;
  exp: number;
}

export type VerifiedToken = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: "malformed" | "signature" | "expired" };

const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key for a secret, imported once per isolate. */
export function tokenKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  key: CryptoKey,
  subject: { userId: string; email: string; sessionId: string },
  issuedAt: number,
  lifetimeSeconds: number,
): Promise<string> {
  const claims: AccessTokenClaims = {
    sub: subject.userId,
    email: subject.email,
    session_id: subject.sessionId,
    role: "authenticated",
    aud: AUDIENCE,
    iss: ACCESS_TOKEN_ISSUER,
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
  };
  const signingInput = `${HEADER}.${base64UrlEncode(utf8(JSON.stringify(claims)))}`;
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, utf8(signingInput)));
  return `${signingInput}.${base64UrlEncode(signature)}`;
}

function parseJson(bytes: Uint8Array | null): unknown {
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is AccessTokenClaims {
  const claims = value as Partial<AccessTokenClaims> | null;
  return (
    typeof claims === "object" &&
    claims !== null &&
    typeof claims.sub === "string" &&
    typeof claims.email === "string" &&
    typeof claims.session_id === "string" &&
    claims.aud === AUDIENCE &&
    claims.iss === ACCESS_TOKEN_ISSUER &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  );
}

/** Checks the signature (in constant time, by WebCrypto) before reading any claim, then expiry. */
export async function verifyAccessToken(key: CryptoKey, token: string, nowSeconds: number): Promise<VerifiedToken> {
  const parts = token.split(".");
  if (parts.length !== 3 || token.length > 4096) return { ok: false, reason: "malformed" };
  const [header, payload, signatureText] = parts as [string, string, string];
  const headerJson = parseJson(base64UrlDecode(header)) as { alg?: unknown; typ?: unknown } | null;
  if (!headerJson || headerJson.alg !== "HS256") return { ok: false, reason: "malformed" };
  const signature = base64UrlDecode(signatureText);
  if (!signature) return { ok: false, reason: "malformed" };
  const valid = await crypto.subtle.verify("HMAC", key, signature, utf8(`${header}.${payload}`));
  if (!valid) return { ok: false, reason: "signature" };
  const claims = parseJson(base64UrlDecode(payload));
  if (!isClaims(claims)) return { ok: false, reason: "malformed" };
  if (claims.exp <= nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
