/**
 * GraphQL for the pages' loaders and actions, run in-process without the HTTP layer: the operation's
 * document object goes straight to the same schema, plugins (limits, masked errors, the mutation hook
 * that empties the catalogue cache) and context as /graphql, and the result comes back as an object.
 * No Request, no JSON either way, no client library (docs/decisions/028-page-speed.md).
 */
import { getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLError } from "graphql";
import { createCallerLookups, type CallerLookups, type ServerContext } from "../graphql/context";
import type { GraphQLServer } from "../graphql/yoga";

export interface InProcessOperation {
  document: DocumentNode;
  variables?: Record<string, unknown>;
}

interface Checked {
  errors: readonly GraphQLError[];
  mutation: boolean;
}

/** What one document's validation said: validated once per document object (loaders' documents are constants). */
const checkedDocuments = new WeakMap<DocumentNode, Checked>();

function check(yoga: GraphQLServer, serverContext: ServerContext, document: DocumentNode): Checked {
  let checked = checkedDocuments.get(document);
  if (!checked) {
    const { validate, schema } = yoga.getEnveloped(serverContext);
    checked = {
      errors: validate(schema, document) as readonly GraphQLError[],
      mutation: getOperationAST(document)?.operation === "mutation",
    };
    checkedDocuments.set(document, checked);
  }
  return checked;
}

async function executeInProcess(
  yoga: GraphQLServer,
  { document, variables }: InProcessOperation,
  serverContext: ServerContext,
): Promise<ExecutionResult> {
  const { errors } = check(yoga, serverContext, document);
  if (errors.length) return { errors: [...errors] };
  const { contextFactory, execute, schema } = yoga.getEnveloped(serverContext);
  const contextValue = await contextFactory();
  const result = await execute({ schema, document, contextValue, variableValues: variables ?? {} });
  if (Symbol.asyncIterator in result) throw new Error("In-process GraphQL does not stream (no @defer or @stream).");
  return result;
}

/**
 * The in-process GraphQL of one page request. Its queries share the caller's lookups (who the token
 * names, with the reviewer role, and the plan), so the root loader's session query and the page's own
 * query read the account once between them, even when they run at the same time. A mutation reads
 * everything afresh, and the queries after it do too: what it changed (a plan, a session that ended)
 * is never answered from before it.
 */
export function pageGraphQL(yoga: GraphQLServer, serverContextFor: (accessToken: string | null) => ServerContext) {
  let shared: { accessToken: string | null; lookups: CallerLookups } | undefined;
  return async (operation: InProcessOperation, accessToken: string | null): Promise<ExecutionResult> => {
    const serverContext = serverContextFor(accessToken);
    if (check(yoga, serverContext, operation.document).mutation) {
      shared = undefined;
      try {
        return await executeInProcess(yoga, operation, serverContext);
      } finally {
        shared = undefined;
      }
    }
    if (shared?.accessToken !== accessToken) shared = { accessToken, lookups: createCallerLookups(serverContext.backend, accessToken) };
    return executeInProcess(yoga, operation, { ...serverContext, lookups: shared.lookups });
  };
}
