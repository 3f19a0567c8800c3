/**
 * Job applications and contact messages on PostgreSQL (0036_job_applications_and_contact.sql): only
 * apply_to_job stores an application, only for an Open job and a CV uploaded to provider_documents/cvs/;
 * its trigger counts it and writes the outbox event; the posting's owner reads its applications and their
 * CVs, nobody else; contact messages reach the outbox and no API role reads them.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { ANON, INSUFFICIENT_PRIVILEGE, asTableOwnerWithAliceAndBob, run, SERVICE, user } from "./roles";

const jobSql = (id: string, owner: string, status = "Open") =>
  `insert into public.jobs (id, owner_id, title, company_name, location, job_type, description, requirements, status)
   values ('${id}', '${owner}', 'Nail Technician', 'Layla Beauty Lounge', 'Dubai', 'Full-time', 'd', 'r', '${status}')`;
const cvObjectSql = (name: string) => `insert into storage.objects (bucket_id, name) values ('provider_documents', 'cvs/${name}')`;
const applicationSql = (jobId: string, name: string) =>
  `insert into public.job_applications (job_id, name, email, phone, message, cv_key)
   values ('${jobId}', 'Mariam Saeed', 'mariam@example.com', '+971501234567', 'Five years of gel nails.', 'provider_documents/cvs/${name}')`;
const apply = (jobId: string, cvName: string, locale = "ar") =>
  [
    "select public.apply_to_job($1, $2, $3, $4, $5, $6, $7) as answer",
    [jobId, "Mariam Saeed", "mariam@example.com", "+971501234567", "Five years of gel nails.", `provider_documents/cvs/${cvName}`, locale],
  ] as const;
const cvName = () => `1732186800000${Math.floor(Math.random() * 900 + 100)}_${randomUUID().slice(0, 8)}.pdf`;

describe.each(inject("postgresDatabases"))("Job applications and contact messages, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;

  asTableOwnerWithAliceAndBob(database, (...people) => {
    [admin, alice, bob] = people;
  });

  it("stores an application for an Open job through apply_to_job, counts it and writes its event with the poster's address", async () => {
    const jobId = `apply-${randomUUID()}`;
    const cv = cvName();
    await admin.query(`${jobSql(jobId, alice)}; ${cvObjectSql(cv)}`);
    const [sql, params] = apply(jobId, cv);
    const answer = await run<{ answer: { outcome: string; id: string } }>(admin, ANON, sql, [...params], { commit: true });
    expect(answer.error).toBeNull();
    expect(answer.rows[0]!.answer.outcome).toBe("applied");
    const id = answer.rows[0]!.answer.id;

    const { rows: jobs } = await admin.query("select applicants from public.jobs where id = $1", [jobId]);
    expect(jobs[0]).toEqual({ applicants: 1 });
    const { rows: events } = await admin.query("select kind, payload from public.outbox_events where subject_id = $1", [id]);
    const { rows: poster } = await admin.query("select email from auth.users where id = $1", [alice]);
    expect(events).toEqual([
      {
        kind: "job_applied",
        payload: expect.objectContaining({
          name: "Mariam Saeed",
          email: "mariam@example.com",
          locale: "ar",
          jobId,
          jobTitle: "Nail Technician",
          companyName: "Layla Beauty Lounge",
          posterEmail: poster[0].email,
          posterLocale: "en",
        }),
      },
    ]);

    // The same CV cannot be named by a second application.
    const again = await run<{ answer: { outcome: string } }>(admin, ANON, sql, [...params]);
    expect(again.rows[0]!.answer).toEqual({ outcome: "no_cv" });
  });

  it("refuses a closed or unknown job, and a CV nobody uploaded", async () => {
    const closed = `apply-closed-${randomUUID()}`;
    const cv = cvName();
    const setup = `${jobSql(closed, alice, "Closed")}; ${cvObjectSql(cv)}`;
    const [sql, params] = apply(closed, cv);
    expect((await run<{ answer: unknown }>(admin, ANON, sql, [...params], { setup })).rows[0]!.answer).toEqual({ outcome: "closed" });
    const [unknownSql, unknownParams] = apply("no-such-job", cv);
    expect((await run<{ answer: unknown }>(admin, ANON, unknownSql, [...unknownParams], { setup })).rows[0]!.answer).toEqual({
      outcome: "closed",
    });
    const open = `apply-open-${randomUUID()}`;
    const [noCvSql, noCvParams] = apply(open, "1732186800000123_never-uploaded.pdf");
    const noCv = await run<{ answer: unknown }>(admin, ANON, noCvSql, [...noCvParams], { setup: jobSql(open, alice) });
    expect(noCv.rows[0]!.answer).toEqual({ outcome: "no_cv" });
  });

  it("lets nobody write applications directly", async () => {
    const jobId = `apply-direct-${randomUUID()}`;
    const cv = cvName();
    const setup = `${jobSql(jobId, alice)}; ${cvObjectSql(cv)}`;
    for (const caller of [ANON, user(alice), user(bob)]) {
      const outcome = await run(admin, caller, applicationSql(jobId, cv), [], { setup });
      expect(outcome.error, `${caller.role} inserting`).toBe(INSUFFICIENT_PRIVILEGE);
    }
  });

  it("shows a job's applications and their CVs to its poster only", async () => {
    const jobId = `apply-read-${randomUUID()}`;
    const cv = cvName();
    const setup = `${jobSql(jobId, alice)}; ${cvObjectSql(cv)}; ${applicationSql(jobId, cv)}`;
    const read = `select name, email, phone, message, cv_key from public.job_applications where job_id = '${jobId}'`;
    const asAlice = await run(admin, user(alice), read, [], { setup });
    expect(asAlice.rows).toEqual([
      {
        name: "Mariam Saeed",
        email: "mariam@example.com",
        phone: "+971501234567",
        message: "Five years of gel nails.",
        cv_key: `provider_documents/cvs/${cv}`,
      },
    ]);
    expect((await run(admin, user(bob), read, [], { setup })).rows).toEqual([]);
    // Refused (explicit grants) or no rows (legacy grants): either way nothing.
    expect((await run(admin, ANON, read, [], { setup })).rows).toEqual([]);

    const object = `select name from storage.objects where bucket_id = 'provider_documents' and name = 'cvs/${cv}'`;
    expect((await run(admin, user(alice), object, [], { setup })).rows).toEqual([{ name: `cvs/${cv}` }]);
    expect((await run(admin, user(bob), object, [], { setup })).rows).toEqual([]);
    expect((await run(admin, ANON, object, [], { setup })).rows).toEqual([]);
  });

  it("lets anyone upload a CV as PDF or DOCX into cvs/ only", async () => {
    const upload = (name: string) => `insert into storage.objects (bucket_id, name) values ('provider_documents', '${name}')`;
    expect((await run(admin, ANON, upload("cvs/1732186800000123_cv.docx"))).error).toBeNull();
    expect((await run(admin, ANON, upload("cvs/1732186800000123_cv.pdf"))).error).toBeNull();
    expect((await run(admin, ANON, upload("cvs/1732186800000123_cv.html"))).error).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await run(admin, ANON, upload("trade_licenses/1732186800000123_cv.pdf"))).error).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("keeps a contact message and writes its event; no API role reads the messages", async () => {
    const subject = `Partnership ${randomUUID()}`;
    const sent = await run<{ answer: { id: string } }>(
      admin,
      ANON,
      "select public.submit_contact_message($1, $2, $3, $4, $5) as answer",
      ["Omar", "omar@example.com", subject, "Hello, we would like to list three branches.", "ar"],
      { commit: true },
    );
    expect(sent.error).toBeNull();
    const id = sent.rows[0]!.answer.id;
    const { rows } = await admin.query("select kind, payload from public.outbox_events where subject_id = $1", [id]);
    expect(rows).toEqual([
      {
        kind: "contact_message",
        payload: {
          name: "Omar",
          email: "omar@example.com",
          subject,
          message: "Hello, we would like to list three branches.",
          locale: "ar",
        },
      },
    ]);
    for (const caller of [ANON, user(alice)]) {
      const read = await run(admin, caller, "select * from public.contact_messages");
      expect(read.rows, caller.role).toEqual([]);
    }
    expect((await run(admin, SERVICE, "select count(*)::int as n from public.contact_messages where id = $1", [id])).rows).toEqual([
      { n: 1 },
    ]);
  });
});
