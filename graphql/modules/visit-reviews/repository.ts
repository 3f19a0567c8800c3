/**
 * The port for reviews from completed visits (issue 34). Both adapters write a review in one step that
 * repeats the eligibility rules (workers/migrations/*\/0038_visit_reviews.sql) and recomputes the provider's
 * rating and review count in the same transaction; rules.ts says why a refused write was refused.
 */
import type { Page } from "../../shared/pagination";

export type SubmitOutcome =
  | { outcome: "SUBMITTED"; id: string; providerId: string }
  | { outcome: "INVALID_TOKEN" | "ALREADY_REVIEWED" | "NOT_COMPLETED" | "WINDOW_CLOSED" };

export interface NewVisitReview {
  /** Hex SHA-256 of the link's token: the token itself is never stored. */
  tokenHash: string;
  rating: number;
  text: string;
  /** "First L." (rules.ts reviewerDisplayName) of the booking's customer, computed by the service. */
  authorName: string;
}

/**
 * A review as the provider's page shows it (the views shown_reviews of 0046): a visible visit review
 * (verified, with its service and month) or one of the seed's imported samples (neither).
 */
export interface ShownReviewRecord {
  id: string;
  providerId: string;
  rating: number;
  text: string;
  /** "First L." (a sample's as seeded). */
  authorName: string;
  verified: boolean;
  /** The service as named at the visit; null for a sample. */
  serviceName: string | null;
  /** The visit's month (Dubai), 'YYYY-MM'; null for a sample. */
  visitMonth: string | null;
  /** The list's order, descending: verified newest first, then the samples in their order (0046). */
  sortKey: string;
}

/** Where a page of shown reviews resumes: after this (sortKey, id), descending. */
export interface ShownReviewPosition {
  sortKey: string;
  id: string;
}

export interface StarCount {
  stars: number;
  count: number;
}

export interface VisitReviewRepository {
  /** A provider's shown reviews, verified newest first then the imported samples, `first` after `after`, with their total. */
  shownReviews(providerId: string, first: number, after: ShownReviewPosition | null): Promise<Page<ShownReviewRecord>>;
  /** How many shown reviews of the provider give each number of stars (stars with none are left out). */
  starCounts(providerId: string): Promise<StarCount[]>;

  /** The customer's name of the token's booking (for the author's display name), or null for an unknown token. */
  customerNameOf(tokenHash: string): Promise<string | null>;
  submitReview(review: NewVisitReview, now: Date): Promise<SubmitOutcome>;
}
