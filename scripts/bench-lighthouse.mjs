/**
 * Lighthouse's mobile performance score of the anonymous pages (issue #36: 100 on home, search and a
 * provider page with the local data), for scripts/bench.mjs. Lighthouse is fetched by npx on first use
 * (a bench-only tool: every CI install would otherwise carry its 176 MB); it drives the same headless
 * Chromium the end-to-end tests use (tests/e2e/browser.ts). Simulated throttling (Lighthouse's default
 * mobile: slow 4G, 4× CPU), so a loaded machine moves the CPU-bound parts of the score: the bench says
 * so beside the figures.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, unpackChromium } from "../tests/e2e/browser.ts";

const LIGHTHOUSE = "lighthouse@13.5.0";
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift"];

/** One view; again once if the kept-alive connection was closed meanwhile (Lighthouse ran for half a minute). */
async function warm(url) {
  try {
    await (await fetch(url)).arrayBuffer();
  } catch {
    await (await fetch(url)).arrayBuffer();
  }
}

/**
 * Scores each page (`[label, path]`) once, after two warming views (the edge cache then holds it), and
 * reports through `addRow(metric, measured, budget, within)`; failures go to `unmeasured`.
 */
export async function measureLighthouse({ origin, pages, outDir, addRow, unmeasured }) {
  await unpackChromium();
  const browser = chromium();
  mkdirSync(outDir, { recursive: true });
  for (const [label, pagePath] of pages) {
    for (let i = 0; i < 2; i++) await warm(`${origin}${pagePath}`);
    const report = path.join(outDir, `lighthouse-${label.replace(/\W+/g, "-")}.json`);
    const args = [
      "--yes",
      LIGHTHOUSE,
      `${origin}${pagePath}`,
      "--only-categories=performance",
      "--form-factor=mobile",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
    ];
    console.log(`$ npx ${args.join(" ")}`);
    const result = spawnSync("npx", args, {
      stdio: "inherit",
      env: { ...process.env, ...browser.env, CHROME_PATH: browser.executablePath },
      timeout: 180_000,
    });
    if (result.status !== 0) {
      unmeasured.push(`Lighthouse on ${pagePath} (exit ${result.status ?? result.signal})`);
      continue;
    }
    const lhr = JSON.parse(readFileSync(report, "utf8"));
    const score = Math.round(lhr.categories.performance.score * 100);
    const figures = METRICS.map((key) => `${key.replace(/-/g, " ")} ${lhr.audits[key]?.displayValue ?? "?"}`).join(", ");
    console.log(`  ${label}: ${score} (${figures})`);
    for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
    addRow(`Lighthouse mobile performance, ${label}`, String(score), "100", score >= 100);
  }
}
