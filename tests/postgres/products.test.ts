/**
 * Products belong to a business (0009_products_belong_to_a_business.sql): only a listing's owner adds a
 * product for it, and a listing adds at most DAILY_PRODUCTS_PER_LISTING in any 24 hours whoever inserts,
 * decided by the database, also when transactions on separate connections race. As the roles PostgREST uses.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { DAILY_PRODUCTS_PER_LISTING } from "../../graphql/modules/products/rules";
import { connect } from "./database";
import { asTableOwnerWithAliceAndBob, INSUFFICIENT_PRIVILEGE, listingSql, run, SERVICE, user } from "./roles";

const LIMIT_HINT = "DAILY_PRODUCT_LIMIT";
let serial = 0;
/** A listing id of its own for each test, so committed rows never meet another test's. */
const newListing = () => `products-test-${process.pid}-${(serial += 1)}`;

const imageName = (listing: string, n: number) => `products/17321868${String(n).padStart(5, "0")}_${listing}.webp`;
const imageSql = (owner: string, name: string) =>
  `insert into storage.objects (bucket_id, name, owner_id) values ('product_images', '${name}', '${owner}')`;
const INSERT = `insert into public.products (provider_id, name, brand, category, price_fils, stock, description, image_url)
  values ($1, 'Rose Water Toner', 'Desert Bloom', 'Skin Care', 5550, 10, 'A gentle toner.', $2) returning id, provider_id, owner_id`;
const insertArgs = (listing: string | null, name: string) => [listing, `https://glow.example/uploads/product_images/${name}`];
/** Setup SQL (as the table owner): `count` products of `listing` sold by `owner`, added `hoursAgo` hours ago. */
const productsSql = (listing: string, owner: string, count: number, hoursAgo: number) =>
  `insert into public.products (provider_id, owner_id, name, brand, category, price_fils, stock, description, image_url, created_at)
   select '${listing}', '${owner}', 'Earlier ' || n, 'Desert Bloom', 'Skin Care', 1000, 1, 'Added earlier.',
          'https://glow.example/uploads/product_images/products/earlier.webp', now() - interval '${hoursAgo} hours' - n * interval '1 second'
   from generate_series(1, ${count}) n`;

