import { describe, expect, it } from "vitest";
import {
  DEFAULT_CRITERIA,
  hasPriceFilter,
  isPriceInRange,
  parseCategory,
  parseEmirate,
  parseMinRating,
  parsePriceRange,
  parseSearchInput,
  parseSearchText,
  SearchInputError,
  selectorServiceIndex,
  type SearchCriteria,
} from "../../graphql/modules/search/criteria";
import { SEARCH_SERVICES } from "../../graphql/shared/vocabulary";
import { foldText, matchesSearch, searchedServices, searchTerms, type SearchableProvider } from "../../graphql/modules/search/match";
import { GLAMOUR_SPOT } from "../fixtures/sample-catalogue";
import { itGives } from "./rule-cases";

function inputError(run: () => unknown): SearchInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchInputError) return error;
    throw error;
  }
  throw new Error("expected a SearchInputError");
}

describe("search input: defaults", () => {
  it("is every default when nothing is given (all-emirates, all-categories, all-services, rating 0, price 0-5000)", () => {
    expect(parseSearchInput(undefined)).toEqual(DEFAULT_CRITERIA);
    expect(parseSearchInput({})).toEqual(DEFAULT_CRITERIA);
    expect(
      parseSearchInput({
        name: "  ",
        emirate: "all-emirates",
        category: "all-categories",
        service: "all-services",
        minRating: 0,
        minPrice: 0,
        maxPrice: 5000,
      }),
    ).toEqual(DEFAULT_CRITERIA);
    expect(DEFAULT_CRITERIA).toEqual({
      text: null,
      name: null,
      emirate: null,
      providerType: null,
      service: null,
      minRating: 0,
      minPrice: 0,
      maxPrice: 5000,
      open: null,
      licensedOn: null,
    });
  });
});

describe("search input: emirate", () => {
  itGives("takes a name in any case or a route slug (dashes are spaces): %j", parseEmirate, [
    ["Dubai", "Dubai"],
    ["dubai", "Dubai"],
    ["umm-al-quwain", "Umm Al Quwain"],
    ["RAS-AL-KHAIMAH", "Ras Al Khaimah"],
    [" abu dhabi ", "Abu Dhabi"],
  ]);

  it.each(["all-emirates", "", null])("means all emirates for the sentinel or nothing: %j", (typed) => {
    expect(parseEmirate(typed)).toBeNull();
  });

  it("refuses an unknown emirate with a clear message", () => {
    const error = inputError(() => parseEmirate("muscat"));
    expect(error.field).toBe("emirate");
    expect(error.message).toContain('Unknown emirate "muscat"');
    expect(error.message).toContain("Umm Al Quwain");
  });
});

describe("search input: category (matched on its first word)", () => {
  itGives("maps slugs, labels and type names to the provider type: %j", parseCategory, [
    ["parlours", "Parlour"],
    ["clinics", "Clinic"],
    ["Salons & Parlours", "Parlour"],
    ["Aesthetic & Derma Clinics", "Clinic"],
    ["Parlour", "Parlour"],
    ["CLINIC", "Clinic"],
    ["Salons and more", "Parlour"],
  ]);

  it("means all categories for the sentinel or nothing, and refuses others", () => {
    expect(parseCategory("all-categories")).toBeNull();
    expect(parseCategory(undefined)).toBeNull();
    expect(inputError(() => parseCategory("spas")).field).toBe("category");
    expect(inputError(() => parseCategory("Derma")).message).toContain("parlours");
  });
});

describe("search input: name and service text", () => {
  it("trims, drops control characters, and treats empty text and all-services as no filter", () => {
    expect(parseSearchText("name", "  Glamour  ")).toBe("Glamour");
    expect(parseSearchText("name", "Glam\nour")).toBe("Glam our");
    expect(parseSearchText("name", "\t")).toBeNull();
    expect(parseSearchText("service", "all-services", "all-services")).toBeNull();
    expect(parseSearchText("service", "ALL-SERVICES", "all-services")).toBeNull();
    expect(parseSearchInput({ service: "Facial" }).service).toBe("Facial");
  });

  it("refuses text over 100 characters", () => {
    expect(parseSearchText("name", "x".repeat(100))).toHaveLength(100);
    const error = inputError(() => parseSearchInput({ name: "x".repeat(101) }));
    expect(error.field).toBe("name");
  });
});

