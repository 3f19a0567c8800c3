import { describe, expect, it } from "vitest";
import { ORIGIN, page } from "./http";

/** Every page route of the site; under /ar each must answer in Arabic, right to left. */
const ROUTES = [
  "/",
  "/about",
  "/parlours",
  "/clinics",
  "/offers",
  "/shop",
  "/contact",
  "/faq",
  "/privacy-policy",
  "/terms-for-business",
  "/pricing",
  "/for-business",
  "/login",
  "/register",
  "/search",
  "/search/dubai?service=Botox",
  "/provider/glamour-spot",
];

const arabicPath = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);
const hreflang = (html: string, lang: string) => new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`).exec(html)?.[1];

describe("the Arabic site under /ar", () => {
  for (const path of ROUTES) {
    it(`answers ${arabicPath(path)} in Arabic, right to left, with both languages' alternates`, async () => {
      const response = await page(arabicPath(path));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="ar" dir="rtl"/);
      expect(hreflang(html, "ar")).toBe(`${ORIGIN}${arabicPath(path)}`.replace("&", "&amp;"));
      expect(hreflang(html, "en")).toBe(`${ORIGIN}${path}`.replace("&", "&amp;"));
      expect(hreflang(html, "x-default")).toBe(`${ORIGIN}${path}`.replace("&", "&amp;"));
      // The chrome is Arabic, and the page's links stay in Arabic.
      expect(html).toContain("انتقل إلى المحتوى");
      expect(html).toContain('href="/ar/about"');
      // Texts of the current language only: the English catalogue is not in the page.
      expect(html).not.toContain("Skip to content");
    });

    it(`answers ${path} in English, left to right, with both alternates`, async () => {
      const response = await page(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="en" dir="ltr"/);
      expect(hreflang(html, "ar")).toBe(`${ORIGIN}${arabicPath(path)}`.replace("&", "&amp;"));
      expect(html).toContain("Skip to content");
      expect(html).not.toContain("انتقل إلى المحتوى");
    });
  }

  it("answers an unknown path under /ar with the Arabic 404 page", async () => {
    const response = await page("/ar/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain("الصفحة غير موجودة");
  });

  it("does not take /arabic for the Arabic site", async () => {
    const response = await page("/arabic");
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<html lang="en" dir="ltr"/);
  });

  it("switches language through /set-language, keeping path and query, and remembers the choice", async () => {
    const response = await page(`/set-language?to=${encodeURIComponent("/ar/search/dubai?service=Botox")}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/search/dubai?service=Botox");
    expect(response.headers.get("set-cookie")).toMatch(/^lang=ar; Path=\/; Max-Age=\d+; SameSite=Lax/);
    const back = await page(`/set-language?to=${encodeURIComponent("/search/dubai?service=Botox")}`);
    expect(back.headers.get("location")).toBe("/search/dubai?service=Botox");
    expect(back.headers.get("set-cookie")).toMatch(/^lang=en;/);
  });

  it("never switches to another site", async () => {
    for (const to of ["//evil.example", "https://evil.example/ar", "/\\evil.example"]) {
      const response = await page(`/set-language?to=${encodeURIComponent(to)}`);
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("brings a visitor who chose Arabic from the English home page to the Arabic one", async () => {
    const response = await page("/", { headers: { cookie: "lang=ar" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar");
    expect((await page("/about", { headers: { cookie: "lang=ar" } })).status).toBe(200);
    expect((await page("/", { headers: { cookie: "lang=en" } })).status).toBe(200);
  });

  it("suggests Arabic to an Arabic browser without redirecting, until English is chosen", async () => {
    const suggested = await page("/about", { headers: { "accept-language": "ar-AE,ar;q=0.9,en;q=0.8" } });
    expect(suggested.status).toBe(200);
    const html = await suggested.text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toContain("هذه الصفحة متوفرة باللغة العربية.");
    expect(html).toContain(`href="/set-language?to=%2Far%2Fabout"`);
    const chosen = await page("/about", { headers: { "accept-language": "ar-AE,ar;q=0.9", cookie: "lang=en" } });
    expect(await chosen.text()).not.toContain("هذه الصفحة متوفرة باللغة العربية.");
    const english = await page("/about", { headers: { "accept-language": "en-GB,en;q=0.9,ar;q=0.5" } });
    expect(await english.text()).not.toContain("هذه الصفحة متوفرة باللغة العربية.");
  });

  it("keeps Arabic across a redirect to sign in", async () => {
    const response = await page("/ar/dashboard/subscription");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar/login?redirectTo=%2Fdashboard%2Fsubscription");
  });
});
