/**
 * /review-report/{reviewId}: a visitor reports a review to the reviewers (issue 34; decision 074), with a reason
 * and an optional note; no account needed, limited per client address by the API. Works without JavaScript;
 * after a refusal everything chosen and typed comes back.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { graphql } from "gql.tada";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { answerIn, answeredFieldMessages } from "~/i18n/coded-messages.server";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { runMutation } from "~/lib/api/graphql.server";
import { readForm } from "~/lib/forms/form-data.server";
import { CACHE } from "~/lib/http/cache";
import { pageHeaders, retryAfterHeaders } from "~/lib/http/page-headers";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n.reviewModeration.reportMetaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ i18n: messagesFor(context.locale, "reviewModeration") }, { headers: { "Cache-Control": CACHE.none } });
}

const REASONS = ["ABUSIVE", "NOT_ABOUT_THE_VISIT", "PERSONAL_DATA", "OTHER"] as const;
type Reason = (typeof REASONS)[number];
const REASON_KEYS = {
  ABUSIVE: "abusive",
  NOT_ABOUT_THE_VISIT: "not_about_the_visit",
  PERSONAL_DATA: "personal_data",
  OTHER: "other",
} as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const typed = { reason: String(form?.get("reason") ?? ""), note: String(form?.get("note") ?? "") };
  const headers = { "Cache-Control": CACHE.none };
  if (!(REASONS as readonly string[]).includes(typed.reason)) {
    const reasonRequired = messagesFor(locale, "reviewModeration").reviewModeration.reasonRequired;
    return json(
      { done: false, message: reasonRequired, fields: { reason: reasonRequired } as Record<string, string>, typed },
      { status: 400, headers },
    );
  }
  const { reportReview: result } = await runMutation(context, request, REPORT_REVIEW_MUTATION, {
    input: { reviewId: params.reviewId ?? "", reason: typed.reason as Reason, note: typed.note },
  });
  switch (result.__typename) {
    case "ReviewReported":
      return json({ done: true, message: answerIn(locale, result), fields: {} as Record<string, string>, typed }, { headers });
    case "InvalidReportInput":
      return json(
        { done: false, message: answerIn(locale, result), fields: answeredFieldMessages(locale, result.fieldErrors), typed },
        { status: 400, headers },
      );
    case "TooManyAttempts":
      return json(
        { done: false, message: answerIn(locale, result), fields: {} as Record<string, string>, typed },
        { status: 429, headers: { ...headers, ...retryAfterHeaders(result.retryAfterSeconds) } },
      );
    default:
      return json(
        { done: false, message: answerIn(locale, result), fields: {} as Record<string, string>, typed },
        { status: 409, headers },
      );
  }
}

export default function ReportReviewPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const t = useT("reviewModeration");
  const fields = result?.fields ?? {};
  if (result?.done) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t("reportTitle")}</h1>
        <p role="status" className="mt-4 rounded-lg border border-green-600 p-4">
          {result.message}
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("reportTitle")}</h1>
      <p className="mt-2">{t("reportLead")}</p>
      {result ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-600 p-4 text-red-800 dark:text-red-300">
          {result.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6">
        <fieldset aria-describedby={fields.reason ? "reason-error" : undefined}>
          <legend className="font-semibold">{t("reportReason")}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {REASONS.map((reason) => (
              <label key={reason} className="flex items-center gap-2">
                <input type="radio" name="reason" value={reason} required defaultChecked={result?.typed.reason === reason} />
                <span>{t(REASON_KEYS[reason])}</span>
              </label>
            ))}
          </div>
          {fields.reason ? (
            <p id="reason-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {fields.reason}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor="report-note" className="font-semibold">
            {t("reportNote")}
          </label>
          <textarea
            id="report-note"
            name="note"
            rows={4}
            maxLength={500}
            defaultValue={result?.typed.note ?? ""}
            aria-invalid={fields.note ? true : undefined}
            aria-describedby={fields.note ? "note-error" : undefined}
            className="mt-2 w-full rounded-md border border-[var(--border)] p-2"
          />
          {fields.note ? (
            <p id="note-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {fields.note}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t("sendReport")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const REPORT_REVIEW_MUTATION = graphql(`
  mutation ReportReview($input: ReportReviewInput!) {
    reportReview(input: $input) {
      __typename
      ... on ReviewReported {
        message
        code
        params {
          name
          value
        }
      }
      ... on ReviewUnavailable {
        message
        code
        params {
          name
          value
        }
      }
      ... on InvalidReportInput {
        message
        code
        params {
          name
          value
        }
        fieldErrors {
          field
          message
          code
          params {
            name
            value
          }
        }
      }
      ... on TooManyAttempts {
        message
        code
        params {
          name
          value
        }
        retryAfterSeconds
      }
    }
  }
`);
