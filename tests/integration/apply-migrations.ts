import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// Every test file starts from the real migrations and seed data.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
