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
await emptyStorage();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

/**
 * `reset()`, then proof that D1 is empty. Seen under load: a file found the previous file's rows (a search
 * answered listings the backend contract had made), its migrations skipped as already applied. An empty D1 is
 * what every file's assertions assume, so a reset that left tables is tried again, and never silently passed.
 */
async function emptyStorage() {
  for (let attempt = 1; ; attempt++) {
    await reset();
    const left = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' LIMIT 1",
    ).first<{ name: string }>();
    if (!left) return;
    if (attempt === 10) throw new Error(`D1 still holds table ${left.name} after ${attempt} resets`);
    console.warn(`reset() left table ${left.name} in D1 (attempt ${attempt}); resetting again`);
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}
