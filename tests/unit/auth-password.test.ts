import { describe, expect, it } from "vitest";
import {
  constantTimeEqual,
  hashPassword,
  PBKDF2_ITERATIONS,
  verifyPassword,
} from "../../workers/adapters/local/password-hash";

describe("password hashing (PBKDF2-SHA-256 via WebCrypto)", () => {
  it("stores scheme, the Workers' maximum of 100,000 iterations, a salt and the hash", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const [scheme, iterations, salt, hash] = stored.split("$");
    expect(scheme).toBe("pbkdf2_sha256");
    expect(Number(iterations)).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(salt).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes
    expect(stored).not.toContain("correct horse");
  });

  it("salts every hash, so one password never hashes the same twice", async () => {
    const [a, b] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same password", b)).toBe(true);
  });

  it("accepts the right password and refuses any other", async () => {
    const stored = await hashPassword("pässwörd with ünïcode 🔑");
    expect(await verifyPassword("pässwörd with ünïcode 🔑", stored)).toBe(true);
    expect(await verifyPassword("pässwörd with ünïcode 🔑 ", stored)).toBe(false);
    expect(await verifyPassword("Pässwörd with ünïcode 🔑", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuses malformed or tampered stored hashes instead of throwing", async () => {
    const stored = await hashPassword("secret-password");
    const [scheme, iterations, salt, hash] = stored.split("$") as [string, string, string, string];
    const flipped = (hash[0] === "A" ? "B" : "A") + hash.slice(1);
    for (const bad of [
      "",
      "plain-text",
      `${scheme}$${iterations}$${salt}$${flipped}`,
      `${scheme}$1000000$${salt}$${hash}`, // more iterations than Workers allow
      `${scheme}$0$${salt}$${hash}`,
      `bcrypt$${iterations}$${salt}$${hash}`,
      `${scheme}$${iterations}$${salt}$${hash}$extra`,
      `${scheme}$${iterations}$!!$${hash}`,
    ]) {
      expect(await verifyPassword("secret-password", bad)).toBe(false);
    }
  });

  it("compares in constant time over the whole length", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true);
  });
});
