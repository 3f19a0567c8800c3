/**
 * Build check: the browser's JavaScript holds none of Remix's server runtime. A module that both the
 * browser and a loader import (a page's meta helper beside its loader helper, e.g. d4b5b12's
 * detail-page.ts) pulls `@remix-run/cloudflare` (cookie sessions, json, redirect…) into the client:
 * +15 KiB gzip on every page, unseen until `npm run bench`. Such helpers go in a `.server.ts` module.
 * Run by `npm run build` after Vite; Node built-ins only.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

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
