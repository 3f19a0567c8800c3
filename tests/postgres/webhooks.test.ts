/**
 * Webhooks on PostgreSQL (0045_webhooks.sql): endpoints are made, deleted, tested and redelivered only through the
 * caller's own functions; row level security shows each account its own endpoints and deliveries and never the
 * signing secret; the service role's fan-out gives a booking's event to the endpoints of the provider's owner that
 * ticked its type, once; a visit's outcome writes its own event.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { at, openDay } from "./bookings";
import { ANON, INSUFFICIENT_PRIVILEGE, asTableOwnerWithAliceAndBob, run, SERVICE, user } from "./roles";

const SECRET = `whsec_${"a".repeat(64)}`;

describe.each(inject("postgresDatabases"))("Webhooks, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;

  asTableOwnerWithAliceAndBob(database, (...people) => {
    [admin, alice, bob] = people;
  });

  const create = async (owner: string, events: string[], url = "https://hooks.example.com/glow") => {
    const made = await run<{ made: { id: string } }>(
      admin,
      user(owner),
      "select public.create_webhook_endpoint($1, $2, $3) as made",
      [url, events, SECRET],
      { commit: true },
    );
    expect(made.error, made.message ?? "").toBeNull();
    return made.rows[0]!.made.id;
  };

  it("an account makes endpoints only as itself, reads only its own, never the secret, and deletes only its own", async () => {
    const mine = await create(alice, ["booking.created", "booking.cancelled"]);
    const bobs = await create(bob, ["booking.created"]);
    expect(
      (await run(admin, ANON, "select public.create_webhook_endpoint($1, $2, $3)", ["https://x.example.com/", ["booking.created"], SECRET]))
        .error,
    ).toBe(INSUFFICIENT_PRIVILEGE);
    const seen = await run<{ id: string }>(admin, user(alice), "select id from public.webhook_endpoints where id in ($1, $2)", [
      mine,
      bobs,
    ]);
    expect(seen.rows).toEqual([{ id: mine }]);
    expect((await run(admin, user(alice), "select secret from public.webhook_endpoints")).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, ANON, "select id from public.webhook_endpoints")).rows).toEqual([]);
    const bobDeletes = await run<{ gone: boolean }>(admin, user(bob), "select public.delete_webhook_endpoint($1) as gone", [mine], {
      commit: true,
    });
    expect(bobDeletes.rows[0]!.gone).toBe(false);
    const aliceDeletes = await run<{ gone: boolean }>(admin, user(alice), "select public.delete_webhook_endpoint($1) as gone", [mine], {
      commit: true,
    });
    expect(aliceDeletes.rows[0]!.gone).toBe(true);
    expect((await admin.query("select count(*)::int as n from public.webhook_endpoints where id = $1", [mine])).rows[0]).toEqual({ n: 0 });
  });

  it("refuses event types that do not exist", async () => {
    const made = await run(admin, user(alice), "select public.create_webhook_endpoint($1, $2, $3)", [
      "https://x.example.com/",
      ["booking.eaten"],
      SECRET,
    ]);
    expect(made.error).toBe("23514");
  });

  it("a test event and a redelivery only for the caller's own endpoint", async () => {
    const mine = await create(alice, ["booking.created"]);
    const byBob = await run<{ id: string | null }>(admin, user(bob), "select public.send_test_webhook($1, $2) as id", [mine, "{}"], {
      commit: true,
    });
    expect(byBob.rows[0]!.id).toBeNull();
    const byAlice = await run<{ id: string }>(admin, user(alice), "select public.send_test_webhook($1, $2) as id", [mine, "{}"], {
      commit: true,
    });
    const delivery = byAlice.rows[0]!.id;
    expect(delivery).toMatch(/^[0-9a-f-]{36}$/);
    await admin.query("update public.webhook_deliveries set state = 'failed', enqueued_at = now() where id = $1", [delivery]);
    const bobAgain = await run<{ answer: string }>(admin, user(bob), "select public.redeliver_webhook($1) as answer", [delivery], {
      commit: true,
    });
    expect(bobAgain.rows[0]!.answer).toBe("not_found");
    const again = await run<{ answer: string }>(admin, user(alice), "select public.redeliver_webhook($1) as answer", [delivery], {
      commit: true,
    });
    expect(again.rows[0]!.answer).toBe("queued");
    const row = await admin.query("select state, enqueued_at from public.webhook_deliveries where id = $1", [delivery]);
    expect(row.rows[0]).toEqual({ state: "pending", enqueued_at: null });
    const bobReads = await run(admin, user(bob), "select id from public.webhook_deliveries where id = $1", [delivery]);
    expect(bobReads.rows).toEqual([]);
    const aliceReads = await run(admin, user(alice), "select id, state from public.webhook_deliveries where id = $1", [delivery]);
    expect(aliceReads.rows).toEqual([{ id: delivery, state: "pending" }]);
  });

  it("fans a booking's event out to the owner's endpoints that ticked it, once; only the service role may", async () => {
    const created = await create(alice, ["booking.created"]);
    const cancelledOnly = await create(alice, ["booking.cancelled"]);
    await create(bob, ["booking.created"]);
    const booking = `hooks-${randomUUID()}`;
    const event = randomUUID();
    const day = openDay(200 + Math.floor(Math.random() * 100));
    const args = [event, booking, "booking.created", '{"id":"evt"}'];
    // Alice's endpoints from other tests are not this one's.
    const setup = `delete from public.webhook_endpoints where account_id = '${alice}' and id not in ('${created}', '${cancelledOnly}');
      update public.providers set owner_id = '${alice}' where id = 'barbers-hub';
      insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status)
      values ('${booking}', 'barbers-hub', 'barbers-hub-haircut', 'barbers-hub-staff-1', '${at(day, "10:00")}', '${at(day, "11:00")}', 'Omar', '+971501112233', 'Confirmed');
      insert into public.outbox_events (id, kind, subject_id) values ('${event}', 'booking_changed', '${booking}');`;
    const fanOut = "select public.webhook_fan_out($1, $2, $3, $4) as n";
    expect((await run(admin, user(alice), fanOut, args, { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
    const first = await run<{ n: number }>(admin, SERVICE, fanOut, args, { setup });
    expect(first.error, first.message ?? "").toBeNull();
    expect(first.rows[0]!.n).toBe(1);
    const again = await run<{ n: number; endpoints: string[] }>(
      admin,
      SERVICE,
      `select public.webhook_fan_out($1, $2, $3, $4) as n,
              (select array_agg(endpoint_id::text) from public.webhook_deliveries where event_id = $1::uuid) as endpoints`,
      args,
      { setup: `${setup} select public.webhook_fan_out('${event}', '${booking}', 'booking.created', '{}');` },
    );
    expect(again.error, again.message ?? "").toBeNull();
    expect(again.rows[0]).toEqual({ n: 0, endpoints: [created] });
  });

  it("a visit's outcome writes booking_completed or booking_no_show", async () => {
    const day = openDay(200 + Math.floor(Math.random() * 100));
    const ids = [`done-${randomUUID()}`, `away-${randomUUID()}`];
    const insert = (id: string, clock: string, until: string) =>
      `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status)
       values ('${id}', 'barbers-hub', 'barbers-hub-haircut', 'barbers-hub-staff-2', '${at(day, clock)}', '${at(day, until)}', 'Omar', '+971501112233', 'Confirmed');`;
    const result = await run<{ subject_id: string; kind: string }>(
      admin,
      SERVICE,
      `select subject_id, kind from public.outbox_events where subject_id = any($1) and kind in ('booking_completed', 'booking_no_show') order by kind`,
      [ids],
      {
        setup: `${insert(ids[0]!, "10:00", "11:00")} ${insert(ids[1]!, "12:00", "13:00")}
          update public.bookings set outcome = 'completed', outcome_at = now() where id = '${ids[0]}';
          update public.bookings set outcome = 'no_show', outcome_at = now() where id = '${ids[1]}';`,
      },
    );
    expect(result.rows).toEqual([
      { subject_id: ids[0], kind: "booking_completed" },
      { subject_id: ids[1], kind: "booking_no_show" },
    ]);
  });
});
