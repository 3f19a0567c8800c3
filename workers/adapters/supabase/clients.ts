/**
 * supabase-js clients for one incoming request. The data client carries the caller's access token
 * (when there is one), so PostgREST and Storage apply row level security to what that user does;
 * without one it acts as `anon`. Auth calls use a client with only the public anon key. The
 * service-role client exists only where the server itself must act, and only when the key is set.
 * None of them keeps a session: the Worker holds no state between requests.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

export interface SupabaseSettings {
  /** https://<project>.supabase.co */
  url: string;
  /** The public anon (or publishable) key. */
  anonKey: string;
  /** Bypasses row level security: server-side use only, never sent to a browser. Null = not configured. */
  serviceRoleKey: string | null;
}

export interface SupabaseClients {
  /** As the caller: their access token, or anon. */
  data: SupabaseClient;
  /** Supabase Auth with the anon key, no session kept. */
  auth: () => SupabaseClient;
  /** As the service role, or null when SUPABASE_SERVICE_ROLE_KEY is not set. */
  service: () => SupabaseClient | null;
}

const STATELESS_AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

function client(settings: SupabaseSettings, key: string, fetchImpl: typeof fetch | undefined, headers: Record<string, string> = {}) {
  return createClient(settings.url, key, {
    auth: STATELESS_AUTH,
    global: { headers, ...(fetchImpl ? { fetch: fetchImpl } : {}) },
  });
}

export function createSupabaseClients(settings: SupabaseSettings, accessToken: string | null, fetchImpl?: typeof fetch): SupabaseClients {
  let auth: SupabaseClient | undefined;
  let service: SupabaseClient | null | undefined;
  return {
    data: client(settings, settings.anonKey, fetchImpl, accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    auth: () => (auth ??= client(settings, settings.anonKey, fetchImpl)),
    service: () =>
      service === undefined ? (service = settings.serviceRoleKey ? client(settings, settings.serviceRoleKey, fetchImpl) : null) : service,
  };
}
