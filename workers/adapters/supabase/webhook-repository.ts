/**
 * Webhook endpoints on the hosted backend (0045_webhooks.sql), as the signed-in caller: row level security shows
 * each account its own endpoints and deliveries (never the secret); the writes are the migration's functions,
 * which act only on rows of auth.uid().
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookRepository } from "../../../graphql/modules/webhooks/repository";
import type { WebhookEventType } from "../../../graphql/modules/webhooks/rules";
import { DELIVERY_COLUMNS, toWebhookDelivery, toWebhookEndpoint } from "../webhook-rows";
import { checked, rowsOf } from "./postgrest";

/** Ids here are uuids: any other names no row (and would be a type error in PostgreSQL). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENDPOINT_COLUMNS = "id, account_id, url, events, created_at";

export class SupabaseWebhookRepository implements WebhookRepository {
  constructor(private readonly db: SupabaseClient) {}

  async create(_accountId: string, endpoint: { url: string; events: WebhookEventType[]; secret: string }): Promise<WebhookEndpointRecord> {
    const made = checked(
      "create_webhook_endpoint",
      await this.db.rpc("create_webhook_endpoint", { p_url: endpoint.url, p_events: endpoint.events, p_secret: endpoint.secret }),
    ).data as { id: string; created_at: string };
    const [row] = rowsOf("webhook_endpoints", await this.db.from("webhook_endpoints").select(ENDPOINT_COLUMNS).eq("id", made.id));
    return toWebhookEndpoint(row as Record<string, unknown>);
  }

  async ofAccount(accountId: string): Promise<WebhookEndpointRecord[]> {
    const rows = rowsOf(
      "webhook_endpoints",
      await this.db
        .from("webhook_endpoints")
        .select(ENDPOINT_COLUMNS)
        .eq("account_id", accountId)
        .is("disabled_at", null)
        .order("created_at", { ascending: false }),
    );
    return (rows as Record<string, unknown>[]).map(toWebhookEndpoint);
  }

  async recentDeliveries(_accountId: string, endpointIds: readonly string[], perEndpoint: number): Promise<WebhookDeliveryRecord[]> {
    // One read per endpoint (an account has a handful); row level security keeps them the caller's.
    const lists = await Promise.all(
      endpointIds.map(async (endpointId) =>
        rowsOf(
          "webhook_deliveries",
          await this.db
            .from("webhook_deliveries")
            .select(DELIVERY_COLUMNS)
            .eq("endpoint_id", endpointId)
            .order("created_at", { ascending: false })
            .limit(perEndpoint),
        ),
      ),
    );
    return (lists.flat() as Record<string, unknown>[]).map(toWebhookDelivery).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async delete(_accountId: string, endpointId: string): Promise<boolean> {
    if (!UUID.test(endpointId)) return false;
    return checked("delete_webhook_endpoint", await this.db.rpc("delete_webhook_endpoint", { p_id: endpointId })).data === true;
  }

  async queueTest(_accountId: string, endpointId: string, body: string): Promise<string | null> {
    if (!UUID.test(endpointId)) return null;
    const id = checked("send_test_webhook", await this.db.rpc("send_test_webhook", { p_id: endpointId, p_body: body })).data as unknown;
    return typeof id === "string" ? id : null;
  }

  async redeliver(_accountId: string, deliveryId: string): Promise<boolean> {
    if (!UUID.test(deliveryId)) return false;
    return checked("redeliver_webhook", await this.db.rpc("redeliver_webhook", { p_id: deliveryId })).data === "queued";
  }
}
