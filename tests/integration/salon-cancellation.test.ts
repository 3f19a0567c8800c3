/**
 * A salon cancels a booking with a reason (issue 31; migration 0020), in workerd on D1: the dashboard's form
 * (a plain post, no JavaScript) refuses a reason that is too long and shows it again as typed; a reason that
 * passes travels in the cancel's own statement (the cancellation's record beside its outbox event), and the
 * customer's email in the dev mailbox says the salon cancelled and why. The manage link's cancel names the customer.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { book, eventsOf, openDay } from "./outbox-helpers";
import { mailTo, postGraphQL, shown, shownVisit, signedInOwnerJar, submit } from "./http";

const emailOf = async (id: string) =>
  (await env.DB.prepare("SELECT customer_email FROM bookings WHERE id = ?").bind(id).first<string>("customer_email"))!;
const recordOf = (id: string) =>
  env.DB.prepare("SELECT cancelled_by, reason FROM booking_cancellations WHERE booking_id = ?").bind(id).first();

describe("a salon's cancellation", () => {
  it("refuses a long reason and keeps it typed; a good one reaches the customer's email with the booking's own statement", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    await submit(jar, "/dashboard/subscription", { intent: "subscribe" });
    const id = await book(openDay(3), "10:00");

    const tooLong = `Closed for renovation ${"x".repeat(290)}`;
    const refused = shown(
      await (await submit(jar, "/dashboard/provider", { intent: "cancel-booking", bookingId: id, reason: tooLong })).text(),
    );
    expect(refused).toContain("Please keep the reason for the customer to 300 characters.");
    expect(refused).toMatch(new RegExp(`<textarea[^>]*aria-invalid="true"[^>]*>${tooLong}</textarea>`));
    expect(await eventsOf(id)).toEqual(["booking_created"]);

    const reason = "Our stylist is ill today. We are sorry!";
    const done = shown(await (await submit(jar, "/dashboard/provider", { intent: "cancel-booking", bookingId: id, reason })).text());
    expect(done).toContain("Booking Cancelled");
    expect(await eventsOf(id)).toEqual(["booking_created", "booking_cancelled"]);
    expect(await recordOf(id)).toEqual({ cancelled_by: "salon", reason });

    const customer = await emailOf(id);
    const cancelledMail = async () => (await mailTo(customer)).find((mail) => mail.subject.startsWith("Booking cancelled"));
    await vi.waitFor(async () => expect(await cancelledMail()).toBeDefined(), { timeout: 15_000, interval: 200 });
    const mail = (await cancelledMail())!;
    expect(mail.text).toContain(`Glamour Spot cancelled your booking ${id}.`);
    expect(mail.text).toContain(`Their reason: ${reason}`);
    expect(mail.html).toContain(`<p>Their reason: ${reason}</p>`);
  });

  it("a cancel through the manage link names the customer, and the email reads as before", async () => {
    const id = await book(openDay(3), "11:00", { "Accept-Language": "ar" });
    const token = (await env.DB.prepare("SELECT manage_token FROM bookings WHERE id = ?").bind(id).first<string>("manage_token"))!;
    const { body } = await postGraphQL(`mutation ($token: String!) { cancelBookingByLink(token: $token) { __typename } }`, { token });
    expect(body.data.cancelBookingByLink.__typename).toBe("ManagedBookingCancelled");
    expect(await recordOf(id)).toEqual({ cancelled_by: "customer", reason: null });
    const customer = await emailOf(id);
    const cancelledMail = async () => (await mailTo(customer)).find((mail) => mail.subject.startsWith("إلغاء الحجز"));
    await vi.waitFor(async () => expect(await cancelledMail()).toBeDefined(), { timeout: 15_000, interval: 200 });
    expect((await cancelledMail())!.text).toContain(`تم إلغاء حجزك ${id}.`);
  });
});

describe("the dashboard's bookings", () => {
  it("name a booking anonymised by account deletion 'Deleted account', in English and Arabic", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    const id = await book(openDay(3), "12:00");
    // As the account deletion's trigger leaves it (0019_account_deletion.sql).
    await env.DB.prepare(
      "UPDATE bookings SET customer_name = '', customer_phone = '', customer_email = NULL, anonymised_at = '2026-11-28T00:00:00Z' WHERE id = ?",
    )
      .bind(id)
      .run();
    const english = await shownVisit(jar, "/dashboard/provider");
    expect(english).toMatch(/<span class="font-semibold">Deleted account<\/span>/);
    expect(english).toContain('Cancel Booking<span class="sr-only"> of Deleted account on');
    expect(await shownVisit(jar, "/ar/dashboard/provider")).toMatch(/<span class="font-semibold">حساب محذوف<\/span>/);
  });
});
