import { describe, expect, it } from "vitest";
import { constantTimeEqual, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../workers/adapters/local/password-hash";
import { checkNewPassword, checkSignUp, WEAK_PASSWORD_MESSAGE } from "../../graphql/modules/accounts/rules";
import { COMMON_PASSWORDS } from "../../graphql/modules/accounts/common-passwords";

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

describe("guessable passwords (ASVS 6.2.4)", () => {
  const EMAIL = "layla@desertrose.ae";
  const weak = { code: "weak_password", message: WEAK_PASSWORD_MESSAGE, reasons: ["pwned"] };

  it.each([
    "password",
    "PASSWORD",
    "Password",
    "12345678",
    "123456789",
    "qwertyuiop",
    "iloveyou",
    "football",
    "        ",
    "\t\t\t\t\t\t\t\t",
    " password ",
  ])("refuses %j, a password attackers try first, with Supabase's weak_password answer", (password) => {
    expect(checkNewPassword(password, EMAIL)).toMatchObject(weak);
    expect(checkSignUp({ email: EMAIL, password })).toMatchObject({ ok: false, error: weak });
  });

  it("refuses the account's own email address or its name part", () => {
    for (const password of [EMAIL, EMAIL.toUpperCase(), "layla@desertrose.ae "]) {
      expect(checkSignUp({ email: EMAIL, password })).toMatchObject({ ok: false, error: weak });
    }
    expect(checkSignUp({ email: "desertrose.spa@example.com", password: "desertrose.spa" })).toMatchObject({ ok: false, error: weak });
  });

  it("accepts passphrases and passwords that are not on the list", () => {
    for (const password of ["a long enough passphrase", "correct horse battery staple", "Glow-UAE-2026!x", "é".repeat(64)]) {
      expect(checkNewPassword(password, EMAIL)).toBeNull();
    }
  });

  it("ships the list: thousands of entries, all within the length rule", () => {
    const entries = COMMON_PASSWORDS.split("\n");
    expect(entries.length).toBe(10_000);
    expect(entries.slice(0, 3)).toEqual(["password", "12345678", "123456789"]);
    expect(entries.every((entry) => [...entry].length >= 8 && [...entry].length <= 128)).toBe(true);
  });
});
