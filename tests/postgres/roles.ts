/**
 * Runs SQL the way PostgREST does for a request: inside a transaction, as the request's role
 * (SET LOCAL ROLE) with the JWT's claims in request.jwt.claims. Each call is its own transaction
 * and is rolled back unless `commit` is asked for, so tests do not see each other's writes;
 * `setup` runs first in the same transaction as the owner (e.g. to make someone a provider's owner).
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { connect, type Connection } from "./database";

export type Caller = { role: "anon" } | { role: "authenticated"; userId: string } | { role: "service_role" };

export const ANON: Caller = { role: "anon" };
export const SERVICE: Caller = { role: "service_role" };
export const user = (userId: string): Caller => ({ role: "authenticated", userId });

function claims(caller: Caller): string {
  if (caller.role === "authenticated") {
    return JSON.stringify({ sub: caller.userId, role: "authenticated", aud: "authenticated" });
  }
  return JSON.stringify({ role: caller.role });
}

export interface Outcome<Row> {
  rows: Row[];
  rowCount: number;
  /** SQLSTATE of the failure, e.g. '42501' (insufficient privilege); null on success. */
  error: string | null;
  message: string | null;
  /** The failure's hint and detail, as PostgREST passes them on; null when none. */
  hint?: string | null;
  detail?: string | null;
}

export async function run<Row = Record<string, unknown>>(
  client: pg.Client,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
  { commit = false, setup }: { commit?: boolean; setup?: string } = {},
): Promise<Outcome<Row>> {
  await client.query("begin");
  try {
    // Arrangements made as the owner inside the same transaction, so they roll back too.
    if (setup) await client.query(setup);
    await client.query(`set local role ${caller.role}`);
    await client.query("select set_config('request.jwt.claims', $1, true)", [claims(caller)]);
    const result = await client.query(sql, params);
    await client.query(commit ? "commit" : "rollback");
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0, error: null, message: null };
  } catch (error) {
    await client.query("rollback");
    const failure = error as { code?: string; message?: string; hint?: string; detail?: string };
    if (!failure.code) throw error;
    return {
      rows: [],
      rowCount: 0,
      error: failure.code,
      message: failure.message ?? null,
      hint: failure.hint ?? null,
      detail: failure.detail ?? null,
    };
  }
}

/** A row in auth.users, as Supabase Auth would create on sign-up. */
export async function createUser(admin: pg.Client, email = `${randomUUID()}@example.com`): Promise<string> {
  const { rows } = await admin.query<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [
    email,
  ]);
  return rows[0]!.id;
}

export const INSUFFICIENT_PRIVILEGE = "42501";
export const EXCLUSION_VIOLATION = "23P01";
export const INVALID_PARAMETER = "22023";

/**
 * The table owner's connection for the enclosing describe block: opened before its tests (with
 * `accounts` new users in auth.users) and closed after. `ready` receives both.
 */
export function asTableOwner(database: Connection, ready: (admin: pg.Client, users: string[]) => void, accounts = 0): void {
  let admin: pg.Client | undefined;
  beforeAll(async () => {
    admin = connect(database);
    await admin.connect();
    const users: string[] = [];
    for (let made = 0; made < accounts; made += 1) users.push(await createUser(admin));
    ready(admin, users);
  });
  afterAll(async () => {
    await admin?.end();
  });
}

/** `asTableOwner` with two new accounts, Alice and Bob, for tests of who may see or change what. */
export function asTableOwnerWithAliceAndBob(database: Connection, ready: (admin: pg.Client, alice: string, bob: string) => void): void {
  asTableOwner(database, (admin, [alice, bob]) => ready(admin, alice!, bob!), 2);
}

/** Setup SQL (as the table owner) for a business listing `id` owned by `owner` (null: nobody's), as an approved registration makes one. */
export const listingSql = (id: string, owner: string | null) =>
  `insert into public.providers (id, owner_id, name, type, emirate, location, address, rating, about, opening_hours, latitude, longitude)
   values ('${id}', ${owner === null ? "null" : `'${owner}'`}, 'Test Listing ${id}', 'Parlour', 'Dubai', 'Jumeirah, Dubai',
           'Villa 1, Jumeirah', 0, 'A listing made for a test.', 'Sat–Thu 10:00–18:00', 25.2, 55.27)`;
