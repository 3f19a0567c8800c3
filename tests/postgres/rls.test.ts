/**
 * Row level security and grants of the Supabase migrations, the storage buckets' policies included,
 * checked in a real PostgreSQL as the roles PostgREST uses (anon, authenticated with a user's claims,
 * service_role). Every case runs on two databases: one whose project still grants new tables to the
 * API roles (pre-2026 default) and one that grants nothing (the default since 30 October 2026).
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { connect } from "./database";
import { ANON, INSUFFICIENT_PRIVILEGE, listingSql, run, SERVICE, user, asTableOwnerWithAliceAndBob } from "./roles";
import { trialEndsOn } from "../../graphql/modules/plans/rules";

const CHECK_VIOLATION = "23514";

const registration = (overrides: Record<string, unknown> = {}) => ({
  business_name: "Desert Rose Spa",
  business_type: "Spa",
  full_address: "Villa 3, Al Wasl Road, Dubai",
  emirate: "Dubai",
  contact_person_name: "Layla Haddad",
  business_email: "layla@desertrose.ae",
  business_phone: "+971 50 123 4567",
  short_description: "A calm day spa with massages and facials.",
  trade_license_url: "provider_documents/trade_licenses/1732186800000_licence.pdf",
  logo_url: null,
  agreed_to_terms: true,
  ...overrides,
});

function insertSql(table: string, row: Record<string, unknown>, returning = "") {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return {
    sql: `insert into public.${table} (${columns.join(", ")}) values (${placeholders.join(", ")}) ${returning}`,
    params: Object.values(row),
  };
}

const job = {
  title: "Makeup Artist",
  company_name: "Glamour Spot",
  location: "Jumeirah, Dubai",
  job_type: "Part-time",
  salary_range: null,
  description: "Bridal and party makeup.",
  requirements: "2+ years of experience\nOwn kit",
  company_logo_url: null,
};

const PRODUCT_IMAGE = "products/1732186800000123_toner.webp";
/** The listing the products below are sold by (made for each test, owned by the one adding them). */
const SHOP = "rls-products-shop";
const product = (overrides: Record<string, unknown> = {}) => ({
  provider_id: SHOP,
  name: "Rose Water Toner",
  brand: "Desert Bloom Botanicals",
  category: "Skin Care",
  price_fils: 5550,
  stock: 10,
  description: "A gentle toner with Taif rose water.",
  image_url: `https://glow.example/uploads/product_images/${PRODUCT_IMAGE}`,
  ...overrides,
});

/** Setup SQL (as the table owner) that puts an account on Premium. */
const premiumFor = (userId: () => string) =>
  `insert into public.subscriptions (account_id, plan) values ('${userId()}', 'premium') on conflict (account_id) do update set plan = 'premium'`;

