/**
 * Webhook endpoints (issue 35, decision 072) on every adapter: an account makes one (the secret answered once,
 * never listed), lists its own with their deliveries, queues a test event, redelivers and deletes; another account
 * is refused each of these in the API (NotAllowed) and sees none of them; a visitor is told to sign in; bad URLs
 * (http, private addresses, IP tricks) and no events are field errors that keep nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { graphqlAs, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

// A public address as an IP literal: accepted without resolving a name (the contract runs offline).
const URL_OK = "https://93.184.216.34/glow-hooks";

const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    __typename
    ... on WebhookEndpointCreated { message secret endpoint { id url events } }
    ... on CreateWebhookEndpointInvalid { fieldErrors { field code } }
    ... on NotSignedIn { message }
  }
}`;
const LIST = `{ webhookEndpoints { id url events createdAt recentDeliveries { id type state attempts lastStatus } } }`;
const DELETE = `mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { __typename ... on WebhookEndpointDeleted { id } ... on NotAllowed { code message } } }`;
const TEST = `mutation ($id: ID!) { sendTestWebhookEvent(id: $id) { __typename ... on WebhookTestQueued { deliveryId } ... on NotAllowed { code message } } }`;
const REDELIVER = `mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { __typename ... on WebhookRedeliveryQueued { deliveryId } ... on NotAllowed { code message } } }`;

export function webhooksContract(subject: ContractSubject) {
  describe("webhook endpoints", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    async function endpointOf(token: string, events = ["BOOKING_CREATED", "BOOKING_CANCELLED"]) {
      const made = await graphqlAs(world, token, CREATE, { input: { url: URL_OK, events } });
      expect(made.createWebhookEndpoint.__typename).toBe("WebhookEndpointCreated");
      return made.createWebhookEndpoint as { secret: string; endpoint: { id: string; url: string; events: string[] } };
    }

    it("makes an endpoint with its secret once, lists it with its test delivery, and deletes it", async () => {
      const owner = await signedUpAccount(world.backend());
      const made = await endpointOf(owner.accessToken, ["BOOKING_CANCELLED", "BOOKING_CREATED", "BOOKING_CREATED"]);
      expect(made.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(made.endpoint).toEqual({ id: made.endpoint.id, url: URL_OK, events: ["BOOKING_CANCELLED", "BOOKING_CREATED"] });

      const test = await graphqlAs(world, owner.accessToken, TEST, { id: made.endpoint.id });
      expect(test.sendTestWebhookEvent.__typename).toBe("WebhookTestQueued");
      const listed = (await graphqlAs(world, owner.accessToken, LIST)).webhookEndpoints;
      expect(listed).toEqual([
        {
          id: made.endpoint.id,
          url: URL_OK,
          events: ["BOOKING_CANCELLED", "BOOKING_CREATED"],
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          recentDeliveries: [
            { id: test.sendTestWebhookEvent.deliveryId, type: "webhook.test", state: "PENDING", attempts: 0, lastStatus: null },
          ],
        },
      ]);
      expect(JSON.stringify(listed)).not.toContain(made.secret);

      const redelivered = await graphqlAs(world, owner.accessToken, REDELIVER, { id: test.sendTestWebhookEvent.deliveryId });
      expect(redelivered.redeliverWebhook).toEqual({
        __typename: "WebhookRedeliveryQueued",
        deliveryId: test.sendTestWebhookEvent.deliveryId,
      });

      const deleted = await graphqlAs(world, owner.accessToken, DELETE, { id: made.endpoint.id });
      expect(deleted.deleteWebhookEndpoint).toEqual({ __typename: "WebhookEndpointDeleted", id: made.endpoint.id });
      expect((await graphqlAs(world, owner.accessToken, LIST)).webhookEndpoints).toEqual([]);
    });

    it("refuses another account everything about an endpoint, and a visitor too", async () => {
      const owner = await signedUpAccount(world.backend());
      const stranger = await signedUpAccount(world.backend());
      const made = await endpointOf(owner.accessToken);
      const test = await graphqlAs(world, owner.accessToken, TEST, { id: made.endpoint.id });
      const deliveryId = test.sendTestWebhookEvent.deliveryId as string;
      const refused = { __typename: "NotAllowed", code: "NOT_ALLOWED", message: "This webhook is not one of yours." };

      expect((await graphqlAs(world, stranger.accessToken, LIST)).webhookEndpoints).toEqual([]);
      expect((await graphqlAs(world, stranger.accessToken, TEST, { id: made.endpoint.id })).sendTestWebhookEvent).toEqual(refused);
      expect((await graphqlAs(world, stranger.accessToken, REDELIVER, { id: deliveryId })).redeliverWebhook).toEqual(refused);
      expect((await graphqlAs(world, stranger.accessToken, DELETE, { id: made.endpoint.id })).deleteWebhookEndpoint).toEqual(refused);
      // Ids that are nobody's (or not ids at all) get the same answer, never an error.
      expect((await graphqlAs(world, stranger.accessToken, DELETE, { id: "not-an-id" })).deleteWebhookEndpoint).toEqual(refused);

      expect((await graphqlAs(world, null, LIST)).webhookEndpoints).toBeNull();
      expect((await graphqlAs(world, null, DELETE, { id: made.endpoint.id })).deleteWebhookEndpoint.__typename).toBe("NotSignedIn");
      const visitor = await graphqlAs(world, null, CREATE, { input: { url: URL_OK, events: ["BOOKING_CREATED"] } });
      expect(visitor.createWebhookEndpoint).toEqual({ __typename: "NotSignedIn", message: "Please sign in to manage your webhooks." });

      // The owner's endpoint and delivery are untouched.
      const listed = (await graphqlAs(world, owner.accessToken, LIST)).webhookEndpoints;
      expect(listed.map((endpoint: { id: string }) => endpoint.id)).toEqual([made.endpoint.id]);
      expect(listed[0].recentDeliveries.map((delivery: { id: string }) => delivery.id)).toEqual([deliveryId]);
    });

    it("refuses URLs that are not https to a public address, and no events, keeping nothing", async () => {
      const owner = await signedUpAccount(world.backend());
      const codeFor = async (url: string, events = ["BOOKING_CREATED"]) => {
        const answer = (await graphqlAs(world, owner.accessToken, CREATE, { input: { url, events } })).createWebhookEndpoint;
        expect(answer.__typename, url).toBe("CreateWebhookEndpointInvalid");
        return answer.fieldErrors.map((error: { field: string; code: string }) => `${error.field}:${error.code}`).join(" ");
      };
      expect(await codeFor("http://93.184.216.34/hook")).toBe("url:WEBHOOK_URL_NOT_HTTPS");
      expect(await codeFor("https://10.0.0.8/hook")).toBe("url:WEBHOOK_URL_NOT_PUBLIC");
      // 10.0.0.1 as one number (127.0.0.1 is allowed with the local backend, so it is not the example here).
      expect(await codeFor("https://167772161/hook")).toBe("url:WEBHOOK_URL_NOT_PUBLIC");
      expect(await codeFor("https://[::ffff:169.254.169.254]/hook")).toBe("url:WEBHOOK_URL_NOT_PUBLIC");
      expect(await codeFor("nonsense")).toBe("url:WEBHOOK_URL_INVALID");
      expect(await codeFor("")).toBe("url:WEBHOOK_URL_REQUIRED");
      expect(await codeFor(URL_OK, [])).toBe("events:WEBHOOK_EVENTS_REQUIRED");
      expect((await graphqlAs(world, owner.accessToken, LIST)).webhookEndpoints).toEqual([]);
    });
  });
}
