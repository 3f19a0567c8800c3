/**
 * The messages the public forms show that the API or our rules write in English (field errors,
 * upload refusals, toasts): English templates with `{placeholders}` beside their Arabic, matched
 * against the whole message (app/i18n/translate-message.ts). A placeholder's value is translated in
 * turn when it is itself a listed text ('trade licence', 'a PDF'). Grouped by form, so a page hands
 * over only its own: `formMessagePairs(locale, "uploads", "registration")`.
 */
import { messageCode } from "../../../graphql/shared/results";
import type { Catalogue } from "../define";
import type { Locale } from "../locale";
import type { MessagePair } from "../translate-message";
import { OWNER_MESSAGE_GROUPS } from "./owner-messages.server";

const TEXT: MessagePair[] = [
  ["Please enter text.", "يُرجى إدخال نص."],
  // zod's own word for a value of the wrong kind (a field left out of the post altogether).
  ["Invalid input", "قيمة غير صالحة"],
  ["Please keep this under {max} characters.", "يُرجى ألا يتجاوز النص {max} حرفًا."],
  ["Please enter at least {min} characters.", "يُرجى إدخال {min} أحرف على الأقل."],
  ["Please keep the description to {max} characters.", "يُرجى ألا يتجاوز الوصف {max} حرفًا."],
  ["Please check the highlighted fields.", "يُرجى مراجعة الحقول المحددة."],
  ["This text contains invisible control characters. Please retype it.", "يحتوي هذا النص على رموز تحكم غير مرئية. يُرجى إعادة كتابته."],
  [
    "This text contains characters that reverse its direction. Please retype it.",
    "يحتوي هذا النص على رموز تعكس اتجاهه. يُرجى إعادة كتابته.",
  ],
  [
    "This text stacks too many accents on one letter. Please retype it.",
    "يحتوي هذا النص على علامات تشكيل كثيرة فوق حرف واحد. يُرجى إعادة كتابته.",
  ],
  [
    "Too many {attempts} attempts. Please try again in {minutes} minutes.",
    "محاولات {attempts} كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.",
  ],
  [
    "Too many {attempts} attempts. Please try again in {minutes} minute.",
    "محاولات {attempts} كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.",
  ],
  ["registration", "التسجيل"],
  ["job posting", "نشر الوظائف"],
];

