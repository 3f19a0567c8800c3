/**
 * Replies and moderation of visit reviews (issue 34; docs/decisions/074-review-replies-and-moderation.md): the
 * pure rules of who may do what. The owner of the reviewed provider replies once per review (sending again edits
 * that one reply); anyone may report a review with a reason; a reviewer (the existing role) hides one with a
 * reason, and a hidden review leaves the page and the provider's average.
 */
import * as z from "zod";
import { textField } from "../../shared/text";
import { MAX_REVIEW_TEXT } from "./rules";

/** A reply has the review's text rules: at most as long as a review, any language, but never empty. */
export const MAX_REPLY_TEXT = MAX_REVIEW_TEXT;
/** A report's optional note. */
export const MAX_REPORT_NOTE = 500;

/** Why a reviewer hides a review (the issue's three), as visit_reviews.hidden_reason stores them. */
export const HIDE_REASONS = ["abusive", "not_about_the_visit", "personal_data"] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

/** Why a visitor reports one: the reasons a reviewer may hide it for, or something else (a note says what). */
export const REPORT_REASONS = [...HIDE_REASONS, "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const replyText = textField({
  required: "Please write your reply.",
  max: MAX_REPLY_TEXT,
  multiline: true,
  tooLong: `Please keep the reply to ${MAX_REPLY_TEXT} characters.`,
});

export const replyInput = z.object({ text: replyText });

const reportNote = textField({ max: MAX_REPORT_NOTE, multiline: true, tooLong: `Please keep the note to ${MAX_REPORT_NOTE} characters.` });

export const reportInput = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: "Please choose a reason." }),
    note: z.preprocess((note) => note ?? "", reportNote),
  })
  .superRefine((report, context) => {
    // "Other" says nothing by itself: the reviewer needs the note to judge it.
    if (report.reason === "other" && report.note === "") {
      context.addIssue({ code: "custom", path: ["note"], message: "Please say what is wrong with this review." });
    }
  });

export const hideInput = z.object({ reason: z.enum(HIDE_REASONS, { error: "Please choose a reason." }) });

/** What the rules need to know of a review. */
export interface ModeratedReview {
  providerId: string;
  hidden: boolean;
  /** True once the provider's owner has replied. */
  replied: boolean;
}

export type ReplyRefusal = "REVIEW_NOT_FOUND" | "REVIEW_HIDDEN";
export type HideRefusal = "REVIEW_NOT_FOUND" | "ALREADY_HIDDEN";
export type ReportRefusal = "REVIEW_NOT_FOUND";

/**
 * Whether a reply now creates the review's one reply or edits it; a hidden or missing review takes none.
 * Ownership (the provider's owner only) is the API's scope, asked before this.
 */
export function replyDecision(review: ModeratedReview | null): { refusal: ReplyRefusal } | { action: "create" | "edit" } {
  if (!review) return { refusal: "REVIEW_NOT_FOUND" };
  if (review.hidden) return { refusal: "REVIEW_HIDDEN" };
  return { action: review.replied ? "edit" : "create" };
}

/** Null when a reviewer may hide this review now. */
export function hideRefusalOf(review: Pick<ModeratedReview, "hidden"> | null): HideRefusal | null {
  if (!review) return "REVIEW_NOT_FOUND";
  return review.hidden ? "ALREADY_HIDDEN" : null;
}

/** Null when anyone may report this review: only a shown review can be reported. */
export function reportRefusalOf(review: Pick<ModeratedReview, "hidden"> | null): ReportRefusal | null {
  return !review || review.hidden ? "REVIEW_NOT_FOUND" : null;
}

/** Who may do what with a review. */
export type ReviewAction = "reply" | "report" | "hide" | "readQueue";
export interface ReviewActor {
  /** The signed-in account's id, null for a visitor. */
  accountId: string | null;
  isReviewer: boolean;
}
export function mayActOnReview(actor: ReviewActor, action: ReviewAction, providerOwnerId: string | null): boolean {
  switch (action) {
    case "report":
      return true;
    case "reply":
      return actor.accountId !== null && providerOwnerId !== null && providerOwnerId === actor.accountId;
    case "hide":
    case "readQueue":
      return actor.accountId !== null && actor.isReviewer;
  }
}
