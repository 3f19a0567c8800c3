/**
 * The messages the owners' and reviewers' pages show that the API or our rules write in English
 * (field errors, refusals, toasts), as English templates beside their Arabic: groups of
 * form-messages.server.ts (app/i18n/translate-message.ts matches them), so a page asks for its own
 * with `messageTranslator(locale, "listing", …)` (app/lib/forms/public-forms.server.ts).
 */
import type { MessagePair } from "../translate-message";

/** /dashboard/listing/{id}: the profile, photos and services (graphql/modules/listings). */
const LISTING: MessagePair[] = [
  ["Some details need your attention.", "بعض التفاصيل تحتاج إلى مراجعتك."],
  ["Please try again.", "يُرجى المحاولة مرة أخرى."],
  ["Listing Updated", "تم تحديث صفحتك"],
  ["Your business profile is saved.", "تم حفظ ملف نشاطك التجاري."],
  ["The photo is added.", "تمت إضافة الصورة."],
  ["Your photos are saved.", "تم حفظ صورك."],
  ["The service is removed.", "تمت إزالة الخدمة."],
  ["{name} is saved.", "تم حفظ {name}."],
  ["{name} is added.", "تمت إضافة {name}."],
  ["Only the owner of this listing can change it.", "لا يمكن تعديل هذه الصفحة إلا لمالكها."],
  ["This belongs to another account, or does not exist.", "هذا العنصر يخص حسابًا آخر، أو أنه غير موجود."],
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
  ["A listing shows at most {max} photos: remove one before adding another.", "تعرض الصفحة {max} صور كحد أقصى: أزل صورة قبل إضافة أخرى."],
  ["Please choose what to do with a photo.", "يُرجى اختيار الإجراء المطلوب للصورة."],
  ["Please choose a photo (JPG, PNG or WebP, at most 5 MB).", "يُرجى اختيار صورة (JPG أو PNG أو WebP، بحد أقصى 5 MB)."],
  ["Please describe your business for your page.", "يُرجى وصف نشاطك التجاري لصفحتك."],
  ["Please enter the email customers can write to.", "يُرجى إدخال البريد الإلكتروني الذي يراسلك عليه العملاء."],
  [
    "Please enter your opening hours, e.g. Sat–Thu 10:00–18:00, Fri closed.",
    "يُرجى إدخال ساعات العمل، مثل: السبت–الخميس 10:00–18:00، الجمعة مغلق.",
  ],
  ["Please keep the opening hours to {max} characters.", "يُرجى ألا تتجاوز ساعات العمل {max} حرفًا."],
  ["Please enter the area customers know you by, e.g. Jumeirah.", "يُرجى إدخال المنطقة التي يعرفك بها العملاء، مثل جميرا."],
  ["Please keep the area to {max} characters.", "يُرجى ألا يتجاوز اسم المنطقة {max} حرفًا."],
  [
    "Please enter a latitude inside the UAE, between {from} and {to} (e.g. {example}).",
    "يُرجى إدخال خط عرض داخل الإمارات، بين {from} و{to} (مثل {example}).",
  ],
  [
    "Please enter a longitude inside the UAE, between {from} and {to} (e.g. {example}).",
    "يُرجى إدخال خط طول داخل الإمارات، بين {from} و{to} (مثل {example}).",
  ],
  ["Please enter the service's name.", "يُرجى إدخال اسم الخدمة."],
  [
    "Please enter a price in AED from 0 to {max}, with at most 2 decimals.",
    "يُرجى إدخال سعر بالدرهم من 0 إلى {max}، بمنزلتين عشريتين كحد أقصى.",
  ],
  ["Please enter a duration in whole minutes, from {min} to {max}.", "يُرجى إدخال المدة بالدقائق عددًا صحيحًا، من {min} إلى {max}."],
  [
    "Please describe the photo for people who cannot see it, e.g. 'Treatment room with two chairs'.",
    "يُرجى وصف الصورة لمن لا يستطيع رؤيتها، مثل: «غرفة علاج بكرسيين».",
  ],
];

