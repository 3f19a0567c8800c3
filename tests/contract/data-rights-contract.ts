/**
 * Data rights on both adapters (docs/decisions/058-data-rights.md): a person's download holds their account,
 * the bookings they made and the listings they own, and nothing of anybody else's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_LIMITS } from "../../graphql/modules/bookings/service";
import type { ContractSubject, ContractWorld } from "./backend-contract";
import { graphqlAs, newBooking } from "./backend-contract";

const PASSWORD = "correct horse battery staple";
let serial = 0;
const newEmail = () => `rights.${Date.now().toString(36)}.${(serial += 1)}@example.com`;

const MY_DATA = `query { myPersonalData {
  account { email createdAt locale emailConfirmed }
  bookings { reference providerId serviceId startsAt endsAt status customerName customerPhone customerEmail createdAt }
  listings { id name }
  exportedAt
} }`;

export function dataRightsContract(subject: ContractSubject) {
  describe("data rights: download my data", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    async function signedUp(locale: "en" | "ar") {
      const email = newEmail();
      const outcome = await world.backend().auth.signUp({ email, password: PASSWORD }, locale);
      if (!outcome.ok || !outcome.value.session) throw new Error("sign-up failed");
      return { email, user: outcome.value.user, accessToken: outcome.value.session.accessToken };
    }

    it("gives each account its own account, bookings and listings, never another's; nothing when signed out", async () => {
      const me = await signedUp("ar");
      const other = await signedUp("en");
      const day = world.freshDay();
      const book = (accessToken: string, customerId: string, start: string, end: string, name: string, phone: string) =>
        world
          .backend(accessToken)
          .bookings.insertIfFree(
            newBooking(day, start, end, { customerId, customerName: name, customerPhone: phone, customerEmail: null }),
            BOOKING_LIMITS,
          );
      const mine = await book(me.accessToken, me.user.id, "10:00", "11:00", "Mariam Rights", "+971505551901");
      const theirs = await book(other.accessToken, other.user.id, "12:00", "13:00", "Other Person", "+971505551902");
      if (mine.kind !== "created" || theirs.kind !== "created") throw new Error(`${mine.kind} ${theirs.kind}`);
      if (world.makeOwner) {
        await world.makeOwner("nails-n-more", me.user.id);
        await world.makeOwner("barbers-hub", other.user.id);
      }

      const { myPersonalData: data } = await graphqlAs(world, me.accessToken, MY_DATA);
      expect(data.account).toEqual({
        email: me.email,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        locale: "ar",
        emailConfirmed: false,
      });
      expect(data.bookings).toEqual([
        {
          reference: mine.booking.id,
          providerId: "glamour-spot",
          serviceId: mine.booking.serviceId,
          startsAt: `${day}T10:00`,
          endsAt: `${day}T11:00`,
          status: "Confirmed",
          customerName: "Mariam Rights",
          customerPhone: "+971505551901",
          customerEmail: null,
          createdAt: expect.any(String),
        },
      ]);
      if (world.makeOwner) expect(data.listings).toEqual([{ id: "nails-n-more", name: "Nails N More" }]);

      const { myPersonalData: otherData } = await graphqlAs(world, other.accessToken, MY_DATA);
      expect(otherData.account.email).toBe(other.email);
      expect(otherData.bookings.map((booking: { reference: string }) => booking.reference)).toEqual([theirs.booking.id]);
      expect(JSON.stringify(otherData)).not.toContain(me.email);
      expect(JSON.stringify(otherData)).not.toContain("Mariam Rights");
      if (world.makeOwner) expect(otherData.listings.map((listing: { id: string }) => listing.id)).toEqual(["barbers-hub"]);

      expect(await graphqlAs(world, null, MY_DATA)).toEqual({ myPersonalData: null });
    });

    it("keeps a cancelled booking in the download: it is still the person's data", async () => {
      const me = await signedUp("en");
      const made = await world
        .backend(me.accessToken)
        .bookings.insertIfFree(newBooking(world.freshDay(), "14:00", "15:00", { customerId: me.user.id }), BOOKING_LIMITS);
      if (made.kind !== "created") throw new Error(made.kind);
      await world.backend(me.accessToken).bookings.cancelByManageToken(made.booking.manageToken!, "2000-01-01T00:00");
      const { myPersonalData: data } = await graphqlAs(world, me.accessToken, MY_DATA);
      expect(data.bookings).toMatchObject([{ reference: made.booking.id, status: "Cancelled" }]);
      expect(data.account).toMatchObject({ email: me.email, locale: "en" });
    });
  });
}
