/**
 * What PostgREST needs from the schema to embed a provider's images, services, staff and reviews in
 * one request (workers/adapters/supabase/provider-repository.ts asks for
 * `providers?select=…,provider_images(…),services(…)&provider_images.order=position.asc…`):
 *
 *  - one foreign key from each child table to providers(id), which PostgREST reads as a
 *    one-to-many relationship, and no second path (another foreign key, or a junction table whose
 *    primary key holds foreign keys to both) that would make the embedding ambiguous (PGRST201);
 *  - the API roles may read the child tables (embedding runs a subquery on them as the request's
 *    role, under its grants and row level security).
 *
 * PostgREST itself does not run here; the query below has the shape it generates for an embedding
 * (a lateral subquery per child table, aggregated with json_agg in the embedded order).
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { PROVIDERS_BY_NAME } from "../fixtures/sample-catalogue";

import { ANON, createUser, run, user, type Caller, asTableOwner } from "./roles";

const CHILDREN = [
  { table: "provider_images", columns: ["url", "alt"] },
  { table: "services", columns: ["id", "name", "price_aed", "duration_minutes"] },
  { table: "staff", columns: ["id", "name", "title", "image_url"] },
  { table: "reviews", columns: ["id", "user_name", "rating", "comment"] },
] as const;

/** providers with every child list embedded, in display order, as PostgREST builds it. */
const EMBEDDING_SQL = `
  select p.id,
    ${CHILDREN.map(({ table }) => `coalesce(${table}_1.${table}_1, '[]') as ${table}`).join(",\n    ")}
  from public.providers p
  ${CHILDREN.map(
    ({ table, columns }) => `left join lateral (
    select json_agg(${table}_1)::jsonb as ${table}_1
    from (select ${columns.map((column) => `c.${column}`).join(", ")} from public.${table} c
          where c.provider_id = p.id order by c.position asc) as ${table}_1
  ) as ${table}_1 on true`,
  ).join("\n  ")}
  order by p.id`;

interface ForeignKey {
  table: string;
  columns: string[];
  referenced: string;
  referencedColumns: string[];
}

describe.each(inject("postgresDatabases"))("resource embedding of the directory, $grants default grants", (database) => {
  let admin: pg.Client;

  asTableOwner(database, (client) => {
    admin = client;
  });

  async function foreignKeys(): Promise<ForeignKey[]> {
    const { rows } = await admin.query<ForeignKey>(
      `select c.conrelid::regclass::text as table,
              array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as columns,
              c.confrelid::regclass::text as referenced,
              array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, n)
                    join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as "referencedColumns"
       from pg_constraint c
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    return rows;
  }

  it.each(CHILDREN.map(({ table }) => table))(
    "%s has exactly one relationship with providers: its provider_id foreign key",
    async (table) => {
      const keys = await foreignKeys();
      const direct = keys.filter(
        (key) => (key.table === table && key.referenced === "providers") || (key.table === "providers" && key.referenced === table),
      );
      expect(direct).toEqual([{ table, columns: ["provider_id"], referenced: "providers", referencedColumns: ["id"] }]);

      // PostgREST also relates two tables through a junction table whose primary key contains a
      // foreign key to each (many-to-many). bookings references providers and services, but its
      // primary key is its own id, so it is no junction and `services(…)` stays unambiguous.
      const { rows: primaryKeys } = await admin.query<{ table: string; columns: string[] }>(
        `select c.conrelid::regclass::text as table,
                array(select a.attname::text from unnest(c.conkey) k(attnum)
                      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
         from pg_constraint c where c.contype = 'p' and c.connamespace = 'public'::regnamespace`,
      );
      const primaryKeyOf = new Map(primaryKeys.map((key) => [key.table, key.columns]));
      const inPrimaryKey = (key: ForeignKey) => key.columns.every((column) => primaryKeyOf.get(key.table)?.includes(column));
      const junctions = [...new Set(keys.map((key) => key.table))].filter((junction) => {
        const toProviders = keys.some((key) => key.table === junction && key.referenced === "providers" && inPrimaryKey(key));
        const toChild = keys.some((key) => key.table === junction && key.referenced === table && inPrimaryKey(key));
        return toProviders && toChild;
      });
      expect(junctions).toEqual([]);
    },
  );

  it("keeps each provider's display order total: one row per (provider_id, position)", async () => {
    for (const { table } of CHILDREN) {
      const { rows } = await admin.query(
        `select provider_id, position from public.${table} group by provider_id, position having count(*) > 1`,
      );
      expect(rows, table).toEqual([]);
    }
  });

  it("lets anon and signed-in users read every provider with its lists embedded, equal to reading each list", async () => {
    const callers: Caller[] = [ANON, user(await createUser(admin))];
    // Every provider the table holds: the seed's, and any another file has committed (visit-reviews' own listings).
    const every = (await admin.query<{ id: string }>("select id from public.providers order by id")).rows.map((row) => row.id);
    expect(every).toEqual(expect.arrayContaining(PROVIDERS_BY_NAME));
    for (const caller of callers) {
      const embedded = await run<Record<string, unknown>>(admin, caller, EMBEDDING_SQL);
      expect(embedded.error, `${caller.role}: ${embedded.message}`).toBeNull();
      expect(embedded.rows.map((row) => row.id)).toEqual(every);
      for (const { table, columns } of CHILDREN) {
        const separate = await run<{ provider_id: string; row: Record<string, unknown> }>(
          admin,
          caller,
          `select provider_id, jsonb_build_object(${columns.map((column) => `'${column}', ${column}`).join(", ")}) as row
           from public.${table} order by provider_id, position`,
        );
        expect(separate.error).toBeNull();
        expect(separate.rows.length).toBeGreaterThan(0);
        for (const provider of embedded.rows) {
          const expected = separate.rows.filter((row) => row.provider_id === provider.id).map((row) => row.row);
          expect(provider[table], `${caller.role} ${provider.id as string} ${table}`).toEqual(expected);
        }
      }
    }
  });
});
