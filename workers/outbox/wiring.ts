/**
 * The outbox's parts for this deployment: the local backend's store and dev mailbox on D1; the hosted
 * backend's store in PostgreSQL through the service role (0015_outbox_delivery.sql), sending through
 * Cloudflare's email binding. The hosted backend without SUPABASE_SERVICE_ROLE_KEY cannot read its outbox:
 * its events wait in public.outbox_events until the key is set (docs/decisions/053-hosted-outbox-delivery.md).
 */
import type { Settings, WorkerEnv } from "../env";
import { createSupabaseClients } from "../adapters/supabase/clients";
import { SupabaseOutboxStore } from "../adapters/supabase/outbox-store";
import { SupabaseStorage } from "../adapters/supabase/storage";
import { CloudflareEmailSender } from "./cloudflare-email";
import { D1OutboxStore } from "./d1-outbox-store";
import { consume, consumeDead, enqueuePending, removeStoredFiles, sweep, type OutboxMessage } from "./delivery";
import { DevMailbox } from "./dev-mailbox";
import type { MailSender } from "./mail";
import type { OutboxStore } from "./outbox-store";
import { accountLinkToken } from "../adapters/local/account-link-token";
import { localSecret } from "../adapters/local/d1-secrets";
import type { WebhookTargets } from "../../graphql/modules/webhooks/repository";
import { D1WebhookStore } from "../webhooks/d1-webhook-store";
import { consumeWebhooks, enqueueWebhooks, fanOut, type WebhookMessage } from "../webhooks/delivery";
import { dohResolver } from "../webhooks/doh-resolver";
import type { WebhookStore } from "../webhooks/webhook-store";

function localOutbox(env: WorkerEnv, config: Settings) {
  if (config.backend !== "local") return null;
  // The same secret the local auth signs with (workers/adapters/local/index.ts), so the links it stored open.
  const secret = () => (config.authTokenSecret ? Promise.resolve(config.authTokenSecret) : localSecret(env.DB, "auth_token_secret"));
  const linkToken = async (linkId: string) => accountLinkToken(await secret(), linkId);
  const remove = (key: string) => env.UPLOADS.delete(key);
  // Webhooks: with the local backend, http://127.0.0.1 receives too (issue 35).
  const webhooks = { store: new D1WebhookStore(env.DB), targets: { resolve: dohResolver(), allowLoopbackHttp: true } };
  return { store: new D1OutboxStore(env.DB, linkToken), sender: new DevMailbox(env.DB), remove, webhooks };
}

/** The queue the dead-letter queue's consumer is named by (wrangler.toml). */
export const DEAD_LETTER_QUEUE = "glowuae-outbox-dead";

function outboxOf(
  env: WorkerEnv,
  config: Settings,
): {
  store: OutboxStore;
  sender: MailSender;
  remove: (key: string) => Promise<void>;
  /** Webhook delivery; null where its store is not written yet (the hosted backend: decision 072). */
  webhooks: { store: WebhookStore; targets: WebhookTargets } | null;
} | null {
  if (config.backend === "local") return localOutbox(env, config);
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY || null;
  if (!serviceRoleKey) return null;
  const service = createSupabaseClients({ url: env.SUPABASE_URL!, anonKey: env.SUPABASE_ANON_KEY!, serviceRoleKey }, null).service()!;
  const storage = new SupabaseStorage(service, env.SITE_ORIGIN);
  return {
    store: new SupabaseOutboxStore(service),
    sender: new CloudflareEmailSender(env.EMAIL, env.MAIL_FROM),
    remove: (key) => storage.remove(key),
    webhooks: null,
  };
}

