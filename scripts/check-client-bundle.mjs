/**
 * Build check: the browser's JavaScript holds none of Remix's server runtime. A module that both the
 * browser and a loader import (a page's meta helper beside its loader helper, e.g. d4b5b12's
 * detail-page.ts) pulls `@remix-run/cloudflare` (cookie sessions, json, redirect…) into the client:
 * +15 KiB gzip on every page, unseen until `npm run bench`. Such helpers go in a `.server.ts` module.
 * Run by `npm run build` after Vite; Node built-ins only.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ASSETS = path.resolve("build/client/assets");
/** Names only the server runtime defines (minifiers keep exported names inside strings and objects). */
const SERVER_MARKERS = ["createCookieSessionStorage", "createSessionStorage"];

const files = readdirSync(ASSETS).filter((name) => name.endsWith(".js"));
if (files.length === 0) throw new Error(`no JavaScript in ${ASSETS}: has the build layout changed?`);
const offenders = files.filter((name) => {
  const text = readFileSync(path.join(ASSETS, name), "utf8");
  return SERVER_MARKERS.some((marker) => text.includes(marker));
});
if (offenders.length > 0) {
  console.error(`The browser's JavaScript holds Remix's server runtime: ${offenders.join(", ")}.`);
  console.error("A module shared by a page and its loader imports @remix-run/cloudflare: move the loader's half to a .server.ts module.");
  process.exit(1);
}
console.log(`Client bundle: no server runtime in ${files.length} files.`);

/**
 * Issue #36: a page's JavaScript as a browser loads it, gzip -9 per file: the entry, the root's and the
 * page's route chunks and everything they import, plus INLINE_KIB for the page's inline scripts (theme,
 * scroll restoration, Remix's context and module script with the route manifest: 1.3–1.5 KiB measured by
 * `npm run bench`, which counts them from the served HTML).
 */
const JS_BUDGET_KIB = { "routes/_index": 90, "routes/provider.$providerId": 96 };
const INLINE_KIB = 1.5;
const manifestFile = files.find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error("no Remix route manifest in build/client/assets: has the build layout changed?");
const manifest = JSON.parse(readFileSync(path.join(ASSETS, manifestFile), "utf8").replace(/^window\.__remixManifest=|;?\s*$/g, ""));
const importsOf = (file) =>
  [
    ...readFileSync(path.join(ASSETS, file), "utf8").matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+)["']/g,
    ),
  ].map((m) => m[1]);
let overBudget = false;
for (const [routeId, budget] of Object.entries(JS_BUDGET_KIB)) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) chain.push(manifest.routes[id]);
  const queue = [
    ...new Set(
      [manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])])].map((url) =>
        path.basename(url),
      ),
    ),
  ];
  const seen = new Set(queue);
  let bytes = 0;
  while (queue.length) {
    const file = queue.shift();
    bytes += gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length;
    for (const dep of importsOf(file)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  const kib = bytes / 1024 + INLINE_KIB;
  console.log(`Client JS of ${routeId}: ${kib.toFixed(1)} KiB gzip with ${INLINE_KIB} KiB of inline scripts (budget ≤ ${budget} KiB).`);
  if (kib > budget) overBudget = true;
}
if (overBudget) {
  console.error("A page's JavaScript is over its budget (README, Budgets): see `BENCH_ONLY=js npm run bench` for what it loads.");
  process.exit(1);
}
