/**
 * Reviews from completed visits on D1 (0038_visit_reviews.sql), in workerd: one review per completed booking
 * through its review token, the provider's rating and review count recounted in the review's own batch (20
 * concurrent reviews of one provider give the exact average; the hosted path's race is in
 * tests/postgres/visit-reviews.test.ts), refusals told apart, the seed's samples imported.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { D1VisitReviewRepository } from "../../workers/adapters/local/d1-visit-review-repository";
import { compose } from "../../workers/outbox/compose";
import { CookieJar, page, postGraphQL, shown, submit as post } from "./http";
import { D1OutboxStore } from "../../workers/outbox/d1-outbox-store";

const sha256 = async (token: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
const repository = () => new D1VisitReviewRepository(env.DB);
const DAY_MS = 24 * 60 * 60 * 1000;
const wall = (instant: number) => new Date(instant + 4 * 60 * 60 * 1000).toISOString().slice(0, 16);

let serial = 0;
async function listing(): Promise<string> {
  serial += 1;
  const id = `reviews-d1-${serial}`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO providers (id, name, type, emirate, location, address, rating, about, opening_hours, latitude, longitude)
       VALUES (?1, ?2, 'Parlour', 'Dubai', 'Jumeirah, Dubai', 'Villa 1', 0, 'A listing for a test.', 'Sat–Thu 10:00–18:00', 25.2, 55.27)`,
    ).bind(id, `Reviews Test ${serial}`),
    env.DB.prepare(
      "INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes) VALUES (?1, ?2, 1, 'Blow-dry', 100, 30)",
    ).bind(`${id}-svc`, id),
    env.DB.prepare(
      "INSERT INTO staff (id, provider_id, position, name, title, image_url) VALUES (?1, ?2, 1, 'Layla', 'Stylist', '/x.jpg')",
    ).bind(`${id}-staff`, id),
  ]);
  return id;
}

/** A past visit `daysAgo` days ago, completed unless told otherwise, with its review token. */
async function visit(provider: string, daysAgo: number, outcome: string | null = "completed") {
  const id = crypto.randomUUID();
  serial += 1; // each visit an hour apart, so one professional's bookings never share a start
  const starts = Date.now() - daysAgo * DAY_MS - serial * 60 * 60 * 1000;
  await env.DB.prepare(
    `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status, source)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'Aisha Al Mansoori', '+971501234567', 'Confirmed', 'walk_in')`,
  )
    .bind(id, provider, `${provider}-svc`, `${provider}-staff`, wall(starts), wall(starts + 30 * 60 * 1000))
    .run();
  if (outcome)
    await env.DB.prepare("UPDATE bookings SET outcome = ?2, outcome_at = '2026-01-01T00:00Z' WHERE id = ?1").bind(id, outcome).run();
  const token = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO review_tokens (booking_id, token_hash) VALUES (?1, ?2)")
    .bind(id, await sha256(token))
    .run();
  return { id, token };
}
const submit = async (token: string, rating: number, text = "") =>
  repository().submitReview({ tokenHash: await sha256(token), rating, text, authorName: "Aisha A." }, new Date());
const totals = (id: string) => env.DB.prepare("SELECT rating, review_count FROM providers WHERE id = ?1").bind(id).first();

