/** What several end-to-end specs need: accounts, signing in, toasts, hydration, console errors. */
import { expect, type APIRequestContext, type ConsoleMessage, type Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { REGISTRATION_DETAILS } from "../fixtures/registration";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * axe-core's WCAG 2 A/AA violations on the page as it is now (the rule, its help and up to five
 * offending elements). axe is injected as an inline script: use `test.use({ bypassCSP: true })`.
 */
export async function axeViolations(page: Page) {
  // axe measures contrast as drawn: a toast fading in or out (vanilla-sonner keeps a closed toast for
  // its 500 ms exit) is measured half transparent. Toasts are checked once they stand still.
  await page.waitForFunction(() => {
    const toasts = document.getElementById("sonner-toast-container");
    if (!toasts) return true;
    const moving = toasts.getAnimations({ subtree: true }).some((animation) => animation.playState === "running");
    return !moving && toasts.querySelector('[data-hidden="true"]') === null;
  });
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<any> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map((v: any) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n: any) => n.target.join(" ")),
    }));
  });
}

/** React has hydrated once the theme toggle knows the current theme (aria-pressed is set in an effect); its group is named in the page's language. */
export async function waitForHydration(page: Page) {
  await expect(
    page.locator('[role="group"]:is([aria-label="Colour theme"], [aria-label="مظهر الألوان"]) button[aria-pressed]').first(),
  ).toBeAttached({ timeout: 10_000 });
}

/**
 * Stores the dark theme as a returning visitor's choice, reloads, and waits until the page shows it
 * (hydration awaited with `hydrated`, by default `waitForHydration`).
 */
export async function reloadInDarkTheme(page: Page, hydrated: (page: Page) => Promise<void> = waitForHydration) {
  await page.evaluate(() => localStorage.setItem("vite-ui-theme", "dark"));
  await page.reload();
  await hydrated(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
}

/** Opens `path` with the dark theme already chosen, as a returning visitor, once the page shows it. */
export async function openInDarkTheme(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
}

/** Nothing on the page is wider than the window: no sideways scroll. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** Once hydrated, the page is in Arabic, right to left, and nothing on it scrolls sideways. */
export async function rightToLeftWithoutSidewaysScroll(page: Page) {
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const PASSWORD = "a long enough passphrase";
export const newEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A client address of its own (198.18.0.0/15, the benchmarking range): sign-ups are limited per
 * address (10 a minute), and a suite makes more accounts than that, as many people would.
 */
const newClientAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

interface Mailbox {
  messages: { to: string; subject: string; text: string }[];
}

/** The link to `path` in the newest message to `email` that has one, once it is in the dev mailbox. */
export async function emailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_%-]+`);
  let link = "";
  await expect(async () => {
    const { messages } = (await (await request.get("/dev/mailbox.json")).json()) as Mailbox;
    const found = messages.find((message) => message.to === email && pattern.test(message.text));
    expect(found).toBeDefined();
    link = pattern.exec(found!.text)![0];
  }).toPass({ timeout: 20_000 });
  return new URL(link).pathname + new URL(link).search;
}

/**
 * Opens the verification link the sign-up emailed to `email`, as its owner would: registering a business,
 * posting a job and adding a product need a verified address.
 */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const opened = await request.get(await emailedLink(request, email, "/verify-email"));
  expect(opened.status()).toBe(200);
}

/**
 * An account made through the public API, so a test can start at /login; its address verified through the
 * emailed link unless `verified` is false.
 */
export async function createAccount(request: APIRequestContext, email = newEmail(), { verified = true } = {}) {
  const response = await request.post("/graphql", {
    headers: { "CF-Connecting-IP": newClientAddress() },
    data: {
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }`,
      variables: { input: { email, password: PASSWORD } },
    },
  });
  expect((await response.json()).data.signUp.__typename).toBe("SignUpSuccess");
  if (verified) await verifyEmail(request, email);
  return email;
}

export const toasts = (page: Page) => page.locator("#sonner-toast-container");

export async function expectToast(page: Page, title: string, description: string) {
  await expect(toasts(page)).toContainText(title);
  await expect(toasts(page)).toContainText(description);
}