describe.each(inject("postgresDatabases"))("Supabase migrations, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;

  asTableOwnerWithAliceAndBob(database, (...people) => {
    [admin, alice, bob] = people;
  });

  it("has row level security on for every table in public and private", async () => {
    const { rows } = await admin.query<{ table: string; rls: boolean }>(
      `select n.nspname || '.' || c.relname as table, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'private') and c.relkind = 'r' order by 1`,
    );
    expect(rows.map((row) => row.table)).toEqual(
      expect.arrayContaining([
        "public.providers",
        "public.provider_registrations",
        "public.jobs",
        "public.products",
        "public.bookings",
        "public.plans",
        "public.plan_features",
        "public.provider_offers",
        "public.provider_job_postings",
        "public.subscriptions",
        "private.sign_in_failures",
        "private.sign_in_known_addresses",
      ]),
    );
    expect(rows.filter((row) => !row.rls)).toEqual([]);
  });

  it("lets anyone read the public directory, the site content, jobs and products", async () => {
    const counts = await run<Record<string, number>>(
      admin,
      ANON,
      `select (select count(*)::int from public.providers) as providers,
              (select count(*)::int from public.services) as services,
              (select count(*)::int from public.staff) as staff,
              (select count(*)::int from public.reviews) as reviews,
              (select count(*)::int from public.provider_images) as images,
              (select count(*)::int from public.offers) as offers,
              (select count(*)::int from public.plans) as plans,
              (select count(*)::int from public.plan_features) as features,
              (select count(*)::int from public.jobs) as jobs,
              (select count(*)::int from public.products) as products`,
    );
    expect(counts.error).toBeNull();
    expect(counts.rows[0]).toMatchObject({ providers: 6, offers: 4, plans: 3, features: 22, jobs: 4, products: 6 });
    expect(counts.rows[0]!.services).toBeGreaterThan(20);

    const glamour = await run(admin, ANON, "select name, rating, phone from public.providers where id = 'glamour-spot'");
    expect(glamour.rows).toEqual([{ name: "Glamour Spot", rating: "4.8", phone: "+971 4 344 2718" }]);
  });

  it("does not let anyone change the directory without owning it", async () => {
    // anon has no write grant at all.
    for (const sql of [
      "update public.providers set name = 'Mine' where id = 'glamour-spot'",
      "delete from public.providers",
      "delete from public.services",
      "insert into public.offers (id, position, title, description, type, image_url, details) values ('x', 9, 't', 'd', 'Weekly Deal', 'u', 'd')",
    ]) {
      expect((await run(admin, ANON, sql)).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    // A signed-in user who owns nothing: the owner-only policies match no row.
    expect(await run(admin, user(alice), "update public.providers set name = 'Mine' where id = 'glamour-spot'")).toMatchObject({
      error: null,
      rowCount: 0,
    });
    expect(await run(admin, user(alice), "delete from public.services")).toMatchObject({ error: null, rowCount: 0 });
    // Columns no user may ever write, and tables only the service role writes.
    expect((await run(admin, user(alice), "update public.providers set rating = 1")).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, user(alice), "delete from public.providers")).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, user(alice), "update public.plans set price_aed = 0")).error).toBe(INSUFFICIENT_PRIVILEGE);
  });

  describe("provider_registrations", () => {
    // The caller's own trade licence, as Storage records an upload (owner_id from the access token).
    const licence = (owner: string, name = "1732186800000_licence.pdf") =>
      `insert into storage.objects (bucket_id, name, owner_id) values ('provider_documents', 'trade_licenses/${name}', '${owner}')`;

    it("cannot be read or submitted by anon: registering a business needs an account", async () => {
      expect((await run(admin, ANON, "select * from public.provider_registrations")).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, ANON, "select count(*) from public.provider_registrations")).error).toBe(INSUFFICIENT_PRIVILEGE);
      const { sql, params } = insertSql("provider_registrations", registration());
      expect((await run(admin, ANON, sql, params)).error).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it("takes only the form's columns and enforces the spec's rules", async () => {
      const setup = licence(alice);
      const owned = insertSql("provider_registrations", registration({ owner_id: bob }));
      expect((await run(admin, user(alice), owned.sql, owned.params, { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
      const approved = insertSql("provider_registrations", registration({ status: "Approved" }));
      expect((await run(admin, user(alice), approved.sql, approved.params, { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
      const noTerms = insertSql("provider_registrations", registration({ agreed_to_terms: false }));
      expect((await run(admin, user(alice), noTerms.sql, noTerms.params, { setup })).error).toBe(CHECK_VIOLATION);
      const longText = insertSql("provider_registrations", registration({ short_description: "x".repeat(201) }));
      expect((await run(admin, user(alice), longText.sql, longText.params, { setup })).error).toBe(CHECK_VIOLATION);
      const badEmirate = insertSql("provider_registrations", registration({ emirate: "Muscat" }));
      expect((await run(admin, user(alice), badEmirate.sql, badEmirate.params, { setup })).error).toBe(CHECK_VIOLATION);
      const foreignLogo = insertSql("provider_registrations", registration({ logo_url: "https://evil.example/x.svg" }));
      expect((await run(admin, user(alice), foreignLogo.sql, foreignLogo.params, { setup })).error).toBe(CHECK_VIOLATION);
      const exactly200 = insertSql(
        "provider_registrations",
        registration({
          short_description: "x".repeat(200),
          logo_url: "https://glow.example/uploads/provider_documents/logos/1732186800000123_logo.webp",
        }),
      );
      expect((await run(admin, user(alice), exactly200.sql, exactly200.params, { setup })).error).toBeNull();
    });

    it("must point at a trade licence the caller uploaded", async () => {
      const { sql, params } = insertSql("provider_registrations", registration());
      // No such object, or Bob's.
      expect((await run(admin, user(alice), sql, params)).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, user(alice), sql, params, { setup: licence(bob) })).error).toBe(INSUFFICIENT_PRIVILEGE);
      // A logo is not a licence.
      const logoAsLicence = insertSql(
        "provider_registrations",
        registration({ trade_license_url: "provider_documents/logos/1732186800000_licence.pdf" }),
      );
      const logoSetup = `insert into storage.objects (bucket_id, name, owner_id) values ('provider_documents', 'logos/1732186800000_licence.pdf', '${alice}')`;
      expect((await run(admin, user(alice), logoAsLicence.sql, logoAsLicence.params, { setup: logoSetup })).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });

    it("belong to the signed-in user who submitted them, start Pending, and only they can read them", async () => {
      const { sql, params } = insertSql(
        "provider_registrations",
        registration({
          business_email: "alice@spa.ae",
          trade_license_url: "provider_documents/trade_licenses/1732186800001_licence.pdf",
        }),
        "returning owner_id, status",
      );
      const submitted = await run<{ owner_id: string; status: string }>(admin, user(alice), sql, params, {
        commit: true,
        setup: licence(alice, "1732186800001_licence.pdf"),
      });
      expect(submitted.error, submitted.message ?? "").toBeNull();
      expect(submitted.rows).toEqual([{ owner_id: alice, status: "Pending" }]);
      const mine = await run<{ owner_id: string }>(admin, user(alice), "select owner_id from public.provider_registrations");
      expect(mine.rows).toEqual([{ owner_id: alice }]);
      expect((await run(admin, user(bob), "select * from public.provider_registrations")).rows).toEqual([]);
      expect((await run(admin, user(bob), "update public.provider_registrations set business_name = 'x'")).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect((await run(admin, user(alice), "update public.provider_registrations set status = 'Approved'")).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect((await run(admin, user(alice), "delete from public.provider_registrations")).error).toBe(INSUFFICIENT_PRIVILEGE);
      await admin.query("delete from public.provider_registrations where business_email = 'alice@spa.ae'");
      await admin.query("delete from storage.objects where name = 'trade_licenses/1732186800001_licence.pdf'");
    });
  });

  describe("jobs", () => {
    const JOB_LOGO = "logos/1732186800000123_glamour.webp";
    const logoUrl = `https://glow.example/uploads/job_postings_assets/${JOB_LOGO}`;
    // The caller's own company logo, as Storage records an upload (owner_id from the access token).
    const logo = (owner: string) =>
      `insert into storage.objects (bucket_id, name, owner_id) values ('job_postings_assets', '${JOB_LOGO}', '${owner}')`;
    const post = (row: Record<string, unknown> = job, returning = "returning id, owner_id, status, applicants, posted_date::text") =>
      insertSql("jobs", row, returning);

    it("cannot be posted by anon, nor by a Basic account: posting a job is Premium's", async () => {
      const { sql, params } = post(job, "");
      expect((await run(admin, ANON, sql, params)).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, user(alice), sql, params)).error).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it("are posted by a Premium account as their own, Open, with no applicants, dated Dubai's today, with a logo they uploaded", async () => {
      const today = (await admin.query<{ today: string }>("select ((now() at time zone 'Asia/Dubai')::date)::text as today")).rows[0]!
        .today;
      const { sql, params } = post({ ...job, company_logo_url: logoUrl });
      const posted = await run(admin, user(alice), sql, params, { setup: `${premiumFor(() => alice)}; ${logo(alice)}` });
      expect(posted.error, posted.message ?? "").toBeNull();
      expect(posted.rows[0]).toMatchObject({ owner_id: alice, status: "Open", applicants: 0, posted_date: today });
      // Someone else's logo, or one from elsewhere.
      expect((await run(admin, user(alice), sql, params, { setup: `${premiumFor(() => alice)}; ${logo(bob)}` })).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      const foreign = post({ ...job, company_logo_url: "https://evil.example/uploads/job_postings_assets/logos/x.webp" });
      expect((await run(admin, user(alice), foreign.sql, foreign.params, { setup: premiumFor(() => alice) })).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      // Only the form's columns: not the owner, status, applicants, date or id.
      for (const overrides of [{ owner_id: bob }, { status: "Closed" }, { applicants: 3 }, { posted_date: "2020-01-01" }, { id: "mine" }]) {
        const { sql: extra, params: values } = post({ ...job, ...overrides });
        expect((await run(admin, user(alice), extra, values, { setup: premiumFor(() => alice) })).error, JSON.stringify(overrides)).toBe(
          INSUFFICIENT_PRIVILEGE,
        );
      }
      for (const overrides of [{ title: " " }, { job_type: "Freelance" }, { description: "" }]) {
        const { sql: bad, params: values } = post({ ...job, ...overrides });
        expect((await run(admin, user(alice), bad, values, { setup: premiumFor(() => alice) })).error, JSON.stringify(overrides)).toBe(
          CHECK_VIOLATION,
        );
      }
    });

    it("are read by anyone while open; a closed one by its owner only", async () => {
      const setup = `insert into public.jobs (id, owner_id, title, company_name, location, job_type, description, requirements, status)
        values ('open-one', '${alice}', 'Stylist', 'Glamour Spot', 'Dubai', 'Full-time', 'd', 'r', 'Open'),
               ('closed-one', '${alice}', 'Receptionist', 'Glamour Spot', 'Dubai', 'Full-time', 'd', 'r', 'Closed')`;
      const read = "select id from public.jobs where id in ('open-one', 'closed-one') order by id";
      expect((await run(admin, ANON, read, [], { setup })).rows).toEqual([{ id: "open-one" }]);
      expect((await run(admin, user(bob), read, [], { setup })).rows).toEqual([{ id: "open-one" }]);
      expect((await run(admin, user(alice), read, [], { setup })).rows).toEqual([{ id: "closed-one" }, { id: "open-one" }]);
      const keys = await run(admin, ANON, "select location_key from public.jobs where id in ('job-1', 'open-one') order by id", [], {
        setup,
      });
      expect(keys.rows).toEqual([{ location_key: "Dubai" }, { location_key: "Dubai" }]);
    });

    it("are changed, closed or removed by their owner only; the samples by the service role", async () => {
      const setup = `insert into public.jobs (id, owner_id, title, company_name, location, job_type, description, requirements)
        values ('alices', '${alice}', 'Stylist', 'Glamour Spot', 'Dubai', 'Full-time', 'd', 'r')`;
      const edit = "update public.jobs set title = 'Senior Stylist' where id = $1";
      expect(await run(admin, user(bob), edit, ["alices"], { setup })).toMatchObject({ error: null, rowCount: 0 });
      expect(await run(admin, user(bob), "delete from public.jobs where id = $1", ["alices"], { setup })).toMatchObject({
        error: null,
        rowCount: 0,
      });
      expect((await run(admin, ANON, edit, ["alices"], { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, ANON, "delete from public.jobs where id = $1", ["alices"], { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
      // Handing it to someone else, or inventing applicants, is not possible either.
      for (const change of [`owner_id = '${bob}'`, "applicants = 100"]) {
        expect((await run(admin, user(alice), `update public.jobs set ${change} where id = 'alices'`, [], { setup })).error, change).toBe(
          INSUFFICIENT_PRIVILEGE,
        );
      }
      expect(await run(admin, user(alice), edit, ["alices"], { setup })).toMatchObject({ rowCount: 1 });
      expect(await run(admin, user(alice), "update public.jobs set status = 'Closed' where id = 'alices'", [], { setup })).toMatchObject({
        rowCount: 1,
      });
      expect(await run(admin, user(alice), "delete from public.jobs where id = 'alices'", [], { setup })).toMatchObject({ rowCount: 1 });
      expect(await run(admin, user(alice), edit, ["job-1"])).toMatchObject({ rowCount: 0 });
      expect(await run(admin, SERVICE, edit, ["job-1"])).toMatchObject({ rowCount: 1 });
    });
  });

  describe("products", () => {
    // The caller's own product image, as Storage records an upload (owner_id from the access token), for the
    // listing SHOP that `seller` owns (products belong to a listing: 0009).
    const image = (owner: string, name = PRODUCT_IMAGE, seller = owner) =>
      `${listingSql(SHOP, seller)}; insert into storage.objects (bucket_id, name, owner_id) values ('product_images', '${name}', '${owner}')`;

    it("cannot be added by anon: adding a product needs an account", async () => {
      const { sql, params } = insertSql("products", product());
      expect((await run(admin, ANON, sql, params, { setup: image(alice) })).error).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it("are added by a listing's owner as its seller, without a rating, with an image they uploaded", async () => {
      const { sql, params } = insertSql("products", product(), "returning owner_id, rating, price_fils, created_at");
      const added = await run<{ owner_id: string; rating: string | null; price_fils: number }>(admin, user(alice), sql, params, {
        setup: image(alice),
      });
      expect(added.error, added.message ?? "").toBeNull();
      expect(added.rows[0]).toMatchObject({ owner_id: alice, rating: null, price_fils: 5550 });
      // Someone else's image, no image at all, or one from elsewhere.
      expect((await run(admin, user(alice), sql, params, { setup: image(bob, PRODUCT_IMAGE, alice) })).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, user(alice), sql, params, { setup: listingSql(SHOP, alice) })).error).toBe(INSUFFICIENT_PRIVILEGE);
      const foreign = insertSql("products", product({ image_url: "https://evil.example/uploads/product_images/x.webp" }));
      expect((await run(admin, user(alice), foreign.sql, foreign.params, { setup: image(alice) })).error).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it("take only the form's columns and keep money in whole fils above 0", async () => {
      const setup = image(alice);
      for (const overrides of [{ owner_id: bob }, { rating: 5 }, { id: "mine" }, { price: 55.5 }]) {
        const { sql, params } = insertSql("products", product(overrides));
        expect((await run(admin, user(alice), sql, params, { setup })).error, JSON.stringify(overrides)).not.toBeNull();
      }
      for (const overrides of [{ price_fils: 0 }, { price_fils: 100_000_001 }, { stock: -1 }, { category: "Jewellery" }, { name: " " }]) {
        const { sql, params } = insertSql("products", product(overrides));
        expect((await run(admin, user(alice), sql, params, { setup })).error, JSON.stringify(overrides)).toBe(CHECK_VIOLATION);
      }
    });

    it("are changed or removed by their seller only; the samples by the service role", async () => {
      const { sql, params } = insertSql(
        "products",
        product({ image_url: `https://glow.example/uploads/product_images/products/1732186800001_mine.webp` }),
        "returning id",
      );
      const created = await run<{ id: string }>(admin, user(alice), sql, params, {
        commit: true,
        setup: image(alice, "products/1732186800001_mine.webp"),
      });
      expect(created.error, created.message ?? "").toBeNull();
      const id = created.rows[0]!.id;
      const edit = "update public.products set price_fils = 6000 where id = $1";
      expect(await run(admin, user(bob), edit, [id])).toMatchObject({ error: null, rowCount: 0 });
      expect(await run(admin, user(bob), "delete from public.products where id = $1", [id])).toMatchObject({ error: null, rowCount: 0 });
      expect((await run(admin, ANON, edit, [id])).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, user(alice), "update public.products set rating = 5 where id = $1", [id])).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect((await run(admin, user(alice), "update public.products set owner_id = $2 where id = $1", [id, bob])).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await run(admin, user(alice), edit, [id])).toMatchObject({ rowCount: 1 });
      expect(await run(admin, user(alice), edit, ["product-1"])).toMatchObject({ rowCount: 0 });
      expect(await run(admin, SERVICE, edit, ["product-1"])).toMatchObject({ rowCount: 1 });
      expect(await run(admin, user(alice), "delete from public.products where id = $1", [id], { commit: true })).toMatchObject({
        rowCount: 1,
      });
      await admin.query("delete from storage.objects where name = 'products/1732186800001_mine.webp'");
      await admin.query(`delete from public.providers where id = '${SHOP}'`);
    });

    it("show their categories to anyone", async () => {
      const categories = await run<{ category: string }>(admin, ANON, "select category from public.product_categories order by 1");
      expect(categories.rows.map((row) => row.category)).toEqual([
        "Fragrance",
        "Hair Care",
        "Makeup",
        "Men's Grooming",
        "Skin Care",
        "Tools & Accessories",
      ]);
    });
  });

  describe("a provider's owner", () => {
    const owner = (providerId: string, userId: () => string) =>
      `update public.providers set owner_id = '${userId()}' where id = '${providerId}'`;

    it("edits their provider's profile and services, and nobody else's", async () => {
      const setup = owner("barbers-hub", () => alice);
      const edit = "update public.providers set about = 'New about text' where id = $1";
      expect(await run(admin, user(alice), edit, ["barbers-hub"], { setup })).toMatchObject({ rowCount: 1 });
      expect(await run(admin, user(alice), edit, ["glamour-spot"], { setup })).toMatchObject({ rowCount: 0 });
      expect(await run(admin, user(bob), edit, ["barbers-hub"], { setup })).toMatchObject({ rowCount: 0 });
      // Ranking, rating and ownership stay out of reach.
      const rank = await run(admin, user(alice), "update public.providers set featured_rank = 1 where id = 'barbers-hub'", [], { setup });
      expect(rank.error).toBe(INSUFFICIENT_PRIVILEGE);

      const service = (providerId: string) =>
        run(
          admin,
          user(alice),
          "insert into public.services (id, provider_id, position, name, price_aed, duration_minutes) values ($1, $2, 9, 'Kids Cut', 40, 30)",
          [`${providerId}-kids`, providerId],
          { setup },
        );
      expect((await service("barbers-hub")).error).toBeNull();
      expect((await service("glamour-spot")).error).toBe(INSUFFICIENT_PRIVILEGE); // new row violates the policy
      expect(await run(admin, user(bob), "delete from public.services where provider_id = 'barbers-hub'", [], { setup })).toMatchObject({
        rowCount: 0,
      });
    });

    it("alone sees and manages the dashboard's offers and job postings", async () => {
      const setup = owner("glamour-spot", () => alice);
      expect((await run(admin, ANON, "select * from public.provider_offers", [], { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, user(bob), "select * from public.provider_offers", [], { setup })).rows).toEqual([]);
      expect((await run(admin, user(bob), "select * from public.provider_job_postings", [], { setup })).rows).toEqual([]);
      expect((await run(admin, user(alice), "select * from public.provider_offers", [], { setup })).rows).toHaveLength(3);
      expect((await run(admin, user(alice), "select * from public.provider_job_postings", [], { setup })).rows).toHaveLength(3);
      expect(await run(admin, user(bob), "update public.provider_offers set active = false", [], { setup })).toMatchObject({ rowCount: 0 });
      // Placing or changing offers is Premium's Offer Placement: on Basic the owner only reads them.
      expect(await run(admin, user(alice), "update public.provider_offers set active = false", [], { setup })).toMatchObject({
        rowCount: 0,
      });
      const premium = `${setup}; ${premiumFor(() => alice)}`;
      expect(await run(admin, user(alice), "update public.provider_offers set active = false", [], { setup: premium })).toMatchObject({
        rowCount: 3,
      });
      const offer =
        "insert into public.provider_offers (provider_id, title, description) values ('glamour-spot', 'Eid Special', '15% off')";
      expect((await run(admin, user(alice), offer, [], { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, user(alice), offer, [], { setup: premium })).error).toBeNull();
      expect((await run(admin, user(bob), offer, [], { setup: `${premium}; ${premiumFor(() => bob)}` })).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      // An owner names only the offer's own columns (its id and time are the database's), within the lengths.
      const chosenId =
        "insert into public.provider_offers (id, provider_id, title, description) values ('mine', 'glamour-spot', 'Eid Special', '15% off')";
      expect((await run(admin, user(alice), chosenId, [], { setup: premium })).error).toBe(INSUFFICIENT_PRIVILEGE);
      const tooLong = `insert into public.provider_offers (provider_id, title, description) values ('glamour-spot', '${"x".repeat(81)}', '15% off')`;
      expect((await run(admin, user(alice), tooLong, [], { setup: premium })).error).toBe(CHECK_VIOLATION);
      const empty = "insert into public.provider_offers (provider_id, title, description) values ('glamour-spot', 'Eid Special', '')";
      expect((await run(admin, user(alice), empty, [], { setup: premium })).error).toBe(CHECK_VIOLATION);
    });
  });

  describe("bookings", () => {
    it("keep customers' details from anon: no column of the table is readable", async () => {
      for (const sql of [
        "select customer_name, customer_phone, customer_email from public.bookings",
        "select id, starts_at from public.bookings",
        "select count(*) from public.bookings",
      ]) {
        expect((await run(admin, ANON, sql)).error).toBe(INSUFFICIENT_PRIVILEGE);
      }
      expect((await run(admin, ANON, "update public.bookings set status = 'Cancelled'")).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, ANON, "delete from public.bookings")).error).toBe(INSUFFICIENT_PRIVILEGE);
      const direct = await run(
        admin,
        ANON,
        `insert into public.bookings (id, provider_id, service_id, starts_at, ends_at, customer_name, customer_phone)
         values ('x', 'glamour-spot', 'glamour-spot-haircut', now() + interval '1 day', now() + interval '25 hours', 'Eve', '+971501234567')`,
      );
      expect(direct.error).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it("show anon only which times are taken by which staff member, through staff_busy_intervals", async () => {
      const busy = await run(admin, ANON, "select * from public.staff_busy_intervals('glamour-spot', '2026-12-07')");
      expect(busy.error).toBeNull();
      expect(busy.rows).toHaveLength(1);
      expect(Object.keys(busy.rows[0]!).sort()).toEqual(["ends_at", "staff_id", "starts_at"]);
      expect(busy.rows[0]!.staff_id).toBe("glamour-spot-staff-1");
      expect((busy.rows[0]!.starts_at as Date).toISOString()).toBe("2026-12-07T06:30:00.000Z"); // 10:30 in Dubai
    });

    it("are visible to the provider's owner, who may change their status only on Premium", async () => {
      const owned = `update public.providers set owner_id = '${alice}' where id = 'glamour-spot'`;
      const setup = `${owned}; ${premiumFor(() => alice)}; ${premiumFor(() => bob)}`;
      expect(
        await run(admin, user(alice), "update public.bookings set status = 'Cancelled' where id = 'sample-booking-3'", [], {
          setup: owned,
        }),
      ).toMatchObject({ error: null, rowCount: 0 });
      const seen = await run<{ customer_name: string; staff_id: string }>(
        admin,
        user(alice),
        "select customer_name, staff_id from public.bookings where id like 'sample-%' order by starts_at",
        [],
        { setup },
      );
      expect(seen.rows.map((row) => row.customer_name)).toEqual(["Aisha Al Zaabi", "Priya Nair", "Charlotte Evans", "Reem Haddad"]);
      // The owner sees who does each booking (issue #16).
      expect(seen.rows.map((row) => row.staff_id)).toEqual([
        "glamour-spot-staff-1",
        "glamour-spot-staff-2",
        "glamour-spot-staff-3",
        "glamour-spot-staff-2",
      ]);
      expect((await run(admin, user(bob), "select * from public.bookings", [], { setup })).rows).toEqual([]);
      expect(
        await run(admin, user(alice), "update public.bookings set status = 'Confirmed' where id = 'sample-booking-3'", [], { setup }),
      ).toMatchObject({ error: null, rowCount: 1 });
      expect(
        await run(admin, user(bob), "update public.bookings set status = 'Cancelled' where id = 'sample-booking-3'", [], { setup }),
      ).toMatchObject({ error: null, rowCount: 0 });
      const rename = await run(admin, user(alice), "update public.bookings set customer_name = 'X'", [], { setup });
      expect(rename.error).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  describe("subscriptions", () => {
    it("are read by their own account only, and written by nobody directly", async () => {
      const setup = premiumFor(() => alice);
      const read = "select account_id, plan from public.subscriptions";
      expect((await run(admin, user(alice), read, [], { setup })).rows).toEqual([{ account_id: alice, plan: "premium" }]);
      expect((await run(admin, user(bob), read, [], { setup })).rows).toEqual([]);
      expect((await run(admin, ANON, read, [], { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
      for (const sql of [
        `insert into public.subscriptions (account_id, plan) values ('${bob}', 'premium')`,
        "update public.subscriptions set plan = 'featured'",
        "update public.subscriptions set trial_ends_on = '2099-12-31'",
        "delete from public.subscriptions",
      ]) {
        expect((await run(admin, user(alice), sql, [], { setup })).error, sql).toBe(INSUFFICIENT_PRIVILEGE);
      }
    });

    it("change only through subscribe_to_premium and cancel_subscription, for the caller alone", async () => {
      const today = (await admin.query<{ today: string }>("select to_char((now() at time zone 'Asia/Dubai')::date, 'YYYY-MM-DD') as today"))
        .rows[0]!.today;
      const subscribe = await run<{ account_id: string; plan: string; trial_ends_on: Date }>(
        admin,
        user(alice),
        "select * from public.subscribe_to_premium()",
      );
      expect(subscribe.error).toBeNull();
      expect(subscribe.rows[0]).toMatchObject({ account_id: alice, plan: "premium" });
      const trialEnd = await run<{ trial: string }>(
        admin,
        user(alice),
        "select to_char(trial_ends_on, 'YYYY-MM-DD') as trial from public.subscribe_to_premium()",
      );
      expect(trialEnd.rows[0]!.trial).toBe(trialEndsOn(today));

      // The trial's end is fixed by the first subscription; cancelling keeps it; Bob is untouched.
      const lifecycle = await run<{ step: string; plan: string; trial: string | null }>(
        admin,
        user(alice),
        `select 'cancelled' as step, plan, to_char(trial_ends_on, 'YYYY-MM-DD') as trial from public.cancel_subscription()`,
        [],
        {
          setup: `insert into public.subscriptions (account_id, plan, trial_ends_on) values ('${alice}', 'premium', '2027-01-05'), ('${bob}', 'premium', null)`,
        },
      );
      expect(lifecycle.rows).toEqual([{ step: "cancelled", plan: "basic", trial: "2027-01-05" }]);
      const again = await run<{ plan: string; trial: string }>(
        admin,
        user(alice),
        "select plan, to_char(trial_ends_on, 'YYYY-MM-DD') as trial from public.subscribe_to_premium()",
        [],
        { setup: `insert into public.subscriptions (account_id, plan, trial_ends_on) values ('${alice}', 'basic', '2027-01-05')` },
      );
      expect(again.rows).toEqual([{ plan: "premium", trial: "2027-01-05" }]);
      // Cancelling without ever subscribing: Basic, and nothing stored.
      const bobAfter = await run<{ account_id: string; plan: string }>(
        admin,
        user(bob),
        "select account_id, plan from public.cancel_subscription()",
      );
      expect(bobAfter.rows).toEqual([{ account_id: bob, plan: "basic" }]);
      expect((await admin.query("select 1 from public.subscriptions where account_id = $1", [bob])).rowCount).toBe(0);
      expect((await run(admin, ANON, "select * from public.subscribe_to_premium()")).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, ANON, "select * from public.cancel_subscription()")).error).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  describe("sign-in failure limits", () => {
    // As the Worker calls it (workers/adapters/supabase/auth.ts): the network is clientNetwork(address).
    const BEGIN = (email: string, address: string, network = address) =>
      `select public.begin_sign_in_attempt(p_email => '${email}', p_client_address => '${address}', p_client_network => '${network}',
         p_limit => 10, p_account_limit => 30, p_network_limit => 20, p_window_seconds => 900, p_known_seconds => 2592000) as wait`;
    const SUCCEED = (email: string, address: string) => `select public.succeed_sign_in_attempt('${email}', '${address}', 2592000)`;
    const begin = async (email: string, address: string, network = address) =>
      (await run<{ wait: number | null }>(admin, SERVICE, BEGIN(email, address, network), [], { commit: true })).rows[0]!.wait;

    it("are out of reach of the API roles", async () => {
      for (const caller of [ANON, user(alice)]) {
        for (const sql of [
          BEGIN("a@b.ae", "1.2.3.4"),
          SUCCEED("a@b.ae", "1.2.3.4"),
          "select * from private.sign_in_failures",
          "select * from private.sign_in_known_addresses",
        ]) {
          expect((await run(admin, caller, sql)).error).toBe(INSUFFICIENT_PRIVILEGE);
        }
      }
    });

    it("count each attempt before its password is checked: 10 per account and address within 15 minutes", async () => {
      for (let attempt = 1; attempt <= 10; attempt += 1) expect(await begin("limit@spa.ae", "5.6.7.8")).toBeNull();
      const wait = await begin("limit@spa.ae", "5.6.7.8");
      expect(wait).toBeGreaterThan(890);
      expect(wait).toBeLessThanOrEqual(900);
      // Another address, or another account, is not affected.
      expect(await begin("limit@spa.ae", "9.9.9.9")).toBeNull();
      expect(await begin("other@spa.ae", "5.6.7.8")).toBeNull();
      // A right password clears the pair.
      await run(admin, SERVICE, SUCCEED("limit@spa.ae", "5.6.7.8"), [], { commit: true });
      expect(await begin("limit@spa.ae", "5.6.7.8")).toBeNull();
    });

    it("hold an account after 30 failures from addresses it has not signed in from; its known address goes on", async () => {
      await run(admin, SERVICE, SUCCEED("spray@spa.ae", "10.0.0.1"), [], { commit: true });
      for (let i = 0; i < 30; i += 1) expect(await begin("spray@spa.ae", `172.16.0.${Math.floor(i / 5)}`)).toBeNull();
      expect(await begin("spray@spa.ae", "172.16.9.9")).toBeGreaterThan(0);
      expect(await begin("spray@spa.ae", "10.0.0.1")).toBeNull();
    });

    it("hold a network after 20 accounts failed from it; another network, and an account known there, go on", async () => {
      const network = "2001:db8:a:1::/64";
      const colleagueAddress = "2001:db8:a:1::c";
      await run(admin, SERVICE, SUCCEED("colleague@spa.ae", colleagueAddress), [], { commit: true });
      // The colleague's own failures at the address they are known at do not count for the network.
      for (let i = 0; i < 3; i += 1) expect(await begin("colleague@spa.ae", colleagueAddress, network)).toBeNull();
      // One password tried on 20 accounts from addresses of one /64, a second apart at most.
      for (let i = 0; i < 20; i += 1) {
        expect(await begin(`sprayed-${i}@spa.ae`, `2001:db8:a:1::${i + 1}`, network)).toBeNull();
      }
      const wait = await begin("sprayed-20@spa.ae", "2001:db8:a:1:ffff::99", network);
      expect(wait).toBeGreaterThan(880);
      expect(wait).toBeLessThanOrEqual(900);
      // An account that failed there already is held too, and nothing was counted for the refused ones.
      expect(await begin("sprayed-0@spa.ae", "2001:db8:a:1::1", network)).toBeGreaterThan(0);
      const counted = await admin.query("select count(*)::int as n from private.sign_in_failures where client_network = $1", [network]);
      expect(counted.rows[0].n).toBe(23);
      // Another network goes on, and so does an account at an address it signed in from.
      expect(await begin("sprayed-21@spa.ae", "2001:db8:a:2::1", "2001:db8:a:2::/64")).toBeNull();
      expect(await begin("colleague@spa.ae", colleagueAddress, network)).toBeNull();
    });

    it("let a held network go when enough of its accounts' failures leave the window, and say when", async () => {
      const network = "192.0.2.10";
      // Ten accounts failed 10 minutes ago, ten 5 minutes ago: the network waits 5 minutes, then 10.
      await admin.query(
        `insert into private.sign_in_failures (email, client_address, client_network, failed_at)
         select 'aged-' || i || '@' || $1 || '.ae', $1, $1, now() - case when i < 10 then interval '10 minutes' else interval '5 minutes' end
         from generate_series(0, 19) i`,
        [network],
      );
      const wait = await begin(`aged-new@${network}.ae`, network);
      expect(wait).toBeGreaterThan(290);
      expect(wait).toBeLessThanOrEqual(300);
      await admin.query("update private.sign_in_failures set failed_at = failed_at - interval '5 minutes' where client_network = $1", [
        network,
      ]);
      expect(await begin(`aged-new@${network}.ae`, network)).toBeNull();
    });

    it("decide attempts on many accounts from one network one at a time: of 30 connections at once, exactly 20 are let through", async () => {
      const network = "198.51.100.201";
      const clients = Array.from({ length: 30 }, () => connect(database));
      await Promise.all(clients.map((client) => client.connect()));
      try {
        const waits = await Promise.all(
          clients.map(
            async (client, i) =>
              (await run<{ wait: number | null }>(client, SERVICE, BEGIN(`burst-${i}@${network}.ae`, network), [], { commit: true }))
                .rows[0]!.wait,
          ),
        );
        expect(waits.filter((wait) => wait === null)).toHaveLength(20);
        expect(waits.filter((wait) => typeof wait === "number" && wait > 0)).toHaveLength(10);
      } finally {
        await Promise.allSettled(clients.map((client) => client.end()));
      }
    });

    it("decide concurrent attempts one at a time: of 20 connections at once, exactly 10 are let through", async () => {
      const clients = Array.from({ length: 20 }, () => connect(database));
      await Promise.all(clients.map((client) => client.connect()));
      try {
        const waits = await Promise.all(
          clients.map(
            async (client) =>
              (await run<{ wait: number | null }>(client, SERVICE, BEGIN("burst@spa.ae", "5.6.7.9"), [], { commit: true })).rows[0]!.wait,
          ),
        );
        expect(waits.filter((wait) => wait === null)).toHaveLength(10);
        expect(waits.filter((wait) => typeof wait === "number" && wait > 0)).toHaveLength(10);
      } finally {
        await Promise.allSettled(clients.map((client) => client.end()));
      }
    });
  });

  /**
   * The storage buckets and their policies on storage.objects (a stand-in of Supabase's storage
   * schema): who may upload where under which names, and who may read what back through the API.
   * Size and type limits are enforced by the Storage server from the bucket rows; here we check
   * that the rows carry them.
   */
  describe("storage", () => {
    const UPLOAD = "insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, auth.uid()::text)";

    it("has the three buckets with size and type limits; trade licences are private", async () => {
      const { rows } = await admin.query(
        "select id, public, file_size_limit::int as max, allowed_mime_types as types from storage.buckets order by id",
      );
      expect(rows).toEqual([
        { id: "job_postings_assets", public: true, max: 2 * 1024 * 1024, types: ["image/jpeg", "image/png", "image/webp"] },
        { id: "product_images", public: true, max: 5 * 1024 * 1024, types: ["image/jpeg", "image/png", "image/webp"] },
        {
          id: "provider_documents",
          public: false,
          max: 10 * 1024 * 1024,
          // Issue #33 (0036): applicants' CVs may be Word documents too.
          types: [
            "application/pdf",
            "image/jpeg",
            "image/png",
            "image/webp",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          ],
        },
      ]);
    });

    it("lets visitors upload product images, and only signed-in accounts business documents and company logos, under the spec's pattern", async () => {
      const allowed: Array<[Parameters<typeof run>[1], string, string]> = [
        [user(alice), "provider_documents", "trade_licenses/1732186800000_trade-licence.pdf"],
        [user(alice), "provider_documents", "trade_licenses/1732186800000123_scan.JPG"],
        [user(alice), "provider_documents", "logos/1732186800000_logo.webp"],
        [user(alice), "job_postings_assets", "logos/1732186800000_company_logo.webp"],
        [ANON, "product_images", "products/1732186800000_serum.jpeg"],
      ];
      for (const [caller, bucket, name] of allowed) {
        expect((await run(admin, caller, UPLOAD, [bucket, name])).error, `${bucket}/${name}`).toBeNull();
      }
      const refused: Array<[Parameters<typeof run>[1], string, string]> = [
        [ANON, "provider_documents", "trade_licenses/1732186800000_trade-licence.pdf"], // needs an account
        [ANON, "provider_documents", "logos/1732186800000_logo.webp"],
        [ANON, "job_postings_assets", "logos/1732186800000_company_logo.webp"], // posting a job needs an account
        [user(alice), "provider_documents", "logos/1732186800000_logo.png"], // logos are stored re-encoded as WebP
        [user(alice), "provider_documents", "trade_licenses/licence.pdf"], // no timestamp
        [user(alice), "provider_documents", "trade_licenses/1732186800000_licence.exe"], // not a document
        [user(alice), "provider_documents", "logos/1732186800000_logo.pdf"], // a logo is an image
        [user(alice), "provider_documents", "logos/1732186800000_logo.svg"], // SVG can carry scripts
        [user(alice), "provider_documents", "other/1732186800000_x.png"], // unknown folder
        [user(alice), "provider_documents", "trade_licenses/nested/1732186800000_x.pdf"],
        [user(alice), "provider_documents", "trade_licenses/1732186800000_../../x.pdf"],
        [user(alice), "provider_documents", "trade_licenses/1732186800000_my licence.pdf"], // unsafe characters
        [ANON, "job_postings_assets", "products/1732186800000_x.png"], // wrong folder for the bucket
        [ANON, "product_images", "logos/1732186800000_x.png"],
        [ANON, "product_images", "products/1732186800000_x.gif"], // GIF is not taken any more
        [ANON, "avatars", "1732186800000_x.png"], // no such bucket policy
      ];
      for (const [caller, bucket, name] of refused) {
        const result = await run(admin, caller, UPLOAD, [bucket, name]);
        expect(result.error, `${caller.role} ${bucket}/${name}`).not.toBeNull();
      }
    });

    it("makes a business document its uploader's: nobody uploads one as someone else", async () => {
      const asBob = "insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)";
      const result = await run(admin, user(alice), asBob, ["provider_documents", "trade_licenses/1732186800000_bob.pdf", bob]);
      expect(result.error).not.toBeNull();
    });

    it("never lets an upload be overwritten or deleted through the API", async () => {
      const setup = `insert into storage.objects (bucket_id, name) values ('product_images', 'products/1732186800000_kept.png')`;
      for (const caller of [ANON, user(alice)]) {
        expect(await run(admin, caller, "update storage.objects set name = 'products/1732186800001_x.png'", [], { setup })).toMatchObject({
          rowCount: 0,
        });
        expect(await run(admin, caller, "delete from storage.objects", [], { setup })).toMatchObject({ rowCount: 0 });
      }
    });

    it("serves logos and public images to anyone, trade licences only to their uploader", async () => {
      const setup = `
        insert into storage.objects (bucket_id, name, owner_id) values
          ('provider_documents', 'trade_licenses/1732186800000_alice.pdf', '${alice}'),
          ('provider_documents', 'logos/1732186800000_alice.png', '${alice}'),
          ('job_postings_assets', 'logos/1732186800000_company.png', null),
          ('product_images', 'products/1732186800000_serum.png', null)`;
      const visible = async (caller: Parameters<typeof run>[1]) =>
        (
          await run<{ name: string }>(admin, caller, "select bucket_id || '/' || name as name from storage.objects order by 1", [], {
            setup,
          })
        ).rows.map((row) => row.name);
      const publicObjects = [
        "job_postings_assets/logos/1732186800000_company.png",
        "product_images/products/1732186800000_serum.png",
        "provider_documents/logos/1732186800000_alice.png",
      ];
      expect(await visible(ANON)).toEqual(publicObjects);
      expect(await visible(user(bob))).toEqual(publicObjects);
      expect(await visible(user(alice))).toEqual([...publicObjects, "provider_documents/trade_licenses/1732186800000_alice.pdf"].sort());
      // The API roles cannot change buckets (size and type limits included).
      const loosen = await run(admin, ANON, "update storage.buckets set public = true where id = 'provider_documents'");
      expect(loosen.rowCount).toBe(0);
      expect([null, INSUFFICIENT_PRIVILEGE]).toContain(loosen.error);
    });
  });
});
