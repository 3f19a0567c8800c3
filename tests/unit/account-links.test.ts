/** The account emails' link rules (docs/decisions/052-account-emails.md), and the local auth that applies them. */
import { describe, expect, it } from "vitest";
import { ACCOUNT_LINK_LIFETIME_SECONDS, accountLinkRefusal } from "../../graphql/modules/accounts/account-links";
import { accountLinkUrl } from "../../workers/outbox/compose";
import { signIn, signUp } from "../../graphql/modules/accounts/service";
import { resetPassword } from "../../graphql/modules/accounts/account-emails";
import { accountLinkToken } from "../../workers/adapters/local/account-link-token";
import { sha256Hex } from "../../workers/adapters/local/auth-encoding";
import { LocalAuth } from "../../workers/adapters/local/local-auth";
import { ManualClock, MemoryAuthStore } from "./fakes/memory-auth-store";
import { COMMON_PASSWORDS } from "../fixtures/common-passwords";

const SECRET = "unit-test-secret-unit-test-secret-0000";
const EMAIL = "owner@example.com";
const PASSWORD = "a long enough passphrase";

function setup() {
  const store = new MemoryAuthStore();
  const clock = new ManualClock();
  const auth = new LocalAuth({ store, clock, tokenSecret: async () => SECRET, requireEmailConfirmation: false });
  return { store, clock, auth };
}

/** The token of the newest link of `purpose`, as the outbox writes it into the email. */
async function tokenOf(store: MemoryAuthStore, purpose: "verify_email" | "reset_password") {
  const link = [...store.links.values()].filter((candidate) => candidate.purpose === purpose).at(-1)!;
  const token = await accountLinkToken(SECRET, link.id);
  expect(await sha256Hex(token)).toBe(link.tokenHash); // stored only as its hash
  return token;
}

describe("link rules", () => {
  const link = { purpose: "verify_email" as const, expiresAt: 1_000, usedAt: null };

  it("a verification link lasts a day, a reset link an hour", () => {
    expect(ACCOUNT_LINK_LIFETIME_SECONDS).toEqual({ verify_email: 86_400, reset_password: 3_600 });
  });

  it("works until it expires, once, and only for its purpose", () => {
    expect(accountLinkRefusal(link, "verify_email", 999)).toBeNull();
    expect(accountLinkRefusal(link, "verify_email", 1_000)).toBe("expired");
    expect(accountLinkRefusal({ ...link, usedAt: 10 }, "verify_email", 11)).toBe("used");
    expect(accountLinkRefusal(link, "reset_password", 999)).toBe("wrong_purpose");
  });

  it("leads to the page of its purpose in the person's language", () => {
    expect(accountLinkUrl("https://glowuae.example", "reset_password", "ar", "a-b_c")).toBe(
      "https://glowuae.example/ar/reset-password?token=a-b_c",
    );
    expect(accountLinkUrl("https://glowuae.example", "verify_email", "en", "t")).toBe("https://glowuae.example/verify-email?token=t");
  });

  it("tokens differ per link and per secret", async () => {
    expect(await accountLinkToken(SECRET, "a")).not.toBe(await accountLinkToken(SECRET, "b"));
    expect(await accountLinkToken(SECRET, "a")).not.toBe(await accountLinkToken(`${SECRET}x`, "a"));
  });
});

describe("local auth", () => {
  it("sign-up stores a verification link in the page's language; it verifies once, not after a day", async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS, "ar");
    const [link] = env.store.links.values();
    expect(link).toMatchObject({ purpose: "verify_email", locale: "ar", expiresAt: link!.createdAt + 86_400 });
    const token = await tokenOf(env.store, "verify_email");
    expect(await env.auth.verifyEmail(token)).toEqual({ ok: true, value: null });
    expect(await env.auth.verifyEmail(token)).toMatchObject({ ok: false, error: { code: "otp_expired" } });
    expect([...env.store.accounts.values()][0]!.emailConfirmedAt).not.toBeNull();

    const late = setup();
    await signUp(late.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    late.clock.advance(86_400);
    expect(await late.auth.verifyEmail(await tokenOf(late.store, "verify_email"))).toMatchObject({
      ok: false,
      error: { code: "otp_expired" },
    });
  });

  it("a reset for an address without an account stores nothing and answers the same", async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    expect(await env.auth.requestPasswordReset("nobody@example.com", "en")).toEqual(await env.auth.requestPasswordReset(EMAIL, "en"));
    expect([...env.store.links.values()].filter((link) => link.purpose === "reset_password")).toHaveLength(1);
  });

  it("a reset link sets the password once within the hour and ends every session", async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    const session = await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "203.0.113.7");
    await env.auth.requestPasswordReset(EMAIL, "en");
    const token = await tokenOf(env.store, "reset_password");
    expect(await resetPassword(env.auth, { token, password: "password" }, COMMON_PASSWORDS)).toMatchObject({
      kind: "AuthError",
      code: "weak_password",
    });
    expect(await resetPassword(env.auth, { token, password: "a brand new passphrase" }, COMMON_PASSWORDS)).toEqual({
      kind: "PasswordReset",
      signedOut: true,
    });
    expect(env.store.sessions.size).toBe(0);
    if (session.kind !== "SignInSuccess") throw new Error("expected a session");
    expect(await env.auth.getUser(session.session.accessToken)).toMatchObject({ ok: false, error: { code: "session_not_found" } });
    expect(await resetPassword(env.auth, { token, password: "another new passphrase" }, COMMON_PASSWORDS)).toMatchObject({
      code: "otp_expired",
    });

    await env.auth.requestPasswordReset(EMAIL, "en");
    env.clock.advance(3_600);
    expect(await env.auth.resetPassword(await tokenOf(env.store, "reset_password"), "a third new passphrase")).toMatchObject({
      ok: false,
      error: { code: "otp_expired" },
    });
  });
});
