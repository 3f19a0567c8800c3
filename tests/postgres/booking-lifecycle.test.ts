/**
 * A booking's life on PostgreSQL (0024_booking_lifecycle.sql): every change lands in the append-only history
 * by trigger (who, what, from which state), whatever wrote it; the owner answers requests and says what
 * happened through change_booking_state (any plan; another owner changes nothing); the history is the
 * owner's to read and nobody's to write; the sweep declines unanswered requests once, with one message.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { CREATE, fromOwnPhone, openDay } from "./bookings";
import { ANON, asTableOwnerWithAliceAndBob, INSUFFICIENT_PRIVILEGE, run, SERVICE, user } from "./roles";

const CHECK_VIOLATION = "23514";
const ownedBy = (account: string) => `update public.providers set owner_id = '${account}' where id = 'glamour-spot'`;

describe.each(inject("postgresDatabases"))("a booking's life, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;
  const day = openDay(database.grants === "legacy" ? 29 : 69);

  asTableOwnerWithAliceAndBob(database, (client, first, second) => {
    admin = client;
    alice = first;
    bob = second;
  });

  const booked = async (clock: string) => {
    const args = fromOwnPhone(day, clock);
    expect((await run(admin, ANON, CREATE, args, { commit: true })).message).toBeNull();
    return args[0] as string;
  };
  const history = async (id: string) =>
    (
      await admin.query(
        "select actor, change, from_state, to_state, reason, to_starts_at > from_starts_at as later from public.booking_history where booking_id = $1 order by id",
        [id],
      )
    ).rows;
  const change = (caller: string, id: string, what: string, reason: string | null = null) =>
    run<{ id: string | null }>(admin, user(caller), "select public.change_booking_state($1, $2, $3) as id", [id, what, reason], {
      setup: ownedBy(alice),
      commit: true,
    });
  const kinds = async (id: string) =>
    (await admin.query<{ kind: string }>("select kind from public.outbox_events where subject_id = $1 order by created_at", [id])).rows.map(
      (row) => row.kind,
    );

  it("records the booking, a move by SQL (the system's) and the owner's completion after the start; another owner changes nothing", async () => {
    const id = await booked("10:00");
    // Placed in the past, as a test moves a booking to complete it: a writer that names nobody is the system.
    await admin.query(
      "update public.bookings set starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours' where id = $1",
      [id],
    );
    expect((await change(bob, id, "complete")).rows).toEqual([{ id: null }]);
    expect((await change(alice, id, "complete")).rows).toEqual([{ id }]);
    expect((await change(alice, id, "no_show")).rows).toEqual([{ id: null }]);
    expect(await history(id)).toEqual([
      { actor: "customer", change: "created", from_state: null, to_state: "CONFIRMED", reason: null, later: null },
      { actor: "system", change: "moved", from_state: "CONFIRMED", to_state: "CONFIRMED", reason: null, later: false },
      { actor: "salon", change: "completed", from_state: "CONFIRMED", to_state: "COMPLETED", reason: null, later: false },
    ]);
    expect((await admin.query("select changed_by, outcome from public.bookings where id = $1", [id])).rows).toEqual([
      { changed_by: null, outcome: "completed" },
    ]);
    // The outcome stays; the history can be neither changed nor deleted, even by the table's owner.
    expect((await run(admin, SERVICE, "update public.bookings set outcome = 'no_show' where id = $1", [id])).error).toBe(CHECK_VIOLATION);
    expect(
      (await run(admin, SERVICE, "update public.bookings set status = 'Cancelled', cancelled_by = 'salon' where id = $1", [id])).error,
    ).toBe(CHECK_VIOLATION);
    for (const write of ["update public.booking_history set actor = 'salon'", "delete from public.booking_history"]) {
      await expect(admin.query(`${write} where booking_id = $1`, [id])).rejects.toMatchObject({ code: CHECK_VIOLATION });
    }
  });

  it("a completion before the start changes nothing", async () => {
    const id = await booked("11:00");
    expect((await change(alice, id, "complete")).rows).toEqual([{ id: null }]);
    expect(await history(id)).toHaveLength(1);
  });

  it("the owner reads the history of their provider's bookings; nobody writes it", async () => {
    const id = await booked("12:00");
    const read = "select change from public.booking_history where booking_id = $1";
    expect((await run(admin, user(alice), read, [id], { setup: ownedBy(alice) })).rows).toEqual([{ change: "created" }]);
    expect((await run(admin, user(bob), read, [id], { setup: ownedBy(alice) })).rows).toEqual([]);
    expect((await run(admin, ANON, read, [id])).error).toBe(INSUFFICIENT_PRIVILEGE);
    const forge = `insert into public.booking_history (booking_id, provider_id, actor, change, to_state, to_starts_at)
                   values ($1, 'glamour-spot', 'customer', 'cancelled', 'CANCELLED', now())`;
    expect((await run(admin, user(alice), forge, [id], { setup: ownedBy(alice) })).error).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("a request is accepted or declined by its salon, with its own message; the sweep declines the unanswered once", async () => {
    const [accepted, declined, forgotten] = [await booked("13:00"), await booked("14:00"), await booked("15:00")];
    await admin.query("update public.bookings set status = 'Pending' where id = any($1)", [[accepted, declined, forgotten]]);
    await admin.query("update public.bookings set created_at = now() - interval '13 hours' where id = $1", [forgotten]);

    expect((await change(bob, accepted, "confirm")).rows).toEqual([{ id: null }]);
    expect((await change(alice, accepted, "confirm")).rows).toEqual([{ id: accepted }]);
    expect((await change(alice, declined, "decline", "Fully booked that day")).rows).toEqual([{ id: declined }]);
    expect((await change(alice, declined, "confirm")).rows).toEqual([{ id: null }]);

    const sweep = "select public.decline_unanswered_requests() as declined";
    expect((await run(admin, user(alice), sweep)).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run<{ declined: number }>(admin, SERVICE, sweep, [], { commit: true })).rows[0]!.declined).toBeGreaterThanOrEqual(1);
    expect((await run<{ declined: number }>(admin, SERVICE, sweep, [], { commit: true })).rows[0]!.declined).toBe(0);

    expect((await history(accepted)).at(-1)).toMatchObject({ actor: "salon", change: "confirmed", from_state: "PENDING" });
    expect((await history(declined)).at(-1)).toMatchObject({ actor: "salon", change: "declined", reason: "Fully booked that day" });
    expect((await history(forgotten)).at(-1)).toMatchObject({ actor: "system", change: "declined", to_state: "CANCELLED" });
    expect(await kinds(accepted)).toEqual(["booking_created", "booking_confirmed"]);
    expect(await kinds(declined)).toEqual(["booking_created", "booking_declined"]);
    expect(await kinds(forgotten)).toEqual(["booking_created", "booking_declined"]);
    // Declining frees the time at once: the same start can be booked again.
    expect((await run(admin, ANON, CREATE, fromOwnPhone(day, "14:00"))).message).toBeNull();
  });
});
