/**
 * Deleting an account (0019_account_deletion.sql, decision 058): Supabase Auth's admin delete removes the
 * auth.users row, and its trigger keeps the salon's record of the person's bookings without their name, phone
 * and email, in the same transaction; other people's bookings are untouched.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { bookingArgs, CREATE, newKey, openDay } from "./bookings";
import { ANON, asTableOwner, createUser, run, user, type Caller } from "./roles";

let serial = 0;
/** A 45-minute manicure's create_booking arguments, from a phone of its own, with the email given for it. */
function deletionBooking(day: string, clock: string, email: string | null) {
  const phone = `+97150${String(6_100_000 + (serial += 1)).padStart(7, "0")}`;
  const args = bookingArgs(day, clock, 45, newKey(), "nails-n-more", "nails-n-more-gel-manicure", phone, null);
  args[7] = email; // p_customer_email
  return args;
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
    const result = await run<{ receipt: { booking: { id: string } } }>(admin, caller, CREATE, deletionBooking(day, clock, email), {
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
