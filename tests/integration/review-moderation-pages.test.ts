/**
 * The pages of replies and moderation (issue 34; decision 074), without JavaScript: the owner's
 * /dashboard/listing/{id}/reviews (their own provider only; a refused reply comes back as typed; a reply is shown
 * under its review, dated, in Arabic too), a visitor's /review-report/{id}, and the reviewers' /admin/reviews,
 * whose "Hide review" takes the review off the provider's rating in the same statement.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { D1VisitReviewRepository } from "../../workers/adapters/local/d1-visit-review-repository";
import {
  bodyText,
  CookieJar,
  expectRefusedForAMinute,
  expectSentToLogin,
  postGraphQL,
  signedInJar,
  signedInOwnerJar,
  submit,
  visit,
  withinOneRateWindow,
} from "./http";

const DAY_MS = 24 * 60 * 60 * 1000;
const wall = (instant: number) => new Date(instant + 4 * 60 * 60 * 1000).toISOString().slice(0, 16);
const sha256 = async (token: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");

/** A listing of its own with visit reviews of these ratings (through their tokens, as the form writes them). */
async function listingWithReviews(...ratings: number[]): Promise<{ id: string; reviews: string[] }> {
  const id = `moderation-pages-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO providers (id, name, type, emirate, location, address, rating, about, opening_hours, latitude, longitude)
       VALUES (?1, ?2, 'Parlour', 'Dubai', 'Jumeirah, Dubai', 'Villa 1', 0, 'A listing for a test.', 'Sat–Thu 10:00–18:00', 25.2, 55.27)`,
    ).bind(id, `Moderation Test ${id.slice(-8)}`),
    env.DB.prepare(
      "INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes) VALUES (?1, ?2, 1, 'Blow-dry', 100, 30)",
    ).bind(`${id}-svc`, id),
    env.DB.prepare(
      "INSERT INTO staff (id, provider_id, position, name, title, image_url) VALUES (?1, ?2, 1, 'Layla', 'Stylist', '/x.jpg')",
    ).bind(`${id}-staff`, id),
  ]);
  const reviews: string[] = [];
  for (const [index, rating] of ratings.entries()) {
    const booking = crypto.randomUUID();
    const starts = Date.now() - (index + 1) * DAY_MS;
    await env.DB.prepare(
      `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status, source)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'Aisha Al Mansoori', '+971501234567', 'Confirmed', 'walk_in')`,
    )
      .bind(booking, id, `${id}-svc`, `${id}-staff`, wall(starts), wall(starts + 30 * 60 * 1000))
      .run();
    await env.DB.prepare("UPDATE bookings SET outcome = 'completed', outcome_at = '2026-01-01T00:00Z' WHERE id = ?1").bind(booking).run();
    await env.DB.prepare("INSERT INTO review_tokens (booking_id, token_hash) VALUES (?1, ?2)")
      .bind(booking, await sha256(booking))
      .run();
    const outcome = await new D1VisitReviewRepository(env.DB).submitReview(
      { tokenHash: await sha256(booking), rating, text: `Visit ${index + 1} text`, authorName: "Aisha A." },
      new Date(),
    );
    if (outcome.outcome !== "SUBMITTED") throw new Error(outcome.outcome);
    reviews.push(outcome.id);
  }
  return { id, reviews };
}
const totals = (id: string) => env.DB.prepare("SELECT rating, review_count FROM providers WHERE id = ?1").bind(id).first();

describe("the owner's reviews page", () => {
  it("is the owner's only; a refused reply comes back as typed; a reply is published, dated, and edited", async () => {
    const { id, reviews } = await listingWithReviews(4);
    const path = `/dashboard/listing/${id}/reviews`;
    await expectSentToLogin(new CookieJar(), path);
    const stranger = await signedInJar();
    expect((await visit(stranger, path)).status).toBe(404);
    expect((await submit(stranger, path, { reviewId: reviews[0]!, text: "Not mine" })).status).toBe(404);

    const owner = await signedInOwnerJar(id);
    const html = await bodyText(await visit(owner, path), 200);
    for (const text of ["Reviews", "Aisha A.", "4 of 5 stars", "Visit 1 text", "Publish reply"]) expect(html).toContain(text);

    const tooLong = "ش".repeat(1001);
    const refused = await submit(owner, path, { reviewId: reviews[0]!, text: tooLong });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Please keep the reply to 1000 characters.");
    expect(refusedHtml).toContain(tooLong);

    const saved = await submit(owner, path, { reviewId: reviews[0]!, text: "Thank you for visiting us!" });
    expect(saved.status).toBe(200);
    const savedHtml = await saved.text();
    expect(savedHtml).toContain("Your reply is published under the review.");
    expect(savedHtml).toContain("Reply from the business");
    expect(savedHtml).toContain("Thank you for visiting us!");
    expect(await submit(owner, `/ar${path}`, { reviewId: reviews[0]!, text: "شكرًا لزيارتك!" }).then((r) => r.status)).toBe(200);
    const arabic = await bodyText(await visit(owner, `/ar${path}`), 200);
    for (const text of ["ردّ النشاط التجاري", "شكرًا لزيارتك!", "(عُدّل في", "حفظ الرد"]) expect(arabic).toContain(text);
  });
});

