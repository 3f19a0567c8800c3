import { expect, test, type Page } from "@playwright/test";
import { axeViolations, expectNoSidewaysScroll, reloadInDarkTheme } from "./support";

/**
 * The provider page's hours (issue #30): this week, Saturday to Friday, with Dubai's today marked for
 * eyes and screen readers, in English and under /ar (Arabic day names, the site's digits), and the
 * schema.org opening hours in the page's JSON-LD.
 */
// On a phone; axe is injected as an inline script.
test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

const dubaiToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
const dayName = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const isFriday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 5;

async function expectWeek(
  page: Page,
  path: string,
  texts: { locale: string; today: string; open: string; closed: string; saturday: string },
) {
  await page.goto(path);
  const week = page.getByTestId("opening-hours");
  await expect(week.getByRole("row")).toHaveCount(7);
  await expect(week.getByRole("row").first()).toContainText(texts.saturday);
  const today = dubaiToday();
  const marked = week.locator('tr[aria-current="date"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(dayName(today, texts.locale));
  await expect(marked).toContainText(texts.today);
  await expect(marked).toContainText(isFriday(today) ? texts.closed : texts.open);
  await expect(week.getByRole("row").filter({ hasText: texts.closed })).toHaveCount(1); // Friday
  await expectNoSidewaysScroll(page);
}

test("the provider page shows this week's hours with today marked, in English and Arabic, and schema.org hours", async ({ page }) => {
  await expectWeek(page, "/provider/glamour-spot", {
    locale: "en-GB",
    today: "(today)",
    open: "10:00–18:00 (last appointment 17:30)",
    closed: "Closed",
    saturday: "Saturday",
  });
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": "BeautySalon", name: "Glamour Spot" });
  expect(jsonLd.openingHoursSpecification).toHaveLength(6);
  expect(jsonLd.openingHoursSpecification[0]).toEqual({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: "https://schema.org/Saturday",
    opens: "10:00",
    closes: "18:00",
  });
  expect(jsonLd.openingHoursSpecification.map((spec: { dayOfWeek: string }) => spec.dayOfWeek)).not.toContain("https://schema.org/Friday");
  expect(await axeViolations(page)).toEqual([]);

  await expectWeek(page, "/ar/provider/glamour-spot", {
    locale: "ar-AE-u-nu-latn",
    today: "(اليوم)",
    open: "10:00–18:00 (آخر موعد 17:30)",
    closed: "مغلق",
    saturday: "السبت",
  });
  expect(await axeViolations(page)).toEqual([]);
  await reloadInDarkTheme(page);
  expect(await axeViolations(page)).toEqual([]);
});
