import { expect, test } from "@playwright/test";
import { expectSameDocument, loaderRequests, markDocument, waitForHydration } from "./support";

/**
 * The provider page's tabs write the chosen tab into the address through the router, as /search's live
 * filters do: the language switch and `hreflang` keep it, and choosing a tab runs no loader.
 */
test("a chosen tab survives the language switch and asks no loader", async ({ page }) => {
  const loaders = loaderRequests(page);
  await page.goto("/provider/glamour-spot");
  await waitForHydration(page);
  await markDocument(page);

  await page.getByRole("tab", { name: "About & Reviews" }).click();
  await expect(page).toHaveURL(/\/provider\/glamour-spot\?tab=about$/);
  await expect(page.getByRole("tab", { name: "About & Reviews" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar\/provider\/glamour-spot\?tab=about$/);
  // Back to the first tab: its address carries no parameter.
  await page.getByRole("tab", { name: "Book Appointment" }).press("End");
  await expect(page).toHaveURL(/\?tab=location$/);
  await page.getByRole("tab", { name: "Location" }).press("Home");
  await expect(page).toHaveURL(/\/provider\/glamour-spot$/);
  await page.getByRole("tab", { name: "Services" }).click();
  await expect(page).toHaveURL(/\?tab=services$/);
  expect(loaders).toEqual([]);
  await expectSameDocument(page);

  await page.getByRole("banner").getByRole("link", { name: "العربية: عرض الموقع باللغة العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/provider\/glamour-spot\?tab=services$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveAttribute("id", "tab-services");
});
