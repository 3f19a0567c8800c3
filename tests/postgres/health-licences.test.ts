/**
 * Clinics' health licences in PostgreSQL (0037_health_licences.sql): anyone reads them; nobody writes the
 * table directly; only the clinic's owner sets its licence (in its emirate's authority and format, a change
 * returning it to awaiting verification), and only a reviewer verifies it.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { addDays } from "../../graphql/shared/dubai-time";
import { ANON, INSUFFICIENT_PRIVILEGE, run, SERVICE, user, asTableOwnerWithAliceAndBob } from "./roles";

const CHECK_VIOLATION = "23514";
const SET = "select public.set_health_licence($1, $2, $3, $4, $5)";
const VERIFY = "select public.verify_health_licence($1, $2) as outcome";
const READ =
  "select authority, number, expires_on::text, advertising_permit, verified_on::text from public.health_licences where provider_id = $1";

/** Setup SQL: a clinic `id` in `emirate` owned by `owner`, with `reviewer` a reviewer. */
const clinicSql = (id: string, owner: string, emirate = "Dubai", type = "Clinic") =>
  `insert into public.providers (id, owner_id, name, type, emirate, location, address, rating, about, opening_hours, latitude, longitude)
   values ('${id}', '${owner}', 'Test Clinic ${id}', '${type}', '${emirate}', 'Oud Metha', 'Building 1', 0, 'A clinic made for a test.',
           'Sat–Thu 10:00–18:00', 25.2, 55.27)`;

