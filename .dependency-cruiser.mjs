/**
 * The dependency direction, checked over every import chain by dependency-cruiser (`npm run lint`;
 * eslint.config.js catches the direct imports in the editor):
 *
 *   app → (GraphQL) → graphql → ports ← workers/adapters
 *
 * Type-only imports are left out (`tsPreCompilationDeps: false`): they are gone from the code that runs.
 */
const GRAPHQL_PACKAGES = "^node_modules/(graphql|graphql-yoga|@pothos/[^/]+|@escape\\.tech/[^/]+|@graphql-yoga/[^/]+)/";
const RUNTIME_PACKAGES = "^(node_modules/(@supabase/[^/]+|wrangler|@cloudflare/[^/]+)/|cloudflare:)";
/** Of graphql/, app/ imports only the vocabulary, the message registry and pure rules or input schemas. */
const APP_MAY_IMPORT =
  "^graphql/(shared/vocabulary(-ar)?|shared/text|shared/local-path|shared/email|shared/results|shared/messages|shared/message-reader|modules/[^/]+/[^/]+-schema|modules/[^/]+/rules)\\.ts$";

/**
 * One forbidden edge: `from` must not import `to` (`reachable`: not through any chain of imports
 * either). Every rule is an error.
 * @returns {import("dependency-cruiser").IForbiddenRuleType}
 */
function forbid(name, comment, from, to, reachable = true) {
  return { name, comment, severity: "error", from, to: reachable ? { ...to, reachable: true } : to };
}

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    forbid(
      "app-imports-graphql-internals",
      "app/ imports of graphql/ only the vocabulary, the message registry and pure rules or input schemas.",
      { path: "^app/" },
      { path: "^graphql/", pathNot: APP_MAY_IMPORT },
      false,
    ),
    forbid("app-reaches-workers", "app/ never reaches workers/: it gets data through GraphQL.", { path: "^app/" }, { path: "^workers/" }),
    forbid(
      "app-brings-in-the-api",
      "What app/ imports from graphql/ must not bring in the API itself (graphql, Yoga, Pothos).",
      { path: APP_MAY_IMPORT },
      { path: GRAPHQL_PACKAGES },
    ),
    forbid(
      "graphql-reaches-app-or-workers",
      "graphql/ knows ports, not adapters or pages.",
      { path: "^graphql/" },
      { path: "^(app|workers)/" },
    ),
    forbid(
      "graphql-reaches-the-runtime",
      "graphql/ is runtime-agnostic: adapters live in workers/.",
      { path: "^graphql/" },
      { path: RUNTIME_PACKAGES },
    ),
    forbid("adapters-reach-app", "Adapters know nothing of the site.", { path: "^workers/adapters/" }, { path: "^app/" }),
    forbid(
      "adapters-reach-graphql",
      "Adapters implement ports and import no GraphQL.",
      { path: "^workers/adapters/" },
      { path: GRAPHQL_PACKAGES },
    ),
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "^node_modules/" },
    exclude: { path: "\\.d\\.ts$" },
    enhancedResolveOptions: { conditionNames: ["workerd", "worker", "browser", "import", "default"] },
  },
};
