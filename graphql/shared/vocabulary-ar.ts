/**
 * The fixed vocabulary and the plans' texts in Arabic (issue 19), for the API's `locale` argument
 * and the site's Arabic pages. Modern Standard Arabic as UAE sites write it; see docs/glossary.md.
 * Import-free at run time (type imports only), like vocabulary.ts, so app/ may import it.
 */
import type {
  BusinessType,
  Emirate,
  JobLocation,
  JobType,
  ProductCategory,
  ProviderType,
  SEARCH_CATEGORIES,
  SEARCH_SERVICES,
} from "./vocabulary";

export type VocabularyTerm =
  | Emirate
  | ProviderType
  | (typeof SEARCH_CATEGORIES)[number]["label"]
  | (typeof SEARCH_SERVICES)[number]
  | BusinessType
  | JobType
  | JobLocation
  | ProductCategory;

/** Every vocabulary term in Arabic: a term added to vocabulary.ts without its Arabic is a type error here. */
export const VOCABULARY_AR = {
  "Abu Dhabi": "أبوظبي",
  Dubai: "دبي",
  Sharjah: "الشارقة",
  Ajman: "عجمان",
  "Umm Al Quwain": "أم القيوين",
  "Ras Al Khaimah": "رأس الخيمة",
  Fujairah: "الفجيرة",
  "Multiple Locations": "مواقع متعددة",
  Parlour: "صالون",
  Clinic: "عيادة",
  "Salons & Parlours": "الصالونات ومراكز التجميل",
  "Aesthetic & Derma Clinics": "عيادات التجميل والجلدية",
  Haircut: "قص الشعر",
  Manicure: "مانيكير",
  Pedicure: "باديكير",
  Facial: "تنظيف البشرة",
  Botox: "بوتوكس",
  Fillers: "فيلر",
  "Laser Hair Removal": "إزالة الشعر بالليزر",
  "Salon / Parlour": "صالون / مركز تجميل",
  "Aesthetic / Derma Clinic": "عيادة تجميل / جلدية",
  Spa: "سبا",
  Other: "أخرى",
  "Full-time": "دوام كامل",
  "Part-time": "دوام جزئي",
  Contract: "عقد مؤقت",
  Internship: "تدريب",
  Temporary: "عمل مؤقت",
  "Hair Care": "العناية بالشعر",
  "Skin Care": "العناية بالبشرة",
  Makeup: "المكياج",
  "Body Care": "العناية بالجسم",
  Fragrance: "العطور",
  "Tools & Accessories": "الأدوات والإكسسوارات",
  "Men's Grooming": "العناية بالرجل",
  Wellness: "العافية",
} as const satisfies Record<VocabularyTerm, string>;

/**
 * The plans' texts (seeded by the migrations 0002_seed.sql, kept in the database in English) in Arabic, keyed by
 * the English text. A text not listed here is shown as stored.
 */
export const PLAN_TEXTS_AR: Readonly<Record<string, string>> = {
  Basic: "الأساسية",
  Premium: "بريميوم",
  Featured: "المميزة",
  "Get started and list your business for free.": "ابدأ الآن وأدرج نشاطك التجاري مجانًا.",
  "Unlock full booking management, advanced analytics, unlimited job posts and offer placement.":
    "إدارة كاملة للحجوزات وتحليلات متقدمة وإعلانات وظائف غير محدودة ونشر العروض.",
  "Everything in Premium plus a spot on the homepage and top priority in search results.":
    "كل مزايا بريميوم مع ظهور في الصفحة الرئيسية وأولوية قصوى في نتائج البحث.",
  "Get Started for Free": "ابدأ مجانًا",
  "Go Premium": "اشترك في بريميوم",
  "Get Featured": "اشترك في المميزة",
  "First 3 months FREE!": "أول 3 أشهر مجانًا!",
  "Business Profile Listing": "إدراج الملف التعريفي للنشاط",
  "Receive Bookings": "استقبال الحجوزات",
  "Limited Booking Management": "إدارة محدودة للحجوزات",
  "Basic Analytics": "تحليلات أساسية",
  "Full Booking Management & Calendar": "إدارة كاملة للحجوزات والتقويم",
  "Advanced Analytics & Reports": "تحليلات وتقارير متقدمة",
  "Job Posting (Unlimited)": "إعلانات الوظائف (غير محدودة)",
  "Offer Placement": "نشر العروض",
  "Featured Provider Possibility": "إمكانية الظهور كمزوّد مميز",
  "Priority Support": "دعم ذو أولوية",
  "Job Posting (1 active limit)": "إعلانات الوظائف (إعلان نشط واحد)",
  "Full Booking Management": "إدارة كاملة للحجوزات",
  "Advanced Analytics": "تحليلات متقدمة",
  "Offer & Discount Placement": "نشر العروض والخصومات",
  "Job Posting Unlimited": "إعلانات وظائف غير محدودة",
  "Homepage Feature": "الظهور في الصفحة الرئيسية",
  "Top Search Result Priority": "أولوية في نتائج البحث",
};

/** The languages the API answers reference data and plans in. */
export const API_LOCALES = ["en", "ar"] as const;
export type ApiLocale = (typeof API_LOCALES)[number];

/**
 * Whether Accept-Language ranks Arabic above English (any 'ar-*' counts as Arabic, any 'en-*' as
 * English; languages with q=0 are refused, not preferred). Ties go to the one listed first.
 */
export function prefersArabic(acceptLanguage: string | null | undefined): boolean {
  let arabic = 0;
  let english = 0;
  (acceptLanguage ?? "").split(",").forEach((part, index) => {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const q = Number(
      params
        .find((param) => param.trim().startsWith("q="))
        ?.trim()
        .slice(2) ?? "1",
    );
    if (!(q > 0)) return;
    const weight = q * 1000 - index;
    if ((range === "ar" || range.startsWith("ar-")) && weight > arabic) arabic = weight;
    if ((range === "en" || range.startsWith("en-")) && weight > english) english = weight;
  });
  return arabic > english;
}

/** A vocabulary term or plan text in `locale`; anything unknown as it is. */
export function inLocale(text: string, locale: ApiLocale): string {
  return locale === "ar" ? toArabic(text) : text;
}

/** A vocabulary term or plan text in Arabic; anything unknown as it is. */
export function toArabic(text: string): string {
  return (VOCABULARY_AR as Record<string, string>)[text] ?? PLAN_TEXTS_AR[text] ?? text;
}
