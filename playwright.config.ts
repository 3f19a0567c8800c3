import { defineConfig } from "@playwright/test";
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
  fullyParallel: false,
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  reporter: "list",
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
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
      `npx wrangler dev --ip 127.0.0.1 --port ${PORT} --inspector-port ${PORT + 10000} --persist-to ${STATE}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
