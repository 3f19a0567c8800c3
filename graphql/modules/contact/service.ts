/**
 * The contact form (issue #33): a message is checked by the form's own schema, kept, and sent to the
 * support address through the outbox (the insert writes the event: 0036). Anyone may send one, limited
 * per client address.
 */
import type { GraphQLContext } from "../../context";
import { refuseOverLimit } from "../../shared/rate-limits";
import type { FieldErrors, TooManyAttemptsResult } from "../../shared/results";
import { parseInput } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import { contactSchema, type ContactField } from "./contact-schema";

export type SendContactMessageResult =
  | { kind: "ContactMessageSent"; message: CodedMessage }
  | { kind: "SendContactMessageInvalid"; message: CodedMessage; fieldErrors: FieldErrors<ContactField> }
  | TooManyAttemptsResult;

export async function sendContactMessage(ctx: GraphQLContext, input: unknown): Promise<SendContactMessageResult> {
  const limited = await refuseOverLimit(ctx.rateLimits, "publicMessagesByAddress", `contact:${ctx.clientAddress}`, "contact message");
  if (limited) return limited;
  const checked = parseInput(contactSchema, input);
  if (!checked.ok) {
    return {
      kind: "SendContactMessageInvalid",
      message: say("DETAILS_NEED_ATTENTION"),
      fieldErrors: checked.errors as FieldErrors<ContactField>,
    };
  }
  await ctx.backend.contact.submit({ ...checked.value, locale: ctx.locale });
  return { kind: "ContactMessageSent", message: say("CONTACT_SENT") };
}
