/**
 * Delivery on the hosted backend (issue 31; docs/decisions/053-hosted-outbox-delivery.md): the Worker's sweep and
 * queue consumer (workers/outbox/delivery.ts) over the Supabase outbox store, with Supabase faked at its HTTP
 * boundary and the mail sender recording what it is given (in production Cloudflare's email binding).
 */
import { describe, expect, it } from "vitest";
import { consume, sweep, type OutboxMessage } from "../../workers/outbox/delivery";
import type { Mail, MailSender } from "../../workers/outbox/mail";
import { BOOKING_LIMITS, newBooking } from "./backend-contract";
import { FakeSupabase } from "./fake-supabase";
import { backendFor, ORIGIN, outboxFor } from "./supabase-backend";

/** A sender that keeps what it sends, and refuses while `failing`. */
function recordingSender() {
  const sent: Mail[] = [];
  const sender: MailSender & { sent: Mail[]; failing: boolean } = {
    sent,
    failing: false,
    async send(mail) {
      if (sender.failing) throw new Error("the mail service refused");
      sent.push(mail);
    },
  };
  return sender;
}

/** A queue that keeps the messages handed to it. */
function recordingQueue() {
  const messages: OutboxMessage[] = [];
  const queue = { sendBatch: async (batch: { body: OutboxMessage }[]) => void messages.push(...batch.map((item) => item.body)) };
  return { messages, queue: queue as unknown as Queue<OutboxMessage> };
}

/** A queue batch of these messages, recording which were acknowledged and which retried. */
function batchOf(messages: OutboxMessage[]) {
  const outcome = { acked: 0, retried: 0 };
  const batch = {
    messages: messages.map((body) => ({
      body,
      attempts: 1,
      ack: () => void (outcome.acked += 1),
      retry: () => void (outcome.retried += 1),
    })),
  };
  return { outcome, batch: batch as unknown as MessageBatch<OutboxMessage> };
}

describe("delivery on the hosted backend", () => {
  it("sweeps a committed booking's event to the queue once, and sends the customer's confirmation and the listing's alert once each", async () => {
    const fake = new FakeSupabase();
    const store = outboxFor(fake);
    const booking = newBooking("2030-01-07", "10:00", "11:00", { locale: "ar" });
    expect((await backendFor(fake).bookings.insertIfFree(booking, BOOKING_LIMITS)).kind).toBe("created");

    const { messages, queue } = recordingQueue();
    expect(await sweep(store, queue, new Date())).toEqual({ reminders: 0, enqueued: 1 });
    expect(await sweep(store, queue, new Date())).toEqual({ reminders: 0, enqueued: 0 });

    const sender = recordingSender();
    sender.failing = true;
    const failed = batchOf(messages);
    await consume(failed.batch, store, sender, ORIGIN);
    expect(failed.outcome).toEqual({ acked: 0, retried: 1 });

    sender.failing = false;
    for (const _ of [1, 2]) {
      const delivered = batchOf(messages);
      await consume(delivered.batch, store, sender, ORIGIN);
      expect(delivered.outcome).toEqual({ acked: 1, retried: 0 });
    }
    const toCustomer = sender.sent.filter((mail) => mail.to === booking.customerEmail);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.subject).toBe("تأكيد الحجز: Haircut & Blow-dry لدى Glamour Spot");
    expect(toCustomer[0]!.attachments.map((file) => file.filename)).toEqual([`booking-${booking.id}.ics`]);
    // Glamour Spot has no owner account on the hosted seed: its business address is told instead.
    expect(sender.sent.filter((mail) => mail.to !== booking.customerEmail).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^New booking:/),
    ]);
  });
});
