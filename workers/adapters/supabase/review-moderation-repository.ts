/**
 * Replies and moderation of visit reviews on the hosted backend (workers/migrations/supabase/0047_review_replies_and_moderation.sql),
 * as the caller: reply_to_review runs as them, so review_replies' policies allow only the provider's owner;
 * hide_visit_review asks is_reviewer() and recounts the provider under its row lock; report_visit_review is
 * anyone's. Reads go through row level security: anyone reads shown reviews and their replies, owners their
 * provider's hidden ones too, reviewers every review and the reports.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
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
import type { HideReason, ReportReason } from "../../../graphql/modules/visit-reviews/moderation-rules";
import { checked, rowsOf } from "./postgrest";

const REVIEW_COLUMNS = "id,provider_id,author_name,rating,text,service_name,visit_month,created_at,hidden_at,hidden_reason";
/** The most reports the reviewers' queue reads to find its reviews. */
const REPORTS_READ = 1000;

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

/** PostgreSQL's timestamptz as an ISO instant, as D1 keeps them. */
const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null | undefined) => (value ? iso(value) : null);

const toReview = (row: ReviewRow): ModeratedReviewRecord => ({
  id: row.id,
  providerId: row.provider_id,
  authorName: row.author_name,
  rating: row.rating,
  text: row.text,
  serviceName: row.service_name,
  visitMonth: row.visit_month,
  createdAt: iso(row.created_at),
  hiddenAt: isoOrNull(row.hidden_at),
  hiddenReason: row.hidden_reason,
});

export class SupabaseReviewModerationRepository implements ReviewModerationRepository {
  constructor(private readonly db: SupabaseClient) {}

  async reply(reviewId: string, text: string): Promise<ReplyOutcome> {
    const answer = await this.db.rpc("reply_to_review", { p_review_id: reviewId, p_text: text });
    const row = checked("reply_to_review", answer).data as { outcome: string; replied_at?: string; edited_at?: string | null };
    if (row.outcome !== "REPLIED") return { outcome: row.outcome as "REVIEW_NOT_FOUND" | "REVIEW_HIDDEN" };
    return { outcome: "REPLIED", reply: { reviewId, text, repliedAt: iso(row.replied_at!), editedAt: isoOrNull(row.edited_at) } };
  }

  async report(report: NewReviewReport): Promise<ReportOutcome> {
    const answer = await this.db.rpc("report_visit_review", {
      p_review_id: report.reviewId,
      p_reason: report.reason,
      p_note: report.note,
      p_reporter_hash: report.reporterKey,
    });
    return { outcome: (checked("report_visit_review", answer).data as { outcome: ReportOutcome["outcome"] }).outcome };
  }

  async hide(reviewId: string, reason: HideReason): Promise<HideOutcome> {
    const answer = await this.db.rpc("hide_visit_review", { p_review_id: reviewId, p_reason: reason });
    const row = checked("hide_visit_review", answer).data as { outcome: string; provider_id?: string };
    if (row.outcome === "HIDDEN") return { outcome: "HIDDEN", providerId: String(row.provider_id) };
    return { outcome: row.outcome as "REVIEW_NOT_FOUND" | "ALREADY_HIDDEN" };
  }

  async repliesFor(reviewIds: readonly string[]): Promise<Map<string, ReviewReplyRecord>> {
    if (reviewIds.length === 0) return new Map();
    const rows = rowsOf(
      "review_replies",
      await this.db
        .from("review_replies")
        .select("review_id,text,replied_at,edited_at")
        .in("review_id", [...reviewIds]),
    ) as { review_id: string; text: string; replied_at: string; edited_at: string | null }[];
    return new Map(
      rows.map((row) => [
        row.review_id,
        { reviewId: row.review_id, text: row.text, repliedAt: iso(row.replied_at), editedAt: isoOrNull(row.edited_at) },
      ]),
    );
  }

  async forProvider(providerId: string, limit: number): Promise<ModeratedReviewRecord[]> {
    const rows = rowsOf(
      "visit_reviews",
      await this.db
        .from("visit_reviews")
        .select(REVIEW_COLUMNS)
        .eq("provider_id", providerId)
        .order("created_at", { ascending: false })
        .order("id", { ascending: false })
        .limit(limit),
    ) as unknown as ReviewRow[];
    return rows.map(toReview);
  }

  async reported(limit: number): Promise<ReportedReviewRecord[]> {
    const reports = rowsOf(
      "review_reports",
      await this.db
        .from("review_reports")
        .select("review_id,reason,note,created_at")
        .order("created_at", { ascending: false })
        .limit(REPORTS_READ),
    ) as { review_id: string; reason: ReportReason; note: string; created_at: string }[];
    // Most recently reported first: the order of each review's first appearance in the newest-first reports.
    const order = [...new Set(reports.map((report) => report.review_id))];
    if (order.length === 0) return [];
    const reviews = rowsOf(
      "visit_reviews",
      await this.db.from("visit_reviews").select(REVIEW_COLUMNS).in("id", order).is("hidden_at", null),
    ) as unknown as ReviewRow[];
    const byId = new Map(reviews.map((row) => [row.id, row]));
    return order
      .flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
      .slice(0, limit)
      .map((row) => ({
        ...toReview(row),
        reports: reports
          .filter((report) => report.review_id === row.id)
          .reverse()
          .map((report): ReviewReportRecord => ({ reason: report.reason, note: report.note, createdAt: iso(report.created_at) })),
      }));
  }
}
