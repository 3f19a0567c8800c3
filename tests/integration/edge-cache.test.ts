/**
 * The edge cache of anonymous pages (workers/edge-cache.ts, decision 043) in the real Worker: a miss
 * stores the page, the next view is a hit, a stale entry is served while it is rendered again, a cookie
 * bypasses it, each kind of mutation purges exactly the pages that show what it changes, the free times
 * of a provider page are never cached, and two copies of one entry carry different nonces and keys.
 */
import { env } from "cloudflare:test";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dubaiNow, weekday } from "../../graphql/shared/dubai-time";
import { FRESH_SECONDS } from "../../workers/edge-cache";
import { newClient, page, postGraphQL } from "./http";

declare global {
  namespace Cloudflare {
    interface Env {
      /** "off" in vitest.integration.config.ts; this suite turns it on. */
      EDGE_CACHE?: string;
    }
  }
}

const status = (response: Response) => response.headers.get("X-Edge-Cache");

/** The page as an anonymous visitor gets it, once the Worker has finished storing what it rendered. */
async function view(path: string, init?: RequestInit) {
  const response = await page(path, init);
  const html = await response.text();
  // The store runs after the answer (waitUntil): a moment for it before the next view.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { status: status(response), html, headers: response.headers };
}

/** Views `path` until it comes from the cache (its first view stores it). */
async function cached(path: string) {
  for (let i = 0; i < 20; i++) {
    const seen = await view(path);
    if (seen.status === "HIT") return seen;
  }
  throw new Error(`${path} never came from the cache`);
}

const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1];
const providerName = async (id: string) =>
  (await env.DB.prepare("SELECT name FROM providers WHERE id = ?1").bind(id).first<{ name: string }>())!.name;
/**
 * A change behind the API's back (as another isolate's write, before its purge): only a render shows it.
 * A refused rejection purges no page but empties the isolate's catalogue cache (decision 028), so a render
 * reads the store.
 */
async function changeBehindTheCache(sql: string) {
  await env.DB.prepare(sql).run();
  await postGraphQL(`mutation { rejectRegistration(input: { registrationId: "none", reason: "x" }) { __typename } }`, {}, newClient());
}

beforeAll(() => {
  env.EDGE_CACHE = "on"; // the other suites run with it off (vitest.integration.config.ts)
});
afterAll(() => {
  env.EDGE_CACHE = "off";
});
afterEach(() => {
  vi.useRealTimers();
});

describe("edge cache of anonymous pages", () => {
  it("misses, then serves the stored page, in English and Arabic, and never to a visitor with a session cookie", async () => {
    for (const path of ["/provider/nails-n-more", "/ar/provider/nails-n-more"]) {
      expect((await view(path)).status).toBe("MISS");
      await cached(path);
    }
    const name = await providerName("nails-n-more");
    await changeBehindTheCache("UPDATE providers SET name = 'Renamed Behind The Cache' WHERE id = 'nails-n-more'");
    expect((await cached("/provider/nails-n-more")).html).toContain(name);
    // A session cookie: rendered for this visitor, from the store, and never stored.
    const signedIn = await view("/provider/nails-n-more", { headers: { Cookie: "glow_session=anything" } });
    expect(signedIn.status).toBeNull();
    expect(signedIn.html).toContain("Renamed Behind The Cache");
    // The language cookie alone keeps the visitor anonymous.
    expect((await view("/provider/nails-n-more", { headers: { Cookie: "lang=en" } })).status).toBe("HIT");
    await changeBehindTheCache(`UPDATE providers SET name = '${name.replaceAll("'", "''")}' WHERE id = 'nails-n-more'`);
  });

  it("serves a stale entry once while it renders it again, then the new one", async () => {
    await cached("/careers");
    await changeBehindTheCache("UPDATE jobs SET title = 'Stale Test Title' WHERE id = (SELECT id FROM jobs ORDER BY id LIMIT 1)");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (FRESH_SECONDS + 1) * 1000 });
    const stale = await view("/careers");
    expect(stale.status).toBe("STALE");
    expect(stale.html).not.toContain("Stale Test Title");
    const fresh = await cached("/careers");
    expect(fresh.html).toContain("Stale Test Title");
  });

  it("gives every copy of one entry its own CSP nonce and idempotency key", async () => {
    await cached("/provider/glamour-spot");
    const [a, b] = [await view("/provider/glamour-spot"), await view("/provider/glamour-spot")];
    expect([a.status, b.status]).toEqual(["HIT", "HIT"]);
    const [nonceA, nonceB] = [nonceOf(a.headers), nonceOf(b.headers)];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    // Every inline script carries the response's own nonce, none the stored one.
    for (const [seen, nonce] of [
      [a, nonceA],
      [b, nonceB],
    ] as const) {
      const nonces = [...seen.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
    }
    const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
    expect(keyOf(a.html)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(a.html)).not.toBe(keyOf(b.html));
    expect(b.html).not.toContain(keyOf(a.html)!);
  });
});

