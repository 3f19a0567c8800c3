/**
 * The port for replies and moderation of visit reviews (issue 34; decision 074). Each write is one statement or
 * transaction that repeats its rule (a hidden review takes no reply and no report; hiding recounts the provider
 * in the same transaction: workers/migrations/*\/0047_review_replies_and_moderation.sql). Who may call which is
 * the API's scopes: the provider's owner replies, anyone reports, reviewers hide and read the queue.
 */
import type { HideReason, ReportReason } from "./moderation-rules";

export interface ReviewReplyRecord {
  reviewId: string;
  text: string;
  /** ISO instants. */
  repliedAt: string;
  editedAt: string | null;
}

/** A visit review as the owner's dashboard and the reviewers' queue show it. */
export interface ModeratedReviewRecord {
  id: string;
  providerId: string;
  authorName: string;
  rating: number;
  text: string;
  serviceName: string;
  /** 'YYYY-MM' (Dubai). */
  visitMonth: string;
  createdAt: string;
  hiddenAt: string | null;
  hiddenReason: HideReason | null;
}

export interface ReviewReportRecord {
  reason: ReportReason;
  note: string;
  createdAt: string;
}

export interface ReportedReviewRecord extends ModeratedReviewRecord {
  /** Oldest first. */
  reports: ReviewReportRecord[];
}

export type ReplyOutcome = { outcome: "REPLIED"; reply: ReviewReplyRecord } | { outcome: "REVIEW_NOT_FOUND" | "REVIEW_HIDDEN" };
export type ReportOutcome = { outcome: "REPORTED" | "REVIEW_NOT_FOUND" };
export type HideOutcome = { outcome: "HIDDEN"; providerId: string } | { outcome: "REVIEW_NOT_FOUND" | "ALREADY_HIDDEN" };

export interface NewReviewReport {
  reviewId: string;
  reason: ReportReason;
  note: string;
  /** A keyed hash of the client address, scoped to the review: one report per reporter and review. */
  reporterKey: string;
  reporterId: string | null;
}

export interface ReviewModerationRepository {
  /** Creates the review's one reply, or edits it (the caller owns the review's provider: the API's scope). */
  reply(reviewId: string, text: string, authorId: string): Promise<ReplyOutcome>;
  /** Keeps a report of a shown review; a second one by the same reporter changes nothing and is answered alike. */
  report(report: NewReviewReport): Promise<ReportOutcome>;
  /** Hides a shown review (a reviewer: the API's scope) and recounts its provider in the same transaction. */
  hide(reviewId: string, reason: HideReason, reviewerId: string): Promise<HideOutcome>;
  /** The replies of these reviews (ids with none are absent). */
  repliesFor(reviewIds: readonly string[]): Promise<Map<string, ReviewReplyRecord>>;
  /** The provider's visit reviews, hidden ones too, newest first (the owner's dashboard: the API checks the owner). */
  forProvider(providerId: string, limit: number): Promise<ModeratedReviewRecord[]>;
  /** Shown reviews with at least one report, the most recently reported first (reviewers only: the API's scope). */
  reported(limit: number): Promise<ReportedReviewRecord[]>;
}