/** The password of the sample listings' owner accounts (local backend only: docs/api.md "Accounts"). */
export const SAMPLE_OWNER_PASSWORD = "glowuae-owner-2026";
/** The owner account of a sample listing, e.g. 'aura-aesthetic' (local backend only). */
export const sampleOwner = (providerId: string) => ({ email: `owner.${providerId}@example.com`, password: SAMPLE_OWNER_PASSWORD });

/** A new account signed in from /login, on the dashboard, then on one of its pages from the "My Account" menu. */
export async function openFromAccountMenu(page: Page, request: APIRequestContext, link: string) {
  const email = await createAccount(request);
  await page.goto("/login");
  await waitForHydration(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/provider$/);
  await page.getByText("My Account").click();
  await page.getByRole("link", { name: link }).click();
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** On the /login page a visit to `path` was sent to, signs `email` in, and checks the site comes back to `path`. */
export async function signInAndComeBack(page: Page, email: string, path: string, password = PASSWORD) {
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  await signIn(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/**
 * A new account (or `account`), signed in on its way to `path`: the visit (following the link named
 * `via.link` on `via.from`, or straight to `path`) is sent to /login, and after signing in the site
 * comes back to `path`, showing `heading`.
 */
export async function signInOnTheWayTo(
  page: Page,
  path: string,
  heading: string,
  via?: { from: string; link: string },
  account?: { email: string; password: string },
) {
  const { email, password } = account ?? { email: await createAccount(page.request), password: PASSWORD };
  if (via) {
    await page.goto(via.from);
    await page.getByRole("link", { name: via.link }).click();
  } else {
    await page.goto(path);
  }
  await signInAndComeBack(page, email, path, password);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

/** Types a business's details into /for-business/register, field by field as a person does. */
export async function fillRegistrationDetails(page: Page, details: Omit<typeof REGISTRATION_DETAILS, "agreedToTerms">) {
  await page.getByLabel("Business Name").fill(details.businessName);
  await page.getByLabel("Business Type").selectOption(details.businessType);
  await page.getByLabel("Full Address").fill(details.fullAddress);
  await page.getByLabel("Emirate", { exact: true }).selectOption(details.emirate);
  await page.getByLabel("Contact Person Name").fill(details.contactPersonName);
  await page.getByLabel("Business Email").fill(details.businessEmail);
  await page.getByLabel("Business Phone").fill(details.businessPhone);
  await page.getByLabel("Short Description").fill(details.shortDescription);
}

export function collectErrors(page: Page) {
  const errors: string[] = [];
  const isOfflinePhoto = (message: ConsoleMessage) =>
    message.location().url.startsWith("https://images.unsplash.com/") && message.text().startsWith("Failed to load resource");
  page.on("console", (message) => {
    if (message.type() === "error" && !isOfflinePhoto(message)) errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Marks the page's document, so `expectSameDocument` can tell a client-side navigation from a reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

/** The document `markDocument` marked is still the one shown: nothing reloaded the page. */
export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/** The loader requests (Remix's single fetch asks them at `<path>.data`) the page makes from now on. */
export function loaderRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) seen.push(url.pathname + url.search);
  });
  return seen;
}

/** This run's D1 database file (playwright.config.ts's --persist-to; Miniflare keeps one SQLite file per database). */
export function databaseFile(): string {
  const directory = `.wrangler/e2e-state-${process.env.E2E_PORT ?? 8788}/v3/d1/miniflare-D1DatabaseObject`;
  const files = readdirSync(directory).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  expect(files, "one D1 database file").toHaveLength(1);
  return join(directory, files[0]!);
}

/**
 * SQL run straight against this run's database while the server runs, as another process would (the server's
 * writes wait for its lock: workers/adapters/local/busy-retry.ts). Milliseconds, where a `wrangler d1 execute`
 * took 5–20 s under load and timed out (`spawnSync npm ETIMEDOUT`).
 */
export function databaseSql(sql: string): void {
  const database = new DatabaseSync(databaseFile(), { timeout: 10_000 });
  try {
    database.exec(sql);
  } finally {
    database.close();
  }
}

/** The reviewer role for an existing account, as `npm run reviewer:grant` gives it (registration-to-listing runs that). */
export function grantReviewer(email: string): void {
  databaseSql(
    `INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = '${email.replace(/'/g, "''")}' ON CONFLICT (account_id) DO NOTHING`,
  );
}
