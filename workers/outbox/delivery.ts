/**
 * The outbox's moving parts (docs/decisions/047-one-outbox.md): committed events go to the queue (right
 * after the request that wrote them, and from the cron sweep for any the request did not hand over);
 * the queue's consumer sends each event's messages once per recipient, retrying with backoff; a message
 * that keeps failing ends in the dead-letter queue.
 */
import { reminderWindow } from "../../graphql/modules/bookings/reminders";
import { compose } from "./compose";
import type { MailSender } from "./mail";
import type { OutboxStore } from "./outbox-store";

export interface OutboxMessage {
  eventId: string;
}

const BATCH = 100;
/** A claim older than this was made by a consumer that died before recording its send: it may be taken over. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;

/** Hands every committed, not yet enqueued event to the queue, then marks it enqueued. Returns how many. */
export async function enqueuePending(store: OutboxStore, queue: Queue<OutboxMessage>, now: Date): Promise<number> {
  let handed = 0;
  for (;;) {
    const events = await store.notEnqueued(BATCH);
    if (events.length === 0) return handed;
    // Sent before marked: a Worker dying in between sends an event twice to the queue, which delivery tolerates.
    await queue.sendBatch(events.map((event) => ({ body: { eventId: event.id }, contentType: "json" as const })));
    await store.markEnqueued(
      events.map((event) => event.id),
      now,
    );
    handed += events.length;
    if (events.length < BATCH) return handed;
  }
}

/** The cron trigger's work: record the reminders now due (once each), then enqueue whatever is waiting. */
export async function sweep(store: OutboxStore, queue: Queue<OutboxMessage>, now: Date): Promise<{ reminders: number; enqueued: number }> {
  const reminders = await store.recordDueReminders(reminderWindow(now));
  return { reminders, enqueued: await enqueuePending(store, queue, now) };
}

/** Seconds before the n-th retry: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

/** Sends one event's messages, each at most once; throws when one could not be sent (the rest stay sent). */
export async function deliver(eventId: string, store: OutboxStore, sender: MailSender, origin: string, now: () => Date): Promise<void> {
  const event = await store.event(eventId);
  if (!event) return; // gone (a reset database): nothing to tell
  let failure: unknown = null;
  for (const outgoing of await compose(event, store, origin, now())) {
    const at = now();
    if (!(await store.claim(event.id, outgoing.recipient, at, new Date(at.getTime() - CLAIM_TIMEOUT_MS)))) continue;
    try {
      await sender.send(outgoing.mail);
    } catch (error) {
      await store.release(event.id, outgoing.recipient);
      failure ??= error;
      continue;
    }
    await store.markSent(event.id, outgoing.recipient, now());
  }
  if (failure) throw failure;
}

/** The queue consumer: each message acknowledged once its event is delivered, retried later otherwise. */
export async function consume(
  batch: MessageBatch<OutboxMessage>,
  store: OutboxStore,
  sender: MailSender,
  origin: string,
  now: () => Date = () => new Date(),
): Promise<void> {
  for (const message of batch.messages) {
    try {
      await deliver(message.body.eventId, store, sender, origin, now);
      message.ack();
    } catch {
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
