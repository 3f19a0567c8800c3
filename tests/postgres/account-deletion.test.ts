/**
 * Deleting an account (0019_account_deletion.sql, decision 058): Supabase Auth's admin delete removes the
 * auth.users row, and its trigger keeps the salon's record of the person's bookings without their name, phone
 * and email, in the same transaction; other people's bookings are untouched.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { newClient } from "./bookings";
import { ANON, asTableOwner, createUser, run, user, type Caller } from "./roles";

const CREATE =
  "select public.create_booking($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, p_client_address_key => $12, p_client_network_key => $13) as receipt";

let serial = 0;
function bookingArgs(day: string, clock: string, email: string | null) {
  const key = `deletion-${process.pid}-${Date.now()}-${(serial += 1)}`.padEnd(24, "x");
  const starts = new Date(`${day}T${clock}:00+04:00`);
  const client = newClient();
  return [
    `b-${key}`,
    "nails-n-more",
    "nails-n-more-gel-manicure",
    starts.toISOString(),
    new Date(starts.getTime() + 45 * 60_000).toISOString(),
    "Mariam Al Hashimi",
    `+97150${String(6_100_000 + serial).padStart(7, "0")}`,
    email,
    key,
    3,
    `mt-${key}`
      .replace(/[^A-Za-z0-9_-]/g, "_")
      .padEnd(43, "t")
      .slice(0, 43),
    client.address,
    client.network,
  ];
}

/** A Dubai day `daysAhead` from now that is not a Friday. */
function openDay(daysAhead: number): string {
  const date = new Date(Date.now() + 4 * 3600_000);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  while (date.getUTCDay() === 5) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

interface BookingRow {
  id: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  customer_id: string | null;
  status: string;
  anonymised_at: Date | null;
}

describe.each(inject("postgresDatabases"))("account deletion, $grants default grants", (database) => {
  let admin: pg.Client;
  const day = openDay(database.grants === "legacy" ? 24 : 64);
  asTableOwner(database, (client) => {
    admin = client;
  });

  const book = async (caller: Caller, clock: string, email: string | null) => {
    const result = await run<{ receipt: { booking: { id: string } } }>(admin, caller, CREATE, bookingArgs(day, clock, email), {
      commit: true,
    });
    if (result.error) throw new Error(`create_booking failed: ${result.error} ${result.message}`);
    return result.rows[0]!.receipt.booking.id;
  };
  const read = async (ids: string[]) =>
    (
      await admin.query<BookingRow>(
        "select id, customer_name, customer_phone, customer_email, customer_id, status, anonymised_at from public.bookings where id = any($1)",
        [ids],
      )
    ).rows;

  it("keeps the salon's booking without the person's name, phone and email; other bookings keep theirs", async () => {
    const customer = await createUser(admin);
    const other = await createUser(admin);
    const mine = await book(user(customer), "10:00", "mariam@example.com");
    const theirs = await book(user(other), "11:00", "other@example.com");
    const guest = await book(ANON, "12:00", null);

    await admin.query("delete from auth.users where id = $1", [customer]);

    const rows = Object.fromEntries((await read([mine, theirs, guest])).map((row) => [row.id, row]));
    expect(rows[mine]).toMatchObject({
      customer_name: "",
      customer_phone: "",
      customer_email: null,
      customer_id: null,
      status: "Confirmed",
    });
    expect(rows[mine]!.anonymised_at).toBeInstanceOf(Date);
    expect(rows[theirs]).toMatchObject({ customer_name: "Mariam Al Hashimi", customer_email: "other@example.com", customer_id: other });
    expect(rows[theirs]!.anonymised_at).toBeNull();
    expect(rows[guest]).toMatchObject({ customer_name: "Mariam Al Hashimi", customer_id: null, anonymised_at: null });
  });

  it("still refuses a booking without a real name or phone unless it was anonymised", async () => {
    const id = await book(ANON, "13:00", null);
    const emptied = await admin
      .query("update public.bookings set customer_name = '', customer_phone = '' where id = $1", [id])
      .then(() => null)
      .catch((error: { code: string }) => error.code);
    expect(emptied).toBe("23514"); // check_violation
    const halfDone = await admin
      .query("update public.bookings set anonymised_at = now() where id = $1", [id])
      .then(() => null)
      .catch((error: { code: string }) => error.code);
    expect(halfDone).toBe("23514"); // anonymised means all three are gone
  });
});
