import { Rating } from "~/components/rating";
import { useT } from "~/i18n/use-t";
import type { reviewsSection } from "~/lib/listings/reviews.server";

type Reviews = ReturnType<typeof reviewsSection>;

/**
 * The About & Reviews tab's reviews (issue 34): the reviews (verified visits first, with "Verified visit", the
 * service and the month) in their scrolling box and its paging links, then the rating summary (a count per star, as text, with bars
 * for the eye; under the box, so the box stays where the tab's first screen shows it). Everything arrives formatted from the loader (lib/listings/reviews.server.ts).
 */
export function ReviewList({ reviews }: { reviews: Reviews }) {
  const t = useT("provider");
  const { summary, items } = reviews;
  return (
    <section id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t("reviews")}
      </h2>
      {summary.count === 0 ? (
        <p className="mt-2 text-[var(--muted-foreground)]">{t("noReviews")}</p>
      ) : (
        <>
          {/* A scrolling list is reached by keyboard to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul className="mt-3 max-h-60 space-y-3 overflow-y-auto pe-2" tabIndex={0} aria-label={t("customerReviews")}>
            {items.map((review) => (
              <li key={review.id} className="rounded-lg border border-[var(--border)] p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{review.author}</span>
                  <Rating value={review.rating} />
                </div>
                {review.verified ? (
                  <p className="text-xs text-[var(--muted-foreground)]">
                    <span className="font-medium text-green-700 dark:text-green-300">{t("verifiedVisit")}</span>
                    {review.detail ? ` · ${review.detail}` : null}
                  </p>
                ) : null}
                {review.text ? <p className="mt-1 text-sm">{review.text}</p> : null}
                {/* The business's reply, as components/reviews/review-reply.tsx shows it on the owner's page: written out here
                    because a component shared with the dashboard becomes a chunk of its own (+0.4 KiB on a page at its budget). */}
                {review.reply ? (
                  <div className="mt-3 border-s-4 border-brand-600 ps-3 text-sm">
                    <p className="font-semibold">{t("replyFromBusiness")}</p>
                    <p className="text-xs text-[var(--muted-foreground)]">
                      <time dateTime={review.reply.repliedAt}>{t("replyDated", { date: review.reply.repliedOn })}</time>
                      {review.reply.editedOn ? ` ${t("replyEdited", { date: review.reply.editedOn })}` : null}
                    </p>
                    <p className="mt-1 whitespace-pre-line break-words" dir="auto">
                      {review.reply.text}
                    </p>
                  </div>
                ) : null}
                {/* A visit's review may be reported (a reviewer may then hide it); the imported samples are the seed's. */}
                {review.reportHref ? (
                  <p className="mt-2">
                    <a href={review.reportHref} rel="nofollow" className="text-xs text-[var(--muted-foreground)] underline">
                      {t("reportReview")}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {reviews.moreHref || reviews.firstHref ? (
            <p className="mt-2 flex gap-4 text-sm">
              {reviews.firstHref ? <a href={reviews.firstHref}>{t("newestReviews")}</a> : null}
              {reviews.moreHref ? <a href={reviews.moreHref}>{t("moreReviews")}</a> : null}
            </p>
          ) : null}
          <ul className="mt-3 max-w-xs space-y-1 text-sm" aria-label={t("ratingSummary")}>
            {summary.rows.map((row) => (
              <li key={row.stars} className="flex items-center gap-2">
                <span className="w-28 shrink-0">{t("starCount", { stars: row.stars, count: row.count })}</span>
                {/* A bar for the eye (no inline style: the page's CSP refuses it); the text says the count. */}
                <progress aria-hidden="true" value={row.count} max={summary.count} className="h-2 flex-1 accent-amber-500" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
