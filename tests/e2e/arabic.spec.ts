import { expect, test } from "@playwright/test";
import { axeViolations, createAccount, PASSWORD, reloadInDarkTheme, rightToLeftWithoutSidewaysScroll, waitForHydration } from "./support";
import { bookingForm, chooseDate, chooseTime, dateInput, firstEnabledTime, newPhone, randomOpenDay, toasts } from "./booking-page";

/**
 * The Arabic site (/ar) as a person uses it on a phone: right to left, no sideways scrolling, a whole
 * booking, signing in, a refusal in Arabic, and axe's WCAG 2.1 A/AA rules in both themes.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: "ar-AE" });

const PAGES = ["/ar", "/ar/search/dubai", "/ar/provider/glamour-spot", "/ar/login", "/ar/register", "/ar/about", "/ar/pricing", "/ar/shop"];

for (const path of PAGES) {
  test(`${path} is right to left and never scrolls sideways on a phone`, async ({ page }) => {
    await page.goto(path);
    await rightToLeftWithoutSidewaysScroll(page);
  });
}

test.describe("axe in Arabic", () => {
  // axe is injected as an inline script, which the site's CSP rightly refuses.
  test.use({ bypassCSP: true });
  for (const path of ["/ar", "/ar/search/dubai", "/ar/provider/glamour-spot", "/ar/login"]) {
    test(`no WCAG 2.1 A/AA violations on ${path} (light and dark)`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page), "light theme").toEqual([]);
      await reloadInDarkTheme(page);
      expect(await axeViolations(page), "dark theme").toEqual([]);
    });
  }
});

test("the language switch in the mobile menu keeps the page and its query, and the choice is remembered", async ({ page }) => {
  await page.goto("/search/dubai?service=Botox");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "العربية: عرض الموقع باللغة العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/search\/dubai\?service=Botox$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتائج البحث في دبي");
  // The English home page now brings this visitor to the Arabic one.
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "English: view the site in English" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("a whole booking in Arabic, after a refusal said in Arabic", async ({ page }) => {
  await page.goto("/ar/provider/glamour-spot");
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "احجز موعدًا" })).toHaveAttribute("aria-selected", "true");
  await expect(bookingForm(page).getByText("يُرجى اختيار التاريخ أولًا.", { exact: true })).toBeVisible();

  const date = randomOpenDay();
  await chooseDate(page, date);
  await expect(dateInput(page)).toHaveValue(date);
  const time = await firstEnabledTime(page);
  await chooseTime(page, time);
  // Arabic month names, Western digits.
  await expect(page.getByText("ملخص الحجز", { exact: true })).toBeVisible();
  const day = String(Number(date.slice(8, 10)));
  await expect(page.locator("[aria-live=polite]").filter({ hasText: "ملخص الحجز" })).toContainText(` ${day} `);

  await page.getByRole("button", { name: /^تأكيد الحجز \(AED \d+\)$/ }).click();
  const dialog = page.getByRole("dialog", { name: "بياناتك" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("الاسم الكامل").fill("سارة أحمد");
  await dialog.getByLabel("رقم الهاتف").fill("12");
  await dialog.getByRole("button", { name: "تأكيد الحجز" }).click();
  // The API's refusal, in Arabic, beside the field.
  await expect(dialog.getByText("يُرجى إدخال رقم هاتف إماراتي", { exact: false })).toBeVisible();
  await expect(dialog.getByLabel("رقم الهاتف")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("رقم الهاتف").fill(newPhone());
  await dialog.getByRole("button", { name: "تأكيد الحجز" }).click();
  await expect(page.getByRole("heading", { name: "تم تأكيد الحجز" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("(بتوقيت الإمارات)", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "إدارة هذا الحجز أو إلغاؤه" })).toHaveAttribute("href", /^\/ar\/bookings\//);
  await expect(toasts(page).first()).toContainText("تم تأكيد موعدك");
});

test("signing in from the Arabic site, and a refused sign-in in Arabic", async ({ page, request }) => {
  const email = await createAccount(request);
  await page.goto("/ar/login");
  await waitForHydration(page);
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور").fill("not the password at all");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "بيانات تسجيل الدخول غير صحيحة" }).first()).toBeVisible();
  await page.getByLabel("كلمة المرور").fill(PASSWORD);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/ar\/dashboard/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});
