/**
 * The Supabase clients as the Worker bundles them (wrangler.toml [alias], decision 054): Realtime is a
 * stand-in, so a request can never open a socket, and the rest of the contract in this folder runs
 * against the same module graph as production.
 */
import { describe, expect, it } from "vitest";
import { createSupabaseClients } from "../../workers/adapters/supabase/clients";
import { AuthClient } from "../../workers/stand-ins/supabase-auth";

const settings = { url: "http://127.0.0.1:9", anonKey: "anon", serviceRoleKey: null };

describe("Supabase clients in the Worker", () => {
  it("carry no Realtime: asking for a channel says so instead of opening a socket", () => {
    const { data } = createSupabaseClients(settings, "token");
    expect(() => data.channel("bookings")).toThrow(/Supabase Realtime is not part of this Worker/);
    expect(data.getChannels()).toEqual([]);
  });

  it("still forward a new access token to Realtime's setAuth without failing", async () => {
    const { data } = createSupabaseClients(settings, null);
    await expect(data.realtime.setAuth("another-token")).resolves.toBeUndefined();
  });

  it("carry the stand-in for auth-js (decision 076): a stateless client of Supabase Auth's HTTP API, no browser session machinery", async () => {
    const { auth } = createSupabaseClients(settings, null);
    const client = auth().auth as unknown as AuthClient;
    expect(client).toBeInstanceOf(AuthClient);
    expect(await client.getSession()).toEqual({ data: { session: null }, error: null });
    // What auth-js would have started in a browser is not there to start.
    expect("startAutoRefresh" in client).toBe(false);
    expect("mfa" in client).toBe(false);
  });
});
