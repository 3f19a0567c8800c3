/** Requests to the Worker under test, shared by the integration suites. */
import { env, SELF } from "cloudflare:test";
import { expect, vi } from "vitest";
import type { MailboxMessage } from "../../workers/outbox/dev-mailbox";

export const ORIGIN = "http://127.0.0.1:8787";

export interface GraphQLBody {
  data?: any;
  errors?: any[];
}

/** POSTs a GraphQL operation as JSON, the way partner apps and the site do. */
export async function postGraphQL(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: GraphQLBody }> {
  const response = await SELF.fetch(`${ORIGIN}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLBody };
}

/** A page as a crawler asks for it, so the server sends the whole document at once. */
export const page = (path: string, init?: RequestInit) =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers: { "user-agent": "Googlebot/2.1", ...init?.headers } });

let clients = 0;
/**
 * A `CF-Connecting-IP` header for a new client (198.18.0.0/15, the benchmarking range): sign-ups are
 * limited per address, so suites that create many accounts send them as many people would.
 */
export function newClient(): { "CF-Connecting-IP": string } {
  clients += 1;
  return { "CF-Connecting-IP": `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}` };
}

/** Cookies as a browser would keep them, from Set-Cookie headers. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const name = pair!.slice(0, pair!.indexOf("=")).trim();
      const value = pair!.slice(pair!.indexOf("=") + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * A page's HTML as a person sees it: without its scripts. The route data in them carries every text
 * the page may show in its language (docs/decisions/024), so a text asserted present or absent is
 * looked for in the document only.
 */
export const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

/** What a person sees of a page's response (see `shown`), once its status is the one expected. */
export async function shownBody(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return shown(await response.text());
}

/** A response's whole text, scripts included, once its status is the one expected. */
export async function bodyText(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return response.text();
}

/** What a person sees of `path` as a crawler asks for it (see `page`). */
export const shownPage = async (path: string) => shown(await (await page(path)).text());

/** What a person sees of `path`, visited with the cookies in `jar`. */
export const shownVisit = async (jar: CookieJar, path: string) => shown(await (await visit(jar, path)).text());

/** `html` shows every one of `texts`: one assertion each, so a failure names the text missing. */
export function expectShows(html: string, texts: readonly string[]) {
  for (const text of texts) expect(html).toContain(text);
}

/** `html` shows none of `texts`: one assertion each, so a failure names the text found. */
export function expectHides(html: string, texts: readonly string[]) {
  for (const text of texts) expect(html).not.toContain(text);
}

export const BROWSER = { "user-agent": "Googlebot/2.1" }; // whole document at once

export async function visit(jar: CookieJar, path: string, origin = ORIGIN) {
  const response = await SELF.fetch(`${origin}${path}`, { headers: { ...BROWSER, Cookie: jar.header() }, redirect: "manual" });
  jar.take(response);
  return response;
}

/** A page that needs an account sends a visitor without one (no session in `jar`) to /login, and back afterwards. */
export async function expectSentToLogin(jar: CookieJar, path: string) {
  const response = await visit(jar, path);
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
}

export async function submit(jar: CookieJar, path: string, fields: Record<string, string>, origin = ORIGIN) {
  const response = await SELF.fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      ...BROWSER,
      ...newClient(),
      Origin: origin,
      Host: new URL(origin).host, // as a browser sends it; Remix compares it with Origin
      Cookie: jar.header(),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  jar.take(response);
  return response;
}

/** The password of the accounts the helpers here make. */
export const ACCOUNT_PASSWORD = "a long enough passphrase";

let accounts = 0;
/** A new account through the public API (from a new client address): its email and access token. */
export async function signedUpAccount(): Promise<{ email: string; accessToken: string }> {
  const email = `account-${Date.now()}-${(accounts += 1)}@example.com`;
  const { body } = await postGraphQL(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { ... on SignUpSuccess { session { accessToken } } } }`,
    { input: { email, password: ACCOUNT_PASSWORD } },
    newClient(),
  );
  return { email, accessToken: body.data.signUp.session.accessToken as string };
}

/** What the dev mailbox holds for `address`, newest first. */
export const mailTo = async (address: string) =>
  ((await (await SELF.fetch(`${ORIGIN}/dev/mailbox.json`)).json()) as { messages: MailboxMessage[] }).messages.filter(
    (message) => message.to === address,
  );

/** The newest message to `address` once it has `count`, and the link in it to `path`. */
export async function linkIn(address: string, path: string, count = 1): Promise<{ mail: MailboxMessage; link: URL }> {
  await vi.waitFor(async () => expect(await mailTo(address)).toHaveLength(count), { timeout: 15_000, interval: 200 });
  const pattern = new RegExp(`https?://[^\\s"<]+${path}\\?token=[A-Za-z0-9_%-]+`);
  const mail = (await mailTo(address)).find((message) => pattern.test(message.text));
  const href = mail && pattern.exec(mail.text)?.[0];
  expect(href, mail?.text).toBeDefined();
  return { mail: mail!, link: new URL(href!) };
}

