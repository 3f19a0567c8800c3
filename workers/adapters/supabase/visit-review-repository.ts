/**
 * Reviews from completed visits on the hosted backend (workers/migrations/supabase/0038_visit_reviews.sql):
 * submit_visit_review checks the token's booking and recomputes the provider's rating under its row lock.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type {
  NewVisitReview,
  ShownReviewPosition,
  ShownReviewRecord,
  StarCount,
  SubmitOutcome,
  VisitReviewRepository,
} from "../../../graphql/modules/visit-reviews/repository";
import type { Page } from "../../../graphql/shared/pagination";
import { checked, filterValue, listReads, pageWithTotal, rowsOf } from "./postgrest";

const SHOWN_COLUMNS = "id,provider_id,verified,rating,text,service_name,visit_month,author_name,sort_key";

interface ShownRow {
  id: string;
  provider_id: string;
  verified: boolean;
  rating: number;
  text: string;
  service_name: string | null;
  visit_month: string | null;
  author_name: string;
  sort_key: string;
}

export class SupabaseVisitReviewRepository implements VisitReviewRepository {
  constructor(private readonly db: SupabaseClient) {}

  /** The view public.shown_reviews (0046), keyset-paged by (sort_key, id) descending. */
  shownReviews(providerId: string, first: number, after: ShownReviewPosition | null): Promise<Page<ShownReviewRecord>> {
    const reads = listReads(this.db, "shown_reviews", SHOWN_COLUMNS, (read) => read.eq("provider_id", providerId));
    let page = reads.page;
    if (after) {
      const key = filterValue(after.sortKey);
      page = page.or(`sort_key.lt.${key},and(sort_key.eq.${key},id.lt.${filterValue(after.id)})`);
    }
    page = page.order("sort_key", { ascending: false }).order("id", { ascending: false });
    return pageWithTotal("shown reviews", page, reads.total, first, (row: ShownRow) => ({
      id: row.id,
      providerId: row.provider_id,
      rating: row.rating,
      text: row.text,
      authorName: row.author_name,
      verified: row.verified,
      serviceName: row.service_name,
      visitMonth: row.visit_month,
      sortKey: row.sort_key,
    }));
  }

  async starCounts(providerId: string): Promise<StarCount[]> {
    const answer = await this.db
      .from("shown_review_stars")
      .select("stars,count")
      .eq("provider_id", providerId)
      .order("stars", { ascending: false })
      .overrideTypes<StarCount[], { merge: false }>();
    return rowsOf("review stars", answer).map((row) => ({ stars: row.stars, count: row.count }));
  }

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
