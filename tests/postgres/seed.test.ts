/**
 * The Supabase seed (0002_seed.sql) holds the same sample data as the local backend's D1 seed:
 * the D1 migrations are run in SQLite (node:sqlite) and every row is compared with PostgreSQL's.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { d1SampleDatabase, SAMPLE_TABLES } from "../fixtures/sample-data";
import { connect } from "./database";

// Filled in by each database itself.
const GENERATED = new Set(["created_at"]);
// The local database alone seeds owner accounts for the sample providers (0003_local_owner_accounts.sql).
const LOCAL_ONLY: Record<string, string[]> = { providers: ["owner_id"] };

/** Dubai wall time 'YYYY-MM-DDTHH:MM' of an instant (UTC+4 all year). */
const dubaiWallTime = (instant: string) => new Date(new Date(instant).getTime() + 4 * 3600_000).toISOString().slice(0, 16);

function normalise(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (typeof value === "boolean") out[column] = value ? 1 : 0;
    else if (table === "bookings" && (column === "starts_at" || column === "ends_at") && typeof value === "string") {
      out[column] = dubaiWallTime(value);
    } else out[column] = value;
  }
  return out;
}

const sortKey = (row: Record<string, unknown>) =>
  JSON.stringify([
    row.id ?? null,
    row.provider_id ?? row.matrix ?? null,
    row.position ?? null,
    row.staff_id ?? null,
    row.service_id ?? null,
  ]);

describe("seed data", () => {
  const sqlite = d1SampleDatabase();
  let postgres: pg.Client;

  beforeAll(async () => {
    postgres = connect(inject("postgresPristineDatabase"));
    await postgres.connect();
  });
  afterAll(async () => {
    sqlite.close();
    await postgres.end();
  });

  it.each(SAMPLE_TABLES)("%s matches the D1 seed row for row", async (table) => {
    const local = (sqlite.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]).map((row) => {
      const copy = { ...row };
      for (const column of [...GENERATED, ...(LOCAL_ONLY[table] ?? [])]) delete copy[column];
      return copy;
    });
    const columns = Object.keys(local[0] ?? {});
    expect(columns.length).toBeGreaterThan(0);
    const { rows } = await postgres.query<{ row: Record<string, unknown> }>(`select to_jsonb(t) as row from public.${table} t`);
    const hosted = rows.map(({ row }) => normalise(table, Object.fromEntries(columns.map((column) => [column, row[column]]))));
    expect(hosted.sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(local.sort((a, b) => sortKey(a).localeCompare(sortKey(b))));
  });
});
