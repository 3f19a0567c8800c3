/** /offers (offers' own titles and texts are shown as their businesses wrote them). */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    metaTitle: "Beauty & Wellness Offers in the UAE | GlowUAE",
    metaDescription: "Package deals, weekly deals, welcome offers and membership perks at salons, parlours and clinics across the UAE.",
    title: "Exclusive Offers",
    lead: "Save on your next appointment with deals from salons, parlours and clinics across the UAE.",
    offers: "Offers",
    none: "There are no offers right now. Please check back soon.",
    illustration: "Illustration for the offer {title}",
    viewOffer: "View Offer",
    terms: "Terms & how to redeem",
    close: "Close",
  },
  ar: {
    metaTitle: "عروض الجمال والعناية في الإمارات | GlowUAE",
    metaDescription: "باقات وعروض أسبوعية وعروض ترحيبية ومزايا عضوية لدى الصالونات ومراكز التجميل والعيادات في الإمارات.",
    title: "عروض حصرية",
    lead: "وفّر في موعدك القادم مع عروض الصالونات ومراكز التجميل والعيادات في جميع أنحاء الإمارات.",
    offers: "العروض",
    none: "لا توجد عروض حاليًا. يُرجى العودة لاحقًا.",
    illustration: "صورة توضيحية للعرض {title}",
    viewOffer: "عرض التفاصيل",
    terms: "الشروط وطريقة الاستفادة",
    close: "إغلاق",
  },
});
