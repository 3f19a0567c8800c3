import { beforeEach, describe, expect, it } from "vitest";
import { englishOf, type SaidMessage } from "../../graphql/shared/messages";
import type { AuthSession } from "../../graphql/modules/accounts/auth-port";
import { ACCOUNT_FAILURE_LIMIT, NETWORK_ACCOUNT_LIMIT, SIGN_IN_FAILURE_WINDOW_SECONDS } from "../../graphql/modules/accounts/rules";
import * as accounts from "../../graphql/modules/accounts/service";
import type { SessionResult } from "../../graphql/modules/accounts/service";
import { ACCESS_TOKEN_LIFETIME_SECONDS, LocalAuth, REFRESH_TOKEN_LIFETIME_SECONDS } from "../../workers/adapters/local/local-auth";
import { ManualClock, MemoryAuthStore } from "./fakes/memory-auth-store";
import { COMMON_PASSWORDS } from "../fixtures/common-passwords";

/** The services' answers with their message in English, as the API answers them (services say messages by code). */
const inEnglish = <Result>(result: Result): Result =>
  result && typeof result === "object" && "message" in result ? { ...result, message: englishOf(result.message as SaidMessage) } : result;
const signUp = async (...args: Parameters<typeof accounts.signUp>) => inEnglish(await accounts.signUp(...args));
const signIn = async (...args: Parameters<typeof accounts.signIn>) => inEnglish(await accounts.signIn(...args));
const refreshSession = async (...args: Parameters<typeof accounts.refreshSession>) => inEnglish(await accounts.refreshSession(...args));
const signOut = async (...args: Parameters<typeof accounts.signOut>) => inEnglish(await accounts.signOut(...args));

const EMAIL = "owner@example.com";
const PASSWORD = "a long enough passphrase";
const ADDRESS = "203.0.113.7";

function setup(requireEmailConfirmation = false) {
  const store = new MemoryAuthStore();
  const clock = new ManualClock();
  const auth = new LocalAuth({
    store,
    clock,
    tokenSecret: async () => "unit-test-secret-unit-test-secret-0000",
    requireEmailConfirmation,
  });
  return { store, clock, auth };
}

async function sessionOf(result: SessionResult): Promise<AuthSession> {
  if (result.kind === "AuthError") throw new Error(`expected a session, got ${result.code}: ${result.message}`);
  return result.session;
}

describe("sign up and sign in", () => {
  let env: ReturnType<typeof setup>;
  beforeEach(() => {
    env = setup();
  });

  it("creates an account with a session (its address to verify by the emailed link), then signs in with the same password", async () => {
    const created = await signUp(env.auth, { email: "  Owner@Example.COM ", password: PASSWORD }, COMMON_PASSWORDS);
    expect(created).toMatchObject({ kind: "SignUpSuccess", confirmationRequired: false, user: { email: EMAIL, emailConfirmed: false } });
    const session = await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS));
    expect(session).toMatchObject({ tokenType: "bearer", expiresIn: 3600, user: { email: EMAIL } });
    expect(session.expiresAt).toBe(Math.floor(env.clock.now().getTime() / 1000) + 3600);
    expect(await env.auth.getUser(session.accessToken)).toMatchObject({ ok: true, value: { email: EMAIL } });
    // The password and refresh token are never stored as given.
    const stored = [...env.store.accounts.values()][0]!;
    expect(stored.passwordHash).not.toContain(PASSWORD);
    expect(env.store.tokens.has(session.refreshToken)).toBe(false);
  });

  it("refuses a second account for the same address (any case)", async () => {
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    expect(await signUp(env.auth, { email: "OWNER@example.com", password: "another passphrase" }, COMMON_PASSWORDS)).toMatchObject({
      kind: "AuthError",
      code: "user_already_exists",
      message: "User already registered",
    });
  });

  it("applies the password rule: 8 characters at least, 64 and more accepted, no composition rules", async () => {
    expect(await signUp(env.auth, { email: EMAIL, password: "short12" }, COMMON_PASSWORDS)).toEqual({
      kind: "AuthError",
      code: "weak_password",
      message: "Password should be at least 8 characters.",
      reasons: ["length"],
      retryAfterSeconds: null,
    });
    expect(await signUp(env.auth, { email: "a@example.com", password: "zqmvtrlw" }, COMMON_PASSWORDS)).toMatchObject({
      kind: "SignUpSuccess",
    });
    expect(
      await signUp(env.auth, { email: "b@example.com", password: "Élodie aime les randonnées près de Hatta".repeat(2) }, COMMON_PASSWORDS),
    ).toMatchObject({
      kind: "SignUpSuccess",
    });
    // Eight characters of one repeated letter are long enough but easy to guess (decision 033).
    expect(await signUp(env.auth, { email: "d@example.com", password: "aaaaaaaa" }, COMMON_PASSWORDS)).toMatchObject({
      code: "weak_password",
      reasons: ["guessable"],
    });
    expect(await signUp(env.auth, { email: "c@example.com", password: "x".repeat(129) }, COMMON_PASSWORDS)).toMatchObject({
      kind: "AuthError",
      code: "validation_failed",
    });
    expect(await signUp(env.auth, { email: "not-an-email", password: PASSWORD }, COMMON_PASSWORDS)).toMatchObject({
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    });
    expect(await signUp(env.auth, { email: "", password: "" }, COMMON_PASSWORDS)).toMatchObject({
      code: "validation_failed",
      message: "You must provide either an email or phone number and a password",
    });
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    const wrong = await signIn(env.auth, { email: EMAIL, password: "not the password" }, ADDRESS);
    const unknown = await signIn(env.auth, { email: "nobody@example.com", password: PASSWORD }, ADDRESS);
    const expected = { kind: "AuthError", code: "invalid_credentials", message: "Invalid login credentials" };
    expect(wrong).toMatchObject(expected);
    expect(unknown).toMatchObject(expected);
  });
});

