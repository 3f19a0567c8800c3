/**
 * Partner apps' keys at the Worker (issue #35): `Authorization: Bearer glow_…` acts as the app. An unknown,
 * malformed or revoked key is 401 with a GraphQL error body before anything runs; a key without READ cannot
 * query and one without BOOK cannot book (403, FORBIDDEN); a booking made with a key records the key and the
 * app's name; requests without a key and the site's pages are unaffected; last_used_at is kept.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dubaiNow, weekday } from "../../graphql/shared/dubai-time";
import { newClient, page, postGraphQL, shownVisit, signedInOwnerJar, verifiedToken } from "./http";

const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { __typename ... on ApiKeyCreated { key apiKey { id } } }
}`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { __typename } }`;
const PROVIDER = `query { provider(id: "glamour-spot") { name } }`;
const BOOK = `mutation Book($input: CreateBookingInput!) {
  createBooking(input: $input) { __typename ... on BookingConfirmed { booking { id } } }
}`;

async function newKey(accessToken: string, mode: "LIVE" | "TEST", scopes: string[], name = "Spa Finder") {
  const { body } = await postGraphQL(
    CREATE_KEY,
    { input: { name, mode, scopes } },
    { Authorization: `Bearer ${accessToken}`, ...newClient() },
  );
  expect(body.data.createApiKey.__typename).toBe("ApiKeyCreated");
  return body.data.createApiKey as { key: string; apiKey: { id: string } };
}

const asApp = (key: string) => ({ Authorization: `Bearer ${key}`, ...newClient() });

function openDay(daysAhead: number): string {
  const date = new Date(`${dubaiNow(new Date()).date}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  while (weekday(date.toISOString().slice(0, 10)) === 5) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const booking = (key: string) => ({
  input: {
    providerId: "glamour-spot",
    serviceId: "glamour-spot-haircut",
    date: openDay(9),
    time: "13:00",
    customerName: "Aisha Rahman",
    customerPhone: "+971 50 777 1234",
    idempotencyKey: key,
  },
});

describe("API keys at the Worker", () => {
  it("answers 401 with a GraphQL error body to unknown, malformed and revoked keys, before anything runs", async () => {
    for (const key of [`glow_live_${"A".repeat(43)}`, "glow_test_short"]) {
      const { status, headers, body } = await postGraphQL(PROVIDER, {}, asApp(key));
      expect(status).toBe(401);
      expect(headers.get("WWW-Authenticate")).toBe('Bearer error="invalid_token"');
      expect(body).toEqual({
        errors: [
          {
            message: "This API key is unknown or has been revoked.",
            extensions: { code: "UNAUTHENTICATED", messageCode: "API_KEY_INVALID" },
          },
        ],
      });
    }
    const owner = await verifiedToken();
    const { key, apiKey } = await newKey(owner, "LIVE", ["READ"]);
    expect((await postGraphQL(PROVIDER, {}, asApp(key))).body.data).toEqual({ provider: { name: "Glamour Spot" } });
    await postGraphQL(REVOKE, { id: apiKey.id }, { Authorization: `Bearer ${owner}`, ...newClient() });
    expect((await postGraphQL(PROVIDER, {}, asApp(key))).status).toBe(401);
    // A revoked key's attempted booking writes nothing.
    const refused = await postGraphQL(BOOK, booking("api-key-revoked-0001"), asApp(key));
    expect(refused.status).toBe(401);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE idempotency_key = 'api-key-revoked-0001'").first("n")).toBe(0);
  });

  it("refuses what the key's scopes do not allow: no READ, no queries; no BOOK, no booking", async () => {
    const owner = await verifiedToken();
    const readOnly = await newKey(owner, "LIVE", ["READ"]);
    const refused = await postGraphQL(BOOK, booking("api-key-read-only-01"), asApp(readOnly.key));
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([
      {
        message: "This app's key does not allow BOOK: create a key with that scope.",
        extensions: { code: "FORBIDDEN", messageCode: "API_KEY_SCOPE_MISSING", requiredScope: "BOOK" },
      },
    ]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE idempotency_key = 'api-key-read-only-01'").first("n")).toBe(0);

    const hooksOnly = await newKey(owner, "LIVE", ["WEBHOOKS"]);
    const query = await postGraphQL(PROVIDER, {}, asApp(hooksOnly.key));
    expect(query.status).toBe(403);
    expect(query.body.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", requiredScope: "READ" });
  });

  it("books with a BOOK key: the booking names the key and the app; the key is marked used; no key is unaffected", async () => {
    const owner = await verifiedToken();
    const { key, apiKey } = await newKey(owner, "LIVE", ["READ", "BOOK"], "Booking Bot");
    const made = await postGraphQL(BOOK, booking("api-key-booking-0001"), asApp(key));
    expect(made.status).toBe(200);
    expect(made.body.data.createBooking.__typename).toBe("BookingConfirmed");
    const row = await env.DB.prepare("SELECT api_key_id, api_app_name, customer_id FROM bookings WHERE id = ?")
      .bind(made.body.data.createBooking.booking.id)
      .first();
    // The app acts as itself, not as the key's account.
    expect(row).toEqual({ api_key_id: apiKey.id, api_app_name: "Booking Bot", customer_id: null });
    // The salon's owner sees the app as the booking's source.
    const ownerJar = await signedInOwnerJar("glamour-spot");
    const ownerPage = await shownVisit(ownerJar, `/dashboard/bookings/${made.body.data.createBooking.booking.id}`);
    expect(ownerPage).toContain("Online, through Booking Bot");
    // …and in the dashboard's list of upcoming bookings.
    expect(await shownVisit(ownerJar, "/dashboard/provider")).toContain("Booked through Booking Bot");
    const used = await env.DB.prepare("SELECT last_used_at FROM api_keys WHERE id = ?").bind(apiKey.id).first<string>("last_used_at");
    expect(used).not.toBeNull();

    // Without a key: reads and the pages as before.
    const anonymous = await postGraphQL(PROVIDER, {}, newClient());
    expect(anonymous).toMatchObject({ status: 200, body: { data: { provider: { name: "Glamour Spot" } } } });
    expect((await page("/provider/glamour-spot")).status).toBe(200);
  });

  it("books sandbox providers only with a test key, and a test key only those", async () => {
    const owner = await verifiedToken();
    const test = await newKey(owner, "TEST", ["READ", "BOOK"], "Sandbox Tester");
    const live = await newKey(owner, "LIVE", ["READ", "BOOK"], "Live App");
    const BOOK_FIELDS = `mutation Book($input: CreateBookingInput!) {
      createBooking(input: $input) { __typename ... on BookingConfirmed { booking { id } } ... on BookingInputInvalid { fieldErrors { field code } } }
    }`;
    // A real salon: a test key is refused and nothing is written.
    const real = await postGraphQL(BOOK_FIELDS, booking("api-key-test-real-01"), asApp(test.key));
    expect(real.body.data.createBooking).toEqual({
      __typename: "BookingInputInvalid",
      fieldErrors: [{ field: "providerId", code: "API_KEY_SANDBOX_ONLY" }],
    });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE idempotency_key = 'api-key-test-real-01'").first("n")).toBe(0);

    // The same salon as a sandbox one (as 0043 marks them): the test key books it; a live key and a visitor cannot.
    await env.DB.prepare("UPDATE providers SET sandbox = 1 WHERE id = 'glamour-spot'").run();
    try {
      for (const [headers, key] of [
        [asApp(live.key), "api-key-live-sandbox"],
        [newClient(), "api-key-anon-sandbox"],
      ] as const) {
        const refused = await postGraphQL(BOOK_FIELDS, booking(key), headers);
        expect(refused.body.data.createBooking.__typename).toBe("BookingInputInvalid");
        expect(await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE idempotency_key = ?").bind(key).first("n")).toBe(0);
      }
      const made = await postGraphQL(BOOK_FIELDS, booking("api-key-test-sandbox"), asApp(test.key));
      expect(made.body.data.createBooking.__typename).toBe("BookingConfirmed");
      const row = await env.DB.prepare("SELECT api_app_name FROM bookings WHERE idempotency_key = 'api-key-test-sandbox'").first(
        "api_app_name",
      );
      expect(row).toBe("Sandbox Tester");
    } finally {
      await env.DB.prepare("UPDATE providers SET sandbox = 0 WHERE id = 'glamour-spot'").run();
    }
  });
});
