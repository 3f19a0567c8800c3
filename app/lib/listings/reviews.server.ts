/**
 * The provider page's reviews (issue 34), made ready on the server so the page ships no formatting code: the
 * rating summary's rows, each review's "service · month" in the page's language, the paging links (the
 * rest of the address kept), and the schema.org AggregateRating and Review items of the page's JSON-LD.
 */
import { intlLocale } from "~/i18n/define";
import { pathInLocale, type Locale } from "~/i18n/locale";

/** Reviews per page of the list. */
export const REVIEWS_PER_PAGE = 10;
/** The address's parameter holding the reviews' cursor. */
export const REVIEWS_PARAM = "reviews";

/**
 * The `after` cursor the address names, or null (none, or not one of this list's: the first page, not an
 * error). The list's cursor is base64url of a JSON array of its two text keys (sortKey, id); anything else
 * the API would refuse.
 */
export function reviewsAfter(url: URL): string | null {
  const cursor = url.searchParams.get(REVIEWS_PARAM);
  if (!cursor || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const bytes = Uint8Array.from(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
    const keys: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return Array.isArray(keys) && keys.length === 2 && keys.every((key) => typeof key === "string") ? cursor : null;
  } catch {
    return null;
  }
}

interface ReviewsAnswer {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: readonly {
    node: {
      id: string;
      rating: number;
      text: string;
      author: string;
      verified: boolean;
      serviceName: string | null;
      visitMonth: string | null;
      reply: { text: string; repliedAt: string; editedAt: string | null } | null;
    };
  }[];
  ratingSummary: { average: number | null; count: number; perStar: readonly { stars: number; count: number }[] };
}

/** The link to the reviews page after `cursor` (null: the first), on the About & Reviews tab, the rest of the address kept. */
function reviewsHref(url: URL, cursor: string | null): string {
  const search = new URLSearchParams(url.search);
  search.set("tab", "about");
  if (cursor) search.set(REVIEWS_PARAM, cursor);
  else search.delete(REVIEWS_PARAM);
  return `${url.pathname}?${search.toString()}#reviews`;
}

/** 'YYYY-MM' as "November 2026" / "نوفمبر 2026" (Western digits, as the rest of /ar). */
function monthName(month: string, locale: Locale): string {
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year!, number! - 1, 1),
  );
}

/** The API's `Review.reply`, with its dates formatted for the page (UAE time), so the browser ships no formatter. */
export function shownReply(reply: { text: string; repliedAt: string; editedAt: string | null } | null, locale: Locale) {
  if (!reply) return null;
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "Asia/Dubai" });
  return {
    ...reply,
    repliedOn: format.format(new Date(reply.repliedAt)),
    editedOn: reply.editedAt ? format.format(new Date(reply.editedAt)) : null,
  };
}

/** Where a visitor reports a review, in the page's language. */
const reportHref = (id: string, locale: Locale) => pathInLocale(`/review-report/${encodeURIComponent(id)}`, locale);

export function reviewsSection(answer: ReviewsAnswer, url: URL, after: string | null, locale: Locale) {
  const { count, average, perStar } = answer.ratingSummary;
  return {
    total: answer.totalCount,
    summary: {
      average,
      count,
      rows: perStar,
    },
    items: answer.edges.map(({ node }) => ({
      id: node.id,
      author: node.author,
      rating: node.rating,
      text: node.text,
      verified: node.verified,
      reply: shownReply(node.reply, locale),
      reportHref: node.verified ? reportHref(node.id, locale) : null,
      detail: [node.serviceName, node.visitMonth === null ? null : monthName(node.visitMonth, locale)].filter(Boolean).join(" · "),
    })),
    moreHref: answer.pageInfo.hasNextPage && answer.pageInfo.endCursor ? reviewsHref(url, answer.pageInfo.endCursor) : null,
    firstHref: after ? reviewsHref(url, null) : null,
  };
}

/** schema.org: the provider's AggregateRating and this page's reviews as Review items (none without reviews). */
export function reviewsJsonLd(answer: ReviewsAnswer) {
  const { count, average } = answer.ratingSummary;
  if (count === 0 || average === null) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 },
    review: answer.edges.map(({ node }) => ({
      "@type": "Review",
      author: { "@type": "Person", name: node.author },
      reviewRating: { "@type": "Rating", ratingValue: node.rating, bestRating: 5, worstRating: 1 },
      ...(node.text ? { reviewBody: node.text } : {}),
    })),
  };
}
