// Hostile input against the site's pages and forms, in workerd with the real Worker: redirect targets
// (issue #9 item 1), cookies that do not verify (item 6), bodies that are not forms (item 8).
import { createCookie } from "@remix-run/cloudflare";
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { LEAVING_TARGETS } from "../fixtures/hostile-input";
import { BROWSER, CookieJar, newClient, ORIGIN, postGraphQL, submit, visit } from "./http";

const PASSWORD = "a long enough passphrase";
let counter = 0;
const newEmail = () => `hostile-${Date.now()}-${++counter}@example.com`;

async function newAccount(): Promise<string> {
  const email = newEmail();
  const { body } = await postGraphQL(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }`,
    { input: { email, password: PASSWORD } },
    newClient(),
  );
  expect(body.data.signUp.__typename).toBe("SignUpSuccess");
  return email;
}

describe("redirect targets after signing in", () => {
  let email: string;
  beforeAll(async () => {
    email = await newAccount();
  });

  it.each(LEAVING_TARGETS)("POST /login with redirectTo=%j stays on the site", async (redirectTo) => {
    const response = await submit(new CookieJar(), "/login", { email, password: PASSWORD, redirectTo });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/provider");
  });

  it("keeps a real path of this site, normalised", async () => {
    const response = await submit(new CookieJar(), "/login", { email, password: PASSWORD, redirectTo: "/a/../provider/glamour-spot" });
    expect(response.headers.get("Location")).toBe("/provider/glamour-spot");
  });

  it("sends a signed-out visitor of the dashboard to /login with a return path the login form keeps safe", async () => {
    const response = await visit(new CookieJar(), "/dashboard/provider?next=//evil.example");
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/login\?redirectTo=%2Fdashboard%2Fprovider%3Fnext%3D/);
    const returnTo = new URL(location, ORIGIN).searchParams.get("redirectTo")!;
    const signedIn = await submit(new CookieJar(), "/login", { email, password: PASSWORD, redirectTo: returnTo });
    expect(signedIn.headers.get("Location")).toMatch(/^\/dashboard\/provider\?next=/);
  });
});

/** Set-Cookie headers that remove the named cookie. */
const clears = (response: Response, name: string) =>
  response.headers.getSetCookie().some((c) => c.startsWith(`${name}=;`) && (/max-age=0/i.test(c) || /expires=thu, 01 jan 1970/i.test(c)));

describe("cookies that do not verify", () => {
  const forged = btoa(JSON.stringify({ accessToken: "x", refreshToken: "y", expiresAt: 9e9, endsAt: 9e9 }));
  const VALUES = [
    "x",
    "",
    ".",
    "..",
    "abc.def",
    "abc.",
    ".def",
    "%",
    "%E0%A4%A",
    "%00",
    "e30=.AAAA",
    `${forged}`,
    `${forged}.${"A".repeat(43)}=`,
    `${forged}.!!!!`,
    "\u00e9\u00e8",
    "x".repeat(4000),
    '"quoted"',
    "a=b=c",
  ];

  for (const name of ["glow_session", "glow_flash"]) {
    it.each(VALUES)(`${name}=%j: every page answers, the visitor is signed out and the cookie cleared`, async (value) => {
      for (const path of ["/", "/login", "/provider/glamour-spot"]) {
        const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { ...BROWSER, Cookie: `${name}=${value}` }, redirect: "manual" });
        expect(response.status, path).toBe(200);
        expect(await response.text()).not.toContain("My Account");
        if (value !== "") expect(clears(response, name), path).toBe(true);
      }
      const dashboard = await SELF.fetch(`${ORIGIN}/dashboard/provider`, { headers: { Cookie: `${name}=${value}` }, redirect: "manual" });
      expect(dashboard.status).toBe(302);
    });
  }

  it.each([
    "glow_session=x; glow_session=y",
    "glow_session",
    ";;;=;",
    "=x",
    "glow_session=x; glow_flash=y; theme=dark",
    "__Host-glow_session=x",
  ])("a Cookie header %j is no 500 either", async (header) => {
    for (const path of ["/", "/dashboard/provider"]) {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { ...BROWSER, Cookie: header }, redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
    }
  });

  async function sign(name: string, value: unknown): Promise<string> {
    const row = await env.DB.prepare("SELECT value FROM local_secrets WHERE name = 'session_cookie_secret'").first<{ value: string }>();
    const cookie = createCookie(name, { secrets: [row!.value], path: "/" });
    return (await cookie.serialize(value)).split(";")[0]!;
  }

  it("a properly signed session whose absolute lifetime is over is ended and cleared", async () => {
    await visit(new CookieJar(), "/"); // the secret exists once the site has run
    const email = await newAccount();
    const jar = new CookieJar();
    expect((await submit(jar, "/login", { email, password: PASSWORD })).status).toBe(302);
    const live = jar.header();
    expect((await SELF.fetch(`${ORIGIN}/dashboard/provider`, { headers: { Cookie: live }, redirect: "manual" })).status).toBe(200);

    const now = Math.floor(Date.now() / 1000);
    const expired = await sign("glow_session", { accessToken: "a", refreshToken: "r", expiresAt: now + 3600, endsAt: now - 1 });
    const response = await SELF.fetch(`${ORIGIN}/dashboard/provider`, { headers: { Cookie: expired }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(clears(response, "glow_session")).toBe(true);

    // A cookie from before sessions had an end (no endsAt) is no session either.
    const old = await sign("glow_session", { accessToken: "a", refreshToken: "r", expiresAt: now + 3600 });
    const oldResponse = await SELF.fetch(`${ORIGIN}/`, { headers: { ...BROWSER, Cookie: old }, redirect: "manual" });
    expect(oldResponse.status).toBe(200);
    expect(clears(oldResponse, "glow_session")).toBe(true);
  });

  it("the session cookie expires with the session, and refreshing does not push that back", async () => {
    const email = await newAccount();
    const signedIn = await submit(new CookieJar(), "/login", { email, password: PASSWORD });
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("glow_session="))!;
    const maxAge = Number(/max-age=(\d+)/i.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 60 * 60 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 60 * 60);
  });
});

describe("bodies that are not forms", () => {
  const BODIES: [string, string][] = [
    ["text/plain", "name=Ana&email=a@b.ae"],
    ["application/json", '{"name":"Ana"}'],
    ["multipart/form-data; boundary=nothing", "garbage"],
    ["multipart/form-data", "--x\r\nContent-Disposition: form-data"],
    ["application/x-www-form-urlencoded; charset=utf-16", "\u0000n\u0000a"],
    ["application/octet-stream", "\u0000\u0001\u0002"],
  ];
  const PAGES = ["/contact", "/provider/glamour-spot", "/login", "/register", "/sign-out"];

  for (const path of PAGES) {
    it.each(BODIES)(`POST ${path} with %j answers 400, never a 500`, async (contentType, body) => {
      const response = await SELF.fetch(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { ...BROWSER, ...newClient(), Origin: ORIGIN, Host: "127.0.0.1:8787", "content-type": contentType },
        body,
        redirect: "manual",
      });
      expect(response.status).toBe(400);
    });
  }
});
