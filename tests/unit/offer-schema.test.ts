import { describe, expect, it } from "vitest";
import { createOfferSchema, OFFER_DESCRIPTION_MAX, OFFER_TITLE_MAX } from "../../graphql/modules/dashboard/offer-schema";
import { parseInput } from "../../graphql/shared/results";

const OFFER = { providerId: "glamour-spot", title: "Eid Special", description: "15% off every facial." };

describe("createOfferSchema", () => {
  it("cleans the text and makes a new offer active unless told otherwise", () => {
    expect(parseInput(createOfferSchema, { ...OFFER, title: "  Eid   Special " })).toEqual({ ok: true, value: { ...OFFER, active: true } });
    expect(parseInput(createOfferSchema, { ...OFFER, active: false })).toEqual({ ok: true, value: { ...OFFER, active: false } });
  });

  it("says what is wrong with each field", () => {
    expect(parseInput(createOfferSchema, { providerId: " ", title: "", description: "" })).toEqual({
      ok: false,
      errors: {
        providerId: "Please choose the business the offer is for.",
        title: "Please enter the offer's title.",
        description: "Please describe the offer.",
      },
    });
    expect(
      parseInput(createOfferSchema, {
        ...OFFER,
        title: "x".repeat(OFFER_TITLE_MAX + 1),
        description: "é".repeat(OFFER_DESCRIPTION_MAX + 1),
      }),
    ).toEqual({
      ok: false,
      errors: { title: "Please keep this under 80 characters.", description: "Please keep this under 200 characters." },
    });
    expect(parseInput(createOfferSchema, { ...OFFER, title: "x".repeat(OFFER_TITLE_MAX) }).ok).toBe(true);
    expect(parseInput(createOfferSchema, { ...OFFER, title: "Eid\u202eSpecial" }).ok).toBe(false);
  });
});
