/**
 * The API of replies and moderation (issue 34; decision 074): `Review.reply` (and `ModeratedReview.reply`),
 * `Provider.reviewsForOwner` (the owner's dashboard), `reportedReviews` (the reviewers' queue), and the
 * mutations `replyToReview` (the provider's owner: the owns scope on the review), `reportReview` (anyone,
 * limited per client address) and `hideReview` (reviewers only).
 */
import { builder } from "../../builder";
import type { GraphQLContext } from "../../context";
import { allowedTo, ownerOrNull, requireViewer, reviewerOnly, reviewerOrNull } from "../../shared/authorisation";
import { batchLoader } from "../../shared/batch";
import { vocabularyEnum } from "../../shared/enum-type";
import { answerWithRetryAfter, NotAllowed, NotSignedIn, resultMembers, resultUnion, TooManyAttempts } from "../../shared/result-types";
import { notAllowed, type NotAllowedResult, type NotSignedInResult } from "../../shared/results";
import { say } from "../../shared/say";
import { Provider } from "../providers/types";
import { Review } from "./types";
import type { ModeratedReviewRecord, ReportedReviewRecord, ReviewReplyRecord, ReviewReportRecord } from "./moderation-repository";
import { HIDE_REASONS, REPORT_REASONS } from "./moderation-rules";
import {
  hideReview,
  replyToReview,
  reportReview,
  type HideReviewResult,
  type ReplyToReviewResult,
  type ReportReviewResult,
  type ReviewUnavailableResult,
} from "./moderation";

/** The most reviews the owner's tab and the reviewers' queue show at once. */
const MODERATION_LIST_MAX = 100;

const HideReasonEnum = vocabularyEnum("ReviewHideReason", HIDE_REASONS, "Why a reviewer hid a review.");
const ReportReasonEnum = vocabularyEnum(
  "ReviewReportReason",
  REPORT_REASONS,
  "Why a visitor reports a review: a reason a reviewer may hide it for, or OTHER (the note then says what).",
);

export const ReviewReply = builder.objectRef<ReviewReplyRecord>("ReviewReply").implement({
  description: "The business's one reply to a review, shown under it.",
  fields: (t) => ({
    text: t.exposeString("text"),
    repliedAt: t.exposeString("repliedAt", { description: "ISO instant of the first reply." }),
    editedAt: t.exposeString("editedAt", { nullable: true, description: "ISO instant of the last edit; null if never edited." }),
  }),
});

/** Replies of the reviews asked for in one tick, in one read. */
const replyOf = batchLoader(
  (ids: readonly string[], ctx: GraphQLContext) => ctx.backend.reviewModeration.repliesFor(ids),
  null as ReviewReplyRecord | null,
);

/** The business's reply of a review by its id; null if none. Any review type of the provider page adds it as `reply`. */
export const replyField = {
  type: ReviewReply,
  nullable: true,
  description: "The business's reply, shown under the review; null if none.",
} as const;
export const resolveReply = (review: { id: string }, _args: unknown, ctx: GraphQLContext) => replyOf(ctx)(review.id);

// The seed's samples never have one (replies are to visit reviews): null for them.
builder.objectField(Review, "reply", (t) => t.field({ ...replyField, resolve: resolveReply }));

const ModeratedReview = builder.objectRef<ModeratedReviewRecord>("ModeratedReview").implement({
  description: "A visit review as its provider's owner and the reviewers see it: hidden ones too, with why, and its reply.",
  fields: (t) => ({
    id: t.exposeID("id"),
    providerId: t.exposeID("providerId"),
    authorName: t.exposeString("authorName", { description: "'First L.'" }),
    rating: t.exposeInt("rating"),
    text: t.exposeString("text"),
    serviceName: t.exposeString("serviceName"),
    visitMonth: t.exposeString("visitMonth", { description: "'YYYY-MM' (Dubai)." }),
    createdAt: t.exposeString("createdAt"),
    hiddenAt: t.exposeString("hiddenAt", { nullable: true, description: "When a reviewer hid it; null while shown." }),
    hiddenReason: t.field({ type: HideReasonEnum, nullable: true, resolve: (review) => review.hiddenReason }),
    reply: t.field({ ...replyField, resolve: resolveReply }),
  }),
});

const ReviewReport = builder.objectRef<ReviewReportRecord>("ReviewReport").implement({
  fields: (t) => ({
    reason: t.field({ type: ReportReasonEnum, resolve: (report) => report.reason }),
    note: t.exposeString("note"),
    createdAt: t.exposeString("createdAt"),
  }),
});

const ReportedReview = builder.objectRef<ReportedReviewRecord>("ReportedReview").implement({
  description: "A shown review visitors reported, for the reviewers' queue.",
  fields: (t) => ({
    review: t.field({ type: ModeratedReview, resolve: (review) => review }),
    reports: t.field({ type: [ReviewReport], description: "Oldest first.", resolve: (review) => review.reports }),
  }),
});

builder.objectFields(Provider, (t) => ({
  reviewsForOwner: t.field({
    type: [ModeratedReview],
    nullable: true,
    description: "The provider's visit reviews, hidden ones too, newest first (at most 100). Its owner only: null for anyone else.",
    ...ownerOrNull((provider: { id: string }) => ({ kind: "provider", id: provider.id })),
    resolve: (provider, _args, ctx) => ctx.backend.reviewModeration.forProvider(provider.id, MODERATION_LIST_MAX),
  }),
}));

