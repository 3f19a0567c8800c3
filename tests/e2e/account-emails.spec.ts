import { expect, test, type Page } from "@playwright/test";
import { emailedLink, expectToast, newEmail, PASSWORD, signIn } from "./support";

async function register(page: Page, email: string) {
  await page.goto("/register");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
}

/** Issue 31: the account emails, read from the local backend's dev mailbox as a person reads their inbox. */
test("sign up, then the verification email's link verifies the address (once)", async ({ page, request }) => {
  const email = newEmail();
  await register(page, email);
  await expectToast(page, "Registration Successful!", "Please check your email to verify your account.");

  const link = await emailedLink(request, email, "/verify-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your email address is verified" })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link does not work any more" })).toBeVisible();
});

test("forgot password, then the emailed link resets it and the old session is gone", async ({ page, browser, request }) => {
  const email = newEmail();
  await register(page, email);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/provider$/);
  const oldSession = await page.context().cookies();

  // Another browser, signed out: "Forgot password?" on the sign-in form, without JavaScript.
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const other = await stranger.newPage();
  await other.goto("/login");
  await other.getByRole("link", { name: "Forgot password?" }).click();
  await other.getByLabel("Email Address").fill(email);
  await other.getByRole("button", { name: "Send the reset link" }).click();
  await expect(other).toHaveURL(/\/login$/);
  const link = await emailedLink(request, email, "/reset-password");
  await other.goto(link);
  await other.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
  await other.getByLabel("Confirm the new password").fill("a brand new passphrase");
  await other.getByRole("button", { name: "Save the new password" }).click();
  await expect(other).toHaveURL(/\/login$/);
  await stranger.close();

  // The first browser's session cookie no longer signs anyone in.
  const again = await browser.newContext();
  await again.addCookies(oldSession);
  const before = await again.newPage();
  await before.goto("/dashboard/provider");
  await expect(before).toHaveURL(/\/login\?redirectTo=/);
  await signIn(before, email, "a brand new passphrase");
  await expect(before).toHaveURL(/\/dashboard\/provider$/);
  await again.close();
});
