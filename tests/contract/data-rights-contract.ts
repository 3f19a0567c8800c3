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

  describe("data rights: delete my account", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) {
      __typename
      ... on AccountDeleted { deleted }
      ... on AccountOwnsListing { code message listings }
      ... on DeleteAccountInvalid { code fieldErrors { field code message } }
      ... on AuthError { code }
      ... on NotSignedIn { message }
    } }`;
    const deleteAs = async (accessToken: string | null, password: string) =>
      (await graphqlAs(world, accessToken, DELETE, { input: { password } })).deleteAccount;

    async function signedUp() {
      const email = newEmail();
      const outcome = await world.backend().auth.signUp({ email, password: PASSWORD }, "en");
      if (!outcome.ok || !outcome.value.session) throw new Error("sign-up failed");
      return { email, user: outcome.value.user, accessToken: outcome.value.session.accessToken };
    }

    it("needs the password; then every session ends and the salon keeps the booking without the name, phone and email", async () => {
      // Reading the salon's copy needs an owner; a live project has no way to make one.
      if (!world.makeOwner) return;
      const owner = await signedUp();
      await world.makeOwner("glamour-spot", owner.user.id);
      const me = await signedUp();
      const otherDevice = await world.backend().auth.signInWithPassword({ email: me.email, password: PASSWORD }, "203.0.113.9");
      if (!otherDevice.ok) throw new Error("second sign-in failed");
      const day = world.freshDay();
      const mine = await world
        .backend(me.accessToken)
        .bookings.insertIfFree(
          newBooking(day, "10:00", "11:00", { customerId: me.user.id, customerName: "Mariam Leaving", customerPhone: "+971505551911" }),
          BOOKING_LIMITS,
        );
      const guest = await world.backend().bookings.insertIfFree(newBooking(day, "12:00", "13:00"), BOOKING_LIMITS);
      if (mine.kind !== "created" || guest.kind !== "created") throw new Error(`${mine.kind} ${guest.kind}`);

      expect(await deleteAs(me.accessToken, "not my password")).toEqual({
        __typename: "DeleteAccountInvalid",
        code: "ACCOUNT_DELETE_INVALID",
        fieldErrors: [
          {
            field: "password",
            code: "ACCOUNT_DELETE_WRONG_PASSWORD",
            message: "That password is not right: your account was not deleted.",
          },
        ],
      });
      expect((await deleteAs(me.accessToken, "")).fieldErrors).toMatchObject([
        { field: "password", code: "ACCOUNT_DELETE_PASSWORD_REQUIRED" },
      ]);
      expect(await deleteAs(null, PASSWORD)).toEqual({ __typename: "NotSignedIn", message: "Please sign in to delete your account." });
      expect((await world.backend(me.accessToken).auth.getUser(me.accessToken)).ok).toBe(true);

      expect(await deleteAs(me.accessToken, PASSWORD)).toEqual({ __typename: "AccountDeleted", deleted: true });
      expect((await world.backend(me.accessToken).auth.getUser(me.accessToken)).ok).toBe(false);
      const second = otherDevice.value.accessToken;
      expect((await world.backend(second).auth.getUser(second)).ok).toBe(false);
      expect(await world.backend().auth.signInWithPassword({ email: me.email, password: PASSWORD }, "203.0.113.10")).toMatchObject({
        ok: false,
        error: { code: "invalid_credentials" },
      });

      const salon = world.backend(owner.accessToken).owners;
      expect(await salon.bookingById(mine.booking.id)).toMatchObject({
        id: mine.booking.id,
        startsAt: `${day}T10:00`,
        status: "Confirmed",
        customerName: "",
        customerPhone: "",
        customerEmail: null,
      });
      expect(await salon.bookingById(guest.booking.id)).toMatchObject({
        customerName: "Mariam Al Hashimi",
        customerPhone: "+971505550101",
      });
    });

    it("is refused while the account owns a live listing, with the listing named", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUp();
      await world.makeOwner("aura-aesthetic", owner.user.id);
      const refused = await deleteAs(owner.accessToken, PASSWORD);
      expect(refused).toMatchObject({
        __typename: "AccountOwnsListing",
        code: "ACCOUNT_DELETE_OWNS_LISTING",
        listings: [expect.any(String)],
      });
      expect(refused.message).toContain(refused.listings[0]);
      expect((await world.backend(owner.accessToken).auth.getUser(owner.accessToken)).ok).toBe(true);
    });
  });
}
