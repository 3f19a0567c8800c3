/**
 * Every message the API's form schemas, upload rules and owner services give has a code in the
 * registry (graphql/shared/messages.ts) and its Arabic by that code: the schemas are run on wrong
 * input, and each message they answer with must read back to a code and come back from the
 * translator in Arabic, numbers and names kept. A copy edit in a service that the registry does not
 * follow fails here.
 */
import { describe, expect, it } from "vitest";
import { formatToast, MESSAGE_GROUPS, type MessageGroup } from "~/i18n/coded-messages.server";
import { englishOf, readMessage, type SaidMessage } from "../../graphql/shared/messages";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import { answered } from "./answered";
import { validateRegistration } from "../../graphql/modules/businesses/registration-schema";
import { createOfferSchema } from "../../graphql/modules/dashboard/offer-schema";
import {
  BOOKING_NOT_FOUND_MESSAGE,
  CREATE_OFFER_INVALID_MESSAGE,
  NOT_YOUR_PROVIDER_MESSAGE,
} from "../../graphql/modules/dashboard/service";
import { validateJob } from "../../graphql/modules/jobs/job-schema";
import { NOT_SIGNED_IN_TO_POST_MESSAGE } from "../../graphql/modules/jobs/service";
import { validateListingProfile, validateListingService, validatePhotoAlt } from "../../graphql/modules/listings/listing-schema";
import { INVALID_MESSAGE, NOT_YOUR_LISTING, PHOTOS_FULL_MESSAGE } from "../../graphql/modules/listings/service";
import { PREMIUM_FEATURES, premiumRequiredMessage, type PremiumFeature } from "../../graphql/modules/plans/rules";
import { IMAGE_REQUIRED_MESSAGE, validateProduct } from "../../graphql/modules/products/product-schema";
import {
  BUSINESS_LISTING_REQUIRED_MESSAGE,
  CHOOSE_LISTING_MESSAGE,
  dailyProductLimitMessage,
  NOT_SIGNED_IN_TO_ADD_MESSAGE,
  NOT_YOUR_LISTING_MESSAGE,
} from "../../graphql/modules/products/service";
import { rateLimitMessage } from "../../graphql/modules/accounts/rules";
import {
  alreadyDecidedMessage,
  NO_SUCH_REGISTRATION_MESSAGE,
  NOT_A_REVIEWER_MESSAGE,
  validateRejection,
} from "../../graphql/modules/review/rules";
import { KIND_NAMES, type DetectedContent } from "../../graphql/modules/uploads/content";
import { UPLOAD_FAILED_MESSAGE } from "../../graphql/modules/uploads/pipeline";
import { checkContent, checkDeclaredFile, checkImageSize, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { NOT_ALLOWED_MESSAGE, parseInput, type FieldErrors } from "../../graphql/shared/results";
import {
  BEYOND_WINDOW_MESSAGE,
  CLIENT_LIMIT_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  KEY_REUSED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from "../../graphql/modules/bookings/service";
import { DASHBOARD_TOASTS, premiumFeatureToast, premiumFeatureToastFor } from "~/lib/dashboard/dashboard";

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const long = (length: number) => "a".repeat(length + 1);
const messages = (parsed: { ok: true } | { ok: false; errors: FieldErrors }): SaidMessage[] =>
  parsed.ok ? [] : Object.values(parsed.errors).filter((message) => message !== undefined);

/** The messages the API's schemas give for empty, too long and malformed input. */
function schemaMessages(): SaidMessage[] {
  return [
    ...messages(validateListingProfile({})),
    ...messages(validateListingProfile({ about: "  ", phone: "12", email: "no-at-sign", openingHours: "", latitude: "x", longitude: "x" })),
    ...messages(
      validateListingProfile({ about: long(1000), openingHours: long(200), address: long(300), location: long(60), latitude: "0" }),
    ),
    ...messages(validateListingProfile({ location: " " })),
    ...messages(validateListingService({})),
    ...messages(validateListingService({ name: long(80), priceAed: "1.234", durationMinutes: "2" })),
    ...messages(validatePhotoAlt({})),
    ...messages(validatePhotoAlt({ alt: long(150) })),
    ...messages(validateRegistration({})),
    ...messages(validateRegistration({ businessEmail: "x", shortDescription: long(200), businessName: long(120) })),
    ...messages(validateProduct({})),
    ...["", "abc", "1.999", "0", "99999999"].flatMap((price) => messages(validateProduct({ price, stock: "x" }))),
    ...messages(validateProduct({ stock: "99999999", description: long(2000) })),
    ...messages(validateJob({})),
    ...messages(validateRejection({})),
    ...messages(validateRejection({ reason: long(500) })),
    ...messages(parseInput(createOfferSchema, { active: "yes" })),
    ...messages(parseInput(createOfferSchema, { title: "\u202eflip" })),
  ];
}

/** What the upload rules answer for each purpose and each kind of wrong file. */
function uploadMessages(): SaidMessage[] {
  const refused: DetectedContent[] = (Object.keys(KIND_NAMES) as DetectedContent["kind"][])
    .filter((kind) => !["pdf", "jpeg", "png", "webp"].includes(kind))
    .map((kind) => ({ accepted: false, kind }) as DetectedContent);
  return Object.values(UPLOAD_PURPOSES).flatMap((purpose) =>
    [
      checkDeclaredFile(purpose, { name: "a.png", size: 0 }),
      checkDeclaredFile(purpose, { name: "a.png", size: purpose.maxBytes + 1 }),
      checkDeclaredFile(purpose, { name: "a.png", size: purpose.maxBytes * 2 }),
      checkDeclaredFile(purpose, { name: "a.exe", size: 10 }),
      checkDeclaredFile(purpose, { name: "a.php.png", size: 10 }),
      ...refused.map((content) => checkContent(purpose, "a.png", content)),
      checkContent(purpose, "a.png", { accepted: true, kind: "pdf" }),
      checkContent(purpose, "a.jpg", { accepted: true, kind: "png" }),
      `The ${purpose.label} could not be read as an image: it may be damaged. Choose another file.`,
      checkImageSize(purpose, null),
      checkImageSize(purpose, { width: 12_000, height: 12_000 }),
    ].filter((message): message is SaidMessage => message !== null),
  );
}

const SERVICE_MESSAGES: SaidMessage[] = [
  INVALID_MESSAGE,
  NOT_YOUR_LISTING,
  PHOTOS_FULL_MESSAGE,
  NOT_ALLOWED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CREATE_OFFER_INVALID_MESSAGE,
  NOT_YOUR_PROVIDER_MESSAGE,
  NOT_SIGNED_IN_TO_POST_MESSAGE,
  NOT_SIGNED_IN_TO_ADD_MESSAGE,
  BUSINESS_LISTING_REQUIRED_MESSAGE,
  NOT_YOUR_LISTING_MESSAGE,
  CHOOSE_LISTING_MESSAGE,
  dailyProductLimitMessage(3600),
  dailyProductLimitMessage(5 * 3600),
  rateLimitMessage(60, "product"),
  IMAGE_REQUIRED_MESSAGE,
  NOT_A_REVIEWER_MESSAGE,
  NO_SUCH_REGISTRATION_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  alreadyDecidedMessage("Approved", "approve"),
  alreadyDecidedMessage("Approved", "reject"),
  alreadyDecidedMessage("Rejected", "approve"),
  alreadyDecidedMessage("Rejected", "reject"),
  ...(Object.keys(PREMIUM_FEATURES) as PremiumFeature[]).map(premiumRequiredMessage),
  // The booking refusals the provider page shows.
  SLOT_TAKEN_MESSAGE,
  KEY_REUSED_MESSAGE,
  BEYOND_WINDOW_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  CLIENT_LIMIT_MESSAGE,
];

const arabic = messageTranslator("ar", ...(Object.keys(MESSAGE_GROUPS) as MessageGroup[]));
const english = messageTranslator("en", ...(Object.keys(MESSAGE_GROUPS) as MessageGroup[]));

describe("the API's messages in Arabic", () => {
  const all = [...new Set([...schemaMessages(), ...uploadMessages(), ...SERVICE_MESSAGES])];

  it("finds enough messages to be worth checking", () => {
    expect(all.length).toBeGreaterThan(80);
  });

  it("reads every message of the forms' schemas, the upload rules and the owners' services back to its code", () => {
    // Those by code need no reading; the rest (still written in English) must read back.
    const unknown = all.filter((message) => typeof message === "string" && readMessage(message) === null);
    expect(unknown).toEqual([]);
    expect(readMessage("Please keep the description to 1000 characters.")).toEqual({
      code: "DESCRIPTION_TOO_LONG",
      params: { max: "1000" },
    });
    expect(rateLimitMessage(120, "product")).toEqual({
      code: "TOO_MANY_ATTEMPTS",
      params: { attempts: "product", minutes: 2 },
    });
  });

  it("has Arabic for every message of the forms' schemas, the upload rules and the owners' services", () => {
    const missing = all.filter((message) => !ARABIC_LETTER.test(arabic.message(message)));
    expect(missing).toEqual([]);
  });

  it("keeps the numbers and names a message carries", () => {
    expect(arabic.message("Please keep the description to 1000 characters.")).toBe("يُرجى ألا يتجاوز الوصف 1000 حرفًا.");
    expect(arabic.message("Please enter a duration in whole minutes, from 5 to 480.")).toBe(
      "يُرجى إدخال المدة بالدقائق عددًا صحيحًا، من 5 إلى 480.",
    );
    expect(arabic.message("Classic Manicure is saved.")).toBe("تم حفظ Classic Manicure.");
    expect(arabic.message("Photo files can be at most 5 MB; this one is 7.2 MB.")).toBe(
      "الحد الأقصى لحجم ملف الصورة هو 5 MB، وحجم هذا الملف 7.2 MB.",
    );
    expect(arabic.message(checkImageSize(UPLOAD_PURPOSES.productImage, { width: 12_000, height: 9000 })!)).toBe(
      "أبعاد صورة المنتج 12,000 × 9,000 بكسل: الحد الأقصى للصور 40 ميغابكسل و12,000 بكسل لكل جانب. صغّرها ثم اخترها مرة أخرى.",
    );
    expect(arabic.message(dailyProductLimitMessage(3 * 3600))).toBe(
      "يمكن للنشاط التجاري إضافة 20 منتجًا كحد أقصى خلال 24 ساعة. يُرجى المحاولة مرة أخرى بعد 3 ساعات.",
    );
    expect(arabic.message(rateLimitMessage(60, "product"))).toBe(
      "محاولات إضافة المنتجات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.",
    );
    expect(arabic.message(premiumRequiredMessage("analytics"))).toBe("يتطلب الوصول إلى التحليلات والتقارير المتقدمة اشتراكًا فعّالًا.");
  });

  it("leaves English as the API wrote it", () => {
    for (const message of all) expect(english.message(message)).toBe(englishOf(message));
  });

  it("translates the dashboard's toasts, their button too", () => {
    // /careers/post's refusal: the API's PremiumRequired, said by its code.
    const toast = arabic.toast(premiumFeatureToast(answered(premiumRequiredMessage("createOffer"))));
    expect(toast).toMatchObject({ title: "ميزة بريميوم", action: { label: "اشترك الآن", href: "/dashboard/subscription" } });
    // The dashboard's own toasts are codes, formatted on the server without reading English back.
    expect(formatToast("ar", premiumFeatureToastFor("createOffer"))).toEqual({ ...toast, variant: "destructive" });
    for (const coded of Object.values(DASHBOARD_TOASTS)) {
      const { title, description } = formatToast("ar", coded);
      expect(ARABIC_LETTER.test(title)).toBe(true);
      if ("description" in coded) expect(ARABIC_LETTER.test(description ?? "")).toBe(true);
    }
  });

  it("names every premium feature in Arabic in the Premium Feature toast, Job Posting too", () => {
    for (const feature of Object.keys(PREMIUM_FEATURES) as PremiumFeature[]) {
      const { description } = formatToast("ar", premiumFeatureToastFor(feature));
      expect(description, feature).toMatch(/^يتطلب الوصول إلى [^A-Za-z]+ اشتراكًا فعّالًا\.$/);
      expect(formatToast("en", premiumFeatureToastFor(feature)).description).toBe(englishOf(premiumRequiredMessage(feature)));
    }
    expect(formatToast("ar", premiumFeatureToastFor("postJob")).description).toBe("يتطلب الوصول إلى إعلانات الوظائف اشتراكًا فعّالًا.");
  });
});
