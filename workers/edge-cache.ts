/**
 * The edge cache of anonymous pages (docs/decisions/043-edge-cache.md): GET pages an anonymous visitor
 * sees come from the Workers Cache API, fresh for FRESH_SECONDS, then served stale while one request
 * renders them again, for STALE_SECONDS more.
 *
 * - Never cached: a request with any cookie but the language's (a session, a flash toast), a page not in
 *   `tagsShownBy`, a provider page showing free times (`?date=`), anything but a 200 HTML page without
 *   Set-Cookie (forms' answers are POSTs and never reach here).
 * - An entry records the versions of the page's tags it was rendered under (graphql/shared/cache-invalidation.ts)
 *   and is served only while they are the current ones. A mutation gives its tags new versions before its
 *   answer goes out (`pagesChanged`): the old entries are never served again, in any isolate, since the
 *   versions live in the same cache as the pages.
 * - Per-response values (the CSP nonce, idempotency keys) are recorded when a page is stored and each is
 *   replaced by a new one in every copy served: two visitors never share one.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { tagsShownBy, type PageTag } from "../graphql/shared/cache-invalidation";
import { prefersArabic } from "../graphql/shared/vocabulary-ar";
import { localeFromCookie, localeOfPath, pathInLocale } from "../app/i18n/locale";
import { createNonce } from "./security-headers";

export const FRESH_SECONDS = 60;
export const STALE_SECONDS = 600;
/** Not a real host: the cache's own keys, never fetched. */
const KEY_ORIGIN = "https://edge-cache.invalid";
/** The header telling what the cache did: HIT, STALE, MISS or BYPASS (the bench and load script count them). */
export const CACHE_STATUS_HEADER = "X-Edge-Cache";
const STORED_AT = "X-Edge-Stored-At";
const PER_RESPONSE = "X-Edge-Per-Response";
const BROWSER_CACHE_CONTROL = "X-Edge-Browser-Cache-Control";
/** The versions of its tags a stored page was rendered under. */
const VERSIONS = "X-Edge-Versions";

/** A page as the Worker rendered it, with the per-response values it holds. */
export interface RenderedPage {
  response: Response;
  nonce: string;
  /** Values minted for this response only (idempotency keys), known once its body has been read. */
  perResponseIds: readonly string[];
}

export interface ServedPage {
  response: Response;
  nonce: string;
}

/** The tags a request's page shows and what its key holds, or null when the cache must not serve it. */
export function pageCachePlan(request: Request, url: URL): { tags: PageTag[]; variant: string } | null {
  if (request.method !== "GET") return null;
  const cookie = request.headers.get("Cookie");
  // Any cookie but the language's may make the page personal (the session, a flash toast).
  if (cookie && cookie.split(";").some((pair) => pair.trim() !== "" && !/^\s*lang=/.test(pair))) return null;
  if (url.searchParams.has("date")) return null; // free times: rendered for every view (decision 043)
  if (url.searchParams.get("open")?.trim().toLowerCase() === "now") return null; // "open now" changes by the minute (decision 056)
  const locale = localeOfPath(url.pathname);
  const tags = tagsShownBy(pathInLocale(url.pathname, "en").replace(/(.)\/$/, "$1"));
  if (!tags) return null;
  // The root's suggestion to switch to Arabic depends on the cookie and the browser's languages (root.tsx).
  const chosen = localeFromCookie(cookie);
  const suggests = locale === "en" && chosen !== "en" && (chosen === "ar" || prefersArabic(request.headers.get("Accept-Language")));
  return { tags, variant: suggests ? "suggest-ar" : "plain" };
}

const cache = () => (caches as unknown as { default: Cache }).default;
const versionKey = (tag: PageTag) => `${KEY_ORIGIN}/version/${encodeURIComponent(tag)}`;
const newVersion = () => crypto.randomUUID();

/** A tag's version; a tag with none (never changed, or evicted) gets a new one, so no older entry is read. */
async function versionOf(tag: PageTag): Promise<string> {
  const stored = await cache().match(versionKey(tag));
  if (stored) return stored.text();
  return setVersion(tag);
}

async function setVersion(tag: PageTag): Promise<string> {
  const version = newVersion();
  // A year: a version outlives every page keyed by it.
  await cache().put(versionKey(tag), new Response(version, { headers: { "Cache-Control": "public, max-age=31536000" } }));
  return version;
}

/** Gives these tags new versions: every cached page showing one of them is rendered again on its next view. */
export async function purgePages(tags: readonly PageTag[]): Promise<void> {
  await Promise.all([...new Set(tags)].map(setVersion));
}

const pendingPurges = new AsyncLocalStorage<Promise<void>[]>();

/** Runs one request; the purges its mutations asked for (`pagesChanged`) are done before its answer goes out. */
export async function withPagePurges<T>(handle: () => Promise<T>): Promise<T> {
  const purges: Promise<void>[] = [];
  const result = await pendingPurges.run(purges, handle);
  await Promise.all(purges);
  return result;
}

