/**
 * The Worker: composition root. Static files are served by the assets layer before this runs;
 * `/graphql` goes to Yoga; `/uploads/*` serves public objects; every other path is rendered by Remix.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as serverBuild from "~server-build";
import "../app/load-context";
import { applyResponseHints, createServerContext, readAccessToken, readBearerToken } from "../graphql/context";
import { identifyApiClient, refusedKeyResponse } from "../graphql/modules/api-keys/client";
import { createGraphQLServer, GRAPHQL_ENDPOINT, type GraphQLServer } from "../graphql/yoga";
import type { Backend } from "../graphql/shared/ports";
import { CloudflareImages } from "./adapters/cloudflare-images";
import { createLocalBackend } from "./adapters/local";
import { createSupabaseBackend } from "./adapters/supabase";
import { localSecret } from "./adapters/local/d1-secrets";
import { PUBLIC_UPLOADS_PATH } from "./adapters/local/r2-storage";
import { applyContextHeaders } from "./context-headers";
import { licenceLinkIsValid } from "./licence-links";
import { publicUploadKey, uploadKey } from "./public-uploads";
import { PUBLIC_IMAGE_CACHE_CONTROL, requestedWidth, serveResized } from "./resized-uploads";
import { limitRequestBody } from "./request-limits";
import { readSettings, type Settings, type WorkerEnv } from "./env";
import { createRateLimits } from "./rate-limits";
import type { RateLimits } from "../graphql/shared/rate-limits";
import { createNonce, withOwnHeaders, withSecurityHeaders } from "./security-headers";
import { languageRedirect } from "./language";
import { ARABIC_BASENAME, localeOfPath } from "../app/i18n/locale";
import { changesCatalogue, createCatalogueCache, withCachedReads, type CatalogueCache } from "../graphql/shared/catalogue-cache";
import { cachedProviderRepository } from "../graphql/modules/providers/cached-repository";
import { pageGraphQL } from "./in-process-graphql";
import { commonPasswordsFrom } from "./common-passwords";
import type { CommonPasswords } from "../graphql/modules/accounts/common-passwords";
import { pageCachePlan, pagesChanged, serveCachedPage, withPagePurges, type RenderedPage } from "./edge-cache";
import { devMailbox, enqueueAfter, runQueue, runScheduled, type QueueMessage } from "./outbox/wiring";
import { DEV_MAILBOX_PATH } from "./outbox/dev-mailbox";
import { mutationRan, watchMutations } from "./request-mutations";
import { retryingWhenBusy } from "./adapters/local/busy-retry";
import { quotaGateFor } from "./quota/gate";
import type { QuotaGate } from "../graphql/modules/quota/gate";

// The quota buckets' Durable Object class (wrangler.toml [[durable_objects.bindings]], decision 071).
export { QuotaBucket } from "./quota/bucket-object";

// Built once per isolate, on the first request (bindings are only known then).
let settings: Settings | undefined;
let graphqlServer: GraphQLServer | undefined;
let rateLimits: RateLimits | undefined;
let catalogueCache: CatalogueCache | undefined;
const handleRemixRequest = createRequestHandler(serverBuild as unknown as ServerBuild);
// The Arabic site is the same app under the router's basename /ar: every route, link, form, redirect
// and data request gets the prefix from Remix itself (docs/decisions/024-arabic-under-a-basename.md).
const handleArabicRequest = createRequestHandler({ ...(serverBuild as unknown as ServerBuild), basename: ARABIC_BASENAME });

/**
 * The backend for one caller. Hosted, it is Supabase with a client carrying the caller's access token
 * (row level security applies to what they do), or the anon key when there is none; the service-role
 * key, when set, is used only by the server's own bookkeeping (the failed sign-in limit).
 * Local, the adapter's objects hold nothing but the bindings and settings (the access token is checked
 * by the API, not by the store), so an isolate builds them once per origin: two backends, the anonymous
 * callers' (catalogue reads through the cache) and everyone else's. Building them per request and per
 * in-process query (17 repositories, fresh cached wrappers whose prototypes were that request's new
 * stores) was a measurable share of every page (docs/page-speed-log.md, fourth pass).
 */
