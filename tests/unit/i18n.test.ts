import { describe, expect, it } from "vitest";
import { interpolate, placeholders } from "~/i18n/define";
import { languageSwitchHref, localeFromCookie, localeOfPath, pathInLocale, stripLocale } from "~/i18n/locale";
import { CATALOGUES as PAGE_CATALOGUES, messagesFor } from "~/i18n/messages.server";
import emails from "~/i18n/catalogues/emails.server";

/** The pages' catalogues, and the emails' (the outbox's composer imports it itself: no page loads it). */
const CATALOGUES = { ...PAGE_CATALOGUES, emails };
import { PLAN_TEXTS_AR, prefersArabic, VOCABULARY_AR } from "../../graphql/shared/vocabulary-ar";
import { classifyHeroText } from "~/lib/listings/search-href";
import {
  BUSINESS_TYPES,
  EMIRATES,
  JOB_LOCATIONS,
  JOB_TYPES,
  PRODUCT_CATEGORIES,
  PROVIDER_TYPES,
  SEARCH_CATEGORIES,
  SEARCH_SERVICES,
} from "../../graphql/shared/vocabulary";
import { itGives } from "./rule-cases";

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe("message catalogues", () => {
  for (const [namespace, catalogue] of Object.entries(CATALOGUES)) {
    describe(namespace, () => {
      const en = catalogue.en as Record<string, string>;
      const ar = catalogue.ar as Record<string, string>;

      it("has every key in both languages, and no other", () => {
        expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
      });

      it("uses the same placeholders in both languages", () => {
        for (const key of Object.keys(en)) {
          expect({ key, placeholders: placeholders(ar[key] ?? "") }).toEqual({ key, placeholders: placeholders(en[key] ?? "") });
        }
      });

      it("has no empty text, and balanced braces", () => {
        for (const text of [...Object.values(en), ...Object.values(ar)]) {
          expect(text.trim()).not.toBe("");
          expect(text.split("{").length).toBe(text.split("}").length);
        }
      });
    });
  }

  it("writes Arabic in the Arabic catalogues (a text left in English is a text not translated)", () => {
    // Texts that are names or the language switch's own label stay in Latin letters on purpose.
    const latinOnPurpose = new Set(["common.languageSwitch", "common.languageSwitchLabel"]);
    for (const [namespace, catalogue] of Object.entries(CATALOGUES)) {
      for (const [key, text] of Object.entries(catalogue.ar as Record<string, string>)) {
        if (!latinOnPurpose.has(`${namespace}.${key}`))
          expect({ key: `${namespace}.${key}`, arabic: ARABIC_LETTER.test(text) }).toEqual({ key: `${namespace}.${key}`, arabic: true });
      }
    }
  });

  it("hands a loader only the namespaces it asks for, in its language", () => {
    const texts = messagesFor("ar", "common");
    expect(Object.keys(texts)).toEqual(["common"]);
    expect(texts.common.navHome).toBe("الرئيسية");
    expect(messagesFor("en", "common").common.navHome).toBe("Home");
  });

  it("fills placeholders", () => {
    expect(interpolate("Rated {rating} out of 5", { rating: "4.5" })).toBe("Rated 4.5 out of 5");
    expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(placeholders("From {price} at {time}, {price}")).toEqual(["price", "time"]);
  });
});

describe("the vocabulary in Arabic", () => {
  it("has every term of every list", () => {
    const terms = [
      ...EMIRATES,
      ...PROVIDER_TYPES,
      ...SEARCH_CATEGORIES.map((category) => category.label),
      ...SEARCH_SERVICES,
      ...BUSINESS_TYPES,
      ...JOB_TYPES,
      ...JOB_LOCATIONS,
      ...PRODUCT_CATEGORIES,
    ];
    for (const term of terms) expect(ARABIC_LETTER.test((VOCABULARY_AR as Record<string, string>)[term] ?? "")).toBe(true);
  });

  it("has the plans' texts in Arabic", () => {
    for (const text of Object.values(PLAN_TEXTS_AR)) expect(ARABIC_LETTER.test(text)).toBe(true);
  });
});

describe("language addresses", () => {
  itGives("reads the language from the path: %s", localeOfPath, [
    ["/ar", "ar"],
    ["/ar/search/dubai", "ar"],
    ["/", "en"],
    ["/arabic", "en"],
    ["/about", "en"],
  ]);

  it("gives the same page in the other language, keeping the query", () => {
    for (const [path, locale, inLocale] of [
      ["/search/dubai?service=Botox&date=2026-12-01", "ar", "/ar/search/dubai?service=Botox&date=2026-12-01"],
      ["/", "ar", "/ar"],
      ["/?x=1", "ar", "/ar?x=1"],
      ["/ar", "en", "/"],
      ["/ar?x=1", "en", "/?x=1"],
      ["/ar/provider/x?service=y", "en", "/provider/x?service=y"],
      ["/ar/provider/x", "ar", "/ar/provider/x"],
    ] as const) {
      expect(pathInLocale(path, locale), `${path} in ${locale}`).toBe(inLocale);
    }
    expect(stripLocale("/ar/login?redirectTo=%2Far%2Fx")).toBe("/login?redirectTo=%2Far%2Fx");
    expect(languageSwitchHref("/search?q=a b", "ar")).toBe("/set-language?to=%2Far%2Fsearch%3Fq%3Da+b");
  });

  itGives("reads the remembered choice: %j", localeFromCookie, [
    ["a=1; lang=ar; b=2", "ar"],
    ["lang=en", "en"],
    ["lang=fr", null],
    [null, null],
  ]);

  itGives("tells whether a browser prefers Arabic: %j", prefersArabic, [
    ["ar-AE,ar;q=0.9,en;q=0.8", true],
    ["ar", true],
    ["en-US,en;q=0.9,ar;q=0.8", false],
    ["en, ar", false],
    ["fr, ar;q=0.5", true],
    ["ar;q=0, en;q=0.1", false],
  ]);

  it("tells whether a browser prefers Arabic", () => {
    expect(prefersArabic(null)).toBe(false);
    expect(prefersArabic("*")).toBe(false);
  });
});

describe("the home page's search box in Arabic", () => {
  it("takes an emirate or a service typed in Arabic as that filter", () => {
    expect(classifyHeroText("دبي")).toEqual({ emirate: "Dubai" });
    expect(classifyHeroText(" بوتوكس ")).toEqual({ service: "Botox" });
    expect(classifyHeroText("صالون الورد")).toEqual({ name: "صالون الورد" });
  });
});
