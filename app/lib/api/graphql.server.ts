/**
 * GraphQL for loaders and actions, run in-process by the Worker (`context.executeGraphQL`: the same
 * schema, plugins and limits as /graphql, without a request, JSON or a client library in between).
 * runQuery and runMutation act as the signed-in user: they pass the session's access token.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CombinedError, type AnyVariables, type TypedDocumentNode } from "@urql/core";
import type { DocumentNode } from "graphql";
import { getAuthState } from "../auth/session.server";

export interface ServerResult<Data> {
  data?: Data;
  /** The operation's GraphQL errors (as a client library would report them); undefined when none. */
  error?: CombinedError;
}

/** Runs one operation as the caller with `accessToken` (null: anonymous); errors come back in the result. */
export async function executeOperation<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  accessToken: string | null,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<ServerResult<Data>> {
  const result = await context.executeGraphQL(
    { document: document as unknown as DocumentNode, variables: variables as Record<string, unknown> | undefined },
    accessToken,
  );
  return {
    data: (result.data ?? undefined) as Data | undefined,
    error: result.errors?.length ? new CombinedError({ graphQLErrors: [...result.errors] }) : undefined,
  };
}

/** Runs one query and returns its data; any error is thrown to the route's ErrorBoundary. */
export async function runQuery<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const { accessToken } = await getAuthState(request, context);
  const result = await executeOperation(context, accessToken, document, variables);
  if (result.error) throw result.error;
  if (!result.data) throw new Error("GraphQL returned no data.");
  return result.data;
}

/** Runs one mutation; expected failures arrive as data (result unions), anything else is thrown. */
export const runMutation: typeof runQuery = runQuery;
