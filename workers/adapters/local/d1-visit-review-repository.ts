/**
 * Reviews from completed visits on D1 (0038_visit_reviews.sql). A review is one batch (one transaction): the
 * insert repeats the rules (an unused token, a completed booking, a visit within the window, one review per
 * booking), the token is spent only when the review was written, and the triggers on visit_reviews recount the
 * provider's rating and review count in the insert's own statement.
 */
import type {
  NewVisitReview,
  ShownReviewPosition,
  ShownReviewRecord,
  StarCount,
  SubmitOutcome,
  VisitReviewRepository,
} from "../../../graphql/modules/visit-reviews/repository";
import type { Page } from "../../../graphql/shared/pagination";
import { Conditions, d1KeysetPage, d1Rows } from "./d1-sql";
import { REVIEW_WINDOW_DAYS } from "../../../graphql/modules/visit-reviews/rules";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Dubai's wall time (UTC+4, no DST) as bookings.starts_at writes it: 'YYYY-MM-DDTHH:MM'. */
const dubaiWall = (instant: number) => new Date(instant + 4 * 60 * 60 * 1000).toISOString().slice(0, 16);

const INSERT = `INSERT INTO visit_reviews (booking_id, provider_id, service_name, visit_month, author_name, rating, text)
  SELECT b.id, b.provider_id, coalesce(s.name, ''), substr(b.starts_at, 1, 7), ?4, ?2, ?3
  FROM review_tokens t JOIN bookings b ON b.id = t.booking_id LEFT JOIN services s ON s.id = b.service_id
  WHERE t.token_hash = ?1 AND t.used_at IS NULL AND b.status = 'Confirmed' AND b.outcome = 'completed' AND b.starts_at >= ?5
  ON CONFLICT (booking_id) DO NOTHING`;
const SPEND = `UPDATE review_tokens SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE token_hash = ?1 AND used_at IS NULL AND EXISTS (SELECT 1 FROM visit_reviews v WHERE v.booking_id = review_tokens.booking_id)
  RETURNING (SELECT v.id FROM visit_reviews v WHERE v.booking_id = review_tokens.booking_id) AS id,
            (SELECT b.provider_id FROM bookings b WHERE b.id = review_tokens.booking_id) AS provider_id`;
const FACTS = `SELECT t.used_at, b.status, b.outcome, (SELECT 1 FROM visit_reviews v WHERE v.booking_id = b.id) AS reviewed
  FROM review_tokens t JOIN bookings b ON b.id = t.booking_id WHERE t.token_hash = ?1`;

interface ShownRow {
  id: string;
  provider_id: string;
  verified: number;
  rating: number;
  text: string;
  service_name: string | null;
  visit_month: string | null;
  author_name: string;
  sort_key: string;
}

const toShownReview = (row: ShownRow): ShownReviewRecord => ({
  id: row.id,
  providerId: row.provider_id,
  rating: row.rating,
  text: row.text,
  authorName: row.author_name,
  verified: row.verified === 1,
  serviceName: row.service_name,
  visitMonth: row.visit_month,
  sortKey: row.sort_key,
});

interface Facts {
  used_at: string | null;
  status: string;
  outcome: string | null;
  reviewed: number | null;
}

export class D1VisitReviewRepository implements VisitReviewRepository {
  constructor(private readonly db: D1Database) {}

  shownReviews(providerId: string, first: number, after: ShownReviewPosition | null): Promise<Page<ShownReviewRecord>> {
    const beyond = new Conditions();
    if (after) beyond.add("(sort_key < ? OR (sort_key = ? AND id < ?))", after.sortKey, after.sortKey, after.id);
    const list = {
      columns: "id, provider_id, verified, rating, text, service_name, visit_month, author_name, sort_key",
      table: "shown_reviews",
      filter: new Conditions().add("provider_id = ?", providerId),
      beyond,
      orderBy: "sort_key DESC, id DESC",
    };
    return d1KeysetPage(this.db, list, first, toShownReview);
  }

  starCounts(providerId: string): Promise<StarCount[]> {
    const read = this.db.prepare("SELECT stars, count FROM shown_review_stars WHERE provider_id = ?1 ORDER BY stars DESC").bind(providerId);
    return d1Rows(read, (row: StarCount) => ({ stars: row.stars, count: row.count }));
  }

  async customerNameOf(tokenHash: string): Promise<string | null> {
    return this.db
      .prepare("SELECT b.customer_name FROM review_tokens t JOIN bookings b ON b.id = t.booking_id WHERE t.token_hash = ?1")
      .bind(tokenHash)
      .first<string>("customer_name");
  }

  async submitReview(review: NewVisitReview, now: Date): Promise<SubmitOutcome> {
    const windowStart = dubaiWall(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
    const [, spent, factsResult] = await this.db.batch([
      this.db.prepare(INSERT).bind(review.tokenHash, review.rating, review.text, review.authorName, windowStart),
      this.db.prepare(SPEND).bind(review.tokenHash),
      this.db.prepare(FACTS).bind(review.tokenHash),
    ]);
    const written = (spent?.results ?? [])[0] as { id: string; provider_id: string } | undefined;
    if (written) return { outcome: "SUBMITTED", id: written.id, providerId: written.provider_id };
    const facts = (factsResult?.results ?? [])[0] as Facts | undefined;
    if (!facts) return { outcome: "INVALID_TOKEN" };
    if (facts.used_at !== null || facts.reviewed) return { outcome: "ALREADY_REVIEWED" };
    if (facts.status !== "Confirmed" || facts.outcome !== "completed") return { outcome: "NOT_COMPLETED" };
    return { outcome: "WINDOW_CLOSED" };
  }
}
