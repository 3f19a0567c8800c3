/**
 * The outbox's wiring with the hosted backend, in workerd (docs/decisions/053-hosted-outbox-delivery.md): the
 * cron sweep (declining unanswered requests first, issue 32) and the queue consumer ask Supabase's outbox functions with the service-role key, and without that
 * key ask nothing (the events wait in PostgreSQL). Supabase is answered at its HTTP boundary by a stub.
 */
import { createMessageBatch, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readSettings, type WorkerEnv } from "../../workers/env";
import type { OutboxMessage } from "../../workers/outbox/delivery";
import { runQueue, runScheduled } from "../../workers/outbox/wiring";

const hosted = (serviceRoleKey?: string) =>
  ({
    ...env,
    SUPABASE_URL: "https://fakeproject.supabase.co",
    SUPABASE_ANON_KEY: "anon-key",
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SESSION_SECRET: "a session secret of at least thirty-two characters",
  }) as WorkerEnv;

/** Answers the outbox functions as an empty outbox would; records "METHOD path apikey" of each request. */
function stubSupabase() {
  const seen: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push(`${request.method} ${path} ${request.headers.get("apikey")}`);
    if (path === "/rest/v1/rpc/decline_unanswered_requests") return Response.json(0);
    if (path === "/rest/v1/rpc/outbox_not_enqueued") return Response.json([]);
    if (path === "/rest/v1/rpc/outbox_record_due_reminders") return Response.json(0);
    if (path === "/rest/v1/rpc/outbox_record_licence_reminders") return Response.json(0);
    if (path === "/rest/v1/rpc/outbox_event") return Response.json(null);
    if (path === "/rest/v1/rpc/storage_removals_pending") return Response.json([]);
    return new Response("unexpected", { status: 501 });
  });
  return seen;
}

const batch = () =>
  createMessageBatch<OutboxMessage>("glowuae-outbox", [{ id: "m-1", timestamp: new Date(), attempts: 1, body: { eventId: "e-1" } }]);

describe("the outbox with the hosted backend", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sweeps and consumes through the service-role functions", async () => {
    const seen = stubSupabase();
    const withKey = hosted("service-role-key");
    expect(await runScheduled(withKey, readSettings(withKey), new Date())).toEqual({ reminders: 0, enqueued: 0, removed: 0 });
    const messages = batch();
    await runQueue(messages, withKey, readSettings(withKey));
    expect(seen).toEqual([
      // Issue 32: the sweep first declines the requests left unanswered (their messages go out with this sweep).
      "POST /rest/v1/rpc/decline_unanswered_requests service-role-key",
      "POST /rest/v1/rpc/outbox_record_due_reminders service-role-key",
      // Issue 37: the clinics' licence reminders, 30 days before expiry.
      "POST /rest/v1/rpc/outbox_record_licence_reminders service-role-key",
      "POST /rest/v1/rpc/outbox_not_enqueued service-role-key",
      "POST /rest/v1/rpc/storage_removals_pending service-role-key",
      "POST /rest/v1/rpc/outbox_event service-role-key",
    ]);
  });

  it("asks nothing without the service-role key", async () => {
    const seen = stubSupabase();
    const withoutKey = hosted();
    expect(await runScheduled(withoutKey, readSettings(withoutKey), new Date())).toEqual({ reminders: 0, enqueued: 0, removed: 0 });
    await runQueue(batch(), withoutKey, readSettings(withoutKey));
    expect(seen).toEqual([]);
  });
});
