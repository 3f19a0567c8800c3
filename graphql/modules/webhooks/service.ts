/**
 * Webhook endpoints for the signed-in account (issue 35, decision 072). The fields' scopes let through only the
 * signed-in account, and only for endpoints and deliveries it owns (graphql/shared/authorisation.ts, the ownership
 * port); the repository is asked with that account again, so a write never touches another's row.
 */
import type { SessionUser } from "../accounts/auth-port";
import { notAllowed, parseInput, type FieldErrors, type NotAllowedResult } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookRepository, WebhookTargets } from "./repository";
import { checkWebhookUrl, newSigningSecret, TEST_EVENT_TYPE, webhookBody } from "./rules";
import { webhookEndpointSchema, type WebhookField } from "./webhook-schema";

/** How many of each endpoint's deliveries the list shows. */
export const RECENT_DELIVERIES = 10;

export interface WebhookEndpointView extends WebhookEndpointRecord {
  recentDeliveries: WebhookDeliveryRecord[];
}

export type CreateWebhookEndpointResult =
  | { kind: "WebhookEndpointCreated"; message: CodedMessage; endpoint: WebhookEndpointView; secret: string }
  | { kind: "CreateWebhookEndpointInvalid"; message: CodedMessage; fieldErrors: FieldErrors<WebhookField> };

export type DeleteWebhookEndpointResult = { kind: "WebhookEndpointDeleted"; message: CodedMessage; id: string };
export type SendTestWebhookEventResult = { kind: "WebhookTestQueued"; message: CodedMessage; deliveryId: string };
export type RedeliverWebhookResult = { kind: "WebhookRedeliveryQueued"; message: CodedMessage; deliveryId: string };

export async function webhookEndpoints(webhooks: WebhookRepository, viewer: SessionUser): Promise<WebhookEndpointView[]> {
  const endpoints = await webhooks.ofAccount(viewer.id);
  if (endpoints.length === 0) return [];
  const deliveries = await webhooks.recentDeliveries(
    viewer.id,
    endpoints.map((endpoint) => endpoint.id),
    RECENT_DELIVERIES,
  );
  return endpoints.map((endpoint) => ({
    ...endpoint,
    recentDeliveries: deliveries.filter((delivery) => delivery.endpointId === endpoint.id),
  }));
}

/** Checks the URL (after resolving its name) and the events, stores the endpoint, and answers its secret, once. */
export async function createWebhookEndpoint(
  webhooks: WebhookRepository,
  targets: WebhookTargets,
  viewer: SessionUser,
  input: unknown,
): Promise<CreateWebhookEndpointResult> {
  const invalid = (fieldErrors: FieldErrors<WebhookField>): CreateWebhookEndpointResult => ({
    kind: "CreateWebhookEndpointInvalid",
    message: say("DETAILS_NEED_ATTENTION"),
    fieldErrors,
  });
  const checked = parseInput(webhookEndpointSchema, input);
  if (!checked.ok) return invalid(checked.errors as FieldErrors<WebhookField>);
  const target = await checkWebhookUrl(checked.value.url, targets.resolve, targets.allowLoopbackHttp);
  if (!target.ok) return invalid({ url: say(target.code) });
  const secret = newSigningSecret();
  const endpoint = await webhooks.create(viewer.id, { url: target.url.href, events: checked.value.events, secret });
  return { kind: "WebhookEndpointCreated", message: say("WEBHOOK_CREATED"), endpoint: { ...endpoint, recentDeliveries: [] }, secret };
}

export async function deleteWebhookEndpoint(
  webhooks: WebhookRepository,
  viewer: SessionUser,
  id: string,
): Promise<DeleteWebhookEndpointResult> {
  await webhooks.delete(viewer.id, id);
  return { kind: "WebhookEndpointDeleted", message: say("WEBHOOK_DELETED"), id };
}

/** A webhook.test event to the endpoint, through the queue like any other (never posted from this request). */
export async function sendTestWebhookEvent(
  webhooks: WebhookRepository,
  viewer: SessionUser,
  endpointId: string,
  now: Date,
): Promise<SendTestWebhookEventResult | NotAllowedResult> {
  const body = webhookBody({
    id: `evt_test_${crypto.randomUUID().replaceAll("-", "")}`,
    type: TEST_EVENT_TYPE,
    createdAt: now.toISOString(),
    data: { endpointId, message: "This is a test event from GlowUAE." },
  });
  const deliveryId = await webhooks.queueTest(viewer.id, endpointId, body);
  return deliveryId ? { kind: "WebhookTestQueued", message: say("WEBHOOK_TEST_QUEUED"), deliveryId } : notAllowed(say("WEBHOOK_NOT_YOURS"));
}

export async function redeliverWebhook(
  webhooks: WebhookRepository,
  viewer: SessionUser,
  deliveryId: string,
): Promise<RedeliverWebhookResult | NotAllowedResult> {
  return (await webhooks.redeliver(viewer.id, deliveryId))
    ? { kind: "WebhookRedeliveryQueued", message: say("WEBHOOK_REDELIVERY_QUEUED"), deliveryId }
    : notAllowed(say("WEBHOOK_NOT_YOURS"));
}
