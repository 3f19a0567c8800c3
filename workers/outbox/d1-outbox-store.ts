/** The outbox on D1 (workers/migrations/d1/0011_outbox.sql, rebuilt by 0021 with its dead letters). */
import { bookingNotice, licenceExpiryNotice, registrationNotice, reviewInvitationNotice, toEvent, type EventRow } from "./notice-rows";
import type {
  AccountLinkNotice,
  BookingNotice,
  DeliveryFailure,
  LicenceExpiryNotice,
  OutboxEvent,
  OutboxStore,
  RegistrationNotice,
  ReviewInvitationNotice,
} from "./outbox-store";
import { REMINDER_LEAD_HOURS } from "../../graphql/modules/bookings/reminders";
import { dubaiWallClock, DUBAI_UTC_OFFSET_MINUTES } from "../../graphql/shared/dubai-time";

// A booking's start (Dubai wall time) minus the reminder's lead, as the UTC text created_at is stored in.
const LEAD_BEFORE_START_UTC = `'-${REMINDER_LEAD_HOURS + DUBAI_UTC_OFFSET_MINUTES / 60} hours'`;

export class D1OutboxStore implements OutboxStore {
  /** `linkToken`: an account link's token from its id (the local auth's HMAC, account-link-token.ts). */
  constructor(
    private readonly db: D1Database,
    private readonly linkToken: (linkId: string) => Promise<string>,
  ) {}

  async accountLink(id: string, now: Date): Promise<AccountLinkNotice | null> {
    const row = await this.db
      .prepare(
        `SELECT l.purpose, l.locale, l.return_to, a.email FROM account_links l JOIN accounts a ON a.id = l.account_id
         WHERE l.id = ?1 AND l.used_at IS NULL AND l.expires_at > ?2`,
      )
      .bind(id, Math.floor(now.getTime() / 1000))
      .first<{ purpose: AccountLinkNotice["purpose"]; locale: string; email: string; return_to: string | null }>();
    if (!row) return null;
    const locale = row.locale === "ar" ? "ar" : "en";
    return { purpose: row.purpose, to: row.email, locale, token: await this.linkToken(id), returnTo: row.return_to };
  }

  async notEnqueued(limit: number): Promise<OutboxEvent[]> {
    const { results } = await this.db
      .prepare("SELECT id, kind, subject_id FROM outbox_events WHERE enqueued_at IS NULL ORDER BY created_at, id LIMIT ?")
      .bind(limit)
      .all<EventRow>();
    return results.map(toEvent);
  }

  async markEnqueued(ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .prepare("UPDATE outbox_events SET enqueued_at = ?2 WHERE id IN (SELECT value FROM json_each(?1)) AND enqueued_at IS NULL")
      .bind(JSON.stringify(ids), at.toISOString())
      .run();
  }

  async recordDueReminders({ after, until }: { after: string; until: string }): Promise<number> {
    const result = await this.db
      .prepare(
        `INSERT INTO outbox_events (kind, subject_id, dedupe_key)
         SELECT 'reminder_due', id, 'reminder:' || id || ':' || starts_at FROM bookings
         WHERE status = 'Confirmed' AND starts_at > ?1 AND starts_at <= ?2
           AND created_at <= strftime('%Y-%m-%dT%H:%M:%SZ', starts_at, ${LEAD_BEFORE_START_UTC})
         ON CONFLICT (dedupe_key) DO NOTHING`,
      )
      .bind(after, until)
      .run();
    return result.meta.changes;
  }

  async declineUnansweredRequests(now: Date): Promise<number> {
    // One statement, as PostgreSQL's decline_unanswered_requests (0024): created_at is UTC text, starts_at a
    // Dubai wall time; a provider without a rules row has the default window.
    const result = await this.db
      .prepare(
        `UPDATE bookings SET status = 'Cancelled', cancelled_by = 'salon', declined = 1, changed_by = 'system'
         WHERE status = 'Pending'
           AND (starts_at <= ?2
                OR julianday(created_at) + coalesce((SELECT r.answer_window_hours FROM provider_booking_rules r
                                                     WHERE r.provider_id = bookings.provider_id), 12) / 24.0 <= julianday(?1))
         RETURNING id`,
      )
      .bind(now.toISOString(), dubaiWallClock(now))
      .all();
    // The rows it declined (meta.changes would count the triggers' writes too).
    return result.results.length;
  }

  async recordLicenceReminders(today: string, daysBefore: number): Promise<number> {
    const result = await this.db
      .prepare(
        `INSERT INTO outbox_events (kind, subject_id, dedupe_key, payload)
         SELECT 'licence_expiring', provider_id, 'licence_expiring:' || provider_id || ':' || expires_on,
                json_object('expiresOn', expires_on)
         FROM health_licences
         WHERE expires_on >= ?1 AND expires_on <= date(?1, '+' || ?2 || ' days')
         ON CONFLICT (dedupe_key) DO NOTHING`,
      )
      .bind(today, daysBefore)
      .run();
    return result.meta.changes;
  }

  async licenceExpiry(providerId: string): Promise<LicenceExpiryNotice | null> {
    const row = await this.db
      .prepare(
        `SELECT p.id AS provider_id, p.name AS provider, p.email AS business_email, l.authority, l.number, l.expires_on,
                owner.email AS owner_email, owner.locale AS owner_locale
         FROM health_licences l JOIN providers p ON p.id = l.provider_id LEFT JOIN accounts owner ON owner.id = p.owner_id
         WHERE l.provider_id = ?`,
      )
      .bind(providerId)
      .first<Record<string, string | null>>();
    return row ? licenceExpiryNotice(row) : null;
  }

