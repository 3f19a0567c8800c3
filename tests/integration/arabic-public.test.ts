/**
 * The public pages of issue 19's second part in Arabic (/ar): contact, the legal pages, careers, the
 * shop, business registration, a booking's manage page and the account's bookings. Each answers
 * right to left with both languages' alternates and its own texts in Arabic; refused forms say why
 * in Arabic, also without JavaScript, and keep everything typed.
 */
import { describe, expect, it } from "vitest";
import { PDF } from "../fixtures/upload-files";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { dubaiNow, weekday } from "../../graphql/shared/dubai-time";
import {
  CookieJar,
  expectShows,
  newClient,
  ORIGIN,
  page,
  postGraphQL,
  postMultipartForm,
  shown,
  shownBody,
  shownVisit,
  signedInJar,
  signedInOwnerJar,
  submit,
  visit,
} from "./http";

const hreflang = (html: string, lang: string) => new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`).exec(html)?.[1];

async function arabicPage(html: string, path: string) {
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  expect(hreflang(html, "ar")).toBe(`${ORIGIN}/ar${path}`);
  expect(hreflang(html, "en")).toBe(`${ORIGIN}${path}`);
}

/** Page, a text it must show in Arabic, and an English text of the page it must not show. */
const PAGES: [path: string, arabic: string[], english: string][] = [
  ["/contact", ["أرسل إلينا رسالة", "ساعات الدعم", "إرسال الرسالة"], "Send us a message"],
  ["/privacy-policy", ["سياسة الخصوصية", "آخر تحديث:", "سياسة الأطفال"], "Policy for Children"],
  ["/terms-for-business", ["الشروط والأحكام للأنشطة التجارية", "الأهلية", 'href="/ar/for-business/register"'], "Eligibility"],
  [
    "/careers",
    ["وظائف في مجال الجمال والعناية", "جميع المواقع", "دوام كامل", 'href="/ar/careers/job/job-1"', "عدد الوظائف:"],
    "All Locations",
  ],
  ["/careers/job/job-1", ["الوصف الوظيفي", "نظرة عامة على الوظيفة", "قدّم الآن (أرسل سيرتك الذاتية)", "دبي"], "Job Overview"],
  ["/shop", ["متجر الجمال والعناية", "جميع الفئات", "السعر: من الأقل إلى الأعلى", "العناية بالبشرة"], "All Categories"],
  ["/shop/product/product-4", ["الكمية", "أضف إلى السلة", "التوفر", 'href="/ar/shop"'], "Add to Cart"],
];

describe("the public pages in Arabic", () => {
  for (const [path, arabic, english] of PAGES) {
    it(`shows ${path} in Arabic under /ar`, async () => {
      const response = await page(`/ar${path}`);
      const html = await shownBody(response, 200);
      await arabicPage(html, path);
      expectShows(html, arabic);
      expect(html).not.toContain(english);
      // Dates: Arabic month names, Western digits.
      if (path === "/privacy-policy")
        expect(html).toMatch(/آخر تحديث: \d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/);
    });
  }

  it("answers a missing job and a missing product with their Arabic 404 pages", async () => {
    const job = await page("/ar/careers/job/no-such-job");
    expect(await shownBody(job, 404)).toContain("الوظيفة غير موجودة");
    const product = await page("/ar/shop/product/no-such-product");
    expect(await shownBody(product, 404)).toContain("المنتج غير موجود");
  });

  it("refuses a contact message in Arabic without JavaScript, keeping what was typed", async () => {
    const response = await submit(new CookieJar(), "/ar/contact", { name: "سارة", email: "not-an-email", subject: "", message: "" });
    const html = await shownBody(response, 400);
    expectShows(html, ["يُرجى إدخال بريد إلكتروني صحيح.", "يُرجى إدخال الموضوع.", 'value="سارة"']);
  });

  it("says the placeholder toast of 'Add to Cart', and refuses an application, in Arabic", async () => {
    const cart = await submit(new CookieJar(), "/ar/shop/product/product-1", { quantity: "2" });
    const added = shown(await cart.text());
    expectShows(added, ["تمت الإضافة إلى السلة!", "2 × Argan Oil Repair Serum في سلتك"]);
    // Issue #33: applying is real now; a post without a CV is refused in Arabic (it was the placeholder toast).
    const apply = await submit(new CookieJar(), "/ar/careers/job/job-1", { name: "سارة", email: "sara@example.com", phone: "٠٥٠١٢٣٤٥٦٧" });
    expect(apply.status).toBe(400);
    expectShows(shown(await apply.text()), ["لم يُرسل طلبك", "يُرجى إرفاق سيرتك الذاتية بصيغة PDF أو DOCX.", 'value="سارة"']);
  });
});

describe("the public forms in Arabic", () => {
  it("sends a signed-out visitor to the Arabic sign-in page and back", async () => {
    for (const path of ["/for-business/register", "/careers/post", "/shop/add-product", "/account/bookings"]) {
      const response = await visit(new CookieJar(), `/ar${path}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/ar/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("shows the registration form in Arabic, and refuses a post in Arabic keeping what was typed", async () => {
    const jar = await signedInJar();
    const form = await shownVisit(jar, "/ar/for-business/register");
    await arabicPage(form, "/for-business/register");
    expectShows(form, [
      ">اسم النشاط التجاري</label>",
      '<option value="Spa">سبا</option>',
      'href="/ar/terms-for-business"',
      "PDF أو JPG أو PNG، بحد أقصى 10 MB.",
    ]);

    const fields = { ...REGISTRATION_DETAILS, emirate: "", agreedToTerms: "on" };
    const licence = new File([PDF.slice()], "licence.pdf", { type: "application/pdf" });
    const refused = await postMultipartForm(jar, "/ar/for-business/register", fields, { tradeLicense: licence });
    const html = await shownBody(refused, 400);
    expectShows(html, [
      "يُرجى مراجعة الحقول المحددة.",
      "يُرجى اختيار الإمارة.",
      "يُرجى اختيار الرخصة التجارية مرة أخرى",
      `value="${REGISTRATION_DETAILS.businessName}"`,
    ]);

    const json = await postMultipartForm(jar, "/ar/for-business/register/submit", fields, { tradeLicense: licence });
    expect(await json.json()).toMatchObject({ kind: "refused", fieldErrors: { emirate: "يُرجى اختيار الإمارة." } });
  });

  it("tells a Basic account in Arabic that posting a job is Premium's, and refuses the post in Arabic", async () => {
    const jar = await signedInJar();
    const form = await shownVisit(jar, "/ar/careers/post");
    await arabicPage(form, "/careers/post");
    expectShows(form, ["ميزة بريميوم", "يتطلب الوصول إلى إعلانات الوظائف اشتراكًا فعّالًا.", '<option value="Part-time">دوام جزئي</option>']);
    const refused = await postMultipartForm(jar, "/ar/careers/post", { title: "مصففة شعر", confirmAccuracy: "on" }, {});
    const html = await shownBody(refused, 403);
    expectShows(html, ["اشترك الآن", 'value="مصففة شعر"']);
  });

  it("refuses a product without an image in Arabic, keeping what was typed", async () => {
    const jar = await signedInOwnerJar("nails-n-more");
    const form = await shownVisit(jar, "/ar/shop/add-product");
    await arabicPage(form, "/shop/add-product");
    expectShows(form, [">اسم المنتج</label>", '<option value="Hair Care">العناية بالشعر</option>']);
    const fields = { name: "زيت الأرغان", brand: "Glow", category: "Hair Care", price: "abc", stock: "3", description: "زيت طبيعي." };
    const refused = await postMultipartForm(jar, "/ar/shop/add-product", fields, {});
    const html = await shownBody(refused, 400);
    expectShows(html, ["الصورة مطلوبة", "يُرجى رفع صورة للمنتج.", "يُرجى إدخال السعر رقمًا بالدرهم، مثل 49.99.", 'value="زيت الأرغان"']);
  });

  it("tells an account without an approved listing in Arabic how to sell in the shop", async () => {
    const html = await shownVisit(await signedInJar(), "/ar/shop/add-product");
    await arabicPage(html, "/shop/add-product");
    expectShows(html, ["سجّل نشاطك التجاري لتبيع هنا", 'href="/ar/for-business/register"', "انتقل إلى لوحة التحكم"]);
  });

  it("shows the account's bookings in Arabic", async () => {
    const jar = await signedInJar();
    const html = await shownVisit(jar, "/ar/account/bookings");
    await arabicPage(html, "/account/bookings");
    expectShows(html, ["حجوزاتي", "لا توجد حجوزات قادمة"]);
  });
});

