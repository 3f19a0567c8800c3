/**
 * Licensed clinics on the provider page (issue #37): the sample clinics' verified licence line in English and
 * under /ar, rendered on the server; none on a parlour's page.
 */
import { describe, expect, it } from "vitest";
import { bodyText, page } from "./http";

const licenceLine = (html: string) => /<p data-licence="([a-z_]+)"[^>]*>([^<]*)<\/p>/.exec(html)?.slice(1) ?? null;

describe("the provider page's licence line", () => {
  it("says who licensed a sample clinic, its number and the month it was verified", async () => {
    expect(licenceLine(await bodyText(await page("/provider/aura-aesthetic"), 200))).toEqual([
      "verified",
      "Licensed by DOH · Licence no. MF4827 · verified November 2026",
    ]);
    expect(licenceLine(await bodyText(await page("/provider/skin-revive-clinic"), 200))).toEqual([
      "verified",
      "Licensed by DHCR · Licence no. DHCR-F-00312 · verified October 2026",
    ]);
  });

  it("says it in Arabic under /ar", async () => {
    expect(licenceLine(await bodyText(await page("/ar/provider/aura-aesthetic"), 200))).toEqual([
      "verified",
      "مرخّصة من دائرة الصحة – أبوظبي · رقم الترخيص MF4827 · تم التحقق في نوفمبر 2026",
    ]);
  });

  it("shows nothing of the kind on a parlour's page", async () => {
    const html = await bodyText(await page("/provider/glamour-spot"), 200);
    expect(licenceLine(html)).toBeNull();
    expect(html).not.toContain("data-licence");
  });
});

describe("the search page's 'Licensed clinics only'", () => {
  it("keeps the filter in the URL and lists only the licensed clinics, its box ticked, without JavaScript", async () => {
    const html = await bodyText(await page("/search?licensed=1"), 200);
    const listed = [...new Set([...html.matchAll(/href="\/provider\/([a-z-]+)"/g)].map((match) => match[1]))];
    expect(listed).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
    expect(html).toMatch(/<input id="filter-licensed" type="checkbox" name="licensed"[^>]*checked=""[^>]*value="1"/);
    expect(html).toContain("Licensed clinics only");
    const arabic = await bodyText(await page("/ar/search?licensed=1"), 200);
    expect(arabic).toContain("العيادات المرخّصة فقط");
  });
});
