/**
 * Messages by code (docs/decisions/037-messages-by-code.md): every code of the registry has its
 * English and its Arabic, both valid ICU with the same arguments, Arabic counts in Arabic's six
 * plural forms; every template reads back to its own code; and the browser's translator says what
 * the server's says. Replaces the tests of the English-template matcher (decision 031).
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import {
  answerIn,
  apiMessage,
  browserMessages,
  byCode,
  formatMessage,
  formatToast,
  MESSAGE_GROUPS,
  optionalAnswerIn,
  sayPart,
  type MessageGroup,
} from "~/i18n/coded-messages.server";
import { MESSAGES_AR, MESSAGE_VALUES_AR } from "~/i18n/catalogues/messages-ar.server";
import { browserTranslator, translateErrors } from "~/i18n/translate-message";
import { englishOf, MESSAGES, readMessage, type MessageCode, type SaidMessage } from "../../graphql/shared/messages";
import { rateLimitMessage } from "../../graphql/modules/accounts/rules";
import { validateRegistration } from "../../graphql/modules/businesses/registration-schema";
import { validateJob } from "../../graphql/modules/jobs/job-schema";
import { validateProduct } from "../../graphql/modules/products/product-schema";
import { dailyProductLimitMessage } from "../../graphql/modules/products/service";
import { premiumRequiredMessage } from "../../graphql/modules/plans/rules";
import { closedMessage } from "../../graphql/modules/bookings/service";
import { say } from "../../graphql/shared/say";
import { answered } from "./answered";
import { checkContent, checkDeclaredFile, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { UPLOAD_FAILED_MESSAGE } from "../../graphql/modules/uploads/pipeline";
import { validateContact } from "~/lib/listings/contact";
import { PRODUCT_TOASTS, imageUploadFailed } from "~/lib/forms/product-toasts";
import { REGISTRATION_TOASTS, registrationSubmitted, uploadFailed } from "~/lib/forms/registration-toasts";
import { AUTH_TOASTS, signInFailed } from "~/lib/auth/auth-toasts";

const ARABIC = /[\u0600-\u06FF]/;
const CODES = Object.keys(MESSAGES) as MessageCode[];

/** An ICU text's arguments, sorted, a count marked as `name:plural`. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.argument || element.type === TYPE.number) found.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${element.type === TYPE.plural ? "plural" : "select"}`);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  return [...found].sort();
}

/** The plural forms an ICU text gives each count. */
function pluralForms(elements: MessageFormatElement[]): string[][] {
  return elements.flatMap((element) => (element.type === TYPE.plural ? [Object.keys(element.options).sort()] : []));
}

/** Sample values: a count is a number, anything else a word. */
function sampleParams(english: string): Record<string, string | number> {
  return Object.fromEntries(
    argumentsOf(parse(english)).map((name) => (name.endsWith(":plural") ? [name.split(":")[0]!, 3] : [name, `x${name}x`])),
  );
}

