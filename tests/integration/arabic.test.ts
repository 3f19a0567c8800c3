import { describe, expect, it } from "vitest";
import { bodyText, expectShows, ORIGIN, page, postGraphQL } from "./http";

/** Every page route of the site; under /ar each must answer in Arabic, right to left. */
const ROUTES = [
  "/",
  "/about",
  "/parlours",
  "/clinics",
  "/offers",
  "/shop",
  "/contact",
  "/faq",
  "/privacy-policy",
  "/terms-for-business",
  "/pricing",
  "/for-business",
  "/login",
  "/register",
  "/search",
  "/search/dubai?service=Botox",
  "/provider/glamour-spot",
  "/careers",
  "/shop/product/product-4",
];

const arabicPath = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);
const hreflang = (html: string, lang: string) => new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`).exec(html)?.[1];

describe("the Arabic site under /ar", () => {
  for (const path of ROUTES) {
    it(`answers ${arabicPath(path)} in Arabic, right to left, with both languages' alternates`, async () => {
      const response = await page(arabicPath(path));
      const html = await bodyText(response, 200);
      expect(html).toMatch(/<html lang="ar" dir="rtl"/);
      expect(hreflang(html, "ar")).toBe(`${ORIGIN}${arabicPath(path)}`.replace("&", "&amp;"));
      expect(hreflang(html, "en")).toBe(`${ORIGIN}${path}`.replace("&", "&amp;"));
      expect(hreflang(html, "x-default")).toBe(`${ORIGIN}${path}`.replace("&", "&amp;"));
      // The chrome is Arabic, and the page's links stay in Arabic.
      expectShows(html, ["انتقل إلى المحتوى", 'href="/ar/about"']);
      // Texts of the current language only: the English catalogue is not in the page.
      expect(html).not.toContain("Skip to content");
    });

    it(`answers ${path} in English, left to right, with both alternates`, async () => {
      const response = await page(path);
      const html = await bodyText(response, 200);
      expect(html).toMatch(/<html lang="en" dir="ltr"/);
      expect(hreflang(html, "ar")).toBe(`${ORIGIN}${arabicPath(path)}`.replace("&", "&amp;"));
      expect(html).toContain("Skip to content");
      expect(html).not.toContain("انتقل إلى المحتوى");
    });
  }

  it("shows the home page in Arabic: texts, vocabulary, and links that stay under /ar", async () => {
    const html = await (await page("/ar")).text();
    expectShows(html, [
      "ابحث عن إطلالتي",
      '<option value="umm-al-quwain">أم القيوين</option>',
      '<option value="Laser Hair Removal">إزالة الشعر بالليزر</option>',
      'href="/ar/provider/glamour-spot"',
      'action="/ar/search"',
    ]);
    expect(html).not.toContain("Find My Look");
  });

  it("shows the search page in Arabic: headline, filters and vocabulary", async () => {
    const html = await (await page("/ar/search/dubai?category=clinics")).text();
    expectShows(html, ["نتائج البحث في دبي ضمن عيادات التجميل والجلدية", "تطبيق عوامل التصفية", '<option value="Botox">بوتوكس</option>']);
    expect(html).not.toContain("Apply Filters");
  });

  it("shows the provider page and its booking steps in Arabic, with owners' texts as typed", async () => {
    const html = await (await page("/ar/provider/glamour-spot")).text();
    expect(html).toMatch(/<h1[^>]*>Glamour Spot<\/h1>/);
    expectShows(html, ["1. اختر الخدمة", "يُرجى اختيار التاريخ أولًا."]);
    expect(html).toMatch(/تأكيد الحجز \(AED \d+\)/);
    expect(html).not.toContain("Choose a service");
  });

  it("says a booking refusal in Arabic, without JavaScript too", async () => {
    const form = new URLSearchParams({ serviceId: "", date: "", time: "" });
    const response = await page("/ar/provider/glamour-spot", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, host: new URL(ORIGIN).host },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("يُرجى اختيار الخدمة والتاريخ والوقت.");
  });

  it("refuses a sign-in in Arabic", async () => {
    const response = await page("/ar/login", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        host: new URL(ORIGIN).host,
        "cf-connecting-ip": "198.51.100.77",
      },
      body: new URLSearchParams({ email: "nobody-arabic@example.com", password: "wrong password here", redirectTo: "" }),
    });
    const html = await bodyText(response, 400);
    expectShows(html, ["تعذّر تسجيل الدخول", "بيانات تسجيل الدخول غير صحيحة"]);
  });

  it("shows the pricing page in Arabic, its plans and features from the API in Arabic", async () => {
    const html = await (await page("/ar/pricing")).text();
    expectShows(html, ["أسعار بسيطة وواضحة", ">بريميوم</h2>", "مقارنة المزايا", "إدارة كاملة للحجوزات"]);
    expect(html).not.toContain("Compare features");
    const english = await (await page("/pricing")).text();
    expectShows(english, [">Premium</h2>", "Full Booking Management"]);
  });

  it("shows the category and offers pages in Arabic", async () => {
    const parlours = await (await page("/ar/parlours")).text();
    expectShows(parlours, ["الصالونات الأعلى تقييمًا", 'href="/ar/search?category=parlours&amp;service=Haircut"']);
    expect(await (await page("/ar/clinics")).text()).toContain("العيادات الأعلى تقييمًا");
    expect(await (await page("/ar/offers")).text()).toContain("عروض حصرية");
  });

  it("shows the about, FAQ and for-business pages in Arabic", async () => {
    expect(await (await page("/ar/about")).text()).toContain("رسالتنا");
    expect(await (await page("/ar/faq")).text()).toContain("هل يمكنني حجز موعد مباشرة عبر GlowUAE؟");
    const business = await (await page("/ar/for-business")).text();
    expectShows(business, ["لماذا تتعاون معنا", 'href="/ar/contact?subject=BusinessInquiry"']);
  });

  it("answers an unknown path under /ar with the Arabic 404 page", async () => {
    const response = await page("/ar/no/such/page");
    const html = await bodyText(response, 404);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain("الصفحة غير موجودة");
  });

  it("does not take /arabic for the Arabic site", async () => {
    const response = await page("/arabic");
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<html lang="en" dir="ltr"/);
  });

  it("switches language through /set-language, keeping path and query, and remembers the choice", async () => {
    const response = await page(`/set-language?to=${encodeURIComponent("/ar/search/dubai?service=Botox")}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/search/dubai?service=Botox");
    expect(response.headers.get("set-cookie")).toMatch(/^lang=ar; Path=\/; Max-Age=\d+; SameSite=Lax/);
    const back = await page(`/set-language?to=${encodeURIComponent("/search/dubai?service=Botox")}`);
    expect(back.headers.get("location")).toBe("/search/dubai?service=Botox");
    expect(back.headers.get("set-cookie")).toMatch(/^lang=en;/);
  });

  it("never switches to another site", async () => {
    for (const to of ["//evil.example", "https://evil.example/ar", "/\\evil.example"]) {
      const response = await page(`/set-language?to=${encodeURIComponent(to)}`);
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("brings a visitor who chose Arabic from the English home page to the Arabic one", async () => {
    const response = await page("/", { headers: { cookie: "lang=ar" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar");
    expect((await page("/about", { headers: { cookie: "lang=ar" } })).status).toBe(200);
    expect((await page("/", { headers: { cookie: "lang=en" } })).status).toBe(200);
  });

  it("suggests Arabic to an Arabic browser without redirecting, until English is chosen", async () => {
    const suggested = await page("/about", { headers: { "accept-language": "ar-AE,ar;q=0.9,en;q=0.8" } });
    const html = await bodyText(suggested, 200);
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expectShows(html, ["هذه الصفحة متوفرة باللغة العربية.", `href="/set-language?to=%2Far%2Fabout"`]);
    const chosen = await page("/about", { headers: { "accept-language": "ar-AE,ar;q=0.9", cookie: "lang=en" } });
    expect(await chosen.text()).not.toContain("هذه الصفحة متوفرة باللغة العربية.");
    const english = await page("/about", { headers: { "accept-language": "en-GB,en;q=0.9,ar;q=0.5" } });
    expect(await english.text()).not.toContain("هذه الصفحة متوفرة باللغة العربية.");
  });

  it("keeps Arabic across a redirect to sign in", async () => {
    const response = await page("/ar/dashboard/subscription");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar/login?redirectTo=%2Fdashboard%2Fsubscription");
  });
});

describe("the API in Arabic", () => {
  const REFERENCE = `query Reference($locale: Locale) {
    referenceData(locale: $locale) { locale emirates { name label slug } searchCategories { slug label } labels { value label } searchServices }
  }`;

  it("gives reference data in Arabic by the locale argument, values unchanged", async () => {
    const { body } = await postGraphQL(REFERENCE, { locale: "AR" });
    const data = body.data.referenceData;
    expect(data.locale).toBe("ar");
    expect(data.emirates).toContainEqual({ name: "Umm Al Quwain", label: "أم القيوين", slug: "umm-al-quwain" });
    expect(data.searchCategories).toContainEqual({ slug: "clinics", label: "عيادات التجميل والجلدية" });
    expect(data.labels).toContainEqual({ value: "Laser Hair Removal", label: "إزالة الشعر بالليزر" });
    expect(data.labels).toContainEqual({ value: "Men's Grooming", label: "العناية بالرجل" });
    expect(data.searchServices).toContain("Botox");
  });

  it("follows Accept-Language without the argument, and English otherwise", async () => {
    const arabic = await postGraphQL(REFERENCE, {}, { "accept-language": "ar-AE,ar;q=0.9,en;q=0.5" });
    expect(arabic.body.data.referenceData.locale).toBe("ar");
    const english = await postGraphQL(REFERENCE, {});
    expect(english.body.data.referenceData.emirates).toContainEqual({ name: "Dubai", label: "Dubai", slug: "dubai" });
    const asked = await postGraphQL(REFERENCE, { locale: "EN" }, { "accept-language": "ar" });
    expect(asked.body.data.referenceData.locale).toBe("en");
  });

  it("gives the plans and their feature matrix in Arabic", async () => {
    const { body } = await postGraphQL(
      `query Plans { plans(locale: AR) { id name description ctaLabel note price } planFeatures(matrix: PRICING, locale: AR) { name premium } }`,
    );
    const premium = body.data.plans.find((plan: { id: string }) => plan.id === "premium");
    expect(premium).toMatchObject({ name: "بريميوم", ctaLabel: "اشترك في بريميوم", note: "أول 3 أشهر مجانًا!", price: "AED 100" });
    for (const plan of body.data.plans) expect(plan.description).toMatch(/[\u0600-\u06FF]/);
    for (const feature of body.data.planFeatures) expect(feature.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("gives refusals a stable code beside the English message", async () => {
    const { body } = await postGraphQL(
      `mutation { createBooking(input: { providerId: "glamour-spot", serviceId: "glamour-spot-haircut", date: "2026-12-20", time: "10:00", customerName: "", customerPhone: "12", idempotencyKey: "arabic-code-check-1" }) { __typename ... on BookingInputInvalid { code params { name value } fieldErrors { field message code params { name value } } } } }`,
    );
    const errors = body.data?.createBooking?.fieldErrors ?? [];
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error.code).toMatch(/^[A-Z0-9_]+$/);
    // The codes are the registry's (graphql/shared/messages.ts), not the English spelt out.
    expect(body.data.createBooking).toMatchObject({ code: "BOOKING_INPUT_INVALID", params: [] });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "customerName", message: "Please enter your name (2 to 80 characters).", code: "BOOKING_NAME_INVALID", params: [] },
        expect.objectContaining({ field: "customerPhone", code: "BOOKING_PHONE_INVALID" }),
      ]),
    );
  });
});