const UPLOADS: MessagePair[] = [
  ["The {label} file is empty: choose the file again.", "ملف {label} فارغ: اختر الملف مرة أخرى."],
  [
    "{label} files can be at most {limit}; this one is just over {limit}.",
    "الحد الأقصى لحجم ملف {label} هو {limit}، وهذا الملف يتجاوزه بقليل.",
  ],
  ["{label} files can be at most {limit}; this one is {size}.", "الحد الأقصى لحجم ملف {label} هو {limit}، وحجم هذا الملف {size}."],
  [
    "The {label} must be a {list} file (a name ending in {extensions}).",
    "يجب أن يكون ملف {label} بصيغة {list} (اسم ينتهي بـ {extensions}).",
  ],
  [
    "The {label}'s name has two extensions (.{hidden}.{last}): rename it so it ends in just .{last}.",
    "اسم ملف {label} يحمل امتدادين (.{hidden}.{last}): أعد تسميته لينتهي بـ .{last} فقط.",
  ],
  [
    "The {label} file is incomplete (cut off before its end): save or download it again, then choose it again.",
    "ملف {label} غير مكتمل (مقطوع قبل نهايته): احفظه أو نزّله من جديد، ثم اختره مرة أخرى.",
  ],
  ["The {label} must be a {list} file; this one is {kind}.", "يجب أن يكون ملف {label} بصيغة {list}، وهذا الملف {kind}."],
  [
    "The file is named .{last} but it is {kind}: it looks disguised, so it was not accepted.",
    "اسم الملف ينتهي بـ .{last} لكنه {kind}: يبدو مموّهًا، لذا لم يُقبل.",
  ],
  [
    "The {label} could not be read as an image: it may be damaged. Choose another file.",
    "تعذّرت قراءة {label} كصورة: ربما يكون الملف تالفًا. اختر ملفًا آخر.",
  ],
  [
    "The {label} is {width} × {height} pixels: images can be at most {megapixels} megapixels and {side} pixels on a side. Make it smaller, then choose it again.",
    "أبعاد {label} {width} × {height} بكسل: الحد الأقصى للصور {megapixels} ميغابكسل و{side} بكسل لكل جانب. صغّرها ثم اخترها مرة أخرى.",
  ],
  ["The file was not accepted.", "لم يُقبل الملف."],
  ["The file could not be stored just now. Please try again in a moment.", "تعذّر حفظ الملف الآن. يُرجى المحاولة مرة أخرى بعد قليل."],
  ["Failed to upload {bucket} file", "تعذّر رفع ملف {bucket}"],
  ["{list}, at most {size}.", "{list}، بحد أقصى {size}."],
  ["trade licence", "الرخصة التجارية"],
  ["logo", "الشعار"],
  ["company logo", "شعار الشركة"],
  ["product image", "صورة المنتج"],
  ["photo", "الصورة"],
  ["provider_documents", "مستندات النشاط التجاري"],
  ["job_postings_assets", "الوظيفة"],
  ["product_images", "المنتج"],
  ["PDF, JPG or PNG", "PDF أو JPG أو PNG"],
  ["JPG, PNG or WebP", "JPG أو PNG أو WebP"],
  ["a PDF", "ملف PDF"],
  ["a JPEG image", "صورة JPEG"],
  ["a PNG image", "صورة PNG"],
  ["a WebP image", "صورة WebP"],
  ["an SVG drawing", "رسم SVG"],
  ["a web page", "صفحة ويب"],
  ["an archive", "ملف مضغوط"],
  ["a program", "برنامج"],
  ["a GIF image", "صورة GIF"],
  ["empty", "فارغ"],
  ["incomplete (cut off before its end)", "غير مكتمل (مقطوع قبل نهايته)"],
  ["of a type we cannot accept", "من نوع لا يمكننا قبوله"],
];

const REGISTRATION: MessagePair[] = [
  ["Please enter your business name.", "يُرجى إدخال اسم نشاطك التجاري."],
  ["Please choose your type of business.", "يُرجى اختيار نوع نشاطك التجاري."],
  ["Please enter the full address.", "يُرجى إدخال العنوان الكامل."],
  ["Please choose the emirate.", "يُرجى اختيار الإمارة."],
  ["Please enter the contact person's name.", "يُرجى إدخال اسم الشخص المسؤول عن التواصل."],
  ["Please enter the business email.", "يُرجى إدخال البريد الإلكتروني للنشاط التجاري."],
  ["Please enter a valid email address, e.g. hello@yoursalon.ae.", "يُرجى إدخال بريد إلكتروني صحيح، مثل hello@yoursalon.ae."],
  ["Please enter a UAE phone number, e.g. 04 123 4567 or 050 123 4567.", "يُرجى إدخال رقم هاتف إماراتي، مثل 04 123 4567 أو 050 123 4567."],
  ["Please describe your business in a sentence or two.", "يُرجى وصف نشاطك التجاري في جملة أو جملتين."],
  ["You must agree to the terms and conditions.", "يجب الموافقة على الشروط والأحكام."],
  ["Please choose your trade licence ({list}).", "يُرجى اختيار ملف الرخصة التجارية ({list})."],
  ["Terms and Conditions", "الشروط والأحكام"],
  ["Registration Submitted!", "تم إرسال طلب التسجيل!"],
  ["Your business registration has been received. We will review it shortly.", "استلمنا طلب تسجيل نشاطك التجاري، وسنراجعه قريبًا."],
  [
    "Your business registration has been received. We will review it shortly. {notice}",
    "استلمنا طلب تسجيل نشاطك التجاري، وسنراجعه قريبًا. {notice}",
  ],
  [
    "Your logo could not be uploaded, so the registration was sent without it. {reason}",
    "تعذّر رفع شعارك، لذا أُرسل طلب التسجيل بدونه. {reason}",
  ],
  ["Registration Failed", "تعذّر التسجيل"],
  [
    "We could not save your registration just now. Please try again in a few minutes.",
    "تعذّر حفظ طلب التسجيل الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
  ],
  [
    "The form could not be read. Please choose your files again and resend it.",
    "تعذّرت قراءة النموذج. يُرجى اختيار ملفاتك مرة أخرى وإعادة إرساله.",
  ],
  [
    "The files are too large together: a trade licence can be at most {licence} and a logo {logo}.",
    "حجم الملفات معًا كبير جدًا: الحد الأقصى للرخصة التجارية {licence} وللشعار {logo}.",
  ],
  ["The registration could not be sent. Check your connection and try again.", "تعذّر إرسال طلب التسجيل. تحقّق من اتصالك وحاول مرة أخرى."],
  ["Please sign in to register your business.", "يُرجى تسجيل الدخول لتسجيل نشاطك التجاري."],
];

