import { expect, test, type Page } from "@playwright/test";
import { expectSameDocument, loaderRequests, markDocument } from "./support";

/**
 * Search end to end: live filtering through GraphQL from the browser (no page reload), the URL as
 * the state, the spec's headline and empty state, and the plain GET form without JavaScript.
 */

/** React has hydrated once the theme toggle knows the current theme (aria-pressed is set in an effect). */
async function waitForHydration(page: Page) {
  await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

const results = (page: Page) => page.getByRole("region", { name: "Results" }).getByRole("article");
const resultNames = async (page: Page) =>
  (await results(page).getByRole("heading", { level: 3 }).allInnerTexts()).map((name) => name.trim()).sort();
const filters = (page: Page) => page.getByRole("search", { name: "Search filters" });

/** Marks the document: the mark survives live updates and is lost by any full page load. */
test.describe("search", () => {
  test("filters live by name, shows the empty state, and Reset restores every provider", async ({ page, browser }) => {
    const graphqlPosts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/graphql") graphqlPosts.push(request.method());
    });

    await page.goto("/search");
    await waitForHydration(page);
    await markDocument(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse all providers");
    const everyone = await resultNames(page);
    expect(everyone.length).toBeGreaterThanOrEqual(6);

    await filters(page).getByLabel("Name, service or area", { exact: true }).pressSequentially("glam");
    await expect(page).toHaveURL(/\/search\?q=glam$/);
    await expect(results(page)).toHaveCount(1);
    expect(await resultNames(page)).toEqual(["Glamour Spot"]);
    await expect(page.getByRole("region", { name: "Results" }).getByRole("status")).toHaveText("1 provider found");

    await filters(page).getByLabel("Name, service or area", { exact: true }).fill("no such salon anywhere");
    await expect(page.getByText("No results found matching your criteria.")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search term.")).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    await filters(page).getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/search$/);
    // Every provider again. The end-to-end workers share one database and another may approve a listing meanwhile
    // (none is removed during a run): so everyone listed at first, each once, and only providers /search lists now.
    await expect.poll(() => resultNames(page)).toEqual(expect.arrayContaining(everyone));
    const shown = await resultNames(page);
    expect(new Set(shown).size).toBe(shown.length);
    // A new visitor (a context of its own): this browser may reuse its first /search for a minute (Cache-Control), from
    // before a listing another worker approved meanwhile.
    const { baseURL, extraHTTPHeaders } = test.info().project.use;
    const visitor = await browser.newContext({ baseURL, extraHTTPHeaders });
    const fresh = await visitor.newPage();
    await fresh.goto("/search");
    expect(await resultNames(fresh)).toEqual(expect.arrayContaining(shown));
    await visitor.close();
    await expect(filters(page).getByLabel("Name, service or area", { exact: true })).toHaveValue("");

    await expectSameDocument(page);
    expect(graphqlPosts.length).toBeGreaterThan(0);
    expect(new Set(graphqlPosts)).toEqual(new Set(["POST"]));
  });

  test("an emirate route shows its headline and only that emirate; the category adds to it", async ({ page }) => {
    await page.goto("/search/dubai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Showing results for Dubai");
    await expect(page).toHaveTitle(/Showing results for Dubai/);
    expect(await resultNames(page)).toEqual(expect.arrayContaining(["Glamour Spot", "Skin Revive Clinic"]));
    expect(await resultNames(page)).not.toContain("Barbers Hub");

    await page.goto("/search/dubai?category=parlours");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Showing results for Dubai in Salons & Parlours");
    await expect(filters(page).getByLabel("Emirate", { exact: true })).toHaveValue("dubai");
    await expect(filters(page).getByLabel("Category", { exact: true })).toHaveValue("parlours");
    expect(await resultNames(page)).toContain("Glamour Spot");
    expect(await resultNames(page)).not.toContain("Skin Revive Clinic");
  });

  test("choosing an emirate moves to its route live, without a reload", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await markDocument(page);
    await filters(page).getByLabel("Emirate", { exact: true }).selectOption({ label: "Sharjah" });
    await expect(page).toHaveURL(/\/search\/sharjah$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Showing results for Sharjah");
    expect(await resultNames(page)).toEqual(["Barbers Hub"]);
    await expectSameDocument(page);

    // The URL is shareable: loading it renders the same search on the server.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Showing results for Sharjah");
    expect(await resultNames(page)).toEqual(["Barbers Hub"]);
  });

  test("live filters go through the router: the language switch and hreflang follow them, and no loader runs", async ({ page }) => {
    const loaders = loaderRequests(page);
    await page.goto("/search");
    await waitForHydration(page);
    await markDocument(page);
    await filters(page).getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
    await filters(page).getByLabel("Name, service or area", { exact: true }).pressSequentially("glam");
    await expect(page).toHaveURL(/\/search\/dubai\?q=glam$/);
    // The address changes as the filter does; the results follow once the browser has fetched them.
    await expect(results(page)).toHaveCount(1);
    expect(await resultNames(page)).toEqual(["Glamour Spot"]);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar\/search\/dubai\?q=glam$/);
    // The browser fetches the results itself: the live filters never ask the page's loaders again.
    expect(loaders).toEqual([]);
    await expectSameDocument(page);

    await page.getByRole("banner").getByRole("link", { name: "العربية: عرض الموقع باللغة العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/search\/dubai\?q=glam$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator('form[role="search"] input[name="q"]')).toHaveValue("glam");
    await expect(page.locator('form[role="search"] select[name="emirate"]')).toHaveValue("dubai");
    await expect(page.locator("#results article h3")).toHaveText(["Glamour Spot"]);
  });

  test("the price range narrows the results (keyboard on the slider thumbs)", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    const everyone = await results(page).count();

    const maxPrice = filters(page).getByLabel("Maximum price (AED)");
    await maxPrice.fill("100");
    await expect(page).toHaveURL(/\/search\?maxPrice=100$/);
    await expect.poll(() => resultNames(page)).toEqual(["Barbers Hub", "Elite Gents Salon", "Glamour Spot", "Nails N More"]);
    expect(everyone).toBeGreaterThan(4);

    await maxPrice.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(maxPrice).toHaveValue("50");
    await expect(page).toHaveURL(/\/search\?maxPrice=50$/);
    await expect.poll(() => resultNames(page)).toEqual(["Barbers Hub", "Glamour Spot"]);

    // The lower thumb cannot pass the upper one: it stops one step (AED 50) below it.
    const minPrice = filters(page).getByLabel("Minimum price (AED)");
    await minPrice.focus();
    await page.keyboard.press("End");
    await expect(minPrice).toHaveValue("0");
    await expect(filters(page).getByText("AED 0 – AED 50")).toBeVisible();
  });

  test("the minimum rating slider filters by rating", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await filters(page).getByLabel("Minimum rating").fill("5");
    await expect(page).toHaveURL(/rating=5$/);
    await expect(results(page)).toHaveCount(0);
    await filters(page).getByLabel("Minimum rating").fill("4.5");
    await expect.poll(() => resultNames(page)).toEqual(expect.arrayContaining(["Aura Aesthetic Clinic", "Glamour Spot", "Nails N More"]));
  });
});

