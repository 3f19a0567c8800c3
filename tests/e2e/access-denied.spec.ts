/**
 * With no signed-in user the dashboard redirects to /login, which shows the
 * 'Access Denied' card ('You must be logged in to view this page.') with a 'Go to Login' link; signing
 * in there goes back to the page asked for. With and without JavaScript, in English and Arabic.
 */
import { expect, test, type Page } from "@playwright/test";
import { axeViolations, createAccount, newEmail, PASSWORD, reloadInDarkTheme, signIn, waitForHydration } from "./support";

const accessDenied = (page: Page, name = "Access Denied") => page.getByRole("region", { name });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a signed-out visit to the dashboard lands on /login with the Access Denied card, and signing in goes back", async ({ page }) => {
      const email = await createAccount(page.request);
      await page.goto("/dashboard/provider?tab=offers");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fprovider%3Ftab%3Doffers$/);
      if (javaScriptEnabled) await waitForHydration(page);
      const card = accessDenied(page);
      await expect(card.getByRole("heading", { name: "Access Denied", exact: true })).toBeVisible();
      await expect(card.getByText("You must be logged in to view this page.", { exact: true })).toBeVisible();
      const goToLogin = card.getByRole("link", { name: "Go to Login", exact: true });
      await goToLogin.click();
      await expect(page).toHaveURL(/#email$/);

      await signIn(page, email);
      await expect(page).toHaveURL(/\/dashboard\/provider\?tab=offers$/);
      await expect(page.getByRole("heading", { name: "Provider Dashboard" })).toBeVisible();
      await expect(accessDenied(page)).toHaveCount(0);
    });
  });
}

test("the card is the Arabic catalogue's on the Arabic site", async ({ page }) => {
  await page.goto("/ar/dashboard/provider");
  await expect(page).toHaveURL(/\/ar\/login\?redirectTo=%2Fdashboard%2Fprovider$/);
  const card = accessDenied(page, "الوصول مرفوض");
  await expect(card.getByRole("heading", { name: "الوصول مرفوض", exact: true })).toBeVisible();
  await expect(card.getByText("يجب أن تسجّل الدخول لعرض هذه الصفحة.", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "الانتقال إلى نموذج الدخول", exact: true })).toHaveAttribute("href", "#email");
});

test("'Register Your Business' signed out: the sign-in page says so, and sign-up then sign-in lead back to the form (issue #33)", async ({
  page,
}) => {
  await page.goto("/for-business/register");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffor-business%2Fregister$/);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Sign in to register your business" })).toBeVisible();
  await expect(accessDenied(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Register", exact: true }).last().click();
  await expect(page).toHaveURL(/\/register\?redirectTo=%2Ffor-business%2Fregister$/);
  await expect(page.getByRole("region", { name: "Sign in to register your business" })).toBeVisible();
  const email = newEmail();
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffor-business%2Fregister$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/for-business\/register$/);
});

test("/login asked for on its own shows no card", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await expect(accessDenied(page)).toHaveCount(0);
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  test("the card passes axe in both themes", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fdashboard%2Fprovider");
    await waitForHydration(page);
    await expect(accessDenied(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await reloadInDarkTheme(page);
    await expect(accessDenied(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
