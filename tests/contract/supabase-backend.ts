/** The Supabase adapter on a fake of Supabase's HTTP APIs, as the contract suites build it. */
import { RATE_LIMIT_WINDOWS, type RateLimiter, type RateLimits } from "../../graphql/shared/rate-limits";
import { createSupabaseBackend } from "../../workers/adapters/supabase";
import { createSupabaseClients } from "../../workers/adapters/supabase/clients";
import { SupabaseOutboxStore } from "../../workers/adapters/supabase/outbox-store";
import type { FakeSupabase } from "./fake-supabase";
import { sharpImages } from "./sharp-images";

export const ORIGIN = "https://glow.example";

const allowed: RateLimiter = { limit: async () => "allowed" };
/** The anti-automation limits are the Worker's (tested in workerd); here every attempt is let through. */
export const UNLIMITED = Object.fromEntries(Object.keys(RATE_LIMIT_WINDOWS).map((name) => [name, allowed])) as RateLimits;

/** The adapter for a caller with `accessToken`; `fetch` stands between it and the fake when a test answers for Supabase. */
export function backendFor(
  fake: FakeSupabase,
  accessToken: string | null = null,
  { serviceRole = true, fetch = fake.fetch }: { serviceRole?: boolean; fetch?: typeof globalThis.fetch } = {},
) {
  return createSupabaseBackend(
    { url: fake.url, anonKey: fake.anonKey, serviceRoleKey: serviceRole ? fake.serviceRoleKey : null },
    { accessToken, origin: ORIGIN, fetch, images: sharpImages },
  );
}

/** The outbox's store on the fake, as the Worker's background work builds it: the service role's client. */
export function outboxFor(fake: FakeSupabase) {
  const settings = { url: fake.url, anonKey: fake.anonKey, serviceRoleKey: fake.serviceRoleKey };
  return new SupabaseOutboxStore(createSupabaseClients(settings, null, fake.fetch).service()!);
}
