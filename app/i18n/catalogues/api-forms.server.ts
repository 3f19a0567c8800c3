/**
 * The API's messages for the owners' forms and pages (listing edits, registration, products, jobs,
 * offers, uploads, the registration review, the dashboard and subscription) and the toasts the site's
 * server makes for them, in Arabic: pairs keyed by the English text's stable code, and patterns for
 * messages with a number or a name in them. Part of the `api` catalogue (api.server.ts);
 * tests/unit/i18n.test.ts runs the API's schemas and checks every message they give has its Arabic.
 */
import { PREMIUM_FEATURES, type PremiumFeature } from "../../../graphql/modules/plans/rules";

/** The premium features as the 'Premium Feature' refusals name them. */
const PREMIUM_FEATURES_AR: Record<PremiumFeature, string> = {
  calendar: "الإدارة الكاملة للحجوزات والتقويم",
  cancelBooking: "الإدارة الكاملة للحجوزات",
  analytics: "التحليلات والتقارير المتقدمة",
  createOffer: "نشر العروض",
  postJob: "نشر الوظائف",
};

export const FORM_PAIRS: [english: string, arabic: string][] = [
  // The provider dashboard and the subscription page (app/lib/dashboard.ts, SPEC §5 Premium gating).
  ...(Object.keys(PREMIUM_FEATURES) as PremiumFeature[]).map((feature): [string, string] => [
    `Access to ${PREMIUM_FEATURES[feature]} requires an active subscription.`,
    `يتطلب الوصول إلى ${PREMIUM_FEATURES_AR[feature]} اشتراكًا فعّالًا.`,
  ]),
  ["Premium Feature", "ميزة بريميوم"],
  ["Subscribe Now", "اشترك الآن"],
  ["Create Offer page coming soon!", "صفحة إنشاء العروض قريبًا!"],
  ["Coming Soon!", "قريبًا!"],
  ["Profile editing will be available soon.", "سيتوفر تعديل الملف التعريفي قريبًا."],
  ["Booking Cancelled", "تم إلغاء الحجز"],
  ["The time is free for other customers again.", "أصبح الموعد متاحًا للعملاء الآخرين مجددًا."],
  ["Booking Not Found", "الحجز غير موجود"],
  ["This booking was not found among your business's bookings.", "لم يُعثر على هذا الحجز ضمن حجوزات نشاطك التجاري."],
  ["Subscription Activated!", "تم تفعيل الاشتراك!"],
  ["Subscription Cancelled", "تم إلغاء الاشتراك"],
  ["This belongs to another account, or does not exist.", "هذا العنصر يخص حسابًا آخر، أو أنه غير موجود."],
  // Offers (createOffer).
  ["Please choose the business the offer is for.", "يُرجى اختيار النشاط التجاري الذي يخصه العرض."],
  ["Please enter the offer's title.", "يُرجى إدخال عنوان العرض."],
  ["Please describe the offer.", "يُرجى وصف العرض."],
  ["Please say whether the offer is active.", "يُرجى تحديد ما إذا كان العرض نشطًا."],
  ["Please check the offer's details.", "يُرجى مراجعة تفاصيل العرض."],
  ["You can place offers only for a business you manage.", "يمكنك نشر العروض فقط لنشاط تجاري تديره."],
  // Any form.
  ["Some details need your attention.", "بعض التفاصيل تحتاج إلى مراجعتك."],
  ["Please try again.", "يُرجى المحاولة مرة أخرى."],
  // zod's own, for a value of the wrong type (an API client's; the site's forms send text).
  ["Invalid input", "إدخال غير صالح"],
  ["Please enter text.", "يُرجى إدخال نص."],
  ["Please enter the full address.", "يُرجى إدخال العنوان الكامل."],
  ["Please enter a UAE phone number, e.g. 04 123 4567 or 050 123 4567.", "يُرجى إدخال رقم هاتف إماراتي، مثل 04 123 4567 أو 050 123 4567."],
  ["Please enter a valid email address, e.g. hello@yoursalon.ae.", "يُرجى إدخال بريد إلكتروني صحيح، مثل hello@yoursalon.ae."],
  // Listing edits (/dashboard/listing/{id}).
  ["Listing Updated", "تم تحديث صفحتك"],
  ["Your business profile is saved.", "تم حفظ ملف نشاطك التجاري."],
  ["The photo is added.", "تمت إضافة الصورة."],
  ["Your photos are saved.", "تم حفظ صورك."],
  ["The service is removed.", "تمت إزالة الخدمة."],
  ["Only the owner of this listing can change it.", "لا يمكن تعديل هذه الصفحة إلا لمالكها."],
  ["Each photo can be listed once.", "يمكن إدراج كل صورة مرة واحدة فقط."],
  [
    "The photos changed meanwhile: please reload the page and try again.",
    "تغيّرت الصور في هذه الأثناء: يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.",
  ],
  ["This service is no longer on your listing: please reload the page.", "لم تعد هذه الخدمة ضمن صفحتك: يُرجى إعادة تحميل الصفحة."],
  [
    "This service has bookings, so it cannot be removed. You can rename it or change its price instead.",
    "لهذه الخدمة حجوزات، لذا لا يمكن إزالتها. يمكنك بدلًا من ذلك تغيير اسمها أو سعرها.",
  ],
  ["Please choose what to do with a photo.", "يُرجى اختيار الإجراء المطلوب للصورة."],
  ["Please choose a photo (JPG, PNG or WebP, at most 5 MB).", "يُرجى اختيار صورة (JPG أو PNG أو WebP، بحد أقصى 5 MB)."],
  ["Please describe your business for your page.", "يُرجى وصف نشاطك التجاري لصفحتك."],
  ["Please enter the email customers can write to.", "يُرجى إدخال البريد الإلكتروني الذي يراسلك عليه العملاء."],
  [
    "Please enter your opening hours, e.g. Sat–Thu 10:00–18:00, Fri closed.",
    "يُرجى إدخال ساعات العمل، مثل: السبت–الخميس 10:00–18:00، الجمعة مغلق.",
  ],
  ["Please enter the service's name.", "يُرجى إدخال اسم الخدمة."],
  ["Please enter the area customers know you by, e.g. Jumeirah.", "يُرجى إدخال المنطقة التي يعرفك بها العملاء، مثل جميرا."],
  [
    "Please describe the photo for people who cannot see it, e.g. 'Treatment room with two chairs'.",
    "يُرجى وصف الصورة لمن لا يستطيع رؤيتها، مثل: «غرفة علاج بكرسيين».",
  ],
  // The registration review (/admin/registrations).
  ["Please say why the registration is rejected: the owner will read it.", "يُرجى ذكر سبب رفض الطلب: سيقرؤه صاحب النشاط."],
  ["Please give a reason.", "يُرجى ذكر السبب."],
  ["This registration has already been approved: its listing exists.", "تمت الموافقة على هذا الطلب من قبل: صفحته موجودة."],
  ["This registration has already been approved, so it cannot be rejected.", "تمت الموافقة على هذا الطلب من قبل، لذا لا يمكن رفضه."],
  ["This registration was rejected, so it cannot be approved.", "رُفض هذا الطلب، لذا لا يمكن الموافقة عليه."],
  ["This registration has already been rejected.", "رُفض هذا الطلب من قبل."],
  ["Only reviewers can review business registrations.", "مراجعة طلبات تسجيل الأنشطة التجارية متاحة للمراجعين فقط."],
  ["There is no registration with this id.", "لا يوجد طلب تسجيل بهذا المعرّف."],
  ["Please sign in to review registrations.", "يُرجى تسجيل الدخول لمراجعة الطلبات."],
  ["Please choose Approve or Reject.", "يُرجى اختيار الموافقة أو الرفض."],
  // Business registration (/for-business/register).
  ["Please enter your business name.", "يُرجى إدخال اسم نشاطك التجاري."],
  ["Please choose your type of business.", "يُرجى اختيار نوع نشاطك التجاري."],
  ["Please choose the emirate.", "يُرجى اختيار الإمارة."],
  ["Please enter the contact person's name.", "يُرجى إدخال اسم الشخص المسؤول عن التواصل."],
  ["Please enter the business email.", "يُرجى إدخال البريد الإلكتروني للنشاط التجاري."],
  ["Please describe your business in a sentence or two.", "يُرجى وصف نشاطك التجاري في جملة أو جملتين."],
  ["You must agree to the terms and conditions.", "يجب الموافقة على الشروط والأحكام."],
  ["Please choose your trade licence (PDF, JPG or PNG).", "يُرجى اختيار رخصتك التجارية (PDF أو JPG أو PNG)."],
  ["Please sign in to register your business.", "يُرجى تسجيل الدخول لتسجيل نشاطك التجاري."],
  // Products (/shop/add-product).
  ["Please upload a product image.", "يُرجى رفع صورة للمنتج."],
  ["Please enter the product name.", "يُرجى إدخال اسم المنتج."],
  ["Please enter the brand.", "يُرجى إدخال العلامة التجارية."],
  ["Please choose a category.", "يُرجى اختيار الفئة."],
  ["Please enter the price in AED, e.g. 49.99.", "يُرجى إدخال السعر بالدرهم، مثل 49.99."],
  ["Please enter the price with at most two decimals, e.g. 49.99.", "يُرجى إدخال السعر بمنزلتين عشريتين كحد أقصى، مثل 49.99."],
  ["Please enter the price as a number in AED, e.g. 49.99.", "يُرجى إدخال السعر رقمًا بالدرهم، مثل 49.99."],
  ["The price must be more than AED 0.00.", "يجب أن يكون السعر أكثر من AED 0.00."],
  ["Please enter the stock as a whole number, 0 or more.", "يُرجى إدخال الكمية المتوفرة عددًا صحيحًا، 0 أو أكثر."],
  ["Please describe the product.", "يُرجى وصف المنتج."],
  ["Please sign in to add a product.", "يُرجى تسجيل الدخول لإضافة منتج."],
  // Jobs (/careers/post).
  ["Please enter the job title.", "يُرجى إدخال المسمى الوظيفي."],
  ["Please enter the company name.", "يُرجى إدخال اسم الشركة."],
  ["Please choose a location.", "يُرجى اختيار الموقع."],
  ["Please choose a job type.", "يُرجى اختيار نوع الوظيفة."],
  ["Please describe the job.", "يُرجى وصف الوظيفة."],
  ["Please list the requirements, one per line.", "يُرجى ذكر المتطلبات، كل متطلب في سطر."],
  ["Please confirm that the information provided is accurate.", "يُرجى تأكيد صحة المعلومات المقدَّمة."],
  ["Please sign in to post a job.", "يُرجى تسجيل الدخول لنشر وظيفة."],
  // Uploads (any file).
  ["The file could not be stored just now. Please try again in a moment.", "تعذّر حفظ الملف الآن. يُرجى المحاولة مرة أخرى بعد قليل."],
  ["The file was not accepted.", "لم يُقبل الملف."],
];

