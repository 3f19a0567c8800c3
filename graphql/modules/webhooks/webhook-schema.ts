/**
 * The webhook form's rules as one zod schema (createWebhookEndpoint and the /developers/webhooks action): a URL and
 * at least one event. Where the URL points is checked after this, by checkWebhookUrl (it resolves the name).
 */
import * as z from "zod";
import { MESSAGES } from "../../shared/messages";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH } from "./rules";

export const WEBHOOK_FIELDS = ["url", "events"] as const;
export type WebhookField = (typeof WEBHOOK_FIELDS)[number];

export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: MESSAGES.WEBHOOK_URL_REQUIRED })
    .trim()
    .min(1, { error: MESSAGES.WEBHOOK_URL_REQUIRED })
    .max(WEBHOOK_URL_MAX_LENGTH, { error: MESSAGES.WEBHOOK_URL_INVALID }),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES), { error: MESSAGES.WEBHOOK_EVENTS_REQUIRED })
    .min(1, { error: MESSAGES.WEBHOOK_EVENTS_REQUIRED })
    .transform((events) => [...new Set(events)].sort()),
});