describe("visit reviews on D1", () => {
  it("marks the seed's samples imported and counts them", async () => {
    const row = await env.DB.prepare(
      `SELECT min(r.imported) AS imported, (SELECT review_count FROM providers WHERE id = 'glamour-spot') AS count,
              (SELECT count(*) FROM reviews WHERE provider_id = 'glamour-spot') AS samples FROM reviews r`,
    ).first<{ imported: number; count: number; samples: number }>();
    expect(row!.imported).toBe(1);
    expect(row!.count).toBe(row!.samples);
    expect(row!.samples).toBeGreaterThan(0);
  });

  it("takes one review of a completed visit through its token, recounts the provider, and refuses a second use", async () => {
    const id = await listing();
    const { token, id: booking } = await visit(id, 3);
    expect(await submit(token, 4, "Lovely")).toMatchObject({ outcome: "SUBMITTED", providerId: id });
    expect(await totals(id)).toEqual({ rating: 4, review_count: 1 });
    expect(
      await env.DB.prepare("SELECT service_name, author_name, rating, text FROM visit_reviews WHERE booking_id = ?1").bind(booking).first(),
    ).toEqual({ service_name: "Blow-dry", author_name: "Aisha A.", rating: 4, text: "Lovely" });
    expect(await submit(token, 5)).toEqual({ outcome: "ALREADY_REVIEWED" });
    expect(await submit("not-a-token", 5)).toEqual({ outcome: "INVALID_TOKEN" });
    expect(await totals(id)).toEqual({ rating: 4, review_count: 1 });
  });

  it("refuses no-shows, unmarked visits and visits past the 60-day window; hidden reviews leave the average", async () => {
    const id = await listing();
    expect(await submit((await visit(id, 2, "no_show")).token, 5)).toEqual({ outcome: "NOT_COMPLETED" });
    expect(await submit((await visit(id, 2, null)).token, 5)).toEqual({ outcome: "NOT_COMPLETED" });
    expect(await submit((await visit(id, 62)).token, 5)).toEqual({ outcome: "WINDOW_CLOSED" });
    expect(await totals(id)).toEqual({ rating: 0, review_count: 0 });
    await submit((await visit(id, 1)).token, 5);
    await submit((await visit(id, 1)).token, 2);
    expect(await totals(id)).toEqual({ rating: 3.5, review_count: 2 });
    await env.DB.prepare("UPDATE visit_reviews SET hidden_at = 'now', hidden_reason = 'abusive' WHERE provider_id = ?1 AND rating = 2")
      .bind(id)
      .run();
    expect(await totals(id)).toEqual({ rating: 5, review_count: 1 });
    // Only a completed visit is reviewed, whatever writes.
    const noShow = await visit(id, 1, "no_show");
    await expect(
      env.DB.prepare(
        "INSERT INTO visit_reviews (booking_id, provider_id, service_name, visit_month, author_name, rating) VALUES (?1, ?2, 'x', '2026-01', 'X', 5)",
      )
        .bind(noShow.id, id)
        .run(),
    ).rejects.toThrow(/only a completed visit/);
  });

  it("20 concurrent reviews of one provider give the exact average and count", async () => {
    const id = await listing();
    const ratings = Array.from({ length: 20 }, (_, index) => ((index * 7) % 5) + 1);
    const tokens: string[] = [];
    for (let index = 0; index < ratings.length; index += 1) tokens.push((await visit(id, 1 + index)).token);
    const answers = await Promise.all(tokens.map((token, index) => submit(token, ratings[index]!)));
    expect(answers.map((answer) => answer.outcome)).toEqual(ratings.map(() => "SUBMITTED"));
    const exact = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
    expect(await totals(id)).toEqual({ rating: exact, review_count: 20 });
    // The search document follows the provider's rating.
    expect(await env.DB.prepare("SELECT rating FROM search_documents WHERE provider_id = ?1").bind(id).first("rating")).toBe(exact);
  });

  it("marking a visit completed writes its review invitation in the same statement; the message's link is the one that opens", async () => {
    const id = await listing();
    const booking = crypto.randomUUID();
    const starts = Date.now() - 2 * DAY_MS;
    await env.DB.prepare(
      `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status, source, locale)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'Aisha Al Mansoori', '+971501234567', 'aisha@example.com', 'Confirmed', 'walk_in', 'ar')`,
    )
      .bind(booking, id, `${id}-svc`, `${id}-staff`, wall(starts), wall(starts + 30 * 60 * 1000))
      .run();
    const invitations = () =>
      env.DB.prepare("SELECT id, kind, subject_id AS subjectId FROM outbox_events WHERE subject_id = ?1 AND kind = 'review_invitation'")
        .bind(booking)
        .all<{ id: string; kind: "review_invitation"; subjectId: string }>();
    expect((await invitations()).results).toEqual([]);
    // The completion's own statement writes the one event.
    await env.DB.prepare("UPDATE bookings SET outcome = 'completed', outcome_at = '2026-01-01T00:00Z', changed_by = 'salon' WHERE id = ?1")
      .bind(booking)
      .run();
    const [event] = (await invitations()).results;
    expect(event).toMatchObject({ kind: "review_invitation", subjectId: booking });

    const store = new D1OutboxStore(env.DB, async () => "unused");
    const [first] = await compose(event!, store, "https://glowuae.example", new Date());
    expect(first).toMatchObject({ recipient: "customer", mail: { to: "aisha@example.com" } });
    expect(first!.mail.subject).toBe("كيف كانت خدمة Blow-dry لدى Reviews Test " + id.split("-").pop() + "؟");
    // A resend after a failed send mints a new link: only the one last sent opens.
    const [second] = await compose(event!, store, "https://glowuae.example", new Date());
    const tokenOf = (text: string) => decodeURIComponent(/\/ar\/review\/([^\s]+)/.exec(text)![1]!);
    expect(await submit(tokenOf(first!.mail.text), 5)).toEqual({ outcome: "INVALID_TOKEN" });
    expect(await submit(tokenOf(second!.mail.text), 5)).toMatchObject({ outcome: "SUBMITTED" });
    expect(await submit(tokenOf(second!.mail.text), 4)).toEqual({ outcome: "ALREADY_REVIEWED" });
    // Reviewed: a late redelivery sends nothing and keeps the used token.
    expect(await compose(event!, store, "https://glowuae.example", new Date())).toEqual([]);
    expect(await submit(tokenOf(second!.mail.text), 4)).toEqual({ outcome: "ALREADY_REVIEWED" });
  });

  it("submitReview through the Worker: the rating and text checked, then one review per link, each refusal by its code", async () => {
    const id = await listing();
    const { token } = await visit(id, 4);
    const SUBMIT = `mutation ($input: SubmitReviewInput!) { submitReview(input: $input) { __typename
      ... on ReviewSubmitted { providerId code } ... on ReviewRefused { reason code message }
      ... on InvalidReviewInput { fieldErrors { field code } } } }`;
    const answer = async (input: Record<string, unknown>) => (await postGraphQL(SUBMIT, { input })).body.data.submitReview;
    expect(await answer({ token, rating: 6 })).toEqual({
      __typename: "InvalidReviewInput",
      fieldErrors: [{ field: "rating", code: "REVIEW_RATING_REQUIRED" }],
    });
    expect(await answer({ token, rating: 0, text: "x".repeat(1001) })).toEqual({
      __typename: "InvalidReviewInput",
      fieldErrors: [
        { field: "rating", code: "REVIEW_RATING_REQUIRED" },
        { field: "text", code: "REVIEW_TOO_LONG" },
      ],
    });
    expect(await answer({ token: "nobody's", rating: 5 })).toMatchObject({
      __typename: "ReviewRefused",
      reason: "INVALID_TOKEN",
      code: "REVIEW_LINK_INVALID",
    });
    expect(await answer({ token, rating: 5, text: "  Wonderful  " })).toEqual({
      __typename: "ReviewSubmitted",
      providerId: id,
      code: "REVIEW_SUBMITTED",
    });
    expect(await answer({ token, rating: 1 })).toEqual({
      __typename: "ReviewRefused",
      reason: "ALREADY_REVIEWED",
      code: "REVIEW_ALREADY_SENT",
      message: "This visit has been reviewed already: each review link works once.",
    });
    expect(await env.DB.prepare("SELECT author_name, text FROM visit_reviews WHERE provider_id = ?1").bind(id).first()).toEqual({
      author_name: "Aisha M.", // first name and the last word's initial (rules.ts reviewerDisplayName)
      text: "Wonderful",
    });
    const late = await visit(id, 70);
    expect(await answer({ token: late.token, rating: 5 })).toMatchObject({ reason: "WINDOW_CLOSED", code: "REVIEW_WINDOW_CLOSED" });
  });

  it("the review page from the link: radio stars with labels, works without JavaScript, Arabic under /ar, a second use refused", async () => {
    const id = await listing();
    const { token } = await visit(id, 5);
    const form = shown(await (await page(`/review/${token}`)).text());
    expect(form).toContain("How was your visit?");
    for (const count of [1, 2, 3, 4, 5])
      expect(form).toMatch(new RegExp(`<label[^>]*><input type="radio" name="rating" required="" value="${count}"`));
    expect(form).toContain("4 of 5 stars");
    expect(shown(await (await page(`/ar/review/${token}`)).text())).toContain("كيف كانت زيارتك؟");

    const jar = new CookieJar();
    // No star chosen: refused, and the text typed comes back.
    const refused = await post(jar, `/review/${token}`, { text: "Kept as typed" });
    expect(refused.status).toBe(400);
    const again = shown(await refused.text());
    expect(again).toContain("Please choose from 1 to 5 stars.");
    expect(again).toContain("Kept as typed");
    const sent = await post(jar, `/review/${token}`, { rating: "4", text: "Lovely" });
    expect(sent.status).toBe(200);
    expect(shown(await sent.text())).toContain("Thank you: your review is published.");
    const second = await post(jar, `/ar/review/${token}`, { rating: "5", text: "" });
    expect(second.status).toBe(409);
    expect(shown(await second.text())).toContain("تم تقييم هذه الزيارة من قبل: يعمل كل رابط تقييم مرة واحدة.");
    expect(await totals(id)).toEqual({ rating: 4, review_count: 1 });
  });
});
