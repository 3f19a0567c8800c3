/**
 * D1's outbox takes exactly the kinds the outbox knows (workers/outbox/outbox-store.ts EventKind): since 0036 they
 * are rows of outbox_event_kinds, referenced by outbox_events.kind, so a new kind is one INSERT, not a table rebuild.
 * Run on the D1 migrations themselves, with node:sqlite (foreign keys enforced, as D1 does).
 */
import { describe, expect, it } from "vitest";
import type { EventKind } from "../../workers/outbox/outbox-store";
import { d1SampleDatabase } from "../fixtures/sample-data";

/** Every kind, once: the type checker refuses a missing or an unknown one. */
const KINDS = {
  booking_created: true,
  booking_cancelled: true,
  booking_changed: true,
  registration_approved: true,
  registration_rejected: true,
  account_created: true,
  password_reset_asked: true,
  reminder_due: true,
  account_deleted: true,
  booking_requested: true,
  booking_confirmed: true,
  booking_declined: true,
  job_applied: true,
  contact_message: true,
  review_invitation: true,
  licence_expiring: true,
  booking_completed: true,
  booking_no_show: true,
} as const satisfies Record<EventKind, true>;

describe("D1's outbox kinds", () => {
  const db = d1SampleDatabase();

  it("are exactly the outbox's kinds", () => {
    const rows = db.prepare("SELECT kind FROM outbox_event_kinds ORDER BY kind").all() as { kind: string }[];
    expect(rows.map((row) => row.kind)).toEqual(Object.keys(KINDS).sort());
  });

  it("take an event of every kind and refuse one of a kind nobody composes", () => {
    const insert = db.prepare("INSERT INTO outbox_events (kind, subject_id) VALUES (?, 'subject')");
    for (const kind of Object.keys(KINDS)) expect(() => insert.run(kind), kind).not.toThrow();
    expect(() => insert.run("newsletter")).toThrow(/FOREIGN KEY constraint failed/);
  });
});
