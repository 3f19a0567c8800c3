import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { graphql } from "gql.tada";
import { CACHE } from "~/lib/http/cache";
import { readForm } from "~/lib/forms/form-data.server";
import { messagesFor } from "~/i18n/messages.server";
import { answerIn, answeredFieldMessages } from "~/i18n/coded-messages.server";
import { useT } from "~/i18n/use-t";
import { runMutation } from "~/lib/api/graphql.server";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

/**
 * The review form from a completed visit's private link (issue 34; no account needed): the stars are radio
 * buttons with labels, it works without JavaScript, and after a refusal everything typed comes back.
 */
export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n.bookings.reviewMetaTitle },
  { name: "robots", content: "noindex" },
]);

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ i18n: messagesFor(context.locale, "bookings") }, { headers: { "Cache-Control": CACHE.none } });
}

const STARS = [5, 4, 3, 2, 1] as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  const typed = { rating: String(form?.get("rating") ?? ""), text: String(form?.get("text") ?? "") };
  const rating = /^[1-5]$/.test(typed.rating) ? Number(typed.rating) : 0;
  const { submitReview } = await runMutation(context, request, SUBMIT_REVIEW_MUTATION, {
    input: { token: params.token ?? "", rating, text: typed.text },
  });
  const headers = { "Cache-Control": CACHE.none };
  if (submitReview.__typename === "ReviewSubmitted") {
    return json({ done: true, message: answerIn(context.locale, submitReview), fields: {}, typed }, { headers });
  }
  if (submitReview.__typename === "InvalidReviewInput") {
    const fields = answeredFieldMessages(context.locale, submitReview.fieldErrors);
    return json({ done: false, message: answerIn(context.locale, submitReview), fields, typed }, { status: 400, headers });
  }
  return json({ done: false, message: answerIn(context.locale, submitReview), fields: {}, typed }, { status: 409, headers });
}

export default function ReviewPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT("bookings");
  const fields = (result?.fields ?? {}) as Record<string, string>;
  if (result?.done) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t("reviewHeading")}</h1>
        <p role="status" className="mt-4 rounded-lg border border-green-600 p-4">
          {result.message}
        </p>
        <Link to="/search" className="mt-6 inline-block text-brand-600 underline">
          {t("browseAll")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("reviewHeading")}</h1>
      <p className="mt-2">{t("reviewLead")}</p>
      {result ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-600 p-4 text-red-800 dark:text-red-300">
          {result.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6">
        <fieldset aria-describedby={fields.rating ? "rating-error" : undefined}>
          <legend className="font-semibold">{t("reviewRating")}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {STARS.map((count) => (
              <label key={count} className="flex items-center gap-2">
                <input type="radio" name="rating" value={count} required defaultChecked={result?.typed.rating === String(count)} />
                <span aria-hidden="true">{"★".repeat(count)}</span>
                <span>{t("reviewStars", { count })}</span>
              </label>
            ))}
          </div>
          {fields.rating ? (
            <p id="rating-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {fields.rating}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor="review-text" className="font-semibold">
            {t("reviewText")}
          </label>
          <p id="review-text-hint" className="text-sm">
            {t("reviewTextHint")}
          </p>
          <textarea
            id="review-text"
            name="text"
            rows={6}
            maxLength={1000}
            defaultValue={result?.typed.text ?? ""}
            aria-describedby={fields.text ? "review-text-hint text-error" : "review-text-hint"}
            aria-invalid={fields.text ? true : undefined}
            className="mt-2 w-full rounded-md border border-[var(--border)] p-2"
          />
          {fields.text ? (
            <p id="text-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {fields.text}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {navigation.state !== "idle" ? t("reviewSending") : t("reviewSend")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const SUBMIT_REVIEW_MUTATION = graphql(`
  mutation SubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      __typename
      ... on ReviewSubmitted {
        message
        code
        params {
          name
          value
        }
      }
      ... on ReviewRefused {
        message
        code
        params {
          name
          value
        }
      }
      ... on InvalidReviewInput {
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
    }
  }
`);
