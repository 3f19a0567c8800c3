/**
 * Builds Supabase-like databases in a throwaway cluster and applies the project's Supabase
 * migrations (workers/migrations/supabase/NNNN_*.sql) to them, in order, as the owner role —
 * the way `supabase db push` or psql would on a real project.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../workers/migrations/supabase/", import.meta.url));
const STAND_IN = fileURLToPath(new URL("./supabase-stand-in.sql", import.meta.url));

export interface Connection {
  socketDir: string;
  port: number;
  user: string;
  database: string;
}

/** How the project grants new tables to the API roles: before or after Supabase's 2026 change. */
export type GrantDefaults = "legacy" | "explicit";

export interface TestDatabase extends Connection {
  grants: GrantDefaults;
}

export function connect(connection: Connection): pg.Client {
  return new pg.Client({
    host: connection.socketDir,
    port: connection.port,
    user: connection.user,
    database: connection.database,
  });
}

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
}

const ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  create role authenticator noinherit login;
  grant anon, authenticated, service_role to authenticator;
`;

// Until 30 October 2026 every Supabase project granted new public objects to the API roles.
const LEGACY_DEFAULT_PRIVILEGES = `
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

export async function createRoles(admin: Connection): Promise<void> {
  const client = connect(admin);
  await client.connect();
  try {
    await client.query(ROLES);
  } finally {
    await client.end();
  }
}

export async function createSupabaseDatabase(admin: Connection, name: string, grants: GrantDefaults): Promise<TestDatabase> {
  const root = connect(admin);
  await root.connect();
  try {
    await root.query(`create database ${name}`);
  } finally {
    await root.end();
  }
  const database: TestDatabase = { ...admin, database: name, grants };
  const client = connect(database);
  await client.connect();
  try {
    await client.query(readFileSync(STAND_IN, "utf8"));
    if (grants === "legacy") await client.query(LEGACY_DEFAULT_PRIVILEGES);
    // Supabase's migration sessions search these schemas.
    await client.query(`set search_path = "$user", public, extensions`);
    for (const file of migrationFiles()) {
      try {
        await client.query(readFileSync(`${MIGRATIONS_DIR}${file}`, "utf8"));
      } catch (error) {
        throw new Error(`Migration ${file} failed on the ${grants} database: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.end();
  }
  return database;
}
