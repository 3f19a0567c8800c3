/**
 * The catalogue cache (graphql/shared/catalogue-cache.ts) in the real Worker: anonymous catalogue reads
 * (providers, the job board and the shop as browsed) come from the isolate's memory, signed-in callers
 * always read the store, every mutation that may change what it holds empties it (signing up, in or out
 * does not), and free times and text searches are never cached.
 */
import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { newClient, page, postGraphQL, type GraphQLBody } from "./http";
import { addDays, weekday } from "../../graphql/shared/dubai-time";

const PROVIDER_QUERY = `query { provider(id: "nails-n-more") { name services { name } } featuredProviders(first: 6) { id name } }`;
const originalName = async () =>
  (await env.DB.prepare("SELECT name FROM providers WHERE id = 'nails-n-more'").first<{ name: string }>())!.name;

async function signUp(): Promise<string> {
  const { body } = await postGraphQL(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { ... on SignUpSuccess { session { accessToken } } } }`,
    { input: { email: `cache-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: "a long enough passphrase" } },
    newClient(),
  );
  return body.data.signUp.session.accessToken as string;
}

/** A mutation that may change the catalogue, refused (nobody is signed in: nothing changes): it empties the cache. */
const emptyTheCache = () =>
  postGraphQL(`mutation { removeListingService(input: { providerId: "nails-n-more", serviceId: "none" }) { __typename } }`);

describe("catalogue cache", () => {
  let name: string;
  afterAll(async () => {
    await env.DB.prepare("UPDATE providers SET name = ?1 WHERE id = 'nails-n-more'").bind(name).run();
    await emptyTheCache();
  });

  it("answers anonymous catalogue reads from memory, never a signed-in caller, and forgets everything after a catalogue mutation", async () => {
    name = await originalName();
    const token = await signUp();
    await emptyTheCache();
    const first = await postGraphQL(PROVIDER_QUERY);
    expect(first.body.data.provider.name).toBe(name);

    // A change behind the API's back (as another isolate's write would be, seen from this one).
    await env.DB.prepare("UPDATE providers SET name = 'Renamed Nails' WHERE id = 'nails-n-more'").run();

    const anonymous = await postGraphQL(PROVIDER_QUERY);
    expect(anonymous.body.data.provider.name).toBe(name);
    expect(anonymous.body.data.featuredProviders.find((p: { id: string }) => p.id === "nails-n-more")?.name ?? name).toBe(name);
    // Anonymous page views share it too.
    expect(await (await page("/provider/nails-n-more")).text()).toContain(name);

    // Signed in: straight from the store.
    const signedIn = await postGraphQL(PROVIDER_QUERY, {}, { Authorization: `Bearer ${token}` });
    expect(signedIn.body.data.provider.name).toBe("Renamed Nails");

    // Signing out (or in, or up) changes nothing the cache holds: it keeps its answers.
    await postGraphQL(`mutation { signOut(input: { scope: LOCAL }) { __typename } }`, {}, { Authorization: `Bearer ${token}` });
    await signUp();
    expect((await postGraphQL(PROVIDER_QUERY)).body.data.provider.name).toBe(name);

    // A mutation that may change the catalogue empties it, even one refused.
    await emptyTheCache();
    const after = await postGraphQL(PROVIDER_QUERY);
    expect(after.body.data.provider.name).toBe("Renamed Nails");
  });

  it("keeps the job board and the shop as browsed, but reads a text search and a signed-in caller's lists live", async () => {
    const token = await signUp();
    await emptyTheCache();
    const lists = `query ($jobText: String, $productText: String) {
      jobs(first: 50, filter: { text: $jobText }) { edges { node { id title } } }
      products(first: 50, filter: { text: $productText }) { edges { node { id name } } }
    }`;
    const titles = (body: GraphQLBody) => (body.data.jobs.edges as { node: { title: string } }[]).map((edge) => edge.node.title);
    const names = (body: GraphQLBody) => (body.data.products.edges as { node: { name: string } }[]).map((edge) => edge.node.name);
    const before = (await postGraphQL(lists)).body;
    const job = before.data.jobs.edges[0].node as { id: string; title: string };
    const product = before.data.products.edges[0].node as { id: string; name: string };
    // Changes behind the API's back (as another isolate's write would be, seen from this one).
    await env.DB.prepare("UPDATE jobs SET title = 'Cache Probe Stylist' WHERE id = ?1").bind(job.id).run();
    await env.DB.prepare("UPDATE products SET name = 'Cache Probe Serum' WHERE id = ?1").bind(product.id).run();
    try {
      const browsed = (await postGraphQL(lists)).body;
      expect(titles(browsed)).toContain(job.title);
      expect(names(browsed)).toContain(product.name);
      const searched = (await postGraphQL(lists, { jobText: "Cache Probe", productText: "Cache Probe" })).body;
      expect(titles(searched)).toEqual(["Cache Probe Stylist"]);
      expect(names(searched)).toEqual(["Cache Probe Serum"]);
      const signedIn = (await postGraphQL(lists, {}, { Authorization: `Bearer ${token}` })).body;
      expect(titles(signedIn)).toContain("Cache Probe Stylist");
      expect(names(signedIn)).toContain("Cache Probe Serum");
    } finally {
      await env.DB.prepare("UPDATE jobs SET title = ?2 WHERE id = ?1").bind(job.id, job.title).run();
      await env.DB.prepare("UPDATE products SET name = ?2 WHERE id = ?1").bind(product.id, product.name).run();
      // The next reader must not get the probe's names from memory either.
      await emptyTheCache();
    }
  });

  it("never caches free times: a booking made behind the API's back is busy at once", async () => {
    // The window's last day, or the day before when that is a Friday (closed): it failed every seventh day.
    const last = (await postGraphQL(`query { lastBookableDate }`)).body.data.lastBookableDate as string;
    const date = weekday(last) === 5 ? addDays(last, -1) : last;
    const slots = `query ($date: String) { slots(providerId: "glamour-spot", serviceId: "glamour-spot-haircut", date: $date) { times } }`;
    const before = (await postGraphQL(slots, { date })).body.data.slots.times as string[];
    expect(before.length).toBeGreaterThan(0);
    const time = before[0]!;
    const [hours, minutes] = time.split(":").map(Number) as [number, number];
    const end = `${String(hours + 1).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
    // Every professional who does the haircut is booked at that time.
    for (const staff of ["glamour-spot-staff-1", "glamour-spot-staff-3"]) {
      await env.DB.prepare(
        `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status)
         VALUES (?1, 'glamour-spot', 'glamour-spot-haircut', ?2, ?3, ?4, 'Cache Test', '0501234567', NULL, 'Confirmed')`,
      )
        .bind(`cache-test-${staff}`, staff, `${date}T${time}`, `${date}T${end}`)
        .run();
    }
    try {
      const after = (await postGraphQL(slots, { date })).body.data.slots.times as string[];
      expect(after).not.toContain(time);
    } finally {
      await env.DB.prepare("DELETE FROM bookings WHERE id LIKE 'cache-test-%'").run();
    }
  });
});
