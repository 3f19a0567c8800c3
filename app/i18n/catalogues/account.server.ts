/** The signed-in visitor's menu: handed over only when someone is signed in. */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    myAccount: "My Account",
    dashboard: "Dashboard",
    myBookings: "My Bookings",
    accountAndData: "Account & Data",
    registrations: "Registrations",
    deadLetters: "Undelivered messages",
    signOut: "Sign Out",
  },
  ar: {
    myAccount: "حسابي",
    dashboard: "لوحة التحكم",
    myBookings: "حجوزاتي",
    accountAndData: "الحساب والبيانات",
    registrations: "طلبات التسجيل",
    deadLetters: "الرسائل غير المُسلَّمة",
    signOut: "تسجيل الخروج",
  },
});
