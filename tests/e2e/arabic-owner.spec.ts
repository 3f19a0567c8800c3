/**
 * The owners' and reviewers' pages in Arabic on a phone (issue 19): the dashboard's five tabs, the
 * subscription page, the listing editor and the registration review are right to left and never
 * scroll sideways; a refused listing edit says why in Arabic; axe's WCAG 2.1 A/AA rules pass in both
 * themes. The seeded owner here (Elite Gents Salon) is used by no other spec.
 */
import { expect, test, type Page } from "@playwright/test";
import { axeViolations, grantReviewer, PASSWORD, reloadInDarkTheme, verifyEmail } from "./support";

test.use({ viewport: { width: 390, height: 844 }, locale: "ar-AE" });
// axe runs a dozen times in each test, in two themes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const OWNER = { email: "owner.elite-gents-salon@example.com", password: "glowuae-owner-2026" };
const LISTING = "/ar/dashboard/listing/elite-gents-salon";
const TABS = ["الحجوزات", "العروض", "الوظائف المنشورة", "التحليلات", "الإعدادات"];

/** React has hydrated once the theme toggle knows the current theme. */
async function settle(page: Page) {
  await expect(page.locator('[role="group"][aria-label="مظهر الألوان"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

async function signIn(page: Page, { email, password }: { email: string; password: string }, to: string) {
  await page.goto(`/ar/login?redirectTo=${encodeURIComponent(to)}`);
  await settle(page);
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(new RegExp(`/ar${to.replace(/[?]/g, "\\?")}$`));
  await settle(page);
  // axe measures contrast as drawn: let the sign-in toast come and go first. It is shown once the page
  // has hydrated, so it is awaited before its end is (else a fast run finds no toast yet, and axe a fading one).
  const toasts = page.locator("#sonner-toast-container > li");
  await expect(toasts.filter({ hasText: "تم تسجيل الدخول بنجاح!" })).toBeVisible();
  await expect(toasts).toHaveCount(0, { timeout: 10_000 });
}

async function expectRightToLeftWithoutSidewaysScroll(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

/** axe on the page as it is, then again in the dark theme (after a reload). */
async function expectAxeCleanInBothThemes(page: Page, where: string) {
  expect(await axeViolations(page), `${where}, light theme`).toEqual([]);
  await reloadInDarkTheme(page, settle);
  expect(await axeViolations(page), `${where}, dark theme`).toEqual([]);
  await page.evaluate(() => localStorage.setItem("vite-ui-theme", "light"));
}

test.describe("the owner's pages in Arabic", () => {
  test.use({ bypassCSP: true }); // axe is injected as an inline script

  test("the dashboard's tabs and the subscription page fit a phone and pass axe in both themes", async ({ page }) => {
    await signIn(page, OWNER, "/dashboard/provider");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لوحة تحكم المزوّد");
    for (const tab of TABS) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
      await expectRightToLeftWithoutSidewaysScroll(page, tab);
      expect(await axeViolations(page), tab).toEqual([]);
    }
    await page.goto("/ar/dashboard/provider?tab=settings");
    await settle(page);
    await expectAxeCleanInBothThemes(page, "settings");

    // Basic: the calendar is Premium's, and the toast says so in Arabic with its button.
    await page.goto("/ar/dashboard/provider");
    await settle(page);
    await page.getByRole("link", { name: "عرض التقويم الكامل" }).click();
    const gate = page.locator("#sonner-toast-container");
    await expect(gate).toContainText("ميزة بريميوم");
    await expect(gate).toContainText("يتطلب الوصول إلى الإدارة الكاملة للحجوزات والتقويم اشتراكًا فعّالًا.");
    await gate.getByRole("button", { name: "اشترك الآن" }).click();
    await expect(page).toHaveURL(/\/ar\/dashboard\/subscription$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الاشتراك");
    await settle(page);
    await expectRightToLeftWithoutSidewaysScroll(page, "subscription");
    await expectAxeCleanInBothThemes(page, "subscription");
  });

  test("the listing editor fits a phone, passes axe, and says a refusal in Arabic keeping what was typed", async ({ page }) => {
    await signIn(page, OWNER, "/dashboard/listing/elite-gents-salon");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعديل ملف النشاط التجاري");
    await expectRightToLeftWithoutSidewaysScroll(page, "listing");
    await expectAxeCleanInBothThemes(page, "listing");

    const address = page.getByLabel("العنوان الكامل");
    await address.fill("شارع الوصل، جميرا، دبي");
    await page.getByLabel("الموقع على الخريطة: خط العرض").fill("40");
    await page.getByRole("button", { name: "حفظ الملف" }).click();
    const latitude = page.getByLabel("الموقع على الخريطة: خط العرض");
    await expect(latitude).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/^يُرجى إدخال خط عرض داخل الإمارات، بين [\d.]+ و[\d.]+ \(مثل 25\.2048\)\.$/)).toBeVisible();
    await expect(latitude).toBeFocused();
    await expect(address).toHaveValue("شارع الوصل، جميرا، دبي");
    await expectRightToLeftWithoutSidewaysScroll(page, "refused listing");
    expect(await axeViolations(page), "refused listing").toEqual([]);
    await page.goto(LISTING); // nothing was saved
    await expect(page.getByLabel("العنوان الكامل")).not.toHaveValue("شارع الوصل، جميرا، دبي");
  });
});

test.describe("the registration review in Arabic", () => {
  test.use({ bypassCSP: true });

  test("fits a phone and passes axe in both themes", async ({ page }) => {
    // An account with one pending registration, and a reviewer (the role is granted only server-side).
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const signUp = async (email: string) => {
      const response = await page.request.post("/graphql", {
        headers: { "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` },
        data: {
          query: `mutation ($input: SignUpInput!) { signUp(input: $input) { ... on SignUpSuccess { session { accessToken } } } }`,
          variables: { input: { email, password: PASSWORD } },
        },
      });
      return (await response.json()).data.signUp.session.accessToken as string;
    };
    const owner = `e2e-arabic-owner-${stamp}@example.com`;
    const token = await signUp(owner);
    await verifyEmail(page.request, owner); // registering a business needs a verified address
    const registered = await page.request.post("/graphql", {
      headers: { Authorization: `Bearer ${token}`, "x-graphql-yoga-csrf": "1" },
      multipart: {
        operations: JSON.stringify({
          query: `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
            registerBusiness(input: $input, tradeLicense: $tradeLicense) { __typename } }`,
          variables: {
            input: {
              businessName: "مركز واحة الجمال للعناية بالبشرة والشعر",
              businessType: "Spa",
              fullAddress: "فيلا 3، شارع الوصل، جميرا، دبي",
              emirate: "Dubai",
              contactPersonName: "ليلى حداد",
              businessEmail: `hello-${stamp}@oasis-beauty-and-wellness-centre.ae`,
              businessPhone: "04 123 4567",
              shortDescription: "منتجع هادئ للتدليك والعناية بالبشرة.",
              agreedToTerms: true,
            },
            tradeLicense: null,
          },
        }),
        map: JSON.stringify({ 0: ["variables.tradeLicense"] }),
        0: { name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      },
    });
    expect((await registered.json()).data.registerBusiness.__typename).toBe("BusinessRegistrationSubmitted");

    const reviewer = `e2e-arabic-reviewer-${stamp}@example.com`;
    await signUp(reviewer);
    grantReviewer(reviewer);

    await signIn(page, { email: reviewer, password: PASSWORD }, "/admin/registrations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("طلبات تسجيل الأنشطة التجارية");
    await expect(page.getByRole("heading", { name: "مركز واحة الجمال للعناية بالبشرة والشعر" })).toBeVisible();
    await expectRightToLeftWithoutSidewaysScroll(page, "review");
    await expectAxeCleanInBothThemes(page, "review");
  });
});
