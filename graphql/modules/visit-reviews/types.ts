/** The API of reviews from completed visits (issue 34): submitReview through a review link's token. */
import * as z from "zod";
import { builder } from "../../builder";
import { connectionType, pagingArgs, toConnection, afterPosition, type Connection, type Edge } from "../../shared/connection";
import { cursorCodec, pageSize } from "../../shared/pagination";
import { Provider } from "../providers/types";
import type { ProviderRecord } from "../providers/repository";
import type { ShownReviewRecord } from "./repository";
import { MAX_RATING, MIN_RATING } from "./rules";
import { resultMembers, resultUnion } from "../../shared/result-types";
import { submitReview, type SubmitReviewResult } from "./service";

/** A review on a provider's page: a verified visit's, or one of the seed's imported samples. */
export const Review = builder.objectRef<ShownReviewRecord>("Review").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    rating: t.exposeInt("rating", { description: "Whole stars, 1 to 5." }),
    text: t.exposeString("text", { description: "The review's text; may be empty." }),
    author: t.exposeString("authorName", { description: "The author's first name and initial ('Aisha M.'), never the full name." }),
    verified: t.exposeBoolean("verified", { description: "A review of a completed visit (shown as 'Verified visit')." }),
    imported: t.boolean({
      description: "One of the listing's imported sample reviews (no 'Verified visit').",
      resolve: (r) => !r.verified,
    }),
    serviceName: t.exposeString("serviceName", {
      nullable: true,
      description: "The visit's service as it was named then; null for an imported review.",
    }),
    visitMonth: t.exposeString("visitMonth", {
      nullable: true,
      description: "The visit's month (Dubai), 'YYYY-MM'; null for an imported review.",
    }),
  }),
});

interface StarCountShape {
  stars: number;
  count: number;
}

const StarCount = builder.objectRef<StarCountShape>("StarCount").implement({
  fields: (t) => ({ stars: t.exposeInt("stars"), count: t.exposeInt("count") }),
});

interface RatingSummaryShape {
  average: number | null;
  count: number;
  perStar: StarCountShape[];
}

const RatingSummary = builder.objectRef<RatingSummaryShape>("RatingSummary").implement({
  fields: (t) => ({
    average: t.exposeFloat("average", { nullable: true, description: "The provider's rating (one decimal); null with no review." }),
    count: t.exposeInt("count", { description: "Shown reviews, verified and imported." }),
    perStar: t.field({
      type: [StarCount],
      description: "Reviews per number of stars, 5 down to 1 (0 where none).",
      resolve: (s) => s.perStar,
    }),
  }),
});

interface ReviewConnectionShape extends Connection<Edge<ShownReviewRecord>> {
  provider: ProviderRecord;
}

const ReviewConnection = connectionType<ShownReviewRecord, Edge<ShownReviewRecord>, ReviewConnectionShape>("Review", Review, {
  totalCountDescription: "Shown reviews of the provider, over all pages.",
});

builder.objectFields(ReviewConnection, (t) => ({
  ratingSummary: t.field({
    type: RatingSummary,
    resolve: async ({ provider }, _args, ctx) => {
      const counts = await ctx.backend.visitReviews.starCounts(provider.id);
      const perStar = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MAX_RATING - index).map((stars) => ({
        stars,
        count: counts.find((entry) => entry.stars === stars)?.count ?? 0,
      }));
      const count = perStar.reduce((sum, entry) => sum + entry.count, 0);
      return { average: count === 0 ? null : provider.rating, count, perStar };
    },
  }),
}));

/** The shown reviews' position: (sortKey, id), descending (0046_shown_reviews.sql). */
const reviewCursor = cursorCodec({ sortKey: z.string(), id: z.string() });

builder.objectField(Provider, "reviews", (t) =>
  t.field({
    type: ReviewConnection,
    description:
      "Reviews shown on the provider's page: verified visits newest first, then the listing's imported samples. " +
      "Page with `first` (at most 50) and `after`.",
    args: pagingArgs(t.arg),
    resolve: async (provider, args, ctx) => {
      const page = await ctx.backend.visitReviews.shownReviews(provider.id, pageSize(args.first), afterPosition(reviewCursor, args.after));
      return {
        ...toConnection(
          page,
          (review) => reviewCursor.encode(review),
          (node) => ({ node }),
          args.after,
        ),
        provider,
      };
    },
  }),
);

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
