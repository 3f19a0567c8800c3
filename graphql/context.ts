/** The per-operation GraphQL context: the backend port, the caller, and request-scoped batch loaders. */
import { prefersArabic, type ApiLocale } from "./shared/vocabulary-ar";
import { batchLoader } from "./shared/batch";
import type { Backend } from "./shared/ports";
import type { RateLimits } from "./shared/rate-limits";
import type { SessionUser } from "./modules/accounts/auth-port";
import type { CommonPasswords } from "./modules/accounts/common-passwords";
import { createViewerLookup } from "./modules/accounts/viewer";
import type { SubscriptionRecord } from "./modules/plans/repository";
import type { StaffServiceRecord } from "./modules/availability/staffing";
import type { QuotaGate } from "./modules/quota/gate";
import { looksLikeApiKey, type ApiClient } from "./modules/api-keys/rules";
import type { ProviderImageRecord, ProviderRecord, ServiceRecord, StaffRecord } from "./modules/providers/repository";

/** HTTP status and headers a resolver asks for (e.g. 429 + Retry-After); the host applies them. */
export interface ResponseHints {
  status: number | null;
  headers: Record<string, string>;
}

/** What the host (the Worker) passes with every request. */
export interface ServerContext {
  backend: Backend;
  /** Anti-automation limits (the Worker's Rate Limiting bindings, whichever the backend). */
  rateLimits: RateLimits;
  /** The caller's access token from `Authorization: Bearer …`; null or absent when signed out. */
  accessToken?: string | null;
  /** The caller's IP address as the edge reports it (CF-Connecting-IP), for per-address limits. */
  clientAddress?: string | null;
  /** The partner app a valid `Authorization: Bearer glow_…` key names (graphql/modules/api-keys/client.ts); null or absent: none. */
  apiClient?: ApiClient | null;
  /**
   * The host's secret that turns the caller's address into the keys a booking stores instead of it
   * (graphql/modules/bookings/client-keys.ts); read only when a booking is made.
   */
  clientKeySecret: () => Promise<string>;
  /** The common-password list (a static asset the host reads once), asked for only when a password is set. */
  commonPasswords: () => Promise<CommonPasswords>;
  /** Filled in by resolvers; see applyResponseHints. */
  response?: ResponseHints;
  /** The caller's language when the host knows it (the site's pages); otherwise from Accept-Language. */
  locale?: ApiLocale;
  /**
   * Lookups of the caller that several operations of one page request share (the host makes them with
   * createCallerLookups for the same access token); absent, each operation reads the caller afresh.
   */
  lookups?: CallerLookups;
  /**
   * The caller's quota bucket (decision 071): only external requests to /graphql have one; the site's
   * own pages, which run GraphQL in-process, are never charged.
   */
  quota?: QuotaGate | null;
}

/** Who the caller is and accounts' plans, each read at most once by the operations that share them. */
export interface CallerLookups {
  /** The signed-in account, null without a token; throws UNAUTHENTICATED (401) for a bad token. */
  viewer: () => Promise<SessionUser | null>;
  /** Accounts' plans read so far; a subscribe or cancel stores its answer here. */
  subscriptions: Map<string, Promise<SubscriptionRecord>>;
}

export function createCallerLookups(backend: Backend, accessToken: string | null): CallerLookups {
  const subscriptions = new Map<string, Promise<SubscriptionRecord>>();
  const lookup = createViewerLookup(backend.auth, accessToken || null);
  // The plan comes with the session's account read: the caller's plan is known without a read of its own.
  let viewer: Promise<SessionUser | null> | undefined;
  const seeded = (user: SessionUser | null) => {
    if (user && !subscriptions.has(user.id)) subscriptions.set(user.id, Promise.resolve(user.subscription));
    return user;
  };
  return { viewer: () => (viewer ??= lookup().then(seeded)), subscriptions };
}

