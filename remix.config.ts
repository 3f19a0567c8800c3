/**
 * Remix options, typed. Remix 2 reads no config file of its own under Vite:
 * vite.config.ts imports these and hands them to the Remix Vite plugin.
 */
import type { VitePluginConfig } from "@remix-run/dev";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export const remixOptions = {
  appDirectory: "app",
  buildDirectory: "build",
  // `*.server.ts` beside a route is that route's server-only code, not a route of its own.
  ignoredRouteFiles: ["**/*.test.*", "**/.*", "**/*.server.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
} satisfies VitePluginConfig;
