import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The backend contract (tests/contract/backend-contract.ts) against the Supabase adapter under Node:
// supabase-js talks to a fake of Supabase's HTTP APIs, or to a real project when one is configured.
// (The local adapter runs the same contract in workerd: tests/integration/contract-local.test.ts.)
export default defineConfig({
  resolve: {
    alias: [
      // The site's session code (app/lib/auth/session.server.ts) runs here over the Supabase adapter.
      { find: "~", replacement: path("./app") },
      // One copy of graphql for Pothos and the tests ("from another module or realm").
      { find: /^graphql$/, replacement: path("./node_modules/graphql/index.js") },
    ],
  },
  test: {
    include: ["tests/contract/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
