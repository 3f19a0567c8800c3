import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Rollup } from "vite";
import { envOnlyMacros } from "vite-env-only";
import { remixOptions } from "./remix.config";

/**
 * The app's own modules that the root route imports (header, footer, toasts, texts) are loaded by every
 * page: one chunk with the root instead of a dozen small files, each with its own gzip overhead
 * (docs/decisions/028-page-speed.md). Modules only some pages share stay in chunks of their own.
 */
function appShellChunks(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const root = [...getModuleIds()].find((moduleId) => /\/app\/root\.tsx(\?|$)/.test(moduleId));
      const queue = root ? [root] : [];
      while (queue.length) {
        const next = queue.pop()!;
        if (shell.has(next) || next.includes("/node_modules/")) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (shell.has(id)) return "root-shell";
    // Pictures' sources and the rating stars: pages with listings (home, search, a provider, the shop) load
    // both, so they are one file. The provider cards (and their grid) are a file of their own: a provider's
    // page shows none, and carrying them cost it 0.8 KiB of its 96 (home pays 0.1 KiB for the extra file).
    if (/\/app\/(lib\/listings\/responsive-image|components\/rating)\.tsx?$/.test(id)) return "listing-media";
    return /\/app\/components\/(provider-card|provider-card-grid)\.tsx$/.test(id) ? "listing-cards" : undefined;
  };
}

const GRAPHQL_SOURCE = fileURLToPath(new URL("./graphql/", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // envOnlyMacros: `serverOnly$(…)` is left out of the browser's code, with the imports only it used.
  plugins: [cloudflareDevProxyVitePlugin(), tailwindcss(), envOnlyMacros(), remix(remixOptions)],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  build: {
    // Issue #36: the browser's JavaScript as a browser loads it ≤ 90 KiB (home) and ≤ 96 KiB (provider page).
    // Browsers from 2022 on (Chrome 94, Safari 15.4, Firefox 93): no down-levelled class fields or `??=`.
    target: "es2022",
    // terser with three passes makes the shared React/Remix chunk 4.7 KiB smaller than esbuild's minifier
    // (docs/benchmarks.md); `pure_getters`: reading a property has no side effect (none of the browser's
    // code reads one for its effect, such as forcing a layout), 0.3 KiB more. The Worker's bundle keeps esbuild.
    minify: isSsrBuild ? true : "terser",
    terserOptions: { compress: { passes: 3, pure_getters: true }, ecma: 2020, module: true, format: { comments: false } },
    modulePreload: false,
    // The Worker bundles graphql/ itself: the server build imports it from there (relative paths) instead of a copy
    // of its own, so the Worker carries one message registry, one vocabulary and one set of rules.
    rollupOptions: isSsrBuild
      ? {
          external: (id: string) => id.startsWith(GRAPHQL_SOURCE),
          // Relative to the server build's directory (build/server/; rollup adds the step for its chunks in assets/), where
          // wrangler's bundler resolves them.
          output: { paths: (id: string) => (id.startsWith(GRAPHQL_SOURCE) ? `../../graphql/${id.slice(GRAPHQL_SOURCE.length)}` : id) },
        }
      : { output: { manualChunks: appShellChunks() } },
  },
}));
