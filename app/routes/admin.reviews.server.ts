/**
 * /admin/reviews' loader and action (issue 34; decision 074). The API decides who may (reviewers: the queue reads
 * null for anyone else, who gets the site's 404, as /admin/dead-letters does). "Hide review" is a plain form post
 * with its reason (works without JavaScript).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { answerIn } from "~/i18n/coded-messages.server";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { flashToast } from "~/lib/auth/session.server";
import { readForm } from "~/lib/forms/form-data.server";
import { CACHE } from "~/lib/http/cache";
import { safeRedirect } from "~/lib/http/safe-redirect";

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });
const HIDE_REASONS = ["ABUSIVE", "NOT_ABOUT_THE_VISIT", "PERSONAL_DATA"] as const;
type HideReason = (typeof HIDE_REASONS)[number];

export async function reportedReviewsLoader({ request, context }: LoaderFunctionArgs) {
  const { reportedReviews } = await runQuery(context, request, REPORTED_REVIEWS_QUERY, {});
  if (!reportedReviews) throw notFound();
  return json(
    { reportedReviews, i18n: messagesFor(context.locale, "reviewModeration", "provider") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

/** A refused hiding: which review, the reason as chosen, and why. */
export type HideRefusal = { reviewId: string; reason: string; error: string };

export async function hideReviewAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const reviewId = String(form?.get("reviewId") ?? "");
  const reason = String(form?.get("reason") ?? "");
  if (!(HIDE_REASONS as readonly string[]).includes(reason)) {
    const error = messagesFor(context.locale, "reviewModeration").reviewModeration.reasonRequired;
    return json<HideRefusal>({ reviewId, reason, error }, { status: 400, headers: { "Cache-Control": CACHE.none } });
  }
  const { hideReview: result } = await runMutation(context, request, HIDE_REVIEW_MUTATION, {
    input: { reviewId, reason: reason as HideReason },
  });
  switch (result.__typename) {
    case "ReviewHidden": {
      const texts = messagesFor(context.locale, "reviewModeration").reviewModeration;
      const cookie = await flashToast(request, context, { title: texts.hiddenTitle, description: answerIn(context.locale, result) });
      return safeRedirect("/admin/reviews", { headers: { "Set-Cookie": cookie } });
    }
    case "ReviewUnavailable":
      return json<HideRefusal>(
        { reviewId, reason, error: answerIn(context.locale, result) },
        { status: 409, headers: { "Cache-Control": CACHE.none } },
      );
    default:
      throw notFound();
  }
}

const REPORTED_REVIEWS_QUERY = graphql(`
  query AdminReportedReviews {
    reportedReviews {
      review {
        id
        providerId
        authorName
        rating
        text
        serviceName
        visitMonth
      }
      reports {
        reason
        note
        createdAt
      }
    }
  }
`);

const HIDE_REVIEW_MUTATION = graphql(`
  mutation AdminHideReview($input: HideReviewInput!) {
    hideReview(input: $input) {
      __typename
      ... on ReviewHidden {
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
    }
  }
`);
