/**
 * The review port on D1. A decision is one batch (D1 runs a batch as one transaction, one writer at
 * a time): the registration moves from Pending only if it still is (the first statement's change
 * count says whether this batch moved it), and the listing is inserted only from the row so marked
 * and not yet linked to a listing. So of two approvals at once, one makes the listing and the other
 * changes nothing. A slug taken meanwhile by another listing
 * fails the whole batch, which is then retried with the next free slug.
 */
import type { RegistrationRecord } from "../../../graphql/modules/businesses/repository";
import type { Approval, ReviewOutcome, ReviewRepository } from "../../../graphql/modules/review/repository";
import { firstFreeSlug } from "../../../graphql/modules/review/rules";
import { REGISTRATION_COLUMNS, toRegistration } from "../registration-rows";
import { signedLicencePath } from "../../licence-links";
import { d1Rows, wroteRow } from "./d1-sql";

const SLUG_ATTEMPTS = 5;

export class D1ReviewRepository implements ReviewRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
    private readonly origin: string,
    private readonly linkSecret: () => Promise<string>,
  ) {}

  async isReviewer(accountId: string): Promise<boolean> {
    const row = await this.db.prepare("SELECT 1 AS yes FROM reviewers WHERE account_id = ?1").bind(accountId).first();
    return row !== null;
  }

  async pending(): Promise<RegistrationRecord[]> {
    const pending = this.db.prepare(
      `SELECT ${REGISTRATION_COLUMNS} FROM provider_registrations WHERE status = 'Pending' ORDER BY created_at DESC, id`,
    );
    return d1Rows(pending, toRegistration);
  }

  async approve(approval: Approval): Promise<ReviewOutcome> {
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const { results } = await this.db
        .prepare("SELECT id FROM providers WHERE id = ?1 OR id LIKE ?1 || '-%'")
        .bind(approval.baseSlug)
        .all<{ id: string }>();
      const slug = firstFreeSlug(approval.baseSlug, new Set(results.map((row) => row.id)));
      const at = this.now().toISOString();
      // This batch's mark on the row: only the batch that moved it from Pending inserts the listing,
      // and links it last (the foreign key wants the listing first).
      const mine = "id = ?1 AND status = 'Approved' AND provider_id IS NULL AND reviewed_by = ?3 AND reviewed_at = ?4";
      let moved: D1Result;
      try {
        [moved] = (await this.db.batch([
          this.db
            .prepare(
              `UPDATE provider_registrations SET status = 'Approved', reviewed_by = ?2, reviewed_at = ?3
               WHERE id = ?1 AND status = 'Pending'`,
            )
            .bind(approval.registrationId, approval.reviewerId, at),
          this.db
            .prepare(
              `INSERT INTO providers (id, owner_id, name, type, emirate, location, address, rating, about, phone, email, opening_hours,
                                      latitude, longitude, created_at)
               SELECT ?2, owner_id, business_name, ?5, emirate, emirate, full_address, 0, short_description, business_phone,
                      business_email, ?6, ?7, ?8, ?4
               FROM provider_registrations WHERE ${mine}`,
            )
            .bind(
              approval.registrationId,
              slug,
              approval.reviewerId,
              at,
              approval.providerType,
              approval.openingHours,
              approval.latitude,
              approval.longitude,
            ),
          this.db
            .prepare(
              `INSERT INTO provider_images (provider_id, position, url, alt)
               SELECT ?2, 1, logo_url, business_name || ' logo' FROM provider_registrations WHERE ${mine} AND logo_url IS NOT NULL`,
            )
            .bind(approval.registrationId, slug, approval.reviewerId, at),
          // The owner as the listing's first staff member, who performs the services added later
          // (bookings hold a staff member's time: docs/decisions/025-bookings-per-staff-member.md).
          this.db
            .prepare(
              `INSERT INTO staff (id, provider_id, position, name, title, image_url)
               SELECT ?2 || '-owner', ?2, 1, contact_person_name, 'Owner', coalesce(logo_url, '/favicon.svg')
               FROM provider_registrations WHERE ${mine}`,
            )
            .bind(approval.registrationId, slug, approval.reviewerId, at),
          this.db
            .prepare(`UPDATE provider_registrations SET provider_id = ?2 WHERE ${mine}`)
            .bind(approval.registrationId, slug, approval.reviewerId, at),
        ])) as [D1Result];
      } catch (error) {
        // The slug was taken between the read and the batch (nothing was written): try the next one.
        if (/UNIQUE constraint failed: providers\.id/.test(String(error))) continue;
        throw error;
      }
      if (wroteRow(moved)) return { kind: "approved", providerId: slug };
      const row = await this.row(approval.registrationId);
      return row ? decided(row) : { kind: "missing" };
    }
    throw new Error(`No free slug for ${approval.baseSlug} after ${SLUG_ATTEMPTS} attempts.`);
  }

  async reject(registrationId: string, reviewerId: string, reason: string): Promise<ReviewOutcome> {
    const changed = await this.db
      .prepare(
        `UPDATE provider_registrations SET status = 'Rejected', rejection_reason = ?3, reviewed_by = ?2, reviewed_at = ?4
         WHERE id = ?1 AND status = 'Pending'`,
      )
      .bind(registrationId, reviewerId, reason, this.now().toISOString())
      .run();
    if (wroteRow(changed)) return { kind: "rejected" };
    const row = await this.row(registrationId);
    return row ? decided(row) : { kind: "missing" };
  }

  async licenceLink(key: string, seconds: number): Promise<string> {
    const expires = Math.floor(this.now().getTime() / 1000) + seconds;
    return `${this.origin}${await signedLicencePath(await this.linkSecret(), key, expires)}`;
  }

  private row(id: string) {
    return this.db.prepare("SELECT status FROM provider_registrations WHERE id = ?1").bind(id).first<{ status: string }>();
  }
}

function decided(row: { status: string }): ReviewOutcome {
  return row.status === "Pending" ? { kind: "missing" } : { kind: "decided", status: row.status as "Approved" | "Rejected" };
}
