/**
 * Webhook delivery, riding the outbox (decisions 047 and 072): when the queue's consumer handles a booking event it
 * fans it out to the endpoints that receive it (rows of webhook_deliveries, one per endpoint and event) and hands
 * them to the same queue; each delivery message is one signed POST (10 s timeout, redirects not followed, the URL
 * checked again after resolving); a non-2xx answer or none is tried again with backoff for 24 hours by a delayed
 * message of its own, then kept as failed for a manual redeliver. Nothing here runs inside a caller's request.
 */
import type { EventKind, OutboxEvent } from "../outbox/outbox-store";
import {
  checkWebhookUrl,
  DELIVERY_TIMEOUT_MS,
  deliveredStatus,
  nextAttemptAt,
  SIGNATURE_HEADER,
  signatureHeader,
  webhookBody,
  type WebhookEventType,
} from "../../graphql/modules/webhooks/rules";
import type { WebhookTargets } from "../../graphql/modules/webhooks/repository";
import type { WebhookStore } from "./webhook-store";

export interface WebhookMessage {
  webhookDeliveryId: string;
}

/** The outbox's booking events and the webhook each one is (a request is created too; a declined one is cancelled). */
const WEBHOOK_TYPES: Partial<Record<EventKind, WebhookEventType>> = {
  booking_created: "booking.created",
  booking_requested: "booking.created",
  booking_confirmed: "booking.confirmed",
  booking_changed: "booking.changed",
  booking_cancelled: "booking.cancelled",
  booking_declined: "booking.cancelled",
  booking_completed: "booking.completed",
  booking_no_show: "booking.no_show",
};

export const webhookTypeOf = (kind: EventKind): WebhookEventType | null => WEBHOOK_TYPES[kind] ?? null;

const BATCH = 100;
/** A claim older than this was made by a consumer that died mid-post: the delivery may be taken over. */
const CLAIM_TIMEOUT_MS = 2 * 60_000;
/** A pending delivery due this long ago has lost its message (the cron hands it over again). */
const LOST_AFTER_MS = 15 * 60_000;
/** Queues delay a message by at most 12 hours. */
const MAX_QUEUE_DELAY_SECONDS = 12 * 3600;

/** Writes the event's deliveries (none when it is not a booking event, or nobody subscribed). Returns how many are new. */
export async function fanOut(event: OutboxEvent, store: WebhookStore, now: Date): Promise<number> {
  const type = webhookTypeOf(event.kind);
  if (!type) return 0;
  const booking = await store.booking(event.subjectId);
  if (!booking) return 0;
  // The outbox event's id: the same in every endpoint's delivery and on every retry, so receivers can drop repeats.
  const body = webhookBody({ id: `evt_${event.id}`, type, createdAt: now.toISOString(), data: { booking } });
  return store.fanOut(event.id, event.subjectId, type, body, now);
}

/** Hands every pending delivery no message carries to the queue (after a request, from the cron, after a fan-out). */
export async function enqueueWebhooks(store: WebhookStore, queue: Queue<WebhookMessage>, now: Date): Promise<number> {
  let handed = 0;
  for (;;) {
    const ids = await store.notEnqueued(BATCH, new Date(now.getTime() - LOST_AFTER_MS));
    if (ids.length === 0) return handed;
    await queue.sendBatch(ids.map((id) => ({ body: { webhookDeliveryId: id }, contentType: "json" as const })));
    await store.markEnqueued(ids, now);
    handed += ids.length;
    if (ids.length < BATCH) return handed;
  }
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * One attempt at one delivery: claimed first (a twice-sent message posts once), the URL checked again, the body
 * signed now and posted. A failure within the 24 hours sends itself a delayed message for the next try.
 */
export async function attemptDelivery(
  id: string,
  store: WebhookStore,
  targets: WebhookTargets,
  queue: Queue<WebhookMessage>,
  fetcher: typeof fetch,
  now: () => Date,
): Promise<"delivered" | "retrying" | "failed" | "skipped"> {
  const at = now();
  const delivery = await store.claim(id, at, new Date(at.getTime() - CLAIM_TIMEOUT_MS));
  if (!delivery) return "skipped";
  const firstAttemptAt = delivery.firstAttemptAt ?? at;
  let status: number | null = null;
  let error: string | null = null;
  const target = await checkWebhookUrl(delivery.url, targets.resolve, targets.allowLoopbackHttp);
  if (!target.ok) {
    error = `The URL was refused: ${target.code}`;
  } else {
    try {
      const response = await fetcher(target.url.href, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "GlowUAE-Webhooks/1",
          [SIGNATURE_HEADER]: await signatureHeader(delivery.secret, delivery.body, now()),
        },
        body: delivery.body,
        // A redirect could point anywhere (a private address): it counts as an answer, not followed.
        redirect: "manual",
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
      if (!deliveredStatus(status)) error = `HTTP ${status}`;
    } catch (failure) {
      error = errorText(failure);
    }
  }
  const ended = now();
  const delivered = error === null;
  const next = delivered ? null : nextAttemptAt(delivery.attempts + 1, firstAttemptAt, ended);
  await store.recordAttempt(id, { at: ended, status, error, delivered, nextAttemptAt: next, firstAttemptAt });
  if (delivered) return "delivered";
  if (!next) return "failed";
  const delaySeconds = Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.ceil((next.getTime() - ended.getTime()) / 1000)));
  await queue.send({ webhookDeliveryId: id }, { contentType: "json", delaySeconds });
  return "retrying";
}

/** The queue's webhook messages: each acknowledged once its attempt is recorded; retried only when the store failed. */
export async function consumeWebhooks(
  messages: readonly Message<WebhookMessage>[],
  store: WebhookStore,
  targets: WebhookTargets,
  queue: Queue<WebhookMessage>,
  fetcher: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): Promise<void> {
  for (const message of messages) {
    try {
      await attemptDelivery(message.body.webhookDeliveryId, store, targets, queue, fetcher, now);
      message.ack();
    } catch {
      message.retry({ delaySeconds: 60 });
    }
  }
}
