// Accounts end to end inside workerd: the GraphQL API (bearer tokens) and the site's forms
// (session cookie, flash toasts, Origin check). Storage is shared within this file: every test
// uses its own email address.
import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  bodyText,
  BROWSER,
  CookieJar,
  expectSentToLogin,
  expectShows,
  newClient,
  ORIGIN,
  postGraphQL as graphql,
  shown,
  submit,
  visit,
} from "./http";
const PASSWORD = "a long enough passphrase";
let counter = 0;
const newEmail = () => `owner-${Date.now()}-${++counter}@example.com`;

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on SignUpSuccess { confirmationRequired user { email plan } session { accessToken } }
  ... on AuthError { code message reasons } } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) {
  __typename ... on SignInSuccess { session { accessToken refreshToken tokenType expiresIn expiresAt user { email } } }
  ... on AuthError { code message retryAfterSeconds } } }`;
const REFRESH = `mutation ($input: RefreshSessionInput!) { refreshSession(input: $input) {
  __typename ... on RefreshSessionSuccess { session { accessToken refreshToken } } ... on AuthError { code message } } }`;
const SIGN_OUT = `mutation { signOut { __typename ... on AuthError { code message } } }`;
const VIEWER = `{ viewer { email plan } }`;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signUpAndIn(email: string, address = "192.0.2.1") {
  const up = await graphql(SIGN_UP, { input: { email, password: PASSWORD } }, newClient());
  expect(up.body.data.signUp.__typename).toBe("SignUpSuccess");
  const signIn = await graphql(SIGN_IN, { input: { email, password: PASSWORD } }, { "CF-Connecting-IP": address });
  expect(signIn.body.data.signIn.__typename).toBe("SignInSuccess");
  return signIn.body.data.signIn.session as { accessToken: string; refreshToken: string; expiresAt: number };
}

/** A new account, signed up and signed in once through the API; its email. */
async function newAccount(): Promise<string> {
  const email = newEmail();
  await signUpAndIn(email);
  return email;
}

/** A browser's cookies after signing a new account in through the site's /login form, and the account's email. */
async function signedInThroughLogin(): Promise<{ jar: CookieJar; email: string }> {
  const jar = new CookieJar();
  const email = await newAccount();
  await submit(jar, "/login", { email, password: PASSWORD });
  return { jar, email };
}

describe("accounts over GraphQL", () => {
  it("signs up, signs in, reads the viewer with a bearer token, refreshes and signs out", async () => {
    const email = newEmail();
    const up = await graphql(SIGN_UP, { input: { email: email.toUpperCase(), password: PASSWORD } }, newClient());
    expect(up.body.data.signUp).toMatchObject({
      __typename: "SignUpSuccess",
      confirmationRequired: false,
      user: { email, plan: "BASIC" },
    });

    const signIn = await graphql(SIGN_IN, { input: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const session = signIn.body.data.signIn.session;
    expect(session).toMatchObject({ tokenType: "bearer", expiresIn: 3600, user: { email } });
    expect(session.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3500);

    expect((await graphql(VIEWER, {}, bearer(session.accessToken))).body).toEqual({
      data: { viewer: { email, plan: "BASIC" } },
    });
    expect((await graphql(VIEWER)).body).toEqual({ data: { viewer: null } });

    const refreshed = await graphql(REFRESH, { input: { refreshToken: session.refreshToken } });
    const next = refreshed.body.data.refreshSession.session;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await graphql(VIEWER, {}, bearer(next.accessToken))).body.data.viewer.email).toBe(email);
    // The old refresh token is spent.
    expect((await graphql(REFRESH, { input: { refreshToken: session.refreshToken } })).body.data.refreshSession).toEqual({
      __typename: "AuthError",
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });

    expect((await graphql(SIGN_OUT, {}, bearer(next.accessToken))).body.data.signOut.__typename).toBe("SignOutSuccess");
    const afterSignOut = await graphql(VIEWER, {}, bearer(next.accessToken));
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.body.errors?.[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await graphql(REFRESH, { input: { refreshToken: next.refreshToken } })).body.data.refreshSession.code).toBe(
      "refresh_token_not_found",
    );
  });

  it("answers a wrong password, a taken address and a weak password as AuthError data", async () => {
    const email = await newAccount();
    const wrong = await graphql(SIGN_IN, { input: { email, password: "not the password" } });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data.signIn).toEqual({
      __typename: "AuthError",
      code: "invalid_credentials",
      message: "Invalid login credentials",
      retryAfterSeconds: null,
    });
    expect((await graphql(SIGN_UP, { input: { email, password: PASSWORD } }, newClient())).body.data.signUp).toMatchObject({
      code: "user_already_exists",
      message: "User already registered",
    });
    expect((await graphql(SIGN_UP, { input: { email: newEmail(), password: "1234567" } }, newClient())).body.data.signUp).toEqual({
      __typename: "AuthError",
      code: "weak_password",
      message: "Password should be at least 8 characters.",
      reasons: ["length"],
    });
    expect((await graphql(SIGN_OUT)).body.data.signOut).toEqual({
      __typename: "AuthError",
      code: "no_authorization",
      message: "Auth session missing!",
    });
  });

  it("limits failed sign-ins to 10 per 15 minutes per account and address, with HTTP 429", async () => {
    const email = await newAccount();
    const attacker = { "CF-Connecting-IP": "203.0.113.66" };
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await graphql(SIGN_IN, { input: { email, password: `wrong-${attempt}-password` } }, attacker);
      expect(failed.body.data.signIn.code).toBe("invalid_credentials");
    }
    const limited = await graphql(SIGN_IN, { input: { email, password: PASSWORD } }, attacker);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(limited.body.data.signIn).toMatchObject({
      __typename: "AuthError",
      code: "over_request_rate_limit",
      message: "Too many sign-in attempts. Please try again in 15 minutes.",
    });
    // The owner, from their own address, is not locked out.
    const owner = await graphql(SIGN_IN, { input: { email, password: PASSWORD } }, { "CF-Connecting-IP": "192.0.2.1" });
    expect(owner.body.data.signIn.__typename).toBe("SignInSuccess");
  });

  it("refuses a tampered or foreign bearer token with 401, and public data still answers", async () => {
    const { accessToken } = await signUpAndIn(newEmail());
    const [header, payload, signature] = accessToken.split(".") as [string, string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const forgedPayload = btoa(JSON.stringify({ ...claims, email: "admin@example.com" }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    for (const token of [`${header}.${forgedPayload}.${signature}`, `${accessToken}x`, "not-a-jwt"]) {
      const { status, headers, body } = await graphql(VIEWER, {}, bearer(token));
      expect(status).toBe(401);
      expect(headers.get("WWW-Authenticate")).toContain("invalid_token");
      expect(body.errors?.[0].extensions.code).toBe("UNAUTHENTICATED");
      expect(body.data?.viewer ?? null).toBeNull();
    }
    const publicData = await graphql(
      `
        {
          providers {
            totalCount
          }
        }
      `,
      {},
      bearer("not-a-jwt"),
    );
    expect(publicData.body.data.providers.totalCount).toBe(6);
  });
});

// ---- The site: forms, cookies, redirects ----

describe("the site's account forms (no JavaScript needed)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("registers, signs in, shows the account, guards the dashboard and signs out", async () => {
    const jar = new CookieJar();
    const email = newEmail();

    const mismatch = await submit(jar, "/register", { email, password: PASSWORD, confirmPassword: "something else" });
    const mismatchHtml = await bodyText(mismatch, 400);
    expectShows(mismatchHtml, [
      "Passwords do not match",
      "Please check your passwords and try again.",
      `value="${email}"`, // what was typed stays
    ]);

    const registered = await submit(jar, "/register", { email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(registered.status).toBe(302);
    expect(registered.headers.get("Location")).toBe("/login");
    const loginPage = await (await visit(jar, "/login")).text();
    expectShows(loginPage, ["Welcome Back!", "Registration Successful!", "Please check your email to verify your account."]);
    // A flash shows once.
    expect(await (await visit(jar, "/login")).text()).not.toContain("Registration Successful!");

    await expectSentToLogin(jar, "/dashboard/provider");

    const signedIn = await submit(jar, "/login", { email, password: PASSWORD, redirectTo: "/dashboard/provider" });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/dashboard/provider");
    const sessionCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("glow_session="))!;
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);
    expect(sessionCookie).toMatch(/; Path=\//i);
    expect(sessionCookie).not.toMatch(/; Secure/i); // plain http: a browser would drop a Secure cookie
    expect(sessionCookie).not.toContain(email);

    const dashboard = await visit(jar, "/dashboard/provider");
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("Cache-Control")).toBe("private, no-store");
    const dashboardHtml = await dashboard.text();
    expectShows(dashboardHtml, [
      "Provider Dashboard",
      "Manage your business, bookings, and more.",
      "Login Successful!",
      "My Account",
      email,
    ]);

    // A public page shows the account too, and is no longer cacheable by others.
    const home = await visit(jar, "/");
    expect(home.headers.get("Cache-Control")).toBe("private, no-store");
    expect(home.headers.get("Vary")).toContain("Cookie");
    expect(await home.text()).toContain(email);

    const signedOut = await submit(jar, "/sign-out", { redirectTo: "/dashboard/provider" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/");
    expect(jar.has("glow_session")).toBe(false);
    const after = await (await visit(jar, "/")).text();
    expect(after).toContain("You have been successfully signed out.");
    expect(after).not.toContain(email);
    expect(after).toContain('href="/login"');
    expect((await visit(jar, "/dashboard/provider")).status).toBe(302);
  });

  it("ends the session at the API on sign-out: a copy of the old cookie is worthless", async () => {
    const { jar } = await signedInThroughLogin();
    const stolen = jar.header();
    await submit(jar, "/sign-out", {});
    const replay = await SELF.fetch(`${ORIGIN}/dashboard/provider`, { headers: { Cookie: stolen }, redirect: "manual" });
    expect(replay.status).toBe(302);
    expect(replay.headers.getSetCookie().some((c) => c.startsWith("glow_session=;"))).toBe(true);
  });

  it("shows 'Sign in Failed' with the reason and keeps the email", async () => {
    const jar = new CookieJar();
    const email = await newAccount();
    const response = await submit(jar, "/login", { email, password: "not the password" });
    const html = await bodyText(response, 400);
    expectShows(html, ["Sign in Failed", "Invalid login credentials", `value="${email}"`]);
    expect(jar.has("glow_session")).toBe(false);

    const weak = await submit(jar, "/register", { email: newEmail(), password: "short", confirmPassword: "short" });
    const weakHtml = await bodyText(weak, 400);
    expectShows(weakHtml, ["Sign up Failed", "Password should be at least 8 characters."]);
  });

  it("only redirects to same-site paths after signing in", async () => {
    const email = await newAccount();
    for (const redirectTo of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/login?redirectTo=/x"]) {
      const response = await submit(new CookieJar(), "/login", { email, password: PASSWORD, redirectTo });
      expect(response.headers.get("Location")).toBe("/dashboard/provider");
    }
    const back = await submit(new CookieJar(), "/login", { email, password: PASSWORD, redirectTo: "/provider/glamour-spot" });
    expect(back.headers.get("Location")).toBe("/provider/glamour-spot");
  });

  it("refuses a cross-site form post with 403 and creates no session", async () => {
    const email = await newAccount();
    const response = await SELF.fetch(`${ORIGIN}/login`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: PASSWORD }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers a malformed body with a message, never a 500", async () => {
    const response = await SELF.fetch(`${ORIGIN}/login`, {
      method: "POST",
      headers: { ...BROWSER, Origin: ORIGIN, Host: "127.0.0.1:8787", "content-type": "multipart/form-data; boundary=nothing" },
      body: "garbage",
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("You must provide either an email or phone number and a password");
  });

  it("ignores a forged session cookie", async () => {
    const response = await SELF.fetch(`${ORIGIN}/dashboard/provider`, {
      headers: { Cookie: `glow_session=${btoa(JSON.stringify({ accessToken: "x", refreshToken: "y", expiresAt: 9e9 }))}` },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
  });

  it("over HTTPS names the cookie __Host- and marks it Secure", async () => {
    const email = await newAccount();
    const https = "https://127.0.0.1:8787";
    const response = await submit(new CookieJar(), "/login", { email, password: PASSWORD }, https);
    expect(response.status).toBe(302);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-glow_session="))!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Domain=/i);
  });

  it("refreshes the access token on the server when 90 seconds or less remain", async () => {
    const { jar, email } = await signedInThroughLogin();
    const before = jar.header();

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (3600 - 100) * 1000); // 100 s left: no refresh yet
    const early = await visit(jar, "/");
    expect(early.headers.getSetCookie().some((c) => c.startsWith("glow_session="))).toBe(false);

    vi.setSystemTime(Date.now() + 20 * 1000); // 80 s left
    const late = await visit(jar, "/");
    expect(late.headers.getSetCookie().some((c) => c.startsWith("glow_session="))).toBe(true);
    expect(jar.header()).not.toBe(before);
    expect(await late.text()).toContain(email);

    // An hour later the renewed session still works; the old cookie's refresh token is spent.
    vi.setSystemTime(Date.now() + 3000 * 1000);
    expect((await visit(jar, "/dashboard/provider")).status).toBe(200);
  });
  it("says what a signed-out person was doing and brings them back to it through sign-up and sign-in (issue #33)", async () => {
    const jar = new CookieJar();
    const email = newEmail();
    const sentAway = await visit(jar, "/for-business/register");
    expect(sentAway.status).toBe(302);
    const login = sentAway.headers.get("Location")!;
    expect(login).toBe("/login?redirectTo=%2Ffor-business%2Fregister");
    const loginPage = await (await visit(jar, login)).text();
    expectShows(shown(loginPage), ["Sign in to register your business", 'href="/register?redirectTo=%2Ffor-business%2Fregister"']);
    // Not the bare 'Access Denied … Go to Login' on the login page itself; a page we do not name still gets it.
    expect(shown(loginPage)).not.toContain("Access Denied");
    expectShows(shown(await (await visit(jar, "/login?redirectTo=%2Fbookings%2Fmine")).text()), ["Access Denied", "Go to Login"]);

    const registerPage = await (await visit(jar, "/register?redirectTo=%2Ffor-business%2Fregister")).text();
    expectShows(shown(registerPage), ["Sign in to register your business", 'name="redirectTo" value="/for-business/register"']);
    // A refused sign-up keeps it.
    const refused = await submit(jar, "/register", {
      email,
      password: PASSWORD,
      confirmPassword: "x",
      redirectTo: "/for-business/register",
    });
    expectShows(await bodyText(refused, 400), ['name="redirectTo" value="/for-business/register"']);
    const registered = await submit(jar, "/register", {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      redirectTo: "/for-business/register",
    });
    expect(registered.headers.get("Location")).toBe("/login?redirectTo=%2Ffor-business%2Fregister");
    const signedIn = await submit(jar, "/login", { email, password: PASSWORD, redirectTo: "/for-business/register" });
    expect(signedIn.headers.get("Location")).toBe("/for-business/register");

    // Never back to another site, nor to an auth page.
    const other = new CookieJar();
    const away = await submit(other, "/register", {
      email: newEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      redirectTo: "//evil.example",
    });
    expect(away.headers.get("Location")).toBe("/login");
    const arabic = await (await visit(new CookieJar(), "/ar/login?redirectTo=%2Fshop%2Fadd-product")).text();
    expectShows(shown(arabic), ["سجّل الدخول لإضافة منتج"]);
  });
});
