import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://127.0.0.1:8787";
// A crawler user agent makes the server send the whole document at once.
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot/2.1" } });

describe("server-rendered pages", () => {
  it("renders the home page with the six featured providers from GraphQL", async () => {
    const response = await page("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    for (const id of ["glamour-spot", "aura-aesthetic", "barbers-hub", "skin-revive-clinic", "nails-n-more", "elite-gents-salon"]) {
      expect(html).toContain(`href="/provider/${id}"`);
    }
    expect(html.match(/View Profile &amp; Book/g)).toHaveLength(6);
    expect(html).toContain("Search by service, location, or name");
    expect(html).toContain("Find My Look");
    expect(html).toContain("Select Emirate");
    expect(html).toContain('href="/search/umm-al-quwain"');
    expect(html).toContain('id="sonner-toast-container"');
  });

  it("renders a provider page's header block", async () => {
    const response = await page("/provider/glamour-spot");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Glamour Spot[^<]*<\/h1>/);
  });

  it("renders the spec's message with a 404 for an unknown provider", async () => {
    const response = await page("/provider/no-such-provider");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Loading provider details or provider not found...");
  });

  it("answers an unknown path with the 404 page", async () => {
    const response = await page("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  it("sends the security headers, with a CSP nonce that matches the inline scripts", async () => {
    const response = await page("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).toContain("https://images.unsplash.com");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);

    const again = await page("/");
    expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });

  it("serves only public upload folders", async () => {
    expect((await SELF.fetch(`${ORIGIN}/uploads/provider_documents/trade_licenses/x.pdf`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/uploads/product_images/missing.png`)).status).toBe(404);
  });
});

describe("when the data layer fails", () => {
  it("shows the 'Unexpected Application Error!' fallback with a 500, not a blank page", async () => {
    const { env } = await import("cloudflare:test");
    await env.DB.exec("DROP TABLE provider_images");
    const response = await page("/");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).not.toMatch(/no such table|D1_ERROR/);
  });
});
