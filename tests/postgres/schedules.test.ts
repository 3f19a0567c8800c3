/**
 * The owner's time in PostgreSQL (0010_owner_schedules.sql): who reads and writes a schedule, and
 * create_booking deciding against the hours in force, also while the owner closes the day.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { at, bookingArgs, CREATE, newKey, openDay, type Receipt } from "./bookings";
import { connect } from "./database";
import { ANON, asTableOwnerWithAliceAndBob, INSUFFICIENT_PRIVILEGE, INVALID_PARAMETER, listingSql, run, user } from "./roles";

describe.each(inject("postgresDatabases"))("owner schedules, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;
  const dayOffset = database.grants === "legacy" ? 120 : 160;
  asTableOwnerWithAliceAndBob(database, (client, a, b) => {
    [admin, alice, bob] = [client, a, b];
  });
  const owned = () => `${listingSql("hours-test", alice)}; update public.providers set owner_id = '${alice}' where id = 'glamour-spot'`;

  it("gives every provider, and a new listing, the seed's week; anyone reads hours, closures and rules", async () => {
    const week = await run<{ weekday: number; opens_minute: number; closes_minute: number; last_start_minute: number }>(
      admin,
      ANON,
      "select weekday, opens_minute, closes_minute, last_start_minute from public.provider_weekly_hours where provider_id = 'hours-test' order by weekday",
      [],
      { setup: listingSql("hours-test", alice) },
    );
    expect(week.rows.map((row) => row.weekday)).toEqual([0, 1, 2, 3, 4, 6]);
    expect(week.rows[0]).toMatchObject({ opens_minute: 600, closes_minute: 1080, last_start_minute: 1050 });
    const rules = await run(admin, ANON, "select * from public.provider_booking_rules where provider_id = 'glamour-spot'");
    expect(rules.rows).toEqual([
      {
        provider_id: "glamour-spot",
        slot_step_minutes: 30,
        minimum_notice_minutes: 0,
        window_days: 90,
        buffer_minutes: 0,
        // 0024: every online booking confirmed at once unless the owner asks to answer each, in 12 hours.
        confirm_each_booking: false,
        answer_window_hours: 12,
      },
    ]);
    const closures = await run(admin, ANON, "select id from public.provider_closures");
    expect(closures.error).toBeNull();
  });

  it("lets only the owner change a schedule; anyone else, signed in or not, is refused", async () => {
    const close =
      "insert into public.provider_closures (id, provider_id, starts_on, ends_on, reason) values ('c1', 'hours-test', '2030-01-07', '2030-01-07', 'Eid Al Fitr')";
    expect((await run(admin, user(alice), close, [], { setup: owned() })).error).toBeNull();
    expect((await run(admin, user(bob), close, [], { setup: owned() })).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, ANON, close, [], { setup: owned() })).error).toBe(INSUFFICIENT_PRIVILEGE);
    const week = 'select public.set_weekly_hours(\'hours-test\', \'[{"weekday": 5, "opens": 840, "closes": 1320}]\')';
    expect((await run(admin, user(bob), week, [], { setup: owned() })).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, ANON, week, [], { setup: owned() })).error).toBe(INSUFFICIENT_PRIVILEGE);
    const mine = await run<{ weekday: number }>(
      admin,
      user(alice),
      "select weekday from public.provider_weekly_hours where provider_id = 'hours-test'",
      [],
      {
        setup: `${owned()}; set local role authenticated; select set_config('request.jwt.claims', '{"sub": "${alice}", "role": "authenticated"}', true); ${week}; reset role`,
      },
    );
    expect(mine.rows).toEqual([{ weekday: 5 }]);
    // Bob's attempt changed nothing: his delete matched no row of Alice's week.
    const untouched = await run(admin, user(bob), "select public.set_weekly_hours('hours-test', '[]')", [], { setup: owned() });
    expect(untouched.error).toBeNull();
    const still = await run(admin, ANON, "select count(*)::int as n from public.provider_weekly_hours where provider_id = 'glamour-spot'");
    expect(still.rows).toEqual([{ n: 6 }]);
  });

  it("keeps the last start of an interval saved unchanged (0018); a changed one is the owner's, without", async () => {
    // The seed's week as the page sends it back (Sunday to Thursday and Saturday 10:00–18:00), Monday now 10:00–19:00.
    const days = [0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, opens: 600, closes: weekday === 1 ? 1140 : 1080 }));
    const save = `select public.set_weekly_hours('hours-test', '${JSON.stringify(days)}')`;
    const week = await run<{ weekday: number; closes_minute: number; last_start_minute: number | null }>(
      admin,
      ANON,
      "select weekday, closes_minute, last_start_minute from public.provider_weekly_hours where provider_id = 'hours-test' order by weekday",
      [],
      {
        setup: `${owned()}; set local role authenticated; select set_config('request.jwt.claims', '{"sub": "${alice}", "role": "authenticated"}', true); ${save}; reset role`,
      },
    );
    expect(week.rows).toEqual([
      { weekday: 0, closes_minute: 1080, last_start_minute: 1050 },
      { weekday: 1, closes_minute: 1140, last_start_minute: null },
      ...[2, 3, 4, 6].map((weekday) => ({ weekday, closes_minute: 1080, last_start_minute: 1050 })),
    ]);
  });

  it("lets only the owner set the booking rules (0012), within the table's checks", async () => {
    const set = (step: number, buffer: number) => `select public.set_booking_rules('hours-test', ${step}, 120, 60, ${buffer})`;
    const rules =
      "select slot_step_minutes, minimum_notice_minutes, window_days, buffer_minutes from public.provider_booking_rules where provider_id = 'hours-test'";
    expect((await run(admin, user(bob), set(15, 10), [], { setup: owned() })).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, ANON, set(15, 10), [], { setup: owned() })).error).toBe(INSUFFICIENT_PRIVILEGE);
    const asAlice = (sql: string) =>
      `${owned()}; set local role authenticated; select set_config('request.jwt.claims', '{"sub": "${alice}", "role": "authenticated"}', true); ${sql}; reset role`;
    const mine = await run(admin, ANON, rules, [], { setup: asAlice(set(15, 10)) });
    expect(mine.rows).toEqual([{ slot_step_minutes: 15, minimum_notice_minutes: 120, window_days: 60, buffer_minutes: 10 }]);
    // The table's checks hold whoever calls: a 20-minute step is refused.
    expect((await run(admin, user(alice), set(20, 10), [], { setup: owned() })).error).toBe("23514");
  });

  it("keeps time off from visitors but tells when a person is away", async () => {
    const away = `insert into public.staff_time_off (id, provider_id, staff_id, starts_at, ends_at, reason)
                  values ('t1', 'glamour-spot', 'glamour-spot-staff-1', '2030-01-07T06:00:00Z', '2030-01-07T14:00:00Z', 'Surgery')`;
    const read = await run(admin, ANON, "select * from public.staff_time_off", [], { setup: away });
    expect(read.error).toBe(INSUFFICIENT_PRIVILEGE);
    const told = await run(
      admin,
      ANON,
      "select * from public.staff_time_off_between('glamour-spot', '2030-01-07T00:00:00Z', '2030-01-08T00:00:00Z')",
      [],
      {
        setup: away,
      },
    );
    expect(told.rows).toEqual([
      {
        id: "t1",
        staff_id: "glamour-spot-staff-1",
        starts_at: new Date("2030-01-07T06:00:00Z"),
        ends_at: new Date("2030-01-07T14:00:00Z"),
      },
    ]);
  });

  it("lets the owner read their staff's time off with its reason (the owner's page); Bob reads none of it", async () => {
    const away = `${owned()}; insert into public.staff_time_off (id, provider_id, staff_id, starts_at, ends_at, reason)
                  values ('t2', 'glamour-spot', 'glamour-spot-staff-1', '2030-01-07T06:00:00Z', '2030-01-07T14:00:00Z', 'Surgery')`;
    const read = "select id, reason from public.staff_time_off where provider_id = 'glamour-spot' and ends_at > '2030-01-07T10:00:00Z'";
    expect((await run(admin, user(alice), read, [], { setup: away })).rows).toEqual([{ id: "t2", reason: "Surgery" }]);
    const theirs = await run(admin, user(bob), read, [], { setup: away });
    expect(theirs.error).toBeNull();
    expect(theirs.rows).toEqual([]);
  });

  it("keeps a reason with special hours (0022): the owner sets it, anyone reads it, at most 120 characters", async () => {
    const set = (reason: string) =>
      `select public.set_special_hours('hours-test', '2030-03-01', '2030-03-29', '[{"opens": 600, "closes": 960}, {"opens": 1200, "closes": 1380}]', '${reason}')`;
    expect((await run(admin, user(bob), set("Ramadan"), [], { setup: owned() })).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, ANON, set("Ramadan"), [], { setup: owned() })).error).toBe(INSUFFICIENT_PRIVILEGE);
    const asAlice = (sql: string) =>
      `${owned()}; set local role authenticated; select set_config('request.jwt.claims', '{"sub": "${alice}", "role": "authenticated"}', true); ${sql}; reset role`;
    const rows = await run(
      admin,
      ANON,
      "select opens_minute, reason from public.provider_special_hours where provider_id = 'hours-test' order by opens_minute",
      [],
      { setup: asAlice(set("Ramadan")) },
    );
    expect(rows.rows).toEqual([
      { opens_minute: 600, reason: "Ramadan" },
      { opens_minute: 1200, reason: "Ramadan" },
    ]);
    expect((await run(admin, user(alice), set("x".repeat(121)), [], { setup: owned() })).error).toBe("23514");
  });

  it("books against the hours in force: special Friday hours, a closure, time off", async () => {
    const friday = openDay(dayOffset, 5);
    const monday = openDay(dayOffset, 1);
    const fridayHours = `insert into public.provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute) values ('glamour-spot', 5, 840, 1320)`;
    const book = async (args: unknown[], setup?: string) => {
      const result = await run<{ receipt: Receipt }>(admin, ANON, CREATE, args, { setup });
      return result.rows[0]?.receipt.outcome ?? result.error;
    };
    const threading = (day: string, clock: string, minutes = 30) =>
      bookingArgs(day, clock, minutes, newKey(), "glamour-spot", minutes === 30 ? "glamour-spot-threading" : "glamour-spot-haircut");
    expect(await book(threading(friday, "21:00"))).toBe(INVALID_PARAMETER); // Friday closed by default
    expect(await book(threading(friday, "21:00"), fridayHours)).toBe("created");
    expect(await book(threading(friday, "21:30"), fridayHours)).toBe("created");
    expect(await book(threading(friday, "21:30", 60), fridayHours)).toBe(INVALID_PARAMETER); // would end 22:30
    expect(await book(threading(friday, "13:30"), fridayHours)).toBe(INVALID_PARAMETER);
    const eid = `insert into public.provider_closures (id, provider_id, starts_on, ends_on, reason) values ('eid', 'glamour-spot', '${monday}', '${monday}', 'Eid Al Fitr')`;
    expect(await book(threading(monday, "10:00"))).toBe("created");
    expect(await book(threading(monday, "10:00"), eid)).toBe(INVALID_PARAMETER);
    const ramadan = `insert into public.provider_special_hours (provider_id, starts_on, ends_on, opens_minute, closes_minute) values ('glamour-spot', '${monday}', '${monday}', 1200, 1380)`;
    expect(await book(threading(monday, "10:00"), ramadan)).toBe(INVALID_PARAMETER);
    expect(await book(threading(monday, "20:00"), ramadan)).toBe("created");
    const away = ["glamour-spot-staff-1", "glamour-spot-staff-2", "glamour-spot-staff-3"]
      .map(
        (staff, i) =>
          `insert into public.staff_time_off (id, provider_id, staff_id, starts_at, ends_at) values ('off-${i}', 'glamour-spot', '${staff}', '${at(monday, "00:00")}', '${at(monday, "12:00")}')`,
      )
      .join(";");
    const everyone = bookingArgs(monday, "10:00", 30, newKey(), "glamour-spot", "glamour-spot-threading", "+971505550101", null);
    expect(await book(everyone, away)).toBe("slot_taken");
  });

  it("30 bookings racing the owner's closure of that day: none is confirmed once the closure has committed", async () => {
    const day = openDay(dayOffset + 3);
    const owner = connect(database);
    const visitors = Array.from({ length: 30 }, () => connect(database));
    await Promise.all([owner.connect(), ...visitors.map((visitor) => visitor.connect())]);
    try {
      await owner.query("begin");
      await owner.query(
        `insert into public.provider_closures (id, provider_id, starts_on, ends_on, reason) values ('race-${day}', 'glamour-spot', $1, $1, 'Eid Al Fitr')`,
        [day],
      );
      // Each visitor asks for another time while the closure is written but not committed.
      const times = Array.from({ length: 30 }, (_, i) => `${String(10 + Math.floor(i / 4)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
      const asked = visitors.map(async (visitor, i) => {
        await visitor.query("begin");
        await visitor.query("set local role anon");
        const args = bookingArgs(
          day,
          times[i]!,
          30,
          newKey(),
          "glamour-spot",
          "glamour-spot-threading",
          `+9715060${String(i).padStart(5, "0")}`,
          null,
        );
        try {
          const receipt = (await visitor.query<{ receipt: Receipt }>(CREATE, args)).rows[0]!.receipt;
          await visitor.query("commit");
          return receipt.outcome;
        } catch (error) {
          await visitor.query("rollback");
          return (error as { code: string }).code;
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await owner.query("commit");
      const outcomes = await Promise.all(asked);
      expect(outcomes.filter((outcome) => outcome === "created")).toEqual([]);
      expect(outcomes.every((outcome) => outcome === INVALID_PARAMETER)).toBe(true);
      const live = await admin.query(
        "select count(*)::int as n from public.bookings where provider_id = 'glamour-spot' and status <> 'Cancelled' and starts_at >= $1 and starts_at < $2",
        [at(day, "00:00"), at(day, "23:59")],
      );
      expect(live.rows).toEqual([{ n: 0 }]);
    } finally {
      await admin.query("delete from public.provider_closures where id = $1", [`race-${day}`]);
      await Promise.allSettled([owner.end(), ...visitors.map((visitor) => visitor.end())]);
    }
  });
});
