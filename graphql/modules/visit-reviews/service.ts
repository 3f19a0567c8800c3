/**
 * Submitting a review through its link (issue 34): the rating and text are checked here (rules.ts), then the
 * repository's one write repeats the eligibility rules and recounts the provider; a refusal says why.
 */
import * as z from "zod";
import type { Backend } from "../../shared/ports";
import { fieldErrorsOf, type FieldErrors } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import type { SaidMessage } from "../../shared/messages";
import { isValidRating, reviewerDisplayName, reviewText } from "./rules";
import { reviewTokenHash } from "./token";

export type ReviewRefusalReason = "INVALID_TOKEN" | "ALREADY_REVIEWED" | "NOT_COMPLETED" | "WINDOW_CLOSED";

export type SubmitReviewResult =
  | { kind: "ReviewSubmitted"; reviewId: string; providerId: string; message: CodedMessage }
  | { kind: "ReviewRefused"; reason: ReviewRefusalReason; message: CodedMessage }
  | { kind: "InvalidReviewInput"; message: SaidMessage; fieldErrors: FieldErrors<"rating" | "text"> };

const REFUSAL_MESSAGES = {
  INVALID_TOKEN: "REVIEW_LINK_INVALID",
  ALREADY_REVIEWED: "REVIEW_ALREADY_SENT",
  NOT_COMPLETED: "REVIEW_NOT_COMPLETED",
  WINDOW_CLOSED: "REVIEW_WINDOW_CLOSED",
} as const;

const reviewInput = z.object({
  rating: z.unknown().refine(isValidRating, { message: "Please choose from 1 to 5 stars." }),
  text: reviewText,
});

export async function submitReview(
  backend: Backend,
  input: { token: string; rating: unknown; text?: string | null },
): Promise<SubmitReviewResult> {
  const parsed = reviewInput.safeParse({ rating: input.rating, text: input.text ?? "" });
  if (!parsed.success) {
    return { kind: "InvalidReviewInput", message: say("DETAILS_NEED_ATTENTION"), fieldErrors: fieldErrorsOf(parsed.error.issues) };
  }
  const tokenHash = await reviewTokenHash(input.token);
  const customerName = await backend.visitReviews.customerNameOf(tokenHash);
  if (customerName === null) return { kind: "ReviewRefused", reason: "INVALID_TOKEN", message: say("REVIEW_LINK_INVALID") };
  const outcome = await backend.visitReviews.submitReview(
    { tokenHash, rating: parsed.data.rating as number, text: parsed.data.text, authorName: reviewerDisplayName(customerName) },
    backend.clock.now(),
  );
  if (outcome.outcome === "SUBMITTED") {
    return { kind: "ReviewSubmitted", reviewId: outcome.id, providerId: outcome.providerId, message: say("REVIEW_SUBMITTED") };
  }
  return { kind: "ReviewRefused", reason: outcome.outcome, message: say(REFUSAL_MESSAGES[outcome.outcome]) };
}