/** Posts a mutation as an anonymous client: most are refused, and every one run purges what it names. */
const mutate = (query: string) => postGraphQL(query, {}, newClient());

const PAGES = [
  "/",
  "/search",
  "/provider/glamour-spot",
  "/provider/nails-n-more",
  "/careers",
  "/shop",
  "/offers",
  "/ar/provider/glamour-spot",
];

describe("purges", () => {
  const cases: [string, string, string[]][] = [
    [
      "a booking: its provider's page",
      `mutation { createBooking(input: { providerId: "glamour-spot", serviceId: "none", date: "2020-01-01", time: "10:00", customerName: "A", customerPhone: "1", idempotencyKey: "edge-cache-test" }) { __typename } }`,
      ["/provider/glamour-spot", "/ar/provider/glamour-spot"],
    ],
    [
      "a listing edit: its page, home, search and the offers (which name it)",
      `mutation { updateListing(input: { providerId: "glamour-spot", about: "x", address: "y", email: "a@b.ae", latitude: 25.2, longitude: 55.3, openingHours: "z", phone: "04 123 4567" }) { __typename } }`,
      ["/", "/search", "/offers", "/provider/glamour-spot", "/ar/provider/glamour-spot"],
    ],
    [
      "an approval: home, search and the offers",
      `mutation { approveRegistration(input: { registrationId: "none" }) { __typename } }`,
      ["/", "/search", "/offers"],
    ],
    [
      "an offer: the offers page",
      `mutation { createOffer(input: { providerId: "nails-n-more", title: "x", description: "y", active: true }) { __typename } }`,
      ["/offers"],
    ],
    [
      "a job: the job board",
      `mutation { postJob(input: { title: "x", companyName: "y", location: "Dubai", jobType: "Full-time", description: "z", requirements: "r", confirmAccuracy: true }) { __typename } }`,
      ["/careers"],
    ],
    ["a session: nothing", `mutation { signOut(input: { scope: LOCAL }) { __typename } }`, []],
  ];
  for (const [name, mutation, purged] of cases) {
    it(`purges exactly what it changes: ${name}`, async () => {
      for (const path of PAGES) await cached(path);
      const { status: httpStatus } = await mutate(mutation);
      expect(httpStatus).toBeLessThan(500);
      const after = Object.fromEntries(
        await Promise.all(PAGES.map(async (path) => [path, (await page(path)).headers.get("X-Edge-Cache")])),
      );
      expect(after).toEqual(Object.fromEntries(PAGES.map((path) => [path, purged.includes(path) ? "MISS" : "HIT"])));
    });
  }
});

/** The first open (non-Friday) day a week after Dubai's today. */
function openDay(): string {
  const date = new Date(`${dubaiNow(new Date()).date}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  while (weekday(date.toISOString().slice(0, 10)) === 5) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe("free times", () => {
  it("a booking makes the next anonymous view of the provider page show the time as gone", async () => {
    await env.DB.exec("DELETE FROM bookings WHERE id LIKE 'sample-booking-%'");
    const date = openDay();
    const path = `/provider/glamour-spot?service=glamour-spot-haircut&staff=glamour-spot-staff-3&date=${date}`;
    const timeInput = /name="time"[^>]*value="11:00"|value="11:00"[^>]*name="time"/;
    // The page with times is rendered for every view, never stored: twice to be sure.
    for (let i = 0; i < 2; i++) {
      const before = await view(path);
      expect(before.status).toBeNull();
      expect(before.html).toMatch(timeInput);
    }
    await cached("/provider/glamour-spot");
    const { body } = await mutate(
      `mutation { createBooking(input: { providerId: "glamour-spot", serviceId: "glamour-spot-haircut", staffId: "glamour-spot-staff-3", date: "${date}", time: "11:00", customerName: "Mariam Al Hashimi", customerPhone: "+971 50 555 1234", idempotencyKey: "${crypto.randomUUID()}" }) { __typename } }`,
    );
    expect(body.data.createBooking.__typename).toBe("BookingConfirmed");
    const after = await view(path);
    expect(after.html).not.toMatch(timeInput);
    expect(after.html).toMatch(/value="12:00"/); // the next time that person is free
    expect((await view("/provider/glamour-spot")).status).toBe("MISS");
  });
});
