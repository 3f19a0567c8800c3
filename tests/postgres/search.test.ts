/**
 * search_providers (0001_baseline.sql) must return exactly the providers the port's pure predicate
 * `matchesSearch` accepts, in the port's order, and page through them by keyset cursor. Checked
 * over the seed data for a grid of criteria, as anon (the function runs with the caller's rights).
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_CRITERIA, type SearchCriteria } from "../../graphql/modules/search/criteria";
import { matchesSearch, searchTermGroups, type SearchableProvider } from "../../graphql/modules/search/match";
import type { Emirate, ProviderType } from "../../graphql/shared/vocabulary";
import type { ProviderRow } from "../../workers/adapters/provider-rows";
import { connect } from "./database";
import { ANON, run } from "./roles";

const SEARCH = "select public.search_providers($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) as result";

interface Answer {
  total: number;
  hits: { provider_id: string; name: string; rating: number }[];
}

type Provider = SearchableProvider & { id: string };

/** The port's order: rating highest first, then name, then id (byte-wise, as in SQLite). */
const byRank = (a: Provider, b: Provider) =>
  b.rating - a.rating || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1);

/** A small deterministic generator, so the sampled combinations are the same on every run. */
function generator(seed: number) {
  let state = seed;
  return <T>(choices: readonly T[]): T => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return choices[state % choices.length]!;
  };
}