  async event(id: string): Promise<OutboxEvent | null> {
    const row = await this.db.prepare("SELECT id, kind, subject_id, payload FROM outbox_events WHERE id = ?").bind(id).first<EventRow>();
    return row ? toEvent(row) : null;
  }

  async claim(eventId: string, recipient: string, at: Date, staleBefore: Date): Promise<boolean> {
    // One statement decides: a new claim, or taking over a claim whose sender died before recording the send.
    const result = await this.db
      .prepare(
        `INSERT INTO outbox_deliveries (event_id, recipient, state, claimed_at) VALUES (?1, ?2, 'sending', ?3)
         ON CONFLICT (event_id, recipient) DO UPDATE SET claimed_at = excluded.claimed_at
         WHERE outbox_deliveries.state = 'sending' AND outbox_deliveries.claimed_at < ?4`,
      )
      .bind(eventId, recipient, at.toISOString(), staleBefore.toISOString())
      .run();
    return result.meta.changes > 0;
  }

  async markSent(eventId: string, recipient: string, at: Date): Promise<void> {
    await this.db
      .prepare("UPDATE outbox_deliveries SET state = 'sent', sent_at = ?3 WHERE event_id = ?1 AND recipient = ?2")
      .bind(eventId, recipient, at.toISOString())
      .run();
  }

  async release(eventId: string, recipient: string): Promise<void> {
    await this.db
      .prepare("DELETE FROM outbox_deliveries WHERE event_id = ?1 AND recipient = ?2 AND state = 'sending'")
      .bind(eventId, recipient)
      .run();
  }

  async recordFailure(eventId: string, { error, failedTo }: DeliveryFailure, at: Date): Promise<void> {
    await this.db
      .prepare(
        `UPDATE outbox_events SET attempts = attempts + 1, last_error = substr(?2, 1, 1000), failed_to = ?3, failed_at = ?4 WHERE id = ?1`,
      )
      .bind(eventId, error, failedTo, at.toISOString())
      .run();
  }

  async markDead(eventId: string, at: Date): Promise<void> {
    await this.db
      .prepare(
        `UPDATE outbox_events SET status = 'dead', dead_at = ?2, last_error = COALESCE(last_error, 'Every retry failed.') WHERE id = ?1`,
      )
      .bind(eventId, at.toISOString())
      .run();
  }

  async pendingRemovals(limit: number): Promise<string[]> {
    const { results } = await this.db
      .prepare("SELECT object_key FROM storage_removals ORDER BY created_at, object_key LIMIT ?")
      .bind(limit)
      .all<{ object_key: string }>();
    return results.map((row) => row.object_key);
  }

  async removalsDone(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .prepare("DELETE FROM storage_removals WHERE object_key IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(keys))
      .run();
  }

  async booking(id: string): Promise<BookingNotice | null> {
    const row = await this.db
      .prepare(
        `SELECT b.id, b.starts_at, b.ends_at, b.status, b.customer_name, b.customer_phone, b.customer_email, b.manage_token, b.locale,
                s.name AS service, st.name AS staff, p.name AS provider, p.address, p.phone, p.latitude, p.longitude,
                p.email AS business_email, owner.email AS owner_email, owner.locale AS owner_locale,
                c.cancelled_by, c.reason AS cancellation_reason
         FROM bookings b JOIN providers p ON p.id = b.provider_id JOIN services s ON s.id = b.service_id
         LEFT JOIN staff st ON st.id = b.staff_id LEFT JOIN accounts owner ON owner.id = p.owner_id
         LEFT JOIN booking_cancellations c ON c.booking_id = b.id
         WHERE b.id = ?`,
      )
      .bind(id)
      .first<Record<string, string | number | null>>();
    return row ? bookingNotice(row) : null;
  }

  async reviewInvitation(bookingId: string, tokenHash: string): Promise<ReviewInvitationNotice | null> {
    const [, facts] = await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO review_tokens (booking_id, token_hash)
           SELECT id, ?2 FROM bookings WHERE id = ?1 AND outcome = 'completed'
           ON CONFLICT (booking_id) DO UPDATE SET token_hash = excluded.token_hash,
             created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE review_tokens.used_at IS NULL`,
        )
        .bind(bookingId, tokenHash),
      this.db
        .prepare(
          `SELECT b.customer_name, b.customer_email, b.locale, p.name AS provider, s.name AS service
           FROM bookings b JOIN providers p ON p.id = b.provider_id JOIN services s ON s.id = b.service_id
           JOIN review_tokens t ON t.booking_id = b.id AND t.token_hash = ?2 AND t.used_at IS NULL
           WHERE b.id = ?1`,
        )
        .bind(bookingId, tokenHash),
    ]);
    const row = (facts?.results ?? [])[0] as Record<string, string | null> | undefined;
    return row ? reviewInvitationNotice(row) : null;
  }

  async registration(id: string): Promise<RegistrationNotice | null> {
    const row = await this.db
      .prepare(
        `SELECT r.business_name, r.business_email, r.rejection_reason, r.provider_id, r.locale, owner.email AS owner_email
         FROM provider_registrations r LEFT JOIN accounts owner ON owner.id = r.owner_id WHERE r.id = ?`,
      )
      .bind(id)
      .first<Record<string, string | null>>();
    return row ? registrationNotice(row) : null;
  }
}