const JOB: MessagePair[] = [
  ["Please enter the job title.", "يُرجى إدخال المسمى الوظيفي."],
  ["Please enter the company name.", "يُرجى إدخال اسم الشركة."],
  ["Please choose a location.", "يُرجى اختيار الموقع."],
  ["Please choose a job type.", "يُرجى اختيار نوع الوظيفة."],
  ["Please describe the job.", "يُرجى وصف الوظيفة."],
  ["Please list the requirements, one per line.", "يُرجى كتابة المتطلبات، كل متطلب في سطر."],
  ["Please confirm that the information provided is accurate.", "يُرجى تأكيد دقة المعلومات المقدّمة."],
  ["Please sign in to post a job.", "يُرجى تسجيل الدخول لنشر وظيفة."],
  ["Job Posted Successfully!", "تم نشر الوظيفة بنجاح!"],
  ["Job Posting Failed", "تعذّر نشر الوظيفة"],
  [
    "We could not post your job just now. Please try again in a few minutes.",
    "تعذّر نشر وظيفتك الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
  ],
  [
    "The form could not be read. Please choose the logo again and resend it.",
    "تعذّرت قراءة النموذج. يُرجى اختيار الشعار مرة أخرى وإعادة إرساله.",
  ],
  ["Premium Feature", "ميزة بريميوم"],
  ["Access to {feature} requires an active subscription.", "يتطلب الوصول إلى {feature} اشتراكًا فعّالًا."],
  ["Job Posting", "إعلانات الوظائف"],
  ["Subscribe Now", "اشترك الآن"],
];