describe("a booking's manage page in Arabic", () => {
  it("shows the booking, its calendar file under /ar, and cancels in Arabic", async () => {
    // Glamour Spot opens every day but Friday.
    const day = new Date(`${dubaiNow(new Date()).date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 20);
    if (weekday(day.toISOString().slice(0, 10)) === 5) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const { body } = await postGraphQL(
      `mutation Book($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on BookingConfirmed { manageToken booking { reference } } } }`,
      {
        input: {
          providerId: "glamour-spot",
          serviceId: "glamour-spot-haircut",
          date,
          time: "11:30",
          customerName: "سارة أحمد",
          customerPhone: `050 ${String(Date.now()).slice(-7)}`,
          idempotencyKey: `arabic-manage-${Date.now()}`,
        },
      },
      newClient(),
    );
    const made = body.data.createBooking;
    expect(made.__typename).toBe("BookingConfirmed");
    const { manageToken } = made;
    const view = await page(`/ar/bookings/${manageToken}`);
    const html = await shownBody(view, 200);
    await arabicPage(html, `/bookings/${manageToken}`);
    expectShows(html, ["إلغاء هذا الحجز", `href="/ar/bookings/${manageToken}/calendar.ics"`, `رقم الحجز ${made.booking.reference}`]);

    const ics = await (await page(`/ar/bookings/${manageToken}/calendar.ics`)).text();
    expect(ics).toContain(`رقم الحجز ${made.booking.reference}.`);

    expectShows(shown(await (await submit(new CookieJar(), `/ar/bookings/${manageToken}`, {})).text()), [
      "هل تريد إلغاء هذا الحجز؟",
      "نعم، ألغِ حجزي",
    ]);
    const cancel = await submit(new CookieJar(), `/ar/bookings/${manageToken}`, { confirmed: "yes" });
    const after = shown(await cancel.text());
    expectShows(after, ["تم إلغاء حجزك، وأصبح الوقت متاحًا للآخرين من جديد.", "تم إلغاء الحجز"]);
    const missing = await page("/ar/bookings/not-a-real-token");
    expect(await shownBody(missing, 404)).toContain("رابط الحجز هذا غير صالح.");
    // Cancelling through a link that is not valid: the API's refusal, said in Arabic by its code.
    const refused = await submit(new CookieJar(), "/ar/bookings/not-a-real-token", { confirmed: "yes" });
    expect(refused.status).toBe(409);
    expect(shown(await refused.text())).toContain("رابط الحجز هذا غير صالح. يُرجى التحقق من الرابط الذي وصلك.");
  });
});