function createBackend(env: WorkerEnv, config: Settings, origin: string, accessToken: string | null = null): Backend {
  if (config.backend === "local") {
    let byOrigin = localBackends.get(env);
    if (!byOrigin) localBackends.set(env, (byOrigin = new Map()));
    let pair = byOrigin.get(origin);
    if (!pair) {
      if (byOrigin.size >= 8) byOrigin.clear(); // a Worker answers under one or two origins; never grow without bound
      const signedIn = createCallerBackend(env, config, origin, null);
      pair = { signedIn, anonymous: withCatalogueCache(createCallerBackend(env, config, origin, null)) };
      byOrigin.set(origin, pair);
    }
    return accessToken === null ? pair.anonymous : pair.signedIn;
  }
  const backend = createCallerBackend(env, config, origin, accessToken);
  return accessToken === null ? withCatalogueCache(backend) : backend;
}

/** The bindings as every handler uses them, per bindings object (the local backends below are kept by it). */
const patientBindings = new WeakMap<WorkerEnv, WorkerEnv>();

/** The local database tried again while another process writes its file (workers/adapters/local/busy-retry.ts). */
function patientDatabase(env: WorkerEnv): WorkerEnv {
  if (!env.DB) return env;
  let patient = patientBindings.get(env);
  if (!patient) {
    patient = { ...env, DB: retryingWhenBusy(env.DB) };
    patientBindings.set(env, patient);
  }
  return patient;
}

/** The local backends of this isolate, per bindings object and origin (see createBackend). */
const localBackends = new WeakMap<WorkerEnv, Map<string, { anonymous: Backend; signedIn: Backend }>>();

/** Anonymous callers read the public catalogue through the isolate's cache; anyone signed in reads the store. */
function withCatalogueCache(backend: Backend): Backend {
  if (!catalogueCache) return backend;
  backend.providers = cachedProviderRepository(backend.providers, catalogueCache);
  // The job board's and the shop's lists as browsed (/careers, /shop); a text search, like every search, is read live.
  backend.jobs = withCachedReads(backend.jobs, catalogueCache, "jobs", { list: (filter) => !filter.text });
  backend.products = withCachedReads(backend.products, catalogueCache, "products", {
    list: (filter) => !filter.text,
    categories: () => true,
  });
  return backend;
}

function createCallerBackend(env: WorkerEnv, config: Settings, origin: string, accessToken: string | null): Backend {
  if (config.backend === "supabase") {
    return createSupabaseBackend(
      { url: env.SUPABASE_URL!, anonKey: env.SUPABASE_ANON_KEY!, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || null },
      { accessToken, origin, images: new CloudflareImages(env.IMAGES) },
    );
  }
  return createLocalBackend(env, origin, {
    authTokenSecret: config.authTokenSecret,
    requireEmailConfirmation: config.requireEmailConfirmation,
  });
}

/** The key for the site's cookies: SESSION_SECRET, or (local backend) one generated and kept in D1. */
async function sessionSecrets(env: WorkerEnv, config: Settings): Promise<string[]> {
  return [config.sessionSecret ?? (await localSecret(env.DB, "session_cookie_secret"))];
}

/**
 * The secret of the client keys bookings store instead of addresses: the cookies' own (bookings derive
 * a key of their own from it), so a deployment has one secret less to set (decision 032).
 */
const clientKeySecret = (env: WorkerEnv, config: Settings) => async () => (await sessionSecrets(env, config))[0]!;

/**
 * Runs one GraphQL request: the caller's bearer token (from `graphqlRequest`) and address (from the
 * request that reached the Worker) go into the context; resolvers may ask for a status, e.g. 429.
 */
