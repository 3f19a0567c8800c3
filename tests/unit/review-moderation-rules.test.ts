import { describe, expect, it } from "vitest";
import {
  HIDE_REASONS,
  hideInput,
  hideRefusalOf,
  MAX_REPLY_TEXT,
  mayActOnReview,
  replyDecision,
  replyInput,
  REPORT_REASONS,
  reportInput,
  reportRefusalOf,
} from "../../graphql/modules/visit-reviews/moderation-rules";

const shown = { providerId: "glamour-spot", hidden: false, replied: false };

describe("the owner's reply", () => {
  it("is created once, then each reply edits it", () => {
    expect(replyDecision(shown)).toEqual({ action: "create" });
    expect(replyDecision({ ...shown, replied: true })).toEqual({ action: "edit" });
  });

  it("is refused for a missing or hidden review", () => {
    expect(replyDecision(null)).toEqual({ refusal: "REVIEW_NOT_FOUND" });
    expect(replyDecision({ ...shown, hidden: true, replied: true })).toEqual({ refusal: "REVIEW_HIDDEN" });
  });

  it("has the review's text rules: required, at most 1000 characters (code points), cleaned", () => {
    expect(replyInput.safeParse({ text: "  Thank you!  " })).toMatchObject({ success: true, data: { text: "Thank you!" } });
    expect(replyInput.safeParse({ text: "شكرًا لزيارتك" }).success).toBe(true);
    expect(replyInput.safeParse({ text: "😀".repeat(MAX_REPLY_TEXT) }).success).toBe(true);
    const long = replyInput.safeParse({ text: "a".repeat(MAX_REPLY_TEXT + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Please keep the reply to 1000 characters.");
    expect(replyInput.safeParse({ text: "   " }).error?.issues[0]?.message).toBe("Please write your reply.");
    expect(replyInput.safeParse({ text: "bad \u202E text" }).success).toBe(false);
  });
});

describe("reports and hiding", () => {
  it("report reasons are the hide reasons and 'other', which needs a note", () => {
    expect(HIDE_REASONS).toEqual(["abusive", "not_about_the_visit", "personal_data"]);
    expect(REPORT_REASONS).toEqual([...HIDE_REASONS, "other"]);
    expect(reportInput.safeParse({ reason: "abusive" })).toMatchObject({ success: true, data: { reason: "abusive", note: "" } });
    expect(reportInput.safeParse({ reason: "other", note: "" }).error?.issues[0]).toMatchObject({ path: ["note"] });
    expect(reportInput.safeParse({ reason: "other", note: "It names my colleague." }).success).toBe(true);
    expect(reportInput.safeParse({ reason: "spam" }).success).toBe(false);
    expect(reportInput.safeParse({ reason: "abusive", note: "x".repeat(501) }).success).toBe(false);
  });

  it("hides with one of the three reasons only", () => {
    expect(hideInput.safeParse({ reason: "personal_data" }).success).toBe(true);
    expect(hideInput.safeParse({ reason: "other" }).success).toBe(false);
  });

  it("hides and reports only a shown review", () => {
    expect(hideRefusalOf(shown)).toBeNull();
    expect(hideRefusalOf({ hidden: true })).toBe("ALREADY_HIDDEN");
    expect(hideRefusalOf(null)).toBe("REVIEW_NOT_FOUND");
    expect(reportRefusalOf(shown)).toBeNull();
    expect(reportRefusalOf({ hidden: true })).toBe("REVIEW_NOT_FOUND");
  });
});

describe("who may do what", () => {
  const owner = { accountId: "owner-1", isReviewer: false };
  const stranger = { accountId: "owner-2", isReviewer: false };
  const visitor = { accountId: null, isReviewer: false };
  const reviewer = { accountId: "rev-1", isReviewer: true };

  it("only the provider's owner replies", () => {
    expect(mayActOnReview(owner, "reply", "owner-1")).toBe(true);
    expect(mayActOnReview(stranger, "reply", "owner-1")).toBe(false);
    expect(mayActOnReview(visitor, "reply", null)).toBe(false);
    expect(mayActOnReview(reviewer, "reply", "owner-1")).toBe(false);
  });

  it("anyone reports; only reviewers hide and read the queue", () => {
    for (const actor of [owner, stranger, visitor, reviewer]) expect(mayActOnReview(actor, "report", "owner-1")).toBe(true);
    expect(mayActOnReview(reviewer, "hide", "owner-1")).toBe(true);
    expect(mayActOnReview(owner, "hide", "owner-1")).toBe(false);
    expect(mayActOnReview(visitor, "readQueue", null)).toBe(false);
    expect(mayActOnReview(reviewer, "readQueue", null)).toBe(true);
  });
});
