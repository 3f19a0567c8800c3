/**
 * The outbox's moving parts (docs/decisions/047-one-outbox.md): committed events go to the queue (right
 * after the request that wrote them, and from the cron sweep for any the request did not hand over);
 * the queue's consumer sends each event's messages once per recipient, retrying with backoff; a message
 * that keeps failing ends in the dead-letter queue, whose consumer marks its event dead for a reviewer to see
 * (and send again: docs/decisions/060-dead-letters-and-deletion-follow-ups.md).
 */
import { reminderWindow } from "../../graphql/modules/bookings/reminders";
import { REMINDER_DAYS_BEFORE } from "../../graphql/modules/clinics/rules";
import { dubaiNow } from "../../graphql/shared/dubai-time";
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

/**
 * The cron trigger's work: decline the requests left unanswered (issue 32; each writes its booking_declined), record
 * the reminders now due (once each) and the clinics' licence reminders (30 days before expiry, once per expiry date,
 * issue 37), then enqueue whatever is waiting.
 */
export async function sweep(store: OutboxStore, queue: Queue<OutboxMessage>, now: Date): Promise<{ reminders: number; enqueued: number }> {
  // First, so the declines' messages go out with this sweep's enqueue.
  await store.declineUnansweredRequests(now);
  const reminders = await store.recordDueReminders(reminderWindow(now));
  await store.recordLicenceReminders(dubaiNow(now).date, REMINDER_DAYS_BEFORE);
  return { reminders, enqueued: await enqueuePending(store, queue, now) };
}

/** A send that failed, its failure already recorded on the event. */
class SendFailed extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Seconds before the n-th retry: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * Sends one event's messages, each at most once; when any could not be sent (the rest stay sent), records the
 * failure on the event (the last error, every address that failed) and throws.
 */
export async function deliver(
  eventId: string,
  store: OutboxStore,
  sender: MailSender,
  origin: string,
  now: () => Date,
  supportAddress: string | null = null,
): Promise<void> {
  const event = await store.event(eventId);
  if (!event) return; // gone (a reset database): nothing to tell
  let error: unknown = null;
  const failedTo: string[] = [];
  for (const outgoing of await compose(event, store, origin, now(), supportAddress)) {
    const at = now();
    if (!(await store.claim(event.id, outgoing.recipient, at, new Date(at.getTime() - CLAIM_TIMEOUT_MS)))) continue;
    try {
      await sender.send(outgoing.mail);
    } catch (failure) {
      await store.release(event.id, outgoing.recipient);
      error = failure;
      failedTo.push(outgoing.mail.to);
      continue;
    }
    await store.markSent(event.id, outgoing.recipient, now());
  }
  if (failedTo.length === 0) return;
  await store.recordFailure(event.id, { error: errorText(error), failedTo: failedTo.join(", ") }, now());
  throw new SendFailed(errorText(error));
}

/** The queue consumer: each message acknowledged once its event is delivered, retried later otherwise. */
export async function consume(
  batch: MessageBatch<OutboxMessage>,
  store: OutboxStore,
  sender: MailSender,
  origin: string,
  now: () => Date = () => new Date(),
  supportAddress: string | null = null,
): Promise<void> {
  for (const message of batch.messages) {
    try {
      await deliver(message.body.eventId, store, sender, origin, now, supportAddress);
      message.ack();
    } catch (error) {
      // A failure before any send (reading the event, composing) is recorded here; a lost record loses no retry.
      if (!(error instanceof SendFailed))
        await store.recordFailure(message.body.eventId, { error: errorText(error), failedTo: null }, now()).catch(() => undefined);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The dead-letter queue's consumer: each event whose retries all failed is marked dead, never silently dropped. */
export async function consumeDead(
  batch: MessageBatch<OutboxMessage>,
  store: OutboxStore,
  now: () => Date = () => new Date(),
): Promise<void> {
  for (const message of batch.messages) {
    try {
      await store.markDead(message.body.eventId, now());
      message.ack();
    } catch {
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/**
 * Removes from storage the files whose rows are gone (a deleted registration's trade licence), recorded by the
 * delete's own transaction; each stays recorded until storage has removed it, so the next sweep retries.
 */
export async function removeStoredFiles(store: OutboxStore, remove: (key: string) => Promise<void>): Promise<number> {
  const keys = await store.pendingRemovals(BATCH);
  const removed: string[] = [];
  for (const key of keys) {
    try {
      await remove(key);
      removed.push(key);
    } catch {
      // kept for the next sweep
    }
  }
  await store.removalsDone(removed);
  return removed.length;
}