export interface GraphQLContext {
  backend: Backend;
  rateLimits: RateLimits;
  accessToken: string | null;
  clientAddress: string;
  /** The partner app the request acts as (its API key's account, name, mode and scopes); null: no key. */
  apiClient: ApiClient | null;
  clientKeySecret: () => Promise<string>;
  commonPasswords: () => Promise<CommonPasswords>;
  /** The signed-in account, null without a token; throws UNAUTHENTICATED (401) for a bad token. */
  viewer: () => Promise<SessionUser | null>;
  response: ResponseHints;
  /** The caller's quota bucket; null for the site's own pages (not charged). */
  quota: QuotaGate | null;
  /** The language of texts the caller did not ask for in a `locale` argument: from Accept-Language. */
  locale: ApiLocale;
  /** Accounts' plans read in this operation; a subscribe or cancel stores its answer here. */
  subscriptions: Map<string, Promise<SubscriptionRecord>>;
  loaders: {
    provider: (id: string) => Promise<ProviderRecord | null>;
    images: (providerId: string) => Promise<ProviderImageRecord[]>;
    services: (providerId: string) => Promise<ServiceRecord[]>;
    staff: (providerId: string) => Promise<StaffRecord[]>;
    staffServices: (providerId: string) => Promise<StaffServiceRecord[]>;
  };
}

type Providers = Pick<Backend, "providers">;
/** Provider records and their children, batched per operation (graphql/shared/batch.ts). */
const loaderFor = {
  provider: batchLoader((ids: readonly string[], { providers }: Providers) => providers.byIds(ids), null),
  images: batchLoader((ids: readonly string[], { providers }: Providers) => providers.imagesFor(ids), []),
  services: batchLoader((ids: readonly string[], { providers }: Providers) => providers.servicesFor(ids), []),
  staff: batchLoader((ids: readonly string[], { providers }: Providers) => providers.staffFor(ids), []),
  staffServices: batchLoader((ids: readonly string[], { providers }: Providers) => providers.staffServicesFor(ids), []),
};

export function createContext({
  backend,
  rateLimits,
  accessToken,
  clientAddress,
  apiClient,
  clientKeySecret,
  commonPasswords,
  response,
  locale,
  lookups,
  quota,
  request,
}: ServerContext & { request?: Request }): GraphQLContext {
  const token = accessToken || null;
  // A fresh object per operation: the loaders (and what they cached) live and die with it.
  const operation: Providers = { providers: backend.providers };
  const { viewer, subscriptions } = lookups ?? createCallerLookups(backend, token);
  return {
    locale: locale ?? (prefersArabic(request?.headers.get("Accept-Language")) ? "ar" : "en"),
    backend,
    rateLimits,
    accessToken: token,
    clientAddress: clientAddress || "unknown",
    apiClient: apiClient ?? null,
    clientKeySecret,
    commonPasswords,
    viewer,
    response: response ?? createResponseHints(),
    quota: quota ?? null,
    subscriptions,
    loaders: {
      provider: loaderFor.provider(operation),
      images: loaderFor.images(operation),
      services: loaderFor.services(operation),
      staff: loaderFor.staff(operation),
      staffServices: loaderFor.staffServices(operation),
    },
  };
}

export function createResponseHints(): ResponseHints {
  return { status: null, headers: {} };
}

/** The token of an `Authorization: Bearer <token>` header; null for no header or another scheme. */
export function readBearerToken(request: Request): string | null {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(request.headers.get("Authorization") ?? "");
  return match ? match[1]! : null;
}

/** The session's access token of `Authorization: Bearer <token>`; null for none or for a partner app's API key (glow_…). */
export function readAccessToken(request: Request): string | null {
  const token = readBearerToken(request);
  return token && !looksLikeApiKey(token) ? token : null;
}

/** The server context for one GraphQL request, with fresh response hints. */
export function createServerContext(
  graphqlRequest: Request,
  backend: Backend,
  rateLimits: RateLimits,
  clientAddress: string | null,
  clientKeySecret: () => Promise<string>,
  commonPasswords: () => Promise<CommonPasswords>,
  apiClient: ApiClient | null = null,
): ServerContext & { response: ResponseHints } {
  const accessToken = readAccessToken(graphqlRequest);
  return { backend, rateLimits, accessToken, clientAddress, apiClient, clientKeySecret, commonPasswords, response: createResponseHints() };
}

/** An answer that refuses for now is also HTTP 429, with Retry-After when it says how long, so clients and proxies can back off. */
export function askToRetryLater(hints: ResponseHints, retryAfterSeconds: number | null): void {
  hints.status = 429;
  if (retryAfterSeconds) hints.headers["Retry-After"] = String(retryAfterSeconds);
}

/** Yoga's response with the status and headers resolvers asked for. */
export function applyResponseHints(response: Response, hints: ResponseHints): Response {
  if (hints.status === null && Object.keys(hints.headers).length === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(hints.headers)) headers.set(name, value);
  return new Response(response.body, { status: hints.status ?? response.status, headers });
}
