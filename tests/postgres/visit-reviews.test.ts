/**
 * Reviews from completed visits on PostgreSQL (0038_visit_reviews.sql): one review per completed booking, written
 * only through its review token by submit_visit_review, which recomputes the provider's rating and review count
 * under the provider's row lock (20 concurrent reviews give the exact average); the seed's samples are imported;
 * nobody writes the tables directly, and hidden reviews are nobody's to read.
 */
import { createHash, randomUUID } from "node:crypto";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { connect } from "./database";
import { ANON, asTableOwnerWithAliceAndBob, INSUFFICIENT_PRIVILEGE, listingSql, run, SERVICE, user } from "./roles";

const SUBMIT = "select public.submit_visit_review($1, $2, $3, $4) as answer";
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

describe.each(inject("postgresDatabases"))("visit reviews, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;

  asTableOwnerWithAliceAndBob(database, (client, first, second) => {
    admin = client;
    alice = first;
    bob = second;
  });

  /** A listing of its own with one service and one professional. */
  const listing = async () => {
    const id = `reviews-${randomUUID().slice(0, 8)}`;
    await admin.query(listingSql(id, alice));
    await admin.query(
      `insert into public.services (id, provider_id, position, name, price_aed, duration_minutes) values ($1, $2, 1, 'Blow-dry', 100, 30)`,
      [`${id}-svc`, id],
    );
    await admin.query(
      `insert into public.staff (id, provider_id, position, name, title, image_url) values ($1, $2, 1, 'Layla', 'Stylist', '/x.jpg')`,
      [`${id}-staff`, id],
    );
    return id;
  };

  /** A past booking of the listing (`daysAgo` days ago), completed unless `outcome` says otherwise, and its token. */
  const visit = async (provider: string, daysAgo: number, { outcome = "completed" as string | null, slot = 0 } = {}) => {
    const id = randomUUID();
    await admin.query(
      `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, source)
       values ($1, $2, $3, $4, now() - make_interval(days => $5, hours => $6 + 1), now() - make_interval(days => $5, hours => $6), 'Aisha Al Mansoori', '+971501234567', 'walk_in')`,
      [id, provider, `${provider}-svc`, `${provider}-staff`, daysAgo, slot],
    );
    if (outcome) await admin.query("update public.bookings set outcome = $2, outcome_at = now() where id = $1", [id, outcome]);
    const token = randomUUID();
    await admin.query("insert into public.review_tokens (booking_id, token_hash) values ($1, $2)", [id, sha256(token)]);
    return { id, token };
  };
  const submit = (token: string, rating: number, text = "") =>
    run<{ answer: Record<string, unknown> }>(admin, ANON, SUBMIT, [sha256(token), rating, text, "Aisha A."], { commit: true });
  const provider = async (id: string) =>
    (await admin.query("select rating::float as rating, review_count from public.providers where id = $1", [id])).rows[0];

  it("marks the seed's samples imported and counts them", async () => {
    const { rows } = await admin.query(
      "select bool_and(r.imported) as imported, bool_and(p.review_count = (select count(*) from public.reviews x where x.provider_id = p.id)) as counted from public.reviews r join public.providers p on p.id = r.provider_id",
    );
    expect(rows[0]).toEqual({ imported: true, counted: true });
  });

  it("takes one review of a completed visit through its token, recounts the provider, and refuses a second use", async () => {
    const id = await listing();
    const { token, id: booking } = await visit(id, 3);
    const first = await submit(token, 4, "Lovely");
    expect(first.error).toBeNull();
    expect(first.rows[0]!.answer).toMatchObject({ outcome: "SUBMITTED", provider_id: id });
    expect(await provider(id)).toEqual({ rating: 4, review_count: 1 });
    const { rows } = await admin.query(
      "select service_name, author_name, rating, text, visit_month from public.visit_reviews where booking_id = $1",
      [booking],
    );
    expect(rows[0]).toMatchObject({ service_name: "Blow-dry", author_name: "Aisha A.", rating: 4, text: "Lovely" });
    expect((await submit(token, 5)).rows[0]!.answer).toEqual({ outcome: "ALREADY_REVIEWED" });
    expect((await submit("not-a-token", 5)).rows[0]!.answer).toEqual({ outcome: "INVALID_TOKEN" });
    expect(await provider(id)).toEqual({ rating: 4, review_count: 1 });
  });

  it("refuses no-shows, unmarked visits and visits past the 60-day window", async () => {
    const id = await listing();
    expect((await submit((await visit(id, 2, { outcome: "no_show" })).token, 5)).rows[0]!.answer).toEqual({ outcome: "NOT_COMPLETED" });
    expect((await submit((await visit(id, 2, { outcome: null, slot: 2 })).token, 5)).rows[0]!.answer).toEqual({ outcome: "NOT_COMPLETED" });
    expect((await submit((await visit(id, 61)).token, 5)).rows[0]!.answer).toEqual({ outcome: "WINDOW_CLOSED" });
    expect(await provider(id)).toEqual({ rating: 0, review_count: 0 });
  });

  it("lets nobody write reviews or read tokens directly; hidden reviews are not read", async () => {
    const id = await listing();
    const { id: booking } = await visit(id, 1);
    const insert = `insert into public.visit_reviews (booking_id, provider_id, service_name, visit_month, author_name, rating)
                    values ($1, $2, 'x', '2026-01', 'X', 5)`;
    for (const caller of [ANON, user(alice), user(bob)]) {
      expect((await run(admin, caller, insert, [booking, id])).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, caller, "select * from public.review_tokens")).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    const { token } = await visit(id, 1, { slot: 3 });
    await submit(token, 2);
    expect((await run(admin, ANON, "select rating from public.visit_reviews where provider_id = $1", [id])).rows).toEqual([{ rating: 2 }]);
    await admin.query("update public.visit_reviews set hidden_at = now(), hidden_reason = 'abusive' where provider_id = $1", [id]);
    expect((await run(admin, ANON, "select rating from public.visit_reviews where provider_id = $1", [id])).rows).toEqual([]);
    expect((await run(admin, SERVICE, "select count(*)::int as n from public.visit_reviews where provider_id = $1", [id])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it("shows anyone the visible visit reviews newest first, then the samples, in one keyset; counts per star (0046)", async () => {
    const id = await listing();
    await admin.query(
      `insert into public.reviews (id, provider_id, position, user_name, rating, comment) values
       ($1 || '-r1', $1, 1, 'Fatima A.', 5, 'First sample'), ($1 || '-r2', $1, 2, 'Sarah M.', 4, 'Second sample')`,
      [id],
    );
    for (const [slot, rating] of [
      [0, 3],
      [3, 5],
      [6, 1],
    ] as const)
      await submit((await visit(id, 2, { slot })).token, rating, `slot ${slot}`);
    await admin.query(
      "update public.visit_reviews set hidden_at = now(), hidden_reason = 'abusive' where provider_id = $1 and rating = 1",
      [id],
    );
    const shown =
      "select verified, rating, text, service_name, visit_month, author_name, sort_key, id from public.shown_reviews where provider_id = $1 order by sort_key desc, id desc";
    for (const caller of [ANON, user(bob)]) {
      const { rows, error } = await run<Record<string, any>>(admin, caller, shown, [id]);
      expect(error).toBeNull();
      expect(rows.map((row) => [row.verified, row.text])).toEqual([
        [true, "slot 3"],
        [true, "slot 0"],
        [false, "First sample"],
        [false, "Second sample"],
      ]);
      expect(rows[0]).toMatchObject({
        service_name: "Blow-dry",
        author_name: "Aisha A.",
        visit_month: expect.stringMatching(/^\d{4}-\d{2}$/),
      });
      expect(rows[2]).toMatchObject({ service_name: null, visit_month: null });
      // The keyset resumes after a row, as PostgREST's or=(sort_key.lt…, and(sort_key.eq…, id.lt…)) asks.
      const after = rows[1]!;
      const rest = await run<Record<string, any>>(
        admin,
        caller,
        "select text from public.shown_reviews where provider_id = $1 and (sort_key < $2 or (sort_key = $2 and id < $3)) order by sort_key desc, id desc",
        [id, after.sort_key, after.id],
      );
      expect(rest.rows.map((row) => row.text)).toEqual(["First sample", "Second sample"]);
      const stars = await run(
        admin,
        caller,
        "select stars, count from public.shown_review_stars where provider_id = $1 order by stars desc",
        [id],
      );
      expect(stars.rows).toEqual([
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 1 },
      ]);
    }
  });

  it("20 concurrent reviews of one provider give the exact average and count", async () => {
    const id = await listing();
    const ratings = Array.from({ length: 20 }, (_, index) => ((index * 7) % 5) + 1);
    const tokens: string[] = [];
    for (let index = 0; index < ratings.length; index += 1) tokens.push((await visit(id, 1 + index, { slot: 0 })).token);
    const clients = ratings.map(() => connect(database));
    await Promise.all(clients.map((client) => client.connect()));
    try {
      const answers = await Promise.all(
        clients.map((client, index) =>
          run<{ answer: { outcome: string } }>(client, ANON, SUBMIT, [sha256(tokens[index]!), ratings[index], "", "Aisha A."], {
            commit: true,
          }),
        ),
      );
      expect(answers.map((answer) => answer.rows[0]?.answer.outcome)).toEqual(ratings.map(() => "SUBMITTED"));
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const exact = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
    expect(await provider(id)).toEqual({ rating: exact, review_count: 20 });
  });

  it("the owner's completion writes the review invitation in its statement; the consumer's token hash opens the form once", async () => {
    const id = await listing();
    const booking = randomUUID();
    await admin.query(
      `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, source)
       values ($1, $2, $3, $4, now() - interval '3 hours', now() - interval '2 hours', 'Aisha Al Mansoori', '+971501234567', 'aisha@example.com', 'walk_in')`,
      [booking, id, `${id}-svc`, `${id}-staff`],
    );
    const complete = await run<{ id: string | null }>(
      admin,
      user(alice),
      "select public.change_booking_state($1, 'complete') as id",
      [booking],
      {
        commit: true,
      },
    );
    expect(complete.rows).toEqual([{ id: booking }]);
    const kinds = await admin.query("select kind from public.outbox_events where subject_id = $1 and kind = 'review_invitation'", [
      booking,
    ]);
    expect(kinds.rowCount).toBe(1);

    const invite = (hash: string, caller = SERVICE) =>
      run<{ facts: Record<string, unknown> | null }>(admin, caller, "select public.review_invitation($1, $2) as facts", [booking, hash], {
        commit: true,
      });
    expect((await invite(sha256("first"), ANON)).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await invite(sha256("first"))).rows[0]!.facts).toEqual({
      customer_name: "Aisha Al Mansoori",
      customer_email: "aisha@example.com",
      locale: "en",
      provider: `Test Listing ${id}`,
      service: "Blow-dry",
    });
    // A resend replaces the unused token: only the link last sent opens, once.
    await invite(sha256("second"));
    // The token's holder (the customer) learns the name the review's "First L." is made from; an old link learns nothing.
    const nameOf = (token: string) =>
      run<{ name: string | null }>(admin, ANON, "select public.review_token_customer($1) as name", [sha256(token)]);
    expect((await nameOf("second")).rows).toEqual([{ name: "Aisha Al Mansoori" }]);
    expect((await nameOf("first")).rows).toEqual([{ name: null }]);
    expect((await submit("first", 5)).rows[0]!.answer).toEqual({ outcome: "INVALID_TOKEN" });
    expect((await submit("second", 5)).rows[0]!.answer).toMatchObject({ outcome: "SUBMITTED" });
    expect((await invite(sha256("third"))).rows[0]!.facts).toBeNull();
    expect((await submit("second", 5)).rows[0]!.answer).toEqual({ outcome: "ALREADY_REVIEWED" });
  });
});
