/** What the public list pages (/shop, /careers) and forms (registration, job, product) share. */
import { defineCatalogue } from "../define";

export default defineCatalogue({
  en: {
    apply: "Apply",
    pages: "Pages",
    firstPage: "First page",
    nextPage: "Next page",
    checkFields: "Please check the highlighted fields.",
    characterCount: "{count}/{max} characters",
    atMost: "At most {max} characters.",
    uploadProgress: "Upload progress",
    uploading: "Uploading… {percent}%",
  },
  ar: {
    apply: "تطبيق",
    pages: "الصفحات",
    firstPage: "الصفحة الأولى",
    nextPage: "الصفحة التالية",
    checkFields: "يُرجى مراجعة الحقول المحددة.",
    characterCount: "{count}/{max} حرفًا",
    atMost: "{max} حرفًا كحد أقصى.",
    uploadProgress: "تقدّم الرفع",
    uploading: "جارٍ الرفع… {percent}%",
  },
});
