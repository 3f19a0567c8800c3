import { expect, test, type Page } from "@playwright/test";
import { axeViolations, reloadInDarkTheme } from "./support";

/**
 * axe-core's WCAG 2 A/AA rules on the main pages, in both themes and on a phone. A violation
 * fails the test with the rule, the help text and the offending elements.
 */
// axe is injected as an inline script, which the site's CSP rightly refuses.
test.use({ bypassCSP: true });

const PAGES = [
  "/",
  "/provider/glamour-spot",
  "/search/dubai",
  "/login",
  "/register",
  "/pricing",
  "/offers",
  "/faq",
  "/contact",
  "/shop",
  "/shop/product/product-4",
  "/careers",
  "/careers/job/job-3",
];
const violations = axeViolations;

async function settle(page: Page) {
  // React has hydrated once the theme toggle knows the current theme.
  await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

for (const path of PAGES) {
  test(`no WCAG A/AA violations on ${path} (light and dark)`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    expect(await violations(page), "light theme").toEqual([]);
    await reloadInDarkTheme(page, settle);
    expect(await violations(page), "dark theme").toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/provider/glamour-spot", "/search", "/shop", "/shop/product/product-1", "/careers", "/careers/job/job-1"]) {
    test(`no WCAG A/AA violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      expect(await violations(page)).toEqual([]);
    });
  }
});
