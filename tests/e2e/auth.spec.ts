import { expect, test } from "@playwright/test";
import { collectErrors, createAccount, expectToast, newEmail, PASSWORD, signIn, waitForHydration } from "./support";

test.describe("accounts", () => {
  test("register (mismatch, then success) → sign in → account menu → sign out", async ({ page, context }) => {
    const errors = collectErrors(page);
    const email = newEmail();

    await page.goto("/register");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Create an Account" })).toBeVisible();
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(`${PASSWORD} typo`);
    await page.getByRole("button", { name: "Register" }).click();
    await expectToast(page, "Passwords do not match", "Please check your passwords and try again.");
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel("Email Address")).toHaveValue(email);

    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, "Registration Successful!", "Please check your email to verify your account.");
    await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();

    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expectToast(page, "Login Successful!", "Welcome back! Redirecting you to your dashboard...");
    await expect(page.getByRole("heading", { name: "Provider Dashboard" })).toBeVisible();
    await expect(page.getByText("Manage your business, bookings, and more.")).toBeVisible();

    // The header's account menu, headed by the email.
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
    await header.locator("summary", { hasText: "My Account" }).click();
    await expect(header.getByText(email)).toBeVisible();
    const menu = header.getByRole("list", { name: email });
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/provider");
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();

    // The session cookie: HttpOnly, SameSite=Lax, invisible to page scripts; no token anywhere in storage.
    const session = (await context.cookies()).find((cookie) => cookie.name === "glow_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(await page.evaluate(() => document.cookie)).not.toContain("glow_session");
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ|refresh|access/i);

    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, "Signed Out", "You have been successfully signed out.");
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Register" })).toBeVisible();
    await expect(header.getByText("My Account")).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === "glow_session")).toBe(false);

    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("a signed-out visit to the dashboard lands on /login and returns after signing in", async ({ page, request }) => {
    const email = await createAccount(request);
    await page.goto("/dashboard/provider");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fprovider$/);
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expect(page.getByRole("heading", { name: "Provider Dashboard" })).toBeVisible();
  });

  test("a wrong password shows 'Sign in Failed' and keeps the email; the button says 'Signing In...' meanwhile", async ({
    page,
    request,
  }) => {
    const email = await createAccount(request);
    await page.goto("/login");
    await waitForHydration(page);
    // Hold the sign-in request for a moment so the busy state can be seen.
    await page.route("**/login.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    await expectToast(page, "Sign in Failed", "Invalid login credentials");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
  });

  test("a weak password shows 'Sign up Failed' with the rule; the button says 'Creating Account...' meanwhile", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await page.route("**/register.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByLabel("Email Address").fill(newEmail());
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password").fill("short");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    await expectToast(page, "Sign up Failed", "Password should be at least 8 characters.");
    await expect(page.getByRole("button", { name: "Register" })).toBeEnabled();
  });

  test.describe("mobile menu", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("shows the account and signs out", async ({ page, request }) => {
      const email = await createAccount(request);
      await page.goto("/login");
      await waitForHydration(page);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/dashboard\/provider$/);

      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText("My Account")).toBeVisible();
      await expect(dialog.getByText(email)).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Login" })).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/provider");
      await dialog.getByRole("button", { name: "Sign Out" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectToast(page, "Signed Out", "You have been successfully signed out.");
      await expect(dialog).toBeHidden();
    });
  });
});

test.describe("accounts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign in, the account menu and sign out all work as plain forms", async ({ page, request }) => {
    const email = await createAccount(request);
    await page.goto("/login");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    // The toast's stand-in and the message kept above the form.
    await expect(page.getByRole("alert").filter({ hasText: "Sign in Failed" })).toHaveCount(2);
    await expect(page.getByLabel("Email Address")).toHaveValue(email);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expect(page.getByRole("status").filter({ hasText: "Login Successful!" })).toBeVisible();

    const header = page.getByRole("banner");
    await header.locator("summary", { hasText: "My Account" }).click();
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: "You have been successfully signed out." })).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  });
});
