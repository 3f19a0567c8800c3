/**
 * /developers/webhooks' loader and action (issue 35, decision 072): signed-in accounts only (anyone else goes to
 * /login and comes back). Every form is a plain post with an `intent`: add, delete (with its confirmation ticked),
 * send a test event, redeliver. The API decides whose endpoint it is; the secret is shown in the answer to "add"
 * only, never stored by the page.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { answeredFieldMessages, answerIn } from "~/i18n/coded-messages.server";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { flashToast } from "~/lib/auth/session.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { CACHE } from "~/lib/http/cache";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { EVENT_TYPES, type EventType } from "~/lib/webhooks/event-types";

export async function webhooksLoader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const { webhookEndpoints } = await runQuery(context, request, WEBHOOK_ENDPOINTS_QUERY, {});
  return json(
    { endpoints: webhookEndpoints ?? [], i18n: messagesFor(context.locale, "webhooks") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

/** What an action answers when it does not redirect: the new secret, or a refusal with what was typed. */
export type WebhooksAnswer =
  | { created: { secret: string; url: string } }
  | {
      refused: {
        intent: string;
        id: string;
        values: { url: string; events: string[] };
        fieldErrors: Record<string, string>;
        error: string | null;
      };
    };

const PATH = "/developers/webhooks";

export async function webhooksAction({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const form = await requireForm(request);
  const intent = textField(form, "intent");
  const id = textField(form, "id");
  const values = { url: textField(form, "url"), events: form.getAll("events").map(String) };
  const refused = (status: number, fieldErrors: Record<string, string>, error: string | null) =>
    json<WebhooksAnswer>({ refused: { intent, id, values, fieldErrors, error } }, { status, headers: { "Cache-Control": CACHE.none } });
  const done = async (description: string) => {
    const cookie = await flashToast(request, context, { title: messagesFor(context.locale, "webhooks").webhooks.title, description });
    return safeRedirect(PATH, { headers: { "Set-Cookie": cookie } });
  };

  switch (intent) {
    case "add": {
      const events = values.events.filter((event): event is EventType => (EVENT_TYPES as readonly string[]).includes(event));
      const { createWebhookEndpoint: result } = await runMutation(context, request, CREATE_MUTATION, {
        input: { url: values.url, events },
      });
      if (result.__typename === "WebhookEndpointCreated")
        return json<WebhooksAnswer>(
          { created: { secret: result.secret, url: result.endpoint.url } },
          { headers: { "Cache-Control": CACHE.none } },
        );
      if (result.__typename === "CreateWebhookEndpointInvalid")
        return refused(400, answeredFieldMessages(context.locale, result.fieldErrors), answerIn(context.locale, result));
      return safeRedirect(PATH);
    }
    case "delete": {
      if (form.get("confirm") !== "yes") return refused(400, {}, messagesFor(context.locale, "webhooks").webhooks.confirmDeleteText);
      const { deleteWebhookEndpoint: result } = await runMutation(context, request, DELETE_MUTATION, { id });
      return result.__typename === "WebhookEndpointDeleted"
        ? done(answerIn(context.locale, result))
        : refused(403, {}, answerIn(context.locale, result));
    }
    case "test": {
      const { sendTestWebhookEvent: result } = await runMutation(context, request, TEST_MUTATION, { id });
      return result.__typename === "WebhookTestQueued"
        ? done(answerIn(context.locale, result))
        : refused(403, {}, answerIn(context.locale, result));
    }
    case "redeliver": {
      const { redeliverWebhook: result } = await runMutation(context, request, REDELIVER_MUTATION, { id });
      return result.__typename === "WebhookRedeliveryQueued"
        ? done(answerIn(context.locale, result))
        : refused(403, {}, answerIn(context.locale, result));
    }
    default:
      return refused(400, {}, null);
  }
}

const WEBHOOK_ENDPOINTS_QUERY = graphql(`
  query DevelopersWebhookEndpoints {
    webhookEndpoints {
      id
      url
      events
      createdAt
      recentDeliveries {
        id
        type
        state
        attempts
        lastStatus
        createdAt
      }
    }
  }
`);

const CREATE_MUTATION = graphql(
  `
    mutation DevelopersCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) {
        __typename
        ... on WebhookEndpointCreated {
          secret
          endpoint {
            url
          }
        }
        ... on CreateWebhookEndpointInvalid {
          message
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
          }
        }
      }
    }
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);

const DELETE_MUTATION = graphql(`
  mutation DevelopersDeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      __typename
      ... on WebhookEndpointDeleted {
        message
        code
        params {
          name
          value
        }
      }
      ... on NotAllowed {
        message
        code
        params {
          name
          value
        }
      }
      ... on NotSignedIn {
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

const TEST_MUTATION = graphql(`
  mutation DevelopersSendTestWebhookEvent($id: ID!) {
    sendTestWebhookEvent(id: $id) {
      __typename
      ... on WebhookTestQueued {
        message
        code
        params {
          name
          value
        }
      }
      ... on NotAllowed {
        message
        code
        params {
          name
          value
        }
      }
      ... on NotSignedIn {
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

const REDELIVER_MUTATION = graphql(`
  mutation DevelopersRedeliverWebhook($id: ID!) {
    redeliverWebhook(deliveryId: $id) {
      __typename
      ... on WebhookRedeliveryQueued {
        message
        code
        params {
          name
          value
        }
      }
      ... on NotAllowed {
        message
        code
        params {
          name
          value
        }
      }
      ... on NotSignedIn {
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
