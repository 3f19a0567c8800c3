import { describe, expect, it } from "vitest";
import { emirateFromSlug, emirateSlug, EMIRATES } from "../../graphql/shared/vocabulary";
import { buildSearchHref } from "../../app/lib/listings/search-href";

describe("emirate slugs", () => {
  it("maps every emirate to its route slug and back", () => {
    expect(EMIRATES.map(emirateSlug)).toEqual(["abu-dhabi", "dubai", "sharjah", "ajman", "umm-al-quwain", "ras-al-khaimah", "fujairah"]);
    for (const name of EMIRATES) expect(emirateFromSlug(emirateSlug(name))).toBe(name);
    expect(emirateFromSlug("Ras-Al-Khaimah")).toBe("Ras Al Khaimah");
    expect(emirateFromSlug("muscat")).toBeNull();
  });
});

describe("hero search link", () => {
  it("is plain /search with every default", () => {
    expect(buildSearchHref({ emirate: "all-emirates", category: "all-categories", service: "all-services", query: "  " })).toBe("/search");
  });

  it("puts the emirate in the path and the rest in the query", () => {
    expect(buildSearchHref({ emirate: "dubai", category: "parlours", service: "Haircut", query: " keratin " })).toBe(
      "/search/dubai?category=parlours&service=Haircut&q=keratin",
    );
    expect(buildSearchHref({ category: "clinics" })).toBe("/search?category=clinics");
  });

  it("drops values that are not real choices", () => {
    expect(buildSearchHref({ emirate: "../admin", category: "spas" })).toBe("/search");
  });

  it("encodes free text", () => {
    expect(buildSearchHref({ query: "nails & brows" })).toBe("/search?q=nails+%26+brows");
  });
});

describe("the hero's free text", () => {
  it("sends an emirate's name to the emirate, a search service to the service, anything else to names", () => {
    expect(buildSearchHref({ query: "  ras al   khaimah " })).toBe("/search/ras-al-khaimah");
    expect(buildSearchHref({ query: "botox", category: "clinics" })).toBe("/search?category=clinics&service=Botox");
    expect(buildSearchHref({ query: "Glamour" })).toBe("/search?q=Glamour");
  });

  it("never overrides what the selectors chose", () => {
    expect(buildSearchHref({ emirate: "sharjah", query: "Dubai" })).toBe("/search/sharjah");
    expect(buildSearchHref({ service: "Facial", query: "Manicure" })).toBe("/search?service=Facial");
  });
});
