/**
 * /dashboard/listing/{providerId}/reviews' server half (issue 34; decision 074): the loader reads the owner's own
 * provider's visit reviews (the API answers null to anyone else: not there); the action posts one review's reply
 * through replyToReview, which checks the owner and the text. A refusal comes back with the text as typed.
 */
import { shownReply } from "~/lib/listings/reviews.server";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { answerIn, answeredFieldMessages } from "~/i18n/coded-messages.server";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { notFound, throwUnlessOwner } from "~/lib/dashboard/owned-listing.server";
import { readForm } from "~/lib/forms/form-data.server";
import { CACHE } from "~/lib/http/cache";

const noStore = { "Cache-Control": CACHE.none };

export async function loadOwnerReviews({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const { provider } = await runQuery(context, request, OWNER_REVIEWS_QUERY, { id: params.providerId ?? "" });
  if (!provider?.reviewsForOwner) throw notFound();
  return json(
    {
      provider: { id: provider.id, name: provider.name },
      reviews: provider.reviewsForOwner.map((review) => ({ ...review, reply: shownReply(review.reply, context.locale) })),
      i18n: messagesFor(context.locale, "reviewModeration", "provider"),
    },
    { headers: noStore },
  );
}

/** One review's answered reply: saved, or refused with the text as typed and why. */
export type ReplyAnswer = { reviewId: string; typed: string; saved?: string; error?: string };

export async function answerOwnerReviews({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const here = `/dashboard/listing/${params.providerId ?? ""}/reviews`;
  const form = await readForm(request);
  const reviewId = String(form?.get("reviewId") ?? "");
  const typed = String(form?.get("text") ?? "");
  const { replyToReview: result } = await runMutation(context, request, REPLY_MUTATION, { input: { reviewId, text: typed } });
  throwUnlessOwner(result.__typename, here);
  switch (result.__typename) {
    case "ReviewReplied":
      return json<ReplyAnswer>({ reviewId, typed, saved: answerIn(context.locale, result) }, { headers: noStore });
    case "InvalidReplyInput": {
      const fields = answeredFieldMessages(context.locale, result.fieldErrors);
      return json<ReplyAnswer>(
        { reviewId, typed, error: fields.text ?? answerIn(context.locale, result) },
        { status: 400, headers: noStore },
      );
    }
    case "ReviewUnavailable":
      return json<ReplyAnswer>({ reviewId, typed, error: answerIn(context.locale, result) }, { status: 409, headers: noStore });
    default:
      throw notFound();
  }
}

const OWNER_REVIEWS_QUERY = graphql(`
  query OwnerReviews($id: ID!) {
    provider(id: $id) {
      id
      name
      reviewsForOwner {
        id
        authorName
        rating
        text
        serviceName
        visitMonth
        createdAt
        hiddenReason
        reply {
          text
          repliedAt
          editedAt
        }
      }
    }
  }
`);

const REPLY_MUTATION = graphql(`
  mutation OwnerReplyToReview($input: ReplyToReviewInput!) {
    replyToReview(input: $input) {
      __typename
      ... on ReviewReplied {
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
      ... on InvalidReplyInput {
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
