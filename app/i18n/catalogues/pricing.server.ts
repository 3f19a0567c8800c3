/** /pricing (the plans' own names, descriptions and features come from the API in the page's language). */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    metaTitle: "Pricing for Businesses — Basic, Premium and Featured Plans | GlowUAE",
    metaDescription:
      "List your business free on Basic, or choose Premium (AED 100/month, first 3 months free) or Featured (AED 500/month) for bookings, analytics and top placement.",
    title: "Simple, transparent pricing",
    lead: "Start for free and upgrade when you are ready. All prices are in AED per month.",
    freeBanner: "First 3 Months of Premium are FREE!",
    plans: "Plans",
    popular: "POPULAR",
    perMonth: " / month",
    compare: "Compare features",
    compareRegion: "Compare features (scrolls sideways if it does not fit)",
    caption: "Features included in each plan",
    feature: "Feature",
    included: "Included",
    notIncluded: "Not included",
  },
  ar: {
    metaTitle: "أسعار باقات الأعمال — الأساسية وبريميوم والمميزة | GlowUAE",
    metaDescription:
      "أدرج نشاطك التجاري مجانًا في الباقة الأساسية، أو اختر بريميوم (AED 100 شهريًا، أول 3 أشهر مجانًا) أو المميزة (AED 500 شهريًا) للحجوزات والتحليلات وأفضل ظهور.",
    title: "أسعار بسيطة وواضحة",
    lead: "ابدأ مجانًا وطوّر باقتك متى كنت مستعدًا. جميع الأسعار بالدرهم الإماراتي شهريًا.",
    freeBanner: "أول 3 أشهر من بريميوم مجانًا!",
    plans: "الباقات",
    popular: "الأكثر طلبًا",
    perMonth: " / شهريًا",
    compare: "مقارنة المزايا",
    compareRegion: "مقارنة المزايا (يمكن تمريرها أفقيًا إن لم تتسع)",
    caption: "المزايا المتضمنة في كل باقة",
    feature: "الميزة",
    included: "متضمنة",
    notIncluded: "غير متضمنة",
  },
});
