/** The GraphQL HTTP server (graphql-yoga), with the hardening every request goes through. */
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { getArgumentValues, getOperationAST, GraphQLError, Kind, type FieldNode } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { createContext, type ServerContext } from "./context";
import { rejectedTokenError } from "./modules/accounts/viewer";
import { apiKeyScopes } from "./modules/api-keys/client";
import { quotaSpent } from "./modules/quota/plugin";
import { DEPRECATED_FIELDS_HEADER, deprecatedFieldsNamed } from "./shared/deprecated-fields";
import { formatSize } from "./modules/uploads/rules";
import { schema } from "./schema";
import { tagsChangedBy, type PageTag } from "./shared/cache-invalidation";

export const GRAPHQL_ENDPOINT = "/graphql";
/** Header a client sends to prove the request is not a cross-site form post. */
export const CSRF_HEADER = "x-graphql-yoga-csrf";

/** Limits checked at parse/validation time, before any resolver runs. */
export const QUERY_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
} as const;

/**
 * The most a GraphQL request without files may carry (the Worker refuses a longer body before reading it,
 * workers/request-limits.ts), and the longest document any request may hold, multipart included: the token
 * limit does not count comments, so a longer document would be lexed whole before a limit refused it.
 * The largest real body, a job posting's two texts of 5,000 characters as JSON escapes, is about 120 KB.
 */
export const MAX_GRAPHQL_BODY_BYTES = 256 * 1024;

/** A document longer than MAX_GRAPHQL_BODY_BYTES (a multipart request's, whose body may be 12.5 MB) is refused unparsed: 413. */
const documentsWithinLimit: Plugin = {
  onParams({ params, setResult }) {
    // Characters, not bytes: a document of more characters has more bytes too.
    if ((params.query?.length ?? 0) <= MAX_GRAPHQL_BODY_BYTES) return;
    const message = `This GraphQL document is longer than ${formatSize(MAX_GRAPHQL_BODY_BYTES)}, the most one may be.`;
    setResult({ errors: [new GraphQLError(message, { extensions: { code: "REQUEST_ENTITY_TOO_LARGE", http: { status: 413 } } })] });
  },
};

/** graphql-js's " Did you mean …?" after a wrong field, argument, type, input field or enum value name. */
const SUGGESTION = / Did you mean [^?]*\?/g;

function withoutSuggestion<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError) || !error.message.includes(" Did you mean ")) return error;
  const { nodes, source, positions, path, originalError, extensions } = error;
  return new GraphQLError(error.message.replace(SUGGESTION, ""), { nodes, source, positions, path, originalError, extensions });
}

/**
 * No "Did you mean …?" in any answer (decision 035): a wrong name is refused without naming the right
 * ones. Validation's errors and execution's (a variable's wrong enum value or input field) alike.
 */
const suggestionsHidden: Plugin = {
  onValidate:
    () =>
    ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map(withoutSuggestion));
    },
  onExecute: () => ({
    onExecuteDone({ result, setResult }) {
      if (!(Symbol.asyncIterator in result) && result.errors?.length)
        setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
    },
  }),
};

export interface GraphQLServerOptions {
  /** Show unexpected error messages and "Did you mean …?" suggestions to clients. Only for local development. */
  exposeErrors: boolean;
  /**
   * Called when a mutation starts and when it ends, with the mutation fields it asks for (null when its
   * top level holds fragments): the catalogue cache forgets what they may change.
   */
  onMutation?: (fields: readonly string[] | null) => void;
  /**
   * Called once a mutation has run, with the cached pages' tags it changed (graphql/shared/cache-invalidation.ts):
   * the edge cache gives them new versions before the answer goes out.
   */
  onPagesChanged?: (tags: PageTag[]) => void;
}

/**
 * A request refused before anything ran (a syntax error, a query that fails validation or a limit)
 * answers HTTP 400 with its GraphQL errors, whatever the client accepts. Yoga would answer 200 to
 * `Accept: application/json` (the GraphQL-over-HTTP spec's legacy mode); a 400 tells every client,
 * proxy and log that the request itself was wrong.
 */
