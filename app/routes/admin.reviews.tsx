/**
 * /admin/reviews (reviewers only; anyone else gets the site's 404): the reviewers' queue of reported reviews
 * (issue 34; decision 074), the most recently reported first, each with its reports and "Hide review" with a
 * reason. A hidden review leaves the provider's page and its rating at once.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { FormAlert } from "~/components/form-alert";
import { useIntlLocale } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { useRefusal } from "~/lib/forms/use-refusal";
import { hideReviewAction, reportedReviewsLoader } from "./admin.reviews.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.reviewModeration.queueMetaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const loader = (args: LoaderFunctionArgs) => reportedReviewsLoader(args);
export const action = (args: ActionFunctionArgs) => hideReviewAction(args);

const REASON_KEYS = {
  ABUSIVE: "abusive",
  NOT_ABOUT_THE_VISIT: "not_about_the_visit",
  PERSONAL_DATA: "personal_data",
  OTHER: "other",
} as const;
const HIDE_REASONS = ["ABUSIVE", "NOT_ABOUT_THE_VISIT", "PERSONAL_DATA"] as const;

export default function ReportedReviewsPage() {
  const { reportedReviews } = useLoaderData<typeof loader>();
  const refused = useRefusal<typeof action>();
  const navigation = useNavigation();
  const t = useT("reviewModeration");
  const when = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" });
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("reviewId") : null;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("queueTitle")}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("queueLead")}</p>
      {reportedReviews.length === 0 ? (
        <p className="mt-8 rounded-lg border border-[var(--border)] p-6 text-center">{t("queueNone")}</p>
      ) : (
        <ul className="mt-8 space-y-4" aria-label={t("queueTitle")}>
          {reportedReviews.map(({ review, reports }) => {
            const mine = refused?.reviewId === review.id ? refused : undefined;
            const headingId = `reported-${review.id}`;
            const reasonId = `reason-${review.id}`;
            return (
              <li key={review.id} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6" aria-labelledby={headingId}>
                <h2 id={headingId} className="text-lg font-semibold">
                  {review.authorName} · {t("stars", { count: review.rating })} · {review.providerId}
                </h2>
                <p className="text-sm text-[var(--muted-foreground)]">
                  {t("verifiedVisit", { service: review.serviceName, month: review.visitMonth })}
                </p>
                {review.text ? (
                  <p className="mt-2 whitespace-pre-line break-words" dir="auto">
                    {review.text}
                  </p>
                ) : null}
                <h3 className="mt-4 font-medium">{t("reports")}</h3>
                <ul className="mt-1 list-disc ps-6 text-sm">
                  {reports.map((report, index) => (
                    <li key={index}>
                      {t(REASON_KEYS[report.reason])} · {when.format(new Date(report.createdAt))}
                      {report.note ? (
                        <>
                          {" — "}
                          <span dir="auto">{report.note}</span>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <FormAlert message={mine?.error} />
                <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="reviewId" value={review.id} />
                  <div>
                    <label htmlFor={reasonId} className="block text-sm font-medium">
                      {t("hideReason")}
                    </label>
                    <select
                      id={reasonId}
                      name="reason"
                      required
                      defaultValue={mine?.reason ?? ""}
                      className="mt-1 rounded-md border border-[var(--border)] p-2"
                    >
                      <option value="" disabled>
                        —
                      </option>
                      {HIDE_REASONS.map((reason) => (
                        <option key={reason} value={reason}>
                          {t(REASON_KEYS[reason])}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="submit"
                    disabled={busyWith === review.id}
                    className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                  >
                    {t("hide")}
                  </button>
                </Form>
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
