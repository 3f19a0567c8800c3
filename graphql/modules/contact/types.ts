/** The contact form's mutation: `sendContactMessage` (anyone; limited per client address). */
import { builder } from "../../builder";
import { answerWithRetryAfter, resultMembers, resultUnion, TooManyAttempts } from "../../shared/result-types";
import { sendContactMessage, type SendContactMessageResult } from "./service";

const member = resultMembers<SendContactMessageResult>();
const ContactMessageSent = member.withMessage("ContactMessageSent", {
  description: "The message is kept and on its way to the support address (by email, through the outbox).",
});
const SendContactMessageInvalid = member.invalid(
  "SendContactMessageInvalid",
  "A field was refused; nothing was kept. Field names are SendContactMessageInput's.",
);
const SendContactMessageResultRef = resultUnion<SendContactMessageResult>("SendContactMessageResult", {
  types: [ContactMessageSent, SendContactMessageInvalid, TooManyAttempts],
});

const SendContactMessageInput = builder.inputType("SendContactMessageInput", {
  fields: (t) => ({
    name: t.string({ required: true, description: "At most 200 characters." }),
    email: t.string({ required: true, description: "Where support replies." }),
    subject: t.string({ required: true, description: "At most 200 characters, e.g. 'BusinessInquiry'." }),
    message: t.string({ required: true, description: "At most 5,000 characters." }),
  }),
});

builder.mutationField("sendContactMessage", (t) =>
  t.field({
    type: SendContactMessageResultRef,
    description:
      "Sends a message to the site's support team: kept, and emailed to the support address through the outbox. " +
      "Limited per client address (TooManyAttempts, HTTP 429).",
    args: { input: t.arg({ type: SendContactMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => answerWithRetryAfter(ctx, await sendContactMessage(ctx, input)),
  }),
);
