/**
 * /developers' loader and action (issue #35): the signed-in account's API keys, and its key manager's posts:
 * create (the key comes back in this answer only, never stored in the page or the session) and revoke (after
 * a confirm step: /developers?revoke=<id>). The API decides everything (verified email, ownership).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { answeredFieldErrors, answerIn } from "~/i18n/coded-messages.server";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { CACHE } from "~/lib/http/cache";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";

const NO_STORE = { "Cache-Control": CACHE.none };

export async function developersLoader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { apiKeys } = await runQuery(context, request, API_KEYS_QUERY, {});
  const revoking = new URL(request.url).searchParams.get("revoke");
  const confirming = apiKeys?.find((key) => key.id === revoking && key.revokedAt === null) ?? null;
  return json(
    { email: viewer.email, apiKeys: apiKeys ?? [], confirming, i18n: messagesFor(context.locale, "developers") },
    { headers: NO_STORE },
  );
}

export interface KeyFormValues {
  name: string;
  mode: string;
  scopes: string[];
}

export type DevelopersActionData =
  | {
      intent: "create";
      created: { key: string; name: string } | null;
      values: KeyFormValues;
      formError: string | null;
      fieldErrors: Record<string, string[]>;
    }
  | { intent: "revoke"; revoked: string | null; formError: string | null };

export async function developersAction({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const form = await requireForm(request);
  if (textField(form, "intent") === "revoke") {
    const { revokeApiKey } = await runMutation(context, request, REVOKE_API_KEY_MUTATION, { id: textField(form, "id") });
    if (revokeApiKey.__typename === "NotSignedIn") throw safeRedirect(loginPathFor("/developers"));
    if (revokeApiKey.__typename === "NotAllowed") {
      return json<DevelopersActionData>(
        { intent: "revoke", revoked: null, formError: answerIn(context.locale, revokeApiKey) },
        { status: 403, headers: NO_STORE },
      );
    }
    return json<DevelopersActionData>(
      { intent: "revoke", revoked: answerIn(context.locale, revokeApiKey), formError: null },
      { headers: NO_STORE },
    );
  }
  const values: KeyFormValues = {
    name: textField(form, "name"),
    mode: textField(form, "mode"),
    scopes: form.getAll("scopes").filter((scope): scope is string => typeof scope === "string"),
  };
  // Values the API's enums do not name are refused by it as a whole: send only known ones, and let the API say what is missing.
  const input = {
    name: values.name,
    mode: (values.mode === "LIVE" ? "LIVE" : "TEST") as "LIVE" | "TEST",
    scopes: values.scopes.filter((scope): scope is "READ" | "BOOK" | "WEBHOOKS" => ["READ", "BOOK", "WEBHOOKS"].includes(scope)),
  };
  const { createApiKey } = await runMutation(context, request, CREATE_API_KEY_MUTATION, { input });
  const refused = (status: number, formError: string | null, fieldErrors: Record<string, string[]> = {}) =>
    json<DevelopersActionData>({ intent: "create", created: null, values, formError, fieldErrors }, { status, headers: NO_STORE });
  switch (createApiKey.__typename) {
    case "ApiKeyCreated":
      return json<DevelopersActionData>(
        {
          intent: "create",
          created: { key: createApiKey.key, name: createApiKey.apiKey.name },
          values: { name: "", mode: "TEST", scopes: ["READ"] },
          formError: null,
          fieldErrors: {},
        },
        { headers: NO_STORE },
      );
    case "CreateApiKeyInvalid":
      return refused(400, answerIn(context.locale, createApiKey), answeredFieldErrors(context.locale, createApiKey.fieldErrors));
    case "EmailNotVerified":
      return refused(403, answerIn(context.locale, createApiKey));
    case "NotSignedIn":
      throw safeRedirect(loginPathFor("/developers"));
  }
}

const API_KEYS_QUERY = graphql(`
  query DeveloperApiKeys {
    apiKeys {
      id
      name
      prefix
      mode
      scopes
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

const CREATE_API_KEY_MUTATION = graphql(
  `
    mutation CreateDeveloperApiKey($input: CreateApiKeyInput!) {
      createApiKey(input: $input) {
        __typename
        ... on ApiKeyCreated {
          key
          apiKey {
            name
          }
        }
        ... on CreateApiKeyInvalid {
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
        ... on EmailNotVerified {
          message
          code
          params {
            name
            value
          }
        }
      }
    }
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);

const REVOKE_API_KEY_MUTATION = graphql(`
  mutation RevokeDeveloperApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      __typename
      ... on ApiKeyRevoked {
        message
        code
        params {
          name
          value
        }
      }
      ... on NotAllowed {
        message
        code: messageCode
        params {
          name
          value
        }
      }
    }
  }
`);
