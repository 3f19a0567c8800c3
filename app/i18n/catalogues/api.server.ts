/**
 * The API's messages (English, as the spec words them) in Arabic, keyed by their stable code
 * (`messageCode`, graphql/shared/results.ts). Loaders and actions of Arabic pages pass what the API
 * said through `apiMessage` (messages.server.ts); a message not listed stays in English.
 */
import { messageCode } from "../../../graphql/shared/results";
import type { Catalogue } from "../define";

const PAIRS: [english: string, arabic: string][] = [
  ["Please select a date first.", "يُرجى اختيار التاريخ أولًا."],
  ["No available slots for this date, or provider is closed.", "لا توجد مواعيد متاحة في هذا التاريخ، أو أن المزوّد مغلق."],
  ["This date is in the past. Please choose today or a later date.", "هذا التاريخ مضى. يُرجى اختيار اليوم أو تاريخ لاحق."],
  ["Please enter a valid date.", "يُرجى إدخال تاريخ صحيح."],
  ["Bookings open up to 90 days ahead. Please choose an earlier date.", "الحجز متاح حتى 90 يومًا مقدمًا. يُرجى اختيار تاريخ أقرب."],
  ["Sorry, that time was just taken by someone else. Please pick another time.", "عذرًا، حجز شخص آخر هذا الوقت للتو. يُرجى اختيار وقت آخر."],
  [
    "This booking request was already used for a different booking, so nothing was booked. Please start the booking again.",
    "سبق استخدام طلب الحجز هذا لحجز آخر، لذا لم يتم أي حجز. يُرجى بدء الحجز من جديد.",
  ],
  [
    "This phone number already has 3 bookings with this provider on that day. Please choose another day.",
    "لدى رقم الهاتف هذا 3 حجوزات مع هذا المزوّد في ذلك اليوم. يُرجى اختيار يوم آخر.",
  ],
  [
    "Too many bookings with this provider on that day come from your internet connection. Please choose another day, or call the provider to book.",
    "صدر من اتصالك بالإنترنت عدد كبير جدًا من الحجوزات مع هذا المزوّد في ذلك اليوم. يُرجى اختيار يوم آخر، أو الاتصال بالمزوّد للحجز.",
  ],
  ["Please correct the highlighted fields.", "يُرجى تصحيح الحقول المحددة."],
  ["This service is not offered by this provider.", "هذه الخدمة لا يقدّمها هذا المزوّد."],
  ["Please select one of this provider's services.", "يُرجى اختيار إحدى خدمات هذا المزوّد."],
  ["That time is not available for booking.", "هذا الوقت غير متاح للحجز."],
  ["Please select one of the available times.", "يُرجى اختيار أحد الأوقات المتاحة."],
  ["Please select a service.", "يُرجى اختيار الخدمة."],
  ["Please select a date.", "يُرجى اختيار التاريخ."],
  ["Please select a time.", "يُرجى اختيار الوقت."],
  ["Please select a service, date, and time.", "يُرجى اختيار الخدمة والتاريخ والوقت."],
  ["Please enter your name (2 to 80 characters).", "يُرجى إدخال اسمك (من 2 إلى 80 حرفًا)."],
  [
    "Please enter a UAE phone number, e.g. 050 123 4567 or +971 4 123 4567.",
    "يُرجى إدخال رقم هاتف إماراتي، مثل 050 123 4567 أو \u2066+971 4 123 4567\u2069.",
  ],
  ["Please enter a valid email address, or leave it empty.", "يُرجى إدخال بريد إلكتروني صحيح، أو ترك الحقل فارغًا."],
  ["The booking request is malformed: reload the page and try again.", "طلب الحجز غير صالح: أعد تحميل الصفحة وحاول مرة أخرى."],
  [
    "The times shown were for another date or service, so nothing was booked. Please choose a time for the date shown.",
    "الأوقات المعروضة كانت لتاريخ أو خدمة أخرى، لذا لم يتم أي حجز. يُرجى اختيار وقت للتاريخ المعروض.",
  ],
  ["This text contains invisible control characters. Please retype it.", "يحتوي هذا النص على رموز تحكم غير مرئية. يُرجى إعادة كتابته."],
  [
    "This text contains characters that reverse its direction. Please retype it.",
    "يحتوي هذا النص على رموز تعكس اتجاهه. يُرجى إعادة كتابته.",
  ],
  [
    "This text stacks too many accents on one letter. Please retype it.",
    "يحتوي هذا النص على علامات تشكيل كثيرة فوق حرف واحد. يُرجى إعادة كتابته.",
  ],
  ["Invalid login credentials", "بيانات تسجيل الدخول غير صحيحة"],
  ["User already registered", "المستخدم مسجّل بالفعل"],
  ["Email not confirmed", "لم يتم تأكيد البريد الإلكتروني"],
  ["You must provide either an email or phone number and a password", "يجب إدخال البريد الإلكتروني أو رقم الهاتف مع كلمة المرور"],
  ["Unable to validate email address: invalid format", "تعذّر التحقق من البريد الإلكتروني: الصيغة غير صحيحة"],
  [
    "Password is known to be weak and easy to guess, please choose a different one.",
    "كلمة المرور هذه معروفة بأنها ضعيفة وسهلة التخمين، يُرجى اختيار كلمة أخرى.",
  ],
  [
    "Password is too easy to guess: avoid repeated or sequential characters, dates, and words from this site or your email address. A few unrelated words make a strong password.",
    "كلمة المرور سهلة التخمين: تجنّب الأحرف المكررة أو المتتالية والتواريخ والكلمات المأخوذة من هذا الموقع أو من بريدك الإلكتروني. بضع كلمات لا رابط بينها تصنع كلمة مرور قوية.",
  ],
  ["Password should be at least 8 characters.", "يجب ألا تقل كلمة المرور عن 8 أحرف."],
  ["Password cannot be longer than 128 characters", "لا يمكن أن تزيد كلمة المرور على 128 حرفًا"],
  ["Please sign in to continue.", "يُرجى تسجيل الدخول للمتابعة."],
  ["Something went wrong", "حدث خطأ ما"],
  // The site's own toasts, made on the server (app/lib/auth/auth-toasts.ts).
  ["Login Successful!", "تم تسجيل الدخول بنجاح!"],
  ["Welcome back! Redirecting you to your dashboard...", "مرحبًا بعودتك! جارٍ نقلك إلى لوحة التحكم..."],
  ["Registration Successful!", "تم التسجيل بنجاح!"],
  ["Please check your email to verify your account.", "يُرجى مراجعة بريدك الإلكتروني لتأكيد حسابك."],
  ["Signed Out", "تم تسجيل الخروج"],
  ["You have been successfully signed out.", "تم تسجيل خروجك بنجاح."],
  ["Logged Out", "تم تسجيل الخروج"],
  ["You have been successfully logged out.", "تم تسجيل خروجك بنجاح."],
  ["Passwords do not match", "كلمتا المرور غير متطابقتين"],
  ["Please check your passwords and try again.", "يُرجى التحقق من كلمتي المرور والمحاولة مرة أخرى."],
  ["Sign in Failed", "تعذّر تسجيل الدخول"],
  ["Sign up Failed", "تعذّر إنشاء الحساب"],
  ["Sign out Failed", "تعذّر تسجيل الخروج"],
];

const catalogue: Catalogue<Record<string, string>> = {
  en: Object.fromEntries(PAIRS.map(([english]) => [messageCode(english), english])),
  ar: Object.fromEntries(PAIRS.map(([english, arabic]) => [messageCode(english), arabic])),
};

export default catalogue;

/** Messages with a number in them: 'Too many sign-in attempts. Please try again in 3 minutes.' */
export const PATTERNS: { english: RegExp; arabic: (...groups: string[]) => string }[] = [
  {
    english: /^Too many (sign-in|sign-up|booking|registration) attempts\. Please try again in (\d+) minutes?\.$/,
    arabic: (kind, minutes) => {
      const what = { "sign-in": "تسجيل الدخول", "sign-up": "إنشاء الحساب", booking: "الحجز", registration: "التسجيل" }[kind ?? ""] ?? "";
      return `محاولات ${what} كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${minutes} دقيقة.`;
    },
  },
];
