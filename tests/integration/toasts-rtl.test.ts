/**
 * Toasts on right-to-left pages (issue 19): the toast area sits at the bottom left on Arabic pages
 * (bottom right in English), the no-JavaScript toast too (a logical `end-4`), and its action link
 * keeps the page's language.
 */
import { describe, expect, it } from "vitest";
import { bodyText, CookieJar, submit, visit } from "./http";

const BASIC_OWNER = { email: "owner.glamour-spot@example.com", password: "glowuae-owner-2026" };

async function signedIn(prefix: string) {
  const jar = new CookieJar();
  expect((await submit(jar, `${prefix}/login`, { ...BASIC_OWNER, redirectTo: "/dashboard/provider" })).status).toBe(302);
  return jar;
}

/** The page's toast area and its no-JavaScript toast (a Basic owner asking for the calendar gets 'Premium Feature'). */
async function premiumToast(prefix: string) {
  const response = await visit(await signedIn(prefix), `${prefix}/dashboard/provider?view=calendar`);
  const html = await bodyText(response, 200);
  const container = /<ol id="sonner-toast-container"[^>]*>/.exec(html)?.[0] ?? "";
  const noScript = /<noscript><div role="alert" data-toast-variant="destructive"[\s\S]*?<\/noscript>/.exec(html)?.[0] ?? "";
  return { container, noScript };
}

describe("toasts on Arabic pages", () => {
  it("sit at the bottom left, and the no-JavaScript toast's action stays in Arabic", async () => {
    const { container, noScript } = await premiumToast("/ar");
    expect(container).toContain('position="bottom-left"');
    expect(noScript).toMatch(/class="fixed bottom-4 end-4 /);
    expect(noScript).not.toMatch(/\bright-4\b/);
    expect(noScript).toContain('<a href="/ar/dashboard/subscription"');
    expect(noScript).toContain("اشترك الآن");
  });

  it("sit at the bottom right on English pages, the action in English", async () => {
    const { container, noScript } = await premiumToast("");
    expect(container).toContain('position="bottom-right"');
    expect(noScript).toMatch(/class="fixed bottom-4 end-4 /);
    expect(noScript).toContain('<a href="/dashboard/subscription"');
    expect(noScript).toContain("Subscribe Now");
  });
});
