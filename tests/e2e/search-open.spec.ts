import { expect, test, type Page } from "@playwright/test";

/**
 * Search's "open on a date" (issue #30) end to end: ticking it puts the date in the URL, and the
 * language switch keeps it: the Arabic page applies the same filter and lists the same providers.
 */

/** React has hydrated once the theme toggle knows the current theme (aria-pressed is set in an effect). */
async function waitForHydration(page: Page) {
  await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

const resultLinks = (page: Page) => page.locator("#results article a[href*='/provider/']");
const providerIds = async (page: Page) =>
  [
    ...new Set(
      (await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))).map(
        (href) => href.split("/provider/")[1]!.split(/[?#/]/)[0]!,
      ),
    ),
  ].sort();

/** Dubai's date `days` from now, 'YYYY-MM-DD'. */
const dubaiDate = (days: number) => new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test("open on a date: the URL carries it, and the Arabic page applies it to the same providers", async ({ page }) => {
  // The next Friday: the sample providers' weekly hours close on Fridays, so the filter narrows.
  const friday = Array.from({ length: 7 }, (_, index) => dubaiDate(index + 1)).find((date) => new Date(date).getUTCDay() === 5)!;
  await page.goto("/search");
  await waitForHydration(page);
  const everyone = await providerIds(page);
  expect(everyone.length).toBeGreaterThanOrEqual(6);

  const filters = page.getByRole("search", { name: "Search filters" });
  await filters.getByRole("group", { name: "Opening hours" }).getByLabel("Open on a date").fill(friday);
  await expect(page).toHaveURL(new RegExp(`/search\\?open=${friday}$`));
  await expect(page.getByRole("region", { name: "Results" }).getByRole("status")).not.toHaveText(/Updating/);
  const openThatDay = await providerIds(page);
  expect(openThatDay.length).toBeLessThan(everyone.length);

  await page.getByRole("link", { name: "العربية: عرض الموقع باللغة العربية" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ar/search\\?open=${friday}$`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const arabicFilters = page.getByRole("search", { name: "عوامل تصفية البحث" });
  await expect(arabicFilters.getByRole("group", { name: "ساعات العمل" }).getByLabel("مفتوح في تاريخ")).toHaveValue(friday);
  await expect(arabicFilters.getByLabel("مفتوح الآن")).not.toBeChecked();
  expect(await providerIds(page)).toEqual(openThatDay);
});
