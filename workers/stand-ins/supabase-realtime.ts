/**
 * Stands in for `@supabase/realtime-js` in the Worker bundle (wrangler.toml [alias]). supabase-js
 * builds a Realtime client in every `createClient`, and with it the Phoenix socket library: about
 * 58 KiB of code this Worker never runs, because it keeps no sockets open (every request is
 * stateless, see clients.ts). supabase-js only ever calls `setAuth` here on its own, when an auth
 * event passes a token along; that is a no-op. Asking for a channel is a programming error in this
 * codebase and says so, instead of opening a socket from a request. See
 * docs/decisions/054-worker-bundle-budget.md.
 */
const NOT_USED = "Supabase Realtime is not part of this Worker (workers/stand-ins/supabase-realtime.ts).";

export class RealtimeClient {
  constructor(_endpoint?: string, _options?: unknown) {}

  /** supabase-js forwards each new access token; with no sockets there is nothing to update. */
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    throw new Error(NOT_USED);
  }

  getChannels(): never[] {
    return [];
  }

  removeChannel(): Promise<"ok"> {
    return Promise.resolve("ok");
  }

  removeAllChannels(): Promise<"ok"[]> {
    return Promise.resolve([]);
  }
}
