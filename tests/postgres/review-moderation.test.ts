/**
 * Replies and moderation of visit reviews on PostgreSQL (0047_review_replies_and_moderation.sql): the owner replies
 * once per review of their own provider (again edits it), another owner is refused by row level security; only a
 * reviewer hides, and hiding recounts the provider in the same transaction (a hidden review leaves the average);
 * anyone reports a shown review once, and only reviewers read the reports.
 */
import { createHash, randomUUID } from "node:crypto";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { ANON, asTableOwner, createUser, INSUFFICIENT_PRIVILEGE, listingSql, run, user } from "./roles";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe.each(inject("postgresDatabases"))("review replies and moderation, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;
  let reviewer: string;

  asTableOwner(
    database,
    (client, [first, second]) => {
      admin = client;
      alice = first!;
      bob = second!;
    },
    2,
  );

  /** Alice's listing (a new one per test) with a review of each rating, through the table owner. */
  const listingWithReviews = async (...ratings: number[]) => {
    reviewer ??= await createUser(admin);
    await admin.query("insert into public.reviewers (account_id) values ($1) on conflict do nothing", [reviewer]);
    const id = `moderation-${randomUUID().slice(0, 8)}`;
    await admin.query(listingSql(id, alice));
    await admin.query(
      `insert into public.services (id, provider_id, position, name, price_aed, duration_minutes) values ($1, $2, 1, 'Blow-dry', 100, 30)`,
      [`${id}-svc`, id],
    );
    await admin.query(
      `insert into public.staff (id, provider_id, position, name, title, image_url) values ($1, $2, 1, 'Layla', 'Stylist', '/x.jpg')`,
      [`${id}-staff`, id],
    );
    const reviews: string[] = [];
    for (const [index, rating] of ratings.entries()) {
      const booking = randomUUID();
      await admin.query(
        `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, source)
         values ($1, $2, $3, $4, now() - make_interval(days => $5 + 1), now() - make_interval(days => $5 + 1) + interval '30 minutes', 'Aisha Al Mansoori', '+971501234567', 'walk_in')`,
        [booking, id, `${id}-svc`, `${id}-staff`, index],
      );
      await admin.query("update public.bookings set outcome = 'completed', outcome_at = now() where id = $1", [booking]);
      await admin.query("insert into public.review_tokens (booking_id, token_hash) values ($1, $2)", [booking, sha256(booking)]);
      const { rows } = await admin.query<{ answer: { id: string } }>(
        "select public.submit_visit_review($1, $2, '', 'Aisha A.') as answer",
        [sha256(booking), rating],
      );
      reviews.push(rows[0]!.answer.id);
    }
    return { id, reviews };
  };
  const totals = async (id: string) =>
    (await admin.query("select rating::float as rating, review_count from public.providers where id = $1", [id])).rows[0];
  const reply = (caller: ReturnType<typeof user> | typeof ANON, review: string, text: string) =>
    run<{ answer: Record<string, unknown> }>(admin, caller, "select public.reply_to_review($1, $2) as answer", [review, text], {
      commit: true,
    });
  const hide = (caller: ReturnType<typeof user> | typeof ANON, review: string, reason = "abusive") =>
    run<{ answer: Record<string, unknown> }>(admin, caller, "select public.hide_visit_review($1, $2) as answer", [review, reason], {
      commit: true,
    });

  it("the owner replies once per review and edits it; another owner and a visitor are refused", async () => {
    const { reviews } = await listingWithReviews(4);
    const review = reviews[0]!;
    const first = await reply(user(alice), review, "Thank you for visiting!");
    expect(first.error).toBeNull();
    expect(first.rows[0]!.answer).toMatchObject({ outcome: "REPLIED", edited_at: null });
    const edited = await reply(user(alice), review, "Thank you, see you soon!");
    expect(edited.rows[0]!.answer.edited_at).not.toBeNull();
    expect((await reply(user(bob), review, "Not mine")).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await reply(ANON, review, "Anyone")).error).toBe(INSUFFICIENT_PRIVILEGE);
    const { rows } = await admin.query("select text, author_id from public.review_replies where review_id = $1", [review]);
    expect(rows).toEqual([{ text: "Thank you, see you soon!", author_id: alice }]);
    // Written directly, as PostgREST would: only for the owner's own provider's review.
    const insert =
      "insert into public.review_replies (review_id, provider_id, text) select id, provider_id, 'x' from public.visit_reviews where id = $1";
    const other = (await listingWithReviews(3)).reviews[0]!;
    expect((await run(admin, user(bob), insert, [other])).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, user(alice), insert, [other])).error).toBeNull();
    expect((await run(admin, user(bob), "update public.review_replies set text = 'changed' where review_id = $1", [review])).rowCount).toBe(
      0,
    );
    // Anyone reads the reply of a shown review.
    expect((await run(admin, ANON, "select text from public.review_replies where review_id = $1", [review])).rows).toEqual([
      { text: "Thank you, see you soon!" },
    ]);
  });

  it("only a reviewer hides; the hidden review leaves the average and the count in the same transaction", async () => {
    const { id, reviews } = await listingWithReviews(5, 1, 4);
    expect(await totals(id)).toEqual({ rating: 3.3, review_count: 3 });
    for (const caller of [ANON, user(alice), user(bob)]) expect((await hide(caller, reviews[1]!)).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await totals(id)).toEqual({ rating: 3.3, review_count: 3 });
    expect((await hide(user(reviewer), reviews[1]!, "personal_data")).rows[0]!.answer).toEqual({ outcome: "HIDDEN", provider_id: id });
    expect(await totals(id)).toEqual({ rating: 4.5, review_count: 2 });
    expect((await hide(user(reviewer), reviews[1]!)).rows[0]!.answer).toEqual({ outcome: "ALREADY_HIDDEN" });
    expect((await hide(user(reviewer), "no-such-review")).rows[0]!.answer).toEqual({ outcome: "REVIEW_NOT_FOUND" });
    const { rows } = await admin.query("select hidden_reason, hidden_by from public.visit_reviews where id = $1", [reviews[1]]);
    expect(rows).toEqual([{ hidden_reason: "personal_data", hidden_by: reviewer }]);
    // Visitors no longer read it; its owner still does, with why; the owner cannot reply to it.
    expect((await run(admin, ANON, "select id from public.visit_reviews where id = $1", [reviews[1]])).rows).toEqual([]);
    expect((await run(admin, user(alice), "select hidden_reason from public.visit_reviews where id = $1", [reviews[1]])).rows).toEqual([
      { hidden_reason: "personal_data" },
    ]);
    expect((await run(admin, user(bob), "select id from public.visit_reviews where id = $1", [reviews[1]])).rows).toEqual([]);
    expect((await reply(user(alice), reviews[1]!, "Sorry")).rows[0]!.answer).toEqual({ outcome: "REVIEW_HIDDEN" });
  });

  it("anyone reports a shown review once; only reviewers read the reports", async () => {
    const { reviews } = await listingWithReviews(2);
    const report = (caller: ReturnType<typeof user> | typeof ANON, reporter: string) =>
      run<{ answer: Record<string, unknown> }>(
        admin,
        caller,
        "select public.report_visit_review($1, 'abusive', 'Rude words', $2) as answer",
        [reviews[0], sha256(reporter)],
        { commit: true },
      );
    expect((await report(ANON, "198.51.100.7")).rows[0]!.answer).toEqual({ outcome: "REPORTED" });
    expect((await report(ANON, "198.51.100.7")).rows[0]!.answer).toEqual({ outcome: "REPORTED" });
    expect((await report(user(bob), "203.0.113.9")).rows[0]!.answer).toEqual({ outcome: "REPORTED" });
    const read = "select reason, note, reporter_id from public.review_reports where review_id = $1 order by created_at";
    expect((await run(admin, ANON, read, [reviews[0]])).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, user(alice), read, [reviews[0]])).rows).toEqual([]);
    expect((await run(admin, user(reviewer), read, [reviews[0]])).rows).toEqual([
      { reason: "abusive", note: "Rude words", reporter_id: null },
      { reason: "abusive", note: "Rude words", reporter_id: bob },
    ]);
    await hide(user(reviewer), reviews[0]!);
    expect((await report(ANON, "192.0.2.1")).rows[0]!.answer).toEqual({ outcome: "REVIEW_NOT_FOUND" });
  });
});
