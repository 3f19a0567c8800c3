/**
 * My Bookings on every adapter (issue #33; migration 0026): a guest booking made with an email is listed for
 * the account that confirmed that email (never before it is confirmed, never for another account), and a
 * cancelled booking stays listed with who cancelled it. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  BOOKING_LIMITS,
  graphqlAs,
  newBooking,
  signedUpAccount,
  verifiedAccount,
  type ContractSubject,
  type ContractWorld,
} from "./backend-contract";

const MY_BOOKINGS = `{ viewer { bookings { manageToken booking { reference status cancelledBy } } } }`;

export function myBookingsContract(subject: ContractSubject) {
  describe("My Bookings: guest bookings by confirmed email, cancelled ones kept", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });
    const listed = async (accessToken: string) =>
      ((await graphqlAs(world, accessToken, MY_BOOKINGS)).viewer.bookings as { manageToken: string; booking: { reference: string } }[]).map(
        ({ manageToken, booking }) => ({ manageToken, ...booking }),
      );

    it("lists a guest booking for the account once it confirms that email, and for no other account; a cancelled one stays, naming who", async () => {
      if (!world.emailedToken) return;
      const account = await signedUpAccount(world.backend());
      const stranger = await verifiedAccount(world);
      // As a guest, the address typed with capitals: the list compares addresses as the accounts keep them.
      const day = world.freshDay();
      const guest = newBooking(day, "10:00", "11:00", { customerEmail: account.user.email.toUpperCase() });
      expect((await world.backend().bookings.insertIfFree(guest, BOOKING_LIMITS)).kind).toBe("created");

      // Not confirmed yet: anyone could have signed up with this address.
      expect(await listed(account.accessToken)).toEqual([]);
      const token = await world.emailedToken(account.user.email, "verify_email");
      expect((await world.backend().auth.verifyEmail(token!)).ok).toBe(true);
      const entry = { manageToken: guest.manageToken, reference: guest.id, status: "CONFIRMED", cancelledBy: null };
      expect(await listed(account.accessToken)).toEqual([entry]);
      expect(await listed(stranger.accessToken)).toEqual([]);

      expect(await world.backend().bookings.cancelByManageToken(guest.manageToken, `${day}T08:00`)).toBe("cancelled");
      expect(await listed(account.accessToken)).toEqual([{ ...entry, status: "CANCELLED", cancelledBy: "CUSTOMER" }]);
    });
  });
}