/** /admin/registrations (graphql/modules/review). */
const REVIEW: MessagePair[] = [
  ["Please say why the registration is rejected: the owner will read it.", "يُرجى ذكر سبب رفض الطلب: سيقرؤه صاحب النشاط."],
  ["Please keep the reason to {max} characters.", "يُرجى ألا يتجاوز السبب {max} حرفًا."],
  ["Please give a reason.", "يُرجى ذكر السبب."],
  ["This registration has already been approved: its listing exists.", "تمت الموافقة على هذا الطلب من قبل: صفحته موجودة."],
  ["This registration has already been approved, so it cannot be rejected.", "تمت الموافقة على هذا الطلب من قبل، لذا لا يمكن رفضه."],
  ["This registration was rejected, so it cannot be approved.", "رُفض هذا الطلب، لذا لا يمكن الموافقة عليه."],
  ["This registration has already been rejected.", "رُفض هذا الطلب من قبل."],
  ["Only reviewers can review business registrations.", "مراجعة طلبات تسجيل الأنشطة التجارية متاحة للمراجعين فقط."],
  ["There is no registration with this id.", "لا يوجد طلب تسجيل بهذا المعرّف."],
  ["Please sign in to review registrations.", "يُرجى تسجيل الدخول لمراجعة الطلبات."],
  ["Please choose Approve or Reject.", "يُرجى اختيار الموافقة أو الرفض."],
];

/**
 * /dashboard/provider and /dashboard/subscription (graphql/modules/dashboard, plans; app/lib/dashboard/dashboard.ts).
 * The Premium Feature toast's own words are the job form's (group "job"): the dashboard asks for both.
 */
const DASHBOARD: MessagePair[] = [
  ["Full Booking Management & Calendar", "الإدارة الكاملة للحجوزات والتقويم"],
  ["Full Booking Management", "الإدارة الكاملة للحجوزات"],
  ["Advanced Analytics & Reports", "التحليلات والتقارير المتقدمة"],
  ["Offer Placement", "نشر العروض"],
  ["Create Offer page coming soon!", "صفحة إنشاء العروض قريبًا!"],
  ["Coming Soon!", "قريبًا!"],
  ["Profile editing will be available soon.", "سيتوفر تعديل الملف التعريفي قريبًا."],
  ["Booking Cancelled", "تم إلغاء الحجز"],
  ["The time is free for other customers again.", "أصبح الموعد متاحًا للعملاء الآخرين مجددًا."],
  ["Booking Not Found", "الحجز غير موجود"],
  ["This booking was not found among your business's bookings.", "لم يُعثر على هذا الحجز ضمن حجوزات نشاطك التجاري."],
  ["Subscription Activated!", "تم تفعيل الاشتراك!"],
  ["Subscription Cancelled", "تم إلغاء الاشتراك"],
  // Offers (createOffer): /dashboard/offers/new.
  ["Offer Created", "تم إنشاء العرض"],
  ["Your offer is listed on your dashboard.", "عرضك مُدرج في لوحة التحكم."],
  ["Please choose the business the offer is for.", "يُرجى اختيار النشاط التجاري الذي يخصه العرض."],
  ["Please enter the offer's title.", "يُرجى إدخال عنوان العرض."],
  ["Please describe the offer.", "يُرجى وصف العرض."],
  ["Please say whether the offer is active.", "يُرجى تحديد ما إذا كان العرض نشطًا."],
  ["Please check the offer's details.", "يُرجى مراجعة تفاصيل العرض."],
  ["You can place offers only for a business you manage.", "يمكنك نشر العروض فقط لنشاط تجاري تديره."],
];

export const OWNER_MESSAGE_GROUPS = { listing: LISTING, review: REVIEW, dashboard: DASHBOARD };
