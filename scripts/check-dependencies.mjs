/**
 * The dependency direction, checked over every import chain (`npm run lint`; eslint.config.js
 * catches the direct imports in the editor):
 *
 *   app → (GraphQL) → graphql → ports ← workers/adapters
 *
 *  - app/ imports of graphql/ only the vocabulary and pure rules or input schemas, and nothing it
 *    reaches through them brings in the API (graphql, Yoga, Pothos) or any of workers/;
 *  - graphql/ reaches nothing of app/ or workers/, nor Supabase, wrangler or Cloudflare modules;
 *  - workers/adapters/ reach no GraphQL (graphql, Yoga, Pothos) and nothing of app/.
 *
 * Type-only imports are left out: they are gone from the code that runs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;
const SIDE_EFFECT = /(?:^|\n)\s*import\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The specifiers a file imports for values (`import type` and all-`type` lists are left out). */
function valueImports(file) {
  const text = readFileSync(path.join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
  const found = [];
  for (const [, typeOnly, clause, specifier] of text.matchAll(IMPORT)) {
    const names = clause
      .match(/^\{([\s\S]*)\}$/)?.[1]
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    const allTypes = names !== undefined && names.length > 0 && names.every((name) => name.startsWith("type "));
    if (!typeOnly && !allTypes) found.push(specifier);
  }
  for (const [, specifier] of text.matchAll(SIDE_EFFECT)) found.push(specifier);
  for (const [, specifier] of text.matchAll(DYNAMIC)) found.push(specifier);
  return found;
}

/** A file of the repository for a relative or `~/` specifier; a package name otherwise. */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.posix.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return { packageName: specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0] };
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return { file: candidate };
  }
  return { missing: base };
}

const files = ["app", "graphql", "workers"].flatMap(sourceFiles);
const edges = new Map(files.map((file) => [file, valueImports(file).map((specifier) => ({ specifier, ...resolve(file, specifier) }))]));

/** Every file and package a file reaches, with the chain that reaches it first. */
function reach(start) {
  const chains = new Map([[start, [start]]]);
  const queue = [start];
  const packages = new Map();
  while (queue.length) {
    const file = queue.shift();
    for (const edge of edges.get(file) ?? []) {
      const chain = [...chains.get(file)];
      if (edge.packageName) {
        if (!packages.has(edge.packageName)) packages.set(edge.packageName, [...chain, edge.specifier]);
      } else if (edge.file && !chains.has(edge.file)) {
        chains.set(edge.file, [...chain, edge.file]);
        queue.push(edge.file);
      }
    }
  }
  return { chains, packages };
}

const GRAPHQL_PACKAGES = /^(graphql|graphql-yoga|@pothos\/.*|@escape\.tech\/.*|@graphql-yoga\/.*)$/;
const RUNTIME_PACKAGES = /^(@supabase\/.*|wrangler|cloudflare:.*|@cloudflare\/.*)$/;
const APP_MAY_IMPORT =
  /^graphql\/(shared\/vocabulary(-ar)?|shared\/text|shared\/email|shared\/results|shared\/messages|shared\/message-reader|modules\/[^/]+\/[^/]+-schema|modules\/[^/]+\/rules)\.ts$/;

/** Known exceptions, each with its reason. Remove one when its cause goes: the check then holds the line. */
const EXCEPTIONS = new Set([]);

const problems = [];
const refuse = (chain, why) => {
  const text = chain.join(" → ");
  if (![...EXCEPTIONS].some((exception) => text.endsWith(exception))) problems.push(`${text}\n    ${why}`);
};

for (const file of files) {
  const { chains, packages } = reach(file);
  if (file.startsWith("app/")) {
    for (const edge of edges.get(file)) {
      if (edge.file?.startsWith("graphql/") && !APP_MAY_IMPORT.test(edge.file)) {
        refuse([file, edge.file], "app/ imports of graphql/ only the vocabulary and pure rules or input schemas.");
      }
    }
    for (const [reached, chain] of chains) {
      if (reached.startsWith("workers/")) refuse(chain, "app/ never reaches workers/: it gets data through GraphQL.");
    }
    for (const [name, chain] of packages) {
      if (GRAPHQL_PACKAGES.test(name) && chain.some((step) => step.startsWith("graphql/"))) {
        refuse(chain, "what app/ imports from graphql/ must not bring in the API itself.");
      }
    }
  } else if (file.startsWith("graphql/")) {
    for (const [reached, chain] of chains) {
      if (/^(app|workers)\//.test(reached)) refuse(chain, "graphql/ knows ports, not adapters or pages.");
    }
    for (const [name, chain] of packages) {
      if (RUNTIME_PACKAGES.test(name)) refuse(chain, "graphql/ is runtime-agnostic: adapters live in workers/.");
    }
  } else if (file.startsWith("workers/adapters/")) {
    for (const [reached, chain] of chains) {
      if (reached.startsWith("app/")) refuse(chain, "adapters know nothing of the site.");
    }
    for (const [name, chain] of packages) {
      if (GRAPHQL_PACKAGES.test(name)) refuse(chain, "adapters implement ports and import no GraphQL.");
    }
  }
}

const unique = [...new Set(problems)];
if (unique.length) {
  console.error(`Dependency direction: ${unique.length} import chain(s) go the wrong way:\n`);
  for (const problem of unique) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Dependency direction: ${files.length} files, every import chain goes app → graphql → ports ← adapters.`);
