/**
 * Webhooks (issue 35, decision 072): the signed-in account's endpoints and their deliveries, and the mutations
 * that make, delete, test and redeliver them. Ownership is the scope's (the ownership port), on both adapters.
 */
import { builder } from "../../builder";
import { allowedTo, requireViewer, signedInOrNull } from "../../shared/authorisation";
import { vocabularyEnum } from "../../shared/enum-type";
import { NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import { notAllowed, type NotAllowedResult, type NotSignedInResult } from "../../shared/results";
import { say } from "../../shared/say";
import type { WebhookDeliveryRecord } from "./repository";
import { WEBHOOK_EVENT_TYPES } from "./rules";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhook,
  sendTestWebhookEvent,
  webhookEndpoints,
  type CreateWebhookEndpointResult,
  type DeleteWebhookEndpointResult,
  type RedeliverWebhookResult,
  type SendTestWebhookEventResult,
  type WebhookEndpointView,
} from "./service";

const WebhookEventTypeEnum = vocabularyEnum(
  "WebhookEventType",
  WEBHOOK_EVENT_TYPES,
  "A booking event an endpoint can receive; its `type` in the body is the lower-case dotted name (booking.created …).",
);
const WebhookDeliveryStateEnum = builder.enumType("WebhookDeliveryState", {
  description: "PENDING: being tried (again); DELIVERED: a 2xx answer; FAILED: no 2xx in 24 hours of retries.",
  values: { PENDING: { value: "pending" }, DELIVERED: { value: "delivered" }, FAILED: { value: "failed" } } as const,
});

const WebhookDelivery = builder.objectRef<WebhookDeliveryRecord>("WebhookDelivery").implement({
  description: "One event posted (or being posted) to one endpoint.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type", { description: "The event's type: booking.created … or webhook.test." }),
    state: t.field({ type: WebhookDeliveryStateEnum, resolve: (delivery) => delivery.state }),
    attempts: t.exposeInt("attempts", { description: "Attempts made so far." }),
    lastStatus: t.exposeInt("lastStatus", { nullable: true, description: "The last answer's HTTP status; null when none came." }),
    lastError: t.exposeString("lastError", {
      nullable: true,
      description: "Why the last attempt failed (a timeout, a refused address …).",
    }),
    createdAt: t.exposeString("createdAt", { description: "ISO 8601." }),
    lastAttemptAt: t.exposeString("lastAttemptAt", { nullable: true }),
    nextAttemptAt: t.exposeString("nextAttemptAt", { nullable: true, description: "When it is tried again, while PENDING." }),
    deliveredAt: t.exposeString("deliveredAt", { nullable: true }),
  }),
});

const WebhookEndpoint = builder.objectRef<WebhookEndpointView>("WebhookEndpoint").implement({
  description: "A URL that receives signed booking events for the bookings of the account's providers.",
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url"),
    events: t.field({ type: [WebhookEventTypeEnum], resolve: (endpoint) => endpoint.events }),
    createdAt: t.exposeString("createdAt", { description: "ISO 8601." }),
    recentDeliveries: t.field({
      type: [WebhookDelivery],
      description: "Its latest deliveries, newest first (at most 10).",
      resolve: (endpoint) => endpoint.recentDeliveries,
    }),
  }),
});

builder.queryField("webhookEndpoints", (t) =>
  t.field({
    type: [WebhookEndpoint],
    nullable: true,
    description: "The signed-in account's webhook endpoints, newest first, with their recent deliveries; null when signed out.",
    ...signedInOrNull,
    resolve: async (_root, _args, ctx) => webhookEndpoints(ctx.backend.webhooks, await requireViewer(ctx)),
  }),
);

const CreateWebhookEndpointInput = builder.inputType("CreateWebhookEndpointInput", {
  fields: (t) => ({
    url: t.string({
      required: true,
      description: "https to a public address (checked after resolving the name); http://127.0.0.1 with the local backend.",
    }),
    events: t.field({ type: [WebhookEventTypeEnum], required: true, description: "At least one." }),
  }),
});

