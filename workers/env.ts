/** The Worker's bindings and settings, checked once per isolate so misconfiguration fails loudly. */

/** Bindings from wrangler.toml (generated `Env`, see worker-configuration.d.ts) plus optional secrets. */
export interface WorkerEnv extends Env {
  /** Secrets of the hosted backend; both unset means the embedded local backend. */
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  /** Optional: lets the Worker keep the failed sign-in limit in the hosted database. Server-side only. */
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** HMAC secret for the local adapter's access tokens; unset = generated once and kept in D1. */
  AUTH_TOKEN_SECRET?: string;
  /** Signs the site's session and flash cookies; unset = generated once and kept in D1 (local only). */
  SESSION_SECRET?: string;
  /** "true": new accounts must confirm their email before signing in (local adapter). Default "false". */
  AUTH_REQUIRE_EMAIL_CONFIRMATION?: string;
  /** Seconds a public catalogue read stays cached in an isolate (0 = off). Default 60. */
  CATALOGUE_CACHE_SECONDS?: string;
  /** "off": anonymous pages are rendered for every view, never served from the edge cache (workers/edge-cache.ts). Default on. */
  EDGE_CACHE?: string;
  /** "off": external GraphQL requests spend no points (decision 071); only the integration suites set it. Default on. */
  API_QUOTAS?: string;
}

export interface Settings {
  backend: "local" | "supabase";
  exposeGraphQLErrors: boolean;
  requireEmailConfirmation: boolean;
  /** Null: the local adapter generates one (see adapters/local/d1-secrets.ts). */
  authTokenSecret: string | null;
  sessionSecret: string | null;
  /** How long public catalogue reads stay cached per isolate (graphql/shared/catalogue-cache.ts); 0 = off. */
  catalogueCacheSeconds: number;
}

export class ConfigurationError extends Error {}

/** Long enough to resist guessing: 32 characters, e.g. `openssl rand -base64 32`. */
const SECRET_MIN_LENGTH = 32;

function readFlag(env: WorkerEnv, name: "GRAPHQL_DEV_ERRORS" | "AUTH_REQUIRE_EMAIL_CONFIRMATION"): boolean {
  const value = env[name] ?? "false";
  if (value !== "true" && value !== "false") {
    throw new ConfigurationError(`${name} must be "true" or "false", got "${value}".`);
  }
  return value === "true";
}

function readSecret(env: WorkerEnv, name: "AUTH_TOKEN_SECRET" | "SESSION_SECRET"): string | null {
  const value = env[name];
  if (!value) return null;
  if (value.length < SECRET_MIN_LENGTH) {
    throw new ConfigurationError(`${name} must be at least ${SECRET_MIN_LENGTH} characters long.`);
  }
  return value;
}

const DEFAULT_CATALOGUE_CACHE_SECONDS = 60;

function readCatalogueCacheSeconds(env: WorkerEnv): number {
  const value = env.CATALOGUE_CACHE_SECONDS ?? String(DEFAULT_CATALOGUE_CACHE_SECONDS);
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds > 3600) {
    throw new ConfigurationError(`CATALOGUE_CACHE_SECONDS must be a whole number of seconds from 0 to 3600, got "${value}".`);
  }
  return seconds;
}

export function readSettings(env: WorkerEnv): Settings {
  const exposeGraphQLErrors = readFlag(env, "GRAPHQL_DEV_ERRORS");
  const hosted = Boolean(env.SUPABASE_URL) || Boolean(env.SUPABASE_ANON_KEY);
  if (hosted && !(env.SUPABASE_URL && env.SUPABASE_ANON_KEY)) {
    throw new ConfigurationError("Set both SUPABASE_URL and SUPABASE_ANON_KEY, or neither for the local backend.");
  }
  if (!hosted && (!env.DB || !env.UPLOADS)) {
    throw new ConfigurationError("The local backend needs the DB (D1) and UPLOADS (R2) bindings from wrangler.toml.");
  }
  const sessionSecret = readSecret(env, "SESSION_SECRET");
  if (hosted && !sessionSecret) {
    throw new ConfigurationError("The hosted backend needs SESSION_SECRET (wrangler secret put SESSION_SECRET).");
  }
  return {
    backend: hosted ? "supabase" : "local",
    exposeGraphQLErrors,
    requireEmailConfirmation: readFlag(env, "AUTH_REQUIRE_EMAIL_CONFIRMATION"),
    authTokenSecret: readSecret(env, "AUTH_TOKEN_SECRET"),
    sessionSecret,
    catalogueCacheSeconds: readCatalogueCacheSeconds(env),
  };
}
