/**
 * Dead letters for reviewers (decision 060). The fields' `reviewer` scope lets only reviewers through
 * (graphql/shared/authorisation.ts); the hosted database asks the role again.
 */
import type { Backend } from "../../shared/ports";
import { say, type CodedMessage } from "../../shared/say";
import type { DeadLetter } from "./repository";

export type SendAgainResult = { kind: "DeadLetterQueued"; eventId: string } | { kind: "DeadLetterNotDead"; message: CodedMessage };

export const deadLetters = (backend: Backend): Promise<DeadLetter[]> => backend.deadLetters.list();

/** Queues a dead event once more; a second request for it (a double click, another reviewer) queues nothing. */
export async function sendAgain(backend: Backend, eventId: string): Promise<SendAgainResult> {
  return (await backend.deadLetters.sendAgain(eventId))
    ? { kind: "DeadLetterQueued", eventId }
    : { kind: "DeadLetterNotDead", message: say("OUTBOX_NOT_DEAD") };
}