describe("reports and the reviewers' queue", () => {
  it("a visitor reports without an account; a reviewer hides with a reason and the rating leaves the review", async () => {
    const { id, reviews } = await listingWithReviews(5, 1);
    expect(await totals(id)).toEqual({ rating: 3, review_count: 2 });
    const visitor = new CookieJar();
    const reportPath = `/review-report/${reviews[1]}`;
    expect(await bodyText(await visit(visitor, reportPath), 200)).toContain("Report a review");
    const refused = await submit(visitor, reportPath, { reason: "OTHER", note: "" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Please say what is wrong with this review.");
    expect(refusedHtml).toMatch(/value="OTHER"[^>]*checked|checked[^>]*value="OTHER"/);
    const sent = await submit(visitor, reportPath, { reason: "ABUSIVE", note: "Insults the stylist." });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Thank you: our reviewers will look at this review.");

    const stranger = await signedInJar();
    expect((await visit(stranger, "/admin/reviews")).status).toBe(404);
    expect((await submit(stranger, "/admin/reviews", { reviewId: reviews[1]!, reason: "ABUSIVE" })).status).toBe(404);
    const reviewerEmail = `moderation-reviewer-${Date.now()}@example.com`;
    const reviewer = await signedInJar(reviewerEmail);
    await env.DB.prepare("INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = ?1").bind(reviewerEmail).run();
    const queue = await bodyText(await visit(reviewer, "/admin/reviews"), 200);
    for (const text of ["Reported reviews", "Visit 2 text", "Abusive or offensive", "Insults the stylist.", "Hide review"])
      expect(queue).toContain(text);
    expect(await bodyText(await visit(reviewer, "/ar/admin/reviews"), 200)).toContain("التقييمات المُبلَّغ عنها");

    const hidden = await submit(reviewer, "/admin/reviews", { reviewId: reviews[1]!, reason: "PERSONAL_DATA" });
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("location")).toBe("/admin/reviews");
    expect(await totals(id)).toEqual({ rating: 5, review_count: 1 });
    expect(await bodyText(await visit(reviewer, "/admin/reviews"), 200)).not.toContain("Visit 2 text");
    const again = await submit(reviewer, "/admin/reviews", { reviewId: reviews[1]!, reason: "ABUSIVE" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This review is hidden already.");

    const owner = await signedInOwnerJar(id);
    expect(await bodyText(await visit(owner, `/dashboard/listing/${id}/reviews`), 200)).toContain(
      "Hidden by our reviewers: Shares personal data",
    );
    expect((await submit(visitor, reportPath, { reason: "ABUSIVE", note: "" })).status).toBe(409);
  });
});

describe("reports per client address", () => {
  it("accepts 10 reports a minute from one address (REVIEW_REPORT_LIMITER), then answers 429 TooManyAttempts; one report per reporter is kept", async () => {
    const { reviews } = await listingWithReviews(3);
    const REPORT = `mutation ($input: ReportReviewInput!) { reportReview(input: $input) { __typename
      ... on TooManyAttempts { message retryAfterSeconds } } }`;
    let run = 0;
    await withinOneRateWindow(async () => {
      run += 1;
      const bot = { "CF-Connecting-IP": `198.51.100.${110 + run}` };
      const burst = await Promise.all(
        Array.from({ length: 13 }, () => postGraphQL(REPORT, { input: { reviewId: reviews[0], reason: "ABUSIVE" } }, bot)),
      );
      expect(burst.filter((answer) => answer.body.data.reportReview.__typename === "ReviewReported")).toHaveLength(10);
      const refused = burst.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(3);
      expectRefusedForAMinute(refused, "reportReview", {
        __typename: "TooManyAttempts",
        message: "Too many review report attempts. Please try again in 1 minute.",
        retryAfterSeconds: 60,
      });
    });
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM review_reports WHERE review_id = ?1")
      .bind(reviews[0])
      .first<{ n: number }>();
    expect(kept!.n).toBe(run);
  });
});
