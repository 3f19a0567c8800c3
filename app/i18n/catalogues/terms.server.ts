/** /terms-for-business: the terms a business accepts when it registers. */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    metaTitle: "Terms and Conditions for Businesses | GlowUAE",
    metaDescription: "The terms that apply when a salon, parlour or clinic registers and lists its business on GlowUAE.",
    title: "Terms and Conditions for Businesses",
    lead: "These terms apply to every salon, parlour and clinic that registers with GlowUAE.",
    eligibility: "1. Eligibility",
    eligibilityText:
      "You may register a business only if you are authorised to act for it and it holds a valid trade licence in the United Arab Emirates. Aesthetic and dermatology clinics must also hold a valid licence from the competent health authority.",
    accuracy: "2. Accurate information",
    accuracyText:
      "You confirm that everything you submit — business details, services, prices, opening hours, photos and documents — is accurate and kept up to date. We may review, edit or remove a listing that is incomplete, misleading or out of date.",
    review: "3. Review of registrations",
    reviewText:
      "Registrations are reviewed before a listing goes live. We may ask for further documents and may decline a registration at our discretion.",
    bookings: "4. Bookings and customers",
    bookingsText:
      "You are responsible for honouring bookings made through GlowUAE, for the services you provide and for your own cancellation policy, which you must make clear to customers.",
    plans: "5. Plans and payments",
    plansText:
      "The Basic listing is free. Paid plans (Premium and Featured) are billed monthly in AED as shown on the pricing page, and can be cancelled at any time with effect from the next billing period.",
    content: "6. Content and reviews",
    contentText:
      "You grant GlowUAE a licence to display the content you provide on the website. Customer reviews may not be removed or altered except where they breach our content guidelines.",
    data: "7. Data protection",
    dataText:
      "You will use customer information only to provide the booked services and will protect it in line with applicable UAE law and our privacy policy.",
    changes: "8. Changes and termination",
    changesText:
      "We may update these terms and will notify you of material changes. Either party may end the listing at any time; outstanding bookings must still be honoured.",
    questions: "Questions about these terms?",
    contactUs: "Contact us",
    orBackTo: "or go back to",
    registration: "business registration",
  },
  ar: {
    metaTitle: "الشروط والأحكام للأنشطة التجارية | GlowUAE",
    metaDescription: "الشروط التي تسري عندما يسجّل صالون أو مركز تجميل أو عيادة نشاطه التجاري ويدرجه على GlowUAE.",
    title: "الشروط والأحكام للأنشطة التجارية",
    lead: "تسري هذه الشروط على كل صالون ومركز تجميل وعيادة يسجّل لدى GlowUAE.",
    eligibility: "1. الأهلية",
    eligibilityText:
      "لا يجوز لك تسجيل نشاط تجاري إلا إذا كنت مفوّضًا بالتصرف نيابةً عنه وكان يحمل رخصة تجارية سارية في الإمارات العربية المتحدة. ويجب على عيادات التجميل والأمراض الجلدية أيضًا أن تحمل ترخيصًا ساريًا من الجهة الصحية المختصة.",
    accuracy: "2. دقة المعلومات",
    accuracyText:
      "تؤكد أن كل ما تقدّمه — من بيانات النشاط التجاري والخدمات والأسعار وساعات العمل والصور والمستندات — دقيق ومحدَّث باستمرار. ويحق لنا مراجعة أي إدراج ناقص أو مضلل أو قديم أو تعديله أو إزالته.",
    review: "3. مراجعة طلبات التسجيل",
    reviewText: "تُراجع طلبات التسجيل قبل نشر الإدراج. وقد نطلب مستندات إضافية، ويحق لنا رفض أي طلب تسجيل وفق تقديرنا.",
    bookings: "4. الحجوزات والعملاء",
    bookingsText:
      "أنت مسؤول عن الالتزام بالحجوزات التي تتم عبر GlowUAE، وعن الخدمات التي تقدّمها، وعن سياسة الإلغاء الخاصة بك، والتي يجب أن توضّحها للعملاء.",
    plans: "5. الباقات والمدفوعات",
    plansText:
      "الإدراج في الباقة الأساسية مجاني. أما الباقات المدفوعة (بريميوم والمميزة) فتُحتسب شهريًا بالدرهم الإماراتي كما هو موضح في صفحة الأسعار، ويمكن إلغاؤها في أي وقت اعتبارًا من فترة الفوترة التالية.",
    content: "6. المحتوى والتقييمات",
    contentText:
      "تمنح GlowUAE ترخيصًا لعرض المحتوى الذي تقدّمه على الموقع. ولا يجوز حذف تقييمات العملاء أو تعديلها إلا إذا خالفت إرشادات المحتوى لدينا.",
    data: "7. حماية البيانات",
    dataText:
      "تلتزم باستخدام بيانات العملاء لتقديم الخدمات المحجوزة فقط، وبحمايتها وفقًا لقوانين دولة الإمارات المعمول بها وسياسة الخصوصية لدينا.",
    changes: "8. التعديلات وإنهاء الإدراج",
    changesText:
      "قد نحدّث هذه الشروط وسنُعلمك بأي تغييرات جوهرية. ويحق لأي من الطرفين إنهاء الإدراج في أي وقت، مع وجوب الالتزام بالحجوزات القائمة.",
    questions: "لديك أسئلة عن هذه الشروط؟",
    contactUs: "اتصل بنا",
    orBackTo: "أو عُد إلى",
    registration: "تسجيل النشاط التجاري",
  },
});
