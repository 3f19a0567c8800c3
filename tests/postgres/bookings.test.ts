/**
 * No double booking, decided by the database: the exclusion constraint on [starts_at, ends_at)
 * per staff member, and create_booking (the only way visitors book) with its idempotency key, checked
 * in a real PostgreSQL, including two requests racing for one slot on two connections.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { at, bookingArgs, CREATE, manageToken, newKey, openDay, whileUncommitted, type Receipt } from "./bookings";
import { connect } from "./database";
import { ANON, EXCLUSION_VIOLATION, INVALID_PARAMETER, run, SERVICE, asTableOwner } from "./roles";

describe.each(inject("postgresDatabases"))("bookings, $grants default grants", (database) => {
  let admin: pg.Client;
  // Each database gets its own days, so the two runs never share a slot.
  const dayOffset = database.grants === "legacy" ? 40 : 80;

  asTableOwner(database, (client) => {
    admin = client;
  });

  const book = async (args: unknown[], caller = ANON) => {
    const result = await run<{ receipt: Receipt }>(admin, caller, CREATE, args, { commit: true });
    if (result.error) throw new Error(`create_booking failed: ${result.error} ${result.message}`);
    return result.rows[0]!.receipt;
  };

  describe("the exclusion constraint", () => {
    const day = openDay(dayOffset);
    const insert = (id: string, from: string, to: string, extra = "", staff = "barbers-hub-staff-1") =>
      `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status)
       values ('${id}', 'barbers-hub', 'barbers-hub-haircut', '${staff}', '${at(day, from)}', '${at(day, to)}', 'Omar', '+971501112233', ${extra || "'Confirmed'"})`;
    const first = insert("first", "10:00", "11:00");

    it("rejects a live booking overlapping another of the same staff member", async () => {
      for (const [from, to] of [
        ["10:30", "11:30"],
        ["09:30", "10:30"],
        ["10:00", "11:00"],
        ["10:15", "10:45"],
        ["09:00", "12:00"],
      ] as const) {
        const overlap = await run(admin, SERVICE, insert("second", from, to), [], { setup: first });
        expect(overlap.error, `${from}–${to}`).toBe(EXCLUSION_VIOLATION);
      }
    });

    it("allows bookings that only touch, another staff member's at the same time, other providers' bookings, and cancelled ones", async () => {
      expect((await run(admin, SERVICE, insert("before", "09:00", "10:00"), [], { setup: first })).error).toBeNull();
      expect((await run(admin, SERVICE, insert("after", "11:00", "12:00"), [], { setup: first })).error).toBeNull();
      expect(
        (await run(admin, SERVICE, insert("colleague", "10:00", "11:00", "", "barbers-hub-staff-2"), [], { setup: first })).error,
      ).toBeNull();
      const elsewhere = `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone)
        values ('other', 'elite-gents-salon', 'elite-gents-salon-haircut', 'elite-gents-salon-staff-1', '${at(day, "10:00")}', '${at(day, "11:00")}', 'Omar', '+971501112233')`;
      expect((await run(admin, SERVICE, elsewhere, [], { setup: first })).error).toBeNull();
      const cancelled = await run(admin, SERVICE, insert("cancelled", "10:30", "11:30", "'Cancelled'"), [], { setup: first });
      expect(cancelled.error).toBeNull();
    });

    it("refuses a staff member of another provider", async () => {
      const stranger = insert("stranger", "12:00", "13:00", "", "glamour-spot-staff-1");
      expect((await run(admin, SERVICE, stranger)).error).toBe("23503"); // foreign key (provider, staff)
    });

    it("keeps holding when a cancelled booking is revived over a live one", async () => {
      const setup = `${first}; ${insert("cancelled", "10:30", "11:30", "'Cancelled'")}`;
      const revive = await run(admin, SERVICE, "update public.bookings set status = 'Confirmed' where id = 'cancelled'", [], { setup });
      expect(revive.error).toBe(EXCLUSION_VIOLATION);
    });
  });

  describe("create_booking, as a visitor", () => {
    it("creates, replays the same idempotency key, and refuses a taken time", async () => {
      const day = openDay(dayOffset + 1);
      const key = newKey();
      const created = await book(bookingArgs(day, "10:00", 60, key));
      expect(created.outcome).toBe("created");
      expect(created.booking).toMatchObject({
        id: `b-${key}`,
        provider_id: "glamour-spot",
        service_id: "glamour-spot-haircut",
        staff_id: "glamour-spot-staff-1",
        customer_name: "Mariam Al Hashimi",
        status: "Confirmed",
        idempotency_key: key,
      });
      expect(new Date(created.booking!.starts_at).toISOString()).toBe(new Date(at(day, "10:00")).toISOString());
      expect(created.booking).not.toHaveProperty("customer_id");

      // The same request again (a retry): the first booking, unchanged, even with other details.
      const retry = bookingArgs(day, "10:00", 60, key);
      retry[0] = "b-another-id";
      retry[5] = "Someone Else";
      const replayed = await book(retry);
      expect(replayed).toEqual({ ...created, outcome: "replayed" });

      // Someone else, overlapping, with the same person: nothing written.
      const taken = await book(bookingArgs(day, "10:30", 60, newKey()));
      expect(taken).toEqual({ outcome: "slot_taken", booking: null });
      // Touching the end of the first booking is fine.
      expect((await book(bookingArgs(day, "11:00", 60, newKey()))).outcome).toBe("created");

      const byKey = await run<{ receipt: Receipt["booking"] }>(admin, ANON, "select public.booking_by_idempotency_key($1) as receipt", [
        key,
      ]);
      expect(byKey.rows[0]!.receipt).toEqual(created.booking);
      const unknown = await run<{ receipt: unknown }>(admin, ANON, "select public.booking_by_idempotency_key($1) as receipt", [newKey()]);
      expect(unknown.rows[0]!.receipt).toBeNull();

      const busy = await run<{ staff_id: string; starts_at: Date; ends_at: Date }>(
        admin,
        ANON,
        "select * from public.staff_busy_intervals('glamour-spot', $1)",
        [day],
      );
      expect(busy.rows.map((row) => [row.staff_id, row.starts_at.toISOString(), row.ends_at.toISOString()])).toEqual([
        ["glamour-spot-staff-1", new Date(at(day, "10:00")).toISOString(), new Date(at(day, "11:00")).toISOString()],
        ["glamour-spot-staff-1", new Date(at(day, "11:00")).toISOString(), new Date(at(day, "12:00")).toISOString()],
      ]);
    });

    it("refuses times the site would never offer, and services of another provider", async () => {
      const day = openDay(dayOffset + 2);
      const friday = openDay(dayOffset, 5);
      const yesterday = new Date(Date.now() - 86_400_000 + 4 * 3600_000).toISOString().slice(0, 10);
      const cases: Array<[string, unknown[]]> = [
        ["a Friday", bookingArgs(friday, "10:00", 60, newKey())],
        ["before opening", bookingArgs(day, "09:30", 60, newKey())],
        ["after the last slot", bookingArgs(day, "18:00", 60, newKey())],
        ["off the half-hour grid", bookingArgs(day, "10:15", 60, newKey())],
        ["in the past", bookingArgs(yesterday, "10:00", 60, newKey())],
        ["longer than the service", bookingArgs(day, "10:00", 240, newKey())],
        ["another provider's service", bookingArgs(day, "10:00", 30, newKey(), "glamour-spot", "barbers-hub-haircut")],
      ];
      for (const [label, args] of cases) {
        const result = await run(admin, ANON, CREATE, args);
        expect(result.error, label).toBe(INVALID_PARAMETER);
      }
      // The last slot of the day is bookable.
      expect((await book(bookingArgs(day, "17:30", 60, newKey()))).outcome).toBe("created");
    });

    it("lets the database decide a race between two connections for the same time", async () => {
      const day = openDay(dayOffset + 3);
      const first = connect(database);
      const second = connect(database);
      await Promise.all([first.connect(), second.connect()]);
      try {
        const asAnon = async (client: pg.Client) => {
          await client.query("begin");
          await client.query("set local role anon");
        };
        // The first request has inserted but not committed when the second arrives.
        await asAnon(first);
        const firstKey = newKey();
        const won = (await first.query<{ receipt: Receipt }>(CREATE, bookingArgs(day, "14:00", 60, firstKey))).rows[0]!.receipt;
        expect(won.outcome).toBe("created");

        await asAnon(second);
        let settled = false;
        const racing = second.query<{ receipt: Receipt }>(CREATE, bookingArgs(day, "14:30", 60, newKey())).finally(() => {
          settled = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(false); // waiting on the first transaction's booking, not guessing
        await first.query("commit");
        const lost = (await racing).rows[0]!.receipt;
        await second.query("commit");
        expect(lost).toEqual({ outcome: "slot_taken", booking: null });

        // The same idempotency key racing itself: the late twin gets the first booking back.
        await asAnon(first);
        const key = newKey();
        expect((await first.query<{ receipt: Receipt }>(CREATE, bookingArgs(day, "16:00", 60, key))).rows[0]!.receipt.outcome).toBe(
          "created",
        );
        await asAnon(second);
        const twin = second.query<{ receipt: Receipt }>(CREATE, bookingArgs(day, "16:00", 60, key));
        await new Promise((resolve) => setTimeout(resolve, 300));
        await first.query("commit");
        const replayed = (await twin).rows[0]!.receipt;
        await second.query("commit");
        expect(replayed.outcome).toBe("replayed");
        expect(replayed.booking!.id).toBe(`b-${key}`);
      } finally {
        await Promise.allSettled([first.end(), second.end()]);
      }
    });

    it("reads and cancels a booking through its manage token, until the cut-off the caller names and never in the past", async () => {
      const day = openDay(dayOffset + 6);
      const key = newKey();
      const created = await book(bookingArgs(day, "13:00", 60, key));
      expect(created.outcome).toBe("created");
      const byToken = await run<{ receipt: Receipt["booking"] }>(admin, ANON, "select public.booking_by_manage_token($1) as receipt", [
        manageToken(key),
      ]);
      expect(byToken.rows[0]!.receipt).toEqual(created.booking);
      const cancel = (token: string, startsAfter: string) =>
        run<{ outcome: string }>(admin, ANON, "select public.cancel_booking_by_manage_token($1, $2) as outcome", [token, startsAfter], {
          commit: true,
        });
      expect((await cancel(manageToken(key), at(day, "13:00"))).rows[0]!.outcome).toBe("too_late");
      expect((await cancel(manageToken(newKey()), at(day, "08:00"))).rows[0]!.outcome).toBe("not_found");
      expect((await cancel(manageToken(key), at(day, "11:00"))).rows[0]!.outcome).toBe("cancelled");
      expect((await cancel(manageToken(key), at(day, "11:00"))).rows[0]!.outcome).toBe("cancelled");
      // The time is free again.
      expect((await book(bookingArgs(day, "13:00", 60, newKey(), "glamour-spot", "glamour-spot-haircut", "+971501110000"))).outcome).toBe(
        "created",
      );
      // The anon role cannot read the table itself, tokens included.
      const direct = await run(admin, ANON, "select manage_token from public.bookings");
      expect(direct.error).toBe("42501");
    });

    it("gives the booking to the first free performer of the service in the order asked for; without a list, in the provider's order", async () => {
      const day = openDay(dayOffset + 7);
      const threading = (staff: string[] | null, phone: string) =>
        bookingArgs(day, "12:00", 30, newKey(), "glamour-spot", "glamour-spot-threading", phone, staff);
      const staffOf = (receipt: Receipt) => receipt.booking?.staff_id ?? null;
      expect(staffOf(await book(threading(["glamour-spot-staff-3", "glamour-spot-staff-2"], "+971501000001")))).toBe(
        "glamour-spot-staff-3",
      );
      expect(staffOf(await book(threading(["glamour-spot-staff-3", "glamour-spot-staff-2"], "+971501000002")))).toBe(
        "glamour-spot-staff-2",
      );
      expect(await book(threading(["glamour-spot-staff-3", "glamour-spot-staff-2"], "+971501000003"))).toEqual({
        outcome: "slot_taken",
        booking: null,
      });
      // Nobody is given a service they do not perform, nor a booking of another provider.
      const haircut = (staff: string[]) =>
        bookingArgs(day, "15:00", 60, newKey(), "glamour-spot", "glamour-spot-haircut", "+971501000004", staff);
      expect(await book(haircut(["glamour-spot-staff-2", "barbers-hub-staff-1"]))).toEqual({ outcome: "slot_taken", booking: null });
      // A direct caller without a list: any performer, in the provider's order.
      expect(staffOf(await book(threading(null, "+971501000005")))).toBe("glamour-spot-staff-1");
      expect(await book(threading(null, "+971501000006"))).toEqual({ outcome: "slot_taken", booking: null });
    });

    it("gives 50 customers racing on 50 connections for one time exactly 3 bookings when 3 performers are free, and 1 for one chosen person", async () => {
      const day = openDay(dayOffset + 8);
      const everyone = ["glamour-spot-staff-1", "glamour-spot-staff-2", "glamour-spot-staff-3"];
      const race = async (count: number, clock: string, staff: string[]) => {
        const clients = Array.from({ length: count }, () => connect(database));
        await Promise.all(clients.map((client) => client.connect()));
        try {
          return await Promise.all(
            clients.map(async (client, n) => {
              const phone = `+97150${String(8_000_000 + n).padStart(7, "0")}`;
              const args = bookingArgs(day, clock, 30, newKey(), "glamour-spot", "glamour-spot-threading", phone, staff);
              const result = await run<{ receipt: Receipt }>(client, ANON, CREATE, args, { commit: true });
              if (result.error) throw new Error(`create_booking failed: ${result.error} ${result.message}`);
              return result.rows[0]!.receipt;
            }),
          );
        } finally {
          await Promise.allSettled(clients.map((client) => client.end()));
        }
      };
      const anyone = await race(50, "11:00", everyone);
      const given = anyone.flatMap((receipt) => (receipt.outcome === "created" ? [receipt.booking!.staff_id] : []));
      expect(given.sort()).toEqual(everyone);
      expect(anyone.filter((receipt) => receipt.outcome === "slot_taken")).toHaveLength(47);

      const chosen = await race(50, "14:00", ["glamour-spot-staff-2"]);
      expect(chosen.filter((receipt) => receipt.outcome === "created")).toHaveLength(1);
      expect(chosen.filter((receipt) => receipt.outcome === "slot_taken")).toHaveLength(49);
    }, 60_000);

    it("holds a phone number to its daily limit with a provider, also when two connections race", async () => {
      const day = openDay(dayOffset + 4);
      const phone = "+971501239876";
      const args = (clock: string) => bookingArgs(day, clock, 60, newKey(), "glamour-spot", "glamour-spot-haircut", phone);
      expect((await book(args("10:00"))).outcome).toBe("created");
      expect((await book(args("11:00"))).outcome).toBe("created");
      // A direct caller cannot ask for a higher limit than the database's own.
      const greedy = args("12:00");
      greedy[9] = 50;
      // The third booking is made but not committed when a fourth arrives for the same phone and day.
      const race = await whileUncommitted(database, greedy, args("15:00"));
      expect(race.first.outcome).toBe("created");
      expect(race.waited).toBe(true);
      expect(race.second).toEqual({ outcome: "daily_limit", booking: null });
      // Another phone, and the same phone on another day, still book.
      expect((await book(bookingArgs(day, "16:00", 60, newKey()))).outcome).toBe("created");
      const nextDay = openDay(dayOffset + 5);
      expect((await book(bookingArgs(nextDay, "10:00", 60, newKey(), "glamour-spot", "glamour-spot-haircut", phone))).outcome).toBe(
        "created",
      );
    });
  });
});