async function runGraphQL(
  yoga: GraphQLServer,
  graphqlRequest: Request,
  backend: Backend,
  limits: RateLimits,
  clientRequest: Request,
  keySecret: () => Promise<string>,
  commonPasswords: () => Promise<CommonPasswords>,
  quota: QuotaGate | null,
  waitUntil: (promise: Promise<unknown>) => void,
) {
  const clientAddress = clientRequest.headers.get("CF-Connecting-IP");
  // A partner app's key (docs/decisions/070-api-keys.md): refused with 401 before anything runs when unknown or revoked.
  const caller = await identifyApiClient(backend.apiKeys, readBearerToken(graphqlRequest), backend.clock.now());
  if (caller.kind === "refused") return refusedKeyResponse();
  if (caller.kind === "app" && caller.stale) waitUntil(backend.apiKeys.markUsed(caller.keyHash));
  const apiClient = caller.kind === "app" ? caller.client : null;
  const serverContext = {
    ...createServerContext(graphqlRequest, backend, limits, clientAddress, keySecret, commonPasswords, apiClient),
    quota,
  };
  const response = await yoga.fetch(graphqlRequest, serverContext);
  return applyResponseHints(response, serverContext.response);
}

async function serveUpload(
  url: URL,
  backend: Backend,
  licenceSecret: (() => Promise<string>) | null,
  images: ImagesBinding,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  const key = publicUploadKey(url.pathname);
  // A public picture in a narrower width (`?w=`), made through the Images binding (resized-uploads.ts).
  const width = key === null ? null : requestedWidth(url);
  if (key !== null && width !== null) {
    const load = async () => {
      const object = await backend.storage.get(key);
      return object && { bytes: new Uint8Array(await new Response(object.body).arrayBuffer()), contentType: object.contentType };
    };
    return serveResized(url, width, images, load, waitUntil);
  }
  // A trade licence only through a reviewer's signed, unexpired link (local backend; hosted, Supabase signs them).
  const privateKey = key === null && licenceSecret ? uploadKey(url.pathname) : null;
  const licence = privateKey !== null && (await licenceLinkIsValid(await licenceSecret!(), privateKey, url.searchParams, new Date()));
  if (key === null && !licence) return new Response("Not found", { status: 404 });
  const object = await backend.storage.get((key ?? privateKey)!);
  if (!object) return new Response("Not found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": licence ? "private, no-store" : PUBLIC_IMAGE_CACHE_CONTROL,
    },
  });
}

export default {
  async fetch(request: Request, bindings: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const env = patientDatabase(bindings);
    // A mutation's page purges are done before its answer goes out (workers/edge-cache.ts).
    const {
      result: { response, pageNonce },
      mutated,
    } = await watchMutations(() => withPagePurges(() => route(request, env, ctx)));
    // A request that ran a mutation may have written outbox events: hand them to the queue.
    if (mutated) enqueueAfter(env, (settings ??= readSettings(env)), (promise) => ctx.waitUntil(promise));
    return withSecurityHeaders(response, pageNonce);
  },
  /** The cron trigger: due reminders recorded once, and events no request enqueued handed to the queue. */
  async scheduled(controller: ScheduledController, env: WorkerEnv): Promise<void> {
    await runScheduled(patientDatabase(env), (settings ??= readSettings(env)), new Date(controller.scheduledTime));
  },
  /** The outbox queue's consumer: sends each event's messages once. */
  async queue(batch: MessageBatch<QueueMessage>, env: WorkerEnv): Promise<void> {
    await runQueue(batch, patientDatabase(env), (settings ??= readSettings(env)));
  },
} satisfies ExportedHandler<WorkerEnv, QueueMessage>;