/** What a file is, as the upload messages name it (graphql/modules/uploads/rules.ts). */
const UPLOAD_LABELS: Record<string, string> = {
  "trade licence": "الرخصة التجارية",
  logo: "الشعار",
  photo: "الصورة",
  "company logo": "شعار الشركة",
  "product image": "صورة المنتج",
};
const label = (english: string) => UPLOAD_LABELS[english.toLowerCase()] ?? english;

/** A file's kind as the upload messages name it (graphql/modules/uploads/content.ts). */
const KIND_NAMES: Record<string, string> = {
  "a PDF": "ملف PDF",
  "a JPEG image": "صورة JPEG",
  "a PNG image": "صورة PNG",
  "a WebP image": "صورة WebP",
  "an SVG drawing": "رسم SVG",
  "a web page": "صفحة ويب",
  "an archive": "ملف مضغوط",
  "a program": "برنامج",
  "a GIF image": "صورة GIF",
  empty: "فارغ",
  "incomplete (cut off before its end)": "غير مكتمل (مقطوع قبل نهايته)",
  "of a type we cannot accept": "من نوع لا يمكننا قبوله",
};
const kind = (english: string) => KIND_NAMES[english] ?? english;
/** 'PDF, JPG or PNG' → 'PDF أو JPG أو PNG'. */
const orList = (english: string) => english.replace(/, | or /g, " أو ");

