/**
 * Replies and moderation of visit reviews (issue 34; decision 074): the owner's reply, a visitor's report and a
 * reviewer's hiding. Who may call which is declared on the fields (the owns scope for a reply, the reviewer scope
 * for hiding and the queue); these functions receive an authorised caller, check the input (moderation-rules.ts)
 * and make the repository's one write, which says why a refused write was refused.
 */
import type { GraphQLContext } from "../../context";
import { refuseOverLimit } from "../../shared/rate-limits";
import { parseInput, type FieldErrors, type TooManyAttemptsResult } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import type { SaidMessage } from "../../shared/messages";
import { clientKeys } from "../bookings/client-keys";
import { hideInput, replyInput, reportInput, type HideReason } from "./moderation-rules";
import type { ReviewReplyRecord } from "./moderation-repository";

export type ReviewUnavailableReason = "REVIEW_NOT_FOUND" | "REVIEW_HIDDEN" | "ALREADY_HIDDEN";

export interface ReviewUnavailableResult {
  kind: "ReviewUnavailable";
  reason: ReviewUnavailableReason;
  message: CodedMessage;
}

const UNAVAILABLE_MESSAGES = {
  REVIEW_NOT_FOUND: "REVIEW_NOT_SHOWN",
  REVIEW_HIDDEN: "REVIEW_HIDDEN_NO_REPLY",
  ALREADY_HIDDEN: "REVIEW_ALREADY_HIDDEN",
} as const;

const unavailable = (reason: ReviewUnavailableReason): ReviewUnavailableResult => ({
  kind: "ReviewUnavailable",
  reason,
  message: say(UNAVAILABLE_MESSAGES[reason]),
});

export type ReplyToReviewResult =
  | { kind: "ReviewReplied"; reply: ReviewReplyRecord; message: CodedMessage }
  | { kind: "InvalidReplyInput"; message: SaidMessage; fieldErrors: FieldErrors<"text"> }
  | ReviewUnavailableResult;

export type ReportReviewResult =
  | { kind: "ReviewReported"; message: CodedMessage }
  | { kind: "InvalidReportInput"; message: SaidMessage; fieldErrors: FieldErrors<"reason" | "note"> }
  | ReviewUnavailableResult
  | TooManyAttemptsResult;

export type HideReviewResult =
  { kind: "ReviewHidden"; reviewId: string; providerId: string; message: CodedMessage } | ReviewUnavailableResult;

/** The owner's reply (create or edit): the caller owns the review's provider (the field's owns scope). */
export async function replyToReview(
  ctx: Pick<GraphQLContext, "backend">,
  authorId: string,
  input: { reviewId: string; text: string },
): Promise<ReplyToReviewResult> {
  const checked = parseInput(replyInput, { text: input.text });
  if (!checked.ok) return { kind: "InvalidReplyInput", message: say("DETAILS_NEED_ATTENTION"), fieldErrors: checked.errors };
  const outcome = await ctx.backend.reviewModeration.reply(input.reviewId, checked.value.text, authorId);
  if (outcome.outcome !== "REPLIED") return unavailable(outcome.outcome);
  return { kind: "ReviewReplied", reply: outcome.reply, message: say("REVIEW_REPLY_SAVED") };
}

/** Anyone's report of a shown review, limited per client address; kept once per reporter and review. */
export async function reportReview(
  ctx: Pick<GraphQLContext, "backend" | "rateLimits" | "clientAddress" | "clientKeySecret" | "viewer">,
  input: { reviewId: string; reason: unknown; note?: string | null },
): Promise<ReportReviewResult> {
  const limited = await refuseOverLimit(ctx.rateLimits, "reviewReportsByAddress", `review-report:${ctx.clientAddress}`, "review report");
  if (limited) return limited;
  const checked = parseInput(reportInput, { reason: input.reason, note: input.note });
  if (!checked.ok) return { kind: "InvalidReportInput", message: say("DETAILS_NEED_ATTENTION"), fieldErrors: checked.errors };
  // A keyed hash of the address scoped to the review: the table cannot be turned back into addresses, nor
  // follow one reporter from review to review.
  const reporterKey = (await clientKeys(await ctx.clientKeySecret(), `review:${input.reviewId}`, ctx.clientAddress)).address;
  const outcome = await ctx.backend.reviewModeration.report({
    reviewId: input.reviewId,
    reason: checked.value.reason,
    note: checked.value.note,
    reporterKey,
    reporterId: (await ctx.viewer())?.id ?? null,
  });
  if (outcome.outcome !== "REPORTED") return unavailable(outcome.outcome);
  return { kind: "ReviewReported", message: say("REVIEW_REPORTED") };
}

/** A reviewer hides a review (the field's reviewer scope); the provider's rating and count leave it at once. */
export async function hideReview(
  ctx: Pick<GraphQLContext, "backend">,
  reviewerId: string,
  input: { reviewId: string; reason: HideReason },
): Promise<HideReviewResult> {
  const checked = parseInput(hideInput, { reason: input.reason });
  // The reason is the API's enum: anything else never reaches here.
  if (!checked.ok) throw new Error("hideReview: a reason outside HideReason");
  const outcome = await ctx.backend.reviewModeration.hide(input.reviewId, checked.value.reason, reviewerId);
  if (outcome.outcome !== "HIDDEN") return unavailable(outcome.outcome);
  return { kind: "ReviewHidden", reviewId: input.reviewId, providerId: outcome.providerId, message: say("REVIEW_HIDDEN") };
}
