/**
 * One client's share of a provider's day (issue #27, migration 0007): create_booking counts a provider's
 * live bookings of the day by the client's address key (at most 3) and network key (at most 6) under an
 * advisory lock, so racing transactions from one client are decided one after the other.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { bookingArgs, CREATE, manageToken, newClient, newKey, openDay, whileUncommitted, type Receipt } from "./bookings";
import { connect } from "./database";
import { ANON, asTableOwner, INVALID_PARAMETER, run } from "./roles";

const EVERYONE = ["glamour-spot-staff-1", "glamour-spot-staff-2", "glamour-spot-staff-3"];
/** Each half-hour start of an open day. */
const TIMES = Array.from({ length: 16 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
let phones = 0;
const newPhone = () => `+97150${String(4_000_000 + (phones += 1)).padStart(7, "0")}`;

/** Eyebrow threading (30 minutes, all three staff do it: 48 bookable times a day) from `client`, with a phone of its own. */
const threading = (day: string, clock: string, client: { address: string; network: string }, key = newKey()) =>
  bookingArgs(day, clock, 30, key, "glamour-spot", "glamour-spot-threading", newPhone(), EVERYONE, client);

describe.each(inject("postgresDatabases"))("one client's share of a provider's day, $grants default grants", (database) => {
  let admin: pg.Client;
  // Days of their own: bookings.test.ts uses 40–48 and 80–88 open days ahead.
  const dayOffset = database.grants === "legacy" ? 50 : 90;

  asTableOwner(database, (client) => {
    admin = client;
  });

  const book = async (args: unknown[]) => {
    const result = await run<{ receipt: Receipt }>(admin, ANON, CREATE, args, { commit: true });
    if (result.error) throw new Error(`create_booking failed: ${result.error} ${result.message}`);
    return result.rows[0]!.receipt;
  };
  const outcomes = async (list: unknown[][]) => {
    const answers = [];
    for (const args of list) answers.push((await book(args)).outcome);
    return answers;
  };

  it("holds an address to 3 and its network to 6 live bookings of the day; a cancelled one gives its place back", async () => {
    const day = openDay(dayOffset);
    const first = newClient();
    const neighbour = { ...newClient(), network: first.network };
    const made = await book(threading(day, "10:00", first));
    expect(made.outcome).toBe("created");
    const stored = await admin.query("select client_address_key, client_network_key from public.bookings where id = $1", [
      made.booking!.id,
    ]);
    expect(stored.rows).toEqual([{ client_address_key: first.address, client_network_key: first.network }]);

    expect(await outcomes(["10:30", "11:00", "11:30"].map((clock) => threading(day, clock, first)))).toEqual([
      "created",
      "created",
      "client_limit",
    ]);
    expect(await outcomes(["12:00", "12:30", "13:00", "13:30"].map((clock) => threading(day, clock, neighbour)))).toEqual([
      "created",
      "created",
      "created",
      "client_limit",
    ]);
    expect((await book(threading(day, "14:00", { ...newClient(), network: first.network }))).outcome).toBe("client_limit");

    // Another network, the same client at another provider or on another day: not limited by it.
    expect((await book(threading(day, "14:00", newClient()))).outcome).toBe("created");
    const barbers = bookingArgs(day, "10:00", 30, newKey(), "barbers-hub", "barbers-hub-haircut", newPhone(), null, first);
    expect((await book(barbers)).outcome).toBe("created");
    expect((await book(threading(openDay(dayOffset + 1), "10:00", first))).outcome).toBe("created");

    const cancelled = await run(
      admin,
      ANON,
      "select public.cancel_booking_by_manage_token($1, now())",
      [manageToken(made.booking!.idempotency_key)],
      {
        commit: true,
      },
    );
    expect(cancelled.error).toBeNull();
    expect((await book(threading(day, "15:00", first))).outcome).toBe("created");
  });

  it("replays a request already made, even once its client holds its share", async () => {
    const day = openDay(dayOffset + 2);
    const client = newClient();
    const key = newKey();
    const third = threading(day, "12:00", client, key);
    expect(await outcomes([threading(day, "10:00", client), threading(day, "11:00", client), third])).toEqual([
      "created",
      "created",
      "created",
    ]);
    expect((await book(threading(day, "13:00", client))).outcome).toBe("client_limit");
    const again = await book(third);
    expect(again.outcome).toBe("replayed");
    expect(again.booking!.idempotency_key).toBe(key);
  });

  it("refuses a call without the keys (the 0001 call included) or with keys that are not keys, and never allows more than its own limits", async () => {
    const day = openDay(dayOffset + 3);
    const client = newClient();
    const withKeys = (address: unknown, network: unknown) => [...threading(day, "10:00", client).slice(0, 12), address, network];
    for (const args of [
      withKeys(null, null),
      withKeys(client.address, null),
      withKeys("203.0.113.7", client.network),
      withKeys(client.address, "x"),
    ]) {
      expect((await run(admin, ANON, CREATE, args)).error).toBe(INVALID_PARAMETER);
    }
    const old = "select public.create_booking($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) as receipt";
    expect((await run(admin, ANON, old, threading(day, "10:00", client).slice(0, 12))).error).toBe(INVALID_PARAMETER);

    const greedy = "select public.create_booking($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 50, 50) as receipt";
    const asked = [];
    for (const clock of ["10:00", "10:30", "11:00", "11:30"]) {
      const result = await run<{ receipt: Receipt }>(admin, ANON, greedy, threading(day, clock, client), { commit: true });
      asked.push(result.rows[0]?.receipt.outcome ?? result.error);
    }
    expect(asked).toEqual(["created", "created", "created", "client_limit"]);
  });

  it("keeps the keys from owners and visitors, and the wrapped function from everyone", async () => {
    const { rows } = await admin.query<{ role: string; column: string; readable: boolean }>(
      `select role, col as column, has_column_privilege(role, 'public.bookings', col, 'select') as readable
       from unnest(array['anon', 'authenticated']) role, unnest(array['client_address_key', 'client_network_key']) col`,
    );
    expect(rows.filter((row) => row.readable)).toEqual([]);
    const inner =
      "private.create_booking_for_staff(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[])";
    const callable = await admin.query<{ role: string; can: boolean }>(
      `select role, has_function_privilege(role, '${inner}', 'execute') as can from unnest(array['anon', 'authenticated']) role`,
    );
    expect(callable.rows).toEqual([
      { role: "anon", can: false },
      { role: "authenticated", can: false },
    ]);
  });

  it("decides one client's racing transactions one at a time: of 25 at once, 3 book", async () => {
    const day = openDay(dayOffset + 4);
    const client = newClient();
    const connections = Array.from({ length: 25 }, () => connect(database));
    await Promise.all(connections.map((connection) => connection.connect()));
    try {
      const answers = await Promise.all(
        connections.map(async (connection, n) => {
          const result = await run<{ receipt: Receipt }>(connection, ANON, CREATE, threading(day, TIMES[n % 16]!, client), {
            commit: true,
          });
          if (result.error) throw new Error(`create_booking failed: ${result.error} ${result.message}`);
          return result.rows[0]!.receipt.outcome;
        }),
      );
      expect(answers.filter((outcome) => outcome === "created")).toHaveLength(3);
      expect(answers.filter((outcome) => outcome === "client_limit")).toHaveLength(22);
    } finally {
      await Promise.allSettled(connections.map((connection) => connection.end()));
    }
  }, 60_000);

  it("makes a request of the same network wait for an uncommitted booking of it, then counts that booking", async () => {
    const day = openDay(dayOffset + 5);
    const client = newClient();
    expect(await outcomes([threading(day, "10:00", client), threading(day, "10:30", client)])).toEqual(["created", "created"]);
    const race = await whileUncommitted(database, threading(day, "11:00", client), threading(day, "11:30", client));
    expect(race.first.outcome).toBe("created");
    expect(race.waited).toBe(true); // waiting for the first transaction, not counting without it
    expect(race.second).toEqual({ outcome: "client_limit", booking: null });
  });
});
