/**
 * Reviews from completed visits on the hosted backend (workers/migrations/supabase/0038_visit_reviews.sql):
 * submit_visit_review checks the token's booking and recomputes the provider's rating under its row lock.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { NewVisitReview, SubmitOutcome, VisitReviewRepository } from "../../../graphql/modules/visit-reviews/repository";
import { checked } from "./postgrest";

export class SupabaseVisitReviewRepository implements VisitReviewRepository {
  constructor(private readonly db: SupabaseClient) {}

  async customerNameOf(tokenHash: string): Promise<string | null> {
    const answer = await this.db.rpc("review_token_customer", { p_token_hash: tokenHash });
    return (checked("review_token_customer", answer).data as string | null) ?? null;
  }

  async submitReview(review: NewVisitReview): Promise<SubmitOutcome> {
    const answer = await this.db.rpc("submit_visit_review", {
      p_token_hash: review.tokenHash,
      p_rating: review.rating,
      p_text: review.text,
      p_author_name: review.authorName,
    });
    const row = checked("submit_visit_review", answer).data as { outcome: string; id?: string; provider_id?: string };
    if (row.outcome === "SUBMITTED") return { outcome: "SUBMITTED", id: String(row.id), providerId: String(row.provider_id) };
    return { outcome: row.outcome as Exclude<SubmitOutcome["outcome"], "SUBMITTED"> };
  }
}
