/**
 * Cost-based quotas of the GraphQL API in workerd (issue #35, decision 071): each external request spends
 * its cost from the caller's bucket, a Durable Object per bucket (Miniflare runs it); every answer reports
 * `extensions.cost` and the RateLimit fields; an empty bucket answers 429 with Retry-After.
 */
import { env } from "cloudflare:test";
import { parse, getOperationAST } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryCost } from "../../graphql/modules/quota/cost";
import { ANONYMOUS_BUCKET, KEY_BUCKET } from "../../graphql/modules/quota/rules";
import { usageFor } from "../../workers/quota/gate";
import { newClient, page, postGraphQL, verifiedToken } from "./http";

/** A real partner key (an unknown bearer token is refused with 401 before it could spend anything: decision 070). */
async function readKey(name: string): Promise<string> {
  const { body } = await postGraphQL(
    `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on ApiKeyCreated { key } } }`,
    { input: { name, mode: "TEST", scopes: ["READ"] } },
    { Authorization: `Bearer ${await verifiedToken()}`, ...newClient() },
  );
  expect(body.data.createApiKey.__typename).toBe("ApiKeyCreated");
  return body.data.createApiKey.key as string;
}

declare global {
  namespace Cloudflare {
    interface Env {
      API_QUOTAS?: string;
    }
  }
}

beforeAll(() => {
  env.API_QUOTAS = "on"; // the other suites run with quotas off (vitest.integration.config.ts)
});
afterAll(() => {
  env.API_QUOTAS = "off";
});

const PROVIDERS = `query Providers { providers(first: 5) { edges { node { id name emirate } } } }`;
const RATE_LIMIT = `query { rateLimit { maximumAvailable currentlyAvailable restoreRate } }`;

const costOf = (query: string) => {
  const document = parse(query);
  return queryCost(document, getOperationAST(document)!);
};

