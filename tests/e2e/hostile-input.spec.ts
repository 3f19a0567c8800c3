import { expect, test, type Page } from "@playwright/test";

/**
 * Hostile input against the Worker as `wrangler dev` bundles it (esbuild, the deployed bundle),
 * where two copies of graphql once turned every syntax error into a 500; the headers of static files,
 * which the assets layer serves before the Worker runs; and the page's content security policy (no
 * inline styles) under a real browser.
 */

test("a GraphQL syntax error answers 400 with the error, with the security headers", async ({ request }) => {
  for (const query of ["{", "{ providers { ", "query Q($a: ) { today }"]) {
    const response = await request.post("/graphql", { data: { query } });
    expect(response.status(), query).toBe(400);
    expect((await response.json()).errors[0].message).toMatch(/^Syntax Error/);
    expect(response.headers()["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(response.headers()["x-frame-options"]).toBe("DENY");
  }
});

test("static files (public/ and the build's assets) carry the same base security headers as pages", async ({ request }) => {
  const page = await request.get("/");
  // Served by the assets layer before the Worker runs: their headers come from public/_headers.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  for (const path of ["/favicon.svg", script!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const name of [
      "permissions-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
    ]) {
      expect(response.headers()[name], `${path} ${name}`).toBe(page.headers()[name]);
    }
    expect(response.headers()["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
  }
});

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test.describe("the content security policy", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("search, the price slider and the menu dialog (which inserts a style element) break no rule", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/search");
    await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
    await page.getByRole("slider", { name: "Minimum price (AED)" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Radix locks the page's scroll with a style element: it must carry the nonce.
    await expect(page.locator("style[nonce]")).not.toHaveCount(0);
    expect(await violations()).toEqual([]);
  });
});
