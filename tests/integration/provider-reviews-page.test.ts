/**
 * The provider page's reviews (issue 34, decision 073), rendered by the Worker over D1: the rating summary's
 * count per star as text, verified visits first with "Verified visit", the service and the month, paging by
 * plain links that keep the rest of the address, a cursor that is not one ignored (never a 500), the
 * schema.org AggregateRating and Review items, and the same in Arabic under /ar.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { D1VisitReviewRepository } from "../../workers/adapters/local/d1-visit-review-repository";
import { expectHides, expectShows, page, shown } from "./http";

const sha256 = async (token: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
const DAY_MS = 24 * 60 * 60 * 1000;
const wall = (instant: number) => new Date(instant + 4 * 60 * 60 * 1000).toISOString().slice(0, 16);

let serial = 0;
async function listing(): Promise<string> {
  serial += 1;
  const id = `reviews-page-${serial}`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO providers (id, name, type, emirate, location, address, rating, about, opening_hours, latitude, longitude)
       VALUES (?1, ?2, 'Parlour', 'Dubai', 'Jumeirah, Dubai', 'Villa 1', 0, 'A listing for a test.', 'Sat–Thu 10:00–18:00', 25.2, 55.27)`,
    ).bind(id, `Reviews Page ${serial}`),
    env.DB.prepare(
      "INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes) VALUES (?1, ?2, 1, 'Blow-dry', 100, 30)",
    ).bind(`${id}-svc`, id),
    env.DB.prepare(
      "INSERT INTO staff (id, provider_id, position, name, title, image_url) VALUES (?1, ?2, 1, 'Layla', 'Stylist', '/x.jpg')",
    ).bind(`${id}-staff`, id),
  ]);
  return id;
}

/** A completed visit of `provider` two days ago, reviewed with `rating` and `text` through its token. */
async function review(provider: string, rating: number, text: string) {
  const id = crypto.randomUUID();
  serial += 1;
  const starts = Date.now() - 2 * DAY_MS - serial * 60 * 60 * 1000;
  await env.DB.prepare(
    `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status, source)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'Aisha Al Mansoori', '+971501234567', 'Confirmed', 'walk_in')`,
  )
    .bind(id, provider, `${provider}-svc`, `${provider}-staff`, wall(starts), wall(starts + 30 * 60 * 1000))
    .run();
  await env.DB.prepare("UPDATE bookings SET outcome = 'completed', outcome_at = '2026-01-01T00:00Z' WHERE id = ?1").bind(id).run();
  const token = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO review_tokens (booking_id, token_hash) VALUES (?1, ?2)")
    .bind(id, await sha256(token))
    .run();
  const outcome = await new D1VisitReviewRepository(env.DB).submitReview(
    { tokenHash: await sha256(token), rating, text, authorName: "Aisha M." },
    new Date(),
  );
  expect(outcome.outcome).toBe("SUBMITTED");
  return wall(starts).slice(0, 7);
}

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}") as Record<string, any>;
const hrefs = (html: string, label: string) =>
  [...html.matchAll(new RegExp(`<a href="([^"]+)">${label}</a>`, "g"))].map((match) => match[1]!.replace(/&amp;/g, "&"));

describe("reviews on the provider page", () => {
  it("shows the seed's samples without 'Verified visit', the count per star and the JSON-LD", async () => {
    const html = await (await page("/provider/glamour-spot?tab=about")).text();
    const seen = shown(html);
    expectShows(seen, ["Rating summary", "Fatima A.", "4 out of 5: 1", "3 out of 5: 0", "1 out of 5: 0", "4 reviews"]);
    expectHides(seen, ["Verified visit", "More reviews"]);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.aggregateRating).toMatchObject({ "@type": "AggregateRating", reviewCount: 4, bestRating: 5 });
    expect(jsonLd.review).toHaveLength(4);
    expect(jsonLd.review[0]).toMatchObject({ "@type": "Review", author: { name: "Fatima A." }, reviewRating: { ratingValue: 5 } });
  });

  it("puts verified visits first and pages them by links that keep the address; Arabic months under /ar", async () => {
    const id = await listing();
    const months: string[] = [];
    for (let index = 1; index <= 11; index += 1) months.push(await review(id, index % 5 === 0 ? 3 : 5, `Visit number ${index}.`));

    const first = await (await page(`/provider/${id}?tab=about&service=${id}-svc`)).text();
    const seen = shown(first);
    expectShows(seen, ["11 reviews", "5 out of 5: 9", "3 out of 5: 2", "Aisha M.", "Verified visit"]);
    const [year, month] = months[0]!.split("-").map(Number);
    const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      Date.UTC(year!, month! - 1, 1),
    );
    expect(seen).toContain(`Verified visit</span> · Blow-dry · ${monthName}`);
    expect((seen.match(/Visit number \d+\./g) ?? []).length).toBe(10);
    const [more] = hrefs(first, "More reviews");
    expect(more).toMatch(new RegExp(`^/provider/${id}\\?`));
    const moreUrl = new URL(more!, "http://x");
    expect(moreUrl.searchParams.get("tab")).toBe("about");
    expect(moreUrl.searchParams.get("service")).toBe(`${id}-svc`);
    expect(moreUrl.hash).toBe("#reviews");

    const second = shown(await (await page(more!)).text());
    const onFirst = new Set(first.match(/Visit number \d+\./g));
    const onSecond = second.match(/Visit number \d+\./g) ?? [];
    expect(onSecond).toHaveLength(1);
    expect(onFirst.has(onSecond[0]!)).toBe(false);
    expect(hrefs(second, "More reviews")).toEqual([]);
    expect(hrefs(second, "Newest reviews")).toHaveLength(1);

    const jsonLd = jsonLdOf(first);
    expect(jsonLd.aggregateRating.reviewCount).toBe(11);
    expect(jsonLd.review).toHaveLength(10);

    const arabic = shown(await (await page(`/ar/provider/${id}?tab=about`)).text());
    const arabicMonth = new Intl.DateTimeFormat("ar-AE-u-nu-latn", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      Date.UTC(year!, month! - 1, 1),
    );
    expectShows(arabic, ["ملخص التقييم", "زيارة موثّقة", "5 من 5: 9", arabicMonth]);
    expectHides(arabic, ["Verified visit", "Rating summary"]);
  });

  it("answers a cursor that is not one with the first page, not an error", async () => {
    for (const cursor of ["nonsense", "WzEsMl0", "%E0%A4%A"]) {
      const response = await page(`/provider/glamour-spot?tab=about&reviews=${cursor}`);
      expect(response.status, cursor).toBe(200);
      expect(shown(await response.text())).toContain("Fatima A.");
    }
  });
});
