/**
 * The owners' and reviewers' pages in Arabic (issue 19), in workerd without JavaScript: the provider
 * dashboard's five tabs, the subscription page, the listing editor and the registration review answer
 * under /ar right to left with both languages' alternates; the API's refusals, the Premium toasts and
 * the flash toasts come in Arabic.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PDF } from "../fixtures/upload-files";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import {
  bodyText,
  CookieJar,
  expectHides,
  expectShows,
  newClient,
  ORIGIN,
  postGraphQL,
  postMultipart,
  shown,
  submit,
  verifyEmailOf,
  visit,
} from "./http";

const GLAMOUR_OWNER = { email: "owner.glamour-spot@example.com", password: "glowuae-owner-2026" };

async function signedIn(credentials: { email: string; password: string }) {
  const jar = new CookieJar();
  expect((await submit(jar, "/ar/login", { ...credentials, redirectTo: "/dashboard/provider" })).status).toBe(302);
  return jar;
}

/** The page in Arabic: 200, right to left, both alternates, and the Arabic chrome only. */
async function arabicPage(jar: CookieJar, path: string): Promise<string> {
  const response = await visit(jar, `/ar${path}`);
  const html = await bodyText(response, 200);
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  const alternate = (lang: string) => new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`).exec(html)?.[1];
  expect(alternate("ar")).toBe(`${ORIGIN}/ar${path}`);
  expect(alternate("en")).toBe(`${ORIGIN}${path}`);
  expect(html).toContain("انتقل إلى المحتوى");
  expect(html).not.toContain("Skip to content");
  return html;
}

describe("the provider dashboard in Arabic", () => {
  it("shows every tab in Arabic, with the owner's own texts as typed", async () => {
    const jar = await signedIn(GLAMOUR_OWNER);
    const tabs = {
      bookings: ["إدارة الحجوزات", "عرض التقويم الكامل"],
      offers: ["إدارة العروض", "إنشاء عرض"],
      jobs: ["إدارة الوظائف المنشورة", "انشر وظيفة جديدة"],
      analytics: ["احصل على تحليلات متقدمة", "يتطلب الوصول إلى التحليلات والتقارير المتقدمة اشتراكًا فعّالًا."],
      settings: ["إعدادات الحساب والملف التعريفي", "تعديل ملف النشاط التجاري", "إدارة الاشتراك"],
    };
    for (const [tab, texts] of Object.entries(tabs)) {
      const html = await arabicPage(jar, tab === "bookings" ? "/dashboard/provider" : `/dashboard/provider?tab=${tab}`);
      expectShows(html, ["<title>لوحة تحكم المزوّد — GlowUAE</title>", "طوّر باقتك إلى بريميوم!", 'href="/ar/dashboard/subscription"']);
      expectShows(html, texts);
      expectHides(html, ["Provider Dashboard", "Manage Bookings", "Upgrade to Premium!", "Access to"]);
    }
  });

  it("answers Basic's premium actions with the Premium Feature toast in Arabic", async () => {
    const jar = await signedIn(GLAMOUR_OWNER);
    const calendar = await arabicPage(jar, "/dashboard/provider?view=calendar");
    expectShows(calendar, ["ميزة بريميوم", "يتطلب الوصول إلى الإدارة الكاملة للحجوزات والتقويم اشتراكًا فعّالًا.", "اشترك الآن"]);

    const offer = await submit(jar, "/ar/dashboard/provider?tab=offers", { intent: "create-offer" });
    const answer = await bodyText(offer, 200);
    expect(answer).toContain("يتطلب الوصول إلى نشر العروض اشتراكًا فعّالًا.");
    expect(answer).not.toContain("Premium Feature");

    const profile = await submit(jar, "/ar/dashboard/provider?tab=settings", { intent: "edit-profile" });
    expect(await profile.text()).toContain("سيتوفر تعديل الملف التعريفي قريبًا.");
  });

  it("subscribes from the Arabic subscription page, with its toast in Arabic and the plans from the API in Arabic", async () => {
    const jar = await signedIn(GLAMOUR_OWNER);
    const html = await arabicPage(jar, "/dashboard/subscription");
    expectShows(html, [
      "<title>الاشتراك — GlowUAE</title>",
      "الباقة الأساسية",
      "اشترك في بريميوم",
      "المزايا المتضمنة في كل باقة",
      "إدارة كاملة للحجوزات", // the feature matrix, from the API in Arabic
    ]);
    expect(html).not.toContain("Subscribe to Premium");
    expect(html).not.toContain("Full Booking Management");

    const subscribed = await submit(jar, "/ar/dashboard/subscription", { intent: "subscribe" });
    expect(subscribed.headers.get("location")).toBe("/ar/dashboard/provider");
    const dashboard = await arabicPage(jar, "/dashboard/provider?tab=analytics");
    expectShows(dashboard, ["تم تفعيل الاشتراك!", "الخدمات الأكثر حجزًا"]);
    expect(shown(dashboard)).not.toContain("طوّر باقتك إلى بريميوم!");
    const opened = await visit(jar, "/ar/dashboard/provider?view=calendar");
    expect(opened.headers.get("location")).toBe("/ar/dashboard/listing/glamour-spot/calendar");
    const calendar = await arabicPage(jar, "/dashboard/listing/glamour-spot/calendar");
    expect(calendar).toContain("التقويم");
    expect(calendar).toContain("اليوم التالي");
    expect(calendar).not.toContain("Next day");
    // Arabic day and month names with Western digits.
    expect(calendar).toMatch(/(الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت)، \d{1,2} [\u0600-\u06FF]+ \d{4}/);
    await submit(jar, "/ar/dashboard/subscription", { intent: "cancel" });
  });
});

describe("the listing editor in Arabic", () => {
  const path = "/dashboard/listing/glamour-spot";

  it("shows every form in Arabic", async () => {
    const html = await arabicPage(await signedIn(GLAMOUR_OWNER), path);
    expectShows(html, [
      "تعديل ملف النشاط التجاري",
      "النبذة وبيانات التواصل",
      "ساعات العمل",
      "الصور",
      "إضافة صورة",
      "الخدمات",
      "إضافة خدمة",
    ]);
    expectHides(html, ["About and contact", "Opening hours", "Add a service", "Save profile"]);
  });

  it("says a refusal in Arabic and keeps what was typed", async () => {
    const jar = await signedIn(GLAMOUR_OWNER);
    const refused = await submit(jar, `/ar${path}`, {
      intent: "profile",
      about: "نبذة عن الصالون",
      phone: "12",
      email: "hello@glamour.ae",
      openingHours: "السبت–الخميس 10:00–18:00",
      address: "شارع الوصل، دبي",
      latitude: "40",
      longitude: "55.2",
    });
    const html = await bodyText(refused, 400);
    expectShows(html, [
      "يُرجى إدخال خط عرض داخل الإمارات، بين",
      "يُرجى إدخال رقم هاتف إماراتي، مثل 04 123 4567 أو 050 123 4567.",
      "شارع الوصل، دبي",
    ]);
    expect(html).not.toContain("Please enter a latitude");

    const service = await submit(jar, `/ar${path}`, { intent: "save-service", name: "حمام مغربي", priceAed: "abc", durationMinutes: "2" });
    const serviceHtml = await bodyText(service, 400);
    expectShows(serviceHtml, [
      "يُرجى إدخال سعر بالدرهم من 0 إلى 100,000، بمنزلتين عشريتين كحد أقصى.",
      "يُرجى إدخال المدة بالدقائق عددًا صحيحًا، من 5 إلى 480.",
      'value="حمام مغربي"',
    ]);
  });
});

describe("the registration review in Arabic", () => {
  it("shows a reviewer the queue in Arabic, refuses a missing reason in Arabic and approves with an Arabic toast", async () => {
    const password = "a long enough passphrase";
    const owner = `arabic-owner-${Date.now()}@example.com`;
    const signUp = `mutation ($input: SignUpInput!) { signUp(input: $input) { ... on SignUpSuccess { session { accessToken } } } }`;
    const { body } = await postGraphQL(signUp, { input: { email: owner, password } }, newClient());
    await verifyEmailOf(owner);
    const registered = await postMultipart(
      `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
        registerBusiness(input: $input, tradeLicense: $tradeLicense) { ... on BusinessRegistrationSubmitted { registration { id } } } }`,
      { input: { ...REGISTRATION_DETAILS, businessName: "واحة الجمال" } },
      { tradeLicense: new File([PDF.slice()], "licence.pdf") },
      body.data.signUp.session.accessToken,
      newClient(),
    );
    const registrationId = registered.body.data.registerBusiness.registration.id as string;

    const reviewer = { email: `arabic-reviewer-${Date.now()}@example.com`, password };
    await postGraphQL(signUp, { input: reviewer }, newClient());
    await env.DB.prepare("INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = ?1").bind(reviewer.email).run();
    const jar = await signedIn(reviewer);

    const html = await arabicPage(jar, "/admin/registrations");
    expectShows(html, [
      "طلبات تسجيل الأنشطة التجارية",
      "واحة الجمال",
      "نوع النشاط التجاري",
      "الإمارة",
      "دبي",
      "فتح الرخصة التجارية",
      "موافقة",
      "رفض",
    ]);
    expect(html).not.toContain("Business registrations");

    const refused = await submit(jar, "/ar/admin/registrations", { intent: "reject", registrationId, reason: " " });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("يُرجى ذكر سبب رفض الطلب: سيقرؤه صاحب النشاط.");

    const approved = await submit(jar, "/ar/admin/registrations", { intent: "approve", registrationId });
    expect(approved.headers.get("location")).toBe("/ar/admin/registrations");
    const after = await arabicPage(jar, "/admin/registrations");
    expectShows(after, ["تمت الموافقة على الطلب", "أصبح واحة الجمال مُدرجًا الآن على /provider/"]);

    const again = await submit(jar, "/ar/admin/registrations", { intent: "approve", registrationId });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("تمت الموافقة على هذا الطلب من قبل: صفحته موجودة.");
  });
});

describe("durations in Arabic", () => {
  it("are asked for with `locale` or Accept-Language, and the Arabic provider page shows them", async () => {
    const query = `{ provider(id: "glamour-spot") { services { durationMinutes duration en: duration(locale: EN) ar: duration(locale: AR) } } }`;
    const { body } = await postGraphQL(query, {}, { "Accept-Language": "ar-AE,ar;q=0.9" });
    for (const service of body.data.provider.services) {
      expect(service.en).toBe(`${service.durationMinutes} mins`);
      expect(service.ar).toMatch(new RegExp(`^${service.durationMinutes} (دقيقة|دقائق)$`));
      expect(service.duration).toBe(service.ar);
    }
    const html = await (await visit(new CookieJar(), "/ar/provider/glamour-spot")).text();
    expect(html).toMatch(/>\d+ دقيقة</);
    expect(shown(html)).not.toMatch(/\d+ mins/);
  });
});
