/**
 * Build check: bundles the Worker as `wrangler deploy` would (dry run, nothing is sent) and fails when
 * the bundle holds a module twice in two formats. Today that is graphql: a deep import without an
 * extension resolves to its CommonJS .js file beside the .mjs the rest of the bundle uses, and a
 * GraphQLError from one copy is not recognised by the other (syntax errors became 500s, issue #9).
 * Run by `npm run build`; Node built-ins only.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const outdir = mkdtempSync(path.join(tmpdir(), "worker-bundle-"));
try {
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { stdio: ["ignore", "ignore", "inherit"] });
  const bundle = readFileSync(path.join(outdir, "app.js"), "utf8");
  // esbuild heads each bundled module with a `// node_modules/…` comment when not minifying.
  const modules = [...bundle.matchAll(/^\/\/ (node_modules\/graphql\/\S+)$/gm)].map((m) => m[1]);
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
  console.log(`Worker bundle: one copy of graphql (${modules.length} modules).`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
