/**
 * Reviews from completed visits on every adapter (issue 34; decision 068): completing a visit writes its
 * invitation event; the outbox's consumer keeps the hash of the token it mints; submitReview takes one review
 * through that token (the author as "First L."), moves the provider's rating and count, and refuses a second
 * use, an unknown link and a visit that did not take place, each by code. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { reviewTokenHash } from "../../graphql/modules/visit-reviews/token";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const SUBMIT = `mutation ($input: SubmitReviewInput!) { submitReview(input: $input) { __typename
  ... on ReviewSubmitted { providerId code } ... on ReviewRefused { reason code } ... on InvalidReviewInput { code } } }`;
const COMPLETE = `mutation ($input: BookingIdInput!) { completeBooking(input: $input) { __typename } }`;
const NO_SHOW = `mutation ($input: BookingIdInput!) { markNoShow(input: $input) { __typename } }`;

export function visitReviewsContract(subject: ContractSubject) {
  describe("reviews from completed visits", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("a completed visit's link takes one review, counted in the provider's rating; other links are refused by code", async () => {
      if (!world.makeOwner || !world.alterBooking || !world.outbox) return;
      const owner = await signedUpAccount(world.backend());
      await world.makeOwner("glamour-spot", owner.user.id);
      const book = async (time: string, end: string) => {
        const booking = newBooking(world.freshDay(), time, end);
        const outcome = await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS);
        if (outcome.kind !== "created") throw new Error(outcome.kind);
        return booking;
      };
      const [visit, missed] = [await book("10:00", "11:00"), await book("12:00", "13:00")];
      // Hours no other lifecycle test uses: D1's storage is shared within the file, and the same professional at
      // the same minute is refused (UNIQUE(staff_id, starts_at)).
      await world.alterBooking(visit.id, { hoursAgo: 7 });
      await world.alterBooking(missed.id, { hoursAgo: 9 });
      expect((await graphqlAs(world, owner.accessToken, COMPLETE, { input: { bookingId: visit.id } })).completeBooking.__typename).toBe(
        "BookingStateChanged",
      );
      expect((await graphqlAs(world, owner.accessToken, NO_SHOW, { input: { bookingId: missed.id } })).markNoShow.__typename).toBe(
        "BookingStateChanged",
      );
      const events = await world.outbox().notEnqueued(500);
      expect(events.filter((event) => event.kind === "review_invitation").map((event) => event.subjectId)).toEqual([visit.id]);

      const token = "contract-review-token";
      const invitation = await world.outbox().reviewInvitation(visit.id, await reviewTokenHash(token));
      expect(invitation).toMatchObject({ customerName: visit.customerName, provider: "Glamour Spot" });
      // A no-show gets no link.
      expect(await world.outbox().reviewInvitation(missed.id, await reviewTokenHash("another"))).toBeNull();

      const ratingOf = async () => (await world.backend().providers.byIds(["glamour-spot"])).get("glamour-spot")!.rating!;
      const before = await ratingOf();
      const submit = async (input: Record<string, unknown>) => (await graphqlAs(world, null, SUBMIT, { input })).submitReview;
      expect(await submit({ token: "another", rating: 5 })).toEqual({
        __typename: "ReviewRefused",
        reason: "INVALID_TOKEN",
        code: "REVIEW_LINK_INVALID",
      });
      expect(await submit({ token, rating: 7 })).toEqual({ __typename: "InvalidReviewInput", code: "DETAILS_NEED_ATTENTION" });
      expect(await submit({ token, rating: 1, text: "Not what I hoped." })).toEqual({
        __typename: "ReviewSubmitted",
        providerId: "glamour-spot",
        code: "REVIEW_SUBMITTED",
      });
      expect(await submit({ token, rating: 5 })).toEqual({
        __typename: "ReviewRefused",
        reason: "ALREADY_REVIEWED",
        code: "REVIEW_ALREADY_SENT",
      });
      expect(await ratingOf()).toBeLessThan(before);
    });
  });
}
