/**
 * GraphQL for the pages' loaders and actions, run in-process without the HTTP layer: the operation's
 * document object goes straight to the same schema, plugins (limits, masked errors, the mutation hook
 * that empties the catalogue cache) and context as /graphql, and the result comes back as an object.
 * No Request, no JSON either way, no client library (docs/decisions/028-page-speed.md).
 */
import type { DocumentNode, ExecutionResult, GraphQLError } from "graphql";
import type { ServerContext } from "../graphql/context";
import type { GraphQLServer } from "../graphql/yoga";

export interface InProcessOperation {
  document: DocumentNode;
  variables?: Record<string, unknown>;
}

/** What one document's validation said: validated once per document object (loaders' documents are constants). */
const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();

export async function executeInProcess(
  yoga: GraphQLServer,
  { document, variables }: InProcessOperation,
  serverContext: ServerContext,
): Promise<ExecutionResult> {
  const { validate, contextFactory, execute, schema } = yoga.getEnveloped(serverContext);
  let errors = validated.get(document);
  if (!errors) {
    errors = validate(schema, document) as readonly GraphQLError[];
    validated.set(document, errors);
  }
  if (errors.length) return { errors: [...errors] };
  const contextValue = await contextFactory();
  const result = await execute({ schema, document, contextValue, variableValues: variables ?? {} });
  if (Symbol.asyncIterator in result) throw new Error("In-process GraphQL does not stream (no @defer or @stream).");
  return result;
}