describe("search input: minimum rating (0 to 5, step 0.5)", () => {
  it("accepts the slider's values", () => {
    for (const value of [0, 0.5, 3, 4.5, 5]) expect(parseMinRating(value)).toBe(value);
    expect(parseMinRating(null)).toBe(0);
  });

  it("refuses values off the slider", () => {
    for (const value of [-0.5, 4.3, 5.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(inputError(() => parseMinRating(value)).field).toBe("minRating");
    }
  });
});

describe("search input: price range (0 to 5000 AED, step 50, at least one step apart)", () => {
  it("accepts ranges on the slider", () => {
    expect(parsePriceRange(undefined, undefined)).toEqual({ minPrice: 0, maxPrice: 5000 });
    expect(parsePriceRange(100, 300)).toEqual({ minPrice: 100, maxPrice: 300 });
    expect(parsePriceRange(4950, 5000)).toEqual({ minPrice: 4950, maxPrice: 5000 });
    expect(parsePriceRange(0, 50)).toEqual({ minPrice: 0, maxPrice: 50 });
  });

  it("refuses bounds off the slider or too close together", () => {
    expect(inputError(() => parsePriceRange(125, 300)).field).toBe("minPrice");
    expect(inputError(() => parsePriceRange(-50, 300)).field).toBe("minPrice");
    expect(inputError(() => parsePriceRange(0, 5050)).field).toBe("maxPrice");
    expect(inputError(() => parsePriceRange(0, 99.5)).field).toBe("maxPrice");
    expect(inputError(() => parsePriceRange(300, 300)).message).toBe("maxPrice must be at least 50 AED above minPrice.");
    expect(inputError(() => parsePriceRange(500, 100)).field).toBe("maxPrice");
  });

  it("is a filter only when narrower than the full slider, whose top has no upper bound", () => {
    expect(hasPriceFilter({ minPrice: 0, maxPrice: 5000 })).toBe(false);
    expect(hasPriceFilter({ minPrice: 50, maxPrice: 5000 })).toBe(true);
    expect(hasPriceFilter({ minPrice: 0, maxPrice: 4950 })).toBe(true);
    expect(isPriceInRange(100, { minPrice: 100, maxPrice: 300 })).toBe(true);
    expect(isPriceInRange(300, { minPrice: 100, maxPrice: 300 })).toBe(true);
    expect(isPriceInRange(300.5, { minPrice: 100, maxPrice: 300 })).toBe(false);
    expect(isPriceInRange(99, { minPrice: 100, maxPrice: 300 })).toBe(false);
    expect(isPriceInRange(8000, { minPrice: 1000, maxPrice: 5000 })).toBe(true);
  });
});

describe("selector services", () => {
  it("are the spec's seven, found in any case", () => {
    expect(SEARCH_SERVICES).toEqual(["Haircut", "Manicure", "Pedicure", "Facial", "Botox", "Fillers", "Laser Hair Removal"]);
    expect(selectorServiceIndex("haircut")).toBe(0);
    expect(selectorServiceIndex(" LASER HAIR REMOVAL ")).toBe(6);
    expect(selectorServiceIndex("Hair")).toBeNull();
  });
});

const glamour: SearchableProvider = {
  ...GLAMOUR_SPOT,
  services: [
    { name: "Haircut & Blow-dry", priceAed: 180 },
    { name: "Classic Manicure", priceAed: 90 },
    { name: "Keratin Smoothing Treatment", priceAed: 650 },
  ],
};
const aura: SearchableProvider = {
  name: "Aura Aesthetic Clinic",
  type: "Clinic",
  emirate: "Abu Dhabi",
  location: "Al Reem Island, Abu Dhabi",
  address: "Office 304, Sky Tower, Shams Abu Dhabi, Al Reem Island, Abu Dhabi",
  rating: 4.9,
  services: [
    { name: "Botox (Forehead & Frown Lines)", priceAed: 1200 },
    { name: "Laser Hair Removal (Full Legs)", priceAed: 900 },
    { name: "HydraFacial Signature", priceAed: 650 },
  ],
};
const newcomer: SearchableProvider = {
  name: "Maison Beauté",
  type: "Parlour",
  emirate: "Ajman",
  location: "Al Nuaimiya, Ajman",
  address: "Shop 1, Al Nuaimiya, Ajman",
  rating: 0,
  services: [],
};

const criteria = (changes: Partial<SearchCriteria>): SearchCriteria => ({ ...DEFAULT_CRITERIA, ...changes });
const matching = (changes: Partial<SearchCriteria>) =>
  [glamour, aura, newcomer].filter((provider) => matchesSearch(provider, criteria(changes))).map((p) => p.name);

describe("search filter logic", () => {
  it("matches everyone with the defaults, even a provider with no services or rating", () => {
    expect(matching({})).toEqual(["Glamour Spot", "Aura Aesthetic Clinic", "Maison Beauté"]);
  });

  it("name: case-insensitive substring", () => {
    expect(matching({ name: "glam" })).toEqual(["Glamour Spot"]);
    expect(matching({ name: "AESTHETIC" })).toEqual(["Aura Aesthetic Clinic"]);
    expect(matching({ name: "r sp" })).toEqual(["Glamour Spot"]);
    expect(matching({ name: "spa" })).toEqual([]);
  });

  it("emirate: equality unless all", () => {
    expect(matching({ emirate: "Dubai" })).toEqual(["Glamour Spot"]);
    expect(matching({ emirate: "Sharjah" })).toEqual([]);
  });

  it("category: the provider type the category's first word names", () => {
    expect(matching({ providerType: parseCategory("Salons & Parlours") })).toEqual(["Glamour Spot", "Maison Beauté"]);
    expect(matching({ providerType: parseCategory("clinics") })).toEqual(["Aura Aesthetic Clinic"]);
  });

  it("service: case-insensitive substring of any service name", () => {
    expect(matching({ service: "haircut" })).toEqual(["Glamour Spot"]);
    expect(matching({ service: "LASER" })).toEqual(["Aura Aesthetic Clinic"]);
    expect(matching({ service: "Facial" })).toEqual(["Aura Aesthetic Clinic"]);
    expect(matching({ service: "Pedicure" })).toEqual([]);
  });

  it("rating: at least the slider minimum", () => {
    expect(matching({ minRating: 4.8 })).toEqual(["Glamour Spot", "Aura Aesthetic Clinic"]);
    expect(matching({ minRating: 4.9 })).toEqual(["Aura Aesthetic Clinic"]);
    expect(matching({ minRating: 5 })).toEqual([]);
  });

  it("price: some service priced inside the range (bounds included; the slider's top is open-ended)", () => {
    expect(matching({ minPrice: 50, maxPrice: 100 })).toEqual(["Glamour Spot"]);
    expect(matching({ minPrice: 650, maxPrice: 900 })).toEqual(["Glamour Spot", "Aura Aesthetic Clinic"]);
    expect(matching({ minPrice: 600, maxPrice: 650 })).toEqual(["Glamour Spot", "Aura Aesthetic Clinic"]);
    expect(matching({ minPrice: 1000, maxPrice: 5000 })).toEqual(["Aura Aesthetic Clinic"]);
    expect(matching({ minPrice: 0, maxPrice: 50 })).toEqual([]);
  });

  it("service and price together: one service must satisfy both", () => {
    // Glamour Spot's haircut costs 180: not a haircut under AED 100, although its manicure is.
    expect(matching({ service: "haircut", minPrice: 0, maxPrice: 100 })).toEqual([]);
    expect(matching({ service: "haircut", minPrice: 150, maxPrice: 200 })).toEqual(["Glamour Spot"]);
  });

  it("combines every filter with AND", () => {
    expect(matching({ name: "spot", emirate: "Dubai", providerType: "Parlour", service: "manicure", minRating: 4.5 })).toEqual([
      "Glamour Spot",
    ]);
    expect(matching({ name: "spot", providerType: "Clinic" })).toEqual([]);
  });
});

describe("free text (issue #10: 'Search by service, location, or name')", () => {
  it("splits into folded words on spaces and commas", () => {
    expect(searchTerms("  Botox   DUBAI ")).toEqual(["botox", "dubai"]);
    expect(searchTerms("Jumeirah, Dubai")).toEqual(["jumeirah", "dubai"]);
    expect(searchTerms("Beauté")).toEqual(["beaute"]);
    expect(searchTerms(" , ")).toEqual([]);
    expect(foldText("CRÈME Brûlée")).toBe("creme brulee");
  });

  it.each([
    ["glamour", ["Glamour Spot"]],
    ["keratin", ["Glamour Spot"]],
    ["facial", ["Aura Aesthetic Clinic"]],
    ["HydraFacial", ["Aura Aesthetic Clinic"]],
    ["jumeirah", ["Glamour Spot"]],
    ["Al Reem", ["Aura Aesthetic Clinic"]],
    ["sky tower", ["Aura Aesthetic Clinic"]],
    ["ajman", ["Maison Beauté"]],
    ["clinic", ["Aura Aesthetic Clinic"]],
    ["parlour", ["Glamour Spot", "Maison Beauté"]],
  ])("finds provider names, service names, areas, addresses, emirates and types, partially and in any case: %j", (text, found) => {
    expect(matching({ text })).toEqual(found);
  });

  it("ignores accents both ways", () => {
    expect(matching({ text: "beaute" })).toEqual(["Maison Beauté"]);
    expect(matching({ text: "BEAUTÉ" })).toEqual(["Maison Beauté"]);
    expect(matching({ text: "kératin" })).toEqual(["Glamour Spot"]);
  });

  it("needs every word, each in any field: a combination narrows", () => {
    expect(matching({ text: "botox" })).toEqual(["Aura Aesthetic Clinic"]);
    expect(matching({ text: "botox dubai" })).toEqual([]);
    expect(matching({ text: "botox abu dhabi" })).toEqual(["Aura Aesthetic Clinic"]);
    expect(matching({ text: "dubai manicure" })).toEqual(["Glamour Spot"]);
    expect(matching({ text: "dubai pedicure" })).toEqual([]);
  });

  it("combines with the other filters", () => {
    expect(matching({ text: "al", emirate: "Ajman" })).toEqual(["Maison Beauté"]);
    expect(matching({ text: "hair", minPrice: 1000, maxPrice: 5000 })).toEqual(["Aura Aesthetic Clinic"]);
  });

  it("is read from the input like the other texts", () => {
    expect(parseSearchInput({ text: "  botox dubai " }).text).toBe("botox dubai");
    expect(parseSearchInput({ text: "   " }).text).toBeNull();
    expect(inputError(() => parseSearchInput({ text: "x".repeat(101) })).field).toBe("text");
  });
});

describe("the services a search asked for", () => {
  const services = aura.services.map((service, index) => ({ ...service, id: String(index) }));
  const asked = (changes: Partial<SearchCriteria>) => searchedServices(services, criteria(changes)).map((s) => s.name);

  it("are those the service filter names, else those a word of 3+ letters of the free text is in", () => {
    expect(asked({})).toEqual([]);
    expect(asked({ service: "laser" })).toEqual(["Laser Hair Removal (Full Legs)"]);
    expect(asked({ text: "botox abu dhabi" })).toEqual(["Botox (Forehead & Frown Lines)"]);
    expect(asked({ text: "hydrafacial" })).toEqual(["HydraFacial Signature"]);
    expect(asked({ text: "al reem" })).toEqual([]);
    expect(asked({ text: "aura" })).toEqual([]);
  });
});
