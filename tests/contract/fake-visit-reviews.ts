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
      });
      token.used_at = new Date(now).toISOString();
      const shown = [
        ...(tables.reviews ?? []).filter((row) => row.provider_id === booking.provider_id),
        ...reviews.filter((row) => row.provider_id === booking.provider_id && row.hidden_at === null),
      ];
      const provider = (tables.providers ?? []).find((row) => row.id === booking.provider_id);
      if (provider) {
        const stars = shown.reduce((sum, row) => sum + Number(row.rating), 0);
        provider.review_count = shown.length;
        provider.rating = shown.length === 0 ? 0 : Math.round((stars / shown.length) * 10) / 10;
      }
      return { outcome: "SUBMITTED", id, provider_id: booking.provider_id };
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
