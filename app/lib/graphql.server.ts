/**
 * GraphQL for loaders and actions: an urql client whose fetch goes straight into the
 * Worker's Yoga server (no network hop, same plugins and limits as /graphql). runQuery and
 * runMutation act as the signed-in user: they forward the session's access token.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Client, fetchExchange, type AnyVariables, type OperationResult, type TypedDocumentNode } from "@urql/core";
import { GRAPHQL_CSRF_HEADER } from "./graphql-endpoint";
import { getAuthState } from "./session.server";

/** A client for in-process GraphQL; with an access token it acts as that user. */
export function createServerGraphQLClient(context: AppLoadContext, request: Request, accessToken?: string | null) {
  const origin = new URL(request.url).origin;
  // The API answers reference data and plans in the page's language (issue 19).
  const headers: Record<string, string> = { [GRAPHQL_CSRF_HEADER]: "1", "Accept-Language": context.locale ?? "en" };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return new Client({
    url: `${origin}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: "network-only",
    preferGetMethod: false,
    fetchOptions: { headers },
    fetch: (input, init) => context.fetchGraphQL(new Request(input, init)),
  });
}

/** Runs one query and returns its data; any error is thrown to the route's ErrorBoundary. */
export function runQuery<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return userClient(context, request).then((client) => dataOf(client.query(document, variables).toPromise()));
}

/** Runs one mutation; expected failures arrive as data (result unions), anything else is thrown. */
export function runMutation<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return userClient(context, request).then((client) => dataOf(client.mutation(document, variables).toPromise()));
}

async function userClient(context: AppLoadContext, request: Request) {
  const { accessToken } = await getAuthState(request, context);
  return createServerGraphQLClient(context, request, accessToken);
}

async function dataOf<Data>(pending: Promise<OperationResult<Data>>): Promise<Data> {
  const result = await pending;
  if (result.error) throw result.error;
  if (!result.data) throw new Error("GraphQL returned no data.");
  return result.data;
}
