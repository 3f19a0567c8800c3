/**
 * Partner apps' API keys on PostgreSQL (0043_api_keys.sql): an account creates keys only as itself, reads only
 * its own (row level security; the hash is never readable by the API roles), revokes only its own; anyone finds a
 * key by its hash; last_used_at moves at most once a minute; a booking made with a key's id in the request's
 * x-glow-api-key-id header records the key and the app's name, unless the key is revoked.
 */
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { ANON, INSUFFICIENT_PRIVILEGE, asTableOwnerWithAliceAndBob, run, user } from "./roles";

const newHash = () => randomBytes(32).toString("hex");
const create = (hash: string, name = "Spa Finder") =>
  ["select public.create_api_key($1, $2, $3, $4, $5) as key", [name, "TEST", ["READ", "BOOK"], hash, "glow_test_AbCd"]] as const;

describe.each(inject("postgresDatabases"))("API keys, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;

  asTableOwnerWithAliceAndBob(database, (...people) => {
    [admin, alice, bob] = people;
  });

  it("creates a key as the caller only; each account reads and revokes only its own; the hash stays hidden", async () => {
    const hash = newHash();
    const [sql, params] = create(hash);
    expect((await run(admin, ANON, sql, [...params])).error).toBe(INSUFFICIENT_PRIVILEGE);
    const made = await run<{ key: { id: string; scopes: string[]; revoked_at: null } }>(admin, user(alice), sql, [...params], {
      commit: true,
    });
    expect(made.error).toBeNull();
    const id = made.rows[0]!.key.id;
    expect(made.rows[0]!.key).toMatchObject({ scopes: ["READ", "BOOK"], revoked_at: null });

    const read = (caller: ReturnType<typeof user>) =>
      run<{ id: string }>(admin, caller, "select id, name from public.api_keys where id = $1", [id]);
    expect((await read(user(alice))).rows).toEqual([{ id, name: "Spa Finder" }]);
    expect((await read(user(bob))).rows).toEqual([]);
    expect((await run(admin, ANON, "select id from public.api_keys")).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, user(alice), "select key_hash from public.api_keys")).error).toBe(INSUFFICIENT_PRIVILEGE);
    // No direct writes: only the functions.
    expect((await run(admin, user(alice), "update public.api_keys set name = 'x' where id = $1", [id])).error).toBe(INSUFFICIENT_PRIVILEGE);

    const revoke = "select public.revoke_api_key($1) as key";
    expect((await run<{ key: unknown }>(admin, user(bob), revoke, [id], { commit: true })).rows[0]!.key).toBeNull();
    expect(
      (await run<{ key: { revoked_at: string | null } }>(admin, ANON, "select public.api_key_by_hash($1) as key", [hash])).rows[0]!.key
        .revoked_at,
    ).toBeNull();
    const revoked = await run<{ key: { revoked_at: string } }>(admin, user(alice), revoke, [id], { commit: true });
    expect(revoked.rows[0]!.key.revoked_at).not.toBeNull();
    const found = await run<{ key: { id: string; account_id: string; revoked_at: string } }>(
      admin,
      ANON,
      "select public.api_key_by_hash($1) as key",
      [hash],
    );
    expect(found.rows[0]!.key).toMatchObject({ id, account_id: alice });
    expect(found.rows[0]!.key.revoked_at).not.toBeNull();
    expect((await run<{ key: unknown }>(admin, ANON, "select public.api_key_by_hash($1) as key", [newHash()])).rows[0]!.key).toBeNull();
  });

  it("marks a key used at most once a minute", async () => {
    const hash = newHash();
    const [sql, params] = create(hash);
    await run(admin, user(alice), sql, [...params], { commit: true });
    const lastUsed = async () =>
      (await admin.query("select last_used_at from public.api_keys where key_hash = $1", [hash])).rows[0].last_used_at;
    await run(admin, ANON, "select public.api_key_used($1)", [hash], { commit: true });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await run(admin, ANON, "select public.api_key_used($1)", [hash], { commit: true });
    expect(await lastUsed()).toEqual(first);
    await admin.query("update public.api_keys set last_used_at = now() - interval '2 minutes' where key_hash = $1", [hash]);
    await run(admin, ANON, "select public.api_key_used($1)", [hash], { commit: true });
    expect((await lastUsed()).getTime()).toBeGreaterThan(first.getTime());
  });

  it("records the app of a booking whose request names a live key, and none for a revoked one", async () => {
    const hash = newHash();
    const [sql, params] = create(hash, "Booking Bot");
    const made = await run<{ key: { id: string } }>(admin, user(alice), sql, [...params], { commit: true });
    const id = made.rows[0]!.key.id;
    const { rows: samples } = await admin.query("select b.provider_id, b.service_id, b.staff_id from public.bookings b limit 1");
    const sample = samples[0];
    // The trigger itself, as the table owner inserts (the functions that book run as it): the app is recorded.
    const headers = (keyId: string) => `select set_config('request.headers', '${JSON.stringify({ "x-glow-api-key-id": keyId })}', true)`;
    await admin.query("begin");
    try {
      await admin.query(headers(id));
      const { rows } = await admin.query(
        `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone)
         values ('api-key-pg-1', $1, $2, $3, '2031-03-03T09:00:00Z', '2031-03-03T09:30:00Z', 'Aisha Rahman', '+971507771234')
         returning api_key_id, api_app_name`,
        [sample.provider_id, sample.service_id, sample.staff_id],
      );
      expect(rows).toEqual([{ api_key_id: id, api_app_name: "Booking Bot" }]);
      await admin.query("update public.api_keys set revoked_at = now() where id = $1", [id]);
      const { rows: after } = await admin.query(
        `insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone)
         values ('api-key-pg-2', $1, $2, $3, '2031-03-04T09:00:00Z', '2031-03-04T09:30:00Z', 'Aisha Rahman', '+971507771234')
         returning api_key_id, api_app_name`,
        [sample.provider_id, sample.service_id, sample.staff_id],
      );
      expect(after).toEqual([{ api_key_id: null, api_app_name: null }]);
    } finally {
      await admin.query("rollback");
    }
  });
});
