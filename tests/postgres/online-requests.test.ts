/**
 * Online bookings that wait for the salon on PostgreSQL (0039_online_requests.sql): when the provider's owner
 * confirms each online booking, a visitor's create_booking writes a request (PENDING) that holds its time as a
 * confirmed booking does, with booking_requested (not booking_created) and the history's 'created' as PENDING;
 * an owner's walk-in is never a request. Everything here is rolled back (the setting is the sample provider's).
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { CREATE, fromOwnPhone, openDay, type Receipt } from "./bookings";
import { asTableOwnerWithAliceAndBob } from "./roles";

describe.each(inject("postgresDatabases"))("online requests, $grants default grants", (database) => {
  let admin: pg.Client;
  const day = openDay(database.grants === "legacy" ? 37 : 77);

  asTableOwnerWithAliceAndBob(database, (client) => {
    admin = client;
  });

  const asVisitor = async () => {
    await admin.query("set local role anon");
    await admin.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ role: "anon" })]);
  };
  const create = async (args: unknown[]) => {
    await asVisitor();
    const receipt = (await admin.query<{ receipt: Receipt }>(CREATE, args)).rows[0]!.receipt;
    await admin.query("reset role");
    return receipt;
  };
  const kinds = async (id: string) =>
    (await admin.query<{ kind: string }>("select kind from public.outbox_events where subject_id = $1", [id])).rows.map((row) => row.kind);

  it("a visitor's booking is a request when the salon confirms each booking; it holds its time; off, it is confirmed", async () => {
    await admin.query("begin");
    try {
      await admin.query("update public.provider_booking_rules set confirm_each_booking = true where provider_id = 'glamour-spot'");
      const request = fromOwnPhone(day, "10:00");
      const made = await create(request);
      expect(made.outcome).toBe("created");
      expect(made.booking!.status).toBe("Pending");
      expect(await kinds(request[0] as string)).toEqual(["booking_requested"]);
      const history = await admin.query("select actor, change, to_state from public.booking_history where booking_id = $1", [request[0]]);
      expect(history.rows).toEqual([{ actor: "customer", change: "created", to_state: "PENDING" }]);

      // The request holds its time: the same person at the same start is taken.
      expect((await create(fromOwnPhone(day, "10:00"))).outcome).toBe("slot_taken");

      // An owner's walk-in (no idempotency key) is never a request, whatever the setting.
      await admin.query(
        `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, source)
         values ('walk-in-online-requests', 'glamour-spot', 'glamour-spot-haircut', 'glamour-spot-staff-2', $1, $2, 'Walk In', '+971501112233', 'walk_in')`,
        [`${day}T12:00:00+04:00`, `${day}T13:00:00+04:00`],
      );
      const walkIn = await admin.query("select status from public.bookings where id = 'walk-in-online-requests'");
      expect(walkIn.rows).toEqual([{ status: "Confirmed" }]);

      // The setting off again: the next visitor's booking is confirmed at once.
      await admin.query("update public.provider_booking_rules set confirm_each_booking = false where provider_id = 'glamour-spot'");
      const confirmed = fromOwnPhone(day, "14:00");
      expect((await create(confirmed)).booking!.status).toBe("Confirmed");
      expect(await kinds(confirmed[0] as string)).toEqual(["booking_created"]);
    } finally {
      await admin.query("rollback");
    }
  });
});
