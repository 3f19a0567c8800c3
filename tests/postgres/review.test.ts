/**
 * The review of registrations in PostgreSQL (0001_baseline.sql): the reviewer role that
 * only the service role grants, the queue readable by reviewers only, approve_registration making
 * exactly one listing also when two reviewers approve at once, reject_registration with its reason,
 * and the trade licences reviewers may sign links for.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect, createSupabaseDatabase, type TestDatabase } from "./database";
import { ANON, createUser, INSUFFICIENT_PRIVILEGE, run, SERVICE, user, type Caller } from "./roles";

const APPROVE = "select public.approve_registration($1, 'Parlour', $2, 'Sat–Thu 10:00–18:00, Fri closed', 25.2, 55.27) as result";
const REJECT = "select public.reject_registration($1, $2) as result";

describe.each(inject("postgresDatabases"))("the review of registrations, $grants default grants", (shared) => {
  // Approvals commit new providers, which the other files' exact counts of the directory must not
  // see: this file gets databases of its own, built by the same migrations.
  let database: TestDatabase;
  let admin: pg.Client;
  let owner: string;
  let stranger: string;
  let reviewer: string;
  let second: string;

  /** A Pending registration of `owner`, committed (as the table owner, as if submitted through the API). */
  async function registration(name = `Desert Rose ${randomUUID().slice(0, 8)}`, logo: string | null = null): Promise<string> {
    const { rows } = await admin.query<{ id: string }>(
      `insert into public.provider_registrations (owner_id, business_name, business_type, full_address, emirate, contact_person_name,
         business_email, business_phone, short_description, trade_license_url, logo_url, agreed_to_terms)
       values ($1, $2, 'Spa', 'Villa 3, Al Wasl Road', 'Dubai', 'Layla', 'layla@desertrose.ae', '+97141234567', 'A calm day spa.',
         'provider_documents/trade_licenses/1732186800000_licence.pdf', $3, true) returning id`,
      [owner, name, logo],
    );
    return rows[0]!.id;
  }

  beforeAll(async () => {
    database = await createSupabaseDatabase(
      { ...shared, database: "postgres" },
      `review_${shared.grants}_${randomUUID().slice(0, 8)}`,
      shared.grants,
    );
    admin = connect(database);
    await admin.connect();
    [owner, stranger, reviewer, second] = [
      await createUser(admin),
      await createUser(admin),
      await createUser(admin),
      await createUser(admin),
    ];
    await admin.query("insert into public.reviewers (account_id) values ($1), ($2)", [reviewer, second]);
  });
  afterAll(async () => {
    await admin.end();
  });

  it("grants the role only through the service role; API callers cannot read or write it", async () => {
    for (const caller of [ANON, user(stranger), user(reviewer)] as Caller[]) {
      expect((await run(admin, caller, "select * from public.reviewers")).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, caller, "insert into public.reviewers (account_id) values ($1)", [stranger])).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    }
    expect((await run(admin, SERVICE, "insert into public.reviewers (account_id) values ($1)", [stranger])).error).toBeNull();
    expect((await run(admin, user(stranger), "select public.is_reviewer() as yes")).rows).toEqual([{ yes: false }]);
    expect((await run(admin, user(reviewer), "select public.is_reviewer() as yes")).rows).toEqual([{ yes: true }]);
    expect((await run(admin, ANON, "select public.is_reviewer()")).error).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("shows every registration to reviewers only; others see their own, and nobody changes a status by hand", async () => {
    const id = await registration();
    const visible = async (caller: Caller) =>
      (await run<{ id: string }>(admin, caller, "select id from public.provider_registrations where id = $1", [id])).rows.length;
    expect(await visible(user(reviewer))).toBe(1);
    expect(await visible(user(owner))).toBe(1);
    expect(await visible(user(stranger))).toBe(0);
    for (const caller of [user(owner), user(reviewer)]) {
      const changed = await run(admin, caller, "update public.provider_registrations set status = 'Approved' where id = $1", [id]);
      expect(changed.error ?? changed.rowCount).not.toBe(1);
    }
  });

  it("refuses every decision to anyone but a reviewer", async () => {
    const id = await registration();
    for (const caller of [ANON, user(stranger), user(owner)] as Caller[]) {
      expect((await run(admin, caller, APPROVE, [id, "desert-rose"])).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, caller, REJECT, [id, "No."])).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    const { rows } = await admin.query("select status from public.provider_registrations where id = $1", [id]);
    expect(rows).toEqual([{ status: "Pending" }]);
  });

  it("approves into one listing owned by the registering account, with the logo first and no rating; a second approval changes nothing", async () => {
    const slug = `glow-${randomUUID().slice(0, 8)}`;
    const id = await registration("Glow & Co", "https://glow.example/uploads/provider_documents/logos/1732186800000_logo.webp");
    const first = await run<{ result: unknown }>(admin, user(reviewer), APPROVE, [id, slug], { commit: true });
    expect(first.rows[0]!.result).toEqual({ outcome: "approved", provider_id: slug });
    const listing = await admin.query(
      "select owner_id, name, type, emirate, rating::text, about, phone from public.providers where id = $1",
      [slug],
    );
    expect(listing.rows).toEqual([
      {
        owner_id: owner,
        name: "Glow & Co",
        type: "Parlour",
        emirate: "Dubai",
        rating: "0.0",
        about: "A calm day spa.",
        phone: "+97141234567",
      },
    ]);
    const images = await admin.query("select position, url, alt from public.provider_images where provider_id = $1", [slug]);
    expect(images.rows).toEqual([
      { position: 1, url: "https://glow.example/uploads/provider_documents/logos/1732186800000_logo.webp", alt: "Glow & Co logo" },
    ]);
    const again = await run<{ result: unknown }>(admin, user(second), APPROVE, [id, `${slug}-other`], { commit: true });
    expect(again.rows[0]!.result).toEqual({ outcome: "decided", status: "Approved" });
    expect((await run<{ result: unknown }>(admin, user(second), REJECT, [id, "Late."])).rows[0]!.result).toEqual({
      outcome: "decided",
      status: "Approved",
    });
    const registrationRow = await admin.query("select status, provider_id, reviewed_by from public.provider_registrations where id = $1", [
      id,
    ]);
    expect(registrationRow.rows).toEqual([{ status: "Approved", provider_id: slug, reviewed_by: reviewer }]);
    // The slug is taken: another business of the same name gets the next one.
    const twin = await registration("Glow & Co");
    expect((await run<{ result: unknown }>(admin, user(reviewer), APPROVE, [twin, slug], { commit: true })).rows[0]!.result).toEqual({
      outcome: "approved",
      provider_id: `${slug}-2`,
    });
  });

  it("makes exactly one listing when two reviewers approve at the same moment", async () => {
    const id = await registration();
    const slug = `race-${randomUUID().slice(0, 8)}`;
    const [a, b] = [connect(database), connect(database)];
    await Promise.all([a.connect(), b.connect()]);
    try {
      const begin = async (client: pg.Client, account: string) => {
        await client.query("begin");
        await client.query("set local role authenticated");
        await client.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: account, role: "authenticated", aud: "authenticated" }),
        ]);
      };
      await begin(a, reviewer);
      await begin(b, second);
      const first = await a.query(APPROVE, [id, slug]);
      // The second waits on the registration's lock until the first commits, then sees it decided.
      const waiting = b.query(APPROVE, [id, slug]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await a.query("commit");
      const later = await waiting;
      await b.query("commit");
      expect(first.rows[0].result).toEqual({ outcome: "approved", provider_id: slug });
      expect(later.rows[0].result).toEqual({ outcome: "decided", status: "Approved" });
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    const { rows } = await admin.query("select count(*)::int as listings from public.providers where id like $1", [`${slug}%`]);
    expect(rows).toEqual([{ listings: 1 }]);
  });

  it("rejects with the reason the owner reads; a rejected registration cannot be approved", async () => {
    const id = await registration();
    const reason = "The trade licence has expired.";
    expect((await run<{ result: unknown }>(admin, user(reviewer), REJECT, [id, reason], { commit: true })).rows[0]!.result).toEqual({
      outcome: "rejected",
    });
    const mine = await run(admin, user(owner), "select status, rejection_reason from public.provider_registrations where id = $1", [id]);
    expect(mine.rows).toEqual([{ status: "Rejected", rejection_reason: reason }]);
    expect((await run<{ result: unknown }>(admin, user(reviewer), APPROVE, [id, "never"])).rows[0]!.result).toEqual({
      outcome: "decided",
      status: "Rejected",
    });
    expect((await run(admin, user(reviewer), REJECT, [await registration(), " "])).error).toBe("23514");
  });

  it("lets only a listing's owner change it: profile, services given to its staff, photos", async () => {
    const id = await registration("Owner Edits Spa");
    const slug = `edits-${randomUUID().slice(0, 8)}`;
    await run(admin, user(reviewer), APPROVE, [id, slug], { commit: true });
    const staff = await admin.query("select id, name, title from public.staff where provider_id = $1", [slug]);
    expect(staff.rows).toEqual([{ id: `${slug}-owner`, name: "Layla", title: "Owner" }]);
    const UPDATE = "select public.update_listing($1, 'About', '+97141234567', 'a@b.ae', 'Daily', 'Villa 1', 25.2, 55.3)";
    const SAVE = "select public.save_listing_service($1, null, 'Facial', 199.5, 60) as id";
    for (const caller of [ANON, user(stranger), user(reviewer)] as Caller[]) {
      expect((await run(admin, caller, UPDATE, [slug])).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, caller, SAVE, [slug])).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, caller, "select public.remove_listing_service($1, 'x')", [slug])).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    expect((await run(admin, user(owner), UPDATE, [slug])).error).toBeNull();
    const outside = "select public.update_listing($1, 'About', '+97141234567', 'a@b.ae', 'Daily', 'Villa 1', 40, 55.3)";
    expect((await run(admin, user(owner), outside, [slug])).error).toBe("23514");
    const saved = await run<{ id: string }>(admin, user(owner), SAVE, [slug], { commit: true });
    const serviceId = saved.rows[0]!.id;
    const performers = await admin.query("select staff_id from public.staff_services where service_id = $1", [serviceId]);
    expect(performers.rows).toEqual([{ staff_id: `${slug}-owner` }]);
    const photo = "select public.add_listing_photo($1, $2, 'Room', 2) as outcome";
    expect(
      (await run<{ outcome: string }>(admin, user(owner), photo, [slug, "https://x.example/1.webp"], { commit: true })).rows[0]!.outcome,
    ).toBe("changed");
    expect(
      (await run<{ outcome: string }>(admin, user(owner), photo, [slug, "https://x.example/2.webp"], { commit: true })).rows[0]!.outcome,
    ).toBe("changed");
    expect((await run<{ outcome: string }>(admin, user(owner), photo, [slug, "https://x.example/3.webp"])).rows[0]!.outcome).toBe("full");
    const arrange = await run<{ outcome: string }>(
      admin,
      user(owner),
      "select public.arrange_listing_photos($1, $2, $3) as outcome",
      [slug, ["https://x.example/2.webp"], ["https://x.example/1.webp", "https://x.example/2.webp"]],
      { commit: true },
    );
    expect(arrange.rows[0]!.outcome).toBe("changed");
    const photos = await admin.query("select position, url from public.provider_images where provider_id = $1", [slug]);
    expect(photos.rows).toEqual([{ position: 1, url: "https://x.example/2.webp" }]);
    const removed = await run<{ outcome: string }>(admin, user(owner), "select public.remove_listing_service($1, $2) as outcome", [
      slug,
      serviceId,
    ]);
    expect(removed.rows[0]!.outcome).toBe("removed");
  });

  it("sets the area, changes photos only as shown, and says 'booked' only for bookings", async () => {
    const id = await registration("Area And Photos Spa");
    const slug = `area-${randomUUID().slice(0, 8)}`;
    await run(admin, user(reviewer), APPROVE, [id, slug], { commit: true });
    const update = (location: string | null) =>
      run(
        admin,
        user(owner),
        "select public.update_listing($1, 'About', '+97141234567', 'a@b.ae', 'Daily', 'Villa 1', 25.2, 55.3, $2)",
        [slug, location],
        { commit: true },
      );
    const area = async () => (await admin.query("select location from public.providers where id = $1", [slug])).rows[0]!.location;
    expect(await area()).toBe(""); // an approved listing starts with no area (0048, issue #33)
    expect((await update("Al Sufouh")).error).toBeNull();
    expect(await area()).toBe("Al Sufouh");
    expect((await update(null)).error).toBeNull();
    expect(await area()).toBe("Al Sufouh");
    expect((await update(" ")).error).toBe("23514");
    expect((await update("J".repeat(61))).error).toBe("23514");
    expect(
      (await run(admin, user(stranger), "select public.update_listing($1, 'x', 'x', 'x', 'x', 'x', 25.2, 55.3, 'Mine')", [slug])).error,
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await area()).toBe("Al Sufouh");

    const [a, b, c] = ["a", "b", "c"].map((name) => `https://x.example/${slug}-${name}.webp`) as [string, string, string];
    for (const url of [a, b, c]) {
      await run(admin, user(owner), "select public.add_listing_photo($1, $2, 'Room', 10)", [slug, url], { commit: true });
    }
    const arrange = async (urls: string[], shown: string[]) =>
      (
        await run<{ outcome: string }>(
          admin,
          user(owner),
          "select public.arrange_listing_photos($1, $2, $3) as outcome",
          [slug, urls, shown],
          {
            commit: true,
          },
        )
      ).rows[0]!.outcome;
    const photos = async () =>
      (await admin.query("select url from public.provider_images where provider_id = $1 order by position", [slug])).rows.map(
        (row) => row.url,
      );
    // Shown two of the three (the third added meanwhile): nothing changes.
    expect(await arrange([b], [a, b])).toBe("stale");
    expect(await arrange([b, "https://x.example/other.webp"], [a, b, c])).toBe("stale");
    expect(await photos()).toEqual([a, b, c]);
    expect(await arrange([c, a], [c, b, a])).toBe("changed");
    expect(await photos()).toEqual([c, a]);

    const service = (
      await run<{ id: string }>(admin, user(owner), "select public.save_listing_service($1, null, 'Facial', 200, 60) as id", [slug], {
        commit: true,
      })
    ).rows[0]!.id;
    const remove = "select public.remove_listing_service($1, $2) as outcome";
    // Another table's foreign key is an error, never "booked".
    const note = `create table public.service_notes_test (provider_id text, service_id text,
      foreign key (provider_id, service_id) references public.services (provider_id, id));
      insert into public.service_notes_test values ('${slug}', '${service}')`;
    expect((await run(admin, user(owner), remove, [slug, service], { setup: note })).error).toBe("23503");
    const booking = `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone)
      values ('${slug}-booking', '${slug}', '${service}', '${slug}-owner', now() + interval '1 day', now() + interval '25 hours', 'Eve', '+971501234567')`;
    expect((await run<{ outcome: string }>(admin, user(owner), remove, [slug, service], { setup: booking })).rows[0]!.outcome).toBe(
      "booked",
    );
    expect((await run<{ outcome: string }>(admin, user(owner), remove, [slug, service])).rows[0]!.outcome).toBe("removed");
  });

  it("starts an approved listing's setup (0048): no area, no map point, out of search until a service and its area", async () => {
    const name = `Setup Lounge ${randomUUID().slice(0, 8)}`;
    const id = await registration(name);
    const slug = `setup-${randomUUID().slice(0, 8)}`;
    await run(admin, user(reviewer), APPROVE, [id, slug], { commit: true });
    const setup = async () =>
      (await run(admin, ANON, "select area_chosen, map_placed from public.listing_setup where provider_id = $1", [slug])).rows;
    expect(await setup()).toEqual([{ area_chosen: false, map_placed: false }]);
    expect((await admin.query("select location from public.providers where id = $1", [slug])).rows).toEqual([{ location: "" }]);
    // Nobody writes it but the triggers.
    for (const caller of [ANON, user(owner)] as Caller[]) {
      expect((await run(admin, caller, "update public.listing_setup set area_chosen = true where provider_id = $1", [slug])).error).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    }
    const found = async () => {
      const { rows } = await run<{ result: { hits: { provider_id: string }[] } }>(
        admin,
        ANON,
        "select public.search_providers(array[$1]::text[], null, null, null, null, 0, 0, 5000, 20, null, null, null) as result",
        [name.toLowerCase()],
      );
      return rows[0]!.result.hits.map((hit) => hit.provider_id);
    };
    expect(await found()).toEqual([]);
    const service = await run(admin, user(owner), "select public.save_listing_service($1, null, 'Gel Manicure', 120, 45)", [slug], {
      commit: true,
    });
    expect(service.error).toBeNull();
    expect(await found()).toEqual([]); // a service, no area yet
    const update = await run(
      admin,
      user(owner),
      "select public.update_listing($1, 'About', '+97141234567', 'a@b.ae', 'Daily', 'Villa 1', 25.08, 55.14, 'Dubai Marina, Dubai')",
      [slug],
      { commit: true },
    );
    expect(update.error).toBeNull();
    expect(await setup()).toEqual([{ area_chosen: true, map_placed: true }]);
    expect(await found()).toEqual([slug]);
    // The last service removed: out of search again.
    await admin.query("delete from public.services where provider_id = $1", [slug]);
    expect(await found()).toEqual([]);
  });

  it("refuses a second service of a name the listing has (any case), added or renamed, also when two adds race", async () => {
    const slug = `names-${randomUUID().slice(0, 8)}`;
    await run(admin, user(reviewer), APPROVE, [await registration("Names Spa"), slug], { commit: true });
    const save = (name: string, id: string | null = null, client = admin) =>
      run<{ id: string }>(client, user(owner), "select public.save_listing_service($1, $2, $3, 150, 45) as id", [slug, id, name], {
        commit: true,
      });
    const manicure = (await save("Manicure")).rows[0]!.id;
    const pedicure = (await save("Pedicure")).rows[0]!.id;
    expect((await save("MANICURE")).error).toBe("23505");
    expect((await save("manicure", pedicure)).error).toBe("23505");
    // The service keeps its own name under another case, and its other fields change.
    expect((await save("manicure", manicure)).rows[0]!.id).toBe(manicure);
    const connections = Array.from({ length: 2 }, () => connect(database));
    await Promise.all(connections.map((connection) => connection.connect()));
    try {
      const race = await Promise.all(connections.map((connection) => save("Gel Polish", null, connection)));
      expect(race.map((outcome) => outcome.error).sort()).toEqual(["23505", null]);
    } finally {
      await Promise.allSettled(connections.map((connection) => connection.end()));
    }
    const names = await admin.query("select name from public.services where provider_id = $1 order by position", [slug]);
    expect(names.rows.map((row) => row.name)).toEqual(["manicure", "Pedicure", "Gel Polish"]);
  });

  it("lets reviewers read trade licence objects (to sign a link), and nobody else's but their own", async () => {
    const name = `trade_licenses/1732186800000${Math.floor(Math.random() * 900 + 100)}_licence.pdf`;
    await admin.query("insert into storage.objects (bucket_id, name, owner_id) values ('provider_documents', $1, $2)", [name, owner]);
    const read = async (caller: Caller) =>
      (await run(admin, caller, "select name from storage.objects where bucket_id = 'provider_documents' and name = $1", [name])).rows
        .length;
    expect(await read(user(reviewer))).toBe(1);
    expect(await read(user(stranger))).toBe(0);
    expect(await read(ANON)).toBe(0);
  });
});