describe.each(inject("postgresDatabases"))("health licences, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;
  asTableOwnerWithAliceAndBob(database, (client, first, second) => {
    [admin, alice, bob] = [client, first, second];
  });
  const reviewerSql = () => `insert into public.reviewers (account_id) values ('${bob}')`;

  it("shows the sample clinics' licences to anyone", async () => {
    for (const caller of [ANON, user(alice)]) {
      const { rows, error } = await run(admin, caller, READ, ["skin-revive-clinic"]);
      expect(error).toBeNull();
      expect(rows).toEqual([
        {
          authority: "DHCR",
          number: "DHCR-F-00312",
          expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          advertising_permit: "DHCR-AD-2026-0415",
          verified_on: "2026-10-15",
        },
      ]);
      // Months after the database was made (0049), not a fixed date that would one day have passed.
      expect((rows[0] as { expires_on: string }).expires_on > addDays(new Date().toISOString().slice(0, 10), 180)).toBe(true);
    }
  });

  it("lets nobody write the table directly", async () => {
    for (const caller of [ANON, user(alice)]) {
      const insert = await run(
        admin,
        caller,
        "insert into public.health_licences (provider_id, authority, number, expires_on) values ('t-direct', 'DHA', 'DHA-F-0000001', '2027-01-01')",
        [],
        { setup: clinicSql("t-direct", alice) },
      );
      expect(insert.error).toBe(INSUFFICIENT_PRIVILEGE);
      const update = await run(
        admin,
        caller,
        "update public.health_licences set verified_on = '2026-11-28' where provider_id = 'aura-aesthetic'",
      );
      expect(update.error).toBe(INSUFFICIENT_PRIVILEGE);
    }
  });

  it("lets the owner set their clinic's licence; anyone else is refused", async () => {
    const args = ["t-own", "DHA", "DHA-F-0047281", "2027-06-30", null];
    const setup = clinicSql("t-own", alice);
    for (const caller of [ANON, user(bob)]) {
      expect((await run(admin, caller, SET, args, { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    expect((await run(admin, user(alice), SET, args, { setup })).error).toBeNull();
  });

  it("keeps an authority to its emirate, a number to its format, and a licence to clinics", async () => {
    const dubai = clinicSql("t-rules", alice);
    expect(
      (await run(admin, user(alice), SET, ["t-rules", "DHCR", "DHCR-F-00312", "2027-06-30", null], { setup: dubai })).error,
    ).toBeNull();
    expect((await run(admin, user(alice), SET, ["t-rules", "DOH", "MF4827", "2027-06-30", null], { setup: dubai })).error).toBe(
      CHECK_VIOLATION,
    );
    expect((await run(admin, user(alice), SET, ["t-rules", "DHA", "MF4827", "2027-06-30", null], { setup: dubai })).error).toBe(
      CHECK_VIOLATION,
    );
    const sharjah = clinicSql("t-rules", alice, "Sharjah");
    expect(
      (await run(admin, user(alice), SET, ["t-rules", "MOHAP", "MOH-F-102938", "2027-06-30", null], { setup: sharjah })).error,
    ).toBeNull();
    expect((await run(admin, user(alice), SET, ["t-rules", "DHCR", "DHCR-F-00312", "2027-06-30", null], { setup: sharjah })).error).toBe(
      CHECK_VIOLATION,
    );
    const parlour = clinicSql("t-rules", alice, "Dubai", "Parlour");
    expect((await run(admin, user(alice), SET, ["t-rules", "DHA", "DHA-F-0047281", "2027-06-30", null], { setup: parlour })).error).toBe(
      CHECK_VIOLATION,
    );
  });

  it("lets only a reviewer verify; a change by the owner returns it to awaiting verification, the same details keep it", async () => {
    const setup = `${clinicSql("t-verify", alice)}; ${reviewerSql()};
      insert into public.health_licences (provider_id, authority, number, expires_on) values ('t-verify', 'DHA', 'DHA-F-0047281', '2027-06-30')`;
    for (const caller of [ANON, user(alice)]) {
      expect((await run(admin, caller, VERIFY, ["t-verify", "2026-11-28"], { setup })).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    expect((await run(admin, SERVICE, READ, ["t-verify"], { setup })).rows[0]).toMatchObject({ verified_on: null });
    const verified = await run(admin, user(bob), VERIFY, ["t-verify", "2026-11-28"], { setup });
    expect(verified.rows).toEqual([{ outcome: "verified" }]);

    const verifiedSetup = `${setup}; update public.health_licences set verified_on = '2026-11-28' where provider_id = 't-verify'`;
    // Two changes in one transaction, as the owner: the same details, then a new number.
    await admin.query("begin");
    try {
      await admin.query(verifiedSetup);
      await admin.query("set local role authenticated");
      await admin.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: alice, role: "authenticated" })]);
      await admin.query(SET, ["t-verify", "DHA", "DHA-F-0047281", "2027-06-30", null]);
      expect((await admin.query(READ, ["t-verify"])).rows[0]).toMatchObject({ verified_on: "2026-11-28" });
      await admin.query(SET, ["t-verify", "DHA", "DHA-F-0047282", "2027-06-30", null]);
      expect((await admin.query(READ, ["t-verify"])).rows[0]).toMatchObject({ number: "DHA-F-0047282", verified_on: null });
    } finally {
      await admin.query("rollback");
    }
  });

  it("answers missing for a clinic without a licence and expired for one past its date", async () => {
    const setup = `${clinicSql("t-expired", alice)}; ${reviewerSql()};
      insert into public.health_licences (provider_id, authority, number, expires_on) values ('t-expired', 'DHA', 'DHA-F-0047281', '2026-11-27')`;
    expect((await run(admin, user(bob), VERIFY, ["t-expired", "2026-11-28"], { setup })).rows).toEqual([{ outcome: "expired" }]);
    expect((await run(admin, user(bob), VERIFY, ["t-nothing", "2026-11-28"], { setup })).rows).toEqual([{ outcome: "missing" }]);
  });

  it("searches licensed clinics only: verified and not expired on the day asked", async () => {
    const search = (on: string) =>
      run<{ result: { total: number; hits: { provider_id: string }[] } }>(
        admin,
        ANON,
        "select public.search_providers(null, null, null, null, null, 0, 0, 5000, 101, null, null, null, null, null, $1::date) as result",
        [on],
      );
    const ids = async (on: string) => (await search(on)).rows[0]!.result.hits.map((hit) => hit.provider_id);
    // The seed's licences expire months after the database is made (0049): Skin Revive's first, then Aura's.
    const expiry = async (id: string) =>
      (await admin.query<{ on: string }>("select expires_on::text as on from public.health_licences where provider_id = $1", [id])).rows[0]!
        .on;
    const [skin, aura] = [await expiry("skin-revive-clinic"), await expiry("aura-aesthetic")];
    expect(skin < aura).toBe(true);
    expect(await ids(addDays(skin, -1))).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
    expect(await ids(skin)).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
    expect(await ids(addDays(skin, 1))).toEqual(["aura-aesthetic"]);
    expect(await ids(addDays(aura, 1))).toEqual([]);
  });

  it("records the owner's reminder 30 days before a licence expires, once per expiry date, for the service role only", async () => {
    const skin = (
      await admin.query<{ on: string }>(
        "select expires_on::text as on from public.health_licences where provider_id = 'skin-revive-clinic'",
      )
    ).rows[0]!.on;
    const RECORD = "select public.outbox_record_licence_reminders($1::date, 30) as recorded";
    const TELL = "select public.outbox_licence_expiry($1) as notice";
    for (const caller of [ANON, user(alice)]) {
      expect((await run(admin, caller, RECORD, [addDays(skin, -30)])).error).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await run(admin, caller, TELL, ["skin-revive-clinic"])).error).toBe(INSUFFICIENT_PRIVILEGE);
    }
    const events = "select subject_id, payload from public.outbox_events where kind = 'licence_expiring'";
    // One transaction, rolled back: the day before the window nothing, then one event however often it runs.
    await admin.query("begin");
    try {
      await admin.query("set local role service_role");
      const recorded = async (today: string) => (await admin.query<{ recorded: number }>(RECORD, [today])).rows[0]!.recorded;
      expect(await recorded(addDays(skin, -31))).toBe(0);
      expect(await recorded(addDays(skin, -30))).toBe(1);
      expect(await recorded(addDays(skin, -2))).toBe(0);
      expect(await recorded(addDays(skin, 1))).toBe(0);
      await admin.query("reset role");
      expect((await admin.query(events)).rows).toEqual([{ subject_id: "skin-revive-clinic", payload: { expiresOn: skin } }]);
      await admin.query("set local role service_role");
      expect((await admin.query(TELL, ["skin-revive-clinic"])).rows[0]!.notice).toMatchObject({
        provider_id: "skin-revive-clinic",
        provider: "Skin Revive Clinic",
        authority: "DHCR",
        number: "DHCR-F-00312",
        expires_on: skin,
        owner_locale: "en",
      });
      expect((await admin.query(TELL, ["glamour-spot"])).rows[0]!.notice).toBeNull();
    } finally {
      await admin.query("rollback");
    }
  });

  it("makes a registered clinic's licence the listing's on approval, awaiting verification", async () => {
    const id = "5a1f0c1e-0037-4000-8000-000000000037";
    const setup = `${reviewerSql()};
      insert into public.provider_registrations (id, owner_id, business_name, business_type, full_address, emirate, contact_person_name,
        business_email, business_phone, short_description, trade_license_url, agreed_to_terms,
        health_authority, health_licence_number, health_licence_expires_on)
      values ('${id}', '${alice}', 'Licensed Glow', 'Aesthetic / Derma Clinic', 'Unit 4, Al Majaz', 'Sharjah', 'Layla',
        'layla@example.com', '+97165551234', 'A clinic.', 'provider_documents/trade_licenses/1732186800000_licence.pdf', true,
        'MOHAP', 'MOH-F-102938', '2027-09-30')`;
    // The reviewer approves; the trigger's row is read in the same transaction.
    await admin.query("begin");
    try {
      await admin.query(setup);
      await admin.query("set local role authenticated");
      await admin.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: bob, role: "authenticated" })]);
      await admin.query("select public.approve_registration($1, 'Clinic', 't-licensed-glow', 'Sat–Thu 10:00–18:00', 25.3, 55.4)", [id]);
      expect((await admin.query(READ, ["t-licensed-glow"])).rows).toEqual([
        { authority: "MOHAP", number: "MOH-F-102938", expires_on: "2027-09-30", advertising_permit: null, verified_on: null },
      ]);
    } finally {
      await admin.query("rollback");
    }
  });
});
