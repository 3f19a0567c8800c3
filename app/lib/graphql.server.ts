/**
 * GraphQL for loaders and actions: an urql client whose fetch goes straight into the
 * Worker's Yoga server (no network hop, same plugins and limits as /graphql).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Client, fetchExchange, type AnyVariables, type OperationResult, type TypedDocumentNode } from "@urql/core";
import { GRAPHQL_CSRF_HEADER } from "./graphql-endpoint";

export function createServerGraphQLClient(context: AppLoadContext, request: Request) {
  const origin = new URL(request.url).origin;
  return new Client({
    url: `${origin}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: "network-only",
    preferGetMethod: false,
    fetchOptions: { headers: { [GRAPHQL_CSRF_HEADER]: "1" } },
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
  return dataOf(createServerGraphQLClient(context, request).query(document, variables).toPromise());
}

/** Runs one mutation; expected failures arrive as data (result unions), anything else is thrown. */
export function runMutation<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return dataOf(createServerGraphQLClient(context, request).mutation(document, variables).toPromise());
}

async function dataOf<Data>(pending: Promise<OperationResult<Data>>): Promise<Data> {
  const result = await pending;
  if (result.error) throw result.error;
  if (!result.data) throw new Error("GraphQL returned no data.");
  return result.data;
}
