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
  },
});
