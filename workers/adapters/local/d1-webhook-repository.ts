/** Webhook endpoints and deliveries on D1 (0045_webhooks.sql); every statement names the account it acts for. */
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookRepository } from "../../../graphql/modules/webhooks/repository";
import type { WebhookEventType } from "../../../graphql/modules/webhooks/rules";
import { DELIVERY_COLUMNS, toWebhookDelivery, toWebhookEndpoint } from "../webhook-rows";

export class D1WebhookRepository implements WebhookRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
  ) {}

  async create(accountId: string, endpoint: { url: string; events: WebhookEventType[]; secret: string }): Promise<WebhookEndpointRecord> {
    const row = await this.db
      .prepare(
        `INSERT INTO webhook_endpoints (account_id, url, events, secret) VALUES (?1, ?2, ?3, ?4)
         RETURNING id, account_id, url, events, created_at`,
      )
      .bind(accountId, endpoint.url, JSON.stringify(endpoint.events), endpoint.secret)
      .first<Record<string, unknown>>();
    return toWebhookEndpoint(row!);
  }

  async ofAccount(accountId: string): Promise<WebhookEndpointRecord[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id, account_id, url, events, created_at FROM webhook_endpoints
         WHERE account_id = ?1 AND disabled_at IS NULL ORDER BY created_at DESC, id`,
      )
      .bind(accountId)
      .all<Record<string, unknown>>();
    return results.map(toWebhookEndpoint);
  }

  async recentDeliveries(accountId: string, endpointIds: readonly string[], perEndpoint: number): Promise<WebhookDeliveryRecord[]> {
    if (endpointIds.length === 0) return [];
    const { results } = await this.db
      .prepare(
        `SELECT ${DELIVERY_COLUMNS} FROM (
           SELECT d.*, row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.created_at DESC, d.id DESC) AS position
           FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
           WHERE e.account_id = ?1 AND d.endpoint_id IN (SELECT value FROM json_each(?2)))
         WHERE position <= ?3 ORDER BY created_at DESC, id DESC`,
      )
      .bind(accountId, JSON.stringify(endpointIds), perEndpoint)
      .all<Record<string, unknown>>();
    return results.map(toWebhookDelivery);
  }

  async delete(accountId: string, endpointId: string): Promise<boolean> {
    const result = await this.db
      .prepare("DELETE FROM webhook_endpoints WHERE id = ?1 AND account_id = ?2")
      .bind(endpointId, accountId)
      .run();
    return result.meta.changes > 0;
  }

  async queueTest(accountId: string, endpointId: string, body: string): Promise<string | null> {
    const row = await this.db
      .prepare(
        `INSERT INTO webhook_deliveries (endpoint_id, type, body, next_attempt_at)
         SELECT id, 'webhook.test', ?3, ?4 FROM webhook_endpoints WHERE id = ?1 AND account_id = ?2 AND disabled_at IS NULL
         RETURNING id`,
      )
      .bind(endpointId, accountId, body, this.now().toISOString())
      .first<{ id: string }>();
    return row?.id ?? null;
  }

  async redeliver(accountId: string, deliveryId: string): Promise<boolean> {
    // Cleared enqueued_at: the request's dispatcher (or the sweep) hands it to the queue, as a new delivery.
    const result = await this.db
      .prepare(
        `UPDATE webhook_deliveries SET state = 'pending', first_attempt_at = NULL, next_attempt_at = ?3, enqueued_at = NULL,
           claimed_at = NULL, delivered_at = NULL
         WHERE id = ?1 AND endpoint_id IN (SELECT id FROM webhook_endpoints WHERE account_id = ?2 AND disabled_at IS NULL)`,
      )
      .bind(deliveryId, accountId, this.now().toISOString())
      .run();
    return result.meta.changes > 0;
  }
}
