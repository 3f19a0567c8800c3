import { describe, expect, it } from "vitest";
import {
  closestKey,
  didYouMean,
  editDistance,
  searchKey,
  searchTermGroups,
  searchTerms,
  westernDigits,
} from "../../graphql/modules/search/terms";
import { matchesFreeText, type SearchableProvider } from "../../graphql/modules/search/match";
import { SEARCH_SYNONYMS } from "../../graphql/shared/search-synonyms";
import { EMIRATES, SEARCH_SERVICES } from "../../graphql/shared/vocabulary";
import { VOCABULARY_AR } from "../../graphql/shared/vocabulary-ar";

describe("Arabic normalisation", () => {
  it("writes Arabic-Indic and Persian digits as Western ones", () => {
    expect(westernDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789 0123456789");
    expect(searchTerms("شارع ١٢")).toEqual(["شارع", "12"]);
  });

  it("keys letter forms alike: hamza on alef, alef madda and wasla, alef maqsura and ya, ta marbuta and ha", () => {
    expect(searchKey("أظافر")).toBe(searchKey("اظافر"));
    expect(searchKey("إزالة")).toBe(searchKey("ازاله"));
    expect(searchKey("آمنة")).toBe(searchKey("امنه"));
    expect(searchKey("ٱلشارقة")).toBe(searchKey("الشارقه"));
    expect(searchKey("مستشفى")).toBe(searchKey("مستشفي"));
  });

  it("drops tatweel and diacritics, and splits on the Arabic comma", () => {
    expect(searchKey("مـــانيكير")).toBe(searchKey("مانيكير"));
    expect(searchKey("مَانِيكِير")).toBe(searchKey("مانيكير"));
    expect(searchTerms("مانيكير،دبي")).toEqual(["مانيكير", "دبي"]);
    expect(searchTerms("مـانيكير")).toEqual(["مانيكير"]);
  });
});

describe("search term groups", () => {
  it("finds the emirates, the selector's services and the categories by their Arabic names", () => {
    for (const emirate of EMIRATES) {
      const groups = searchTermGroups(VOCABULARY_AR[emirate]);
      expect(groups, emirate).toHaveLength(1);
      expect(
        groups[0]!.some((alternative) => emirate.toLowerCase().includes(alternative)),
        emirate,
      ).toBe(true);
    }
    for (const service of SEARCH_SERVICES) {
      const group = searchTermGroups(VOCABULARY_AR[service]).flat();
      expect(
        group.some((alternative) => service.toLowerCase().includes(alternative)),
        service,
      ).toBe(true);
    }
    expect(searchTermGroups("صالون")).toEqual([["صالون", "parlour", "salon"]]);
    expect(searchTermGroups("عيادة")).toEqual([["عيادة", "clinic"]]);
  });

  it("reads common spellings: with and without hamza, the article, ta marbuta or ha", () => {
    expect(searchTermGroups("أظافر")).toEqual([["اظافر", "nail", "manicure", "pedicure"]]);
    expect(searchTermGroups("اظافر")).toEqual([["اظافر", "nail", "manicure", "pedicure"]]);
    expect(searchTermGroups("المانيكير")).toEqual([["المانيكير", "manicure"]]);
    expect(searchTermGroups("الشارقه")).toEqual([["الشارقه", "sharjah"]]);
    expect(searchTermGroups("كيراتين دبي")).toEqual([
      ["كيراتين", "keratin"],
      ["دبي", "dubai"],
    ]);
  });

  it("knows what people call things in English", () => {
    expect(searchTermGroups("lashes")).toEqual([["lash"]]);
    expect(searchTermGroups("nails marina")).toEqual([["nail", "manicure", "pedicure"], ["marina"]]);
    expect(searchTermGroups("botox")).toEqual([["botox", "injectable"]]);
    expect(searchTermGroups("blowout")).toEqual([["blowout", "blow-dry", "blow dry", "blowdry"]]);
    expect(searchTermGroups("Moroccan Bath Dubai")).toEqual([["moroccan bath", "hammam"], ["dubai"]]);
    expect(searchTermGroups("إزالة الشعر بالليزر")).toEqual([["ازالة الشعر بالليزر", "laser"]]);
  });

  it("forgives one letter off a key of five letters or more, and nothing in shorter or unknown words", () => {
    expect(searchTermGroups("keratine")).toEqual([["keratin"]]);
    // A word inside a key already finds what the key does: nothing to add.
    expect(searchTermGroups("manicur")).toEqual([["manicur"]]);
    expect(searchTermGroups("manicore")).toEqual([["manicore", "manicure"]]);
    expect(searchTermGroups("مانكيير")).toEqual([["مانكيير", "manicure"]]);
    expect(searchTermGroups("mail")).toEqual([["mail"]]);
    expect(searchTermGroups("glamour al")).toEqual([["glamour"], ["al"]]);
    expect(closestKey("keratine")).toBe("keratin");
    expect(closestKey("zzzzzz")).toBeNull();
  });

  it("measures edit distance within a limit", () => {
    expect(editDistance("manicure", "manicure", 2)).toBe(0);
    expect(editDistance("manicrue", "manicure", 2)).toBe(2);
    expect(editDistance("kitten", "sitting", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });

  it("offers the closest words when a text found nothing, in either language", () => {
    expect(didYouMean("manicrue marina")).toBe("manicure marina");
    expect(didYouMean("كراتيين")).toBe("كيراتين");
    expect(didYouMean("botox sharjah")).toBeNull();
    expect(didYouMean("qqqqqq")).toBeNull();
  });

  it("finds a provider by a group's any alternative, every group counting", () => {
    const provider: SearchableProvider = {
      name: "Glamour Spot",
      type: "Parlour",
      emirate: "Dubai",
      location: "Dubai Marina, Dubai",
      address: "Marina Walk",
      rating: 4.8,
      services: [
        { name: "Eyelash Extensions", priceAed: 300 },
        { name: "Classic Manicure", priceAed: 90 },
      ],
    };
    for (const text of ["lashes", "nails marina", "مانيكير دبي", "أظافر", "رموش", "manicur", "صالون"]) {
      expect(matchesFreeText(provider, text), text).toBe(true);
    }
    for (const text of ["كيراتين دبي", "nails sharjah", "عيادة"]) expect(matchesFreeText(provider, text), text).toBe(false);
  });

  it("keeps the list's rules: finds of three letters or more, no key in two entries", () => {
    const keys = new Map<string, number>();
    SEARCH_SYNONYMS.forEach((entry, index) => {
      for (const find of entry.finds) expect([...find].length, find).toBeGreaterThanOrEqual(3);
      for (const word of [entry.finds[0]!, ...entry.words]) {
        const key = searchKey(word);
        expect(keys.get(key) ?? index, `${word} is a key of two entries`).toBe(index);
        expect(key.split(" ").length, word).toBeLessThanOrEqual(3);
        keys.set(key, index);
      }
    });
  });
});
