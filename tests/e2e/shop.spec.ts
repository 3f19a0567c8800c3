/** The shop in Chromium: browsing, searching and sorting, a product page, and adding a product, with and without JavaScript. */
import { expect, test, type Page } from "@playwright/test";
import { PNG } from "../fixtures/upload-files";
import { fillForm } from "./forms";
import {
  collectErrors,
  expectNoSidewaysScroll,
  expectToast,
  openInDarkTheme,
  sampleOwner,
  signInOnTheWayTo,
  waitForHydration,
} from "./support";

const cards = (page: Page) => page.locator("main article h3");

/**
 * Signed in through /shop/add-product's redirect to /login and back: a new account by default, or
 * the owner of a sample listing (products are added by a listing's owner).
 */
const signedInAtForm = (page: Page, ownerOf?: string) =>
  signInOnTheWayTo(
    page,
    "/shop/add-product",
    "Add New Product",
    { from: "/shop", link: "Add New Product" },
    ownerOf ? sampleOwner(ownerOf) : undefined,
  );

const fillDetails = (page: Page, name: string) =>
  fillForm(page, {
    "Product Name": name,
    Brand: "Oasis Naturals",
    Category: "Wellness",
    "Price (AED)": "49.99",
    Stock: "0",
    Description: "Saffron and rosehip oils for a calm, even glow.",
  });

test.describe("shop", () => {
  test("search to the empty state and back, then sort by price both ways", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/shop");
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(6);
    const search = page.getByLabel("Search products");
    await search.fill("no such product");
    await expect(page.getByText("No products found matching your criteria.")).toBeVisible();
    await expect(page).toHaveURL(/q=no\+such\+product/);
    await search.fill("");
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByText("No products found matching your criteria.")).toHaveCount(0);

    await page.getByLabel("Sort by price").selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(cards(page).first()).toHaveText("Velvet Matte Lipstick - Desert Rose"); // AED 65.00
    await page.getByLabel("Sort by price").selectOption("price-desc");
    await expect(cards(page).first()).toHaveText("Oud & Amber Eau de Parfum 100 ml"); // AED 420.00
    await page.getByLabel("Category").selectOption("Hair Care");
    await expect(cards(page)).toHaveText(["Argan Oil Repair Serum"]);
    expect(errors).toEqual([]);
  });

  test("by keyboard: open a product from the grid and add it to the cart", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Ionic Professional Hair Dryer" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\/product\/product-6$/);
    await expect(page.getByText("Standard UAE Delivery (3-5 days)")).toBeVisible();
    const quantity = page.getByLabel("Quantity");
    await quantity.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("99");
    await page.keyboard.press("Tab"); // leaving the field keeps it within the stock
    await expect(quantity).toHaveValue("12");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, "Added to Cart!", "12 × Ionic Professional Hair Dryer");
  });

  test("a missing product: 'Product Not Found' with a 404", async ({ page }) => {
    const response = await page.goto("/shop/product/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("an account without an approved listing is told how to sell here, and goes on to register its business", async ({ page }) => {
    const errors = collectErrors(page);
    await signedInAtForm(page);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Register your business to sell here" })).toBeVisible();
    await expect(page.getByLabel("Product Name")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add Product" })).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Register Your Business" }).click();
    await expect(page).toHaveURL(/\/for-business\/register$/);
    await expect(page.getByRole("heading", { name: "Register Your Business", level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("no image: the 'Image Required' toast, nothing sent, everything typed kept", async ({ page }) => {
    await signedInAtForm(page, "aura-aesthetic");
    await waitForHydration(page);
    await fillDetails(page, "Saffron Glow Face Oil");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Add Product" }).click();
    await expectToast(page, "Image Required", "Please upload a product image.");
    await expect(page.getByLabel("Product Image")).toBeFocused();
    await expect(page.getByLabel("Product Name")).toHaveValue("Saffron Glow Face Oil");
    expect(posted).toBe(false);
  });

  test("add a product with stock 0 typed in Arabic-Indic digits: 'Adding Product...', then its page says 'Out of Stock'", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await signedInAtForm(page, "aura-aesthetic");
    await waitForHydration(page);
    // The owner's one listing sells it: chosen already.
    await expect(page.getByLabel("Business")).toHaveValue("aura-aesthetic");
    const name = `Saffron Glow Face Oil ${Date.now()}`;
    await fillDetails(page, name);
    // Typed on an Arabic keyboard: read and stored as 49.99 and 0.
    await page.getByLabel("Price (AED)").fill("٤٩٫٩٩");
    await page.getByLabel("Stock").fill("٠");
    await page.getByLabel("Product Image").setInputFiles({ name: "saffron.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
    // Hold the answer a moment so the busy state can be seen.
    await page.route("**/shop/add-product*", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByRole("button", { name: "Adding Product..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/shop\/product\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expectToast(page, "Product Added Successfully!", "");
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("AED 49.99", { exact: true })).toBeVisible();
    await expect(page.getByText("Out of Stock")).toBeVisible();
    await expect(page.getByText("No ratings yet")).toBeVisible();
    await expect(page.getByLabel("Quantity")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(errors).toEqual([]);
  });
});

test.describe("shop on a phone in dark mode", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });

  test("one column, nothing wider than the screen, dark theme", async ({ page }) => {
    await openInDarkTheme(page, "/shop");
    const [first, second] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(second!.y).toBeGreaterThan(first!.y); // stacked, not side by side
    await expectNoSidewaysScroll(page);
    await page.goto("/shop/product/product-4");
    await expect(page.getByText("Out of Stock")).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe("shop without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters as a GET form, and a refused product comes back with everything typed", async ({ page }) => {
    await page.goto("/shop");
    await page.getByLabel("Search products").fill("serum");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=serum/);
    await expect(cards(page)).toHaveText(["Argan Oil Repair Serum", "Vitamin C Brightening Serum"]);

    await signedInAtForm(page, "barbers-hub");
    await fillDetails(page, "Saffron Glow Face Oil");
    await page.getByRole("button", { name: "Add Product" }).click();
    // Playwright's text search skips <noscript>, where the toast sits without JavaScript: find it by role.
    await expect(page.getByRole("alert").filter({ hasText: "Please upload a product image." })).toBeVisible();
    await expect(page.getByLabel("Product Name")).toHaveValue("Saffron Glow Face Oil");
    await expect(page.getByLabel("Category")).toHaveValue("Wellness");
    await expect(page.getByLabel("Price (AED)")).toHaveValue("49.99");
    await expect(page.getByLabel("Stock")).toHaveValue("0");
    await expect(page.getByLabel("Description")).toHaveValue("Saffron and rosehip oils for a calm, even glow.");
  });
});
