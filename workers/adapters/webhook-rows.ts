/** Webhook rows as both adapters read them (the D1 and PostgreSQL columns are named alike, 0045_webhooks.sql). */
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from "../../graphql/modules/webhooks/repository";
import { isWebhookEventType } from "../../graphql/modules/webhooks/rules";

type Row = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
/** D1 keeps ISO text; PostgREST answers timestamptz as '2026-12-07T06:00:00.123+00:00': both read back as ISO 8601. */
const time = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)).toISOString());

export function toWebhookEndpoint(row: Row): WebhookEndpointRecord {
  const events = Array.isArray(row.events) ? row.events : (JSON.parse(String(row.events)) as unknown[]);
  return {
    id: String(row.id),
    accountId: String(row.account_id),
    url: String(row.url),
    events: events.map(String).filter(isWebhookEventType),
    createdAt: time(row.created_at)!,
  };
}

export function toWebhookDelivery(row: Row): WebhookDeliveryRecord {
  const state = String(row.state);
  return {
    id: String(row.id),
    endpointId: String(row.endpoint_id),
    type: String(row.type),
    state: state === "delivered" || state === "failed" ? state : "pending",
    attempts: Number(row.attempts ?? 0),
    lastStatus: row.last_status === null || row.last_status === undefined ? null : Number(row.last_status),
    lastError: text(row.last_error),
    createdAt: time(row.created_at)!,
    lastAttemptAt: time(row.last_attempt_at),
    nextAttemptAt: time(row.next_attempt_at),
    deliveredAt: time(row.delivered_at),
  };
}

export const DELIVERY_COLUMNS =
  "id, endpoint_id, type, state, attempts, last_status, last_error, created_at, last_attempt_at, next_attempt_at, delivered_at";