const creating = resultMembers<CreateWebhookEndpointResult>();
const WebhookEndpointCreated = creating.withMessage("WebhookEndpointCreated", {
  description: "The endpoint is kept. Its signing secret is answered here only, once.",
  fields: (t) => ({
    endpoint: t.field({ type: WebhookEndpoint, resolve: (result) => result.endpoint }),
    secret: t.exposeString("secret", { description: "Verifies Glow-Signature (HMAC-SHA256 of `<t>.<body>`). Shown only now." }),
  }),
});
const CreateWebhookEndpointInvalid = creating.invalid(
  "CreateWebhookEndpointInvalid",
  "A field was refused (a URL that is not https or points to a private address, no events); nothing was kept.",
);
builder.mutationField("createWebhookEndpoint", (t) =>
  t.field({
    type: resultUnion<CreateWebhookEndpointResult | NotSignedInResult>("CreateWebhookEndpointResult", {
      types: [WebhookEndpointCreated, CreateWebhookEndpointInvalid, NotSignedIn],
    }),
    description: "Adds a webhook endpoint for the signed-in account's providers' bookings; answers its signing secret once.",
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    ...allowedTo({ signIn: say("WEBHOOK_SIGN_IN") }),
    resolve: async (_root, { input }, ctx) =>
      createWebhookEndpoint(ctx.backend.webhooks, ctx.backend.webhookTargets, await requireViewer(ctx), input),
  }),
);

const endpointRule = {
  signIn: say("WEBHOOK_SIGN_IN"),
  owns: (args: { id: string | number }) => ({ kind: "webhookEndpoint" as const, id: String(args.id) }),
  stranger: () => notAllowed(say("WEBHOOK_NOT_YOURS")),
};

const WebhookEndpointDeleted = resultMembers<DeleteWebhookEndpointResult>().withMessage("WebhookEndpointDeleted", {
  description: "The endpoint and its deliveries are gone; nothing more is sent to it.",
  fields: (t) => ({ id: t.exposeID("id") }),
});
builder.mutationField("deleteWebhookEndpoint", (t) =>
  t.field({
    type: resultUnion<DeleteWebhookEndpointResult | NotAllowedResult | NotSignedInResult>("DeleteWebhookEndpointResult", {
      types: [WebhookEndpointDeleted, NotAllowed(), NotSignedIn],
    }),
    description: "Deletes one of the signed-in account's webhook endpoints; anyone else's is NotAllowed.",
    args: { id: t.arg.id({ required: true }) },
    ...allowedTo(endpointRule),
    resolve: async (_root, { id }, ctx) => deleteWebhookEndpoint(ctx.backend.webhooks, await requireViewer(ctx), String(id)),
  }),
);

const WebhookTestQueued = resultMembers<SendTestWebhookEventResult>().withMessage("WebhookTestQueued", {
  description: "A webhook.test event is queued for the endpoint; its delivery shows in the endpoint's recent deliveries.",
  fields: (t) => ({ deliveryId: t.exposeID("deliveryId") }),
});
builder.mutationField("sendTestWebhookEvent", (t) =>
  t.field({
    type: resultUnion<SendTestWebhookEventResult | NotAllowedResult | NotSignedInResult>("SendTestWebhookEventResult", {
      types: [WebhookTestQueued, NotAllowed(), NotSignedIn],
    }),
    description: "Queues a signed webhook.test event to one of the signed-in account's endpoints.",
    args: { id: t.arg.id({ required: true }) },
    ...allowedTo(endpointRule),
    resolve: async (_root, { id }, ctx) =>
      sendTestWebhookEvent(ctx.backend.webhooks, await requireViewer(ctx), String(id), ctx.backend.clock.now()),
  }),
);

const WebhookRedeliveryQueued = resultMembers<RedeliverWebhookResult>().withMessage("WebhookRedeliveryQueued", {
  description: "The delivery is tried again from now (the same event id and body), with a new 24 hours of retries.",
  fields: (t) => ({ deliveryId: t.exposeID("deliveryId") }),
});
builder.mutationField("redeliverWebhook", (t) =>
  t.field({
    type: resultUnion<RedeliverWebhookResult | NotAllowedResult | NotSignedInResult>("RedeliverWebhookResult", {
      types: [WebhookRedeliveryQueued, NotAllowed(), NotSignedIn],
    }),
    description: "Sends one of the signed-in account's deliveries again (a failed one, or any other).",
    args: { deliveryId: t.arg.id({ required: true }) },
    ...allowedTo({
      signIn: say("WEBHOOK_SIGN_IN"),
      owns: (args: { deliveryId: string | number }) => ({ kind: "webhookDelivery" as const, id: String(args.deliveryId) }),
      stranger: () => notAllowed(say("WEBHOOK_NOT_YOURS")),
    }),
    resolve: async (_root, { deliveryId }, ctx) => redeliverWebhook(ctx.backend.webhooks, await requireViewer(ctx), String(deliveryId)),
  }),
);