/** For the GraphQL server's `onPagesChanged`: purges within the current request (or at once outside one). */
export function pagesChanged(tags: PageTag[]): void {
  if (tags.length === 0) return;
  const purge = purgePages(tags);
  const purges = pendingPurges.getStore();
  if (purges) purges.push(purge);
  else purge.catch(() => undefined);
}

export interface PageCacheHost {
  /** The build's version (Remix's assets manifest version). */
  build: string;
  waitUntil(promise: Promise<unknown>): void;
  /** Called when this isolate first sees a tag's new version: it empties its own caches of what pages show. */
  versionsChanged(): void;
}

/** The versions this isolate last saw, per tag. */
const seenVersions = new Map<PageTag, string>();

/** Renders again in the background once per key and isolate, for a stale entry. */
const revalidating = new Set<string>();

/** The page from the cache when it holds it, else rendered (and stored when it may be). */
export async function serveCachedPage(
  plan: { tags: PageTag[]; variant: string },
  url: URL,
  render: () => Promise<RenderedPage>,
  { build, waitUntil, versionsChanged }: PageCacheHost,
): Promise<ServedPage> {
  // The page and its tags' versions in one round: an entry is served only if the versions it was rendered
  // under are the current ones (the render read them before it read any data).
  const key = `${KEY_ORIGIN}/page/${build}/${plan.variant}/${url.host}${url.pathname}${url.search}`;
  const [entry, ...versions] = await Promise.all([cache().match(key), ...plan.tags.map(versionOf)]);
  const rendered = (versions as string[]).join(".");
  if (plan.tags.some((tag, i) => seenVersions.get(tag) !== versions[i])) {
    // The first view here since a purge (perhaps another isolate's): this isolate's own caches forget too.
    if (plan.tags.some((tag) => seenVersions.has(tag))) versionsChanged();
    plan.tags.forEach((tag, i) => seenVersions.set(tag, versions[i] as string));
  }
  if (entry && entry.headers.get(VERSIONS) === rendered) {
    const age = (Date.now() - Number(entry.headers.get(STORED_AT))) / 1000;
    const stale = !(age < FRESH_SECONDS);
    if (stale && !revalidating.has(key)) {
      revalidating.add(key);
      waitUntil(
        render()
          .then((page) => store(key, plan.tags, rendered, page))
          .finally(() => revalidating.delete(key)),
      );
    }
    return fromEntry(entry, stale ? "STALE" : "HIT");
  }
  await entry?.body?.cancel(); // rendered under older versions: never served again
  const page = await render();
  if (!cacheable(page.response)) {
    page.response.headers.set(CACHE_STATUS_HEADER, "BYPASS");
    return page;
  }
  const [served, kept] = page.response.body!.tee();
  waitUntil(store(key, plan.tags, rendered, { ...page, response: new Response(kept, page.response) }));
  const response = new Response(served, page.response);
  response.headers.set(CACHE_STATUS_HEADER, "MISS");
  return { response, nonce: page.nonce };
}

const cacheable = (response: Response) =>
  response.status === 200 &&
  response.body !== null &&
  !response.headers.has("Set-Cookie") &&
  (response.headers.get("Content-Type") ?? "").startsWith("text/html");

async function store(key: string, tags: readonly PageTag[], versions: string, page: RenderedPage): Promise<void> {
  if (!cacheable(page.response)) return;
  const html = await page.response.text(); // the ids are all minted once the body is complete
  // A render that finishes after a purge of its tags is never served: storing it would only replace a
  // newer entry (a slow store of an older render landing after a later view stored the new one).
  if ((await Promise.all(tags.map(versionOf))).join(".") !== versions) return;
  const headers = new Headers(page.response.headers);
  headers.set(BROWSER_CACHE_CONTROL, headers.get("Cache-Control") ?? "");
  headers.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(VERSIONS, versions);
  headers.set(PER_RESPONSE, JSON.stringify([page.nonce, ...page.perResponseIds]));
  headers.delete(CACHE_STATUS_HEADER);
  await cache().put(key, new Response(html, { status: 200, headers }));
}

/** A copy of a stored page with a new nonce and new ids in place of the stored ones. */
async function fromEntry(entry: Response, status: "HIT" | "STALE"): Promise<ServedPage> {
  const [storedNonce, ...storedIds] = JSON.parse(entry.headers.get(PER_RESPONSE) ?? "[]") as string[];
  const nonce = createNonce();
  let html = await entry.text();
  if (storedNonce) html = html.split(storedNonce).join(nonce);
  for (const id of storedIds) html = html.split(id).join(crypto.randomUUID());
  const headers = new Headers(entry.headers);
  headers.set("Cache-Control", headers.get(BROWSER_CACHE_CONTROL) || "no-cache");
  for (const name of [BROWSER_CACHE_CONTROL, STORED_AT, PER_RESPONSE, VERSIONS]) headers.delete(name);
  headers.set(CACHE_STATUS_HEADER, status);
  return { response: new Response(html, { status: 200, headers }), nonce };
}
