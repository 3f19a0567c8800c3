/**
 * Issue #18: what a person does before the page's scripts have run (a slow phone) is never lost. The
 * client entry is held back, the person acts on the server-rendered page, then the scripts run.
 */
import { expect, test, type Page } from "@playwright/test";
import { bookingForm, offeredTimes, openDayAfter, PROVIDER_PATH } from "./booking-page";
import { createAccount, newEmail, PASSWORD, signInOnTheWayTo, waitForHydration } from "./support";

/** Holds the client entry (so React cannot hydrate) until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a date chosen on the provider page before the scripts run brings its times once they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(PROVIDER_PATH, { waitUntil: "commit" });
  const date = openDayAfter(3);
  await page.getByLabel("2. Choose a date").fill(date);
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("2. Choose a date")).toHaveValue(date);
  await expect(bookingForm(page).locator('input[type="hidden"][name="date"]')).toHaveValue(date);
  await expect.poll(() => offeredTimes(page)).not.toEqual([]);
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
});

test("a search filter changed before the scripts run is applied once they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/search", { waitUntil: "commit" });
  const filters = page.getByRole("search", { name: "Search filters" });
  await filters.getByLabel("Emirate", { exact: true }).selectOption("dubai");
  release();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Showing results for Dubai");
  await expect(filters.getByLabel("Emirate", { exact: true })).toHaveValue("dubai");
});

test("the sign-in form keeps what was typed before the scripts run, and signs in with it", async ({ page, request }) => {
  const email = newEmail();
  await createAccount(request, email);
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test("a description typed before the scripts run is kept and counted once they do", async ({ page }) => {
  await signInOnTheWayTo(page, "/for-business/register", "Register Your Business");
  const release = await holdScripts(page);
  await page.reload({ waitUntil: "commit" });
  const description = page.getByLabel("Short Description");
  await description.fill("Typed before the scripts ran.");
  // Without scripts the hint is the limit; once they run, the count is of what was typed (29 characters).
  release();
  await waitForHydration(page);
  await expect(description).toHaveValue("Typed before the scripts ran.");
  await expect(page.getByText("29/200 characters")).toBeVisible();
});
