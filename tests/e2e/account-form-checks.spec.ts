/**
 * The account forms' own checks in Chromium (Conform over the browser's constraint validation, with
 * the schema's messages sent by the page's loader: no zod in the browser). Said at the field, in the
 * page's language, before anything is sent; the first field to fix is focused on submit.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectToast, signIn, waitForHydration } from "./support";

/** Whether the page posts anything from now on. */
function watchPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test("sign-in says at the field what is wrong, focuses the first field to fix and sends nothing", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  const posts = watchPosts(page);
  const email = page.getByLabel("Email Address");
  const password = page.getByLabel("Password", { exact: true });

  await email.fill("not-an-address");
  await email.press("Tab");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(email).toBeFocused();
  await expect(password).toHaveAccessibleDescription("Please enter your password.");

  // Once right, the message goes as it is typed; the password is then the first to fix.
  await email.fill("someone@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(password).toBeFocused();
  expect(posts).toEqual([]);
});

test("the Arabic registration form says the mismatch at the second password, with the toast", async ({ page }) => {
  await page.goto("/ar/register");
  await waitForHydration(page);
  const posts = watchPosts(page);
  await page.locator("#email").fill("owner@example.com");
  await page.locator("#password").fill("a long enough passphrase");
  await page.locator("#confirmPassword").fill("another passphrase");
  const confirm = page.locator("#confirmPassword");
  await page.locator("form#register").getByRole("button", { name: "إنشاء حساب" }).click();
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription("يُرجى التحقق من كلمتي المرور والمحاولة مرة أخرى.");
  await expectToast(page, "كلمتا المرور غير متطابقتين", "يُرجى التحقق من كلمتي المرور والمحاولة مرة أخرى.");
  await expect(page).toHaveURL(/\/ar\/register$/);
  expect(posts).toEqual([]);
});

test("the reset form says the mismatch at the second password before sending", async ({ page }) => {
  await page.goto("/reset-password?token=any-token");
  await waitForHydration(page);
  const posts = watchPosts(page);
  await page.getByLabel("New password", { exact: true }).fill("a long enough passphrase");
  await page.getByLabel("Confirm the new password").fill("another passphrase");
  await page.getByRole("button", { name: "Save the new password" }).click();
  const confirm = page.getByLabel("Confirm the new password");
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription("Please check your passwords and try again.");
  expect(posts).toEqual([]);
});

test("the listing editor says a missing service name at the field, before sending", async ({ page }) => {
  // A seeded owner (docs/api.md "Accounts"); nothing is saved here.
  await page.goto("/login?redirectTo=%2Fdashboard%2Flisting%2Fglamour-spot");
  await waitForHydration(page);
  await signIn(page, "owner.glamour-spot@example.com", "glowuae-owner-2026");
  await expect(page).toHaveURL(/\/dashboard\/listing\/glamour-spot$/);
  await waitForHydration(page);
  const posts = watchPosts(page);
  const add = page.locator("form").filter({ has: page.getByRole("button", { name: "Add service" }) });
  await add.getByLabel("Price (AED)").fill("120");
  await add.getByRole("button", { name: "Add service" }).click();
  const name = add.getByLabel("Service");
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Please enter the service's name.");
  await expect(add.getByLabel("Duration (minutes)")).toHaveAccessibleDescription(
    "Please enter a duration in whole minutes, from 5 to 480.",
  );
  expect(posts).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused registration comes back with the address typed, never the passwords, the second one focused", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Email Address").fill("someone@example.com");
    await page.getByLabel("Password", { exact: true }).fill("a long enough passphrase");
    await page.getByLabel("Confirm Password").fill("another passphrase");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" }).first()).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveValue("someone@example.com");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Confirm Password")).toHaveValue("");
    await expect(page.getByLabel("Confirm Password")).toBeFocused();
  });
});
