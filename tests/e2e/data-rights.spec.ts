/** /account: a signed-in person downloads their data (UAE PDPL, decision 058), in both themes, on a phone, in Arabic. */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  axeViolations,
  collectErrors,
  createAccount,
  expectNoSidewaysScroll,
  openFromAccountMenu,
  PASSWORD,
  rightToLeftWithoutSidewaysScroll,
  signIn,
  signInAndComeBack,
  waitForHydration,
} from "./support";

test.use({ bypassCSP: true });

test.describe("account and data", () => {
  test("from the account menu: the download is a JSON file of this account; axe in both themes; fits a phone", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const email = await openFromAccountMenu(page, request, "Account & Data");
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account & Data" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^glowuae-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.account).toMatchObject({ email, locale: "en", emailConfirmed: true }); // createAccount verifies through the emailed link
    expect(data.bookings).toEqual([]);
    expect(data.listings).toEqual([]);

    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
  });

  test("in Arabic, right to left, with no sideways scroll on a phone", async ({ page, request }) => {
    const email = await createAccount(request);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/ar/account");
    await expect(page).toHaveURL(/\/ar\/login\?redirectTo=%2Faccount$/);
    await waitForHydration(page);
    await page.getByLabel("البريد الإلكتروني").fill(email);
    await page.getByLabel("كلمة المرور").fill(PASSWORD);
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page).toHaveURL(/\/ar\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "الحساب والبيانات" })).toBeVisible();
    await expect(page.getByRole("link", { name: "تنزيل بياناتي (JSON)" })).toHaveAttribute("href", "/ar/account/data.json");
    await rightToLeftWithoutSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("delete my account: a wrong password is refused beside the field; the right one deletes it and signs out", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const email = await openFromAccountMenu(page, request, "Account & Data");
    await expect(page.getByRole("heading", { name: "Delete my account" })).toBeVisible();
    const password = page.getByLabel("Your password, to confirm");
    await password.fill("not my password at all");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("That password is not right: your account was not deleted.")).toBeVisible();
    await expect(password).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Account deleted")).toBeVisible();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await signIn(page, email);
    await expect(page.getByRole("alert").filter({ hasText: "Invalid login credentials" }).first()).toBeVisible();
    // The two refusals (the wrong password, then signing in to the deleted account) are answered with 400.
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("signing in comes back to the page, and the download link is a plain file link", async ({ page, request }) => {
      const email = await createAccount(request);
      await page.goto("/account");
      await signInAndComeBack(page, email, "/account");
      await expect(page.getByRole("link", { name: "Download my data (JSON)" })).toHaveAttribute("href", "/account/data.json");
      const answer = await page.request.get("/account/data.json");
      expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="glowuae-my-data-/);
      expect((await answer.json()).account.email).toBe(email);
    });

    test("delete my account works as a plain form post", async ({ page, request }) => {
      const email = await createAccount(request);
      await page.goto("/account");
      await signInAndComeBack(page, email, "/account");
      await page.getByLabel("Your password, to confirm").fill(PASSWORD);
      await page.getByRole("button", { name: "Delete my account" }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto("/account");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    });
  });
});
