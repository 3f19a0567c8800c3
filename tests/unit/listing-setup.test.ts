import { describe, expect, it } from "vitest";
import { isBookableService, SETUP_STEPS, setupState, type ListingFacts } from "../../graphql/modules/listings/setup";
import { areaText, EMIRATE_BOUNDS, isInEmirate, KNOWN_AREAS, knownAreaOf } from "../../graphql/shared/areas";
import { SEARCH_SYNONYMS } from "../../graphql/shared/search-synonyms";
import { searchKey } from "../../graphql/modules/search/terms";
import { EMIRATES } from "../../graphql/shared/vocabulary";
import { EMIRATE_CENTRES } from "../../graphql/modules/review/rules";
import { UAE_BOUNDS } from "../../graphql/modules/listings/rules";

const OPEN_WEEK = [[], [{ start: 600, end: 1080 }], [], [], [], [], []];
const NEW_LISTING: ListingFacts = {
  services: [],
  qualifications: [],
  weeklyHours: OPEN_WEEK,
  photoCount: 1,
  areaChosen: false,
  mapPlaced: false,
};
const SERVICE = { id: "s1", priceAed: 120, durationMinutes: 45 };

describe("a listing's setup state", () => {
  it("just approved (the logo as a photo, the default hours): 2 of 6, not ready", () => {
    const state = setupState(NEW_LISTING);
    expect(state.steps).toEqual([
      { step: "services", done: false },
      { step: "staff", done: false },
      { step: "hours", done: true },
      { step: "photos", done: true },
      { step: "area", done: false },
      { step: "mapPoint", done: false },
    ]);
    expect(state).toMatchObject({ done: 2, total: 6, complete: false, ready: false });
    expect(state.steps.map((step) => step.step)).toEqual([...SETUP_STEPS]);
  });

  it("is ready with one bookable service and the area, whatever else is missing", () => {
    expect(setupState({ ...NEW_LISTING, services: [SERVICE], areaChosen: true }).ready).toBe(true);
    expect(setupState({ ...NEW_LISTING, services: [SERVICE], areaChosen: false }).ready).toBe(false);
    expect(setupState({ ...NEW_LISTING, services: [], areaChosen: true, mapPlaced: true }).ready).toBe(false);
  });

  it("counts staff only when somebody performs a bookable service", () => {
    const facts = { ...NEW_LISTING, services: [SERVICE] };
    expect(setupState({ ...facts, qualifications: [{ staffId: "o", serviceId: "gone" }] }).steps[1]).toEqual({
      step: "staff",
      done: false,
    });
    expect(setupState({ ...facts, qualifications: [{ staffId: "o", serviceId: "s1" }] }).steps[1]).toEqual({ step: "staff", done: true });
  });

  it("has no hours when every day is closed, no photos at 0", () => {
    const state = setupState({ ...NEW_LISTING, weeklyHours: [[], [], [], [], [], [], []], photoCount: 0 });
    expect(state.steps.filter((step) => step.done)).toEqual([]);
    expect(state.done).toBe(0);
  });

  it("is complete with every step: 6 of 6", () => {
    const state = setupState({
      services: [SERVICE],
      qualifications: [{ staffId: "o", serviceId: "s1" }],
      weeklyHours: OPEN_WEEK,
      photoCount: 3,
      areaChosen: true,
      mapPlaced: true,
    });
    expect(state).toMatchObject({ done: 6, total: 6, complete: true, ready: true });
  });

  it("a bookable service has a price (0 allowed) and a whole positive duration", () => {
    expect(isBookableService({ priceAed: 0, durationMinutes: 30 })).toBe(true);
    expect(isBookableService({ priceAed: Number.NaN, durationMinutes: 30 })).toBe(false);
    expect(isBookableService({ priceAed: -1, durationMinutes: 30 })).toBe(false);
    expect(isBookableService({ priceAed: 50, durationMinutes: 0 })).toBe(false);
    expect(isBookableService({ priceAed: 50, durationMinutes: 12.5 })).toBe(false);
  });
});

describe("the known areas", () => {
  it("hold every area the search knows by another name, under some emirate", () => {
    // The entries under "Areas the listings use": from Jumeirah up to the provider kinds.
    const from = SEARCH_SYNONYMS.findIndex((entry) => entry.finds[0] === "jumeirah");
    const to = SEARCH_SYNONYMS.findIndex((entry) => entry.finds[0] === "parlour");
    const areaEntries = SEARCH_SYNONYMS.slice(from, to);
    expect(areaEntries.length).toBeGreaterThan(5);
    const names = EMIRATES.flatMap((emirate) => KNOWN_AREAS[emirate].map((area) => searchKey(areaText(area.name, emirate))));
    for (const entry of areaEntries) {
      expect(
        names.some((name) => entry.finds.some((find) => name.includes(searchKey(find)))),
        entry.finds[0],
      ).toBe(true);
    }
  });

  it("are unique within an emirate, each with its Arabic name", () => {
    for (const emirate of EMIRATES) {
      const names = KNOWN_AREAS[emirate].map((area) => area.name);
      expect(new Set(names).size).toBe(names.length);
      for (const area of KNOWN_AREAS[emirate]) expect(area.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("are read back from the stored text, only in their own emirate", () => {
    expect(knownAreaOf("Dubai Marina, Dubai", "Dubai")).toEqual({ name: "Dubai Marina", ar: "دبي مارينا" });
    expect(knownAreaOf("Dubai Marina", "Dubai")?.name).toBe("Dubai Marina");
    expect(knownAreaOf("Dubai Marina, Dubai", "Sharjah")).toBeNull();
    expect(knownAreaOf("Al Majaz", "Dubai")).toBeNull();
    expect(knownAreaOf("", "Dubai")).toBeNull();
  });
});

describe("an emirate's map box", () => {
  it("holds its own centre, inside the UAE's box", () => {
    for (const emirate of EMIRATES) {
      expect(isInEmirate(emirate, EMIRATE_CENTRES[emirate]), emirate).toBe(true);
      const box = EMIRATE_BOUNDS[emirate];
      expect(box.south).toBeGreaterThanOrEqual(UAE_BOUNDS.south);
      expect(box.north).toBeLessThanOrEqual(UAE_BOUNDS.north);
      expect(box.west).toBeGreaterThanOrEqual(UAE_BOUNDS.west);
      expect(box.east).toBeLessThanOrEqual(UAE_BOUNDS.east);
    }
  });

  it("refuses another emirate's centre far away, and a swapped latitude/longitude", () => {
    expect(isInEmirate("Dubai", EMIRATE_CENTRES["Abu Dhabi"])).toBe(false);
    expect(isInEmirate("Fujairah", EMIRATE_CENTRES.Dubai)).toBe(false);
    expect(isInEmirate("Dubai", { latitude: 55.14, longitude: 25.08 })).toBe(false);
    expect(isInEmirate("Dubai", { latitude: Number.NaN, longitude: 55.2 })).toBe(false);
    expect(isInEmirate("Dubai", { latitude: 25.08, longitude: 55.14 })).toBe(true); // Dubai Marina
  });
});