describe("email confirmation (AUTH_REQUIRE_EMAIL_CONFIRMATION)", () => {
  it("gives no session and 'Email not confirmed' until confirmed, and hides taken addresses", async () => {
    const env = setup(true);
    const first = await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    expect(first).toMatchObject({ kind: "SignUpSuccess", session: null, confirmationRequired: true });
    const again = await signUp(env.auth, { email: EMAIL, password: "someone else's password" }, COMMON_PASSWORDS);
    // Same shape as a new address: sign-up does not reveal that the email is registered.
    expect(again).toMatchObject({ kind: "SignUpSuccess", session: null, confirmationRequired: true, user: { email: EMAIL } });
    expect(env.store.accounts.size).toBe(1);

    expect(await signIn(env.auth, { email: EMAIL, password: "wrong password" }, ADDRESS)).toMatchObject({
      code: "invalid_credentials",
    });
    expect(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS)).toMatchObject({
      kind: "AuthError",
      code: "email_not_confirmed",
      message: "Email not confirmed",
    });

    [...env.store.accounts.values()][0]!.emailConfirmedAt = 1;
    expect(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS)).toMatchObject({ kind: "SignInSuccess" });
  });
});

describe("failed sign-in limit: 10 per 15 minutes per account and address", () => {
  it("refuses the 11th attempt, even with the right password, until the window passes", async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await signIn(env.auth, { email: EMAIL, password: `wrong ${attempt}` }, ADDRESS)).toMatchObject({
        code: "invalid_credentials",
      });
      env.clock.advance(10);
    }
    const limited = await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS);
    expect(limited).toMatchObject({ kind: "AuthError", code: "over_request_rate_limit" });
    if (limited.kind !== "AuthError") throw new Error("unreachable");
    expect(limited.message).toBe("Too many sign-in attempts. Please try again in 14 minutes.");
    expect(limited.retryAfterSeconds).toBe(15 * 60 - 100);

    // Another address, or another account from this address, is not affected.
    expect(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "198.51.100.9")).toMatchObject({ kind: "SignInSuccess" });
    expect(await signIn(env.auth, { email: "other@example.com", password: PASSWORD }, ADDRESS)).toMatchObject({
      code: "invalid_credentials",
    });

    env.clock.advance(15 * 60 - 100);
    expect(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS)).toMatchObject({ kind: "SignInSuccess" });
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    for (let attempt = 0; attempt < 9; attempt++) await signIn(env.auth, { email: EMAIL, password: "nope nope" }, ADDRESS);
    await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS));
    for (let attempt = 0; attempt < 9; attempt++) await signIn(env.auth, { email: EMAIL, password: "nope nope" }, ADDRESS);
    expect(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS)).toMatchObject({ kind: "SignInSuccess" });
  });
});

