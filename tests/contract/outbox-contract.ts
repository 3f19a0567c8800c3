/**
 * The outbox's store on every adapter (issue 31; docs/decisions/047-one-outbox.md, 053): the events a change
 * records, handed to the queue once; a message claimed once per event and recipient; the facts a message
 * tells; reminders recorded once per booking and start. Part of backendContract; the hosted functions'
 * SQL is proven on PostgreSQL in tests/postgres/outbox-delivery.test.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { OutboxStore } from "../../workers/outbox/outbox-store";
import { REMINDER_DAYS_BEFORE } from "../../graphql/modules/clinics/rules";
import { addDays } from "../../graphql/shared/dubai-time";
import { BOOKING_LIMITS, newBooking, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const MINUTE = 60_000;

/** Marks every waiting event enqueued, so a test sees only the events it caused. */
export async function drain(store: OutboxStore): Promise<void> {
  for (let events = await store.notEnqueued(100); events.length > 0; events = await store.notEnqueued(100)) {
    await store.markEnqueued(
      events.map((event) => event.id),
      new Date(),
    );
  }
}

export function outboxContract(subject: ContractSubject) {
  describe("the outbox", () => {
    let world: ContractWorld;
    let store: OutboxStore;
    beforeEach(async () => {
      world = await subject.world();
      store = world.outbox!();
    });

    /** A new booking on a fresh day at 10:00 (its id). */
    async function booked(overrides: Parameters<typeof newBooking>[3] = {}) {
      const booking = newBooking(world.freshDay(), "10:00", "11:00", overrides);
      const outcome = await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS);
      expect(outcome.kind).toBe("created");
      return booking;
    }

    it("hands a committed booking's event to the queue once: waiting until marked enqueued, then never again", async () => {
      if (!world.outbox) return;
      await drain(store);
      const booking = await booked();
      const waiting = await store.notEnqueued(100);
      expect(waiting.map(({ kind, subjectId }) => ({ kind, subjectId }))).toEqual([{ kind: "booking_created", subjectId: booking.id }]);
      expect(await store.event(waiting[0]!.id)).toEqual(waiting[0]);
      await store.markEnqueued([waiting[0]!.id], new Date());
      expect(await store.notEnqueued(100)).toEqual([]);
      expect(await store.event(waiting[0]!.id)).toEqual(waiting[0]); // still there for the consumer
      expect(await store.event("00000000-0000-4000-8000-000000000000")).toBeNull();
    });

    it("lets one sender claim each message: refused while sent or being sent, claimable again after a release or a stale claim", async () => {
      if (!world.outbox) return;
      await drain(store);
      await booked();
      const [event] = await store.notEnqueued(1);
      const at = new Date();
      const staleBefore = new Date(at.getTime() - 10 * MINUTE);
      expect(await store.claim(event!.id, "customer", at, staleBefore)).toBe(true);
      expect(await store.claim(event!.id, "customer", at, staleBefore)).toBe(false);
      expect(await store.claim(event!.id, "owner", at, staleBefore)).toBe(true); // another recipient, its own claim
      await store.release(event!.id, "owner");
      expect(await store.claim(event!.id, "owner", at, staleBefore)).toBe(true);
      // A claim left by a sender that died: taken over once it is older than the stale line.
      const later = new Date(at.getTime() + 11 * MINUTE);
      expect(await store.claim(event!.id, "owner", later, new Date(later.getTime() - 10 * MINUTE))).toBe(true);
      await store.markSent(event!.id, "customer", at);
      await store.release(event!.id, "customer"); // a sent message stays sent
      expect(await store.claim(event!.id, "customer", later, later)).toBe(false);
    });

    it("tells a booking as it is: Dubai wall times, service, staff, listing, the owner's address, the customer's language", async () => {
      if (!world.outbox || !world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      await world.makeOwner("glamour-spot", owner.user.id);
      const booking = await booked({ locale: "ar" });
      expect(await store.booking(booking.id)).toMatchObject({
        reference: booking.id,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        cancelled: false,
        customerName: booking.customerName,
        customerPhone: booking.customerPhone,
        customerEmail: booking.customerEmail,
        manageToken: booking.manageToken,
        locale: "ar",
        service: "Haircut & Blow-dry",
        staff: expect.any(String),
        provider: { name: "Glamour Spot", address: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number) },
        ownerEmail: owner.user.email,
      });
      expect(await store.booking("no-such-booking")).toBeNull();
      expect(await store.registration("00000000-0000-4000-8000-000000000000")).toBeNull();
    });

    it("records a booking's reminder once however often the sweep runs, and none for a cancelled booking or an unanswered request", async () => {
      if (!world.outbox) return;
      const kept = await booked();
      const cancelled = await booked();
      // A request the salon has not answered is not a visit yet: no reminder (it would promise a time not given).
      const request = await booked();
      if (world.alterBooking) await world.alterBooking(request.id, { pending: true });
      const day = (booking: { startsAt: string }) => booking.startsAt.slice(0, 10);
      expect(await world.backend().bookings.cancelByManageToken(cancelled.manageToken!, "2026-01-01T00:00")).toBe("cancelled");
      await drain(store);
      const window = (booking: { startsAt: string }) => ({ after: `${day(booking)}T00:00`, until: `${day(booking)}T23:59` });
      expect(await store.recordDueReminders(window(kept))).toBe(1);
      expect(await store.recordDueReminders(window(kept))).toBe(0);
      expect(await store.recordDueReminders(window(cancelled))).toBe(0);
      expect(await store.recordDueReminders(window(request))).toBe(0);
      const events = await store.notEnqueued(100);
      expect(events.map(({ kind, subjectId }) => ({ kind, subjectId }))).toEqual([{ kind: "reminder_due", subjectId: kept.id }]);
    });

    it("records a clinic's licence reminder from 30 days before its expiry, once per expiry date, and tells it with the owner's address", async () => {
      if (!world.outbox || !world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      await world.makeOwner("skin-revive-clinic", owner.user.id);
      const licence = await store.licenceExpiry("skin-revive-clinic");
      expect(licence).toMatchObject({
        provider: "Skin Revive Clinic",
        providerId: "skin-revive-clinic",
        authority: "DHCR",
        number: "DHCR-F-00312",
        ownerEmail: owner.user.email,
        ownerLocale: "en",
      });
      const expiresOn = licence!.expiresOn;
      // The seed's licences expire months after the database is made (0049), never on a fixed date.
      expect(expiresOn > addDays(new Date().toISOString().slice(0, 10), 60)).toBe(true);
      await drain(store);
      const mine = async () =>
        (await store.notEnqueued(100)).filter((event) => event.kind === "licence_expiring" && event.subjectId === "skin-revive-clinic");
      const sweep = (today: string) => store.recordLicenceReminders(today, REMINDER_DAYS_BEFORE);
      await sweep(addDays(expiresOn, -(REMINDER_DAYS_BEFORE + 1)));
      expect(await mine()).toEqual([]);
      expect(await sweep(addDays(expiresOn, -REMINDER_DAYS_BEFORE))).toBeGreaterThanOrEqual(1);
      await sweep(addDays(expiresOn, -3)); // the sweep runs every ten minutes: once per expiry date
      await sweep(addDays(expiresOn, 1)); // expired: nothing more to remind
      const recorded = await mine();
      expect(recorded).toHaveLength(1);
      // The event names the date it was recorded for: a licence renewed before the message goes sends nothing.
      expect(await store.event(recorded[0]!.id)).toMatchObject({ kind: "licence_expiring", payload: { expiresOn } });
      expect(await store.licenceExpiry("glamour-spot")).toBeNull();
    });
  });
}
