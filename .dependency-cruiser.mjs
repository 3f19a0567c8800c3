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
  "^graphql/(shared/vocabulary(-ar)?|shared/text|shared/email|shared/results|shared/messages|shared/message-reader|modules/[^/]+/[^/]+-schema|modules/[^/]+/rules)\\.ts$";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "app-imports-graphql-internals",
      comment: "app/ imports of graphql/ only the vocabulary, the message registry and pure rules or input schemas.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^graphql/", pathNot: APP_MAY_IMPORT },
    },
    {
      name: "app-reaches-workers",
      comment: "app/ never reaches workers/: it gets data through GraphQL.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^workers/", reachable: true },
    },
    {
      name: "app-brings-in-the-api",
      comment: "What app/ imports from graphql/ must not bring in the API itself (graphql, Yoga, Pothos).",
      severity: "error",
      from: { path: APP_MAY_IMPORT },
      to: { path: GRAPHQL_PACKAGES, reachable: true },
    },
    {
      name: "graphql-reaches-app-or-workers",
      comment: "graphql/ knows ports, not adapters or pages.",
      severity: "error",
      from: { path: "^graphql/" },
      to: { path: "^(app|workers)/", reachable: true },
    },
    {
      name: "graphql-reaches-the-runtime",
      comment: "graphql/ is runtime-agnostic: adapters live in workers/.",
      severity: "error",
      from: { path: "^graphql/" },
      to: { path: RUNTIME_PACKAGES, reachable: true },
    },
    {
      name: "adapters-reach-app",
      comment: "Adapters know nothing of the site.",
      severity: "error",
      from: { path: "^workers/adapters/" },
      to: { path: "^app/", reachable: true },
    },
    {
      name: "adapters-reach-graphql",
      comment: "Adapters implement ports and import no GraphQL.",
      severity: "error",
      from: { path: "^workers/adapters/" },
      to: { path: GRAPHQL_PACKAGES, reachable: true },
    },
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "^node_modules/" },
    exclude: { path: "\\.d\\.ts$" },
    enhancedResolveOptions: { conditionNames: ["workerd", "worker", "browser", "import", "default"] },
  },
};
