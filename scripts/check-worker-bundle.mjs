/**
 * Build check: bundles the Worker as `wrangler deploy` would (dry run, minified, nothing is sent) and
 * fails when
 * - the bundle holds a module twice in two formats. Today that is graphql: a deep import without an
 *   extension resolves to its CommonJS .js file beside the .mjs the rest of the bundle uses, and a
 *   GraphQLError from one copy is not recognised by the other (syntax errors became 500s, issue #9);
 * - the bundle is over its size budget (gzip -9), the figure `npm run bench` reports too: a feature
 *   that pulls a second copy of something in (the outbox's catalogues once did) fails the build
 *   instead of waiting for someone to read a bench table.
 * Run by `npm run build`; Node built-ins only.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { WORKER_GZIP_BUDGET_KIB } from "./worker-budget.mjs";

const outdir = mkdtempSync(path.join(tmpdir(), "worker-bundle-"));
try {
  const metafile = path.join(outdir, "meta.json");
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--minify", "--outdir", outdir, "--metafile", metafile], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const meta = JSON.parse(readFileSync(metafile, "utf8"));
  const inputs = Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs));
  const modules = inputs.map((file) => /node_modules\/(graphql\/\S+)$/.exec(file)?.[1]).filter(Boolean);
  const byName = new Map();
  for (const file of modules) {
    const name = file.replace(/\.(mjs|js)$/, "");
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  const doubled = [...byName.values()].filter((files) => files.length > 1);
  if (modules.length === 0) throw new Error("no graphql module found in the bundle: has the bundle format changed?");
  if (doubled.length > 0) {
    console.error(`The Worker bundle holds ${doubled.length} graphql module(s) twice, e.g. ${doubled[0].join(" and ")}.`);
    console.error('Alias the deep import to its .mjs file in wrangler.toml [alias] (see "graphql/language/parser").');
    process.exit(1);
  }
  const gzipKiB = gzipSync(readFileSync(path.join(outdir, "app.js")), { level: 9 }).length / 1024;
  if (gzipKiB > WORKER_GZIP_BUDGET_KIB) {
    console.error(`The Worker bundle is ${gzipKiB.toFixed(1)} KiB gzip, over its ${WORKER_GZIP_BUDGET_KIB} KiB budget.`);
    console.error("Look for what grew: `npx wrangler deploy --dry-run --minify --outdir dist --metafile` and read dist's metafile.");
    process.exit(1);
  }
  console.log(
    `Worker bundle: one copy of graphql (${modules.length} modules), ${gzipKiB.toFixed(1)} KiB gzip (≤ ${WORKER_GZIP_BUDGET_KIB}).`,
  );
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
