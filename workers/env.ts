/** The Worker's bindings and settings, checked once per isolate so misconfiguration fails loudly. */

/** Bindings from wrangler.toml (generated `Env`, see worker-configuration.d.ts) plus optional secrets. */
export interface WorkerEnv extends Env {
  /** Secrets of the hosted backend; both unset means the embedded local backend. */
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
}

export interface Settings {
  backend: "local" | "supabase";
  exposeGraphQLErrors: boolean;
}

export class ConfigurationError extends Error {}

export function readSettings(env: WorkerEnv): Settings {
  const devErrors = env.GRAPHQL_DEV_ERRORS ?? "false";
  if (devErrors !== "true" && devErrors !== "false") {
    throw new ConfigurationError(`GRAPHQL_DEV_ERRORS must be "true" or "false", got "${devErrors}".`);
  }
  const hosted = Boolean(env.SUPABASE_URL) || Boolean(env.SUPABASE_ANON_KEY);
  if (hosted && !(env.SUPABASE_URL && env.SUPABASE_ANON_KEY)) {
    throw new ConfigurationError("Set both SUPABASE_URL and SUPABASE_ANON_KEY, or neither for the local backend.");
  }
  if (!hosted && (!env.DB || !env.UPLOADS)) {
    throw new ConfigurationError("The local backend needs the DB (D1) and UPLOADS (R2) bindings from wrangler.toml.");
  }
  return { backend: hosted ? "supabase" : "local", exposeGraphQLErrors: devErrors === "true" };
}
