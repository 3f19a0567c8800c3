/** /faq. */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    metaTitle: "Frequently Asked Questions | GlowUAE",
    metaDescription:
      "How booking works, choosing a provider, licensing, payment methods, cancelling or rescheduling, and how GlowUAE keeps your data safe.",
    title: "Frequently Asked Questions",
    lead: "Quick answers about booking, providers, payments and your data.",
    questionsAndAnswers: "Questions and answers",
    bookingQuestion: "Can I book an appointment directly through GlowUAE?",
    bookingAnswer:
      "Yes. Open a provider's page, choose a service, pick a date and a free time slot, and confirm. You will see a summary of your booking before you confirm, and the provider receives it straight away.",
    choosingQuestion: "How do I choose the right salon, parlour or clinic?",
    choosingAnswer:
      "Use search to filter by emirate, category, service, minimum rating and price range. Each provider page shows services with prices and durations, the team, opening hours, location and reviews from customers who booked before you.",
    licensingQuestion: "Are the clinics and salons on GlowUAE licensed?",
    licensingAnswer:
      "Every business submits its trade licence when it registers, and we review it before the listing goes live. Aesthetic and dermatology clinics must also hold a valid licence from the health authority of their emirate (DHA, DOH or MOHAP).",
    paymentQuestion: "Which payment methods can I use?",
    paymentAnswer:
      "Most providers accept cash and major credit or debit cards at the venue, and many accept Apple Pay and Google Pay. The accepted methods can differ from one provider to another, so check with the provider if you have a preference.",
    cancelQuestion: "How do I cancel or reschedule a booking?",
    cancelAnswer:
      "Contact the provider using the phone number or email on their page as early as you can, ideally at least 24 hours before your appointment. Each provider sets its own cancellation policy, and late cancellations may be charged.",
    securityQuestion: "Is my personal data secure?",
    securityAnswer:
      "Yes. Your data travels over encrypted connections, is stored securely and is only shared with the provider you book with. We never sell your personal information. Read our privacy policy for the details.",
    stillQuestions: "Still have questions?",
    supportHappy: "Our support team is happy to help.",
    contactSupport: "Contact Support",
  },
  ar: {
    metaTitle: "الأسئلة الشائعة | GlowUAE",
    metaDescription: "كيف يتم الحجز، واختيار المزوّد، والتراخيص، وطرق الدفع، والإلغاء أو تغيير الموعد، وكيف تحمي GlowUAE بياناتك.",
    title: "الأسئلة الشائعة",
    lead: "إجابات سريعة عن الحجز والمزوّدين والدفع وبياناتك.",
    questionsAndAnswers: "الأسئلة والإجابات",
    bookingQuestion: "هل يمكنني حجز موعد مباشرة عبر GlowUAE؟",
    bookingAnswer:
      "نعم. افتح صفحة المزوّد، واختر الخدمة، ثم التاريخ ووقتًا متاحًا، وأكّد الحجز. سترى ملخص حجزك قبل التأكيد، ويصل الحجز إلى المزوّد فورًا.",
    choosingQuestion: "كيف أختار الصالون أو مركز التجميل أو العيادة المناسبة؟",
    choosingAnswer:
      "استخدم البحث لتصفية النتائج حسب الإمارة والفئة والخدمة والحد الأدنى للتقييم ونطاق السعر. تعرض كل صفحة مزوّد الخدمات بأسعارها ومدتها، والفريق، وساعات العمل، والموقع، وتقييمات العملاء الذين حجزوا قبلك.",
    licensingQuestion: "هل العيادات والصالونات على GlowUAE مرخّصة؟",
    licensingAnswer:
      "يقدّم كل نشاط تجاري رخصته التجارية عند التسجيل، ونراجعها قبل نشر الإدراج. ويجب أن تحمل عيادات التجميل والجلدية أيضًا ترخيصًا ساريًا من الجهة الصحية في إمارتها (هيئة الصحة بدبي أو دائرة الصحة في أبوظبي أو وزارة الصحة ووقاية المجتمع).",
    paymentQuestion: "ما طرق الدفع المتاحة؟",
    paymentAnswer:
      "يقبل معظم المزوّدين الدفع نقدًا وبالبطاقات الائتمانية أو بطاقات الخصم الرئيسية في المكان، ويقبل كثير منهم Apple Pay وGoogle Pay. قد تختلف طرق الدفع من مزوّد لآخر، فتواصل مع المزوّد إن كان لديك تفضيل.",
    cancelQuestion: "كيف ألغي حجزًا أو أغيّر موعده؟",
    cancelAnswer:
      "تواصل مع المزوّد عبر رقم الهاتف أو البريد الإلكتروني في صفحته في أقرب وقت، ويُفضَّل قبل موعدك بـ 24 ساعة على الأقل. لكل مزوّد سياسة إلغاء خاصة به، وقد تُفرض رسوم على الإلغاء المتأخر.",
    securityQuestion: "هل بياناتي الشخصية آمنة؟",
    securityAnswer:
      "نعم. تنتقل بياناتك عبر اتصالات مشفّرة، وتُحفظ بأمان، ولا تُشارك إلا مع المزوّد الذي تحجز لديه. لا نبيع معلوماتك الشخصية أبدًا. اطّلع على سياسة الخصوصية للتفاصيل.",
    stillQuestions: "هل لديك أسئلة أخرى؟",
    supportHappy: "يسعد فريق الدعم مساعدتك.",
    contactSupport: "تواصل مع الدعم",
  },
});
