import { defineConfig } from "@playwright/test";
import { availableParallelism } from "node:os";
import { chromium } from "./tests/e2e/browser";

/**
 * End-to-end tests against the real Worker (`wrangler dev` on local D1), driven by the headless Chromium
 * of the npm package @sparticuz/chromium (tests/e2e/browser.ts; CHROMIUM_PATH names another).
 * The build is made earlier by `npm test`; run `npx remix vite:build` first when calling playwright directly.
 * Port 8788 (or E2E_PORT), so the run never collides with a dev server on 8787 or another checkout's run.
 */
const BROWSER = chromium();

const PORT = Number(process.env.E2E_PORT ?? 8788);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const STATE = `.wrangler/e2e-state-${PORT}`;

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Files run whole, side by side: one worker per core (at most 4; they share one wrangler dev). E2E_WORKERS sets it.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism()),
  retries: 0,
  reporter: "list",
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    // Each worker (process) is a client of its own, as separate people are: the per-address limits (30 booking
    // attempts a minute, 10 sign-ups) count one worker's requests, not every worker's. Requests that name their
    // own address (createAccount) still do.
    extraHTTPHeaders: { "CF-Connecting-IP": `203.0.113.${1 + (Number(process.env.TEST_WORKER_INDEX ?? 0) % 254)}` },
    // A failed test keeps its trace (every action, request and console line) and a screenshot of the page as it
    // failed. The trace's DOM snapshots and screencast are recorded for every test and thrown away when it passes:
    // they doubled the CPU a passing test costs (booking.spec.ts, 14 tests: 70 CPU-seconds with them, 48 without;
    // decision 042), so they are recorded only when asked for: E2E_TRACE=full.
    trace: process.env.E2E_TRACE === "full" ? "retain-on-failure" : { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: BROWSER.executablePath,
      env: { ...process.env, ...BROWSER.env },
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { browserName: "chromium", viewport: { width: 1366, height: 900 } },
    },
  ],
  // Every run starts from a fresh local D1 with the migrations (schema + sample data) applied: bookings
  // of earlier runs never fill the days a test needs.
  webServer: {
    command:
      `rm -rf ${STATE} && CI=true npx wrangler d1 migrations apply DB --local --persist-to ${STATE} >/dev/null && ` +
      // Links in the emails point at this server (the dev mailbox's messages are opened by the tests).
      `npx wrangler dev --ip 127.0.0.1 --port ${PORT} --inspector-port ${PORT + 10000} --persist-to ${STATE} --test-scheduled --var SITE_ORIGIN:http://127.0.0.1:${PORT}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
