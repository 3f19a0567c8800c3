import { expect, test, type Page } from "@playwright/test";

/** React has hydrated once the theme toggle knows the current theme (aria-pressed is set in an effect). */
async function waitForHydration(page: Page) {
  await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

const MAIN_LINKS = ["Home", "About", "Parlours", "Clinics", "Offers", "Shop", "Careers", "Contact"];

test.describe("'Search by Emirate' dropdown (desktop)", () => {
  test("lists the seven Emirates under 'Select Emirate'", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);

    const heading = page.getByText("Select Emirate", { exact: true });
    await expect(heading).toBeHidden();

    await page.locator("summary", { hasText: "Search by Emirate" }).click();
    await expect(heading).toBeVisible();

    const links = page.getByRole("list", { name: "Select Emirate" }).getByRole("link");
    await expect(links).toHaveCount(7);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
    expect(hrefs).toEqual([
      "/search/abu-dhabi",
      "/search/dubai",
      "/search/sharjah",
      "/search/ajman",
      "/search/umm-al-quwain",
      "/search/ras-al-khaimah",
      "/search/fujairah",
    ]);
    await expect(links.first()).toHaveText("Abu Dhabi");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens as a dialog, navigates and closes; Escape closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);

    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.locator("summary", { hasText: "Search by Emirate" })).toBeHidden();

    const trigger = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveCount(0);

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName("Menu");
    const mobileNav = dialog.getByRole("navigation", { name: "Mobile" });
    for (const label of MAIN_LINKS) {
      await expect(mobileNav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(mobileNav.getByRole("link", { name: "Dubai", exact: true })).toHaveAttribute("href", "/search/dubai");
    await expect(dialog.getByRole("group", { name: "Colour theme" })).toBeVisible();

    // Only the URL and the menu state matter here.
    await mobileNav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(dialog).toBeHidden();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("mobile menu without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the menu button opens an in-page menu whose links work", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#site-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(page).toHaveURL(/#site-menu$/);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Umm Al Quwain" })).toHaveAttribute("href", "/search/umm-al-quwain");
    await menu.getByRole("link", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
