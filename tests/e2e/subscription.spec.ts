import { expect, test } from "@playwright/test";
import { collectErrors, expectToast, waitForHydration } from "./support";

const OWNER = { email: "owner.glamour-spot@example.com", password: "glowuae-owner-2026" };

test.describe("subscription", () => {
  test("the seeded owner subscribes with the keyboard, the upgrade card goes, then cancels", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/dashboard/subscription");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsubscription$/);
    await waitForHydration(page);
    await page.getByLabel("Email Address").fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await waitForHydration(page);

    await expect(page.getByRole("heading", { name: "Basic Plan" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Currently Active" })).toBeDisabled();
    await expect(page.getByText("First 3 months FREE!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Secure Payments & Easy Management" })).toBeVisible();

    const subscribe = page.getByRole("button", { name: "Subscribe to Premium" });
    await subscribe.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expectToast(page, "Subscription Activated!", "");
    await expect(page.getByText("Upgrade to Premium!")).toHaveCount(0);

    await page.goto("/dashboard/subscription");
    await expect(page.getByText(/^Free until \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expectToast(page, "Subscription Cancelled", "");
    await expect(page.getByRole("button", { name: "Subscribe to Premium" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("fits a phone in dark mode", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/login?redirectTo=%2Fdashboard%2Fsubscription");
    await waitForHydration(page);
    await page.getByLabel("Email Address").fill("owner.aura-aesthetic@example.com");
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Premium Plan" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
