import { defineConfig } from "vitest/config";
import { fromRoot, nodeSuite } from "./vitest.base";

// The backend contract (tests/contract/backend-contract.ts) against the Supabase adapter under Node:
// supabase-js talks to a fake of Supabase's HTTP APIs, or to a real project when one is configured.
// (The local adapter runs the same contract in workerd: tests/integration/contract-local.test.ts.)
// The site's session code (app/lib/auth/session.server.ts) runs here over the Supabase adapter, hence `~`.
// supabase-js runs with the Worker bundle's stand-in for Realtime (wrangler.toml [alias], decision 054),
// so the contract exercises the clients exactly as deployed: it is inlined for the alias to reach it.
const suite = nodeSuite("tests/contract", {
  testTimeout: 20_000,
  server: { deps: { inline: [/@supabase\/supabase-js/] } },
});
const aliases = suite.resolve?.alias as { find: RegExp | string; replacement: string }[];
aliases.push({ find: /^@supabase\/realtime-js$/, replacement: fromRoot("./workers/stand-ins/supabase-realtime.ts") });
aliases.push({ find: /^@supabase\/auth-js$/, replacement: fromRoot("./workers/stand-ins/supabase-auth.ts") });
export default defineConfig(suite);
