/** Dead letters (reviewers only): the undelivered messages, and "Send again" (decision 060). */
import { builder } from "../../builder";
import { reviewerOnly, reviewerOrNull } from "../../shared/authorisation";
import { NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import type { NotAllowedResult, NotSignedInResult } from "../../shared/results";
import { say } from "../../shared/say";
import type { DeadLetter as DeadLetterRecord } from "./repository";
import { deadLetters, sendAgain, type SendAgainResult } from "./service";

const DeadLetter = builder.objectRef<DeadLetterRecord>("DeadLetter").implement({
  description: "A message the outbox could not deliver after every retry (the dead-letter queue had it).",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The outbox event's id." }),
    kind: t.exposeString("kind", { description: "What it tells: booking_created, account_deleted …" }),
    recipient: t.exposeString("recipient", {
      nullable: true,
      description: "The addresses whose send failed last time (comma-separated); null when none was tried.",
    }),
    error: t.exposeString("error", { description: "The last failure's error." }),
    attempts: t.exposeInt("attempts", { description: "How many deliveries failed." }),
    deadAt: t.exposeString("deadAt", { description: "When it was given up on (ISO 8601)." }),
  }),
});

const sending = resultMembers<SendAgainResult>();
const DeadLetterQueued = sending("DeadLetterQueued").implement({
  description: "The message is queued again, once; recipients it reached before are not sent it twice.",
  fields: (t) => ({ eventId: t.exposeID("eventId") }),
});
const DeadLetterNotDead = sending.withMessage("DeadLetterNotDead", {
  description: "Nothing was queued: the message is not dead (it was sent again already, or there is no such message).",
});
const SendAgainResultRef = resultUnion<SendAgainResult | NotAllowedResult | NotSignedInResult>("SendDeadLetterAgainResult", {
  types: [DeadLetterQueued, DeadLetterNotDead, NotAllowed(), NotSignedIn],
});

builder.queryField("deadLetters", (t) =>
  t.field({
    type: [DeadLetter],
    nullable: true,
    description: "Undelivered messages, newest first (at most 200). Reviewers only: null for anyone else.",
    ...reviewerOrNull,
    resolve: (_root, _args, ctx) => deadLetters(ctx.backend),
  }),
);

builder.mutationField("sendDeadLetterAgain", (t) =>
  t.field({
    type: SendAgainResultRef,
    description: "Queues a dead message again, exactly once however often it is asked. Reviewers only.",
    args: { eventId: t.arg.id({ required: true }) },
    ...reviewerOnly(say("OUTBOX_SIGN_IN"), say("OUTBOX_REVIEWERS_ONLY")),
    resolve: (_root, { eventId }, ctx) => sendAgain(ctx.backend, String(eventId)),
  }),
);
