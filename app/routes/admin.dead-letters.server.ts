/**
 * /admin/dead-letters' loader and action (decision 060). The API decides who may (reviewers); anyone else gets
 * the site's 404, as /admin/registrations does. "Send again" is a plain form post (works without JavaScript).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { answerIn } from "~/i18n/coded-messages.server";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { flashToast } from "~/lib/auth/session.server";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { CACHE } from "~/lib/http/cache";
import { safeRedirect } from "~/lib/http/safe-redirect";

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

export async function deadLettersLoader({ request, context }: LoaderFunctionArgs) {
  const { deadLetters } = await runQuery(context, request, DEAD_LETTERS_QUERY, {});
  if (!deadLetters) throw notFound();
  return json({ deadLetters, i18n: messagesFor(context.locale, "deadLetters") }, { headers: { "Cache-Control": CACHE.none } });
}

/** A refused "Send again": which message, and why, in the page's language. */
export type SendAgainRefusal = { eventId: string; error: string };

export async function sendAgainAction({ request, context }: ActionFunctionArgs) {
  const eventId = textField(await requireForm(request), "eventId");
  const { sendDeadLetterAgain: result } = await runMutation(context, request, SEND_AGAIN_MUTATION, { eventId });
  switch (result.__typename) {
    case "DeadLetterQueued": {
      const texts = messagesFor(context.locale, "deadLetters").deadLetters;
      const cookie = await flashToast(request, context, { title: texts.sentAgainTitle, description: texts.sentAgainText });
      return safeRedirect("/admin/dead-letters", { headers: { "Set-Cookie": cookie } });
    }
    case "DeadLetterNotDead":
      return json<SendAgainRefusal>(
        { eventId, error: answerIn(context.locale, result) },
        { status: 409, headers: { "Cache-Control": CACHE.none } },
      );
    default:
      throw notFound();
  }
}

const DEAD_LETTERS_QUERY = graphql(`
  query AdminDeadLetters {
    deadLetters {
      id
      kind
      recipient
      error
      attempts
      deadAt
    }
  }
`);

const SEND_AGAIN_MUTATION = graphql(`
  mutation AdminSendDeadLetterAgain($eventId: ID!) {
    sendDeadLetterAgain(eventId: $eventId) {
      __typename
      ... on DeadLetterNotDead {
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
