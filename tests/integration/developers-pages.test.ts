/**
 * /developers as a browser without JavaScript uses it (issue #35): signed out, the sign-in return path; signed
 * in, the guide's sections and the key manager: a key created is shown once (the list shows only its prefix),
 * a refused post keeps what was typed, revoking asks first; /ar/developers in Arabic; the footer links it.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER, CookieJar, expectSentToLogin, expectShows, newClient, ORIGIN, shown, shownVisit, signedInJar, submit } from "./http";

/** A post of the key form: repeated `scopes` as ticked boxes send them. */
async function postKeyForm(jar: CookieJar, fields: [string, string][]) {
  const response = await SELF.fetch(`${ORIGIN}/developers`, {
    method: "POST",
    headers: {
      ...BROWSER,
      ...newClient(),
      Origin: ORIGIN,
      Host: new URL(ORIGIN).host,
      Cookie: jar.header(),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  jar.take(response);
  return response;
}

describe("/developers", () => {
  it("sends a signed-out visitor to sign in and back, saying what for", async () => {
    await expectSentToLogin(new CookieJar(), "/developers");
    const login = await shownVisit(new CookieJar(), "/login?redirectTo=%2Fdevelopers");
    expect(login).toContain("Sign in to manage your API keys");
  });

  it("shows the guide, creates a key shown once, keeps a refused post's values, and revokes after a confirm step", async () => {
    const jar = await signedInJar();
    const html = await shownVisit(jar, "/developers");
    expectShows(html, [
      "Quick start",
      "Authentication",
      "1,000 points, refilling 50 a second",
      "extensions.cost",
      'href="/developers/webhooks"',
      "Changelog",
      "You have no API keys yet.",
      'href="/developers"', // the footer's link
    ]);

    const refused = await postKeyForm(jar, [
      ["intent", "create"],
      ["name", "  "],
      ["mode", "LIVE"],
      ["scopes", "BOOK"],
    ]);
    expect(refused.status).toBe(400);
    const refusedHtml = shown(await refused.text());
    expectShows(refusedHtml, ["Please name the app this key is for."]);
    // What was typed and ticked comes back.
    expect(refusedHtml).toMatch(/<input type="radio" name="mode" checked="" value="LIVE"\/>/);
    expect(refusedHtml).toMatch(/<input type="checkbox" name="scopes" class="me-2" checked="" value="BOOK"\/>/);
    expect(refusedHtml).toMatch(/<input type="checkbox" name="scopes" class="me-2" value="READ"\/>/);

    const created = await postKeyForm(jar, [
      ["intent", "create"],
      ["name", "Spa Finder"],
      ["mode", "TEST"],
      ["scopes", "READ"],
      ["scopes", "BOOK"],
    ]);
    expect(created.status).toBe(200);
    const createdHtml = shown(await created.text());
    const key = /value="(glow_test_[0-9A-Za-z]{43})"/.exec(createdHtml)?.[1];
    expect(key).toBeDefined();
    expect(createdHtml).toContain("Copy it now and keep it somewhere safe: it will not be shown again.");

    const listed = await shownVisit(jar, "/developers");
    expectShows(listed, ["Spa Finder", `${key!.slice(0, 14)}…`, "READ, BOOK", "Never"]);
    expect(listed).not.toContain(key!);

    const id = /href="\/developers\?revoke=([0-9a-f]+)"/.exec(listed)?.[1];
    expect(id).toBeDefined();
    const confirm = await shownVisit(jar, `/developers?revoke=${id}`);
    expectShows(confirm, ["Revoke Spa Finder?", "Yes, revoke it"]);
    const revoked = await submit(jar, "/developers", { intent: "revoke", id: id! });
    expect(revoked.status).toBe(200);
    expect(shown(await revoked.text())).toContain("The key Spa Finder is revoked: requests with it are refused from now on.");
    expect(await shownVisit(jar, "/developers")).toMatch(/Revoked /);
    // Another account's key: refused, nothing changes.
    const other = await signedInJar();
    expect((await submit(other, "/developers", { intent: "revoke", id: id! })).status).toBe(403);
  });

  it("is in Arabic under /ar", async () => {
    const jar = await signedInJar();
    const html = await shownVisit(jar, "/ar/developers");
    expectShows(html, ["المطورون", "البدء السريع", "إنشاء مفتاح"]);
  });
});
