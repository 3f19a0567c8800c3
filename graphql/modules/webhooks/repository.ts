/**
 * Webhook endpoints and their deliveries (issue 35, docs/decisions/072-webhooks.md). An endpoint belongs to the
 * account that made it; every method that reads or changes one takes that account and touches nothing else
 * (hosted, row level security and the functions' own auth.uid() say the same).
 */
import type { HostResolver, WebhookEventType } from "./rules";

export interface WebhookEndpointRecord {
  id: string;
  accountId: string;
  url: string;
  events: WebhookEventType[];
  /** ISO 8601. */
  createdAt: string;
}

export type WebhookDeliveryState = "pending" | "delivered" | "failed";

export interface WebhookDeliveryRecord {
  id: string;
  endpointId: string;
  /** booking.created … or webhook.test. */
  type: string;
  state: WebhookDeliveryState;
  attempts: number;
  /** The last answer's HTTP status; null before any, or when none came (a timeout, a refused connection). */
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface WebhookRepository {
  create(accountId: string, endpoint: { url: string; events: WebhookEventType[]; secret: string }): Promise<WebhookEndpointRecord>;
  /** The account's endpoints, newest first. */
  ofAccount(accountId: string): Promise<WebhookEndpointRecord[]>;
  /** The newest `perEndpoint` deliveries of each of the account's endpoints named, newest first. */
  recentDeliveries(accountId: string, endpointIds: readonly string[], perEndpoint: number): Promise<WebhookDeliveryRecord[]>;
  /** Deletes the account's endpoint (and its deliveries); false when it is not the account's. */
  delete(accountId: string, endpointId: string): Promise<boolean>;
  /** Queues a delivery of `body` (a webhook.test event) to the account's endpoint; its id, or null when not the account's. */
  queueTest(accountId: string, endpointId: string, body: string): Promise<string | null>;
  /** Tries one of the account's deliveries again from now, with a new 24-hour window; false when not the account's. */
  redeliver(accountId: string, deliveryId: string): Promise<boolean>;
}

/** Where webhooks may go for this deployment: names resolved by `resolve`; http://127.0.0.1 with the local backend only. */
export interface WebhookTargets {
  resolve: HostResolver;
  allowLoopbackHttp: boolean;
}