const refusedRequestsAre400: Plugin = {
  onResultProcess({ result }) {
    if (Array.isArray(result) || !("errors" in result) || "data" in result || !result.errors?.length) return;
    for (const error of result.errors) {
      const extensions = error.extensions as { http?: { status?: number; spec?: boolean } };
      extensions.http = { ...extensions.http, spec: false, status: extensions.http?.status ?? 400 };
    }
  },
};

/** Tells the host about every mutation, before and after it runs (a read racing it may have cached the old state). */
function mutationsTold(onMutation?: GraphQLServerOptions["onMutation"], onPagesChanged?: GraphQLServerOptions["onPagesChanged"]): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "mutation") return;
      const selections = operation.selectionSet.selections;
      const fieldNodes = selections.every((selection) => selection.kind === Kind.FIELD) ? (selections as FieldNode[]) : null;
      const fields = fieldNodes ? fieldNodes.map((node) => node.name.value) : null;
      onMutation?.(fields);
      return {
        onExecuteDone: () => {
          onMutation?.(fields);
          onPagesChanged?.(fieldNodes ? fieldNodes.flatMap((node) => pagesChangedBy(node, args.variableValues)) : ["site"]);
        },
      };
    },
  };
}

/** The page tags one mutation field changes, from its arguments as the resolver saw them. */
function pagesChangedBy(node: FieldNode, variables: Record<string, unknown> | null | undefined): PageTag[] {
  const field = schema.getMutationType()?.getFields()[node.name.value];
  if (!field) return ["site"];
  try {
    return tagsChangedBy(node.name.value, getArgumentValues(field, node, variables ?? {}));
  } catch {
    return ["site"]; // arguments the resolver refused: nothing changed, but purging is always safe
  }
}

export function createGraphQLServer({ exposeErrors, onMutation, onPagesChanged }: GraphQLServerOptions) {
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: (serverContext) => createContext(serverContext),
    maskedErrors: {
      isDev: exposeErrors,
      // A token the backend rejected mid-request is the caller's problem (401), not an unexpected error.
      maskError: (error, message, isDev) => rejectedTokenError(error) ?? maskError(error, message, isDev),
    },
    // Partner apps call the API from any site with a bearer token; nothing rides on cookies here, so no
    // origin is ever granted credentials (Yoga's default echoes any Origin WITH credentials).
    cors: {
      origin: "*",
      credentials: false,
      methods: ["GET", "POST"],
      allowedHeaders: ["Content-Type", "Authorization", CSRF_HEADER],
      // What a partner's browser code may read: the quota (decision 071) and the deprecations it used.
      exposedHeaders: ["RateLimit", "RateLimit-Policy", "Retry-After", DEPRECATED_FIELDS_HEADER],
      maxAge: 600,
    },
    // The Worker refuses bodies over its own, lower limit before Yoga runs (workers/request-limits.ts);
    // Yoga's second count would pipe every body through one more stream.
    maxRequestBodySize: false,
    graphiql: false,
    landingPage: false,
    logging: exposeErrors ? "info" : "warn",
    plugins: [
      refusedRequestsAre400,
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      documentsWithinLimit,
      // Local development (GRAPHQL_DEV_ERRORS) keeps them: there they help whoever writes the query.
      ...(exposeErrors ? [] : [suggestionsHidden]),
      maxTokensPlugin({ n: QUERY_LIMITS.maxTokens }),
      maxDepthPlugin({ n: QUERY_LIMITS.maxDepth, flattenFragments: true }),
      maxAliasesPlugin({ n: QUERY_LIMITS.maxAliases }),
      costLimitPlugin({ maxCost: QUERY_LIMITS.maxCost }),
      // A key without the scope an operation needs is refused before it spends anything (decision 070).
      apiKeyScopes,
      // After the limits: only a request that passed them spends points (decision 071).
      quotaSpent,
      // Names the deprecated fields a request used in Glow-Deprecated-Fields (decision 071).
      deprecatedFieldsNamed,
      ...(onMutation || onPagesChanged ? [mutationsTold(onMutation, onPagesChanged)] : []),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
