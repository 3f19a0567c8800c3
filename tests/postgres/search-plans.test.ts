/**
 * The hosted directory's and job board's reads, planned as the roles PostgREST runs them as, on a
 * directory of thousands: every text test is served by its index. Row level security lets the
 * planner use an index for a test that is not leakproof (ILIKE, LIKE, @>) only where no policy test
 * has to come first: the providers' and services' read policies are `using (true)`, so the search's
 * tests keep their indexes as anon; the jobs' policy is not, which is why the board is job_board
 * (0004, tests/postgres/job-text.test.ts), and the owner's list and a job by id test equality
 * (leakproof) on btree indexes.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { asTableOwner } from "./roles";

/** Thousands of providers, each with a service, where the words looked for below are rare. */
const DIRECTORY = `
  insert into public.providers (id, name, type, emirate, location, address, rating, about, opening_hours, latitude, longitude)
    select 'plan-' || i, 'Studio ' || i, 'Parlour', 'Dubai', 'Area ' || (i % 40), 'Unit ' || i, 4, 'About.', 'Daily', 25.2, 55.3
    from generate_series(1, 5000) as i;
  insert into public.services (id, provider_id, position, name, price_aed, duration_minutes)
    select 'plan-' || i || '-1', 'plan-' || i, 1, 'Haircut ' || (i % 7), 100, 30 from generate_series(1, 5000) as i;
  insert into public.jobs (id, title, company_name, location, job_type, description, requirements)
    select 'plan-' || i, 'Stylist ' || i, 'Salon ' || (i % 97), 'Dubai', 'Full-time', 'd', 'r' from generate_series(1, 5000) as i;
  -- What autovacuum does on a live database: the GIN indexes' pending entries merged, statistics taken.
  select gin_clean_pending_list(c.oid::regclass) from pg_class c join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and c.relnamespace = 'public'::regnamespace;
  analyze public.providers; analyze public.services; analyze public.jobs`;

describe("the hosted search's and job board's plans, as their callers", () => {
  let client: pg.Client;
  asTableOwner(inject("postgresPristineDatabase"), (admin) => (client = admin));

  /** EXPLAIN of each statement, in one transaction (rolled back) holding DIRECTORY, as `role`. */
  async function plans(role: string, statements: (() => Promise<string>)[], settings = ""): Promise<string[]> {
    await client.query("begin");
    try {
      await client.query(DIRECTORY);
      await client.query(`set local role ${role}; ${settings}`);
      await client.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ role, sub: "00000000-0000-4000-8000-000000000001" }),
      ]);
      const explained: string[] = [];
      for (const statement of statements) {
        const { rows } = await client.query<{ "QUERY PLAN": string }>(`explain ${await statement()}`);
        explained.push(rows.map((row) => row["QUERY PLAN"]).join("\n"));
      }
      return explained;
    } finally {
      await client.query("rollback");
    }
  }

  /** The statement search_providers runs for these filters (terms, name, service). */
  const search = (terms: string[] | null, name: string | null, service: string | null) => async () =>
    (
      await client.query<{ sql: string }>(
        "select public.search_providers_query($1, $2, null, null, $3, 0, 0, 5000, 25, null, null, null) as sql",
        [terms, name, service],
      )
    ).rows[0]!.sql;

  it("finds free-text words of one or two characters through the pieces' indexes (0006), by cost", { timeout: 60_000 }, async () => {
    const explained = await plans("anon", [search(["zq"], null, null), search(["x"], null, null), search(["studio", "zq"], null, null)]);
    for (const plan of explained) {
      expect(plan).toMatch(/Bitmap Index Scan on providers_search_text_grams/);
      expect(plan).toMatch(/Bitmap Index Scan on services_name_folded_grams/);
      expect(plan).not.toMatch(/Seq Scan on (public\.)?services/);
    }
  });

  it("finds names and service names through their trigram indexes, by cost", { timeout: 60_000 }, async () => {
    const [name, service, text] = await plans("anon", [
      search(null, "zenith", null),
      search(null, null, "keratin"),
      search(["zenith"], null, null),
    ]);
    expect(name).toMatch(/Bitmap Index Scan on providers_name_trgm/);
    expect(service).toMatch(/Bitmap Index Scan on services_name_trgm/);
    expect(text).toMatch(/Bitmap Index Scan on providers_search_text_trgm/);
    expect(text).toMatch(/Bitmap Index Scan on services_name_folded_trgm/);
  });

  // Latin alternatives: this cluster's C locale gives pg_trgm no trigram of an Arabic word (decision 055).
  it(
    "finds a group of alternatives (0034: 'zq' or 'zenith', 'lash' or 'manicure') through the same indexes, by cost",
    { timeout: 60_000 },
    async () => {
      const explained = await plans("anon", [
        search(["zenith\nquartz"], null, null),
        search(["zq\nzenith", "quartz"], null, null),
        search(["lash\nzenith\nmanicure"], null, null),
      ]);
      for (const plan of explained) {
        expect(plan).toMatch(/BitmapOr/);
        expect(plan).toMatch(/Bitmap Index Scan on providers_search_text_trgm/);
        expect(plan).toMatch(/Bitmap Index Scan on services_name_folded_trgm/);
        // The text tests (providers q, services s) on their indexes; the join may read p as it likes.
        expect(plan).not.toMatch(/Seq Scan on (public\.)?(services s|providers q)/);
      }
      expect(explained[1]).toMatch(/Bitmap Index Scan on providers_search_text_grams/);
    },
  );

  it("leaves no search to read every provider or service: with sequential scans off, none is left", { timeout: 60_000 }, async () => {
    const explained = await plans(
      "anon",
      [
        search(["zq"], null, null),
        search(["x"], null, null),
        search(["studio", "zq"], null, null),
        search(["zenith\nquartz"], null, null),
        search(["zq\nzenith", "studio"], null, null),
        search(null, "zenith", null),
        search(null, null, "keratin"),
      ],
      "set local enable_seqscan = off",
    );
    for (const plan of explained) expect(plan).not.toMatch(/Seq Scan/);
  });

  it("reads a job and an owner's jobs through row level security on btree indexes", { timeout: 60_000 }, async () => {
    const owner = "'00000000-0000-4000-8000-000000000001'";
    const [byId, owned, counted] = await plans("authenticated", [
      async () => "select * from public.jobs where id = 'plan-17'",
      async () => `select * from public.jobs where owner_id = ${owner} order by posted_date desc, created_at desc, id desc limit 21`,
      async () => `select count(*) from public.jobs where owner_id = ${owner}`,
    ]);
    expect(byId).toMatch(/Index Scan using jobs_pkey/);
    expect(owned).toMatch(/Index Scan using jobs_owner/);
    expect(counted).toMatch(/Index (Only )?Scan using jobs_owner|Bitmap Index Scan on jobs_owner/);
    for (const plan of [byId, owned, counted]) expect(plan).not.toMatch(/Seq Scan/);
  });
});
