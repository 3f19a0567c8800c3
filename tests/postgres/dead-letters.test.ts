/**
 * Dead letters and the deletion's follow-ups on PostgreSQL (0021_dead_letters_and_deletion.sql, decision 060):
 * failures and death recorded by the service role only; reviewers alone list dead letters and send one again,
 * once; deleting a user records its confirmation with the address and language, deletes its registrations
 * and records their trade licences for removal from storage.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { ANON, asTableOwnerWithAliceAndBob, createUser, INSUFFICIENT_PRIVILEGE, run, SERVICE, user } from "./roles";

describe.each(inject("postgresDatabases"))("dead letters and deletion follow-ups, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  asTableOwnerWithAliceAndBob(database, (client, first) => {
    admin = client;
    alice = first;
  });

  const newEvent = async () =>
    (
      await admin.query<{ id: string }>(
        "insert into public.outbox_events (kind, subject_id) values ('booking_created', gen_random_uuid()::text) returning id",
      )
    ).rows[0]!.id;
  const eventRow = async (id: string) =>
    (
      await admin.query("select status, attempts, last_error, failed_to, dead_at, enqueued_at from public.outbox_events where id = $1", [
        id,
      ])
    ).rows[0];

  it("only the service role records failures and deaths; only reviewers list dead letters and send one again, once", async () => {
    const id = await newEvent();
    await admin.query("update public.outbox_events set enqueued_at = now() where id = $1", [id]);
    for (const caller of [ANON, user(alice)]) {
      for (const sql of [
        "select public.outbox_record_failure($1, 'x', null, now())",
        "select public.outbox_mark_dead($1, now())",
        "select public.outbox_send_again($1)",
      ])
        expect({ sql, error: (await run(admin, caller, sql, [id])).error }).toEqual({ sql, error: INSUFFICIENT_PRIVILEGE });
      expect((await run(admin, caller, "select * from public.outbox_dead_letters()")).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    const service = (sql: string) => run(admin, SERVICE, sql, [id], { commit: true });
    expect((await service("select public.outbox_record_failure($1, 'Error: first', null, now())")).error).toBeNull();
    expect((await service("select public.outbox_record_failure($1, 'Error: full', 'a@example.com', now())")).error).toBeNull();
    expect((await service("select public.outbox_mark_dead($1, now())")).error).toBeNull();
    expect(await eventRow(id)).toMatchObject({ status: "dead", attempts: 2, last_error: "Error: full", failed_to: "a@example.com" });

    const reviewer = await createUser(admin);
    await admin.query("insert into public.reviewers (account_id) values ($1)", [reviewer]);
    const listed = await run<{ id: string; failed_to: string }>(admin, user(reviewer), "select * from public.outbox_dead_letters()");
    expect(listed.rows).toContainEqual(expect.objectContaining({ id, kind: "booking_created", failed_to: "a@example.com", attempts: 2 }));
    const again = (caller = user(reviewer)) =>
      run<{ queued: boolean }>(admin, caller, "select public.outbox_send_again($1) as queued", [id], { commit: true });
    expect((await again()).rows[0]!.queued).toBe(true);
    expect((await again()).rows[0]!.queued).toBe(false);
    expect(await eventRow(id)).toMatchObject({ status: "active", dead_at: null, enqueued_at: null });
  });

  it("deleting a user records its confirmation, deletes its registrations and records their licences for removal", async () => {
    const leaving = await createUser(admin, `leaving-${Date.now()}@example.com`);
    await admin.query(`update auth.users set raw_user_meta_data = '{"locale": "ar"}' where id = $1`, [leaving]);
    const key = `provider_documents/trade_licenses/${Date.now()}_licence.pdf`;
    const { rows } = await admin.query<{ id: string }>(
      `insert into public.provider_registrations (owner_id, business_name, business_type, full_address, emirate, contact_person_name,
         business_email, business_phone, short_description, trade_license_url, agreed_to_terms)
       values ($1, 'Leaving Salon', 'Spa', 'Somewhere 1', 'Dubai', 'Layla', 'layla@example.com', '+971500000000', 'A spa.', $2, true)
       returning id`,
      [leaving, key],
    );
    await admin.query("delete from auth.users where id = $1", [leaving]);

    const events = await admin.query("select kind, payload from public.outbox_events where subject_id = $1", [leaving]);
    expect(events.rows).toEqual([{ kind: "account_deleted", payload: { email: expect.stringMatching(/^leaving-/), locale: "ar" } }]);
    expect((await admin.query("select id from public.provider_registrations where id = $1", [rows[0]!.id])).rows).toEqual([]);
    expect((await admin.query("select object_key from public.storage_removals where object_key = $1", [key])).rows).toHaveLength(1);
    const pending = await run<{ key: string }>(admin, SERVICE, "select k as key from public.storage_removals_pending(1000) k");
    expect(pending.rows.map((row) => row.key)).toContain(key);
    expect((await run(admin, user(alice), "select public.storage_removals_pending(10)")).error).toBe(INSUFFICIENT_PRIVILEGE);
    await run(admin, SERVICE, "select public.storage_removals_done($1)", [[key]], { commit: true });
    expect((await admin.query("select object_key from public.storage_removals where object_key = $1", [key])).rows).toEqual([]);
  });
});