const PRODUCT: MessagePair[] = [
  ["Please enter the product name.", "يُرجى إدخال اسم المنتج."],
  ["Please enter the brand.", "يُرجى إدخال العلامة التجارية."],
  ["Please choose a category.", "يُرجى اختيار الفئة."],
  ["Please enter the price in AED, e.g. 49.99.", "يُرجى إدخال السعر بالدرهم، مثل 49.99."],
  ["Please enter the price with at most two decimals, e.g. 49.99.", "يُرجى إدخال السعر بمنزلتين عشريتين على الأكثر، مثل 49.99."],
  ["Please enter the price as a number in AED, e.g. 49.99.", "يُرجى إدخال السعر رقمًا بالدرهم، مثل 49.99."],
  ["The price must be more than AED 0.00.", "يجب أن يزيد السعر على AED 0.00."],
  ["The price can be at most {price}.", "الحد الأقصى للسعر {price}."],
  ["Please enter the stock as a whole number, 0 or more.", "يُرجى إدخال الكمية المتوفرة عددًا صحيحًا، 0 أو أكثر."],
  ["The stock can be at most {max}.", "الحد الأقصى للكمية المتوفرة {max}."],
  ["Please describe the product.", "يُرجى وصف المنتج."],
  ["Please upload a product image.", "يُرجى رفع صورة للمنتج."],
  ["Please sign in to add a product.", "يُرجى تسجيل الدخول لإضافة منتج."],
  ["Image Required", "الصورة مطلوبة"],
  ["Image Upload Failed", "تعذّر رفع الصورة"],
  ["Product could not be added without an image.", "تعذّرت إضافة المنتج بدون صورة."],
  ["Failed to Add Product", "تعذّرت إضافة المنتج"],
  ["Product Added Successfully!", "تمت إضافة المنتج بنجاح!"],
  [
    "We could not add your product just now. Please try again in a few minutes.",
    "تعذّرت إضافة منتجك الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
  ],
  [
    "The form could not be read. Please choose the image again and resend it.",
    "تعذّرت قراءة النموذج. يُرجى اختيار الصورة مرة أخرى وإعادة إرساله.",
  ],
  [
    "Only businesses with an approved listing can add products. Register your business; once it is approved, you can add its products.",
    "لا يضيف المنتجاتِ إلا أصحابُ الأنشطة التجارية ذات الصفحات المعتمدة. سجّل نشاطك التجاري، وبعد اعتماده يمكنك إضافة منتجاته.",
  ],
  ["You can add products only to a business listing you own.", "لا يمكنك إضافة منتجات إلا إلى صفحة نشاط تجاري تملكها."],
  ["Please choose which of your businesses sells this product.", "يُرجى اختيار النشاط التجاري الذي يبيع هذا المنتج."],
  [
    "A business can add at most {max} products in 24 hours. Please try again in {hours} hours.",
    "يمكن للنشاط التجاري إضافة {max} منتجًا كحد أقصى خلال 24 ساعة. يُرجى المحاولة مرة أخرى بعد {hours} ساعة.",
  ],
  [
    "A business can add at most {max} products in 24 hours. Please try again in {hours} hour.",
    "يمكن للنشاط التجاري إضافة {max} منتجًا كحد أقصى خلال 24 ساعة. يُرجى المحاولة مرة أخرى بعد {hours} ساعة.",
  ],
  ["product", "إضافة المنتجات"],
];

const CONTACT: MessagePair[] = [
  ["Please enter your name.", "يُرجى إدخال اسمك."],
  ["Please enter your email address.", "يُرجى إدخال بريدك الإلكتروني."],
  ["Please enter a valid email address.", "يُرجى إدخال بريد إلكتروني صحيح."],
  ["Please enter a subject.", "يُرجى إدخال الموضوع."],
  ["Please enter your message.", "يُرجى إدخال رسالتك."],
];

const BOOKING: MessagePair[] = [
  ["Your booking is cancelled. The time is free for others again.", "تم إلغاء حجزك، وأصبح الوقت متاحًا للآخرين من جديد."],
  [
    "This booking can no longer be cancelled online: it starts in less than 2 hours. Please call the provider.",
    "لم يعد بالإمكان إلغاء هذا الحجز عبر الإنترنت: يبدأ خلال أقل من ساعتين. يُرجى الاتصال بالمزوّد.",
  ],
  ["This booking link is not valid. Please check the link you were given.", "رابط الحجز هذا غير صالح. يُرجى التحقق من الرابط الذي وصلك."],
];

export const MESSAGE_GROUPS = {
  text: TEXT,
  uploads: UPLOADS,
  registration: REGISTRATION,
  job: JOB,
  product: PRODUCT,
  contact: CONTACT,
  booking: BOOKING,
  ...OWNER_MESSAGE_GROUPS,
};
export type MessageGroup = keyof typeof MESSAGE_GROUPS;

const ALL = Object.values(MESSAGE_GROUPS).flat();

/** As a catalogue, for the completeness test (keys, placeholders, Arabic script). */
const catalogue: Catalogue<Record<string, string>> = {
  en: Object.fromEntries(ALL.map(([english]) => [messageCode(english) || english, english])),
  ar: Object.fromEntries(ALL.map(([english, arabic]) => [messageCode(english) || english, arabic])),
};
export default catalogue;

/** The pairs of these groups for a page in `locale` (none in English: the messages are English already). */
export function formMessagePairs(locale: Locale, ...groups: MessageGroup[]): MessagePair[] {
  return locale === "en" ? [] : ["text" as const, ...groups].flatMap((group) => MESSAGE_GROUPS[group]);
}
