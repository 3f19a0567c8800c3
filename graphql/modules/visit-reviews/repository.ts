/**
 * The port for reviews from completed visits (issue 34). Both adapters write a review in one step that
 * repeats the eligibility rules (workers/migrations/*\/0038_visit_reviews.sql) and recomputes the provider's
 * rating and review count in the same transaction; rules.ts says why a refused write was refused.
 */
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

export interface VisitReviewRepository {
  /** The customer's name of the token's booking (for the author's display name), or null for an unknown token. */
  customerNameOf(tokenHash: string): Promise<string | null>;
  submitReview(review: NewVisitReview, now: Date): Promise<SubmitOutcome>;
}