const LABEL = "(trade licence|logo|photo|company logo|product image)";
const LABEL_CAPITALISED = "(Trade licence|Logo|Photo|Company logo|Product image)";

export const FORM_PATTERNS: { english: RegExp; arabic: (...groups: string[]) => string }[] = [
  { english: /^(.+) is saved\.$/, arabic: (name) => `تم حفظ ${name}.` },
  { english: /^(.+) is added\.$/, arabic: (name) => `تمت إضافة ${name}.` },
  {
    english: /^A listing shows at most (\d+) photos: remove one before adding another\.$/,
    arabic: (count) => `تعرض الصفحة ${count} صور كحد أقصى: أزل صورة قبل إضافة أخرى.`,
  },
  {
    english: /^Please keep (?:the )?(description|reason|opening hours|area|this) (?:to|under) ([\d,]+) characters\.$/,
    arabic: (what, max) => {
      const subject =
        { description: "الوصف", reason: "السبب", "opening hours": "ساعات العمل", area: "اسم المنطقة", this: "النص" }[what ?? ""] ?? "";
      return `يُرجى ألا يتجاوز ${subject} ${max} حرفًا.`;
    },
  },
  { english: /^Please enter at least (\d+) characters\.$/, arabic: (min) => `يُرجى إدخال ${min} أحرف على الأقل.` },
  {
    english: /^Please enter a (latitude|longitude) inside the UAE, between ([\d.-]+) and ([\d.-]+) \(e\.g\. ([\d.-]+)\)\.$/,
    arabic: (axis, from, to, example) =>
      `يُرجى إدخال ${axis === "latitude" ? "خط عرض" : "خط طول"} داخل الإمارات، بين ${from} و${to} (مثل ${example}).`,
  },
  {
    english: /^Please enter a price in AED from 0 to ([\d,]+), with at most 2 decimals\.$/,
    arabic: (max) => `يُرجى إدخال سعر بالدرهم من 0 إلى ${max}، بمنزلتين عشريتين كحد أقصى.`,
  },
  {
    english: /^Please enter a duration in whole minutes, from (\d+) to (\d+)\.$/,
    arabic: (min, max) => `يُرجى إدخال المدة بالدقائق عددًا صحيحًا، من ${min} إلى ${max}.`,
  },
  { english: /^The price can be at most (AED [\d,.]+)\.$/, arabic: (max) => `يمكن أن يصل السعر إلى ${max} كحد أقصى.` },
  { english: /^The stock can be at most ([\d,]+)\.$/, arabic: (max) => `يمكن أن تصل الكمية المتوفرة إلى ${max} كحد أقصى.` },
  // Uploads (graphql/modules/uploads/rules.ts and pipeline.ts).
  {
    english: new RegExp(`^The ${LABEL} file is empty: choose the file again\\.$`),
    arabic: (what) => `ملف ${label(what!)} فارغ: اختر الملف مرة أخرى.`,
  },
  {
    english: new RegExp(`^${LABEL_CAPITALISED} files can be at most ([\\d.]+ [KM]B); this one is (just over )?([\\d.]+ [KM]B)\\.$`),
    arabic: (what, limit, justOver, size) =>
      `الحد الأقصى لحجم ملف ${label(what!)} هو ${limit}؛ وحجم هذا الملف ${justOver ? `يتجاوز ${size} بقليل` : size}.`,
  },
  {
    english: new RegExp(`^The ${LABEL} must be a (.+) file \\(a name ending in (.+)\\)\\.$`),
    arabic: (what, kinds, extensions) => `يجب أن يكون ملف ${label(what!)} بصيغة ${orList(kinds!)} (اسم ينتهي بـ ${extensions}).`,
  },
  {
    english: new RegExp(`^The ${LABEL}'s name has two extensions \\((\\.[^)]+)\\): rename it so it ends in just (\\.\\w+)\\.$`),
    arabic: (what, both, last) => `لاسم ملف ${label(what!)} امتدادان (${both}): أعد تسميته لينتهي بـ ${last} فقط.`,
  },
  {
    english: new RegExp(
      `^The ${LABEL} file is incomplete \\(cut off before its end\\): save or download it again, then choose it again\\.$`,
    ),
    arabic: (what) => `ملف ${label(what!)} غير مكتمل (مقطوع قبل نهايته): احفظه أو نزّله مرة أخرى، ثم اختره من جديد.`,
  },
  {
    english: new RegExp(`^The ${LABEL} must be a (.+) file; this one is (.+)\\.$`),
    arabic: (what, kinds, actual) => `يجب أن يكون ملف ${label(what!)} بصيغة ${orList(kinds!)}؛ وهذا الملف ${kind(actual!)}.`,
  },
  {
    english: /^The file is named (\.\w*) but it is (.+): it looks disguised, so it was not accepted\.$/,
    arabic: (extension, actual) => `اسم الملف ينتهي بـ ${extension} لكنه ${kind(actual!)}: يبدو متنكرًا، لذا لم يُقبل.`,
  },
  {
    english: new RegExp(`^The ${LABEL} could not be read as an image: it may be damaged\\. Choose another file\\.$`),
    arabic: (what) => `تعذّرت قراءة ${label(what!)} كصورة: ربما يكون الملف تالفًا. اختر ملفًا آخر.`,
  },
];