/**
 * Opens the verification link the sign-up emailed to `address`, as its owner would: registering a business,
 * posting a job and adding a product need a verified address.
 */
export async function verifyEmailOf(address: string) {
  const { link } = await linkIn(address, "/verify-email");
  const opened = await page(`${link.pathname}${link.search}`);
  if (opened.status !== 200) throw new Error(`Verifying ${address} answered ${opened.status}`);
}

/** signedUpAccount, with its address verified through the emailed link. */
export async function verifiedAccount(): Promise<{ email: string; accessToken: string }> {
  const account = await signedUpAccount();
  await verifyEmailOf(account.email);
  return account;
}

/** A new account with a verified address (see verifiedAccount); its access token. */
export const verifiedToken = async (): Promise<string> => (await verifiedAccount()).accessToken;

/** A new account through the public API (from a new client address); its access token. */
export const signedUpToken = async (): Promise<string> => (await signedUpAccount()).accessToken;

/**
 * A GraphQL multipart request (the spec Yoga implements): operations, map, then the files, each
 * file named by its variable; with a bearer token when given.
 */
export async function postMultipart(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, File | undefined>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | null; body: GraphQLBody }> {
  const form = new FormData();
  const entries = Object.entries(files).filter((entry): entry is [string, File] => entry[1] !== undefined);
  form.set(
    "operations",
    JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(Object.keys(files).map((name) => [name, null])) } }),
  );
  form.set("map", JSON.stringify(Object.fromEntries(entries.map(([name], index) => [String(index), [`variables.${name}`]]))));
  entries.forEach(([, file], index) => form.set(String(index), file));
  const response = await SELF.fetch(`${ORIGIN}/graphql`, {
    method: "POST",
    headers: { "x-graphql-yoga-csrf": "1", ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), body: (await response.json()) as GraphQLBody };
}

/** Every GraphQL answer a rate limit refused says to try again in a minute, and answers `field` with `result`. */
export function expectRefusedForAMinute(refused: { headers: Headers; body: GraphQLBody }[], field: string, result: unknown) {
  for (const answer of refused) {
    expect(answer.headers.get("Retry-After")).toBe("60");
    expect(answer.body.data[field]).toEqual(result);
  }
}

/**
 * Runs a rate-limit scenario. Workers Rate Limiting windows are aligned to the wall clock (Miniflare
 * counts per floor(now / period)), so a scenario that fails while straddling a window boundary is run
 * once more; each run must use fresh keys (new accounts, new client addresses).
 */
export async function withinOneRateWindow(scenario: () => Promise<void>, periodSeconds = 60) {
  const window = () => Math.floor(Date.now() / (periodSeconds * 1000));
  for (let run = 1; ; run += 1) {
    const start = window();
    try {
      return await scenario();
    } catch (error) {
      if (run >= 2 || window() === start) throw error;
    }
  }
}

const HOST = new URL(ORIGIN).host; // as a browser sends it; Remix compares it with Origin
let pageAccounts = 0;
/**
 * A browser's cookies after registering a new account and signing in through the site's own forms; the
 * account opens its emailed verification link first unless `verified` is false.
 */
export async function signedInJar(
  email = `page-account-${Date.now()}-${(pageAccounts += 1)}@example.com`,
  { verified = true }: { verified?: boolean } = {},
): Promise<CookieJar> {
  const jar = new CookieJar();
  const password = "a long enough passphrase";
  const post = (path: string, fields: Record<string, string>) =>
    SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        ...BROWSER,
        ...newClient(),
        Origin: ORIGIN,
        Host: HOST,
        Cookie: jar.header(),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  await post("/register", { email, password, confirmPassword: password });
  if (verified) await verifyEmailOf(email);
  const signedIn = await post("/login", { email, password, redirectTo: "/" });
  if (signedIn.status !== 302) throw new Error(`Signing in ${email} answered ${signedIn.status}`);
  jar.take(signedIn);
  return jar;
}

/**
 * signedInJar for a new account that owns these listings (what approving its registrations would do):
 * products are added by a listing's owner.
 */
export async function signedInOwnerJar(...providerIds: string[]): Promise<CookieJar> {
  const email = `page-owner-${Date.now()}-${(pageAccounts += 1)}@example.com`;
  const jar = await signedInJar(email);
  for (const providerId of providerIds) {
    await env.DB.prepare("UPDATE providers SET owner_id = (SELECT id FROM accounts WHERE email = ?1) WHERE id = ?2")
      .bind(email, providerId)
      .run();
  }
  return jar;
}

/** A form with files as a browser without JavaScript posts it (multipart; an unchosen file is an empty part). */
export async function postMultipartForm(
  jar: CookieJar,
  path: string,
  fields: Record<string, string>,
  files: Record<string, File | undefined>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, file ?? new File([], ""));
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { ...BROWSER, ...newClient(), Origin: ORIGIN, Host: HOST, Cookie: jar.header() },
    body: form,
    redirect: "manual",
  });
  jar.take(response);
  return response;
}
