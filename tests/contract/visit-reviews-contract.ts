/**
 * Reviews from completed visits on every adapter (issue 34; decision 068): completing a visit writes its
 * invitation event; the outbox's consumer keeps the hash of the token it mints; submitReview takes one review
 * through that token (the author as "First L."), moves the provider's rating and count, and refuses a second
 * use, an unknown link and a visit that did not take place, each by code. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { reviewTokenHash } from "../../graphql/modules/visit-reviews/token";
import { reviewerDisplayName } from "../../graphql/modules/visit-reviews/rules";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const SUBMIT = `mutation ($input: SubmitReviewInput!) { submitReview(input: $input) { __typename
  ... on ReviewSubmitted { providerId code } ... on ReviewRefused { reason code } ... on InvalidReviewInput { code } } }`;
const COMPLETE = `mutation ($input: BookingIdInput!) { completeBooking(input: $input) { __typename } }`;
const REVIEWS = `query ($id: ID!, $first: Int, $after: String) { provider(id: $id) { reviews(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage hasPreviousPage endCursor }
  edges { cursor node { id rating text author verified imported serviceName visitMonth } }
  ratingSummary { average count perStar { stars count } } } } }`;
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

      // The provider's page: the verified review first (service, month, "First L."), then the imported samples.
      const { provider } = await graphqlAs(world, null, REVIEWS, { id: "glamour-spot", first: 50 });
      const nodes = provider.reviews.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
      expect(nodes[0]).toEqual({
        id: expect.any(String),
        rating: 1,
        text: "Not what I hoped.",
        author: reviewerDisplayName(visit.customerName),
        verified: true,
        imported: false,
        serviceName: "Haircut & Blow-dry",
        visitMonth: expect.stringMatching(/^\d{4}-\d{2}$/),
      });
      const samples = nodes.filter((node: { verified: boolean }) => !node.verified);
      expect(samples.map((node: { author: string }) => node.author)).toEqual(["Fatima A.", "Sarah M.", "Noura K.", "Jessica T."]);
      expect(samples.every((node: Record<string, unknown>) => node.imported && node.serviceName === null && node.visitMonth === null)).toBe(
        true,
      );
      expect(nodes.findIndex((node: { verified: boolean }) => !node.verified)).toBe(nodes.length - samples.length);
      const summary = provider.reviews.ratingSummary;
      expect(summary.count).toBe(provider.reviews.totalCount);
      expect(summary.average).toBe(await ratingOf());
      expect(summary.perStar.map((entry: { stars: number }) => entry.stars)).toEqual([5, 4, 3, 2, 1]);
      expect(summary.perStar.find((entry: { stars: number }) => entry.stars === 1).count).toBeGreaterThanOrEqual(1);
    });

    it("pages a provider's shown reviews forward by cursor; first: 0 gives none but the counts", async () => {
      const read = async (variables: Record<string, unknown>) =>
        (await graphqlAs(world, null, REVIEWS, { id: "aura-aesthetic", ...variables })).provider.reviews;
      const none = await read({ first: 0 });
      expect(none.edges).toEqual([]);
      expect(none.totalCount).toBeGreaterThanOrEqual(3);
      expect(none.ratingSummary.count).toBe(none.totalCount);
      const all = await read({ first: 50 });
      const firstPage = await read({ first: 2 });
      expect(firstPage.edges).toHaveLength(2);
      expect(firstPage.pageInfo.hasNextPage).toBe(true);
      const rest = await read({ first: 50, after: firstPage.pageInfo.endCursor });
      expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      const ids = (page: { edges: { node: { id: string } }[] }) => page.edges.map((edge) => edge.node.id);
      expect([...ids(firstPage), ...ids(rest)]).toEqual(ids(all));
      expect(all.edges.at(-1).node.author).toBe("Emily W.");
      await expect(read({ first: 1, after: "not-a-cursor" })).rejects.toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    });
  });
}