describe("failed sign-in limits under pressure", () => {
  it("decides a burst of 50 concurrent attempts atomically: 10 are checked, 40 refused, the right one among the refused fails", async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    const attempts = Array.from({ length: 50 }, (_, i) => (i === 49 ? PASSWORD : `wrong ${i}`));
    const results = await Promise.all(attempts.map((password) => signIn(env.auth, { email: EMAIL, password }, ADDRESS)));
    const codes = results.map((r) => (r.kind === "AuthError" ? r.code : "signed_in"));
    expect(codes.filter((c) => c === "invalid_credentials")).toHaveLength(10);
    expect(codes.filter((c) => c === "over_request_rate_limit")).toHaveLength(40);
    expect(codes.at(-1)).toBe("over_request_rate_limit");
  });

  it(`limits an account to ${ACCOUNT_FAILURE_LIMIT} failures per window across addresses, but not from an address it signed in from`, async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "203.0.113.1")); // the owner's usual network
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      const address = `198.51.100.${Math.floor(i / 5)}`; // a guesser rotating addresses, under the per-address limit
      expect(await signIn(env.auth, { email: EMAIL, password: `guess ${i}` }, address)).toMatchObject({ code: "invalid_credentials" });
      env.clock.advance(5);
    }
    // A new address, even with the right password, waits until the oldest failure leaves the window.
    const refused = await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "192.0.2.200");
    expect(refused).toMatchObject({
      code: "over_request_rate_limit",
      retryAfterSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS - 5 * ACCOUNT_FAILURE_LIMIT,
    });
    // The owner at home is not locked out by the stranger.
    await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "203.0.113.1"));
    // Nor for long anywhere: after one window the new address may try again.
    env.clock.advance(SIGN_IN_FAILURE_WINDOW_SECONDS);
    await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "192.0.2.200"));
  });
});

// Each attempt checked hashes a password (100,000 PBKDF2 iterations): these tests check 20 to 50.
describe("password spraying: many accounts from one network", { timeout: 60_000 }, () => {
  it(`holds a network once ${NETWORK_ACCOUNT_LIMIT} accounts failed from it, says when it lets go, and never holds an account known there`, async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "2001:db8:7:7::1")); // the office's owner
    const sprayed = (i: number) => `guess-${i}@example.com`;
    for (let i = 0; i < NETWORK_ACCOUNT_LIMIT; i++) {
      // One device walking through the addresses of its /64.
      expect(await signIn(env.auth, { email: sprayed(i), password: PASSWORD }, `2001:db8:7:7::${100 + i}`)).toMatchObject({
        code: "invalid_credentials",
      });
      env.clock.advance(10);
    }
    // Held until the first sprayed account's failure leaves the window: 900 - 200 seconds from now.
    expect(await signIn(env.auth, { email: sprayed(99), password: PASSWORD }, "2001:db8:7:7:ffff::1")).toMatchObject({
      code: "over_request_rate_limit",
      retryAfterSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS - 10 * NETWORK_ACCOUNT_LIMIT,
      message: "Too many sign-in attempts. Please try again in 12 minutes.",
    });
    await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "2001:db8:7:7::1"));
    expect(await signIn(env.auth, { email: sprayed(99), password: PASSWORD }, "2001:db8:7:8::1")).toMatchObject({
      code: "invalid_credentials",
    });
    env.clock.advance(SIGN_IN_FAILURE_WINDOW_SECONDS - 10 * NETWORK_ACCOUNT_LIMIT);
    expect(await signIn(env.auth, { email: sprayed(99), password: PASSWORD }, "2001:db8:7:7:ffff::1")).toMatchObject({
      code: "invalid_credentials",
    });
  });

  it("waits for the longest of the limits that hold an attempt", async () => {
    const env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    // The account's limit fills first (it lets go in 15 minutes), the network's 5 minutes later.
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await signIn(env.auth, { email: EMAIL, password: `wrong ${i}` }, `198.51.100.${i % 6}`);
    env.clock.advance(300);
    for (let i = 0; i < NETWORK_ACCOUNT_LIMIT; i++)
      await signIn(env.auth, { email: `other-${i}@example.com`, password: "x y z w" }, "192.0.2.50");
    expect(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, "192.0.2.50")).toMatchObject({
      code: "over_request_rate_limit",
      retryAfterSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS,
    });
  });
});

