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
import { EMIRATES } from "../../graphql/shared/vocabulary";
import { isInUae, photoOrderAfter } from "../../graphql/modules/listings/rules";
import { validateListingProfile, validateListingService } from "../../graphql/modules/listings/listing-schema";

describe("the listing's type from the registration's", () => {
  it("maps Salon / Parlour and Spa to Parlour, Aesthetic / Derma Clinic to Clinic, Other to Parlour unless the reviewer picks", () => {
    expect(providerTypeFor("Salon / Parlour")).toBe("Parlour");
    expect(providerTypeFor("Spa")).toBe("Parlour");
    expect(providerTypeFor("Aesthetic / Derma Clinic")).toBe("Clinic");
    expect(providerTypeFor("Other")).toBe("Parlour");
    expect(providerTypeFor("Other", "Clinic")).toBe("Clinic");
    // The pick is only for Other.
    expect(providerTypeFor("Spa", "Clinic")).toBe("Parlour");
    expect(providerTypeFor("Aesthetic / Derma Clinic", "Parlour")).toBe("Clinic");
  });
});

describe("slugs", () => {
  it("are readable: accents folded, & as and, lowercase, single hyphens, none at the ends", () => {
    expect(slugFromName("Glamour Spot")).toBe("glamour-spot");
    expect(slugFromName("Beauté & Co.")).toBe("beaute-and-co");
    expect(slugFromName("  --Nails'n'More!!  ")).toBe("nails-n-more");
    expect(slugFromName("ÉLITE   Gents’ Salon (JLT)")).toBe("elite-gents-salon-jlt");
    expect(slugFromName("صالون الجمال")).toBe(FALLBACK_SLUG);
    expect(slugFromName("صالون Glow 24")).toBe("glow-24");
  });

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
  it("say why nothing was done", () => {
    expect(alreadyDecidedMessage("Approved", "approve")).toBe("This registration has already been approved: its listing exists.");
    expect(alreadyDecidedMessage("Approved", "reject")).toBe("This registration has already been approved, so it cannot be rejected.");
    expect(alreadyDecidedMessage("Rejected", "approve")).toBe("This registration was rejected, so it cannot be approved.");
    expect(alreadyDecidedMessage("Rejected", "reject")).toBe("This registration has already been rejected.");
  });
});

describe("the edit page's photo buttons", () => {
  it("move a photo up or down, or remove it; a button that names no photo changes nothing", () => {
    const urls = ["a", "b", "c"];
    expect(photoOrderAfter(urls, "up:1")).toEqual(["b", "a", "c"]);
    expect(photoOrderAfter(urls, "down:1")).toEqual(["a", "c", "b"]);
    expect(photoOrderAfter(urls, "remove:0")).toEqual(["b", "c"]);
    expect(photoOrderAfter(urls, "up:0")).toEqual(urls);
    expect(photoOrderAfter(urls, "down:2")).toEqual(urls);
    for (const move of ["remove:3", "up:-1", "sideways:1", "", "remove:1;drop"]) expect(photoOrderAfter(urls, move)).toBeNull();
  });
});

describe("listing input", () => {
  it("takes numbers typed in a form, inside the UAE, and services' prices and durations", () => {
    const profile = {
      about: "Spa",
      phone: "04 123 4567",
      email: "A@B.ae",
      openingHours: "Daily",
      address: "Villa 1",
      latitude: " 25.2 ",
      longitude: "55.27",
    };
    expect(validateListingProfile(profile)).toMatchObject({
      ok: true,
      value: { latitude: 25.2, longitude: 55.27, email: "a@b.ae", phone: "+97141234567" },
    });
    expect(validateListingProfile({ ...profile, latitude: "", longitude: "60" })).toMatchObject({
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
