/** Webhook deliveries on D1 (0045_webhooks.sql), for the outbox's consumer, dispatcher and cron. */
import type { AttemptOutcome, ClaimedDelivery, WebhookBooking, WebhookStore } from "./webhook-store";

export class D1WebhookStore implements WebhookStore {
  constructor(private readonly db: D1Database) {}

  async booking(id: string): Promise<WebhookBooking | null> {
    const row = await this.db
      .prepare(`SELECT id, provider_id, service_id, staff_id, status, outcome, starts_at, ends_at, created_at FROM bookings WHERE id = ?1`)
      .bind(id)
      .first<Record<string, string | null>>();
    if (!row) return null;
    return {
      id: row.id!,
      providerId: row.provider_id!,
      serviceId: row.service_id!,
      staffId: row.staff_id ?? null,
      status: row.status!.toUpperCase(),
      outcome: row.outcome ? row.outcome.toUpperCase() : null,
      startsAt: row.starts_at!,
      endsAt: row.ends_at!,
      createdAt: row.created_at!,
    };
  }

  async fanOut(eventId: string, bookingId: string, type: string, body: string, at: Date): Promise<number> {
    const result = await this.db
      .prepare(
        `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, body, next_attempt_at)
         SELECT r.endpoint_id, ?1, ?3, ?4, ?5 FROM webhook_endpoints_for_booking r
         WHERE r.booking_id = ?2 AND EXISTS (SELECT 1 FROM json_each(r.events) WHERE value = ?3)
         ON CONFLICT (endpoint_id, event_id) DO NOTHING`,
      )
      .bind(eventId, bookingId, type, body, at.toISOString())
      .run();
    return result.meta.changes;
  }

  async notEnqueued(limit: number, lostBefore: Date): Promise<string[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id FROM webhook_deliveries
         WHERE state = 'pending' AND (enqueued_at IS NULL OR next_attempt_at < ?2) ORDER BY created_at, id LIMIT ?1`,
      )
      .bind(limit, lostBefore.toISOString())
      .all<{ id: string }>();
    return results.map((row) => row.id);
  }

  async markEnqueued(ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .prepare("UPDATE webhook_deliveries SET enqueued_at = ?2 WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(ids), at.toISOString())
      .run();
  }

  async claim(id: string, at: Date, staleBefore: Date): Promise<ClaimedDelivery | null> {
    // One statement decides who posts it; a message a little early (the queue's delay is not exact) still counts.
    const row = await this.db
      .prepare(
        `UPDATE webhook_deliveries SET claimed_at = ?2
         WHERE id = ?1 AND state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?4)
           AND (claimed_at IS NULL OR claimed_at < ?3)
           AND endpoint_id IN (SELECT id FROM webhook_endpoints WHERE disabled_at IS NULL)
         RETURNING id, body, attempts, first_attempt_at,
           (SELECT url FROM webhook_endpoints e WHERE e.id = endpoint_id) AS url,
           (SELECT secret FROM webhook_endpoints e WHERE e.id = endpoint_id) AS secret`,
      )
      .bind(id, at.toISOString(), staleBefore.toISOString(), new Date(at.getTime() + 5_000).toISOString())
      .first<{ id: string; body: string; attempts: number; first_attempt_at: string | null; url: string; secret: string }>();
    if (!row) return null;
    return {
      id: row.id,
      url: row.url,
      secret: row.secret,
      body: row.body,
      attempts: row.attempts,
      firstAttemptAt: row.first_attempt_at ? new Date(row.first_attempt_at) : null,
    };
  }

  async recordAttempt(id: string, outcome: AttemptOutcome): Promise<void> {
    const state = outcome.delivered ? "delivered" : outcome.nextAttemptAt ? "pending" : "failed";
    await this.db
      .prepare(
        `UPDATE webhook_deliveries SET state = ?2, attempts = attempts + 1, first_attempt_at = ?3, last_attempt_at = ?4,
           last_status = ?5, last_error = substr(?6, 1, 1000), next_attempt_at = ?7, delivered_at = ?8, claimed_at = NULL
         WHERE id = ?1`,
      )
      .bind(
        id,
        state,
        outcome.firstAttemptAt.toISOString(),
        outcome.at.toISOString(),
        outcome.status,
        outcome.error,
        outcome.nextAttemptAt?.toISOString() ?? null,
        outcome.delivered ? outcome.at.toISOString() : null,
      )
      .run();
  }
}
