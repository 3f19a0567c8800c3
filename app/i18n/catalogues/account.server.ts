/** The signed-in visitor's menu: handed over only when someone is signed in. */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    myAccount: "My Account",
    dashboard: "Dashboard",
    myBookings: "My Bookings",
    accountAndData: "Account & Data",
    registrations: "Registrations",
    signOut: "Sign Out",
  },
  ar: {
    myAccount: "حسابي",
    dashboard: "لوحة التحكم",
    myBookings: "حجوزاتي",
    accountAndData: "الحساب والبيانات",
    registrations: "طلبات التسجيل",
    signOut: "تسجيل الخروج",
  },
});
