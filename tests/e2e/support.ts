/** What several end-to-end specs need: accounts, signing in, toasts, hydration, console errors. */
import { expect, type APIRequestContext, type ConsoleMessage, type Page } from "@playwright/test";
import { createRequire } from "node:module";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * axe-core's WCAG 2 A/AA violations on the page as it is now (the rule, its help and up to five
 * offending elements). axe is injected as an inline script: use `test.use({ bypassCSP: true })`.
 */
export async function axeViolations(page: Page) {
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

export const PASSWORD = "a long enough passphrase";
export const newEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A client address of its own (198.18.0.0/15, the benchmarking range): sign-ups are limited per
 * address (10 a minute), and a suite makes more accounts than that, as many people would.
 */
const newClientAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** An account made through the public API, so a test can start at /login. */
export async function createAccount(request: APIRequestContext, email = newEmail()) {
  const response = await request.post("/graphql", {
    headers: { "CF-Connecting-IP": newClientAddress() },
    data: {
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }`,
      variables: { input: { email, password: PASSWORD } },
    },
  });
  expect((await response.json()).data.signUp.__typename).toBe("SignUpSuccess");
  return email;
}

export const toasts = (page: Page) => page.locator("#sonner-toast-container");

export async function expectToast(page: Page, title: string, description: string) {
  await expect(toasts(page)).toContainText(title);
  await expect(toasts(page)).toContainText(description);
}

export async function signIn(page: Page, email: string) {
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
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
