/**
 * Which app a GraphQL request acts as (issue #35): `Authorization: Bearer glow_live_…|glow_test_…` names an
 * API key, found by its hash in one indexed read before the operation runs. An unknown or revoked key is
 * refused with HTTP 401 and a GraphQL error body; a session's access token (any other bearer) is not a key.
 * A key's scopes are checked per operation (apiKeyScopes): queries need READ, booking needs BOOK.
 */
import { GraphQLError, getOperationAST, Kind, type FieldNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { englishOf } from "../../shared/messages";
import { say } from "../../shared/say";
import type { ApiKeyRepository } from "./repository";
import { apiKeyHash, apiKeyModeOf, hasScope, looksLikeApiKey, type ApiClient, type ApiKeyScope } from "./rules";

export type IdentifiedCaller =
  /** No key: the site's own requests, anonymous callers and signed-in sessions. */
  | { kind: "none" }
  | { kind: "app"; client: ApiClient; keyHash: string; /** last_used_at is unset or over a minute old. */ stale: boolean }
  | { kind: "refused" };

const MINUTE_MS = 60_000;

/** The app a bearer token names, if it is an API key; `now` decides whether last_used_at is due. */
export async function identifyApiClient(apiKeys: ApiKeyRepository, bearer: string | null, now: Date): Promise<IdentifiedCaller> {
  if (!bearer || !looksLikeApiKey(bearer)) return { kind: "none" };
  if (!apiKeyModeOf(bearer)) return { kind: "refused" };
  const keyHash = await apiKeyHash(bearer);
  const key = await apiKeys.byHash(keyHash);
  if (!key || key.revokedAt !== null) return { kind: "refused" };
  const stale = key.lastUsedAt === null || now.getTime() - Date.parse(key.lastUsedAt) >= MINUTE_MS;
  return {
    kind: "app",
    client: { keyId: key.id, accountId: key.accountId, appName: key.name, mode: key.mode, scopes: key.scopes },
    keyHash,
    stale,
  };
}

/** The answer to an unknown or revoked key: 401, a GraphQL error body, nothing run. */
export function refusedKeyResponse(): Response {
  const body = {
    errors: [{ message: englishOf(say("API_KEY_INVALID")), extensions: { code: "UNAUTHENTICATED", messageCode: "API_KEY_INVALID" } }],
  };
  return new Response(JSON.stringify(body), {
    status: 401,
    headers: { "Content-Type": "application/json; charset=utf-8", "WWW-Authenticate": 'Bearer error="invalid_token"' },
  });
}

/** The scope each mutation needs from an app's key; mutations not named need none beyond what their fields check. */
export const MUTATION_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  createBooking: "BOOK",
  createWebhookEndpoint: "WEBHOOKS",
  deleteWebhookEndpoint: "WEBHOOKS",
  sendTestWebhookEvent: "WEBHOOKS",
  redeliverWebhook: "WEBHOOKS",
};

/** The refusal of an operation the app's key does not allow: 403, code FORBIDDEN, the scope it lacks. */
export function missingScopeError(scope: ApiKeyScope): GraphQLError {
  return new GraphQLError(englishOf(say("API_KEY_SCOPE_MISSING", { scope })), {
    extensions: { code: "FORBIDDEN", messageCode: "API_KEY_SCOPE_MISSING", requiredScope: scope, http: { status: 403 } },
  });
}

/** The scope an operation needs that the key lacks; null when it has them all. */
export function missingScope(
  client: Pick<ApiClient, "scopes">,
  operation: "query" | "mutation" | "subscription",
  fields: readonly string[],
): ApiKeyScope | null {
  const needed: ApiKeyScope[] = operation === "mutation" ? fields.flatMap((field) => MUTATION_SCOPES[field] ?? []) : ["READ"];
  return needed.find((scope) => !hasScope(client, scope)) ?? null;
}

/** Refuses, before anything runs, an operation an app's key lacks the scope for. */
export const apiKeyScopes: Plugin<{ apiClient?: ApiClient | null }> = {
  onExecute({ args, setResultAndStopExecution }) {
    const client = (args.contextValue as { apiClient?: ApiClient | null }).apiClient;
    if (!client) return;
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return;
    const fields = operation.selectionSet.selections.flatMap((selection) =>
      selection.kind === Kind.FIELD ? [(selection as FieldNode).name.value] : [],
    );
    // A fragment at the top level of a mutation could hide a field: such a mutation needs every scope a mutation may need.
    const hidden = operation.operation === "mutation" && fields.length !== operation.selectionSet.selections.length;
    const scope = missingScope(client, operation.operation, hidden ? Object.keys(MUTATION_SCOPES) : fields);
    if (scope) setResultAndStopExecution({ errors: [missingScopeError(scope)] });
  },
};
