/**
 * /dashboard/listing/{providerId}/reviews: the owner's "Reviews" (issue 34; decision 074): the provider's visit
 * reviews, newest first, hidden ones with the reviewers' reason, each with a reply form (create, or edit the one
 * reply). Plain form posts: works without JavaScript; a refused reply comes back as typed.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { ReviewReply } from "~/components/reviews/review-reply";
import { useT } from "~/i18n/use-t";
import { useRefusal } from "~/lib/forms/use-refusal";
import { pageHeaders } from "~/lib/http/page-headers";
import { answerOwnerReviews, loadOwnerReviews, type ReplyAnswer } from "./dashboard.listing.$providerId_.reviews.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.reviewModeration.ownerMetaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;
export const loader = loadOwnerReviews;
export const action = answerOwnerReviews;

const HIDE_REASON_KEYS = { ABUSIVE: "abusive", NOT_ABOUT_THE_VISIT: "not_about_the_visit", PERSONAL_DATA: "personal_data" } as const;

export default function OwnerReviewsPage() {
  const { provider, reviews } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>() as ReplyAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const t = useT("reviewModeration");

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to={`/dashboard/listing/${provider.id}`} className="text-brand-600 underline">
          {t("backToListing")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{t("ownerTitle")}</h1>
      <p className="mt-2 break-words text-[var(--muted-foreground)]">{t("ownerIntro", { name: provider.name })}</p>
      {reviews.length === 0 ? (
        <p className="mt-8 rounded-lg border border-[var(--border)] p-6 text-center">{t("none")}</p>
      ) : (
        <ul className="mt-8 space-y-6" aria-label={t("list")}>
          {reviews.map((review) => {
            const mine = answer?.reviewId === review.id ? answer : undefined;
            const fieldId = `reply-${review.id}`;
            return (
              <li key={review.id} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6">
                <p className="font-semibold">
                  {review.authorName} · <span>{t("stars", { count: review.rating })}</span>
                </p>
                <p className="text-sm text-[var(--muted-foreground)]">
                  {t("verifiedVisit", { service: review.serviceName, month: review.visitMonth })}
                </p>
                {review.text ? (
                  <p className="mt-2 whitespace-pre-line break-words" dir="auto">
                    {review.text}
                  </p>
                ) : null}
                {review.hiddenReason ? (
                  <p className="mt-2 text-sm font-medium text-red-800 dark:text-red-300">
                    {t("hiddenBecause", { reason: t(HIDE_REASON_KEYS[review.hiddenReason]) })}
                  </p>
                ) : (
                  <>
                    <ReviewReply reply={review.reply} />
                    {mine?.saved ? (
                      <p role="status" className="mt-3 text-sm font-medium text-green-800 dark:text-green-300">
                        {mine.saved}
                      </p>
                    ) : null}
                    <Form method="post" className="mt-4 space-y-2">
                      <input type="hidden" name="reviewId" value={review.id} />
                      <label htmlFor={fieldId} className="block font-medium">
                        {t("yourReply")}
                      </label>
                      <textarea
                        key={mine?.error ? `typed-${mine.typed}` : (review.reply?.text ?? "")}
                        id={fieldId}
                        name="text"
                        rows={3}
                        maxLength={1000}
                        required
                        defaultValue={mine?.error ? mine.typed : (review.reply?.text ?? "")}
                        aria-invalid={mine?.error ? true : undefined}
                        aria-describedby={mine?.error ? `${fieldId}-error` : undefined}
                        className="w-full rounded-md border border-[var(--border)] p-2"
                      />
                      {mine?.error ? (
                        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
                          {mine.error}
                        </p>
                      ) : null}
                      <button
                        type="submit"
                        disabled={busy}
                        className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                      >
                        {review.reply ? t("saveReply") : t("sendReply")}
                      </button>
                    </Form>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
