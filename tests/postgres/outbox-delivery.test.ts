/**
 * The hosted outbox's delivery functions (0015_outbox_delivery.sql, outbox_booking replaced in 0016), which the Worker calls with the service
 * role: events handed to the queue once, one claim per event and recipient, a booking told in Dubai wall
 * times with its owner's address, reminders once per booking and start; nobody else may call them.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { CREATE, fromOwnPhone, openDay } from "./bookings";
import { ANON, asTableOwnerWithAliceAndBob, INSUFFICIENT_PRIVILEGE, run, SERVICE, user } from "./roles";

const book = fromOwnPhone;

describe.each(inject("postgresDatabases"))("the outbox's delivery, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  const day = openDay(database.grants === "legacy" ? 26 : 66);

  asTableOwnerWithAliceAndBob(database, (client, first) => {
    admin = client;
    alice = first;
  });

  /** A committed booking at `clock` on the test's day, and its booking_created event's id. */
  async function committedBooking(clock: string, on = day) {
    const args = book(on, clock);
    expect((await run(admin, ANON, CREATE, args, { commit: true })).message).toBeNull();
    const { rows } = await admin.query<{ id: string }>("select id from public.outbox_events where subject_id = $1", [args[0]]);
    return { args, booking: args[0] as string, event: rows[0]!.id };
  }
  const service = async <Row>(sql: string, params: unknown[] = []) => {
    const outcome = await run<Row>(admin, SERVICE, sql, params, { commit: true });
    expect(outcome.message).toBeNull();
    return outcome.rows;
  };

  it("only the service role calls the functions", async () => {
    const calls = [
      "select * from public.outbox_not_enqueued(10)",
      "select public.outbox_event('x')",
      "select public.outbox_booking('x')",
      "select public.outbox_registration('x')",
      "select public.outbox_record_due_reminders('2030-01-01T00:00', '2030-01-02T00:00', 24)",
      "select public.outbox_claim(gen_random_uuid(), 'customer', now(), now())",
      "select public.outbox_mark_sent(gen_random_uuid(), 'customer', now())",
      "select public.outbox_release(gen_random_uuid(), 'customer')",
      "select public.outbox_mark_enqueued(array[gen_random_uuid()], now())",
    ];
    for (const caller of [ANON, user(alice)]) {
      for (const sql of calls)
        expect({ sql, error: (await run(admin, caller, sql)).error }).toEqual({ sql, error: INSUFFICIENT_PRIVILEGE });
    }
    expect((await run(admin, SERVICE, calls[0]!)).error).toBeNull();
  });

  it("hands a committed event to the queue until it is marked enqueued; the event stays readable", async () => {
    const { booking, event } = await committedBooking("10:00");
    const waiting = async () => (await service<{ id: string }>("select * from public.outbox_not_enqueued(100000)")).map((row) => row.id);
    expect(await waiting()).toContain(event);
    await service("select public.outbox_mark_enqueued($1::uuid[], now())", [[event]]);
    expect(await waiting()).not.toContain(event);
    const [read] = await service<{ event: unknown }>("select public.outbox_event($1) as event", [event]);
    expect(read!.event).toEqual({ id: event, kind: "booking_created", subject_id: booking });
    const [missing] = await service<{ event: unknown }>("select public.outbox_event('not-a-uuid') as event");
    expect(missing!.event).toBeNull();
  });

  it("claims a message once per event and recipient; a release or a stale claim lets the retry send; a sent one never", async () => {
    const { event } = await committedBooking("11:00");
    const claim = async (recipient: string, at: string, staleBefore: string) =>
      (
        await service<{ claimed: boolean }>("select public.outbox_claim($1, $2, $3, $4) as claimed", [event, recipient, at, staleBefore])
      )[0]!.claimed;
    expect(await claim("customer", "2030-01-01T10:00Z", "2030-01-01T09:50Z")).toBe(true);
    expect(await claim("customer", "2030-01-01T10:01Z", "2030-01-01T09:51Z")).toBe(false);
    expect(await claim("owner", "2030-01-01T10:00Z", "2030-01-01T09:50Z")).toBe(true);
    await service("select public.outbox_release($1, 'owner')", [event]);
    expect(await claim("owner", "2030-01-01T10:02Z", "2030-01-01T09:52Z")).toBe(true);
    expect(await claim("owner", "2030-01-01T10:20Z", "2030-01-01T10:10Z")).toBe(true); // taken over: older than the line
    await service("select public.outbox_mark_sent($1, 'customer', now())", [event]);
    await service("select public.outbox_release($1, 'customer')", [event]);
    expect(await claim("customer", "2030-01-02T10:00Z", "2030-01-02T10:00Z")).toBe(false);
  });

  it("tells a booking in Dubai wall times with its listing, staff and the owner's address from auth.users", async () => {
    const { booking, args } = await committedBooking("12:00");
    const owner = "update public.providers set owner_id = $1 where id = 'glamour-spot'";
    await admin.query("begin");
    await admin.query(owner, [alice]);
    const { rows } = await admin.query<{ email: string }>("select email from auth.users where id = $1", [alice]);
    await admin.query("set local role service_role");
    const told = await admin.query<{ notice: Record<string, unknown> }>("select public.outbox_booking($1) as notice", [booking]);
    await admin.query("rollback");
    expect(told.rows[0]!.notice).toMatchObject({
      id: booking,
      starts_at: `${day}T12:00`,
      ends_at: `${day}T13:00`,
      status: "Confirmed",
      customer_phone: args[6],
      manage_token: args[10],
      locale: "en",
      service: "Haircut & Blow-dry",
      staff: expect.any(String),
      provider: "Glamour Spot",
      latitude: expect.any(Number),
      owner_email: rows[0]!.email,
    });
  });

  it("tells the owner's language as sign-up kept it in the user's metadata (0016): Arabic, else English", async () => {
    const { booking } = await committedBooking("15:00");
    const localeFor = async (metadata: Record<string, unknown> | null) => {
      await admin.query("begin");
      await admin.query("update public.providers set owner_id = $1 where id = 'glamour-spot'", [metadata ? alice : null]);
      if (metadata) await admin.query("update auth.users set raw_user_meta_data = $2 where id = $1", [alice, metadata]);
      await admin.query("set local role service_role");
      const told = await admin.query<{ notice: Record<string, unknown> }>("select public.outbox_booking($1) as notice", [booking]);
      await admin.query("rollback");
      return told.rows[0]!.notice.owner_locale;
    };
    expect(await localeFor({ locale: "ar" })).toBe("ar");
    expect(await localeFor({ locale: "en" })).toBe("en");
    expect(await localeFor({})).toBe("en");
    expect(await localeFor({ locale: "fr" })).toBe("en");
    expect(await localeFor(null)).toBe("en"); // a listing nobody owns
  });

  it("records a reminder once per booking and start, none for a cancelled one, a request or one made under 24 hours ahead", async () => {
    const later = openDay(database.grants === "legacy" ? 27 : 67);
    const kept = await committedBooking("10:00", later);
    const cancelled = await committedBooking("12:00", later);
    const late = await committedBooking("14:00", later);
    const request = await committedBooking("16:00", later);
    await admin.query("update public.bookings set status = 'Cancelled' where id = $1", [cancelled.booking]);
    await admin.query("update public.bookings set status = 'Pending' where id = $1", [request.booking]);
    await admin.query("update public.bookings set created_at = starts_at - interval '23 hours' where id = $1", [late.booking]);
    const sweep = async () =>
      (
        await service<{ recorded: number }>("select public.outbox_record_due_reminders($1, $2, 24) as recorded", [
          `${later}T00:00`,
          `${later}T23:59`,
        ])
      )[0]!.recorded;
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const { rows } = await admin.query<{ subject_id: string; dedupe_key: string }>(
      "select subject_id, dedupe_key from public.outbox_events where kind = 'reminder_due' and subject_id = any($1)",
      [[kept.booking, cancelled.booking, late.booking, request.booking]],
    );
    expect(rows).toEqual([{ subject_id: kept.booking, dedupe_key: `reminder:${kept.booking}:${later}T10:00` }]);
  });
});
