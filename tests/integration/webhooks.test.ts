/**
 * Webhooks in workerd (issue 35, decision 072): a booking of an owner's provider reaches the owner's endpoint on a
 * local receiver (tests/integration/webhook-receiver.ts, Node) through the outbox's queue, signed so the receiver's
 * own check passes; another account's endpoint gets nothing; a failing receiver is tried again with backoff, kept
 * as failed after 24 hours, and redelivered on request; a test event goes the same way.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import type { QueueMessage } from "../../workers/outbox/wiring";
import { WEBHOOK_RECEIVER_PORT } from "./webhook-receiver";
import { book, openDay } from "./outbox-helpers";
import { postGraphQL, signedUpAccount } from "./http";

const RECEIVER = `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}`;
const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { __typename ... on WebhookEndpointCreated { secret endpoint { id } } } }`;

let names = 0;
const receiverName = () => `hooks-${Date.now().toString(36)}-${(names += 1)}`;

async function runQueue(bodies: QueueMessage[]) {
  const batch = createMessageBatch<QueueMessage>(
    "glowuae-outbox",
    bodies.map((body, index) => ({ id: `w-${index}-${Date.now()}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env as never);
  return getQueueResult(batch, ctx);
}

/** An account owning Glamour Spot with an endpoint at the receiver's `path` (hooks or fail) for `events`. */
async function endpointAt(kind: "hooks" | "fail", events: string[], owner = true) {
  const account = await signedUpAccount();
  const { id: accountId } = (await env.DB.prepare("SELECT id FROM accounts WHERE email = ?1").bind(account.email).first<{ id: string }>())!;
  if (owner) await env.DB.prepare("UPDATE providers SET owner_id = ?1 WHERE id = 'glamour-spot'").bind(accountId).run();
  const name = receiverName();
  const { body } = await postGraphQL(
    CREATE,
    { input: { url: `${RECEIVER}/${kind}/${name}`, events } },
    { authorization: `Bearer ${account.accessToken}` },
  );
  const made = body.data.createWebhookEndpoint;
  expect(made.__typename).toBe("WebhookEndpointCreated");
  await fetch(`${RECEIVER}/secret/${name}`, { method: "POST", body: made.secret });
  return { name, endpointId: made.endpoint.id as string, token: account.accessToken };
}

const received = async (name: string) =>
  (await (await fetch(`${RECEIVER}/received/${name}`)).json()) as { signature: string | null; body: string; valid: boolean }[];
const eventIdOf = async (subject: string, kind: string) =>
  (await env.DB.prepare("SELECT id FROM outbox_events WHERE subject_id = ? AND kind = ?").bind(subject, kind).first<string>("id"))!;
const deliveriesOf = (endpointId: string) =>
  env.DB.prepare(
    "SELECT id, type, state, attempts, last_status, next_attempt_at, first_attempt_at, enqueued_at FROM webhook_deliveries WHERE endpoint_id = ?1 ORDER BY created_at",
  )
    .bind(endpointId)
    .all<Record<string, any>>()
    .then((result) => result.results);

describe("webhooks", () => {
  it("a booking's booking.created reaches the owner's endpoint, signed; another account's endpoint gets nothing", async () => {
    const stranger = await endpointAt("hooks", ["BOOKING_CREATED"], false);
    const owner = await endpointAt("hooks", ["BOOKING_CREATED", "BOOKING_CANCELLED"]);
    const bookingId = await book(openDay(30), "11:00");
    const eventId = await eventIdOf(bookingId, "booking_created");

    await runQueue([{ eventId }]);
    const [delivery] = await deliveriesOf(owner.endpointId);
    expect(delivery).toMatchObject({ type: "booking.created" });
    expect(await deliveriesOf(stranger.endpointId)).toEqual([]);
    // The same event handled twice (a redelivered queue message) makes no second delivery.
    await runQueue([{ eventId }]);
    expect(await deliveriesOf(owner.endpointId)).toHaveLength(1);

    await runQueue([{ webhookDeliveryId: delivery!.id }]);
    const arrived = await received(owner.name);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.valid).toBe(true);
    expect(arrived[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const body = JSON.parse(arrived[0]!.body);
    expect(Object.keys(body)).toEqual(["id", "type", "createdAt", "data"]);
    expect(body).toMatchObject({
      id: `evt_${eventId}`,
      type: "booking.created",
      data: { booking: { id: bookingId, providerId: "glamour-spot" } },
    });
    expect((await deliveriesOf(owner.endpointId))[0]).toMatchObject({ state: "delivered", attempts: 1, last_status: 200 });
    // Delivered once: a second message for it posts nothing.
    await runQueue([{ webhookDeliveryId: delivery!.id }]);
    expect(await received(owner.name)).toHaveLength(1);
    expect(await received(stranger.name)).toEqual([]);
  });

  it("a failing endpoint is tried again with backoff, kept as failed after 24 hours, and redelivered on request", async () => {
    const owner = await endpointAt("fail", ["BOOKING_CREATED"]);
    const bookingId = await book(openDay(31), "12:00");
    await runQueue([{ eventId: await eventIdOf(bookingId, "booking_created") }]);
    const [delivery] = await deliveriesOf(owner.endpointId);

    const before = Date.now();
    await runQueue([{ webhookDeliveryId: delivery!.id }]);
    const retrying = (await deliveriesOf(owner.endpointId))[0]!;
    expect(retrying).toMatchObject({ state: "pending", attempts: 1, last_status: 500 });
    const wait = Date.parse(retrying.next_attempt_at) - before;
    expect(wait).toBeGreaterThanOrEqual(55_000);
    expect(wait).toBeLessThanOrEqual(65_000);
    expect((await received(owner.name))[0]!.valid).toBe(true);

    // 24 hours after its first attempt, the next failure is the last.
    await env.DB.prepare("UPDATE webhook_deliveries SET first_attempt_at = ?2, next_attempt_at = ?3 WHERE id = ?1")
      .bind(delivery!.id, new Date(Date.now() - 25 * 3600_000).toISOString(), new Date().toISOString())
      .run();
    await runQueue([{ webhookDeliveryId: delivery!.id }]);
    expect((await deliveriesOf(owner.endpointId))[0]).toMatchObject({
      state: "failed",
      attempts: 2,
      last_status: 500,
      next_attempt_at: null,
    });

    const redeliver = await postGraphQL(
      `mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { __typename } }`,
      { id: delivery!.id },
      { authorization: `Bearer ${owner.token}` },
    );
    expect(redeliver.body.data.redeliverWebhook.__typename).toBe("WebhookRedeliveryQueued");
    await runQueue([{ webhookDeliveryId: delivery!.id }]);
    expect((await deliveriesOf(owner.endpointId))[0]).toMatchObject({ state: "pending", attempts: 3 });
    expect(await received(owner.name)).toHaveLength(3);
  });

  it("a test event goes through the queue to the receiver, signed", async () => {
    const owner = await endpointAt("hooks", ["BOOKING_CANCELLED"]);
    const queued = await postGraphQL(
      `mutation ($id: ID!) { sendTestWebhookEvent(id: $id) { __typename ... on WebhookTestQueued { deliveryId } } }`,
      { id: owner.endpointId },
      { authorization: `Bearer ${owner.token}` },
    );
    const deliveryId = queued.body.data.sendTestWebhookEvent.deliveryId as string;
    await runQueue([{ webhookDeliveryId: deliveryId }]);
    const [arrived] = await received(owner.name);
    expect(arrived!.valid).toBe(true);
    expect(JSON.parse(arrived!.body)).toMatchObject({ type: "webhook.test", data: { endpointId: owner.endpointId } });
  });
});
