import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { fromRoot as path } from "./vitest.base";

// The Worker under test is the real one (workers/app.ts) with the real Remix build,
// running in workerd with D1 and R2 emulated by Miniflare.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path("./workers/migrations/d1"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // The edge cache of pages is off: suites check what a page renders, often after writing to D1 behind
        // the API's back; tests/integration/edge-cache.test.ts turns it on for itself.
        // Quotas (decision 071) are off too: suites post many requests from one address; tests/integration/api-quotas.test.ts
        // turns them on for itself.
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, EDGE_CACHE: "off", API_QUOTAS: "off" } },
      }),
    ],
    resolve: {
      alias: {
        "~server-build": path("./build/server/index.js"),
        // One copy of graphql, as in the deployed bundle (see wrangler.toml [alias]).
        "graphql/language/parser": path("./node_modules/graphql/language/parser.mjs"),
        // As wrangler.toml [alias]: route matching remembered per path.
        "@remix-run/router": path("./workers/remix-router.ts"),
      },
    },
    test: {
      include: ["tests/integration/**/*.test.ts"],
      // A file per core (vitest's default keeps one core for itself: one file at a time on two cores); under npm test
      // the suite then takes both cores once the stages beside it are done.
      maxWorkers: availableParallelism(),
      // One workerd per worker, running its files one after the other, rather than one per file: starting workerd
      // and loading the pool into it cost about 5 CPU-seconds a file, a third of the suite. Each file still starts
      // as in a workerd of its own: the setup file gives it fresh modules, empty bindings and a freshly migrated D1
      // (decision 042).
      isolate: false,
      // Scenarios post dozens of requests to the Worker; speed is the bench's business, not a test's,
      // so vitest's 5 s default (a wall-clock budget a busy machine breaks) is widened.
      testTimeout: 30_000,
      setupFiles: ["./tests/integration/apply-migrations.ts"],
      // A webhook receiver on 127.0.0.1 (Node), for tests/integration/webhooks.test.ts.
      globalSetup: ["./tests/integration/webhook-receiver.ts"],
      // Remix's runtime is CommonJS with circular requires: pre-bundle it as Wrangler does.
      deps: {
        optimizer: {
          ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime", "cookie", "set-cookie-parser"] },
        },
      },
    },
  };
});
