/**
 * The fake Supabase's mirror of 0045_webhooks.sql's functions for the signed-in account: create_webhook_endpoint,
 * delete_webhook_endpoint, send_test_webhook and redeliver_webhook, each acting only on rows of the caller
 * (auth.uid()). The SQL itself is proven in tests/postgres/webhooks.test.ts.
 */
type Row = Record<string, unknown>;

export const WEBHOOK_RPC_PARAMETERS: Record<string, string[]> = {
  create_webhook_endpoint: ["p_url", "p_events", "p_secret"],
  delete_webhook_endpoint: ["p_id"],
  send_test_webhook: ["p_id", "p_body"],
  redeliver_webhook: ["p_id"],
};

/** Columns no API role may read (0045 grants them to the service role only). */
export const HIDDEN_WEBHOOK_COLUMNS = new Set(["secret"]);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export function webhookRpc(tables: Record<string, Row[]>, userId: string, name: string, args: Row, at: string): Response {
  const endpoints = (tables.webhook_endpoints ??= []);
  const deliveries = (tables.webhook_deliveries ??= []);
  const own = (id: unknown) => endpoints.find((row) => row.id === id && row.account_id === userId && row.disabled_at === null);
  switch (name) {
    case "create_webhook_endpoint": {
      const row = {
        id: crypto.randomUUID(),
        account_id: userId,
        url: args.p_url,
        events: [...new Set(args.p_events as string[])].sort(),
        secret: args.p_secret,
        created_at: at,
        disabled_at: null,
      };
      endpoints.push(row);
      return json(200, { id: row.id, created_at: at });
    }
    case "delete_webhook_endpoint": {
      const index = endpoints.findIndex((row) => row.id === args.p_id && row.account_id === userId);
      if (index < 0) return json(200, false);
      const [gone] = endpoints.splice(index, 1);
      tables.webhook_deliveries = deliveries.filter((delivery) => delivery.endpoint_id !== gone!.id);
      return json(200, true);
    }
    case "send_test_webhook": {
      if (!own(args.p_id)) return json(200, null);
      const id = crypto.randomUUID();
      deliveries.push({
        id,
        endpoint_id: args.p_id,
        event_id: null,
        type: "webhook.test",
        body: args.p_body,
        created_at: at,
        state: "pending",
        attempts: 0,
        first_attempt_at: null,
        next_attempt_at: at,
        last_attempt_at: null,
        last_status: null,
        last_error: null,
        delivered_at: null,
        enqueued_at: null,
        claimed_at: null,
      });
      return json(200, id);
    }
    case "redeliver_webhook": {
      const delivery = deliveries.find((row) => row.id === args.p_id && own(row.endpoint_id));
      if (!delivery) return json(200, "not_found");
      Object.assign(delivery, {
        state: "pending",
        first_attempt_at: null,
        next_attempt_at: at,
        enqueued_at: null,
        claimed_at: null,
        delivered_at: null,
      });
      return json(200, "queued");
    }
    default:
      return json(404, { code: "PGRST202", details: null, hint: null, message: `Could not find the function public.${name}` });
  }
}