/** The Worker's answer before the security headers; `pageNonce` when Remix rendered it. */
async function route(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<{ response: Response; pageNonce: string | null }> {
  const answer = (response: Response) => ({ response, pageNonce: null });
  settings ??= readSettings(env);
  catalogueCache ??= createCatalogueCache({ ttlMs: settings.catalogueCacheSeconds * 1000, maxEntries: 2000 });
  const cache = catalogueCache;
  graphqlServer ??= createGraphQLServer({
    exposeErrors: settings.exposeGraphQLErrors,
    onMutation: (fields) => {
      mutationRan();
      if (changesCatalogue(fields)) cache.clear();
    },
    onPagesChanged: pagesChanged,
  });
  rateLimits ??= createRateLimits(env);
  const yoga = graphqlServer;
  const limits = rateLimits;
  const url = new URL(request.url);
  const limited = await limitRequestBody(request, url);
  if (limited instanceof Response) return answer(limited);
  request = limited;
  // Each GraphQL request acts as its own caller (the bearer token a partner app or the session sends).
  const config = settings;
  const backendFor = (graphqlRequest: Request) => createBackend(env, config, url.origin, readAccessToken(graphqlRequest));
  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
  const keySecret = clientKeySecret(env, config);
  const commonPasswords = commonPasswordsFrom(env.ASSETS);

  if (url.pathname === GRAPHQL_ENDPOINT) {
    // Only these external requests spend points; the pages' in-process GraphQL below is never charged.
    const quota = await quotaGateFor(env, request);
    return answer(await runGraphQL(yoga, request, backendFor(request), limits, request, keySecret, commonPasswords, quota, waitUntil));
  }
  if (url.pathname.startsWith(PUBLIC_UPLOADS_PATH)) {
    const licenceSecret = config.backend === "local" ? () => localSecret(env.DB, "licence_link_secret") : null;
    return answer(
      await serveUpload(url, createBackend(env, config, url.origin), licenceSecret, env.IMAGES, (promise) => ctx.waitUntil(promise)),
    );
  }

  if (url.pathname === DEV_MAILBOX_PATH || url.pathname.startsWith(`${DEV_MAILBOX_PATH}/`) || url.pathname === `${DEV_MAILBOX_PATH}.json`) {
    const mailbox = request.method === "GET" ? await devMailbox(env, config, url.pathname) : null;
    return answer(mailbox ?? new Response("Not found", { status: 404 }));
  }

  // Pages' actions take form posts: refuse any that a foreign site made the browser send.
  if (request.method !== "GET" && request.method !== "HEAD" && request.headers.get("Origin") !== url.origin) {
    return answer(
      new Response("Cross-site form submissions are not accepted.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      }),
    );
  }

  const switched = languageRedirect(request, url);
  if (switched) return answer(switched);

  const render = async (): Promise<RenderedPage> => {
    const cspNonce = createNonce();
    const perResponseIds: string[] = [];
    const contextHeaders = new Headers();
    const locale = localeOfPath(url.pathname);
    const response = await (locale === "ar" ? handleArabicRequest : handleRemixRequest)(request, {
      locale,
      cspNonce,
      perResponseId: () => {
        const id = crypto.randomUUID();
        perResponseIds.push(id);
        return id;
      },
      // Loaders run GraphQL in-process: same server, same plugins, no network hop.
      fetchGraphQL: async (graphqlRequest: Request) =>
        runGraphQL(yoga, graphqlRequest, backendFor(graphqlRequest), limits, request, keySecret, commonPasswords, null, waitUntil),
      executeGraphQL: pageGraphQL(yoga, (accessToken) => ({
        backend: createBackend(env, config, url.origin, accessToken),
        rateLimits: limits,
        accessToken,
        clientAddress: request.headers.get("CF-Connecting-IP"),
        clientKeySecret: keySecret,
        commonPasswords,
        locale,
      })),
      waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
      sessionSecrets: await sessionSecrets(env, config),
      responseHeaders: contextHeaders,
    });
    const page = withOwnHeaders(response);
    applyContextHeaders(page.headers, contextHeaders);
    return { response: page, nonce: cspNonce, perResponseIds };
  };
  // Anonymous pages from the edge cache (docs/decisions/043-edge-cache.md).
  const plan = env.EDGE_CACHE === "off" ? null : pageCachePlan(request, url);
  const page = plan
    ? await serveCachedPage(plan, url, render, {
        build: serverBuild.assets.version,
        waitUntil: (promise) => ctx.waitUntil(promise),
        // Another isolate changed something: this one's catalogue reads must not render the old state again.
        versionsChanged: () => cache.clear(),
      })
    : await render();
  return { response: page.response, pageNonce: page.nonce };
}