test.describe("search: the free text (issue #10)", () => {
  const cards = (page: Page) => page.getByRole("region", { name: "Results" }).getByRole("article");

  test("finds services, areas and combinations; the searched service comes first and is chosen for booking", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    const text = filters(page).getByLabel("Name, service or area", { exact: true });
    await expect(text).toHaveAttribute("placeholder", "Search by service, location, or name");

    await text.fill("Al Reem");
    await expect.poll(() => resultNames(page)).toEqual(["Aura Aesthetic Clinic"]);
    await text.fill("HYDRAFACIAL");
    await expect.poll(() => resultNames(page)).toEqual(["Aura Aesthetic Clinic"]);
    await expect(cards(page).first().getByRole("listitem").first()).toContainText("HydraFacial Signature");
    await text.fill("botox");
    await expect.poll(() => resultNames(page)).toEqual(["Aura Aesthetic Clinic", "Skin Revive Clinic"]);
    await text.fill("botox dubai");
    await expect(page).toHaveURL(/\/search\?q=botox\+dubai$/);
    await expect.poll(() => resultNames(page)).toEqual(["Skin Revive Clinic"]);

    const card = cards(page).first();
    await expect(card.getByRole("listitem").first()).toContainText("Botox (Crow's Feet)");
    await card.getByRole("link", { name: "View Profile & Book" }).click();
    await expect(page).toHaveURL(/\/provider\/skin-revive-clinic\?service=skin-revive-clinic-botox$/);
    await expect(page.getByRole("radio", { name: /Botox \(Crow's Feet\)/ })).toBeChecked();
  });

  test("the hero's text box searches the same way", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const form = page.getByRole("search", { name: "Find a provider" });
    await form.getByPlaceholder("Search by service, location, or name").fill("keratin jumeirah");
    await form.getByRole("button", { name: "Find My Look" }).click();
    await expect(page).toHaveURL(/\/search\?q=keratin\+jumeirah$/);
    expect(await resultNames(page)).toEqual(["Glamour Spot"]);
    await expect(cards(page).first().getByRole("listitem").first()).toContainText("Keratin Smoothing Treatment");
  });
});

test.describe("search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opened while a filter settles stays open when the filters reach the address", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await filters(page).getByLabel("Minimum price (AED)").focus();
    await page.keyboard.press("ArrowRight");
    // Within the live filters' pause: the address is written after the menu opened.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page).toHaveURL(/\/search\?minPrice=50$/);
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("Apply Filters brings the results into view and says how many were found", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await filters(page).getByLabel("Emirate", { exact: true }).selectOption({ label: "Abu Dhabi" });
    const apply = filters(page).getByRole("button", { name: "Apply Filters" });
    await apply.scrollIntoViewIfNeeded();
    await apply.click();
    const count = page.getByRole("region", { name: "Results" }).getByRole("status");
    await expect(count).toHaveText("2 providers found");
    await expect(count).toBeFocused();
    await expect(count).toBeInViewport();
    await expect(page.getByRole("region", { name: "Results" }).getByRole("article").first()).toBeInViewport();
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply Filters submits the GET form; the emirate lands in the path", async ({ page }) => {
    await page.goto("/search");
    await filters(page).getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
    await filters(page).getByLabel("Category", { exact: true }).selectOption({ label: "Aesthetic & Derma Clinics" });
    await filters(page).getByRole("button", { name: "Apply Filters" }).click();
    // The form goes to the results, so a phone does not land on the filters again.
    await expect(page).toHaveURL(/\/search\/dubai\?category=clinics#results$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Showing results for Dubai in Aesthetic & Derma Clinics");
    expect(await resultNames(page)).toEqual(["Skin Revive Clinic"]);

    await filters(page).getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse all providers");
  });
});