describe("the message registry and its Arabic", () => {
  it("has codes in SCREAMING_SNAKE, each with English and Arabic, and no Arabic for a code it lacks", () => {
    expect(CODES.length).toBeGreaterThan(150);
    for (const code of CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(Object.keys(MESSAGES_AR).sort()).toEqual([...CODES].sort());
    for (const code of CODES) {
      expect({ code, en: MESSAGES[code].trim() !== "", ar: ARABIC.test(MESSAGES_AR[code]) }).toEqual({ code, en: true, ar: true });
    }
  });

  it("writes both languages in valid ICU with the same arguments", () => {
    for (const code of CODES) {
      const english = argumentsOf(parse(MESSAGES[code]));
      expect({ code, arguments: argumentsOf(parse(MESSAGES_AR[code])) }).toEqual({ code, arguments: english });
    }
  });

  it("gives every Arabic count Arabic's six plural forms", () => {
    const counted = CODES.filter((code) => pluralForms(parse(MESSAGES_AR[code])).length > 0);
    expect(counted).toEqual(expect.arrayContaining(["TOO_MANY_ATTEMPTS", "DAILY_PRODUCT_LIMIT"]));
    for (const code of counted) {
      for (const forms of pluralForms(parse(MESSAGES_AR[code])))
        expect({ code, forms }).toEqual({ code, forms: ["few", "many", "one", "other", "two", "zero"] });
    }
    expect(formatMessage("ar", "TOO_MANY_ATTEMPTS", { attempts: "التسجيل", minutes: 1 })).toBe(
      "محاولات التسجيل كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.",
    );
    expect(formatMessage("ar", "TOO_MANY_ATTEMPTS", { attempts: "التسجيل", minutes: 2 })).toBe(
      "محاولات التسجيل كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقتين.",
    );
    expect(formatMessage("ar", "TOO_MANY_ATTEMPTS", { attempts: "التسجيل", minutes: 5 })).toBe(
      "محاولات التسجيل كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 5 دقائق.",
    );
    expect(formatMessage("ar", "DAILY_PRODUCT_LIMIT", { max: 20, hours: 11 })).toContain("بعد 11 ساعة.");
  });

  it("reads every code's English, as the API writes it, back to that code", () => {
    for (const code of CODES) {
      const text = String(new IntlMessageFormat(MESSAGES[code], "en").format(sampleParams(MESSAGES[code])));
      expect({ text, code: readMessage(text)?.code }).toEqual({ text, code });
    }
    expect(readMessage("Something nobody wrote a code for.")).toBeNull();
  });
});

describe("messages in the page's language", () => {
  const arabic = (message: SaidMessage) => apiMessage("ar", message);

  it("fills the values, and says a value in Arabic when it is a listed word or a message itself", () => {
    expect(arabic("The trade licence file is empty: choose the file again.")).toBe("ملف الرخصة التجارية فارغ: اختر الملف مرة أخرى.");
    expect(arabic("Logo files can be at most 2 MB; this one is 3.4 MB.")).toBe(
      "الحد الأقصى لحجم ملف الشعار هو 2 MB، وحجم هذا الملف 3.4 MB.",
    );
    expect(arabic("Logo files can be at most 2 MB; this one is just over 2 MB.")).toBe(
      "الحد الأقصى لحجم ملف الشعار هو 2 MB، وهذا الملف يتجاوزه بقليل.",
    );
    expect(arabic(rateLimitMessage(60, "job posting"))).toBe("محاولات نشر الوظائف كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.");
    expect(arabic(dailyProductLimitMessage(2 * 3600))).toContain("بعد ساعتين.");
    expect(arabic(premiumRequiredMessage("postJob"))).toBe("يتطلب الوصول إلى إعلانات الوظائف اشتراكًا فعّالًا.");
  });

  it("leaves a message without a code as it is, and English pages untouched", () => {
    expect(arabic("Something nobody wrote a code for.")).toBe("Something nobody wrote a code for.");
    expect(apiMessage("en", "Please enter your business name.")).toBe("Please enter your business name.");
  });

  it("translates toasts (title, description, action label) and field-error maps", () => {
    expect(formatToast("ar", REGISTRATION_TOASTS.terms)).toMatchObject({ title: "الشروط والأحكام", variant: "destructive" });
    // The logo's notice is said by its code with the API's refusal (BusinessRegistrationSubmitted.logoRefusal) as its reason.
    const notice = (locale: "en" | "ar") =>
      sayPart(locale, { code: "REGISTRATION_LOGO_DROPPED", params: { reason: { api: answered(UPLOAD_FAILED_MESSAGE) } } });
    expect(notice("en")).toBe(
      `Your logo could not be uploaded, so the registration was sent without it. ${englishOf(UPLOAD_FAILED_MESSAGE)}`,
    );
    const logoLost = registrationSubmitted(notice("ar"));
    expect(formatToast("ar", logoLost).description).toBe(
      "استلمنا طلب تسجيل نشاطك التجاري، وسنراجعه قريبًا. تعذّر رفع شعارك، لذا أُرسل طلب التسجيل بدونه. تعذّر حفظ الملف الآن. يُرجى المحاولة مرة أخرى بعد قليل.",
    );
    expect(translateErrors(arabic, { image: "Please upload a product image.", name: undefined })).toEqual({
      image: "يُرجى رفع صورة للمنتج.",
      name: undefined,
    });
  });

  it("has Arabic for every message the public forms can show, the same in the browser as on the server", () => {
    const groups = Object.keys(MESSAGE_GROUPS) as MessageGroup[];
    const browser = browserTranslator(browserMessages("ar", ...groups));
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
      englishOf(UPLOAD_FAILED_MESSAGE),
      ...[PRODUCT_TOASTS.imageRequired, imageUploadFailed(), uploadFailed("product_images", englishOf(UPLOAD_FAILED_MESSAGE))]
        .map((toast) => formatToast("en", toast))
        .flatMap((toast) => [toast.title, toast.description ?? ""]),
    ]
      // The server-only upload checks say codes: their English is checked like the rest.
      .map((message) => (message && typeof message === "object" ? englishOf(message) : message))
      .filter((message): message is string => typeof message === "string" && message !== "");
    expect(messages.length).toBeGreaterThan(40);
    for (const message of messages) {
      expect({ message, arabic: ARABIC.test(arabic(message)), browser: browser(message) }).toEqual({
        message,
        arabic: true,
        browser: arabic(message),
      });
    }
  });

  it("hands the browser nothing on English pages, and no count the browser could not say", () => {
    expect(browserMessages("en", "uploads")).toBeNull();
    const handed = browserMessages("ar", ...(Object.keys(MESSAGE_GROUPS) as MessageGroup[]))!;
    expect(Object.keys(handed.templates)).not.toContain("TOO_MANY_ATTEMPTS");
    expect(Object.values(handed.texts).every((text) => !/\{\w+,/.test(text))).toBe(true);
    expect(Object.keys(handed.values)).toEqual([...MESSAGE_VALUES_AR.keys()]);
  });
});

describe("the API's answers read by their code", () => {
  /** What a page's query gets: the English, the code, and the values as strings (GraphQL's MessageParam). */
  it("says them as reading the English back did: counts, values and words alike", () => {
    const messages = [
      rateLimitMessage(120, "booking"),
      rateLimitMessage(60, "product"),
      dailyProductLimitMessage(2 * 3600),
      closedMessage("CLOSURE", { reason: "Eid Al Fitr" }),
      closedMessage("BEYOND_WINDOW"),
      say("TEXT_TOO_LONG", { max: 1000 }),
      premiumRequiredMessage("analytics"),
    ];
    for (const message of messages) {
      const read = byCode(answered(message));
      expect(read).toEqual(readMessage(englishOf(message)));
      expect(answerIn("ar", answered(message))).toBe(apiMessage("ar", englishOf(message)));
      expect(answerIn("en", answered(message))).toBe(englishOf(message));
    }
    expect(answerIn("ar", answered(rateLimitMessage(120, "booking")))).toMatch(/دقيقتين/);
  });

  it("says a slot list's message by its code, and nothing when the list has times", () => {
    const closure = answered(closedMessage("CLOSURE", { reason: "Eid Al Fitr" }));
    expect(optionalAnswerIn("ar", closure)).toBe(apiMessage("ar", closure.message));
    expect(optionalAnswerIn("en", closure)).toBe(closure.message);
    expect(optionalAnswerIn("ar", { message: null, code: null, params: null })).toBeNull();
  });

  it("keeps the API's English for a code the registry does not have", () => {
    expect(byCode({ message: "Something the registry lacks.", code: "UNLISTED_MESSAGE", params: [] })).toBe(
      "Something the registry lacks.",
    );
  });
});

describe("toasts by code", () => {
  it("carry the registry's codes and are formatted on the server, their values said in the page's language", () => {
    expect(AUTH_TOASTS.loginSuccessful.title).toEqual({ code: "AUTH_SIGNED_IN_TITLE" });
    expect(formatToast("ar", AUTH_TOASTS.loginSuccessful)).toEqual({
      title: MESSAGES_AR.AUTH_SIGNED_IN_TITLE,
      description: MESSAGES_AR.AUTH_SIGNED_IN,
    });
    // The bucket is a word of the API's, the reason a message the API wrote: both in Arabic.
    expect(formatToast("ar", uploadFailed("product_images", englishOf(UPLOAD_FAILED_MESSAGE)))).toEqual({
      title: formatMessage("ar", "UPLOAD_FAILED", { bucket: "المنتج" }),
      description: formatMessage("ar", "UPLOAD_NOT_STORED"),
      variant: "destructive",
    });
    // A sign-in refused without a message says 'Something went wrong' in Arabic.
    expect(formatToast("ar", signInFailed(null)).description).toBe(MESSAGES_AR.SOMETHING_WENT_WRONG);
    expect(formatToast("en", PRODUCT_TOASTS.imageRequired)).toEqual({
      title: "Image Required",
      description: "Please upload a product image.",
      variant: "destructive",
    });
  });
});