describe("search_providers", () => {
  let client: pg.Client;
  let providers: Provider[];

  const search = async (criteria: SearchCriteria, limit = 101, after: { rating: number; name: string; id: string } | null = null) => {
    const result = await run<{ result: Answer }>(client, ANON, SEARCH, [
      // The groups as the repository sends them (supabase/0034): alternatives one per line.
      criteria.text === null ? null : searchTermGroups(criteria.text).map((group) => group.join("\n")),
      criteria.name,
      criteria.emirate,
      criteria.providerType,
      criteria.service,
      criteria.minRating,
      criteria.minPrice,
      criteria.maxPrice,
      limit,
      after?.rating ?? null,
      after?.name ?? null,
      after?.id ?? null,
    ]);
    if (result.error) throw new Error(`search_providers failed: ${result.message}`);
    return result.rows[0]!.result;
  };

  beforeAll(async () => {
    client = connect(inject("postgresPristineDatabase"));
    await client.connect();
    const { rows } = await client.query<
      Pick<ProviderRow, "id" | "name" | "type" | "emirate" | "location" | "address"> & {
        rating: string;
        services: { name: string; price_aed: number }[];
      }
    >(
      `select p.id, p.name, p.type, p.emirate, p.location, p.address, p.rating,
              coalesce(jsonb_agg(jsonb_build_object('name', s.name, 'price_aed', s.price_aed)) filter (where s.id is not null), '[]') as services
       from public.providers p left join public.services s on s.provider_id = p.id group by p.id`,
    );
    providers = rows.map(({ rating, services, ...columns }) => ({
      ...columns,
      rating: Number(rating),
      services: services.map((service) => ({ name: service.name, priceAed: Number(service.price_aed) })),
    }));
    expect(providers).toHaveLength(6);
  });
  afterAll(async () => {
    await client.end();
  });

  const names = [null, "glam", "CLINIC", "n", "spot", " ", "%", "_", "zzz"];
  // The free text: names, services (partial, any case, accents), areas, addresses, emirates, combinations.
  const texts = [
    null,
    "keratin",
    "facial",
    "HydraFacial",
    "Jumeirah",
    "Al Reem",
    "botox dubai",
    "KÉRATIN",
    "abu dhabi laser",
    "clinic",
    "al",
    "%",
    "_",
    "zzz",
    "men's",
    // Words of one or two characters (0006: the pieces' indexes), alone and with longer ones.
    "AL",
    "s",
    "'s",
    "z",
    "é",
    "al dubai",
    // Arabic, synonyms and a word one letter off (0034: groups of alternatives, issue #38).
    "دبي",
    "مانيكير",
    "أظافر",
    "كيراتين دبي",
    "nails",
    "lashes",
    "blowout al",
    "keratine",
    "بوتوكس أبوظبي",
  ];
  const services = [null, "Haircut", "facial", "laser hair removal", "Botox", "Men's", "x", "%"];
  const prices: Array<[number, number]> = [
    [0, 5000],
    [0, 100],
    [100, 300],
    [1000, 5000],
    [1150, 1200],
    [450, 500],
    [4950, 5000],
  ];
  const emirates: Array<Emirate | null> = [null, "Dubai", "Abu Dhabi", "Fujairah"];
  const types: Array<ProviderType | null> = [null, "Parlour", "Clinic"];
  const ratings = [0, 4.5, 4.7, 4.8, 5];

  function criteriaGrid(): SearchCriteria[] {
    const grid: SearchCriteria[] = [];
    for (const name of names)
      for (const service of services)
        for (const [minPrice, maxPrice] of prices) grid.push({ ...DEFAULT_CRITERIA, name, service, minPrice, maxPrice });
    for (const emirate of emirates)
      for (const providerType of types)
        for (const minRating of ratings) grid.push({ ...DEFAULT_CRITERIA, emirate, providerType, minRating });
    for (const text of texts) for (const emirate of emirates) grid.push({ ...DEFAULT_CRITERIA, text, emirate });
    const pick = generator(20261121);
    for (let sample = 0; sample < 300; sample += 1) {
      const [minPrice, maxPrice] = pick(prices);
      grid.push({
        text: pick(texts),
        name: pick(names),
        emirate: pick(emirates),
        providerType: pick(types),
        service: pick(services),
        minRating: pick(ratings),
        minPrice,
        maxPrice,
        open: null,
        licensedOn: null,
      });
    }
    return grid;
  }

  it("returns exactly what matchesSearch accepts, in rank order, with the total", async () => {
    const grid = criteriaGrid();
    let nonEmpty = 0;
    for (const criteria of grid) {
      const expected = providers.filter((provider) => matchesSearch(provider, criteria)).sort(byRank);
      const answer = await search(criteria);
      expect({ total: answer.total, ids: answer.hits.map((hit) => hit.provider_id) }, JSON.stringify(criteria)).toEqual({
        total: expected.length,
        ids: expected.map((provider) => provider.id),
      });
      if (expected.length > 0) nonEmpty += 1;
    }
    // The grid exercises both outcomes plenty.
    expect(nonEmpty).toBeGreaterThan(100);
    expect(grid.length - nonEmpty).toBeGreaterThan(100);
  });

  it("pages through the matches by keyset cursor without gaps or repeats", async () => {
    for (const criteria of [DEFAULT_CRITERIA, { ...DEFAULT_CRITERIA, providerType: "Parlour" as const }]) {
      const expected = providers
        .filter((provider) => matchesSearch(provider, criteria))
        .sort(byRank)
        .map((p) => p.id);
      const seen: string[] = [];
      let after: { rating: number; name: string; id: string } | null = null;
      for (let page = 0; page < 10; page += 1) {
        const answer = await search(criteria, 2, after);
        expect(answer.total).toBe(expected.length);
        if (answer.hits.length === 0) break;
        seen.push(...answer.hits.map((hit) => hit.provider_id));
        const last = answer.hits[answer.hits.length - 1]!;
        after = { rating: Number(last.rating), name: last.name, id: last.provider_id };
      }
      expect(seen).toEqual(expected);
    }
  });
});

describe("search_providers' plans (0005_search_plans.sql)", () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = connect(inject("postgresPristineDatabase"));
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  /** The plan of the statement search_providers runs for these filters, as anon, where an index may serve. */
  async function plan(terms: string[]): Promise<string> {
    await client.query("begin");
    try {
      await client.query("set local enable_seqscan = off; set local role anon");
      const { rows } = await client.query<{ sql: string }>(
        "select public.search_providers_query($1, null, null, null, null, 0, 0, 5000, 25, null, null, null) as sql",
        [terms],
      );
      const explained = await client.query<{ "QUERY PLAN": string }>(`explain ${rows[0]!.sql}`);
      return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
    } finally {
      await client.query("rollback");
    }
  }

  it("finds each word of the free text through the trigram indexes of the folded texts", async () => {
    const explained = await plan(["botox", "dubai"]);
    expect(explained).toMatch(/Bitmap Index Scan on providers_search_text_trgm/);
    expect(explained).toMatch(/Bitmap Index Scan on services_name_folded_trgm/);
  });
});