describe("API quotas", () => {
  it("reports each request's cost and the bucket in extensions.cost and the RateLimit fields", async () => {
    const client = newClient();
    const cost = costOf(PROVIDERS);
    expect(cost).toBeGreaterThan(10);
    const first = await postGraphQL(PROVIDERS, {}, client);
    expect(first.status).toBe(200);
    expect(first.body.data.providers.edges.length).toBeGreaterThan(0);
    const extensions = (first.body as { extensions?: any }).extensions;
    expect(extensions.cost).toEqual({
      requestedQueryCost: cost,
      actualQueryCost: cost,
      throttleStatus: {
        maximumAvailable: ANONYMOUS_BUCKET.capacity,
        currentlyAvailable: ANONYMOUS_BUCKET.capacity - cost,
        restoreRate: 10,
      },
    });
    expect(first.headers.get("RateLimit-Policy")).toBe(`"anonymous";q=${ANONYMOUS_BUCKET.capacity};w=40`);
    expect(first.headers.get("RateLimit")).toMatch(new RegExp(`^"anonymous";r=${ANONYMOUS_BUCKET.capacity - cost};t=\\d+$`));

    // rateLimit reads the bucket without spending
    const peek = await postGraphQL(RATE_LIMIT, {}, client);
    expect(peek.status).toBe(200);
    const available = peek.body.data.rateLimit.currentlyAvailable;
    expect(available).toBeGreaterThanOrEqual(ANONYMOUS_BUCKET.capacity - cost);
    expect(available).toBeLessThan(ANONYMOUS_BUCKET.capacity); // refilling 10/s: not full within a second or two
    expect((peek.body as { extensions?: any }).extensions.cost.requestedQueryCost).toBe(0);
    const again = await postGraphQL(RATE_LIMIT, {}, client);
    expect(again.body.data.rateLimit.currentlyAvailable).toBeGreaterThanOrEqual(available);

    // another address has a bucket of its own
    const other = await postGraphQL(RATE_LIMIT, {}, newClient());
    expect(other.body.data.rateLimit).toEqual({
      maximumAvailable: ANONYMOUS_BUCKET.capacity,
      currentlyAvailable: ANONYMOUS_BUCKET.capacity,
      restoreRate: 10,
    });
  });

  it("a bearer token has the key bucket, whatever the address", async () => {
    const key = await readKey("Quota suite");
    const headers = { Authorization: `Bearer ${key}`, ...newClient() };
    const answer = await postGraphQL(RATE_LIMIT, {}, headers);
    expect(answer.body.data.rateLimit).toEqual({
      maximumAvailable: KEY_BUCKET.capacity,
      currentlyAvailable: KEY_BUCKET.capacity,
      restoreRate: KEY_BUCKET.restoreRate,
    });
    expect(answer.headers.get("RateLimit-Policy")).toBe(`"key";q=${KEY_BUCKET.capacity};w=20`);
    const fromElsewhere = await postGraphQL(PROVIDERS, {}, { Authorization: `Bearer ${key}`, ...newClient() });
    expect((fromElsewhere.body as { extensions?: any }).extensions.cost.throttleStatus.currentlyAvailable).toBe(
      KEY_BUCKET.capacity - costOf(PROVIDERS),
    );
  });

  it("an empty bucket answers 429 with Retry-After, a GraphQL error and the cost; the usage counts it", async () => {
    const client = newClient();
    const cost = costOf(PROVIDERS);
    let refused: Awaited<ReturnType<typeof postGraphQL>> | undefined;
    let posted = 0;
    for (let i = 0; i < Math.ceil(ANONYMOUS_BUCKET.capacity / cost) + 3 && !refused; i++) {
      const answer = await postGraphQL(PROVIDERS, {}, client);
      posted += 1;
      if (answer.status !== 200) refused = answer;
    }
    await postGraphQL(RATE_LIMIT, {}, client); // one more request, spending nothing
    posted += 1;
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(refused!.body.data).toBeUndefined();
    expect(refused!.body.errors![0].extensions.code).toBe("THROTTLED");
    const extensions = (refused!.body as { extensions?: any }).extensions;
    expect(extensions.cost.requestedQueryCost).toBe(cost);
    expect(extensions.cost.actualQueryCost).toBeNull();
    expect(extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(cost);
    expect(refused!.headers.get("RateLimit")).toMatch(/^"anonymous";r=\d+;t=\d+$/);

    const usage = await usageFor(env, `anon:${client["CF-Connecting-IP"]}`);
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ day: new Date().toISOString().slice(0, 10), requests: posted, throttled: 1 });
    expect(usage[0]!.points).toBe((posted - 2) * cost); // every list full: actual = requested
  });

  it("a list shorter than asked for costs only its items: the difference goes back to the bucket", async () => {
    const client = newClient();
    const query = `query { providers(first: 20, filter: { emirate: UMM_AL_QUWAIN }) { edges { node { id name } } } }`;
    const answer = await postGraphQL(query, {}, client);
    expect(answer.status).toBe(200);
    const held = answer.body.data.providers.edges.length;
    expect(held).toBeLessThan(20);
    const cost = (answer.body as { extensions?: any }).extensions.cost;
    expect(cost.requestedQueryCost).toBe(costOf(query));
    expect(cost.actualQueryCost).toBeLessThanOrEqual(Math.ceil((cost.requestedQueryCost * Math.max(held, 1)) / 20));
    expect(cost.throttleStatus.currentlyAvailable).toBeGreaterThanOrEqual(ANONYMOUS_BUCKET.capacity - cost.actualQueryCost);
    const usage = await usageFor(env, `anon:${client["CF-Connecting-IP"]}`);
    expect(usage[0]!.points).toBe(cost.actualQueryCost);
  });

  it("a query costing more than the bucket holds is refused (400) without waiting", async () => {
    const big = `query { providers(first: 100) { edges { node { id name emirate } } } }`;
    expect(costOf(big)).toBeGreaterThan(ANONYMOUS_BUCKET.capacity);
    const answer = await postGraphQL(big, {}, newClient());
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0].extensions.code).toBe("MAX_COST_EXCEEDED");
    expect(answer.headers.get("Retry-After")).toBeNull();
  });

  it("50 concurrent requests on one bucket never spend more points than it held", async () => {
    const headers = { Authorization: `Bearer ${await readKey("Concurrent suite")}`, ...newClient() };
    const cost = costOf(PROVIDERS);
    expect(50 * cost).toBeGreaterThan(KEY_BUCKET.capacity);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 50 }, () => postGraphQL(PROVIDERS, {}, headers)));
    const seconds = (Date.now() - started) / 1000;
    const succeeded = answers.filter((answer) => answer.status === 200);
    const throttled = answers.filter((answer) => answer.status === 429).length;
    expect(succeeded.length + throttled).toBe(50);
    const spent = succeeded.reduce((sum, answer) => sum + (answer.body as { extensions?: any }).extensions.cost.actualQueryCost, 0);
    expect(spent).toBeLessThanOrEqual(KEY_BUCKET.capacity + KEY_BUCKET.restoreRate * seconds);
    expect(succeeded.length).toBeGreaterThanOrEqual(Math.floor(KEY_BUCKET.capacity / cost));
    expect(throttled).toBeGreaterThan(0);
  });

  it("the site's own pages are not charged", async () => {
    const client = newClient();
    for (const path of ["/", "/search", "/careers"]) {
      const response = await page(path, { headers: client });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const answer = await postGraphQL(RATE_LIMIT, {}, client);
    expect(answer.body.data.rateLimit.currentlyAvailable).toBe(ANONYMOUS_BUCKET.capacity);

    // Nor the pages' own requests from the browser (the search's live results, whose query costs more than an
    // anonymous bucket holds): same-origin as the browser says, with the site's CSRF header. A partner's is charged.
    const big = `query { providers(first: 100) { edges { node { id name emirate } } } }`;
    const site = { ...client, "Sec-Fetch-Site": "same-origin", "x-graphql-yoga-csrf": "1" };
    const fromThePage = await postGraphQL(big, {}, site);
    expect(fromThePage.status).toBe(200);
    expect((fromThePage.body as { extensions?: any }).extensions?.cost).toBeUndefined();
    const crossSite = await postGraphQL(big, {}, { ...site, "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(400);
    expect((await postGraphQL(RATE_LIMIT, {}, client)).body.data.rateLimit.currentlyAvailable).toBe(ANONYMOUS_BUCKET.capacity);
  });

  it("an answer names the deprecated fields the request used (Glow-Deprecated-Fields), readable cross-origin", async () => {
    const used = await postGraphQL(
      `{ provider(id: "aura-aesthetic") { name openingHours } }`,
      {},
      { ...newClient(), Origin: "https://partner.example" },
    );
    expect(used.status).toBe(200);
    expect(used.body.data.provider.openingHours).toEqual(expect.any(String));
    expect(used.headers.get("Glow-Deprecated-Fields")).toBe("Provider.openingHours");
    const exposed = (used.headers.get("Access-Control-Expose-Headers") ?? "").toLowerCase();
    for (const header of ["ratelimit", "ratelimit-policy", "retry-after", "glow-deprecated-fields"]) expect(exposed).toContain(header);
    const current = await postGraphQL(`{ provider(id: "aura-aesthetic") { name weeklyHours { weekday } } }`, {}, newClient());
    expect(current.headers.get("Glow-Deprecated-Fields")).toBeNull();
  });
});
