/**
 * The Supabase adapter under Node: the shared backend contract, then what supabase-js actually sends
 * (paths, query filters, headers, bodies) and how the adapter reads Supabase's answers. Supabase
 * itself is faked at its HTTP boundary only (fake-supabase.ts); the SQL behind it is tested against
 * real PostgreSQL in tests/postgres.
 */
import type { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { AccessTokenRejected } from "../../graphql/modules/accounts/auth-port";
import { clientKeys } from "../../graphql/modules/bookings/client-keys";
import { createGraphQLServer } from "../../graphql/yoga";
import { createSupabaseBackend } from "../../workers/adapters/supabase";
import {
  backendContract,
  BOOKING_LIMITS,
  FEATURED_ORDER,
  graphqlAs,
  mondaysFrom,
  signedUpAccount,
  type ContractSubject,
} from "./backend-contract";
import { sharpImages } from "./sharp-images";
import { backendFor, ORIGIN, outboxFor, UNLIMITED } from "./supabase-backend";
import { FakeSupabase, type RecordedRequest } from "./fake-supabase";
import { englishOf } from "../../graphql/shared/messages";
import { say } from "../../graphql/shared/say";
import { DAILY_PRODUCTS_PER_LISTING } from "../../graphql/modules/products/rules";
import { commonPasswords } from "../fixtures/common-passwords";

const PROVIDER_COLUMNS = "id,name,type,emirate,location,address,rating,about,phone,email,opening_hours,latitude,longitude";
/** Lists embed what a card shows; a provider by id embeds everything its page shows. */
const LIST_SELECT = `${PROVIDER_COLUMNS},provider_images(url,alt),services(id,name,price_aed,duration_minutes)`;
const DETAIL_SELECT = `${LIST_SELECT},staff(id,name,title,image_url),reviews(id,user_name,rating,comment),staff_services(staff_id,service_id)`;

/** The host's secret for the client keys bookings store (the Worker's is its session secret). */
const CLIENT_KEY_SECRET = "a secret of the host, for the tests";
const clientKeySecret = async () => CLIENT_KEY_SECRET;

const subject: ContractSubject = {
  limitsSignIns: true,
  canRequireConfirmation: true,
  world({ confirmEmail = false } = {}) {
    const fake = new FakeSupabase({ confirmEmail });
    return {
      origin: ORIGIN,
      freshDay: mondaysFrom(),
      backend: (accessToken = null) => backendFor(fake, accessToken),
      makeOwner: async (providerId: string, accountId: string) => fake.setProviderOwner(providerId, accountId),
      makeReviewer: async (accountId: string) => fake.setReviewer(accountId),
      alterBooking: async (id, changes) => fake.alterBooking(id, changes),
      fetchLink: (url: string) => fake.fetch(url, { headers: { apikey: fake.anonKey } }),
      storedObjects: async () => fake.objectCount(),
      outbox: () => outboxFor(fake),
      emailedToken: async (email: string, purpose: string) =>
        fake.authEmails.findLast((sent) => sent.email === email && sent.type === (purpose === "verify_email" ? "signup" : "recovery"))
          ?.tokenHash ?? null,
    };
  },
};

describe("backend contract: Supabase adapter against a fake of Supabase's HTTP APIs", () => {
  backendContract(subject);
});

/** Requests to a path (prefix), e.g. '/rest/v1/providers'. */
const to = (fake: FakeSupabase, prefix: string) => fake.requests.filter((request) => request.url.pathname.startsWith(prefix));
const only = (requests: RecordedRequest[]) => {
  expect(requests).toHaveLength(1);
  return requests[0]!;
};
const params = (request: RecordedRequest) => [...request.url.searchParams];
const jsonBody = (request: RecordedRequest) => JSON.parse(request.text ?? "null") as unknown;

async function signedUpUser(fake: FakeSupabase, email = `owner.${Date.now()}@example.com`) {
  const outcome = await backendFor(fake).auth.signUp({ email, password: "correct horse battery staple" });
  if (!outcome.ok || !outcome.value.session) throw new Error("sign-up failed in the fake");
  return outcome.value.session;
}

/** A signed-up account owning `providerId`, its backend, and the public URL of a product image it stored as `fileName`. */
async function ownerWithProductImage(fake: FakeSupabase, providerId: string, fileName: string) {
  const session = await signedUpUser(fake);
  fake.setProviderOwner(providerId, session.user.id);
  const backend = backendFor(fake, session.accessToken);
  const key = `product_images/products/${Date.now()}123_${fileName}`;
  await backend.storage.put(key, new Uint8Array([1]).buffer, "image/webp");
  return { session, backend, imageUrl: backend.storage.publicUrl(key) };
}

describe("what the Supabase adapter sends", () => {
  describe("the shop", () => {
    const PRODUCT_COLUMNS =
      "id,owner_id,provider_id,name,brand,category,price_fils,compare_at_fils,claims_genuine,claims_uae_delivery,stock,description,image_url,rating,created_at";

    it("lists products with an escaped ilike over name and brand, a keyset on the sort's column, and a HEAD count", async () => {
      const fake = new FakeSupabase();
      const page = await backendFor(fake).products.list({ text: "50%_off\\", category: "Hair Care" }, "PRICE_DESC", 2, {
        sort: "PRICE_DESC",
        key: 8900,
        id: "product-1",
      });
      expect(page).toEqual({ nodes: [], hasNextPage: false, totalCount: 0 });
      const get = to(fake, "/rest/v1/products").find((request) => request.method === "GET")!;
      const pattern = '"*50\\\\%\\\\_off\\\\\\\\*"';
      expect(params(get)).toEqual([
        ["select", PRODUCT_COLUMNS],
        ["category", "eq.Hair Care"],
        ["or", `(name.ilike.${pattern},brand.ilike.${pattern})`],
        ["or", '(price_fils.lt."8900",and(price_fils.eq."8900",id.gt."product-1"))'],
        ["order", "price_fils.desc,id.asc"],
        ["limit", "3"],
      ]);
      const head = to(fake, "/rest/v1/products").find((request) => request.method === "HEAD")!;
      expect(head.headers["prefer"]).toBe("count=exact");
      expect(params(head).map(([name]) => name)).toEqual(["select", "category", "or"]);
    });

    it("adds a product for the caller's listing with the form's columns only, as the caller, asking for the stored row back", async () => {
      const fake = new FakeSupabase();
      const { session, backend, imageUrl } = await ownerWithProductImage(fake, "glamour-spot", "toner.webp");
      const product = {
        accountId: session.user.id,
        providerId: "glamour-spot",
        name: "Rose Water Toner",
        brand: "Desert Bloom",
        category: "Wellness" as const,
        priceFils: 5550,
        compareAtFils: null,
        claimsGenuine: false,
        claimsUaeDelivery: false,
        stock: 3,
        description: "Gentle.",
        imageUrl,
      };
      const added = await backend.products.add(product);
      expect(added).toMatchObject({
        kind: "added",
        product: { ownerId: session.user.id, providerId: "glamour-spot", priceFils: 5550, rating: null },
      });
      const post = to(fake, "/rest/v1/products").find((request) => request.method === "POST")!;
      expect(Object.keys(JSON.parse(post.text!)).sort()).toEqual([
        "brand",
        "category",
        "claims_genuine",
        "claims_uae_delivery",
        "compare_at_fils",
        "description",
        "image_url",
        "name",
        "price_fils",
        "provider_id",
        "stock",
      ]);
      expect(post.headers["prefer"]).toMatch(/return=representation/);
      expect(post.headers["authorization"]).toBe(`Bearer ${session.accessToken}`);
      // Another account: for a listing that is not theirs, or with someone else's image, row level security refuses.
      const other = await signedUpUser(fake, `other.${Date.now()}@example.com`);
      fake.setProviderOwner("barbers-hub", other.user.id);
      const asOther = backendFor(fake, other.accessToken);
      expect(await asOther.products.add({ ...product, accountId: other.user.id })).toEqual({ kind: "notOwner" });
      expect(await asOther.products.add({ ...product, accountId: other.user.id, providerId: "barbers-hub" })).toEqual({ kind: "notOwner" });
      // A product claimed for another account is stored as the caller's (the column's default): the adapter says so.
      const theirKey = `product_images/products/${Date.now()}456_toner.webp`;
      await asOther.storage.put(theirKey, new Uint8Array([1]).buffer, "image/webp");
      const claimed = { ...product, providerId: "barbers-hub", imageUrl: asOther.storage.publicUrl(theirKey) };
      await expect(asOther.products.add(claimed)).rejects.toThrow(/not stored for the signed-in account/);
    });

    it("reads a listing's products of the last 24 hours, and passes on the database's daily limit with when it ends", async () => {
      const fake = new FakeSupabase();
      const { session, backend, imageUrl } = await ownerWithProductImage(fake, "nails-n-more", "polish.webp");
      const since = new Date(Date.now() - 24 * 3600_000).toISOString();
      expect(await backend.products.addedSince("nails-n-more", since)).toEqual({ count: 0, oldest: null });
      const product = {
        accountId: session.user.id,
        providerId: "nails-n-more",
        name: "Gel Polish",
        brand: "Nails n More",
        category: "Makeup" as const,
        priceFils: 3500,
        compareAtFils: null,
        claimsGenuine: false,
        claimsUaeDelivery: false,
        stock: 3,
        description: "Long-lasting.",
        imageUrl,
      };
      const first = await backend.products.add(product);
      if (first.kind !== "added") throw new Error(first.kind);
      for (let added = 1; added < DAILY_PRODUCTS_PER_LISTING; added += 1) expect((await backend.products.add(product)).kind).toBe("added");
      expect(await backend.products.addedSince("nails-n-more", since)).toEqual({
        count: DAILY_PRODUCTS_PER_LISTING,
        oldest: first.product.createdAt,
      });
      const read = to(fake, "/rest/v1/products").filter((request) => request.method !== "POST");
      expect(params(read.find((request) => request.method === "GET")!)).toEqual([
        ["select", "created_at"],
        ["provider_id", "eq.nails-n-more"],
        ["created_at", `gt.${since}`],
        ["order", "created_at.asc"],
        ["limit", "1"],
      ]);
      expect(await backend.products.add(product)).toEqual({
        kind: "dailyLimitReached",
        endsAt: new Date(Date.parse(first.product.createdAt) + 24 * 3600_000).toISOString(),
      });
    });
  });

  describe("PostgREST reads", () => {
    it("lists providers with images and services embedded, a keyset filter, order and limit, and counts with a HEAD request", async () => {
      const fake = new FakeSupabase();
      const page = await backendFor(fake).providers.list({ type: "Clinic" }, 1, { name: "Aura Aesthetic Clinic", id: "aura-aesthetic" });
      expect(page).toMatchObject({ totalCount: 2, hasNextPage: false });
      expect(page.nodes.map((node) => node.id)).toEqual(["skin-revive-clinic"]);
      const { prefetched } = page.nodes[0]!;
      expect(Object.keys(prefetched ?? {}).sort()).toEqual(["images", "services"]);
      expect(prefetched!.services!.map((service) => service.id)).toEqual([
        "skin-revive-clinic-consultation",
        "skin-revive-clinic-laser",
        "skin-revive-clinic-facial",
        "skin-revive-clinic-microneedling",
        "skin-revive-clinic-botox",
        "skin-revive-clinic-peel",
      ]);
      expect(prefetched!.services![0]).toEqual({
        id: "skin-revive-clinic-consultation",
        providerId: "skin-revive-clinic",
        name: "Dermatologist Consultation",
        priceAed: 300,
        durationMinutes: 30,
      });

      // Two requests in parallel, nothing after them: the child lists came with the page.
      expect(fake.requests.map((request) => `${request.method} ${request.url.pathname}`).sort()).toEqual([
        "GET /rest/v1/providers",
        "HEAD /rest/v1/providers",
      ]);
      const requests = to(fake, "/rest/v1/providers");
      const get = requests.find((request) => request.method === "GET")!;
      expect(params(get)).toEqual([
        ["select", LIST_SELECT],
        ["type", "eq.Clinic"],
        ["or", '(name.gt."Aura Aesthetic Clinic",and(name.eq."Aura Aesthetic Clinic",id.gt."aura-aesthetic"))'],
        ["order", "name.asc,id.asc"],
        ["provider_images.order", "position.asc"],
        ["services.order", "position.asc"],
        ["limit", "2"],
      ]);
      expect(get.headers["prefer"]).toBeUndefined();
      const head = requests.find((request) => request.method === "HEAD")!;
      expect(params(head)).toEqual([
        ["select", "id"],
        ["type", "eq.Clinic"],
      ]);
      expect(head.headers["prefer"]).toBe("count=exact");
      for (const request of requests) {
        expect(request.headers).toMatchObject({
          apikey: fake.anonKey,
          authorization: `Bearer ${fake.anonKey}`,
          "accept-profile": "public",
          "x-client-info": expect.stringMatching(/^supabase-js\/2\.119\.1/),
        });
      }
    });

    it("quotes cursor values so commas, parentheses and quotes in names stay values", async () => {
      const fake = new FakeSupabase();
      const page = await backendFor(fake).providers.list({}, 10, { name: 'Barbers "Hub", (Sharjah)', id: "a\\b" });
      const get = to(fake, "/rest/v1/providers").find((request) => request.method === "GET")!;
      expect(get.url.searchParams.get("or")).toBe(
        '(name.gt."Barbers \\"Hub\\", (Sharjah)",and(name.eq."Barbers \\"Hub\\", (Sharjah)",id.gt."a\\\\b"))',
      );
      // The fake reads it back as PostgREST would: everything after 'Barbers "Hub", (Sharjah)' by name.
      expect(page.nodes.map((node) => node.id)).toEqual([
        "barbers-hub",
        "elite-gents-salon",
        "glamour-spot",
        "nails-n-more",
        "skin-revive-clinic",
      ]);
    });

    it("reads featured providers, providers by id and child rows with PostgREST filters", async () => {
      const fake = new FakeSupabase();
      const backend = backendFor(fake);
      await backend.providers.featured(3);
      await backend.providers.byIds(["glamour-spot", "nails-n-more"]);
      await backend.providers.servicesFor(["glamour-spot", "barbers-hub"]);
      await backend.providers.imagesFor(["glamour-spot"]);
      await backend.offers.list();
      await backend.plans.features("subscription");
      const [featured, byIds] = to(fake, "/rest/v1/providers");
      expect(params(featured!)).toEqual([
        ["select", LIST_SELECT],
        ["featured_rank", "not.is.null"],
        ["order", "featured_rank.asc,id.asc"],
        ["provider_images.order", "position.asc"],
        ["services.order", "position.asc"],
        ["limit", "3"],
      ]);
      expect(params(byIds!)).toEqual([
        ["select", DETAIL_SELECT],
        ["id", "in.(glamour-spot,nails-n-more)"],
        ["provider_images.order", "position.asc"],
        ["services.order", "position.asc"],
        ["staff.order", "position.asc"],
        ["reviews.order", "position.asc"],
        ["staff_services.order", "staff_id.asc,service_id.asc"],
      ]);
      expect(params(only(to(fake, "/rest/v1/services")))).toEqual([
        ["select", "provider_id,id,name,price_aed,duration_minutes"],
        ["provider_id", "in.(glamour-spot,barbers-hub)"],
        ["order", "provider_id.asc,position.asc"],
      ]);
      expect(params(only(to(fake, "/rest/v1/provider_images")))).toEqual([
        ["select", "provider_id,url,alt"],
        ["provider_id", "in.(glamour-spot)"],
        ["order", "provider_id.asc,position.asc"],
      ]);
      expect(params(only(to(fake, "/rest/v1/offers")))).toEqual([
        ["select", "id,title,description,type,image_url,details"],
        ["order", "position.asc,id.asc"],
      ]);
      expect(params(only(to(fake, "/rest/v1/plan_features")))).toEqual([
        ["select", "name,in_basic,in_premium,in_featured"],
        ["matrix", "eq.subscription"],
        ["order", "position.asc"],
      ]);
      // Nothing empty is asked for.
      const before = fake.requests.length;
      await backend.providers.byIds([]);
      await backend.providers.reviewsFor([]);
      expect(fake.requests.length).toBe(before);
    });

    it("searches with one search_providers call carrying every criterion and the cursor", async () => {
      const fake = new FakeSupabase();
      const page = await backendFor(fake).search.search(
        {
          text: "Hot, SHAVÉ",
          name: "a",
          emirate: null,
          providerType: "Parlour",
          service: "Haircut",
          minRating: 4.5,
          minPrice: 50,
          maxPrice: 200,
          open: { kind: "now", date: "2026-11-29", minute: 615 },
          licensedOn: null,
        },
        2,
        { rating: 4.8, name: "Glamour Spot", providerId: "glamour-spot" },
      );
      expect(page.nodes.map((hit) => hit.providerId)).toEqual(["barbers-hub", "elite-gents-salon"]);
      const call = only(to(fake, "/rest/v1/rpc/search_providers"));
      expect(call.method).toBe("POST");
      expect(jsonBody(call)).toEqual({
        p_terms: ["hot", "shave"],
        p_name: "a",
        p_emirate: null,
        p_type: "Parlour",
        p_service: "Haircut",
        p_min_rating: 4.5,
        p_min_price: 50,
        p_max_price: 200,
        p_limit: 3,
        p_after_rating: 4.8,
        p_after_name: "Glamour Spot",
        p_after_id: "glamour-spot",
        p_open_date: "2026-11-29",
        p_open_minute: 615,
        p_licensed_on: null,
      });
    });
  });

  describe("the fake's resource embedding (as PostgREST documents it)", () => {
    const read = async (fake: FakeSupabase, query: string, key = fake.anonKey) => {
      const response = await fake.fetch(`${fake.url}/rest/v1/${query}`, { headers: { apikey: key, authorization: `Bearer ${key}` } });
      return { status: response.status, body: (await response.json()) as any };
    };

    it("nests a one-to-many along the child's provider_id foreign key as an array, ordered by <table>.order", async () => {
      const fake = new FakeSupabase();
      const ordered = await read(fake, "providers?select=id,services(id,price_aed)&id=eq.nails-n-more&services.order=position.desc");
      expect(ordered.status).toBe(200);
      expect(ordered.body).toHaveLength(1);
      expect(Object.keys(ordered.body[0])).toEqual(["id", "services"]);
      const ids = (ordered.body[0].services as { id: string }[]).map((service) => service.id);
      const ascending = (await read(fake, "providers?select=id,services(id)&id=eq.nails-n-more&services.order=position.asc")).body[0]
        .services;
      expect(ids).toEqual((ascending as { id: string }[]).map((service) => service.id).reverse());
      expect(ordered.body[0].services[0]).toEqual({ id: expect.any(String), price_aed: expect.any(Number) });

      // No rows is an empty array; the service role may embed what anon may not.
      const offers = await read(
        fake,
        "providers?select=id,provider_offers(id)&id=in.(barbers-hub,glamour-spot)&order=id.asc",
        fake.serviceRoleKey,
      );
      expect(offers.body.map((row: { id: string; provider_offers: unknown[] }) => [row.id, row.provider_offers.length])).toEqual([
        ["barbers-hub", 0],
        ["glamour-spot", 3],
      ]);
    });

    it("refuses what PostgREST refuses: private tables, unrelated tables, unknown columns, orders of non-embedded tables", async () => {
      const fake = new FakeSupabase();
      expect(await read(fake, "providers?select=id,bookings(id)")).toMatchObject({ status: 401, body: { code: "42501" } });
      expect(await read(fake, "providers?select=id,plans(id)")).toMatchObject({ status: 400, body: { code: "PGRST200" } });
      expect(await read(fake, "providers?select=id,services(id,position_aed)")).toMatchObject({
        status: 400,
        body: { code: "42703", message: "column services.position_aed does not exist" },
      });
      expect(await read(fake, "providers?select=id&services.order=position.asc")).toMatchObject({
        status: 400,
        body: { code: "PGRST108" },
      });
    });

    it("makes the adapter fail loudly, not load lists again, when an embedded list is missing from the answer", async () => {
      const fake = new FakeSupabase();
      const withoutServices: typeof fetch = async (input, init) => {
        const response = await fake.fetch(input, init);
        const rows = (await response.json()) as Record<string, unknown>[];
        return Response.json(
          rows.map(({ services: _services, ...row }) => row),
          { status: response.status, headers: response.headers },
        );
      };
      const backend = createSupabaseBackend(
        { url: fake.url, anonKey: fake.anonKey, serviceRoleKey: null },
        { accessToken: null, origin: ORIGIN, fetch: withoutServices, images: sharpImages },
      );
      await expect(backend.providers.featured(2)).rejects.toThrow(/no services list embedded in provider glamour-spot/);
    });
  });

  describe("bookings", () => {
    it("books through create_booking with Dubai times as instants, never touching the bookings table", async () => {
      const fake = new FakeSupabase();
      const backend = backendFor(fake);
      const booking = {
        id: "booking-1",
        providerId: "glamour-spot",
        serviceId: "glamour-spot-haircut",
        startsAt: "2030-01-07T10:00",
        endsAt: "2030-01-07T11:00",
        customerName: "Mariam Al Hashimi",
        customerPhone: "+971505550101",
        customerEmail: null,
        idempotencyKey: "idempotency-key-0001",
        manageToken: "manage-token-0001-abcdefghijklmnopqrstuvwxy",
        staffIds: ["glamour-spot-staff-3", "glamour-spot-staff-1"],
        client: { address: "a".repeat(64), network: "b".repeat(64) },
      };
      const outcome = await backend.bookings.insertIfFree(booking, BOOKING_LIMITS);
      const { staffIds: _asked, client: _client, ...record } = booking;
      expect(outcome).toMatchObject({ kind: "created", booking: { ...record, staffId: "glamour-spot-staff-3", status: "Confirmed" } });
      await backend.bookings.busyOn("glamour-spot", "2030-01-07");
      await backend.bookings.byIdempotencyKey("idempotency-key-0001");

      const create = only(to(fake, "/rest/v1/rpc/create_booking"));
      expect(create.method).toBe("POST");
      expect(create.headers).toMatchObject({ "content-type": "application/json", "content-profile": "public", apikey: fake.anonKey });
      expect(create.headers["prefer"] ?? "").not.toMatch(/return=representation/);
      expect(jsonBody(create)).toEqual({
        p_id: "booking-1",
        p_provider_id: "glamour-spot",
        p_service_id: "glamour-spot-haircut",
        p_starts_at: "2030-01-07T10:00:00+04:00",
        p_ends_at: "2030-01-07T11:00:00+04:00",
        p_customer_name: "Mariam Al Hashimi",
        p_customer_phone: "+971505550101",
        p_customer_email: null,
        p_idempotency_key: "idempotency-key-0001",
        p_daily_limit: BOOKING_LIMITS.perPhonePerDay,
        p_manage_token: "manage-token-0001-abcdefghijklmnopqrstuvwxy",
        p_staff_ids: ["glamour-spot-staff-3", "glamour-spot-staff-1"],
        p_client_address_key: "a".repeat(64),
        p_client_network_key: "b".repeat(64),
        p_client_address_limit: 3,
        p_client_network_limit: 6,
      });
      expect(jsonBody(only(to(fake, "/rest/v1/rpc/staff_busy_intervals")))).toEqual({
        p_provider_id: "glamour-spot",
        p_day: "2030-01-07",
      });
      expect(jsonBody(only(to(fake, "/rest/v1/rpc/booking_by_idempotency_key")))).toEqual({ p_idempotency_key: "idempotency-key-0001" });
      expect(to(fake, "/rest/v1/bookings")).toEqual([]);
      // Stored as the instant 06:00 UTC, read back as Dubai's 10:00.
      expect(fake.bookingRows().find((row) => row.id === "booking-1")!.starts_at).toBe(Date.parse("2030-01-07T06:00:00Z"));
    });

    it("turns a refused booking (not a bookable slot) into an error, not an outcome", async () => {
      const fake = new FakeSupabase();
      const friday = {
        id: "booking-2",
        providerId: "glamour-spot",
        serviceId: "glamour-spot-haircut",
        startsAt: "2030-01-11T10:00",
        endsAt: "2030-01-11T11:00",
        customerName: "Mariam Al Hashimi",
        customerPhone: "+971505550101",
        customerEmail: null,
        idempotencyKey: "idempotency-key-0002",
        manageToken: "manage-token-0002-abcdefghijklmnopqrstuvwxy",
        staffIds: ["glamour-spot-staff-1"],
        client: { address: "a".repeat(64), network: "b".repeat(64) },
      };
      await expect(backendFor(fake).bookings.insertIfFree(friday, BOOKING_LIMITS)).rejects.toThrow(/create_booking failed \(400 22023\)/);
    });
  });

  describe("storage", () => {
    it("uploads raw bytes with type, no upsert and a long cache life, and downloads through the API", async () => {
      const fake = new FakeSupabase();
      const backend = backendFor(fake);
      const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      await backend.storage.put("product_images/products/1732186800000_serum.png", bytes.slice().buffer, "image/png");
      const upload = only(to(fake, "/storage/v1/object/"));
      expect(upload.method).toBe("POST");
      expect(upload.url.pathname).toBe("/storage/v1/object/product_images/products/1732186800000_serum.png");
      expect(upload.headers).toMatchObject({
        "content-type": "image/png",
        "x-upsert": "false",
        "cache-control": "max-age=31536000",
        apikey: fake.anonKey,
        authorization: `Bearer ${fake.anonKey}`,
      });
      expect(upload.bytes).toEqual(bytes);

      const stored = await backend.storage.get("product_images/products/1732186800000_serum.png");
      expect(stored).toMatchObject({ contentType: "image/png", size: bytes.byteLength });
      const download = fake.requests[fake.requests.length - 1]!;
      expect(download.method).toBe("GET");
      expect(download.url.pathname).toBe("/storage/v1/object/product_images/products/1732186800000_serum.png");
    });

    it("keeps trade licences private: only a signed-in account uploads one, and only it reads it back", async () => {
      const fake = new FakeSupabase();
      const pdf = () => new TextEncoder().encode("%PDF-1.7").buffer;
      await expect(
        backendFor(fake).storage.put("provider_documents/trade_licenses/1732186800000_licence.pdf", pdf(), "application/pdf"),
      ).rejects.toThrow(/row-level security/);
      const session = await signedUpUser(fake);
      const own = "provider_documents/trade_licenses/1732186800001_licence.pdf";
      await backendFor(fake, session.accessToken).storage.put(own, pdf(), "application/pdf");
      expect(await backendFor(fake, session.accessToken).storage.get(own)).not.toBeNull();
      expect(await backendFor(fake).storage.get(own)).toBeNull();
      const other = await signedUpUser(fake, `other.${Date.now()}@example.com`);
      expect(await backendFor(fake, other.accessToken).storage.get(own)).toBeNull();
    });

    it("refuses keys outside the three buckets without asking, and names the storage policies refuse", async () => {
      const fake = new FakeSupabase();
      const backend = backendFor(fake);
      const body = new Uint8Array([1]).buffer;
      await expect(backend.storage.put("avatars/1732186800000_me.png", body, "image/png")).rejects.toThrow(/Not a storage key/);
      await expect(backend.storage.put("product_images/../x.png", body, "image/png")).rejects.toThrow(/Not a storage key/);
      expect(fake.requests).toEqual([]);
      expect(await backend.storage.get("avatars/x.png")).toBeNull();
      await expect(backend.storage.put("product_images/products/serum.png", body, "image/png")).rejects.toThrow(
        /upload to product_images failed .*row-level security/,
      );
      await expect(backend.storage.put("product_images/products/1732186800000_x.png", body, "image/svg+xml")).rejects.toThrow(
        /not supported/,
      );
    });
  });

  describe("callers and keys", () => {
    it("sends the caller's access token on data and storage requests, and only the anon key to Auth", async () => {
      const fake = new FakeSupabase();
      const session = await signedUpUser(fake);
      fake.requests.length = 0;
      const backend = backendFor(fake, session.accessToken, { serviceRole: false });
      await backend.providers.featured(1);
      await backend.bookings.busyOn("glamour-spot", "2030-01-07");
      await backend.storage.get("product_images/products/1732186800000_none.png");
      await backend.auth.signInWithPassword({ email: session.user.email, password: "correct horse battery staple" }, "203.0.113.1");
      expect(fake.requests).toHaveLength(4);
      for (const request of fake.requests) expect(request.headers["apikey"], request.url.pathname).toBe(fake.anonKey);
      for (const request of [
        ...to(fake, "/rest/v1/providers"),
        ...to(fake, "/rest/v1/rpc/staff_busy_intervals"),
        ...to(fake, "/storage/v1/"),
      ]) {
        expect(request.headers["authorization"]).toBe(`Bearer ${session.accessToken}`);
      }
      expect(only(to(fake, "/auth/v1/token")).headers["authorization"]).toBe(`Bearer ${fake.anonKey}`);
    });

    it("uses the service-role key only for the sign-in limit, and only when it is configured", async () => {
      const fake = new FakeSupabase();
      const backend = backendFor(fake);
      await backend.auth.signUp({ email: "limits@example.com", password: "correct horse battery staple" });
      await backend.auth.signInWithPassword({ email: "limits@example.com", password: "wrong password!" }, "198.51.100.7");
      await backend.auth.signInWithPassword({ email: "limits@example.com", password: "correct horse battery staple" }, "198.51.100.7");
      await backend.providers.featured(1);
      const privileged = fake.requests.filter((request) => request.headers["apikey"] === fake.serviceRoleKey);
      expect(privileged.map((request) => request.url.pathname)).toEqual([
        "/rest/v1/rpc/begin_sign_in_attempt",
        "/rest/v1/rpc/begin_sign_in_attempt",
        "/rest/v1/rpc/succeed_sign_in_attempt",
      ]);
      for (const request of privileged) expect(request.headers["authorization"]).toBe(`Bearer ${fake.serviceRoleKey}`);
      expect(jsonBody(privileged[0]!)).toEqual({
        p_email: "limits@example.com",
        p_client_address: "198.51.100.7",
        p_client_network: "198.51.100.7",
        p_limit: 10,
        p_account_limit: 30,
        p_network_limit: 20,
        p_window_seconds: 900,
        p_known_seconds: 30 * 24 * 60 * 60,
      });
      expect(jsonBody(privileged[2]!)).toEqual({
        p_email: "limits@example.com",
        p_client_address: "198.51.100.7",
        p_known_seconds: 30 * 24 * 60 * 60,
      });
      expect(fake.requests.filter((request) => JSON.stringify(request.headers).includes(fake.serviceRoleKey))).toEqual(privileged);

      // An IPv6 client is counted by its /64 (graphql/shared/client-network.ts).
      fake.requests.length = 0;
      await backend.auth.signInWithPassword({ email: "limits@example.com", password: "wrong password!" }, "2001:DB8:0:1:aaaa::7");
      expect(jsonBody(only(to(fake, "/rest/v1/rpc/begin_sign_in_attempt")))).toMatchObject({
        p_client_address: "2001:DB8:0:1:aaaa::7",
        p_client_network: "2001:db8:0:1::/64",
      });

      const withoutKey = new FakeSupabase();
      const plain = backendFor(withoutKey, null, { serviceRole: false });
      await plain.auth.signInWithPassword({ email: "nobody@example.com", password: "wrong password!" }, "198.51.100.7");
      expect(withoutKey.requests.map((request) => request.url.pathname)).toEqual(["/auth/v1/token"]);
    });

    it("answers a rejected access token with the API's 401, as the viewer lookup does", async () => {
      const fake = new FakeSupabase();
      const session = await signedUpUser(fake);
      fake.expireAccessToken(session.accessToken);
      // The adapter says so in the port's words (it imports no GraphQL)…
      const failure = await backendFor(fake, session.accessToken)
        .providers.featured(1)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AccessTokenRejected);
      expect((failure as AccessTokenRejected).failure).toMatchObject({ code: "bad_jwt" });
      // …and the API answers it with its 401, whichever field ran into it.
      const response = await createGraphQLServer({ exposeErrors: false }).fetch(
        new Request(`${ORIGIN}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ featuredProviders(first: 1) { id } }" }),
        }),
        { backend: backendFor(fake, session.accessToken), rateLimits: UNLIMITED, clientKeySecret, commonPasswords },
      );
      expect(response.status).toBe(401);
      const body = (await response.json()) as { errors: GraphQLError[] };
      expect(body.errors[0]!.extensions).toMatchObject({ code: "UNAUTHENTICATED", authCode: "bad_jwt" });
    });
  });

  describe("Supabase Auth", () => {
    it("calls GoTrue's documented endpoints with API version 2024-01-01", async () => {
      const fake = new FakeSupabase();
      const backend = backendFor(fake, null, { serviceRole: false });
      const email = "gotrue@example.com";
      const password = "correct horse battery staple";
      await backend.auth.signUp({ email, password });
      const signedIn = await backend.auth.signInWithPassword({ email, password }, "203.0.113.2");
      if (!signedIn.ok) throw new Error(englishOf(signedIn.error.message));
      const refreshed = await backend.auth.refreshSession(signedIn.value.refreshToken);
      if (!refreshed.ok) throw new Error(englishOf(refreshed.error.message));
      await backend.auth.getUser(refreshed.value.accessToken);
      await backend.auth.signOut(refreshed.value.accessToken, "others");

      const calls = to(fake, "/auth/v1/");
      expect(calls.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([
        "POST /auth/v1/signup",
        "POST /auth/v1/token?grant_type=password",
        "POST /auth/v1/token?grant_type=refresh_token",
        "GET /auth/v1/user",
        "POST /auth/v1/logout?scope=others",
      ]);
      for (const request of calls) expect(request.headers["x-supabase-api-version"]).toBe("2024-01-01");
      expect(jsonBody(calls[0]!)).toMatchObject({ email, password, data: {} });
      expect(jsonBody(calls[1]!)).toMatchObject({ email, password });
      expect(jsonBody(calls[2]!)).toEqual({ refresh_token: signedIn.value.refreshToken });
      expect(calls[3]!.headers["authorization"]).toBe(`Bearer ${refreshed.value.accessToken}`);
      expect(calls[4]!.headers["authorization"]).toBe(`Bearer ${refreshed.value.accessToken}`);
    });

    it("keeps where the person was going in the user's metadata, for the verification template's link", async () => {
      const fake = new FakeSupabase();
      const backend = backendFor(fake, null, { serviceRole: false });
      await backend.auth.signUp(
        { email: "on-the-way@example.com", password: "correct horse battery staple" },
        "ar",
        "/for-business/register",
      );
      await backend.auth.signUp({ email: "no-way@example.com", password: "correct horse battery staple" }, "en", null);
      const [first, second] = to(fake, "/auth/v1/signup");
      expect(jsonBody(first!)).toMatchObject({ data: { locale: "ar", return_to: "/for-business/register" } });
      expect(jsonBody(second!)).toMatchObject({ data: { locale: "en" } });
      expect((jsonBody(second!) as { data: Record<string, unknown> }).data).not.toHaveProperty("return_to");
    });

    it("passes on Supabase's weak-password reasons", async () => {
      const fake = new FakeSupabase();
      const backend = backendFor(fake);
      expect(await backend.auth.signUp({ email: "weak@example.com", password: "12345" })).toEqual({
        ok: false,
        error: {
          code: "weak_password",
          message: "Password should be at least 6 characters.",
          reasons: ["length"],
          retryAfterSeconds: null,
        },
      });
    });

    it("says Supabase's own wording by the registry's code when the registry has it word for word", async () => {
      const fake = new FakeSupabase();
      const known = "Password is known to be weak and easy to guess, please choose a different one.";
      // Supabase Auth's answer to a breached password, as its API (2024-01-01) sends it.
      const pwned: typeof fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname !== "/auth/v1/signup") return fake.fetch(input, init);
        const body = { code: "weak_password", message: known, weak_password: { reasons: ["pwned"] } };
        return new Response(JSON.stringify(body), {
          status: 422,
          headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01", "x-sb-error-code": "weak_password" },
        });
      };
      const backend = createSupabaseBackend(
        { url: fake.url, anonKey: fake.anonKey, serviceRoleKey: null },
        { accessToken: null, origin: ORIGIN, fetch: pwned, images: sharpImages },
      );
      const answer = await backend.auth.signUp({ email: "pwned@example.com", password: "password1" });
      expect(answer).toEqual({
        ok: false,
        error: { code: "weak_password", message: say("AUTH_PASSWORD_KNOWN_WEAK"), reasons: ["pwned"], retryAfterSeconds: null },
      });
      expect(englishOf(say("AUTH_PASSWORD_KNOWN_WEAK"))).toBe(known);
    });

    it("throws on an outage rather than reporting a wrong password", async () => {
      const fake = new FakeSupabase();
      const down: typeof fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname.startsWith("/auth/v1/")) return new Response("upstream unavailable", { status: 503 });
        return fake.fetch(input, init);
      };
      const backend = createSupabaseBackend(
        { url: fake.url, anonKey: fake.anonKey, serviceRoleKey: null },
        { accessToken: null, origin: ORIGIN, fetch: down, images: sharpImages },
      );
      await expect(backend.auth.signInWithPassword({ email: "a@example.com", password: "whatever123" }, "203.0.113.3")).rejects.toThrow();
      await expect(backend.auth.getUser("token")).rejects.toThrow();
    });
  });

  describe("one PostgREST round trip per page of providers", () => {
    async function graphqlOn(fake: FakeSupabase, query: string) {
      const yoga = createGraphQLServer({ exposeErrors: true });
      const response = await yoga.fetch(
        new Request(`${ORIGIN}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query }),
        }),
        // The anti-automation limits are the Worker's (tested in workerd); here every attempt is let through.
        { backend: backendFor(fake), rateLimits: UNLIMITED, clientKeySecret, commonPasswords },
      );
      return (await response.json()) as { data?: any; errors?: unknown[] };
    }
    const rest = (fake: FakeSupabase) => to(fake, "/rest/v1/").map((request) => `${request.method} ${request.url.pathname}`);

    it("answers the home page's featured providers with their images and services in ONE request", async () => {
      const fake = new FakeSupabase();
      const result = await graphqlOn(
        fake,
        `{ featuredProviders(first: 6) { id name type location rating images { url alt } services { id name price } } }`,
      );
      expect(result.errors).toBeUndefined();
      const featured = result.data.featuredProviders as {
        id: string;
        images: { url: string }[];
        services: { id: string; name: string; price: string }[];
      }[];
      expect(featured.map((provider) => provider.id)).toEqual(FEATURED_ORDER);
      expect(featured[0]!.images).toHaveLength(4);
      expect(featured[0]!.services.slice(0, 2)).toEqual([
        { id: "glamour-spot-haircut", name: "Haircut & Blow-dry", price: "AED 180" },
        { id: "glamour-spot-manicure", name: expect.any(String), price: expect.stringMatching(/^AED \d/) },
      ]);

      expect(rest(fake)).toEqual(["GET /rest/v1/providers"]);
      expect(to(fake, "/rest/v1/provider_images")).toEqual([]);
      expect(to(fake, "/rest/v1/services")).toEqual([]);
      const request = only(to(fake, "/rest/v1/providers"));
      expect(request.url.href).toBe(
        `${fake.url}/rest/v1/providers?select=id%2Cname%2Ctype%2Cemirate%2Clocation%2Caddress%2Crating%2Cabout%2Cphone%2Cemail` +
          "%2Copening_hours%2Clatitude%2Clongitude%2Cprovider_images%28url%2Calt%29%2Cservices%28id%2Cname%2Cprice_aed%2Cduration_minutes%29" +
          "&featured_rank=not.is.null&order=featured_rank.asc%2Cid.asc&provider_images.order=position.asc&services.order=position.asc&limit=6",
      );
      expect(request.headers).toMatchObject({ apikey: fake.anonKey, authorization: `Bearer ${fake.anonKey}`, "accept-profile": "public" });
    });

    it("reads the licences of a page of clinics in one request, not one per clinic", async () => {
      const fake = new FakeSupabase();
      const result = await graphqlOn(fake, `{ featuredProviders(first: 6) { id type healthLicence { authority number } } }`);
      expect(result.errors).toBeUndefined();
      const licensed = (result.data.featuredProviders as { id: string; healthLicence: { authority: string } | null }[]).filter(
        (provider) => provider.healthLicence !== null,
      );
      // Both sample clinics carry one (0037's seed); a failure before: one health_licences request each.
      expect(licensed.map((provider) => provider.id).sort()).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
      expect(to(fake, "/rest/v1/health_licences")).toHaveLength(1);
    });

    it("answers a page of providers, a provider's page and a search without asking the child tables", async () => {
      const fake = new FakeSupabase();
      const page = await graphqlOn(
        fake,
        `{ providers(first: 3) { totalCount edges { node { id images { url } services { name price } } } } }`,
      );
      expect(page.errors).toBeUndefined();
      expect(page.data.providers.edges).toHaveLength(3);
      // The page and its count, in parallel.
      expect(rest(fake).sort()).toEqual(["GET /rest/v1/providers", "HEAD /rest/v1/providers"]);

      fake.requests.length = 0;
      const provider = await graphqlOn(
        fake,
        `{ provider(id: "glamour-spot") { name images { url } services { name } staff { name } reviews(first: 5) { edges { node { author rating } } } } }`,
      );
      expect(provider.errors).toBeUndefined();
      expect(provider.data.provider.staff.length).toBeGreaterThan(0);
      expect(provider.data.provider.reviews.edges.length).toBeGreaterThan(0);
      // The provider and its children in one request; its shown reviews (a page and its count) after it.
      expect(rest(fake).sort()).toEqual(["GET /rest/v1/providers", "GET /rest/v1/shown_reviews", "HEAD /rest/v1/shown_reviews"]);
      expect(params(only(to(fake, "/rest/v1/providers")))[0]).toEqual(["select", DETAIL_SELECT]);

      // Search resolves its hits through providers.byIds: the search call, then one read of the hits.
      fake.requests.length = 0;
      const search = await graphqlOn(fake, `{ search(first: 4) { edges { node { id images { url } services { name price } } } } }`);
      expect(search.errors).toBeUndefined();
      expect(search.data.search.edges).toHaveLength(4);
      expect(rest(fake)).toEqual(["POST /rest/v1/rpc/search_providers", "GET /rest/v1/providers"]);
    });
  });

  it("serves the GraphQL API end to end on the Supabase adapter", async () => {
    const fake = new FakeSupabase();
    const yoga = createGraphQLServer({ exposeErrors: true });
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await yoga.fetch(
        new Request(`${ORIGIN}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query, variables }),
        }),
        // The anti-automation limits are the Worker's (tested in workerd); here every attempt is let through.
        { backend: backendFor(fake), rateLimits: UNLIMITED, clientAddress: "2001:db8:5:5::77", clientKeySecret, commonPasswords },
      );
      return (await response.json()) as { data?: any; errors?: unknown[] };
    };
    const providers = await graphql(`
      {
        providers(first: 2) {
          totalCount
          edges {
            node {
              id
              name
            }
          }
          pageInfo {
            hasNextPage
          }
        }
      }
    `);
    expect(providers.errors).toBeUndefined();
    expect(providers.data.providers).toEqual({
      totalCount: 6,
      edges: [{ node: { id: "aura-aesthetic", name: "Aura Aesthetic Clinic" } }, { node: { id: "barbers-hub", name: "Barbers Hub" } }],
      pageInfo: { hasNextPage: true },
    });

    // A Monday inside the booking window (90 days).
    const soon = new Date(Date.now() + 30 * 86_400_000);
    soon.setUTCDate(soon.getUTCDate() + ((8 - soon.getUTCDay()) % 7));
    const day = soon.toISOString().slice(0, 10);
    const book = await graphql(
      `
        mutation Book($input: CreateBookingInput!) {
          createBooking(input: $input) {
            __typename
            ... on BookingConfirmed {
              replayed
              booking {
                date
                time
                endTime
                status
                customerName
                staff {
                  name
                }
              }
            }
          }
        }
      `,
      {
        input: {
          providerId: "glamour-spot",
          serviceId: "glamour-spot-haircut",
          staffId: "glamour-spot-staff-3",
          date: day,
          time: "10:00",
          customerName: "Mariam Al Hashimi",
          customerPhone: "050 555 0101",
          idempotencyKey: "graphql-end-to-end-0001",
        },
      },
    );
    expect(book.errors).toBeUndefined();
    expect(book.data.createBooking).toEqual({
      __typename: "BookingConfirmed",
      replayed: false,
      booking: {
        date: day,
        time: "10:00",
        endTime: "11:00",
        status: "CONFIRMED",
        customerName: "Mariam Al Hashimi",
        staff: { name: "Hannah Clarke" },
      },
    });
    // The caller's client keys, made from its address, go with the booking; the address itself does not.
    const create = JSON.stringify(jsonBody(only(to(fake, "/rest/v1/rpc/create_booking"))));
    const keys = await clientKeys(CLIENT_KEY_SECRET, day, "2001:db8:5:5::77");
    expect(fake.bookingRows().find((row) => row.idempotency_key === "graphql-end-to-end-0001")).toMatchObject({
      client_address_key: keys.address,
      client_network_key: keys.network,
    });
    expect(create).not.toContain("2001:db8");
    const slotsOf = async (staff: string) =>
      (await graphql(`query { slots(providerId: "glamour-spot", serviceId: "glamour-spot-haircut", date: "${day}"${staff}) { times } }`))
        .data.slots.times;
    const hannahs = await slotsOf(`, staffId: "glamour-spot-staff-3"`);
    expect(hannahs).not.toContain("10:00");
    expect(hannahs).not.toContain("10:30");
    expect(hannahs).toContain("11:00");
    // Layla also cuts hair and is free: the time is still offered to anyone.
    expect(await slotsOf("")).toContain("10:00");
  });
});

describe("the owner's calendar on the hosted backend", () => {
  it("asks PostgREST as often for a week of three professionals as for one day: no read per professional or day", async () => {
    const fake = new FakeSupabase();
    const world = {
      origin: ORIGIN,
      freshDay: mondaysFrom(),
      backend: (accessToken: string | null = null) => backendFor(fake, accessToken),
    };
    const owner = await signedUpAccount(world.backend());
    fake.setProviderOwner("aura-aesthetic", owner.user.id);
    await graphqlAs(world, owner.accessToken, "mutation { subscribeToPremium { __typename } }");
    const restReads = async (days: number) => {
      fake.requests.length = 0;
      const query = `query ($days: Int) { providerCalendar(providerId: "aura-aesthetic", date: "2030-01-07", days: $days) {
        ... on ProviderCalendar { days { columns { staff { name } bookings { booking { service { name } } } } } } } }`;
      const answer = await graphqlAs(world, owner.accessToken, query, { days });
      expect(answer.providerCalendar.days).toHaveLength(days);
      return to(fake, "/rest/v1/").length;
    };
    const oneDay = await restReads(1);
    expect(await restReads(7)).toBe(oneDay);
    // The caller's plan, role and listing owner (the scopes), the schedule (4 tables), staff hours, time off, bookings,
    // staff and what each performs: one request each, whatever the number of professionals or days.
    expect(oneDay).toBe(12);
  });
});
