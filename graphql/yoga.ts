/** The GraphQL HTTP server (graphql-yoga), with the hardening every request goes through. */
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { createYoga } from "graphql-yoga";
import { createContext, type ServerContext } from "./context";
import { schema } from "./schema";

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

export interface GraphQLServerOptions {
  /** Show unexpected error messages to clients. Only for local development. */
  exposeErrors: boolean;
}

export function createGraphQLServer({ exposeErrors }: GraphQLServerOptions) {
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: (serverContext) => createContext(serverContext),
    maskedErrors: { isDev: exposeErrors },
    graphiql: false,
    landingPage: false,
    logging: exposeErrors ? "info" : "warn",
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      maxTokensPlugin({ n: QUERY_LIMITS.maxTokens }),
      maxDepthPlugin({ n: QUERY_LIMITS.maxDepth, flattenFragments: true }),
      maxAliasesPlugin({ n: QUERY_LIMITS.maxAliases }),
      costLimitPlugin({ maxCost: QUERY_LIMITS.maxCost }),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
