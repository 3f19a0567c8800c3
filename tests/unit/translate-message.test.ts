import { describe, expect, it } from "vitest";
import { formMessagePairs, MESSAGE_GROUPS } from "~/i18n/catalogues/form-messages.server";
import { translateErrors, translateToast, translateWith } from "~/i18n/translate-message";
import { validateRegistration } from "../../graphql/modules/businesses/registration-schema";
import { validateJob } from "../../graphql/modules/jobs/job-schema";
import { validateProduct } from "../../graphql/modules/products/product-schema";
import { premiumRequiredMessage } from "../../graphql/modules/plans/rules";
import { rateLimitMessage } from "../../graphql/modules/accounts/rules";
import { checkContent, checkDeclaredFile, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { UPLOAD_FAILED_MESSAGE } from "../../graphql/modules/uploads/pipeline";
import { validateContact } from "~/lib/listings/contact";
import { PRODUCT_TOASTS, imageUploadFailed } from "~/lib/forms/product-toasts";
import { REGISTRATION_TOASTS, registrationSubmitted, uploadFailed } from "~/lib/forms/registration-toasts";

const ARABIC = /[\u0600-\u06FF]/;
const arabic = translateWith(formMessagePairs("ar", ...(Object.keys(MESSAGE_GROUPS) as (keyof typeof MESSAGE_GROUPS)[])));

describe("translating the API's English messages by template", () => {
  it("fills placeholders, and translates a placeholder's value when it is a listed text", () => {
    expect(arabic("The trade licence file is empty: choose the file again.")).toBe("ملف الرخصة التجارية فارغ: اختر الملف مرة أخرى.");
    expect(arabic("Logo files can be at most 2 MB; this one is 3.4 MB.")).toBe(
      "الحد الأقصى لحجم ملف الشعار هو 2 MB، وحجم هذا الملف 3.4 MB.",
    );
    expect(arabic("Logo files can be at most 2 MB; this one is just over 2 MB.")).toBe(
      "الحد الأقصى لحجم ملف الشعار هو 2 MB، وهذا الملف يتجاوزه بقليل.",
    );
    expect(arabic(rateLimitMessage(60, "job posting"))).toBe("محاولات نشر الوظائف كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 1 دقيقة.");
    expect(arabic(premiumRequiredMessage("postJob"))).toBe("يتطلب الوصول إلى إعلانات الوظائف اشتراكًا فعّالًا.");
  });

  it("leaves a message it does not know as it is, and English pages untouched", () => {
    expect(arabic("Something nobody wrote a template for.")).toBe("Something nobody wrote a template for.");
    const english = translateWith(formMessagePairs("en", "registration"));
    expect(english("Please enter your business name.")).toBe("Please enter your business name.");
  });

  it("translates toasts (title, description, action label) and field-error maps", () => {
    expect(translateToast(arabic, REGISTRATION_TOASTS.terms)).toMatchObject({ title: "الشروط والأحكام", variant: "destructive" });
    const logoLost = registrationSubmitted(
      `Your logo could not be uploaded, so the registration was sent without it. ${UPLOAD_FAILED_MESSAGE}`,
    );
    expect(translateToast(arabic, logoLost).description).toBe(
      "استلمنا طلب تسجيل نشاطك التجاري، وسنراجعه قريبًا. تعذّر رفع شعارك، لذا أُرسل طلب التسجيل بدونه. تعذّر حفظ الملف الآن. يُرجى المحاولة مرة أخرى بعد قليل.",
    );
    expect(translateErrors(arabic, { image: "Please upload a product image.", name: undefined })).toEqual({
      image: "يُرجى رفع صورة للمنتج.",
      name: undefined,
    });
  });

  it("has Arabic for every message the public forms can show", () => {
    const { tradeLicense, businessLogo, jobLogo, productImage } = UPLOAD_PURPOSES;
    const messages = [
      ...Object.values(validateRegistration({}).ok ? {} : (validateRegistration({}) as { errors: object }).errors),
      ...Object.values(
        (validateRegistration({ businessEmail: "x", businessPhone: "1", shortDescription: "x".repeat(201) }) as { errors: object }).errors,
      ),
      ...Object.values((validateJob({}) as { errors: object }).errors),
      ...Object.values((validateProduct({}) as { errors: object }).errors),
      ...["abc", "1.234", "0", "99999999"].flatMap((price) =>
        Object.values((validateProduct({ price, stock: "1.5" }) as { errors: object }).errors),
      ),
      ...Object.values(validateContact({ name: "", email: "x", subject: "", message: "" })),
      ...[tradeLicense, businessLogo, jobLogo, productImage].flatMap((purpose) => [
        checkDeclaredFile(purpose, { name: "a.pdf", size: 0 }),
        checkDeclaredFile(purpose, { name: "a.png", size: purpose.maxBytes * 2 }),
        checkDeclaredFile(purpose, { name: "a.exe", size: 10 }),
        checkDeclaredFile(purpose, { name: "a.php.png", size: 10 }),
        checkContent(purpose, "a.png", { kind: "html", accepted: false } as never),
        checkContent(purpose, "a.png", { kind: "truncated", accepted: false } as never),
      ]),
      UPLOAD_FAILED_MESSAGE,
      rateLimitMessage(300, "registration"),
      ...[PRODUCT_TOASTS.imageRequired, imageUploadFailed(), uploadFailed("product_images", UPLOAD_FAILED_MESSAGE)].flatMap((toast) => [
        toast.title,
        toast.description ?? "",
      ]),
    ].filter((message): message is string => typeof message === "string" && message !== "");
    for (const message of messages) expect({ message, arabic: ARABIC.test(arabic(message)) }).toEqual({ message, arabic: true });
  });
});
