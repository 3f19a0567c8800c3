/** The account page (/account): download my data, delete my account (UAE PDPL, decision 058). */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    metaTitle: "Account & Data — GlowUAE",
    heading: "Account & Data",
    lead: "What GlowUAE keeps about you, and your rights over it under the UAE Personal Data Protection Law.",
    signedInAs: "Signed in as {email}",
    downloadHeading: "Download my data",
    downloadText:
      "A JSON file with your account (email, when it was made, language, whether the address is verified), the bookings you made while signed in, and the listings you own.",
    download: "Download my data (JSON)",
    deleteHeading: "Delete my account",
    deleteText:
      "This deletes your account and signs you out everywhere. Salons keep their records of your bookings, without your name, phone or email. An account that owns a listing can't be deleted until the listing is handed over or closed.",
    deletePassword: "Your password, to confirm",
    deleteButton: "Delete my account",
    deleting: "Deleting...",
  },
  ar: {
    metaTitle: "الحساب والبيانات — GlowUAE",
    heading: "الحساب والبيانات",
    lead: "ما يحتفظ به GlowUAE عنك، وحقوقك عليه بموجب قانون حماية البيانات الشخصية في دولة الإمارات.",
    signedInAs: "تم تسجيل الدخول باسم {email}",
    downloadHeading: "تنزيل بياناتي",
    downloadText:
      "ملف JSON يضم حسابك (البريد الإلكتروني، وتاريخ إنشائه، واللغة، وما إذا كان العنوان مؤكدًا)، والحجوزات التي أجريتها أثناء تسجيل الدخول، والصفحات التي تملكها.",
    download: "تنزيل بياناتي (JSON)",
    deleteHeading: "حذف حسابي",
    deleteText:
      "يؤدي هذا إلى حذف حسابك وتسجيل خروجك من كل مكان. تحتفظ الصالونات بسجلات حجوزاتك دون اسمك أو هاتفك أو بريدك الإلكتروني. لا يمكن حذف حساب يملك صفحة حتى تُنقل الصفحة إلى غيره أو تُغلق.",
    deletePassword: "كلمة المرور للتأكيد",
    deleteButton: "حذف حسابي",
    deleting: "جارٍ الحذف...",
  },
});
