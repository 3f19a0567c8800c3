/** The API of reviews from completed visits (issue 34): submitReview through a review link's token. */
import { builder } from "../../builder";
import { resultMembers, resultUnion } from "../../shared/result-types";
import { submitReview, type SubmitReviewResult } from "./service";

const ReviewRefusal = builder.enumType("ReviewRefusal", {
  values: {
    INVALID_TOKEN: { description: "No completed visit has this review link." },
    ALREADY_REVIEWED: { description: "The visit is reviewed already: a link works once." },
    NOT_COMPLETED: { description: "The visit did not take place (cancelled, no-show, or not marked completed)." },
    WINDOW_CLOSED: { description: "More than 60 days have passed since the visit." },
  } as const,
});

const member = resultMembers<SubmitReviewResult>();

const ReviewSubmitted = member.withMessage("ReviewSubmitted", {
  description: "The review is published on the provider's page, and the provider's rating counts it.",
  fields: (t) => ({
    reviewId: t.id({ resolve: (r) => r.reviewId }),
    providerId: t.id({ resolve: (r) => r.providerId }),
  }),
});

const ReviewRefused = member.withMessage("ReviewRefused", {
  fields: (t) => ({ reason: t.field({ type: ReviewRefusal, resolve: (r) => r.reason }) }),
});

const SubmitReviewResultRef = resultUnion<SubmitReviewResult>("SubmitReviewResult", {
  types: [ReviewSubmitted, ReviewRefused, member.invalid("InvalidReviewInput", "The rating or the text needs attention (fieldErrors).")],
});

const SubmitReviewInput = builder.inputType("SubmitReviewInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The review link's token (from the invitation email)." }),
    rating: t.int({ required: true, description: "Whole stars, 1 to 5." }),
    text: t.string({ required: false, description: "Optional, at most 1,000 characters, any language." }),
  }),
});

builder.mutationField("submitReview", (t) =>
  t.field({
    type: SubmitReviewResultRef,
    description: "Reviews a completed visit through its private link (no account needed), once, within 60 days of the visit.",
    args: { input: t.arg({ type: SubmitReviewInput, required: true }) },
    resolve: (_root, { input }, ctx) => submitReview(ctx.backend, input),
  }),
);
