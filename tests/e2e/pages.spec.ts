import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";

/** React has hydrated once the theme toggle knows the current theme (aria-pressed is set in an effect). */
async function waitForHydration(page: Page) {
  await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

const SEEDED_PROVIDER = "/provider/glamour-spot";

test("an unknown provider id shows the not-found message", async ({ page }) => {
  const response = await page.goto("/provider/no-such-provider");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loading provider details or provider not found...");
});

test("a seeded provider page shows its name", async ({ page }) => {
  const response = await page.goto(SEEDED_PROVIDER);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glamour Spot");
});

test("an unknown path is a real 404 with 'Page not found'", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle("Page not found — GlowUAE");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("the toast container (one at a time) is on the home and provider pages", async ({ page }) => {
  // A real toast flow arrives with later features; for now the container and its limit are checked.
  for (const path of ["/", SEEDED_PROVIDER]) {
    await page.goto(path);
    await waitForHydration(page);
    const container = page.locator("ol#sonner-toast-container");
    await expect(container, `toast container on ${path}`).toHaveCount(1);
    await expect(container).toHaveAttribute("max-toasts", "1");
  }
});

test("no console errors on the home page and a provider page", async ({ page }) => {
  const errors: string[] = [];
  let ignoredPhotoErrors = 0;
  // The machine has no internet: the stock photos on images.unsplash.com cannot load. Only those are ignored.
  const isOfflinePhoto = (message: ConsoleMessage) =>
    message.location().url.startsWith("https://images.unsplash.com/") && message.text().startsWith("Failed to load resource");
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (isOfflinePhoto(message)) ignoredPhotoErrors += 1;
    else errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));

  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Featured Providers" }).getByRole("article")).toHaveCount(6);

  // Client-side navigation to a provider, then a full load of one.
  await page.getByRole("region", { name: "Featured Providers" }).getByRole("link", { name: "View Profile & Book" }).first().click();
  await expect(page).toHaveURL(/\/provider\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(SEEDED_PROVIDER);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glamour Spot");
  await page.waitForLoadState("networkidle");

  test.info().annotations.push({ type: "ignored", description: `${ignoredPhotoErrors} offline photo load error(s)` });
  expect(errors).toEqual([]);
});
