/**
 * The backend contract (tests/contract/backend-contract.ts) against the local adapter: D1, R2 and
 * local auth in workerd with the real migrations and sample data (apply-migrations.ts). The Supabase adapter runs the same contract in
 * tests/contract/supabase.test.ts.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CloudflareImages } from "../../workers/adapters/cloudflare-images";
import { createLocalBackend } from "../../workers/adapters/local";
import { createSupabaseBackend } from "../../workers/adapters/supabase";
import { D1OutboxStore } from "../../workers/outbox/d1-outbox-store";
import { accountLinkToken } from "../../workers/adapters/local/account-link-token";
import { dubaiWallClock } from "../../graphql/shared/dubai-time";
import { backendContract, BOOKING_LIMITS, mondaysFrom, newClientKeys, type ContractSubject } from "../contract/backend-contract";

const ORIGIN = "http://127.0.0.1:8787";
// A fixed token secret, so the tests do not depend on the one generated and kept in D1.
const TOKEN_SECRET = "contract-tests-token-secret-0123456789";
// One sequence of booking days for the whole file: writes may outlive a test.
const freshDay = mondaysFrom();

const subject: ContractSubject = {
  limitsSignIns: true,
  canRequireConfirmation: true,
  world({ confirmEmail = false } = {}) {
    return {
      origin: ORIGIN,
      freshDay,
      backend: () => createLocalBackend(env, ORIGIN, { authTokenSecret: TOKEN_SECRET, requireEmailConfirmation: confirmEmail }),
      makeOwner: async (providerId: string, accountId: string) => {
        await env.DB.prepare("UPDATE providers SET owner_id = ?1 WHERE id = ?2").bind(accountId, providerId).run();
      },
      alterBooking: async (id: string, changes: { pending?: boolean; hoursAgo?: number; madeHoursAgo?: number }) => {
        const wall = (hoursAgo: number) => dubaiWallClock(new Date(Date.now() - hoursAgo * 3600_000));
        if (changes.madeHoursAgo !== undefined)
          await env.DB.prepare("UPDATE bookings SET created_at = ?2 WHERE id = ?1")
            .bind(id, new Date(Date.now() - changes.madeHoursAgo * 3600_000).toISOString().replace(/\.\d{3}Z$/, "Z"))
            .run();
        if (changes.pending) await env.DB.prepare("UPDATE bookings SET status = 'Pending' WHERE id = ?1").bind(id).run();
        if (changes.hoursAgo !== undefined)
          await env.DB.prepare("UPDATE bookings SET starts_at = ?2, ends_at = ?3 WHERE id = ?1")
            .bind(id, wall(changes.hoursAgo), wall(changes.hoursAgo - 1))
            .run();
      },
      makeReviewer: async (accountId: string) => {
        await env.DB.prepare("INSERT INTO reviewers (account_id) VALUES (?1)").bind(accountId).run();
      },
      fetchLink: (url: string) => SELF.fetch(url),
      storedObjects: async () => (await env.UPLOADS.list()).objects.length,
      outbox: () => new D1OutboxStore(env.DB, async (linkId) => accountLinkToken(TOKEN_SECRET, linkId)),
      emailedToken: async (email: string, purpose: string) => {
        const id = await env.DB.prepare(
          `SELECT l.id FROM account_links l JOIN accounts a ON a.id = l.account_id
           WHERE a.email = ?1 AND l.purpose = ?2 ORDER BY l.created_at DESC, l.rowid DESC LIMIT 1`,
        )
          .bind(email, purpose)
          .first<string>("id");
        return id ? accountLinkToken(TOKEN_SECRET, id) : null;
      },
    };
  },
};

describe("backend contract: local adapter (D1, R2, local auth) in workerd", () => {
  backendContract(subject);
});

describe("the Supabase adapter inside workerd", () => {
  // supabase-js must work in the Workers runtime too (the contract runs it under Node). A stub
  // answers the two requests made here in PostgREST's format.
  it("reads providers and books through supabase-js", async () => {
    const seen: string[] = [];
    const stub: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname} ${request.headers.get("apikey")}`);
      if (url.pathname === "/rest/v1/providers") {
        // With the embedded lists the adapter asks for (select=…,provider_images(…),services(…)).
        return Response.json([
          {
            id: "glamour-spot",
            name: "Glamour Spot",
            type: "Parlour",
            emirate: "Dubai",
            location: "Jumeirah, Dubai",
            address: "Villa 24",
            rating: 4.8,
            about: "…",
            phone: null,
            email: null,
            opening_hours: "Sat–Thu",
            latitude: 25.2,
            longitude: 55.2,
            provider_images: [{ url: "https://example.com/a.jpg", alt: "Salon" }],
            services: [{ id: "glamour-spot-haircut", name: "Haircut", price_aed: 180, duration_minutes: 60 }],
          },
        ]);
      }
      if (url.pathname === "/rest/v1/rpc/create_booking") {
        const args = (await request.json()) as Record<string, string>;
        return Response.json({
          outcome: "created",
          booking: {
            id: args.p_id,
            provider_id: args.p_provider_id,
            service_id: args.p_service_id,
            starts_at: "2030-01-07T06:00:00+00:00",
            ends_at: "2030-01-07T07:00:00+00:00",
            customer_name: args.p_customer_name,
            customer_phone: args.p_customer_phone,
            customer_email: null,
            status: "Confirmed",
            idempotency_key: args.p_idempotency_key,
            created_at: "2026-11-21T10:00:00.123456+00:00",
          },
        });
      }
      return new Response("unexpected", { status: 501 });
    };
    const backend = createSupabaseBackend(
      { url: "https://fakeproject.supabase.co", anonKey: "anon-key", serviceRoleKey: null },
      { accessToken: null, origin: ORIGIN, fetch: stub, images: new CloudflareImages(env.IMAGES) },
    );
    const featured = await backend.providers.featured(1);
    expect(featured.map((provider) => provider.id)).toEqual(["glamour-spot"]);
    expect(featured[0]!.prefetched).toEqual({
      images: [{ url: "https://example.com/a.jpg", alt: "Salon" }],
      services: [{ id: "glamour-spot-haircut", providerId: "glamour-spot", name: "Haircut", priceAed: 180, durationMinutes: 60 }],
    });
    const outcome = await backend.bookings.insertIfFree(
      {
        id: "b-1",
        providerId: "glamour-spot",
        serviceId: "glamour-spot-haircut",
        startsAt: "2030-01-07T10:00",
        endsAt: "2030-01-07T11:00",
        customerName: "Mariam",
        customerPhone: "+971505550101",
        customerEmail: null,
        idempotencyKey: "workerd-key-000001",
        manageToken: "workerd-manage-token-0001-abcdefghijklmnopq",
        staffIds: ["glamour-spot-staff-1"],
        client: newClientKeys(),
      },
      BOOKING_LIMITS,
    );
    expect(outcome).toMatchObject({
      kind: "created",
      booking: { startsAt: "2030-01-07T10:00", endsAt: "2030-01-07T11:00", createdAt: "2026-11-21T10:00:00Z" },
    });
    expect(seen).toEqual(["GET /rest/v1/providers anon-key", "POST /rest/v1/rpc/create_booking anon-key"]);
  });
});
