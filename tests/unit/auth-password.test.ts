import { describe, expect, it } from "vitest";
import { constantTimeEqual, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../workers/adapters/local/password-hash";
import { readFileSync } from "node:fs";
import { checkNewPassword, checkSignUp, EASY_TO_GUESS_MESSAGE, WEAK_PASSWORD_MESSAGE } from "../../graphql/modules/accounts/rules";
import { COMMON_PASSWORDS, COMMON_PASSWORDS_TEXT } from "../fixtures/common-passwords";
import { parseCommonPasswords } from "../../graphql/modules/accounts/common-passwords";
import { MIN_PASSWORD_GUESSES, passwordGuesses, SAMPLE_OWNER_PASSWORD, SITE_WORDS } from "../../graphql/modules/accounts/password-strength";
import { apiMessage } from "~/i18n/messages.server";

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

/** Both ways a password is chosen (a new password for an account, a sign-up) refuse it with `refusal`. */
function expectRefusedEverywhere(password: string, email: string, refusal: object) {
  expect(checkNewPassword(password, COMMON_PASSWORDS, email)).toMatchObject(refusal);
  expect(checkSignUp({ email, password }, COMMON_PASSWORDS)).toMatchObject({ ok: false, error: refusal });
}

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
  ])("refuses %j, a password attackers try first, with Supabase's weak_password answer", (password) =>
    expectRefusedEverywhere(password, EMAIL, weak),
  );

  it("refuses the account's own email address or its name part", () => {
    for (const password of [EMAIL, EMAIL.toUpperCase(), "layla@desertrose.ae "]) {
      expect(checkSignUp({ email: EMAIL, password }, COMMON_PASSWORDS)).toMatchObject({ ok: false, error: weak });
    }
    expect(checkSignUp({ email: "desertrose.spa@example.com", password: "desertrose.spa" }, COMMON_PASSWORDS)).toMatchObject({
      ok: false,
      error: weak,
    });
  });

  it("accepts passphrases and passwords that are not on the list", () => {
    for (const password of [
      "a long enough passphrase",
      "correct horse battery staple",
      "Glow-UAE-2026!x",
      // 69 characters of another script (over 64; counted as characters, not bytes).
      "واحة النخيل في العين تحت ضوء القمر الهادئ، والقهوة بالهيل على المائدة",
    ]) {
      expect(checkNewPassword(password, COMMON_PASSWORDS, EMAIL)).toBeNull();
    }
  });

  it("ships the list: thousands of entries, all within the length rule", () => {
    const entries = COMMON_PASSWORDS.ranked;
    expect(entries.length).toBe(10_000);
    expect(entries.slice(0, 3)).toEqual(["password", "12345678", "123456789"]);
    expect(entries.every((entry) => [...entry].length >= 8 && [...entry].length <= 128)).toBe(true);
  });

  it("refuses to read anything but the whole list as the list (a 404 page, a cut-off file)", () => {
    expect(parseCommonPasswords(COMMON_PASSWORDS_TEXT).known.has("password")).toBe(true);
    expect(() => parseCommonPasswords("<!doctype html><title>Not found</title>")).toThrow(/1 lines, not the 10000/);
    expect(() => parseCommonPasswords(COMMON_PASSWORDS_TEXT.slice(0, 5_000))).toThrow(/not the 10000/);
  });
});

describe("passwords patterns or the site's and the account's own words make easy to guess (ASVS 6.2.11)", () => {
  const EMAIL = "layla.hassan@desertrose.ae";
  const guessable = { code: "weak_password", message: EASY_TO_GUESS_MESSAGE, reasons: ["guessable"] };

  it.each([
    // Repeats, sequences, keyboard rows, l33t and years: patterns an attacker enumerates first.
    "aaaaaaaa",
    "é".repeat(64),
    "abcdefgh",
    "12341234",
    "Password1!",
    "P@$$w0rd2026",
    "qwerty2026",
    "zxcvbnm2026",
    "summer2026",
    "BeautySalon1!",
    // The site's own words: its name, the product's vocabulary, the sample owners' password.
    "glowuae2026",
    "GlowUAE!2026",
    SAMPLE_OWNER_PASSWORD,
    "Glowuae-Owner-2026",
    "dubaisalon2026",
    "AbuDhabi2026",
    // The account's own email: its name part, its pieces, its domain, with a digit or a year.
    "layla.hassan1",
    "laylahassan1",
    "Hassan2026!",
    "desertrose1",
    "layla1993",
  ])("refuses %j as guessable, with its own reason and message", (password) => expectRefusedEverywhere(password, EMAIL, guessable));

  it("keeps the breached-list answer for listed passwords, whatever the estimator says", () => {
    expect(checkNewPassword("password123", COMMON_PASSWORDS, EMAIL)).toMatchObject({ reasons: ["pwned"], message: WEAK_PASSWORD_MESSAGE });
  });

  it("takes the account's words from the email it is given: the same password is fine for someone else", () => {
    expect(checkNewPassword("desertrose.spa1", COMMON_PASSWORDS, "desertrose.spa@example.com")).toMatchObject(guessable);
    expect(checkNewPassword("desertrose.spa1", COMMON_PASSWORDS, "mariam@example.com")).toBeNull();
  });

  it("accepts 8 characters with no pattern in them, with no composition rules: ten times the threshold", () => {
    expect(passwordGuesses("zqmvtrlw", COMMON_PASSWORDS, EMAIL)).toBeGreaterThanOrEqual(5 * MIN_PASSWORD_GUESSES);
    expect(passwordGuesses("kitten42", COMMON_PASSWORDS, EMAIL)).toBe(10 * MIN_PASSWORD_GUESSES);
    for (const password of ["zqmvtrlw", "kitten42", "Mariam#1995", "blue river cactus", "Tr0ub4dor&3"]) {
      expect(checkNewPassword(password, COMMON_PASSWORDS, EMAIL), password).toBeNull();
    }
  });

  it("reads long passwords without running away: a 128-character one is judged on its first 64 characters", () => {
    expect(checkNewPassword("a".repeat(128), COMMON_PASSWORDS, EMAIL)).toMatchObject(guessable);
    expect(checkNewPassword("a".repeat(64) + "Xq3m-vR8t".repeat(7), COMMON_PASSWORDS, EMAIL)).toMatchObject(guessable);
    expect(checkNewPassword("Xq3m-vR8t".repeat(14).slice(0, 128), COMMON_PASSWORDS, EMAIL)).toBeNull();
  });

  it("knows the site's name, its vocabulary and the sample owners' password, which the local seed really uses", async () => {
    expect(SITE_WORDS).toEqual(
      expect.arrayContaining(["glowuae", "uae", "dubai", "abudhabi", "salon", "spa", "parlour", SAMPLE_OWNER_PASSWORD]),
    );
    const seed = readFileSync(new URL("../../workers/migrations/d1/0003_local_owner_accounts.sql", import.meta.url), "utf8");
    const hash = /'(pbkdf2_sha256\$[^']+)'/.exec(seed)?.[1];
    expect(hash).toBeDefined();
    expect(await verifyPassword(SAMPLE_OWNER_PASSWORD, hash!)).toBe(true);
  });

  it("says so in Arabic on Arabic pages", () => {
    expect(apiMessage("ar", EASY_TO_GUESS_MESSAGE)).toMatch(/^كلمة المرور سهلة التخمين/);
  });
});
