/**
 * The fake Supabase's mirror of 0038_visit_reviews.sql: review_invitation (the service role keeps the token's
 * hash), review_token_customer and submit_visit_review (the token's completed, in-window booking, one review,
 * the provider's rating and count recounted). The SQL itself is proven in tests/postgres/visit-reviews.test.ts.
 */
type Row = Record<string, unknown>;

export const VISIT_REVIEW_RPC_PARAMETERS: Record<string, string[]> = {
  review_invitation: ["p_booking_id", "p_token_hash"],
  review_token_customer: ["p_token_hash"],
  submit_visit_review: ["p_token_hash", "p_rating", "p_text", "p_author_name"],
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function visitReviewRpc(tables: Record<string, Row[]>, bookings: Row[], name: string, args: Row, now: number): unknown {
  const tokens = (tables.review_tokens ??= []);
  const reviews = (tables.visit_reviews ??= []);
  const tokenOf = (hash: unknown) => tokens.find((token) => token.token_hash === hash);
  const bookingOf = (id: unknown) => bookings.find((booking) => booking.id === id);
  switch (name) {
    case "review_invitation": {
      const booking = bookingOf(args.p_booking_id);
      if (!booking || booking.outcome !== "completed") return null;
      const existing = tokens.find((token) => token.booking_id === booking.id);
      if (!existing) tokens.push({ booking_id: booking.id, token_hash: args.p_token_hash, used_at: null });
      else if (existing.used_at === null) existing.token_hash = args.p_token_hash;
      const token = tokenOf(args.p_token_hash);
      if (!token || token.used_at !== null) return null;
      const service = (tables.services ?? []).find((row) => row.id === booking.service_id);
      const provider = (tables.providers ?? []).find((row) => row.id === booking.provider_id);
      return {
        customer_name: booking.customer_name,
        customer_email: booking.customer_email ?? null,
        locale: booking.locale ?? "en",
        provider: provider?.name,
        service: service?.name,
      };
    }
    case "review_token_customer": {
      const token = tokenOf(args.p_token_hash);
      return token ? (bookingOf(token.booking_id)?.customer_name ?? null) : null;
    }
    case "submit_visit_review": {
      const token = tokenOf(args.p_token_hash);
      if (!token) return { outcome: "INVALID_TOKEN" };
      if (token.used_at !== null) return { outcome: "ALREADY_REVIEWED" };
      const booking = bookingOf(token.booking_id)!;
      if (booking.status !== "Confirmed" || booking.outcome !== "completed") return { outcome: "NOT_COMPLETED" };
      if (now > (booking.starts_at as number) + 60 * DAY_MS) return { outcome: "WINDOW_CLOSED" };
      if (reviews.some((review) => review.booking_id === booking.id)) return { outcome: "ALREADY_REVIEWED" };
      const id = crypto.randomUUID().replace(/-/g, "");
      const service = (tables.services ?? []).find((row) => row.id === booking.service_id);
      reviews.push({
        id,
        booking_id: booking.id,
        provider_id: booking.provider_id,
        service_name: service?.name ?? "",
        visit_month: new Date((booking.starts_at as number) + 4 * 3600_000).toISOString().slice(0, 7),
        created_at: new Date(now).toISOString(),
        rating: args.p_rating,
        text: args.p_text ?? "",
        author_name: args.p_author_name,
        hidden_at: null,
        hidden_reason: null,
      });
      token.used_at = new Date(now).toISOString();
      recount(tables, booking.provider_id);
      return { outcome: "SUBMITTED", id, provider_id: booking.provider_id };
    }
    default:
      throw new Error(`unknown function ${name}`);
  }
}

/** private.recount_provider_reviews: the provider's shown reviews (the samples and the visible visit reviews). */
function recount(tables: Record<string, Row[]>, providerId: unknown): void {
  const shown = [
    ...(tables.reviews ?? []).filter((row) => row.provider_id === providerId),
    ...(tables.visit_reviews ?? []).filter((row) => row.provider_id === providerId && row.hidden_at === null),
  ];
  const provider = (tables.providers ?? []).find((row) => row.id === providerId);
  if (provider) {
    const stars = shown.reduce((sum, row) => sum + Number(row.rating), 0);
    provider.review_count = shown.length;
    provider.rating = shown.length === 0 ? 0 : Math.round((stars / shown.length) * 10) / 10;
  }
}

/** 0047's functions (the SQL itself is proven in tests/postgres/review-moderation.test.ts). */
export const REVIEW_MODERATION_RPC_PARAMETERS: Record<string, string[]> = {
  reply_to_review: ["p_review_id", "p_text"],
  report_visit_review: ["p_review_id", "p_reason", "p_note", "p_reporter_hash"],
  hide_visit_review: ["p_review_id", "p_reason"],
};

export interface ModerationCaller {
  /** The signed-in account, null for anon. */
  userId: string | null;
  reviewer: boolean;
}

/** Row level security of 0038 and 0047 on visit_reviews, review_replies and review_reports, for reads. */
export function moderationReadable(tables: Record<string, Row[]>, table: string, caller: ModerationCaller): ((row: Row) => boolean) | null {
  const ownsProvider = (providerId: unknown) =>
    caller.userId !== null && (tables.providers ?? []).some((row) => row.id === providerId && row.owner_id === caller.userId);
  const review = (id: unknown) => (tables.visit_reviews ?? []).find((row) => row.id === id);
  if (table === "visit_reviews") return (row) => row.hidden_at === null || caller.reviewer || ownsProvider(row.provider_id);
  if (table === "review_replies") return (row) => review(row.review_id)?.hidden_at === null || ownsProvider(row.provider_id);
  if (table === "review_reports") return () => caller.reviewer;
  return null;
}

type Answer = { status: number; body: unknown };
const denied = (status: number, message: string): Answer => ({ status, body: { code: "42501", details: null, hint: null, message } });

export function reviewModerationRpc(tables: Record<string, Row[]>, caller: ModerationCaller, name: string, args: Row, now: number): Answer {
  const reviews = (tables.visit_reviews ??= []);
  const replies = (tables.review_replies ??= []);
  const reports = (tables.review_reports ??= []);
  const at = new Date(now).toISOString();
  switch (name) {
    case "reply_to_review": {
      if (caller.userId === null) return denied(401, `permission denied for function ${name}`);
      // As the caller: a review they may not read is not there.
      const readable = moderationReadable(tables, "visit_reviews", caller)!;
      const review = reviews.find((row) => row.id === args.p_review_id && readable(row));
      if (!review) return { status: 200, body: { outcome: "REVIEW_NOT_FOUND" } };
      if (review.hidden_at !== null) return { status: 200, body: { outcome: "REVIEW_HIDDEN" } };
      const owns = (tables.providers ?? []).some((row) => row.id === review.provider_id && row.owner_id === caller.userId);
      if (!owns) return denied(403, 'new row violates row-level security policy for table "review_replies"');
      let reply = replies.find((row) => row.review_id === review.id);
      if (reply) Object.assign(reply, { text: args.p_text, edited_at: at, author_id: caller.userId });
      else {
        reply = {
          review_id: review.id,
          provider_id: review.provider_id,
          text: args.p_text,
          author_id: caller.userId,
          replied_at: at,
          edited_at: null,
        };
        replies.push(reply);
      }
      return { status: 200, body: { outcome: "REPLIED", replied_at: reply.replied_at, edited_at: reply.edited_at } };
    }
    case "report_visit_review": {
      const review = reviews.find((row) => row.id === args.p_review_id && row.hidden_at === null);
      if (!review) return { status: 200, body: { outcome: "REVIEW_NOT_FOUND" } };
      if (!reports.some((row) => row.review_id === review.id && row.reporter_hash === args.p_reporter_hash)) {
        reports.push({
          id: crypto.randomUUID().replace(/-/g, ""),
          review_id: review.id,
          reason: args.p_reason,
          note: args.p_note ?? "",
          reporter_hash: args.p_reporter_hash,
          reporter_id: caller.userId,
          created_at: at,
        });
      }
      return { status: 200, body: { outcome: "REPORTED" } };
    }
    case "hide_visit_review": {
      if (caller.userId === null) return denied(401, `permission denied for function ${name}`);
      if (!caller.reviewer) return denied(403, "only reviewers hide reviews");
      const review = reviews.find((row) => row.id === args.p_review_id);
      if (!review) return { status: 200, body: { outcome: "REVIEW_NOT_FOUND" } };
      if (review.hidden_at !== null) return { status: 200, body: { outcome: "ALREADY_HIDDEN" } };
      Object.assign(review, { hidden_at: at, hidden_reason: args.p_reason, hidden_by: caller.userId });
      recount(tables, review.provider_id);
      return { status: 200, body: { outcome: "HIDDEN", provider_id: review.provider_id } };
    }
    default:
      throw new Error(`unknown function ${name}`);
  }
}

/** The views of 0046: shown_reviews (visible visit reviews, then the samples, keyed for one descending order) and shown_review_stars. */
export function shownReviewRows(tables: Record<string, Row[]>): Row[] {
  const visits = (tables.visit_reviews ?? [])
    .filter((row) => row.hidden_at === null)
    .map((row) => ({
      provider_id: row.provider_id,
      id: row.id,
      verified: true,
      rating: row.rating,
      text: row.text,
      service_name: row.service_name,
      visit_month: row.visit_month,
      author_name: row.author_name,
      sort_key: `1${String(row.created_at)}`,
    }));
  const samples = (tables.reviews ?? []).map((row) => ({
    provider_id: row.provider_id,
    id: row.id,
    verified: false,
    rating: row.rating,
    text: row.comment,
    service_name: null,
    visit_month: null,
    author_name: row.user_name,
    sort_key: `0${String(99999999 - Number(row.position)).padStart(8, "0")}`,
  }));
  return [...visits, ...samples];
}

export function shownReviewStarRows(tables: Record<string, Row[]>): Row[] {
  const counts = new Map<string, Row>();
  for (const row of shownReviewRows(tables)) {
    const key = `${String(row.provider_id)}/${String(row.rating)}`;
    const entry = counts.get(key) ?? { provider_id: row.provider_id, stars: Number(row.rating), count: 0 };
    entry.count = Number(entry.count) + 1;
    counts.set(key, entry);
  }
  return [...counts.values()];
}
