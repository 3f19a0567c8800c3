import { defineConfig } from "vitest/config";

// The Supabase migrations against a real PostgreSQL that the global setup starts (Debian's
// postgresql package): row level security, grants, constraints and functions, as Supabase's roles.
export default defineConfig({
  test: {
    include: ["tests/postgres/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/postgres/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