describe("token expiry and refresh rotation", () => {
  let env: ReturnType<typeof setup>;
  let session: AuthSession;
  beforeEach(async () => {
    env = setup();
    await signUp(env.auth, { email: EMAIL, password: PASSWORD }, COMMON_PASSWORDS);
    session = await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS));
  });

  it("names the session's account with its reviewer role and plan, in the one read of the account", async () => {
    const signedIn = await env.auth.getUser(session.accessToken);
    const subscription = { accountId: session.user.id, plan: "basic", trialEndsOn: null };
    expect(signedIn).toEqual({ ok: true, value: { ...session.user, isReviewer: false, subscription } });
    env.store.reviewers.add(session.user.id);
    expect(await env.auth.getUser(session.accessToken)).toEqual({ ok: true, value: { ...session.user, isReviewer: true, subscription } });
  });

  it("stops accepting an access token after one hour", async () => {
    env.clock.advance(ACCESS_TOKEN_LIFETIME_SECONDS - 1);
    expect((await env.auth.getUser(session.accessToken)).ok).toBe(true);
    env.clock.advance(1);
    expect(await env.auth.getUser(session.accessToken)).toMatchObject({ ok: false, error: { code: "bad_jwt" } });
  });

  it("rotates the refresh token on every use and refuses the old one", async () => {
    env.clock.advance(3000);
    const next = await sessionOf(await refreshSession(env.auth, session.refreshToken));
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.accessToken).not.toBe(session.accessToken);
    expect(next.expiresAt).toBe(session.expiresAt + 3000);
    expect((await env.auth.getUser(next.accessToken)).ok).toBe(true);

    // Presented again at once (two tabs refreshing together): refused, but the session lives on.
    expect(await refreshSession(env.auth, session.refreshToken)).toMatchObject({
      kind: "AuthError",
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });
    const third = await sessionOf(await refreshSession(env.auth, next.refreshToken));

    // Presented again later: taken as a stolen copy, and the whole session is ended.
    env.clock.advance(60);
    expect(await refreshSession(env.auth, next.refreshToken)).toMatchObject({ code: "refresh_token_already_used" });
    expect(await refreshSession(env.auth, third.refreshToken)).toMatchObject({ code: "refresh_token_not_found" });
    expect(await env.auth.getUser(third.accessToken)).toMatchObject({ ok: false, error: { code: "session_not_found" } });
  });

  it("lets exactly one of two simultaneous refreshes win", async () => {
    const results = await Promise.all([refreshSession(env.auth, session.refreshToken), refreshSession(env.auth, session.refreshToken)]);
    expect(results.filter((result) => result.kind === "RefreshSessionSuccess")).toHaveLength(1);
    expect(results.filter((result) => result.kind === "AuthError")).toHaveLength(1);
  });

  it("expires an unused refresh token after 30 days", async () => {
    env.clock.advance(REFRESH_TOKEN_LIFETIME_SECONDS);
    expect(await refreshSession(env.auth, session.refreshToken)).toMatchObject({
      code: "session_expired",
      message: "Invalid Refresh Token: Session Expired",
    });
  });

  it("ends the session 30 days after sign-in however often it was refreshed (absolute lifetime)", async () => {
    let current = session;
    for (let day = 1; day < 30; day += 1) {
      env.clock.advance(24 * 60 * 60);
      const refreshed = await refreshSession(env.auth, current.refreshToken);
      if (refreshed.kind !== "RefreshSessionSuccess") throw new Error(`day ${day}: ${refreshed.code}`);
      current = refreshed.session;
    }
    env.clock.advance(24 * 60 * 60);
    expect(await refreshSession(env.auth, current.refreshToken)).toMatchObject({ code: "session_expired" });
  });

  it("refuses unknown and empty refresh tokens", async () => {
    expect(await refreshSession(env.auth, "not-a-token")).toMatchObject({
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
    expect(await refreshSession(env.auth, "  ")).toMatchObject({ code: "validation_failed" });
  });

  it("revokes the session on sign-out: its access and refresh tokens stop working", async () => {
    expect(await signOut(env.auth, session.accessToken, "local")).toEqual({ kind: "SignOutSuccess", signedOut: true });
    expect(await env.auth.getUser(session.accessToken)).toMatchObject({ ok: false, error: { code: "session_not_found" } });
    expect(await refreshSession(env.auth, session.refreshToken)).toMatchObject({ code: "refresh_token_not_found" });
    // Signing out twice is not an error; signing out with no token is.
    expect(await signOut(env.auth, session.accessToken, "local")).toMatchObject({ kind: "SignOutSuccess" });
    expect(await signOut(env.auth, null, "local")).toMatchObject({ code: "no_authorization", message: "Auth session missing!" });
  });

  it("signs out other sessions or all of them by scope", async () => {
    const phone = await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS));
    const tablet = await sessionOf(await signIn(env.auth, { email: EMAIL, password: PASSWORD }, ADDRESS));
    await signOut(env.auth, phone.accessToken, "others");
    expect((await env.auth.getUser(phone.accessToken)).ok).toBe(true);
    expect((await env.auth.getUser(tablet.accessToken)).ok).toBe(false);
    expect((await env.auth.getUser(session.accessToken)).ok).toBe(false);
    await signOut(env.auth, phone.accessToken, "global");
    expect((await env.auth.getUser(phone.accessToken)).ok).toBe(false);
  });
});
