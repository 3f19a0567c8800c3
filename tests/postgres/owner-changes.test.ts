/**
 * The owner's own changes to the book (0025_walk_ins.sql): a Premium owner moves a booking to another free
 * time and person (its manage token kept, the changed-booking event written, the booking itself not in the
 * way), enters walk-in and phone bookings (no customer limit, the owner not its customer), and nobody else
 * can; a move decided under the same rule as the visitors' bookings, also when 20 of them race it.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { at, bookingArgs, CREATE, manageToken, newKey, openDay, type Receipt } from "./bookings";
import { connect } from "./database";
import { ANON, asTableOwnerWithAliceAndBob, INSUFFICIENT_PRIVILEGE, INVALID_PARAMETER, run, user } from "./roles";

const MOVE = "select public.reschedule_booking($1, $2, $3, $4) as receipt";
const WALK_IN = "select public.create_walk_in_booking($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) as receipt";
const ownerOf = (account: string, plan: "premium" | "basic" = "premium") =>
  `update public.providers set owner_id = '${account}' where id = 'glamour-spot';
   insert into public.subscriptions (account_id, plan) values ('${account}', '${plan}')
     on conflict (account_id) do update set plan = '${plan}'`;
const strangerSetup = (account: string) =>
  `insert into public.subscriptions (account_id, plan) values ('${account}', 'premium') on conflict (account_id) do update set plan = 'premium'`;
const span = (day: string, clock: string, minutes: number) => {
  const starts = new Date(at(day, clock));
  return [starts.toISOString(), new Date(starts.getTime() + minutes * 60_000).toISOString()];
};
let serial = 0;
const walkInArgs = (day: string, clock: string, staff: string, phone = "+971509990000", source = "walk_in") => {
  const key = newKey();
  serial += 1;
  return [
    `w-${key}`,
    "glamour-spot",
    "glamour-spot-threading",
    staff,
    ...span(day, clock, 30),
    `Walk In ${serial}`,
    phone,
    null,
    manageToken(key),
    source,
  ];
};

describe.each(inject("postgresDatabases"))("owner changes, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;
  const dayOffset = database.grants === "legacy" ? 30 : 35;

  asTableOwnerWithAliceAndBob(database, (client, first, second) => {
    admin = client;
    alice = first;
    bob = second;
  });

  const booked = async (day: string, clock: string, staff = "glamour-spot-staff-1") => {
    const args = bookingArgs(
      day,
      clock,
      60,
      newKey(),
      "glamour-spot",
      "glamour-spot-haircut",
      `+9715055${String(serial++).padStart(5, "0")}`,
      [staff],
    );
    const created = await run<{ receipt: Receipt }>(admin, ANON, CREATE, args, { commit: true });
    expect(created.rows[0]!.receipt.outcome).toBe("created");
    return { id: args[0] as string, token: args[10] as string };
  };
  const receipt = (outcome: { rows: { receipt: Record<string, unknown> }[] }) => outcome.rows[0]!.receipt;
  const events = async (id: string) =>
    (await admin.query<{ kind: string }>("select kind from public.outbox_events where subject_id = $1 order by created_at", [id])).rows.map(
      (row) => row.kind,
    );

  it("the Premium owner moves a booking to another person and time; its link stays; nobody else can", async () => {
    const day = openDay(dayOffset);
    const { id, token } = await booked(day, "10:00");
    const move = [id, "glamour-spot-staff-3", ...span(day, "14:00", 60)];
    for (const [caller, setup] of [
      [user(bob), strangerSetup(bob)],
      [user(alice), ownerOf(alice, "basic")],
    ] as const) {
      expect(receipt(await run(admin, caller, MOVE, move, { setup }))).toEqual({ outcome: "not_found", booking: null });
    }
    expect((await run(admin, ANON, MOVE, move)).error).toBe(INSUFFICIENT_PRIVILEGE);

    const moved = receipt(await run(admin, user(alice), MOVE, move, { setup: ownerOf(alice), commit: true }));
    expect(moved).toMatchObject({ outcome: "moved", booking: { id, staff_id: "glamour-spot-staff-3", manage_token: token } });
    expect(new Date((moved.booking as { starts_at: string }).starts_at).toISOString()).toBe(new Date(at(day, "14:00")).toISOString());
    expect(await events(id)).toEqual(["booking_created", "booking_changed"]);
    // Its own old time is not in its way: half an hour later, the same person.
    const later = [id, "glamour-spot-staff-3", ...span(day, "14:30", 60)];
    expect(receipt(await run(admin, user(alice), MOVE, later, { setup: ownerOf(alice) }))).toMatchObject({ outcome: "moved" });
    // The history (0024) names the salon for the move (0027: reschedule_booking names nobody itself).
    const history = await admin.query("select actor, change from public.booking_history where booking_id = $1 order by at, change", [id]);
    expect(history.rows).toContainEqual({ actor: "salon", change: "moved" });
  });

  it("refuses a taken person, closed hours and the past; a cancelled booking stays as it is", async () => {
    const day = openDay(dayOffset + 1);
    const first = await booked(day, "10:00");
    await booked(day, "12:00", "glamour-spot-staff-3");
    const moveAs = async (args: unknown[]) => receipt(await run(admin, user(alice), MOVE, args, { setup: ownerOf(alice) }));
    expect(await moveAs([first.id, "glamour-spot-staff-3", ...span(day, "11:30", 60)])).toEqual({ outcome: "slot_taken", booking: null });
    expect(await moveAs([first.id, "glamour-spot-staff-1", ...span(day, "09:00", 60)])).toEqual({ outcome: "slot_taken", booking: null });
    // Not a performer of the service.
    expect(await moveAs([first.id, "glamour-spot-staff-2", ...span(day, "15:00", 60)])).toEqual({ outcome: "slot_taken", booking: null });
    const past = new Date(Date.now() - 3600_000);
    expect(
      await moveAs([first.id, "glamour-spot-staff-1", past.toISOString(), new Date(past.getTime() + 3600_000).toISOString()]),
    ).toMatchObject({ outcome: "unchanged" });
    await admin.query("update public.bookings set status = 'Cancelled' where id = $1", [first.id]);
    expect(await moveAs([first.id, "glamour-spot-staff-1", ...span(day, "15:00", 60)])).toMatchObject({ outcome: "unchanged" });
  });

  it("the Premium owner enters walk-in and phone bookings without customer limits; capacity holds; nobody else can", async () => {
    const day = openDay(dayOffset + 2);
    expect(
      (await run(admin, user(bob), WALK_IN, walkInArgs(day, "10:00", "glamour-spot-staff-1"), { setup: strangerSetup(bob) })).error,
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, ANON, WALK_IN, walkInArgs(day, "10:00", "glamour-spot-staff-1"))).error).toBe(INSUFFICIENT_PRIVILEGE);
    const online = walkInArgs(day, "10:00", "glamour-spot-staff-1", "+971509990000", "online");
    expect((await run(admin, user(alice), WALK_IN, online, { setup: ownerOf(alice) })).error).toBe(INVALID_PARAMETER);

    // Four of one phone's bookings that day: the visitors' limit is three.
    const clocks = ["10:00", "11:00", "12:00", "13:00"];
    for (const clock of clocks) {
      const entered = receipt(
        await run(admin, user(alice), WALK_IN, walkInArgs(day, clock, "glamour-spot-staff-1", "+971509990000", "phone"), {
          setup: ownerOf(alice),
          commit: true,
        }),
      );
      expect(entered).toMatchObject({ outcome: "created", booking: { staff_id: "glamour-spot-staff-1", status: "Confirmed" } });
      const made = (entered.booking as { id: string }).id;
      const history = await admin.query("select actor, change from public.booking_history where booking_id = $1", [made]);
      expect(history.rows).toEqual([{ actor: "salon", change: "created" }]);
    }
    const rows = await admin.query(
      "select source, customer_id from public.bookings where provider_id = 'glamour-spot' and customer_phone = '+971509990000'",
    );
    expect(rows.rows).toEqual(clocks.map(() => ({ source: "phone", customer_id: null })));
    expect(
      receipt(await run(admin, user(alice), WALK_IN, walkInArgs(day, "10:00", "glamour-spot-staff-1"), { setup: ownerOf(alice) })),
    ).toEqual({ outcome: "slot_taken", booking: null });
    const yesterday = new Date(Date.now() - 86_400_000 + 4 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await run(admin, user(alice), WALK_IN, walkInArgs(yesterday, "10:00", "glamour-spot-staff-1"), { setup: ownerOf(alice) })).error,
    ).toBe(INVALID_PARAMETER);
  });

  it("the owner moving a booking into a time while 20 visitors book it: exactly as many bookings as free performers", async () => {
    const day = openDay(dayOffset + 3);
    // Threading: all three perform it. One is moved from the morning into 15:00 with the first person.
    const args = bookingArgs(day, "10:00", 30, newKey(), "glamour-spot", "glamour-spot-threading", "+971507770000", [
      "glamour-spot-staff-1",
    ]);
    expect((await run<{ receipt: Receipt }>(admin, ANON, CREATE, args, { commit: true })).rows[0]!.receipt.outcome).toBe("created");
    const clients = Array.from({ length: 21 }, () => connect(database));
    await Promise.all(clients.map((client) => client.connect()));
    try {
      const everyone = ["glamour-spot-staff-1", "glamour-spot-staff-2", "glamour-spot-staff-3"];
      const outcomes = await Promise.all(
        clients.map(async (client, n) => {
          const result =
            n === 0
              ? await run<{ receipt: Receipt }>(client, user(alice), MOVE, [args[0], "glamour-spot-staff-1", ...span(day, "15:00", 30)], {
                  setup: ownerOf(alice),
                  commit: true,
                })
              : await run<{ receipt: Receipt }>(
                  client,
                  ANON,
                  CREATE,
                  bookingArgs(
                    day,
                    "15:00",
                    30,
                    newKey(),
                    "glamour-spot",
                    "glamour-spot-threading",
                    `+97150${String(6_000_000 + n).padStart(7, "0")}`,
                    everyone,
                  ),
                  { commit: true },
                );
          if (result.error) throw new Error(`${n}: ${result.error} ${result.message}`);
          return result.rows[0]!.receipt.outcome as string;
        }),
      );
      expect(outcomes.filter((outcome) => outcome === "created" || outcome === "moved")).toHaveLength(3);
      const live = await admin.query(
        "select staff_id from public.bookings where provider_id = 'glamour-spot' and status <> 'Cancelled' and starts_at = $1 order by staff_id",
        [at(day, "15:00")],
      );
      expect(live.rows.map((row: { staff_id: string }) => row.staff_id)).toEqual(everyone);
    } finally {
      await Promise.allSettled(clients.map((client) => client.end()));
    }
  }, 60_000);
});
