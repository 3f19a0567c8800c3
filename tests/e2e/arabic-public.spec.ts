import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PNG } from "../fixtures/upload-files";
import {
  axeViolations,
  createAccount,
  PASSWORD,
  reloadInDarkTheme,
  rightToLeftWithoutSidewaysScroll,
  sampleOwner,
  signIn,
  toasts,
  waitForHydration,
} from "./support";
import { fillForm } from "./forms";
import { newPhone, randomOpenDay } from "./booking-page";

/**
 * The public pages of the Arabic site (/ar) on a phone: contact, the legal pages, careers, the shop,
 * business registration, a booking's manage page and the account's bookings. Right to left without
 * sideways scrolling, refused forms said in Arabic, and axe's WCAG 2.1 A/AA rules in both themes.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: "ar-AE" });

const PUBLIC = [
  "/ar/contact",
  "/ar/privacy-policy",
  "/ar/terms-for-business",
  "/ar/careers",
  "/ar/careers/job/job-1",
  "/ar/shop",
  "/ar/shop/product/product-1",
];
const SIGNED_IN = ["/ar/for-business/register", "/ar/careers/post", "/ar/shop/add-product", "/ar/account/bookings"];

/** A new account (or `account`), signed in (the session serves both languages). */
async function signedIn(page: Page, account?: { email: string; password: string }) {
  const { email, password } = account ?? { email: await createAccount(page.request), password: PASSWORD };
  await page.goto("/login");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** A booking made through the API, and its manage page's path in Arabic. */
async function managedBookingPath(request: APIRequestContext): Promise<string> {
  const response = await request.post("/graphql", {
    data: {
      query: `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on BookingConfirmed { manageToken } } }`,
      variables: {
        input: {
          providerId: "glamour-spot",
          serviceId: "glamour-spot-haircut",
          date: randomOpenDay(),
          time: "15:00",
          customerName: "سارة أحمد",
          customerPhone: newPhone(),
          idempotencyKey: `arabic-public-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
      },
    },
  });
  const { createBooking } = (await response.json()).data;
  expect(createBooking.__typename).toBe("BookingConfirmed");
  return `/ar/bookings/${createBooking.manageToken}`;
}

async function axeInBothThemes(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  expect(await axeViolations(page), `${path}, light theme`).toEqual([]);
  await reloadInDarkTheme(page);
  expect(await axeViolations(page), `${path}, dark theme`).toEqual([]);
  await page.evaluate(() => localStorage.removeItem("vite-ui-theme"));
}

test.describe("the public pages in Arabic on a phone", () => {
  for (const path of PUBLIC) {
    test(`${path} is right to left and never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await rightToLeftWithoutSidewaysScroll(page);
    });
  }

  test("the signed-in forms and a booking's manage page are right to left and never scroll sideways", async ({ page }) => {
    await signedIn(page);
    for (const path of [...SIGNED_IN, await managedBookingPath(page.request)]) {
      await page.goto(path);
      await rightToLeftWithoutSidewaysScroll(page);
    }
  });
});

test.describe("refused forms say why in Arabic", () => {
  test("registering a business: the terms, then a field the API's rules refuse", async ({ page }) => {
    await signedIn(page);
    await page.goto("/ar/for-business/register");
    await waitForHydration(page);
    await fillForm(page, {
      "اسم النشاط التجاري": "واحة الجمال",
      "نوع النشاط التجاري": "Spa",
      "العنوان الكامل": "فيلا 3، شارع الوصل، جميرا",
      "اسم الشخص المسؤول عن التواصل": "ليلى حداد",
      "البريد الإلكتروني للنشاط": "layla@oasis.ae",
      "هاتف النشاط": "04 123 4567",
      "وصف مختصر": "منتجع هادئ للتدليك والعناية بالبشرة.",
    });
    await expect(page.getByText("36/200 حرفًا")).toBeVisible();
    await page
      .getByLabel("الرخصة التجارية")
      .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    await page.getByRole("button", { name: "إرسال طلب التسجيل" }).click();
    await expect(toasts(page)).toContainText("يجب الموافقة على الشروط والأحكام.");

    await page.getByLabel(/أوافق على/).check();
    await page.getByRole("button", { name: "إرسال طلب التسجيل" }).click();
    const emirate = page.getByLabel("الإمارة", { exact: true });
    await expect(emirate).toHaveAttribute("aria-invalid", "true");
    await expect(emirate).toHaveAccessibleDescription("يُرجى اختيار الإمارة.");
    await expect(emirate).toBeFocused();
    await expect(page.getByRole("alert").filter({ hasText: "يُرجى مراجعة الحقول المحددة." })).toBeVisible();
    await expect(page.getByLabel("اسم النشاط التجاري")).toHaveValue("واحة الجمال");
  });

  test("posting a job: the API's rules, in Arabic, before anything is sent", async ({ page }) => {
    await signedIn(page);
    await page.goto("/ar/careers/post");
    await waitForHydration(page);
    await expect(page.getByText("يتطلب الوصول إلى إعلانات الوظائف اشتراكًا فعّالًا.")).toBeVisible();
    await page.getByLabel("اسم الشركة").fill("صالون الواحة");
    await page.getByRole("button", { name: "نشر الوظيفة" }).click();
    const title = page.getByLabel("المسمى الوظيفي");
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription("يُرجى إدخال المسمى الوظيفي.");
    await expect(toasts(page)).toContainText("تعذّر نشر الوظيفة");
    await expect(page.getByText("أؤكد أن المعلومات المقدّمة دقيقة.")).toBeVisible();
    await expect(page.getByText("يُرجى تأكيد دقة المعلومات المقدّمة.")).toBeVisible();
    await expect(page.getByLabel("اسم الشركة")).toHaveValue("صالون الواحة");
  });

  test("adding a product: no image, then an image the rules refuse", async ({ page }) => {
    await signedIn(page, sampleOwner("skin-revive-clinic")); // products are added by a listing's owner
    await page.goto("/ar/shop/add-product");
    await waitForHydration(page);
    await page.getByLabel("اسم المنتج").fill("زيت الأرغان");
    await page.getByRole("button", { name: "إضافة المنتج" }).click();
    await expect(toasts(page)).toContainText("الصورة مطلوبة");
    await expect(toasts(page)).toContainText("يُرجى رفع صورة للمنتج.");
    await expect(page.getByLabel("العلامة التجارية")).toHaveAccessibleDescription("يُرجى إدخال العلامة التجارية.");

    await page.getByLabel("صورة المنتج").setInputFiles({ name: "oil.exe.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
    await page.getByRole("button", { name: "إضافة المنتج" }).click();
    await expect(page.getByLabel("صورة المنتج")).toHaveAccessibleDescription(/يحمل امتدادين/);
    await expect(page.getByLabel("اسم المنتج")).toHaveValue("زيت الأرغان");
  });

  test("cancelling a booking from its manage page, in Arabic", async ({ page }) => {
    await page.goto(await managedBookingPath(page.request));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("حجزك");
    await expect(page.getByRole("link", { name: "أضف إلى التقويم" })).toHaveAttribute("href", /^\/ar\/bookings\/[^/]+\/calendar\.ics$/);
    await page.getByRole("button", { name: "إلغاء هذا الحجز" }).click();
    // Asked first (issue #33); keeping it changes nothing, then cancelling is a second, deliberate press.
    await expect(page.getByRole("heading", { name: "هل تريد إلغاء هذا الحجز؟" })).toBeFocused();
    await page.getByRole("link", { name: "أبقِ على حجزي" }).click();
    await expect(page.getByRole("button", { name: "إلغاء هذا الحجز" })).toBeVisible();
    await page.getByRole("button", { name: "إلغاء هذا الحجز" }).click();
    await page.getByRole("button", { name: "نعم، ألغِ حجزي" }).click();
    await expect(page.getByRole("status").filter({ hasText: "تم إلغاء حجزك" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إلغاء الحجز");
  });
});

test.describe("axe in Arabic on the public pages", () => {
  // axe is injected as an inline script, which the site's CSP rightly refuses.
  test.use({ bypassCSP: true });
  for (const path of PUBLIC) {
    test(`no WCAG 2.1 A/AA violations on ${path} (light and dark)`, async ({ page }) => {
      await axeInBothThemes(page, path);
    });
  }

  test("no WCAG 2.1 A/AA violations on the signed-in forms and a manage page (light and dark)", async ({ page }) => {
    test.setTimeout(90_000);
    await signedIn(page);
    for (const path of [...SIGNED_IN, await managedBookingPath(page.request)]) await axeInBothThemes(page, path);
  });
});
