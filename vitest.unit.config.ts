import { fileURLToPath } from "node:url";
import { envOnlyMacros } from "vite-env-only";
import { defineConfig } from "vitest/config";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  // As vite.config.ts: `serverOnly$(…)` (tests run as the server does).
  plugins: [envOnlyMacros()],
  resolve: {
    alias: [
      { find: "~", replacement: path("./app") },
      // One copy of graphql for Pothos and the tests ("from another module or realm").
      { find: /^graphql$/, replacement: path("./node_modules/graphql/index.js") },
    ],
  },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
