/**
 * Who cancelled a booking and the salon's reason (0020_who_cancelled.sql): the manage link names the customer,
 * the Premium owner's own update names the salon whatever it says, the reason is the salon's alone and at most
 * 300 characters, both stay as recorded, and the cancellation's record (what the customer's email is written
 * from) is written by the cancel's own statement and read only by the service role.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { CREATE, fromOwnPhone, openDay } from "./bookings";
import { ANON, asTableOwnerWithAliceAndBob, INSUFFICIENT_PRIVILEGE, run, SERVICE, user } from "./roles";

const CHECK_VIOLATION = "23514";
const premiumOwner = (account: string) =>
  `update public.providers set owner_id = '${account}' where id = 'glamour-spot';
   insert into public.subscriptions (account_id, plan) values ('${account}', 'premium')
     on conflict (account_id) do update set plan = 'premium'`;

describe.each(inject("postgresDatabases"))("who cancelled, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;
  const day = openDay(database.grants === "legacy" ? 28 : 68);

  asTableOwnerWithAliceAndBob(database, (client, first, second) => {
    admin = client;
    alice = first;
    bob = second;
  });

  const booked = async (clock: string) => {
    const args = fromOwnPhone(day, clock);
    expect((await run(admin, ANON, CREATE, args, { commit: true })).message).toBeNull();
    return { id: args[0] as string, token: args[10] as string };
  };
  const notice = async (id: string) =>
    (await run<{ notice: Record<string, unknown> }>(admin, SERVICE, "select public.outbox_booking($1) as notice", [id])).rows[0]!.notice;
  const whoAndWhy = async (id: string) =>
    (await admin.query("select cancelled_by, cancellation_reason from public.bookings where id = $1", [id])).rows[0];

  it("the manage link names the customer, in the booking, its record and its notice", async () => {
    const { id, token } = await booked("10:00");
    await run(admin, ANON, "select public.cancel_booking_by_manage_token($1, now())", [token], { commit: true });
    expect(await whoAndWhy(id)).toEqual({ cancelled_by: "customer", cancellation_reason: null });
    expect(await notice(id)).toMatchObject({ status: "Cancelled", cancelled_by: "customer", cancellation_reason: null });
    const receipt = await run<{ receipt: Record<string, unknown> }>(admin, ANON, "select public.booking_by_manage_token($1) as receipt", [
      token,
    ]);
    expect(receipt.rows[0]!.receipt).toMatchObject({ cancelled_by: "customer", cancellation_reason: null });
  });

  it("the Premium owner's update names the salon, with the reason; another owner changes nothing", async () => {
    const { id } = await booked("11:00");
    const cancel = "update public.bookings set status = 'Cancelled', cancellation_reason = $2 where id = $1";
    const stranger = await run(admin, user(bob), cancel, [id, "Not mine"], { setup: premiumOwner(bob).split(";")[1] });
    expect(stranger).toMatchObject({ error: null, rowCount: 0 });
    // Who cancelled is not the owner's to say.
    const forged = await run(
      admin,
      user(alice),
      "update public.bookings set status = 'Cancelled', cancelled_by = 'customer' where id = $1",
      [id],
      {
        setup: premiumOwner(alice),
      },
    );
    expect(forged.error).toBe(INSUFFICIENT_PRIVILEGE);
    const tooLong = await run(admin, user(alice), cancel, [id, "x".repeat(301)], { setup: premiumOwner(alice) });
    expect(tooLong.error).toBe(CHECK_VIOLATION);

    const done = await run(admin, user(alice), cancel, [id, "Our stylist is ill today."], { setup: premiumOwner(alice), commit: true });
    expect(done).toMatchObject({ error: null, rowCount: 1 });
    expect(await whoAndWhy(id)).toEqual({ cancelled_by: "salon", cancellation_reason: "Our stylist is ill today." });
    expect(await notice(id)).toMatchObject({ cancelled_by: "salon", cancellation_reason: "Our stylist is ill today." });
    const seen = await run(admin, user(alice), "select cancelled_by, cancellation_reason from public.bookings where id = $1", [id], {
      setup: premiumOwner(alice),
    });
    expect(seen.rows).toEqual([{ cancelled_by: "salon", cancellation_reason: "Our stylist is ill today." }]);

    // Who and why stay as recorded, for the owner and for the table's owner alike.
    const rewrite = await run(admin, user(alice), "update public.bookings set cancellation_reason = 'Another' where id = $1", [id], {
      setup: premiumOwner(alice),
    });
    expect(rewrite.error).toBe(CHECK_VIOLATION);
    expect((await run(admin, SERVICE, "update public.bookings set cancelled_by = 'customer' where id = $1", [id])).error).toBe(
      CHECK_VIOLATION,
    );
  });

  it("a reason is the salon's alone, and only on a cancelled booking", async () => {
    const { id, token } = await booked("12:00");
    const early = await run(admin, SERVICE, "update public.bookings set cancellation_reason = 'Early' where id = $1", [id]);
    expect(early.error).toBe(CHECK_VIOLATION);
    const byCustomer = await run(
      admin,
      SERVICE,
      "update public.bookings set status = 'Cancelled', cancelled_by = 'customer', cancellation_reason = 'Why' where manage_token = $1",
      [token],
    );
    expect(byCustomer.error).toBe(CHECK_VIOLATION);
  });

  it("the cancellation's record is written with the cancel, rolled back with it, and the service role's alone", async () => {
    const { id, token } = await booked("13:00");
    await run(admin, ANON, "select public.cancel_booking_by_manage_token($1, now())", [token]);
    expect((await admin.query("select 1 from public.booking_cancellations where booking_id = $1", [id])).rowCount).toBe(0);
    for (const caller of [ANON, user(alice)]) {
      expect((await run(admin, caller, "select * from public.booking_cancellations")).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
  });
});
