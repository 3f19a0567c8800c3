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

function localOutbox(env: WorkerEnv, config: Settings) {
  if (config.backend !== "local") return null;
  // The same secret the local auth signs with (workers/adapters/local/index.ts), so the links it stored open.
  const secret = () => (config.authTokenSecret ? Promise.resolve(config.authTokenSecret) : localSecret(env.DB, "auth_token_secret"));
  const linkToken = async (linkId: string) => accountLinkToken(await secret(), linkId);
  const remove = (key: string) => env.UPLOADS.delete(key);
  return { store: new D1OutboxStore(env.DB, linkToken), sender: new DevMailbox(env.DB), remove };
}

/** The queue the dead-letter queue's consumer is named by (wrangler.toml). */
export const DEAD_LETTER_QUEUE = "glowuae-outbox-dead";

function outboxOf(
  env: WorkerEnv,
  config: Settings,
): { store: OutboxStore; sender: MailSender; remove: (key: string) => Promise<void> } | null {
  if (config.backend === "local") return localOutbox(env, config);
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY || null;
  if (!serviceRoleKey) return null;
  const service = createSupabaseClients({ url: env.SUPABASE_URL!, anonKey: env.SUPABASE_ANON_KEY!, serviceRoleKey }, null).service()!;
  const storage = new SupabaseStorage(service, env.SITE_ORIGIN);
  return {
    store: new SupabaseOutboxStore(service),
    sender: new CloudflareEmailSender(env.EMAIL, env.MAIL_FROM),
    remove: (key) => storage.remove(key),
  };
}

const queueOf = (env: WorkerEnv) => env.OUTBOX_QUEUE as Queue<OutboxMessage>;

/** After a request that may have changed something: hand its events to the queue without holding the answer. */
export function enqueueAfter(env: WorkerEnv, config: Settings, waitUntil: (promise: Promise<unknown>) => void): void {
  const outbox = outboxOf(env, config);
  // The cron sweep enqueues whatever this misses; a failure here loses nothing.
  if (outbox) waitUntil(enqueuePending(outbox.store, queueOf(env), new Date()).catch(() => 0));
}

/** The cron's work; files a deletion left behind (its trade licences) are removed here, within ten minutes. */
export async function runScheduled(env: WorkerEnv, config: Settings, at: Date) {
  const outbox = outboxOf(env, config);
  if (!outbox) return { reminders: 0, enqueued: 0, removed: 0 };
  return { ...(await sweep(outbox.store, queueOf(env), at)), removed: await removeStoredFiles(outbox.store, outbox.remove) };
}

export async function runQueue(batch: MessageBatch<OutboxMessage>, env: WorkerEnv, config: Settings): Promise<void> {
  const outbox = outboxOf(env, config);
  if (!outbox) return batch.ackAll(); // never enqueued without a store (see above)
  if (batch.queue === DEAD_LETTER_QUEUE) return consumeDead(batch, outbox.store);
  await consume(batch, outbox.store, outbox.sender, env.SITE_ORIGIN, undefined, env.SUPPORT_EMAIL || null);
}

/** GET /dev/mailbox…: the local backend's mailbox; null (a 404) with the hosted backend. */
export async function devMailbox(env: WorkerEnv, config: Settings, path: string): Promise<Response | null> {
  const outbox = localOutbox(env, config);
  return outbox ? outbox.sender.answer(path) : null;
}
