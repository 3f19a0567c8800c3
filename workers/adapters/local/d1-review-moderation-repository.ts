/**
 * Replies and moderation of visit reviews on D1 (0047_review_replies_and_moderation.sql). Each write is one
 * statement that repeats its rule (only a shown review takes a reply or a report); hiding is one UPDATE whose
 * trigger (0038's visit_reviews_rating_after_update) recounts the provider's rating and review count in that
 * same statement. A batch's last statement reads why a refused write was refused.
 */
import type {
  HideOutcome,
  ModeratedReviewRecord,
  NewReviewReport,
  ReplyOutcome,
  ReportedReviewRecord,
  ReportOutcome,
  ReviewModerationRepository,
  ReviewReplyRecord,
  ReviewReportRecord,
} from "../../../graphql/modules/visit-reviews/moderation-repository";
import type { HideReason } from "../../../graphql/modules/visit-reviews/moderation-rules";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const REVIEW_COLUMNS = `v.id, v.provider_id, v.author_name, v.rating, v.text, v.service_name, v.visit_month, v.created_at,
  v.hidden_at, v.hidden_reason`;

interface ReviewRow {
  id: string;
  provider_id: string;
  author_name: string;
  rating: number;
  text: string;
  service_name: string;
  visit_month: string;
  created_at: string;
  hidden_at: string | null;
  hidden_reason: HideReason | null;
}
interface ReplyRow {
  review_id: string;
  text: string;
  replied_at: string;
  edited_at: string | null;
}

const toReview = (row: ReviewRow): ModeratedReviewRecord => ({
  id: row.id,
  providerId: row.provider_id,
  authorName: row.author_name,
  rating: row.rating,
  text: row.text,
  serviceName: row.service_name,
  visitMonth: row.visit_month,
  createdAt: row.created_at,
  hiddenAt: row.hidden_at,
  hiddenReason: row.hidden_reason,
});
const toReply = (row: ReplyRow): ReviewReplyRecord => ({
  reviewId: row.review_id,
  text: row.text,
  repliedAt: row.replied_at,
  editedAt: row.edited_at,
});

export class D1ReviewModerationRepository implements ReviewModerationRepository {
  constructor(private readonly db: D1Database) {}

  async reply(reviewId: string, text: string, authorId: string): Promise<ReplyOutcome> {
    const [written, facts] = await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO review_replies (review_id, text, author_id)
           SELECT v.id, ?2, ?3 FROM visit_reviews v WHERE v.id = ?1 AND v.hidden_at IS NULL
           ON CONFLICT (review_id) DO UPDATE SET text = excluded.text, author_id = excluded.author_id, edited_at = ${NOW}
           RETURNING review_id, text, replied_at, edited_at`,
        )
        .bind(reviewId, text, authorId),
      this.db.prepare("SELECT hidden_at FROM visit_reviews WHERE id = ?1").bind(reviewId),
    ]);
    const reply = (written?.results ?? [])[0] as ReplyRow | undefined;
    if (reply) return { outcome: "REPLIED", reply: toReply(reply) };
    return { outcome: (facts?.results ?? []).length === 0 ? "REVIEW_NOT_FOUND" : "REVIEW_HIDDEN" };
  }

  async report(report: NewReviewReport): Promise<ReportOutcome> {
    const [, shown] = await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO review_reports (review_id, reason, note, reporter_hash, reporter_id)
           SELECT v.id, ?2, ?3, ?4, ?5 FROM visit_reviews v WHERE v.id = ?1 AND v.hidden_at IS NULL
           ON CONFLICT (review_id, reporter_hash) DO NOTHING`,
        )
        .bind(report.reviewId, report.reason, report.note, report.reporterKey, report.reporterId),
      this.db.prepare("SELECT 1 AS shown FROM visit_reviews WHERE id = ?1 AND hidden_at IS NULL").bind(report.reviewId),
    ]);
    return { outcome: (shown?.results ?? []).length > 0 ? "REPORTED" : "REVIEW_NOT_FOUND" };
  }

  async hide(reviewId: string, reason: HideReason, reviewerId: string): Promise<HideOutcome> {
    const [hidden, facts] = await this.db.batch([
      this.db
        .prepare(
          `UPDATE visit_reviews SET hidden_at = ${NOW}, hidden_reason = ?2, hidden_by = ?3
           WHERE id = ?1 AND hidden_at IS NULL RETURNING provider_id`,
        )
        .bind(reviewId, reason, reviewerId),
      this.db.prepare("SELECT 1 FROM visit_reviews WHERE id = ?1").bind(reviewId),
    ]);
    const row = (hidden?.results ?? [])[0] as { provider_id: string } | undefined;
    if (row) return { outcome: "HIDDEN", providerId: row.provider_id };
    return { outcome: (facts?.results ?? []).length === 0 ? "REVIEW_NOT_FOUND" : "ALREADY_HIDDEN" };
  }

  async repliesFor(reviewIds: readonly string[]): Promise<Map<string, ReviewReplyRecord>> {
    if (reviewIds.length === 0) return new Map();
    const { results } = await this.db
      .prepare(
        `SELECT r.review_id, r.text, r.replied_at, r.edited_at FROM review_replies r
         WHERE r.review_id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(reviewIds))
      .all<ReplyRow>();
    return new Map(results.map((row) => [row.review_id, toReply(row)]));
  }

  async forProvider(providerId: string, limit: number): Promise<ModeratedReviewRecord[]> {
    const { results } = await this.db
      .prepare(`SELECT ${REVIEW_COLUMNS} FROM visit_reviews v WHERE v.provider_id = ?1 ORDER BY v.created_at DESC, v.id DESC LIMIT ?2`)
      .bind(providerId, limit)
      .all<ReviewRow>();
    return results.map(toReview);
  }

  async reported(limit: number): Promise<ReportedReviewRecord[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${REVIEW_COLUMNS},
           (SELECT json_group_array(json_object('reason', x.reason, 'note', x.note, 'createdAt', x.created_at))
              FROM (SELECT reason, note, created_at FROM review_reports WHERE review_id = v.id ORDER BY created_at, id) x) AS reports
         FROM visit_reviews v
         WHERE v.hidden_at IS NULL AND EXISTS (SELECT 1 FROM review_reports r WHERE r.review_id = v.id)
         ORDER BY (SELECT max(created_at) FROM review_reports r WHERE r.review_id = v.id) DESC, v.id
         LIMIT ?1`,
      )
      .bind(limit)
      .all<ReviewRow & { reports: string }>();
    return results.map((row) => ({ ...toReview(row), reports: JSON.parse(row.reports) as ReviewReportRecord[] }));
  }
}
