/**
 * A signed-in customer's bookings (0001_baseline.sql), and what a provider's owner may not
 * read of them: create_booking records the caller as the customer; customer_bookings answers the
 * caller's own upcoming bookings with their manage tokens and nobody else's; an owner reads their
 * providers' bookings without the manage token or the idempotency key.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { newClient } from "./bookings";
import { ANON, createUser, INSUFFICIENT_PRIVILEGE, run, SERVICE, user, type Caller, asTableOwner } from "./roles";

// No staff list (any performer); each booking from a visitor of its own.
const CREATE =
  "select public.create_booking($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, p_client_address_key => $12, p_client_network_key => $13) as receipt";
const MINE = "select public.customer_bookings($1, now()) as bookings";

/** A Dubai day `daysAhead` from now that is not a Friday. */
function openDay(daysAhead: number): string {
  const date = new Date(Date.now() + 4 * 3600_000);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  while (date.getUTCDay() === 5) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

let serial = 0;
function bookingArgs(day: string, clock: string, email: string | null = null) {
  const key = `customer-${process.pid}-${Date.now()}-${(serial += 1)}`.padEnd(24, "x");
  const starts = new Date(`${day}T${clock}:00+04:00`);
  const token = `mt-${key}`
    .replace(/[^A-Za-z0-9_-]/g, "_")
    .padEnd(43, "t")
    .slice(0, 43);
  const client = newClient();
  return [
    `b-${key}`,
    "nails-n-more",
    "nails-n-more-gel-manicure",
    starts.toISOString(),
    new Date(starts.getTime() + 45 * 60_000).toISOString(),
    "Mariam Al Hashimi",
    `+97150${String(5_000_000 + serial).padStart(7, "0")}`,
    email,
    key,
    3,
    token,
    client.address,
    client.network,
  ];
}

describe.each(inject("postgresDatabases"))("customers' bookings, $grants default grants", (database) => {
  let admin: pg.Client;
  const day = openDay(database.grants === "legacy" ? 20 : 60);

  asTableOwner(database, (client) => {
    admin = client;
  });

  const book = async (caller: Caller, clock: string, email: string | null = null) => {
    const result = await run<{ receipt: { booking: { id: string; manage_token: string } } }>(
      admin,
      caller,
      CREATE,
      bookingArgs(day, clock, email),
      {
        commit: true,
      },
    );
    if (result.error) throw new Error(`create_booking failed: ${result.error} ${result.message}`);
    return result.rows[0]!.receipt.booking;
  };

  it("records the signed-in caller as the customer, and a guest's booking as nobody's", async () => {
    const customer = await createUser(admin);
    const signedIn = await book(user(customer), "10:00");
    const guest = await book(ANON, "11:00");
    const { rows } = await admin.query<{ id: string; customer_id: string | null }>(
      "select id, customer_id from public.bookings where id = any($1) order by id",
      [[signedIn.id, guest.id]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.customer_id]))).toEqual({ [signedIn.id]: customer, [guest.id]: null });
  });

  it("gives the customer their own upcoming bookings with manage tokens, and another account or anon none of them", async () => {
    const customer = await createUser(admin);
    const stranger = await createUser(admin);
    const made = await book(user(customer), "12:00");

    const mine = await run<{ bookings: { id: string; manage_token: string; customer_id: string }[] }>(admin, user(customer), MINE, [
      customer,
    ]);
    expect(mine.error).toBeNull();
    expect(mine.rows[0]!.bookings.map((booking) => [booking.id, booking.manage_token, booking.customer_id])).toEqual([
      [made.id, made.manage_token, customer],
    ]);

    // Another account asking for the customer's list gets nothing; so does its own (empty) list.
    const theirs = await run<{ bookings: unknown[] }>(admin, user(stranger), MINE, [customer]);
    expect(theirs.error).toBeNull();
    expect(theirs.rows[0]!.bookings).toEqual([]);
    expect((await run<{ bookings: unknown[] }>(admin, user(stranger), MINE, [stranger])).rows[0]!.bookings).toEqual([]);
    expect((await run(admin, ANON, MINE, [customer])).error).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("lists a guest booking for the account that confirmed its email (0026), cancelled ones too; never before the confirmation", async () => {
    const email = `${randomUUID()}@example.com`;
    const { rows } = await admin.query<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]);
    const customer = rows[0]!.id;
    const stranger = await createUser(admin);
    const made = await book(ANON, "14:00", email.toUpperCase());
    const listed = async (caller: string) =>
      (
        await run<{ bookings: { id: string; status: string; customer_id: string }[] }>(admin, user(caller), MINE, [caller])
      ).rows[0]!.bookings.map((booking) => [booking.id, booking.status, booking.customer_id]);

    expect(await listed(customer)).toEqual([]);
    await admin.query("update auth.users set email_confirmed_at = now() where id = $1", [customer]);
    expect(await listed(customer)).toEqual([[made.id, "Confirmed", customer]]);
    expect(await listed(stranger)).toEqual([]);
    await admin.query("update public.bookings set status = 'Cancelled' where id = $1", [made.id]);
    expect(await listed(customer)).toEqual([[made.id, "Cancelled", customer]]);
    // The guest read can use its index (with sequential scans priced out: a test database is too small to prefer it).
    await admin.query("begin");
    try {
      await admin.query("set local enable_seqscan = off");
      const plan = await admin.query(
        `explain select b.id from auth.users u join public.bookings b on b.customer_id is null and lower(b.customer_email) = lower(u.email)
         where u.id = $1 and b.starts_at >= now()`,
        [customer],
      );
      expect(plan.rows.map((row) => Object.values(row)[0]).join("\n")).toMatch(/bookings_guest_email/);
    } finally {
      await admin.query("rollback");
    }
  });

  it("lets a provider's owner read its bookings, but not the customers' manage tokens or idempotency keys", async () => {
    const owner = await createUser(admin);
    const made = await book(ANON, "13:00");
    const setup = `update public.providers set owner_id = '${owner}' where id = 'nails-n-more'`;
    const allowed = await run<{ id: string }>(
      admin,
      user(owner),
      "select id, customer_name, status from public.bookings where id = $1",
      [made.id],
      {
        setup,
      },
    );
    expect(allowed.error).toBeNull();
    expect(allowed.rows.map((row) => row.id)).toEqual([made.id]);
    for (const sql of [
      "select manage_token from public.bookings",
      "select idempotency_key from public.bookings",
      "select * from public.bookings",
      "select id from public.bookings where manage_token is not null",
    ]) {
      expect((await run(admin, user(owner), sql, [], { setup })).error, sql).toBe(INSUFFICIENT_PRIVILEGE);
    }
    // The service role (the server itself) still reads everything.
    expect((await run(admin, SERVICE, "select manage_token from public.bookings where id = $1", [made.id])).rows).toEqual([
      { manage_token: made.manage_token },
    ]);
  });
});
