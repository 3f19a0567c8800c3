/**
 * Password hashing for the local auth adapter: PBKDF2-HMAC-SHA-256 through WebCrypto.
 *
 * 100,000 iterations is the most the Workers runtime allows (it refuses more), with a random
 * 16-byte salt per password. This is weaker than a memory-hard hash: production runs on the
 * Supabase adapter, where Supabase Auth hashes with bcrypt. Stored form:
 * `pbkdf2_sha256$<iterations>$<salt, base64url>$<hash, base64url>`, so the cost can change later.
 */
import { base64UrlDecode, base64UrlEncode, randomBytes, utf8 } from "./auth-encoding";

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2_sha256";

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", utf8(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${base64UrlEncode(salt)}$${base64UrlEncode(hash)}`;
}

/** Compares every byte whatever differs first, so the time taken does not reveal where. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationText, saltText, hashText, ...rest] = stored.split("$");
  const iterations = Number(iterationText);
  const salt = base64UrlDecode(saltText ?? "");
  const expected = base64UrlDecode(hashText ?? "");
  const wellFormed =
    scheme === SCHEME &&
    rest.length === 0 &&
    Number.isInteger(iterations) &&
    iterations >= 1 &&
    iterations <= PBKDF2_ITERATIONS &&
    salt !== null &&
    salt.length > 0 &&
    expected !== null &&
    expected.length === HASH_BITS / 8;
  if (!wellFormed) return false;
  return constantTimeEqual(await derive(password, salt, iterations), expected);
}

let timingDummy: Promise<string> | undefined;

/**
 * A real hash of a throwaway password. Checking a password against it for an unknown email
 * costs the same time as for a known one, so timing does not reveal which emails exist.
 */
export function dummyPasswordHash(): Promise<string> {
  timingDummy ??= hashPassword(base64UrlEncode(randomBytes(12)));
  return timingDummy;
}
