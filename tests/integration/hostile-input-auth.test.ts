// Hostile input against accounts, in workerd with the real Worker and D1: guessable passwords
// (issue #9 item 3; patterns and the site's own words, issue #27 item 5), concurrent sign-in bursts and
// the per-account limit (issue #9 item 2), password spraying from one network (issue #27 item 2), and
// what sign-up tells about registered addresses.
import { describe, expect, it } from "vitest";

import { SAMPLE_OWNER_PASSWORD } from "../../graphql/modules/accounts/password-strength";
import { englishOf } from "../../graphql/shared/messages";
import { EASY_TO_GUESS_MESSAGE, NETWORK_ACCOUNT_LIMIT, SIGN_IN_FAILURE_WINDOW_SECONDS } from "../../graphql/modules/accounts/rules";
import { bodyText, CookieJar, expectShows, newClient, postGraphQL as graphql, submit, visit } from "./http";

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthError { code message reasons } } }`;
let counter = 0;
const newEmail = () => `hostile-auth-${Date.now()}-${++counter}@example.com`;

describe("account enumeration through the register form", () => {
  it("answers a registered address exactly as a new one: the same redirect and the same toast", async () => {
    const registered = newEmail();
    const first = await submit(new CookieJar(), "/register", {
      email: registered,
      password: "a long enough passphrase",
      confirmPassword: "a long enough passphrase",
    });
    const answers = [];
    for (const email of [registered, newEmail()]) {
      const jar = new CookieJar();
      const response = await submit(jar, "/register", {
        email,
        password: "another long passphrase",
        confirmPassword: "another long passphrase",
      });
      const next = await (await visit(jar, response.headers.get("Location") ?? "/")).text();
      answers.push({
        status: response.status,
        location: response.headers.get("Location"),
        toast: next.includes("Please check your email to verify your account."),
      });
    }
    expect(first.status).toBe(302);
    expect(answers[0]).toEqual({ status: 302, location: "/login", toast: true });
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe("guessable passwords", () => {
  it.each(["password", "12345678", "Password1", "qwerty123", "        ", "{email}"])(
    "sign-up with %j answers weak_password as Supabase does, and creates no account",
    async (template) => {
      const email = newEmail();
      const password = template.replace("{email}", email);
      const { body } = await graphql(SIGN_UP, { input: { email, password } }, newClient());
      expect(body.data.signUp).toEqual({
        __typename: "AuthError",
        code: "weak_password",
        message: "Password is known to be weak and easy to guess, please choose a different one.",
        reasons: ["pwned"],
      });
      const again = await graphql(SIGN_UP, { input: { email, password: "a long enough passphrase" } }, newClient());
      expect(again.body.data.signUp.__typename).toBe("SignUpSuccess");
    },
  );

  it.each(["aaaaaaaa", "abcdefgh", "Password1!", "glowuae2026", SAMPLE_OWNER_PASSWORD, "{local}1"])(
    "sign-up with %j, easy to guess from patterns or the site's or the account's words, answers weak_password (guessable)",
    async (template) => {
      const email = newEmail();
      const password = template.replace("{local}", email.split("@")[0]!);
      const { body } = await graphql(SIGN_UP, { input: { email, password } }, newClient());
      expect(body.data.signUp).toEqual({
        __typename: "AuthError",
        code: "weak_password",
        message: englishOf(EASY_TO_GUESS_MESSAGE),
        reasons: ["guessable"],
      });
      const again = await graphql(SIGN_UP, { input: { email, password: "a long enough passphrase" } }, newClient());
      expect(again.body.data.signUp.__typename).toBe("SignUpSuccess");
    },
  );

  it("the Arabic register form says so in Arabic and keeps the email", async () => {
    const email = newEmail();
    const response = await submit(new CookieJar(), "/ar/register", { email, password: "glowuae2026", confirmPassword: "glowuae2026" });
    const html = await bodyText(response, 400);
    expectShows(html, ["كلمة المرور سهلة التخمين", `value="${email}"`]);
  });

  it("the register form says so and keeps the email", async () => {
    const email = newEmail();
    const response = await submit(new CookieJar(), "/register", { email, password: "12345678", confirmPassword: "12345678" });
    const html = await bodyText(response, 400);
    expectShows(html, ["Password is known to be weak and easy to guess, please choose a different one.", `value="${email}"`]);
  });
});

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) {
  __typename ... on AuthError { code retryAfterSeconds } } }`;
const PASSWORD = "a long enough passphrase";

async function account(): Promise<string> {
  const email = newEmail();
  const { body } = await graphql(SIGN_UP, { input: { email, password: PASSWORD } }, newClient());
  expect(body.data.signUp.__typename).toBe("SignUpSuccess");
  return email;
}

const outcome = (response: Awaited<ReturnType<typeof graphql>>) =>
  response.body.data.signIn.__typename === "SignInSuccess" ? "signed_in" : (response.body.data.signIn.code as string);

