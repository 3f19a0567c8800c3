/**
 * The Supabase clients as the Worker bundles them (wrangler.toml [alias], decision 054): Realtime is a
 * stand-in, so a request can never open a socket, and the rest of the contract in this folder runs
 * against the same module graph as production.
 */
import { describe, expect, it } from "vitest";
import { createSupabaseClients } from "../../workers/adapters/supabase/clients";

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
});