/** The outbox's queue carries the outbox's events and the webhooks' deliveries (decision 072). */
export type QueueMessage = OutboxMessage | WebhookMessage;
const queueOf = (env: WorkerEnv) => env.OUTBOX_QUEUE as Queue<OutboxMessage>;
const webhookQueueOf = (env: WorkerEnv) => env.OUTBOX_QUEUE as Queue<WebhookMessage>;
const isWebhookMessage = (message: Message<QueueMessage>): message is Message<WebhookMessage> =>
  typeof (message.body as Partial<WebhookMessage>).webhookDeliveryId === "string";

/** After a request that may have changed something: hand its events to the queue without holding the answer. */
export function enqueueAfter(env: WorkerEnv, config: Settings, waitUntil: (promise: Promise<unknown>) => void): void {
  const outbox = outboxOf(env, config);
  // The cron sweep enqueues whatever this misses; a failure here loses nothing.
  if (outbox) waitUntil(enqueuePending(outbox.store, queueOf(env), new Date()).catch(() => 0));
  // A test event or a redelivery the request queued.
  if (outbox?.webhooks) waitUntil(enqueueWebhooks(outbox.webhooks.store, webhookQueueOf(env), new Date()).catch(() => 0));
}

/** The cron's work; files a deletion left behind (its trade licences) are removed here, within ten minutes. */
export async function runScheduled(env: WorkerEnv, config: Settings, at: Date) {
  const outbox = outboxOf(env, config);
  if (!outbox) return { reminders: 0, enqueued: 0, removed: 0 };
  const swept = await sweep(outbox.store, queueOf(env), at);
  if (outbox.webhooks) await enqueueWebhooks(outbox.webhooks.store, webhookQueueOf(env), at);
  return { ...swept, removed: await removeStoredFiles(outbox.store, outbox.remove) };
}

export async function runQueue(batch: MessageBatch<QueueMessage>, env: WorkerEnv, config: Settings): Promise<void> {
  const outbox = outboxOf(env, config);
  if (!outbox) return batch.ackAll(); // never enqueued without a store (see above)
  const webhookMessages = batch.messages.filter(isWebhookMessage);
  const eventMessages = batch.messages.filter((message) => !isWebhookMessage(message)) as Message<OutboxMessage>[];
  if (batch.queue === DEAD_LETTER_QUEUE) {
    // A webhook's message is retried by its own delayed messages, never dead-lettered; any that is has its row.
    for (const message of webhookMessages) message.ack();
    return consumeDead({ ...batch, messages: eventMessages } as MessageBatch<OutboxMessage>, outbox.store);
  }
  const webhooks = outbox.webhooks;
  if (webhooks) {
    await consumeWebhooks(webhookMessages, webhooks.store, webhooks.targets, webhookQueueOf(env));
    // A booking event's deliveries are written before its emails are sent (a failing email must not hold them back).
    const fannedOut: Message<OutboxMessage>[] = [];
    for (const message of eventMessages) {
      try {
        const event = await outbox.store.event(message.body.eventId);
        if (event) await fanOut(event, webhooks.store, new Date());
        fannedOut.push(message);
      } catch {
        message.retry({ delaySeconds: 30 });
      }
    }
    await consume(
      { ...batch, messages: fannedOut } as MessageBatch<OutboxMessage>,
      outbox.store,
      outbox.sender,
      env.SITE_ORIGIN,
      undefined,
      env.SUPPORT_EMAIL || null,
    );
    await enqueueWebhooks(webhooks.store, webhookQueueOf(env), new Date()).catch(() => 0);
    return;
  }
  for (const message of webhookMessages) message.ack();
  await consume(
    { ...batch, messages: eventMessages } as MessageBatch<OutboxMessage>,
    outbox.store,
    outbox.sender,
    env.SITE_ORIGIN,
    undefined,
    env.SUPPORT_EMAIL || null,
  );
}

/** GET /dev/mailbox…: the local backend's mailbox; null (a 404) with the hosted backend. */
export async function devMailbox(env: WorkerEnv, config: Settings, path: string): Promise<Response | null> {
  const outbox = localOutbox(env, config);
  return outbox ? outbox.sender.answer(path) : null;
}
