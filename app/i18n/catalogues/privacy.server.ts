/** /privacy-policy. */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    metaTitle: "Privacy Policy | GlowUAE",
    metaDescription: "How GlowUAE collects, uses, discloses and protects your personal and business information.",
    title: "Privacy Policy",
    lastUpdated: "Last updated: {date}",
    intro:
      "GlowUAE (“we”, “us”) respects your privacy. This policy explains what information we collect when you use our website to find and book beauty and wellness providers in the United Arab Emirates, how we use it, and the choices you have.",
    collection: "1. Collection of Your Information",
    collectionText: "We may collect information about you in a variety of ways:",
    personal: "Personal Data",
    personalText:
      "Your name, email address, phone number and similar details that you give us when you create an account, book an appointment or contact us.",
    business: "Business Data",
    businessText:
      "When you register a business: the business name and type, address and emirate, contact person, business email and phone, description, trade licence and logo.",
    derivative: "Derivative Data",
    derivativeText:
      "Information our servers collect automatically when you use the site, such as your IP address, browser type, the pages you view and the time of your visit.",
    use: "2. Use of Your Information",
    useText: "We use the information we collect to:",
    useAccount: "create and manage your account;",
    useBookings: "process your bookings and send you confirmations and reminders;",
    useVerify: "list and verify businesses and their licences;",
    useSupport: "answer your questions and provide customer support;",
    useImprove: "improve the website, prevent fraud and keep the service secure.",
    disclosure: "3. Disclosure of Your Information",
    disclosureText: "We may share information we have collected about you in certain situations:",
    law: "By Law or to Protect Rights",
    lawText:
      "If we believe disclosure is necessary to respond to legal process, to investigate or remedy potential violations of our policies, or to protect the rights, property and safety of others, as permitted or required by applicable law.",
    partners: "Business Partners",
    partnersText:
      "With the businesses you book with, such as salons, parlours and clinics, so that they can provide the services you booked. We do not sell your personal information.",
    security: "4. Security of Your Information",
    securityText:
      "We use administrative, technical and physical safeguards to protect your information, including encrypted connections. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.",
    children: "5. Policy for Children",
    childrenText:
      "We do not knowingly solicit information from or market to children under the age of 13. If you learn that we have collected information from a child under 13, please contact us and we will delete it.",
    contact: "6. Contact Us",
    contactText: "If you have questions or comments about this policy, email us at",
  },
  ar: {
    metaTitle: "سياسة الخصوصية | GlowUAE",
    metaDescription: "كيف تجمع GlowUAE بياناتك الشخصية وبيانات نشاطك التجاري وتستخدمها وتفصح عنها وتحميها.",
    title: "سياسة الخصوصية",
    lastUpdated: "آخر تحديث: {date}",
    intro:
      "تحترم GlowUAE (\u201Cنحن\u201D) خصوصيتك. توضّح هذه السياسة المعلومات التي نجمعها عند استخدامك موقعنا للبحث عن مزوّدي خدمات الجمال والعناية في الإمارات العربية المتحدة والحجز لديهم، وكيف نستخدمها، والخيارات المتاحة لك.",
    collection: "1. جمع معلوماتك",
    collectionText: "قد نجمع معلومات عنك بطرق متعددة:",
    personal: "البيانات الشخصية",
    personalText: "اسمك وبريدك الإلكتروني ورقم هاتفك والبيانات المشابهة التي تقدّمها لنا عند إنشاء حساب أو حجز موعد أو التواصل معنا.",
    business: "بيانات النشاط التجاري",
    businessText:
      "عند تسجيل نشاط تجاري: اسم النشاط ونوعه، والعنوان والإمارة، والشخص المسؤول عن التواصل، والبريد الإلكتروني والهاتف الخاصين بالنشاط، والوصف، والرخصة التجارية والشعار.",
    derivative: "البيانات المستمدة",
    derivativeText:
      "المعلومات التي تجمعها خوادمنا تلقائيًا عند استخدامك الموقع، مثل عنوان IP ونوع المتصفح والصفحات التي تزورها ووقت زيارتك.",
    use: "2. استخدام معلوماتك",
    useText: "نستخدم المعلومات التي نجمعها من أجل:",
    useAccount: "إنشاء حسابك وإدارته؛",
    useBookings: "معالجة حجوزاتك وإرسال التأكيدات والتذكيرات إليك؛",
    useVerify: "إدراج الأنشطة التجارية والتحقق منها ومن تراخيصها؛",
    useSupport: "الإجابة عن أسئلتك وتقديم دعم العملاء؛",
    useImprove: "تحسين الموقع ومنع الاحتيال والحفاظ على أمان الخدمة.",
    disclosure: "3. الإفصاح عن معلوماتك",
    disclosureText: "قد نشارك المعلومات التي جمعناها عنك في حالات معينة:",
    law: "بموجب القانون أو لحماية الحقوق",
    lawText:
      "إذا رأينا أن الإفصاح ضروري للاستجابة لإجراء قانوني، أو للتحقيق في انتهاكات محتملة لسياساتنا أو معالجتها، أو لحماية حقوق الآخرين وممتلكاتهم وسلامتهم، وفق ما يسمح به القانون المعمول به أو يقتضيه.",
    partners: "شركاء الأعمال",
    partnersText:
      "مع الأنشطة التجارية التي تحجز لديها، مثل الصالونات ومراكز التجميل والعيادات، لتتمكن من تقديم الخدمات التي حجزتها. نحن لا نبيع معلوماتك الشخصية.",
    security: "4. أمان معلوماتك",
    securityText:
      "نستخدم ضمانات إدارية وتقنية ومادية لحماية معلوماتك، منها الاتصالات المشفّرة. ولا توجد وسيلة نقل أو تخزين آمنة تمامًا، لذا لا يمكننا ضمان الأمان المطلق.",
    children: "5. سياسة الأطفال",
    childrenText:
      "لا نطلب عن قصد معلومات من الأطفال دون سن 13 عامًا ولا نوجّه إليهم أي تسويق. إذا علمت أننا جمعنا معلومات من طفل دون 13 عامًا، فيُرجى التواصل معنا وسنحذفها.",
    contact: "6. اتصل بنا",
    contactText: "إذا كانت لديك أسئلة أو ملاحظات حول هذه السياسة، فراسلنا على",
  },
});
