/**
 * Replies and moderation of visit reviews on every adapter (issue 34; decision 074): the provider's owner replies
 * once per review (again edits it) and another owner is refused; anyone reports a shown review; only a reviewer
 * hides one, and a hidden review leaves the provider's average and count exactly; the reviewers' queue lists the
 * reported, shown reviews; the owner's tab lists hidden ones too. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { reviewTokenHash } from "../../graphql/modules/visit-reviews/token";
import { BOOKING_LIMITS, graphqlAs, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const COMPLETE = `mutation ($input: BookingIdInput!) { completeBooking(input: $input) { __typename } }`;
const SUBMIT = `mutation ($input: SubmitReviewInput!) { submitReview(input: $input) { __typename ... on ReviewSubmitted { reviewId } } }`;
const REPLY = `mutation ($input: ReplyToReviewInput!) { replyToReview(input: $input) { __typename
  ... on ReviewReplied { code reply { text repliedAt editedAt } } ... on ReviewUnavailable { reason code }
  ... on InvalidReplyInput { fieldErrors { field code } } ... on NotAllowed { message } ... on NotSignedIn { message } } }`;
const REPORT = `mutation ($input: ReportReviewInput!) { reportReview(input: $input) { __typename
  ... on ReviewReported { code } ... on ReviewUnavailable { reason } ... on InvalidReportInput { fieldErrors { field code } } } }`;
const HIDE = `mutation ($input: HideReviewInput!) { hideReview(input: $input) { __typename
  ... on ReviewHidden { providerId code } ... on ReviewUnavailable { reason } ... on NotAllowed { message } } }`;
const QUEUE = `{ reportedReviews { review { id rating hiddenAt } reports { reason note } } }`;
const OWNER_TAB = `query ($id: ID!) { provider(id: $id) { reviewsForOwner { id rating hiddenReason reply { text } } } }`;

export function reviewModerationContract(subject: ContractSubject) {
  describe("review replies and moderation", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    /**
     * Visit reviews of Glamour Spot with these ratings, each through its own completed visit and link. Hours ago no
     * other test uses: D1's storage is shared within the file (UNIQUE(staff_id, starts_at)).
     */
    async function reviewsOf(ownerToken: string, ratings: number[]) {
      const ids: string[] = [];
      for (const [index, rating] of ratings.entries()) {
        const booking = newBooking(world.freshDay(), "10:00", "11:00");
        const outcome = await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS);
        if (outcome.kind !== "created") throw new Error(outcome.kind);
        await world.alterBooking!(booking.id, { hoursAgo: 41 + 2 * index });
        const completed = await graphqlAs(world, ownerToken, COMPLETE, { input: { bookingId: booking.id } });
        expect(completed.completeBooking.__typename).toBe("BookingStateChanged");
        const token = `moderation-token-${booking.id}`;
        await world.outbox!().reviewInvitation(booking.id, await reviewTokenHash(token));
        const submitted = (await graphqlAs(world, null, SUBMIT, { input: { token, rating } })).submitReview;
        expect(submitted.__typename).toBe("ReviewSubmitted");
        ids.push(submitted.reviewId);
      }
      return ids;
    }

    it("only the provider's owner replies, once (again edits); a visitor reports; only a reviewer hides, and the average leaves it exactly", async () => {
      if (!world.makeOwner || !world.alterBooking || !world.outbox || !world.makeReviewer) return;
      const owner = await signedUpAccount(world.backend());
      const other = await signedUpAccount(world.backend());
      const reviewer = await signedUpAccount(world.backend());
      await world.makeOwner("glamour-spot", owner.user.id);
      await world.makeOwner("barbers-hub", other.user.id);
      await world.makeReviewer(reviewer.user.id);
      const provider = async () => (await world.backend().providers.byIds(["glamour-spot"])).get("glamour-spot")!;
      const [kind, harsh] = await reviewsOf(owner.accessToken, [5, 1]);

      // The reply: the owner's only.
      const reply = async (token: string | null, reviewId: string, text: string) =>
        (await graphqlAs(world, token, REPLY, { input: { reviewId, text } })).replyToReview;
      expect((await reply(other.accessToken, kind!, "Not my salon")).__typename).toBe("NotAllowed");
      expect((await reply(reviewer.accessToken, kind!, "Not my salon")).__typename).toBe("NotAllowed");
      expect((await reply(null, kind!, "Anyone")).__typename).toBe("NotSignedIn");
      expect((await reply(owner.accessToken, "no-such-review", "Hello")).__typename).toBe("NotAllowed");
      expect(await reply(owner.accessToken, kind!, "   ")).toEqual({
        __typename: "InvalidReplyInput",
        fieldErrors: [{ field: "text", code: "REVIEW_REPLY_REQUIRED" }],
      });
      const first = await reply(owner.accessToken, kind!, "Thank you for visiting!");
      expect(first).toMatchObject({
        __typename: "ReviewReplied",
        code: "REVIEW_REPLY_SAVED",
        reply: { text: "Thank you for visiting!", editedAt: null },
      });
      const edited = await reply(owner.accessToken, kind!, "شكرًا لزيارتك!");
      expect(edited.reply.text).toBe("شكرًا لزيارتك!");
      expect(edited.reply.repliedAt).toBe(first.reply.repliedAt);
      expect(edited.reply.editedAt).not.toBeNull();

      // Reports: anyone, of a shown review; the queue is the reviewers' only.
      const report = async (token: string | null, input: Record<string, unknown>) =>
        (await graphqlAs(world, token, REPORT, { input })).reportReview;
      expect(await report(null, { reviewId: harsh, reason: "OTHER" })).toEqual({
        __typename: "InvalidReportInput",
        fieldErrors: [{ field: "note", code: "REVIEW_REPORT_NOTE_REQUIRED" }],
      });
      expect(await report(null, { reviewId: harsh, reason: "ABUSIVE", note: "Insults the stylist." })).toEqual({
        __typename: "ReviewReported",
        code: "REVIEW_REPORTED",
      });
      expect(await report(other.accessToken, { reviewId: "no-such-review", reason: "ABUSIVE" })).toEqual({
        __typename: "ReviewUnavailable",
        reason: "REVIEW_NOT_FOUND",
      });
      expect((await graphqlAs(world, null, QUEUE)).reportedReviews).toBeNull();
      expect((await graphqlAs(world, owner.accessToken, QUEUE)).reportedReviews).toBeNull();
      expect((await graphqlAs(world, reviewer.accessToken, QUEUE)).reportedReviews).toEqual([
        { review: { id: harsh, rating: 1, hiddenAt: null }, reports: [{ reason: "ABUSIVE", note: "Insults the stylist." }] },
      ]);

      // Hiding: reviewers only; the average and count leave the hidden review exactly.
      const hide = async (token: string | null, reviewId: string) =>
        (await graphqlAs(world, token, HIDE, { input: { reviewId, reason: "ABUSIVE" } })).hideReview;
      expect((await hide(null, harsh!)).__typename).toBe("NotSignedIn");
      expect((await hide(owner.accessToken, harsh!)).__typename).toBe("NotAllowed");
      expect(await hide(reviewer.accessToken, harsh!)).toEqual({
        __typename: "ReviewHidden",
        providerId: "glamour-spot",
        code: "REVIEW_HIDDEN",
      });
      expect(await hide(reviewer.accessToken, harsh!)).toEqual({ __typename: "ReviewUnavailable", reason: "ALREADY_HIDDEN" });
      // The average is of the samples and the visit reviews still shown (other tests may have reviewed Glamour Spot too).
      const samples = (await world.backend().providers.reviewsFor(["glamour-spot"])).get("glamour-spot") ?? [];
      const visits = (await graphqlAs(world, owner.accessToken, OWNER_TAB, { id: "glamour-spot" })).provider.reviewsForOwner as {
        rating: number;
        hiddenReason: string | null;
      }[];
      const shown = [
        ...samples.map((sample) => sample.rating),
        ...visits.filter((review) => review.hiddenReason === null).map((review) => review.rating),
      ];
      expect(visits.filter((review) => review.hiddenReason !== null)).toHaveLength(1);
      expect((await provider()).rating).toBe(Math.round((shown.reduce((sum, rating) => sum + rating, 0) / shown.length) * 10) / 10);
      expect((await graphqlAs(world, reviewer.accessToken, QUEUE)).reportedReviews).toEqual([]);

      // The owner's tab: hidden ones too, with why; a hidden review takes no reply nor report; strangers read null.
      expect((await graphqlAs(world, owner.accessToken, OWNER_TAB, { id: "glamour-spot" })).provider.reviewsForOwner).toEqual(
        expect.arrayContaining([
          { id: kind, rating: 5, hiddenReason: null, reply: { text: "شكرًا لزيارتك!" } },
          { id: harsh, rating: 1, hiddenReason: "ABUSIVE", reply: null },
        ]),
      );
      expect((await graphqlAs(world, other.accessToken, OWNER_TAB, { id: "glamour-spot" })).provider.reviewsForOwner).toBeNull();
      expect((await graphqlAs(world, null, OWNER_TAB, { id: "glamour-spot" })).provider.reviewsForOwner).toBeNull();
      expect(await reply(owner.accessToken, harsh!, "Sorry")).toMatchObject({ __typename: "ReviewUnavailable", reason: "REVIEW_HIDDEN" });
      expect(await report(null, { reviewId: harsh, reason: "ABUSIVE" })).toEqual({
        __typename: "ReviewUnavailable",
        reason: "REVIEW_NOT_FOUND",
      });
    });
  });
}
