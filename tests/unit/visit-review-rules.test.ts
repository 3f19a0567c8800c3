import { describe, expect, it } from "vitest";
import {
  averageRating,
  canEditReview,
  isValidRating,
  MAX_REVIEW_TEXT,
  reviewerDisplayName,
  reviewRefusalOf,
  reviewText,
  reviewWindowEnd,
  type ReviewableBooking,
} from "../../graphql/modules/visit-reviews/rules";

const completed: ReviewableBooking = { status: "Confirmed", outcome: "completed", startsAt: "2026-03-01T10:00", reviewed: false };
const at = (iso: string) => new Date(iso);

describe("who may review a visit", () => {
  it("accepts a completed visit not reviewed yet", () => {
    expect(reviewRefusalOf(completed, at("2026-03-01T12:00:00+04:00"))).toBeNull();
  });

  it("refuses visits that did not complete", () => {
    const now = at("2026-03-02T00:00:00Z");
    expect(reviewRefusalOf({ ...completed, outcome: null }, now)).toBe("NOT_COMPLETED");
    expect(reviewRefusalOf({ ...completed, outcome: "no_show" }, now)).toBe("NOT_COMPLETED");
    expect(reviewRefusalOf({ ...completed, status: "Pending", outcome: null }, now)).toBe("NOT_COMPLETED");
    expect(reviewRefusalOf({ ...completed, status: "Cancelled" }, now)).toBe("NOT_COMPLETED");
  });

  it("refuses a second review of the same visit", () => {
    expect(reviewRefusalOf({ ...completed, reviewed: true }, at("2026-03-02T00:00:00Z"))).toBe("ALREADY_REVIEWED");
  });

  it("closes 60 days after the visit, to the minute in Dubai time", () => {
    expect(reviewWindowEnd(completed).toISOString()).toBe("2026-04-30T06:00:00.000Z");
    expect(reviewRefusalOf(completed, at("2026-04-30T10:00:00+04:00"))).toBeNull();
    expect(reviewRefusalOf(completed, at("2026-04-30T10:00:01+04:00"))).toBe("WINDOW_CLOSED");
  });
});

describe("what a review holds", () => {
  it("takes whole stars from 1 to 5 only", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(isValidRating(rating)).toBe(true);
    for (const rating of [0, 6, 4.5, -1, Number.NaN, "5", null]) expect(isValidRating(rating)).toBe(false);
  });

  it("keeps text optional, up to 1,000 characters, with the shared text rules", () => {
    expect(reviewText.parse("")).toBe("");
    expect(reviewText.parse("  Lovely visit.\r\nWill return.  ")).toBe("Lovely visit.\nWill return.");
    expect(reviewText.safeParse("é".repeat(MAX_REVIEW_TEXT)).success).toBe(true);
    expect(reviewText.safeParse("a".repeat(MAX_REVIEW_TEXT + 1)).success).toBe(false);
    expect(reviewText.safeParse("nice \u202Eevil").success).toBe(false);
    expect(reviewText.safeParse("bell\u0007").success).toBe(false);
  });

  it("lets the author edit for 7 days", () => {
    const created = at("2026-03-02T08:00:00Z");
    expect(canEditReview(created, at("2026-03-09T08:00:00Z"))).toBe(true);
    expect(canEditReview(created, at("2026-03-09T08:00:01Z"))).toBe(false);
  });
});

describe("how a reviewer is shown", () => {
  it("shows the first name and the initial of the last", () => {
    expect(reviewerDisplayName("Aisha Al Mansoori")).toBe("Aisha M.");
    expect(reviewerDisplayName("  priya   sharma ")).toBe("priya S.");
    expect(reviewerDisplayName("Maryam")).toBe("Maryam");
    expect(reviewerDisplayName("فاطمة الزهراء")).toBe("فاطمة ا.");
    expect(reviewerDisplayName("")).toBe("");
  });
});

describe("the stored average", () => {
  it("rounds to one decimal and is 0 without reviews", () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 5, 4, 4])).toBe(4.5);
  });
});
