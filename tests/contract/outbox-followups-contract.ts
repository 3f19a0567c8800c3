/**
 * Dead letters and the account deletion's follow-ups on every adapter (docs/decisions/060-dead-letters-and-deletion-follow-ups.md):
 * a failed delivery recorded on its event, the dead letter shown to reviewers only and sent again exactly once;
 * the deletion's confirmation event carrying its address and language; the account's pending registration deleted
 * with it and its trade licence recorded for removal from storage.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { registerBusiness } from "../../graphql/modules/businesses/service";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { PDF } from "../fixtures/upload-files";
import { drain } from "./outbox-contract";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const PASSWORD = "correct horse battery staple";
const DEAD_LETTERS = `query { deadLetters { id kind recipient error attempts deadAt } }`;
const SEND_AGAIN = `mutation ($eventId: ID!) { sendDeadLetterAgain(eventId: $eventId) {
  __typename
  ... on DeadLetterQueued { eventId }
  ... on DeadLetterNotDead { code message }
  ... on NotAllowed { code message }
  ... on NotSignedIn { message }
} }`;

export function outboxFollowUpsContract(subject: ContractSubject) {
  describe("dead letters", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("records each failure on the event; a dead letter is shown to reviewers only, and sent again exactly once", async () => {
      if (!world.outbox || !world.makeReviewer) return;
      const store = world.outbox();
      await drain(store);
      const booking = newBooking(world.freshDay(), "10:00", "11:00");
      expect((await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS)).kind).toBe("created");
      const [event] = await store.notEnqueued(100);
      await store.markEnqueued([event!.id], new Date());
      await store.recordFailure(event!.id, { error: "Error: first", failedTo: null }, new Date());
      await store.recordFailure(event!.id, { error: "Error: the mailbox is full", failedTo: "mariam@example.com" }, new Date());
      await store.markDead(event!.id, new Date("2026-11-28T01:00:00Z"));

      const stranger = await signedUpAccount(world.backend());
      expect(await graphqlAs(world, stranger.accessToken, DEAD_LETTERS)).toEqual({ deadLetters: null });
      expect(await graphqlAs(world, null, DEAD_LETTERS)).toEqual({ deadLetters: null });
      expect((await graphqlAs(world, stranger.accessToken, SEND_AGAIN, { eventId: event!.id })).sendDeadLetterAgain).toEqual({
        __typename: "NotAllowed",
        code: "NOT_ALLOWED",
        message: "Only reviewers can send undelivered messages again.",
      });
      expect((await graphqlAs(world, null, SEND_AGAIN, { eventId: event!.id })).sendDeadLetterAgain.__typename).toBe("NotSignedIn");
      // Refused callers changed nothing: the event still waits for no queue.
      const waiting = async () => (await store.notEnqueued(100)).map((each) => each.id);
      expect(await waiting()).not.toContain(event!.id);

      const reviewer = await signedUpAccount(world.backend());
      await world.makeReviewer(reviewer.user.id);
      const { deadLetters } = await graphqlAs(world, reviewer.accessToken, DEAD_LETTERS);
      expect(deadLetters).toContainEqual({
        id: event!.id,
        kind: "booking_created",
        recipient: "mariam@example.com",
        error: "Error: the mailbox is full",
        attempts: 2,
        deadAt: "2026-11-28T01:00:00.000Z",
      });
      expect((await graphqlAs(world, reviewer.accessToken, SEND_AGAIN, { eventId: event!.id })).sendDeadLetterAgain).toEqual({
        __typename: "DeadLetterQueued",
        eventId: event!.id,
      });
      expect((await graphqlAs(world, reviewer.accessToken, SEND_AGAIN, { eventId: event!.id })).sendDeadLetterAgain).toMatchObject({
        __typename: "DeadLetterNotDead",
        code: "OUTBOX_NOT_DEAD",
      });
      expect(await waiting()).toContain(event!.id);
      expect((await graphqlAs(world, reviewer.accessToken, DEAD_LETTERS)).deadLetters.map((dead: { id: string }) => dead.id)).not.toContain(
        event!.id,
      );
      expect((await graphqlAs(world, reviewer.accessToken, SEND_AGAIN, { eventId: "no-such-event" })).sendDeadLetterAgain.__typename).toBe(
        "DeadLetterNotDead",
      );
    });
  });

  describe("deleting an account: the confirmation and the follow-ups", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("records the confirmation with the address and language, deletes a pending registration and queues its licence's removal", async () => {
      if (!world.outbox || !world.makeReviewer) return;
      const store = world.outbox();
      const reviewer = await signedUpAccount(world.backend());
      await world.makeReviewer(reviewer.user.id);
      const email = `leaving.${Date.now().toString(36)}@example.com`;
      const signedUp = await world.backend().auth.signUp({ email, password: PASSWORD }, "ar");
      if (!signedUp.ok || !signedUp.value.session) throw new Error("sign-up failed");
      const { user } = signedUp.value;
      const { accessToken } = signedUp.value.session;
      const submitted = await registerBusiness(world.backend(accessToken), user, REGISTRATION_DETAILS, {
        tradeLicense: new File([PDF.slice()], "Trade Licence.pdf"),
        logo: null,
      });
      if (submitted.kind !== "BusinessRegistrationSubmitted") throw new Error(submitted.kind);
      expect(await world.backend(reviewer.accessToken).registrations.byId(submitted.registration.id)).not.toBeNull();
      await drain(store);
      while ((await store.pendingRemovals(100)).length > 0) await store.removalsDone(await store.pendingRemovals(100));

      expect((await world.backend(accessToken).auth.deleteAccount(user, PASSWORD, "203.0.113.7")).ok).toBe(true);

      const waiting = await store.notEnqueued(100);
      expect(waiting.map(({ kind, subjectId }) => ({ kind, subjectId }))).toEqual([{ kind: "account_deleted", subjectId: user.id }]);
      expect((await store.event(waiting[0]!.id))?.payload).toEqual({ email, locale: "ar" });
      // Gone with the account on both adapters (it holds the contact person's name, phone and email) …
      expect(await world.backend(reviewer.accessToken).registrations.byId(submitted.registration.id)).toBeNull();
      // … and its trade licence is recorded for the sweep to remove from storage.
      expect(await store.pendingRemovals(100)).toEqual([submitted.registration.tradeLicensePath]);
    });
  });
}
