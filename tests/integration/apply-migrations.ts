import { applyD1Migrations, env, reset, type D1Migration } from "cloudflare:test";
import { vi } from "vitest";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// Every test file starts as it would in a workerd of its own, though one workerd runs many files one after the other
// (`isolate: false` in vitest.integration.config.ts; decision 042):
// - its own copy of every module (the Worker's caches and the helpers' counters start empty), as vitest's isolated
//   mode gives;
// - empty storage: `reset()` deletes what every binding holds (D1, R2, the rate limiters' counters, the Cache API);
// - the real migrations and seed data applied to that empty D1.
vi.resetModules();
vi.useRealTimers();
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