builder.queryField("reportedReviews", (t) =>
  t.field({
    type: [ReportedReview],
    nullable: true,
    description: "Shown reviews visitors reported, the most recently reported first (at most 100). Reviewers only: null for anyone else.",
    ...reviewerOrNull,
    resolve: async (_root, _args, ctx) => {
      await requireViewer(ctx);
      return ctx.backend.reviewModeration.reported(MODERATION_LIST_MAX);
    },
  }),
);

const ReviewUnavailableReasonEnum = builder.enumType("ReviewUnavailableReason", {
  values: {
    REVIEW_NOT_FOUND: { description: "No shown review has this id." },
    REVIEW_HIDDEN: { description: "A reviewer hid the review: it takes no reply." },
    ALREADY_HIDDEN: { description: "The review is hidden already." },
  } as const,
});

const unavailableMember = resultMembers<ReviewUnavailableResult>();
const ReviewUnavailable = unavailableMember.withMessage("ReviewUnavailable", {
  description: "Nothing changed: the review is not there, or hidden.",
  fields: (t) => ({ reason: t.field({ type: ReviewUnavailableReasonEnum, resolve: (result) => result.reason }) }),
});

type WithSignIn<Result> = Result | NotSignedInResult | NotAllowedResult;

const replyMember = resultMembers<ReplyToReviewResult>();
const ReplyToReviewResultRef = resultUnion<WithSignIn<ReplyToReviewResult>>("ReplyToReviewResult", {
  types: [
    replyMember.withMessage("ReviewReplied", {
      description: "The reply is published under the review (created, or edited).",
      fields: (t) => ({ reply: t.field({ type: ReviewReply, resolve: (result) => result.reply }) }),
    }),
    replyMember.invalid("InvalidReplyInput", "The reply's text needs attention (fieldErrors: text)."),
    ReviewUnavailable,
    NotAllowed(),
    NotSignedIn,
  ],
});

const reportMember = resultMembers<ReportReviewResult>();
const ReportReviewResultRef = resultUnion<ReportReviewResult>("ReportReviewResult", {
  types: [
    reportMember.withMessage("ReviewReported", { description: "The report is kept for the reviewers' queue." }),
    reportMember.invalid("InvalidReportInput", "The reason or the note needs attention (fieldErrors: reason, note)."),
    ReviewUnavailable,
    TooManyAttempts,
  ],
});

const hideMember = resultMembers<HideReviewResult>();
const HideReviewResultRef = resultUnion<WithSignIn<HideReviewResult>>("HideReviewResult", {
  types: [
    hideMember.withMessage("ReviewHidden", {
      description: "The review left the provider's page, and its rating and review count.",
      fields: (t) => ({
        reviewId: t.id({ resolve: (result) => result.reviewId }),
        providerId: t.id({ resolve: (result) => result.providerId }),
      }),
    }),
    ReviewUnavailable,
    NotAllowed(),
    NotSignedIn,
  ],
});

const ReplyToReviewInput = builder.inputType("ReplyToReviewInput", {
  fields: (t) => ({
    reviewId: t.id({ required: true }),
    text: t.string({ required: true, description: "At most 1,000 characters, any language." }),
  }),
});
const ReportReviewInput = builder.inputType("ReportReviewInput", {
  fields: (t) => ({
    reviewId: t.id({ required: true }),
    reason: t.field({ type: ReportReasonEnum, required: true }),
    note: t.string({ required: false, description: "At most 500 characters; needed when the reason is OTHER." }),
  }),
});
const HideReviewInput = builder.inputType("HideReviewInput", {
  fields: (t) => ({
    reviewId: t.id({ required: true }),
    reason: t.field({ type: HideReasonEnum, required: true }),
  }),
});

builder.mutationFields((t) => ({
  replyToReview: t.field({
    type: ReplyToReviewResultRef,
    description: "The provider's owner replies to a review of it, once: replying again edits the reply.",
    args: { input: t.arg({ type: ReplyToReviewInput, required: true }) },
    ...allowedTo({
      signIn: say("REVIEW_REPLY_SIGN_IN"),
      owns: (args: { input: { reviewId: string | number } }) => ({ kind: "review", id: String(args.input.reviewId) }),
      stranger: () => notAllowed(say("REVIEW_REPLY_OWNER_ONLY")),
    }),
    resolve: async (_root, { input }, ctx) => {
      const viewer = await requireViewer(ctx);
      return replyToReview(ctx, viewer.id, { reviewId: String(input.reviewId), text: input.text });
    },
  }),
  reportReview: t.field({
    type: ReportReviewResultRef,
    description: "Anyone reports a shown review to the reviewers, with a reason. Limited per client address (TooManyAttempts, HTTP 429).",
    args: { input: t.arg({ type: ReportReviewInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      answerWithRetryAfter(ctx, await reportReview(ctx, { reviewId: String(input.reviewId), reason: input.reason, note: input.note })),
  }),
  hideReview: t.field({
    type: HideReviewResultRef,
    description: "A reviewer hides a review with a reason: it leaves the provider's page and its average at once.",
    args: { input: t.arg({ type: HideReviewInput, required: true }) },
    ...reviewerOnly(say("REVIEW_MODERATION_SIGN_IN"), say("REVIEW_HIDE_REVIEWERS_ONLY")),
    resolve: async (_root, { input }, ctx) => {
      const viewer = await requireViewer(ctx);
      return hideReview(ctx, viewer.id, { reviewId: String(input.reviewId), reason: input.reason });
    },
  }),
}));