describe.each(inject("postgresDatabases"))("products of a listing, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;

  asTableOwnerWithAliceAndBob(database, (...people) => {
    [admin, alice, bob] = people;
  });

  it("are added only by the listing's owner, for that listing, and never moved to another", async () => {
    const mine = newListing();
    const theirs = newListing();
    const nobodys = newListing();
    const name = imageName(mine, 1);
    const setup = `${listingSql(mine, alice)}; ${listingSql(theirs, bob)}; ${listingSql(nobodys, null)}; ${imageSql(alice, name)}; ${imageSql(bob, imageName(mine, 2))}`;
    const added = await run<{ provider_id: string; owner_id: string }>(admin, user(alice), INSERT, insertArgs(mine, name), { setup });
    expect(added.error, added.message ?? "").toBeNull();
    expect(added.rows[0]).toMatchObject({ provider_id: mine, owner_id: alice });

    // Another account, even with its own image; the owner for a listing that is not theirs, nobody's, or none.
    expect((await run(admin, user(bob), INSERT, insertArgs(mine, imageName(mine, 2)), { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
    for (const listing of [theirs, nobodys, null, "no-such-listing"]) {
      expect((await run(admin, user(alice), INSERT, insertArgs(listing, name), { setup })).error, String(listing)).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    }
    // A product cannot be moved to another listing: update is not granted on provider_id.
    const product = `${setup}; ${productsSql(mine, alice, 1, 1)}`;
    const moved = await run(admin, user(alice), "update public.products set provider_id = $1 where provider_id = $2", [theirs, mine], {
      setup: product,
    });
    expect(moved.error).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it(`are at most ${DAILY_PRODUCTS_PER_LISTING} per listing in any 24 hours, for anyone, saying when one more may be added`, async () => {
    const listing = newListing();
    const other = newListing();
    const name = imageName(listing, 1);
    const base = `${listingSql(listing, alice)}; ${listingSql(other, alice)}; ${imageSql(alice, name)}`;
    // One added 25 hours ago no longer counts; the rest, the oldest 23 hours ago, do.
    const full = `${base}; ${productsSql(listing, alice, 1, 25)}; ${productsSql(listing, alice, DAILY_PRODUCTS_PER_LISTING, 23)}`;
    const refused = await run(admin, user(alice), INSERT, insertArgs(listing, name), { setup: full });
    expect(refused).toMatchObject({ error: "P0001", hint: LIMIT_HINT });
    const oldest = await admin.query<{ at: Date }>(
      `select now() - interval '23 hours' - ${DAILY_PRODUCTS_PER_LISTING} * interval '1 second' as at`,
    );
    const retryAt = Date.parse(refused.detail!);
    // now() differs between the two transactions by the time between them: within a few seconds.
    expect(Math.abs(retryAt - (oldest.rows[0]!.at.getTime() + 24 * 3600_000))).toBeLessThan(5000);
    expect(refused.detail).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // The service role too; another listing of the same owner is not affected; one fewer leaves room.
    expect(await run(admin, SERVICE, INSERT, insertArgs(listing, name), { setup: full })).toMatchObject({
      error: "P0001",
      hint: LIMIT_HINT,
    });
    expect((await run(admin, user(alice), INSERT, insertArgs(other, name), { setup: full })).error).toBeNull();
    const room = `${base}; ${productsSql(listing, alice, DAILY_PRODUCTS_PER_LISTING - 1, 23)}`;
    expect((await run(admin, user(alice), INSERT, insertArgs(listing, name), { setup: room })).error).toBeNull();
  });

  it("holds when owners' inserts race on separate connections: exactly the room left is used", async () => {
    const listing = newListing();
    const racers = 8;
    const room = 3;
    const names = Array.from({ length: racers }, (_, n) => imageName(listing, n + 1));
    await admin.query(
      `${listingSql(listing, alice)}; ${names.map((name) => imageSql(alice, name)).join("; ")}; ` +
        productsSql(listing, alice, DAILY_PRODUCTS_PER_LISTING - room, 1),
    );
    const clients = Array.from({ length: racers }, () => connect(database));
    try {
      await Promise.all(clients.map((client) => client.connect()));
      const outcomes = await Promise.all(
        clients.map((client, n) => run(client, user(alice), INSERT, insertArgs(listing, names[n]!), { commit: true })),
      );
      expect(outcomes.filter((outcome) => outcome.error === null)).toHaveLength(room);
      expect(outcomes.filter((outcome) => outcome.error === "P0001" && outcome.hint === LIMIT_HINT)).toHaveLength(racers - room);
      const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from public.products where provider_id = $1", [listing]);
      expect(rows[0]!.n).toBe(DAILY_PRODUCTS_PER_LISTING);
    } finally {
      await Promise.allSettled(clients.map((client) => client.end()));
      // Removing the listing removes its products (on delete cascade).
      await admin.query("delete from public.providers where id = $1", [listing]);
      await admin.query("delete from storage.objects where name = any($1)", [names]);
    }
    const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from public.products where provider_id = $1", [listing]);
    expect(rows[0]!.n).toBe(0);
  });
  it("keep the seller's previous price only above the price, and the seller's statements (0041)", async () => {
    const mine = newListing();
    const name = imageName(mine, 1);
    const setup = `${listingSql(mine, alice)}; ${imageSql(alice, name)}`;
    const insert = (compareAt: number | null) =>
      run<{ compare_at_fils: number | null; claims_genuine: boolean; claims_uae_delivery: boolean }>(
        admin,
        user(alice),
        `insert into public.products (provider_id, name, brand, category, price_fils, compare_at_fils, claims_genuine, stock, description, image_url)
         values ($1, 'Rose Water Toner', 'Desert Bloom', 'Skin Care', 4550, $3, true, 10, 'A gentle toner.', $2)
         returning compare_at_fils, claims_genuine, claims_uae_delivery`,
        [...insertArgs(mine, name), compareAt],
        { setup },
      );
    const kept = await insert(6550);
    expect(kept.error, kept.message ?? "").toBeNull();
    expect(kept.rows[0]).toEqual({ compare_at_fils: 6550, claims_genuine: true, claims_uae_delivery: false });
    expect((await insert(null)).rows[0]).toMatchObject({ compare_at_fils: null });
    for (const compareAt of [4550, 4000]) expect((await insert(compareAt)).error, String(compareAt)).toBe("23514");
    // Lowering the price to the previous price or over it breaks the rule too.
    const lowered = await run(admin, user(alice), "update public.products set price_fils = 6550 where provider_id = $1", [mine], {
      setup: `${setup}; ${productsSql(mine, alice, 1, 1)}; update public.products set compare_at_fils = 5000 where provider_id = '${mine}'`,
    });
    expect(lowered.error).toBe("23514");
  });
});
