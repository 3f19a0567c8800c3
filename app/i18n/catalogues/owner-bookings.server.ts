/** The owner's "New booking" page (/dashboard/listing/{id}/bookings/new, issue #32): walk-in and phone bookings. */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    newMetaTitle: "New booking — GlowUAE",
    backToDashboard: "Back to the dashboard",
    newTitle: "New booking",
    newLead:
      "{name}: enter a walk-in or a phone booking. Its time is taken at once; a visit earlier today can be recorded too. Times are UAE time.",
    source: "How did the customer book?",
    walkIn: "Walk-in",
    phone: "Phone",
    service: "Service",
    chooseService: "Choose a service",
    professional: "Professional",
    chooseProfessional: "Choose a professional",
    date: "Date",
    time: "Time",
    customerName: "Customer's name",
    customerPhone: "Customer's phone",
    customerEmail: "Customer's email (optional)",
    customerEmailHint: "With an email, the customer is sent the confirmation and a link to manage the booking.",
    save: "Add booking",
    saving: "Adding…",
  },
  ar: {
    newMetaTitle: "حجز جديد — GlowUAE",
    backToDashboard: "العودة إلى لوحة التحكم",
    newTitle: "حجز جديد",
    newLead:
      "{name}: أدخل حجزًا لعميل حاضر أو حجزًا هاتفيًا. يُحجز وقته فورًا، ويمكن أيضًا تسجيل زيارة تمت في وقت سابق اليوم. الأوقات بتوقيت الإمارات.",
    source: "كيف حجز العميل؟",
    walkIn: "حضور مباشر",
    phone: "هاتف",
    service: "الخدمة",
    chooseService: "اختر خدمة",
    professional: "المختص",
    chooseProfessional: "اختر مختصًا",
    date: "التاريخ",
    time: "الوقت",
    customerName: "اسم العميل",
    customerPhone: "هاتف العميل",
    customerEmail: "البريد الإلكتروني للعميل (اختياري)",
    customerEmailHint: "مع البريد الإلكتروني، يُرسل إلى العميل التأكيد ورابط لإدارة الحجز.",
    save: "إضافة الحجز",
    saving: "جارٍ الإضافة…",
  },
});
