/**
 * The outbox (0011_outbox.sql): a booking's event is written by the booking's own transaction (rolled
 * back with it, committed with it), a cancellation writes its own, the person's language comes from the
 * request, and nobody but the service role reads or writes the outbox.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { CREATE, fromOwnPhone, openDay, type Receipt } from "./bookings";
import { ANON, asTableOwnerWithAliceAndBob, INSUFFICIENT_PRIVILEGE, run, SERVICE, user } from "./roles";

const eventsOf = async (admin: pg.Client, subject: string) =>
  (
    await admin.query<{ kind: string }>("select kind from public.outbox_events where subject_id = $1 order by created_at", [subject])
  ).rows.map((row) => row.kind);

const book = fromOwnPhone;

describe.each(inject("postgresDatabases"))("the outbox, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  const day = openDay(database.grants === "legacy" ? 23 : 63);

  asTableOwnerWithAliceAndBob(database, (client, first) => {
    admin = client;
    alice = first;
  });

  it("a booking writes its event in its own transaction: nothing when it rolls back, one when it commits", async () => {
    const rolledBack = book(day, "10:00");
    const answer = await run<{ receipt: Receipt }>(admin, ANON, CREATE, rolledBack);
    expect(answer.message).toBeNull();
    expect(answer.rows[0]!.receipt.outcome).toBe("created");
    expect(await eventsOf(admin, rolledBack[0] as string)).toEqual([]);

    const committed = book(day, "11:00");
    await run(admin, ANON, CREATE, committed, { commit: true });
    expect(await eventsOf(admin, committed[0] as string)).toEqual(["booking_created"]);
  });

  it("the person's language comes from the request's x-glow-locale header; English without it", async () => {
    const arabic = book(day, "12:00");
    const headers = `select set_config('request.headers', '{"x-glow-locale":"ar"}', true)`;
    expect((await run(admin, ANON, CREATE, arabic, { commit: true, setup: headers })).message).toBeNull();
    const english = book(day, "13:00");
    expect((await run(admin, ANON, CREATE, english, { commit: true })).message).toBeNull();
    const { rows } = await admin.query<{ id: string; locale: string }>(
      "select id, locale from public.bookings where id = any($1) order by id",
      [[arabic[0], english[0]]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.locale]))).toEqual({
      [arabic[0] as string]: "ar",
      [english[0] as string]: "en",
    });
  });

  it("a cancellation writes booking_cancelled; cancelling again writes nothing more", async () => {
    const args = book(day, "14:00");
    await run(admin, ANON, CREATE, args, { commit: true });
    const cancel = "select public.cancel_booking_by_manage_token($1, now())";
    await run(admin, ANON, cancel, [args[10]], { commit: true });
    await run(admin, ANON, cancel, [args[10]], { commit: true });
    expect(await eventsOf(admin, args[0] as string)).toEqual(["booking_created", "booking_cancelled"]);
  });

  it("visitors and accounts neither read nor write the outbox; the service role does", async () => {
    for (const caller of [ANON, user(alice)]) {
      for (const table of ["outbox_events", "outbox_deliveries"]) {
        expect((await run(admin, caller, `select * from public.${table}`)).error).toBe(INSUFFICIENT_PRIVILEGE);
      }
      const forged = await run(admin, caller, "insert into public.outbox_events (kind, subject_id) values ('booking_created', 'x')");
      expect(forged.error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    expect((await run(admin, SERVICE, "select count(*) from public.outbox_events")).error).toBeNull();
  });
});
