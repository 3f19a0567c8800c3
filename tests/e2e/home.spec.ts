import { expect, test, type Page } from "@playwright/test";

/** React has hydrated once the theme toggle knows the current theme (aria-pressed is set in an effect). */
async function waitForHydration(page: Page) {
  await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("home page", () => {
  test("a featured provider card leads to that provider's page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);

    const featured = page.getByRole("region", { name: "Featured Providers" });
    const cards = featured.getByRole("article");
    await expect(cards).toHaveCount(6);

    const firstCard = cards.first();
    const name = (await firstCard.getByRole("heading", { level: 3 }).innerText()).trim();
    expect(name).not.toBe("");

    const link = featured.getByRole("link", { name: "View Profile & Book" }).first();
    await expect(featured.getByRole("link", { name: "View Profile & Book" })).toHaveCount(6);
    const href = await link.getAttribute("href");
    const id = href?.match(/^\/provider\/([^/?#]+)$/)?.[1];
    expect(id, `card link href was ${href}`).toBeTruthy();

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/provider/${escapeRegExp(id!)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("the hero search form builds the search URL", async ({ page }) => {
    await page.goto("/");
    // Before hydration the form would submit natively to /search?emirate=...; the app's handler builds the clean URL.
    await waitForHydration(page);

    const form = page.getByRole("search", { name: "Find a provider" });
    await form.locator('select[name="emirate"]').selectOption({ label: "Dubai" });
    await form.locator('select[name="category"]').selectOption({ label: "Salons & Parlours" });
    await form.getByPlaceholder("Search by service, location, or name").fill("keratin");
    await form.getByRole("button", { name: "Find My Look" }).click();

    await expect(page).toHaveURL(/^http:\/\/[^/]+\/search\/dubai\?category=parlours&q=keratin$/);
  });
});
