import { describe, expect, it } from "vitest";
import {
  alreadyDecidedMessage,
  EMIRATE_CENTRES,
  FALLBACK_SLUG,
  firstFreeSlug,
  providerTypeFor,
  SLUG_MAX,
  slugFromName,
  validateRejection,
} from "../../graphql/modules/review/rules";
import { say } from "../../graphql/shared/say";
import { EMIRATES } from "../../graphql/shared/vocabulary";
import { isInUae, photoOrderAfter } from "../../graphql/modules/listings/rules";
import { validateListingProfile, validateListingService } from "../../graphql/modules/listings/listing-schema";
import { LISTING_PROFILE } from "../fixtures/form-inputs";
import { itGives, itGivesFor } from "./rule-cases";

describe("the listing's type from the registration's", () => {
  itGivesFor(
    "maps Salon / Parlour and Spa to Parlour, Aesthetic / Derma Clinic to Clinic, Other to Parlour unless the reviewer picks: %j, picked %j",
    providerTypeFor,
    [
      ["Salon / Parlour", null, "Parlour"],
      ["Spa", null, "Parlour"],
      ["Aesthetic / Derma Clinic", null, "Clinic"],
      ["Other", null, "Parlour"],
      ["Other", "Clinic", "Clinic"],
      // The pick is only for Other.
      ["Spa", "Clinic", "Parlour"],
      ["Aesthetic / Derma Clinic", "Parlour", "Clinic"],
    ],
  );
});

describe("slugs", () => {
  itGives("are readable: accents folded, & as and, lowercase, single hyphens, none at the ends: %j", slugFromName, [
    ["Glamour Spot", "glamour-spot"],
    ["Beauté & Co.", "beaute-and-co"],
    ["  --Nails'n'More!!  ", "nails-n-more"],
    ["ÉLITE   Gents’ Salon (JLT)", "elite-gents-salon-jlt"],
    ["صالون الجمال", FALLBACK_SLUG],
    ["صالون Glow 24", "glow-24"],
  ]);

  it("are at most SLUG_MAX characters and never end in a hyphen", () => {
    const slug = slugFromName(`${"a".repeat(SLUG_MAX - 1)} b c`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("take the first free of slug, slug-2, slug-3…", () => {
    expect(firstFreeSlug("glow", new Set())).toBe("glow");
    expect(firstFreeSlug("glow", new Set(["glow"]))).toBe("glow-2");
    expect(firstFreeSlug("glow", new Set(["glow", "glow-2", "glow-4"]))).toBe("glow-3");
    expect(firstFreeSlug("glow", new Set(["glow-2"]))).toBe("glow");
  });
});

describe("a new listing's starting map position", () => {
  it("is in its emirate, inside the UAE", () => {
    for (const emirate of EMIRATES) expect(isInUae(EMIRATE_CENTRES[emirate])).toBe(true);
  });
});

describe("the rejection reason", () => {
  it("is required, cleaned, and at most 500 characters", () => {
    expect(validateRejection({ reason: "  Licence expired.  " })).toEqual({ ok: true, value: { reason: "Licence expired." } });
    expect(validateRejection({ reason: " " })).toEqual({
      ok: false,
      errors: { reason: "Please say why the registration is rejected: the owner will read it." },
    });
    expect(validateRejection({ reason: "x".repeat(501) })).toEqual({
      ok: false,
      errors: { reason: "Please keep the reason to 500 characters." },
    });
    expect(validateRejection({ reason: "ok\u202e" })).toMatchObject({ ok: false });
  });
});

describe("decided registrations", () => {
  itGivesFor("say why nothing was done: %s, %s", alreadyDecidedMessage, [
    ["Approved", "approve", say("REVIEW_ALREADY_APPROVED")],
    ["Approved", "reject", say("REVIEW_APPROVED_CANNOT_REJECT")],
    ["Rejected", "approve", say("REVIEW_REJECTED_CANNOT_APPROVE")],
    ["Rejected", "reject", say("REVIEW_ALREADY_REJECTED")],
  ]);
});

describe("the edit page's photo buttons", () => {
  it("move a photo up or down, or remove it; a button that names no photo changes nothing", () => {
    const urls = ["a", "b", "c"];
    for (const [move, order] of [
      ["up:1", ["b", "a", "c"]],
      ["down:1", ["a", "c", "b"]],
      ["remove:0", ["b", "c"]],
      ["up:0", urls],
      ["down:2", urls],
    ] as const) {
      expect(photoOrderAfter(urls, move), move).toEqual(order);
    }
    for (const move of ["remove:3", "up:-1", "sideways:1", "", "remove:1;drop"]) expect(photoOrderAfter(urls, move)).toBeNull();
  });
});

describe("listing input", () => {
  it("takes numbers typed in a form, inside the UAE, and services' prices and durations", () => {
    expect(validateListingProfile(LISTING_PROFILE)).toMatchObject({
      ok: true,
      value: { latitude: 25.2, longitude: 55.27, email: "a@b.ae", phone: "+97141234567" },
    });
    expect(validateListingProfile({ ...LISTING_PROFILE, latitude: "", longitude: "60" })).toMatchObject({
      ok: false,
      errors: { latitude: expect.stringMatching(/latitude inside the UAE/), longitude: expect.stringMatching(/longitude inside the UAE/) },
    });
    expect(validateListingService({ name: "Facial", priceAed: "199.99", durationMinutes: "60" })).toMatchObject({ ok: true });
    expect(validateListingService({ name: "Facial", priceAed: "1.005", durationMinutes: "4" })).toMatchObject({
      ok: false,
      errors: { priceAed: expect.any(String), durationMinutes: expect.any(String) },
    });
  });
});