// Each checked password costs a PBKDF2 hash of 100,000 iterations: these tests hash 10 to 30 of them.
describe("concurrent sign-in bursts", { timeout: 60_000 }, () => {
  it("50 attempts at once from one address: exactly 10 are checked, 40 get 429", async () => {
    const email = await account();
    const from = { "CF-Connecting-IP": "203.0.113.50" };
    const passwords = Array.from({ length: 50 }, (_, i) => (i === 49 ? PASSWORD : `wrong guess ${i}`));
    const responses = await Promise.all(passwords.map((password) => graphql(SIGN_IN, { input: { email, password } }, from)));
    const outcomes = responses.map(outcome);
    const checked = outcomes.filter((o) => o === "invalid_credentials" || o === "signed_in");
    expect(checked).toHaveLength(10);
    expect(outcomes.filter((o) => o === "over_request_rate_limit")).toHaveLength(40);
    for (const response of responses.filter((r) => r.status === 429))
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("a guesser rotating addresses is held by the per-account limit; the owner's usual address is not", async () => {
    const email = await account();
    const home = { "CF-Connecting-IP": "203.0.113.60" };
    expect(outcome(await graphql(SIGN_IN, { input: { email, password: PASSWORD } }, home))).toBe("signed_in");
    const guesses = Array.from({ length: 45 }, (_, i) =>
      graphql(SIGN_IN, { input: { email, password: `guess ${i}` } }, { "CF-Connecting-IP": `198.51.100.${100 + Math.floor(i / 9)}` }),
    );
    const outcomes = (await Promise.all(guesses)).map(outcome);
    expect(outcomes.filter((o) => o === "invalid_credentials")).toHaveLength(30);
    expect(outcomes.filter((o) => o === "over_request_rate_limit")).toHaveLength(15);
    // A new address waits (a stranger cannot do more than this, for one window)…
    expect(outcome(await graphql(SIGN_IN, { input: { email, password: PASSWORD } }, { "CF-Connecting-IP": "192.0.2.77" }))).toBe(
      "over_request_rate_limit",
    );
    // …while the owner at home signs in.
    expect(outcome(await graphql(SIGN_IN, { input: { email, password: PASSWORD } }, home))).toBe("signed_in");
  });
});

// Password spraying (ASVS 6.3.1): one client tries one password on many accounts, each under its own
// limits. The network (an IPv4 address, an IPv6 /64) is held after NETWORK_ACCOUNT_LIMIT accounts.
describe("password spraying from one network", { timeout: 120_000 }, () => {
  const refusal = (response: Awaited<ReturnType<typeof graphql>>) => ({
    status: response.status,
    retryAfter: Number(response.headers.get("Retry-After")),
    code: response.body.data.signIn.code,
  });

  it(`one address, one password: ${NETWORK_ACCOUNT_LIMIT} accounts are checked, then the address waits, registered or not; others and accounts known there go on`, async () => {
    const office = { "CF-Connecting-IP": "203.0.113.99" };
    // Someone who signs in from that address every day.
    const colleague = await account();
    expect(outcome(await graphql(SIGN_IN, { input: { email: colleague, password: PASSWORD } }, office))).toBe("signed_in");
    const [early, late] = [await account(), await account()];
    const targets = [early, ...Array.from({ length: NETWORK_ACCOUNT_LIMIT - 1 }, newEmail), late, newEmail(), newEmail()];
    const responses = [];
    for (const email of targets) responses.push(await graphql(SIGN_IN, { input: { email, password: "Summer2026!" } }, office));
    expect(responses.slice(0, NETWORK_ACCOUNT_LIMIT).map(outcome)).toEqual(Array(NETWORK_ACCOUNT_LIMIT).fill("invalid_credentials"));
    // Past the limit every account waits the same, whether it exists or not (decision 016), and is told how long.
    const refused = responses.slice(NETWORK_ACCOUNT_LIMIT).map(refusal);
    expect(refused[0]).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    expect(refused[0]!.retryAfter).toBeGreaterThan(SIGN_IN_FAILURE_WINDOW_SECONDS - 120);
    expect(refused[0]!.retryAfter).toBeLessThanOrEqual(SIGN_IN_FAILURE_WINDOW_SECONDS);
    for (const other of refused.slice(1)) {
      expect(other).toMatchObject({ status: 429, code: "over_request_rate_limit" });
      expect(Math.abs(other.retryAfter - refused[0]!.retryAfter)).toBeLessThanOrEqual(2);
    }
    // The same account with its right password: held at that address, fine from another one.
    expect(outcome(await graphql(SIGN_IN, { input: { email: late, password: PASSWORD } }, office))).toBe("over_request_rate_limit");
    expect(outcome(await graphql(SIGN_IN, { input: { email: late, password: PASSWORD } }, { "CF-Connecting-IP": "203.0.113.98" }))).toBe(
      "signed_in",
    );
    // The colleague known at that address is not held by the stranger.
    expect(outcome(await graphql(SIGN_IN, { input: { email: colleague, password: PASSWORD } }, office))).toBe("signed_in");
  });

  it(`addresses of one IPv6 /64 at once: exactly ${NETWORK_ACCOUNT_LIMIT} are checked; another /64 is not held`, async () => {
    const attempts = Array.from({ length: NETWORK_ACCOUNT_LIMIT + 10 }, (_, i) =>
      graphql(
        SIGN_IN,
        { input: { email: newEmail(), password: "Summer2026!" } },
        { "CF-Connecting-IP": `2001:db8:27:2::${(i + 1).toString(16)}` },
      ),
    );
    const outcomes = (await Promise.all(attempts)).map(outcome);
    expect(outcomes.filter((o) => o === "invalid_credentials")).toHaveLength(NETWORK_ACCOUNT_LIMIT);
    expect(outcomes.filter((o) => o === "over_request_rate_limit")).toHaveLength(10);
    const neighbour = await graphql(
      SIGN_IN,
      { input: { email: newEmail(), password: "Summer2026!" } },
      { "CF-Connecting-IP": "2001:db8:27:3::1" },
    );
    expect(outcome(neighbour)).toBe("invalid_credentials");
  });
});
