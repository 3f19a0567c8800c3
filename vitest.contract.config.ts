import { defineConfig } from "vitest/config";
import { nodeSuite } from "./vitest.base";

// The backend contract (tests/contract/backend-contract.ts) against the Supabase adapter under Node:
// supabase-js talks to a fake of Supabase's HTTP APIs, or to a real project when one is configured.
// (The local adapter runs the same contract in workerd: tests/integration/contract-local.test.ts.)
// The site's session code (app/lib/auth/session.server.ts) runs here over the Supabase adapter, hence `~`.
export default defineConfig(nodeSuite("tests/contract", { testTimeout: 20_000 }));
