/**
 * Bookings that wait for the salon, without JavaScript, in workerd (issue 32): the owner's "Confirm each online
 * booking myself" form on the hours page (refused with what was typed kept, saved; another owner refused); a
 * visitor's booking then awaits the salon on the booking's own page and in My Bookings, and once declined says
 * so there with the salon's reason, in English and Arabic (My Bookings too).
 */
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import type { MailboxMessage } from "../../workers/outbox/dev-mailbox";
import { CookieJar, newClient, ORIGIN, postGraphQL, shown, signedInJar, submit, visit } from "./http";
import { AURA_OWNER, GLAMOUR_OWNER, openDay, signedIn } from "./owner-hours-support";

const HOURS = "/dashboard/listing/aura-aesthetic/hours";
const CONFIRMATION = `{ provider(id: "aura-aesthetic") { bookingConfirmation { confirmEachBooking answerWindowHours } } }`;

const mailTo = async (address: string) =>
  ((await (await SELF.fetch(`${ORIGIN}/dev/mailbox.json`)).json()) as { messages: MailboxMessage[] }).messages.filter(
    (message) => message.to === address,
  );

/** A visitor's booking of aura-aesthetic's first service at 11:00 on a day `days` ahead: its id, state and manage token. */
async function bookAura(days: number, customer: { name: string; phone: string; email?: string }) {
  const { body: services } = await postGraphQL(`{ provider(id: "aura-aesthetic") { services { id } } }`);
  const { body } = await postGraphQL(
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
      __typename ... on BookingConfirmed { manageToken booking { id state } } } }`,
    {
      input: {
        providerId: "aura-aesthetic",
        serviceId: services.data.provider.services[0].id,
        date: await openDay(days),
        time: "11:00",
        customerName: customer.name,
        customerPhone: customer.phone,
        ...(customer.email ? { customerEmail: customer.email } : {}),
        idempotencyKey: `online-request-${Date.now()}-${days}`,
      },
    },
    newClient(),
  );
  const { manageToken, booking } = body.data.createBooking;
  return { manageToken: manageToken as string, id: booking.id as string, state: booking.state as string };
}

async function apiToken(credentials: { email: string; password: string }): Promise<string> {
  const { body } = await postGraphQL(
    `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`,
    { input: credentials },
    newClient(),
  );
  return body.data.signIn.session.accessToken as string;
}

describe("bookings that wait for the salon", () => {
  it("the owner turns on 'Confirm each online booking myself' without JavaScript; a refusal keeps what was typed; another owner is refused", async () => {
    const owner = await signedIn(AURA_OWNER);
    const before = shown(await (await visit(owner, HOURS)).text());
    expect(before).toContain("Confirm each online booking myself");
    expect(before).toMatch(/name="answerWindowHours"[^>]*value="12"/);
    expect(before).not.toMatch(/name="confirmEachBooking"[^>]*checked/);

    const refused = await submit(owner, HOURS, { form: "confirmation", confirmEachBooking: "on", answerWindowHours: "100" });
    expect(refused.status).toBe(400);
    const page = shown(await refused.text());
    expect(page).toContain("Please enter whole hours, from 1 to 72.");
    expect(page).toMatch(/name="answerWindowHours"[^>]*value="100"/);
    expect(page).toMatch(/name="confirmEachBooking"[^>]*checked/);
    expect((await postGraphQL(CONFIRMATION)).body.data.provider.bookingConfirmation).toEqual({
      confirmEachBooking: false,
      answerWindowHours: 12,
    });

    const stranger = await signedIn(GLAMOUR_OWNER);
    expect((await submit(stranger, HOURS, { form: "confirmation", confirmEachBooking: "on", answerWindowHours: "6" })).status).toBe(404);
    expect((await postGraphQL(CONFIRMATION)).body.data.provider.bookingConfirmation.confirmEachBooking).toBe(false);

    const saved = await submit(owner, HOURS, { form: "confirmation", confirmEachBooking: "on", answerWindowHours: "6" });
    expect(saved.status).toBe(200);
    expect(shown(await saved.text())).toContain("Your booking confirmation setting is saved.");
    expect((await postGraphQL(CONFIRMATION)).body.data.provider.bookingConfirmation).toEqual({
      confirmEachBooking: true,
      answerWindowHours: 6,
    });

    // Unticked (the box absent from the post): off again.
    expect((await submit(owner, HOURS, { form: "confirmation", answerWindowHours: "12" })).status).toBe(200);
    expect((await postGraphQL(CONFIRMATION)).body.data.provider.bookingConfirmation).toEqual({
      confirmEachBooking: false,
      answerWindowHours: 12,
    });
  });

  it("a visitor's request awaits the salon on its page; declined, the page says so with the reason, in English and Arabic", async () => {
    const owner = await signedIn(AURA_OWNER);
    expect((await submit(owner, HOURS, { form: "confirmation", confirmEachBooking: "on", answerWindowHours: "12" })).status).toBe(200);
    const email = `request-visitor-${Date.now()}@example.com`;
    const visitor = await signedInJar(email);
    try {
      const { body: services } = await postGraphQL(`{ provider(id: "aura-aesthetic") { services { id } } }`);
      const { body } = await postGraphQL(
        `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
          __typename ... on BookingConfirmed { manageToken booking { id state } } } }`,
        {
          input: {
            providerId: "aura-aesthetic",
            serviceId: services.data.provider.services[0].id,
            date: await openDay(45),
            time: "11:00",
            customerName: "Huda Rahman",
            customerPhone: "+971509998877",
            customerEmail: email,
            idempotencyKey: `online-request-${Date.now()}`,
          },
        },
        newClient(),
      );
      const { manageToken, booking } = body.data.createBooking;
      expect(booking.state).toBe("PENDING");

      const waiting = shown(await (await visit(new CookieJar(), `/bookings/${manageToken}`)).text());
      expect(waiting).toContain("Your booking request");
      expect(waiting).toContain("Awaiting the salon&#x27;s confirmation");
      const arabic = shown(await (await visit(new CookieJar(), `/ar/bookings/${manageToken}`)).text());
      expect(arabic).toContain("بانتظار تأكيد الصالون");
      // My Bookings (booked with the account's verified email) says the same.
      expect(shown(await (await visit(visitor, "/account/bookings")).text())).toContain("Awaiting the salon&#x27;s confirmation");

      const token = await apiToken(AURA_OWNER);
      const { body: answer } = await postGraphQL(
        `mutation ($input: DeclineBookingInput!) { declineBooking(input: $input) { __typename } }`,
        { input: { bookingId: booking.id, reason: "Fully booked that afternoon" } },
        { Authorization: `Bearer ${token}` },
      );
      expect(answer.data.declineBooking.__typename).toBe("BookingStateChanged");

      const declined = shown(await (await visit(new CookieJar(), `/bookings/${manageToken}`)).text());
      expect(declined).toContain("Booking request declined");
      expect(declined).toContain("Declined by the salon");
      expect(declined).toContain("Their reason: Fully booked that afternoon");
      expect(declined).not.toContain("Awaiting the salon");
      const declinedArabic = shown(await (await visit(new CookieJar(), `/ar/bookings/${manageToken}`)).text());
      expect(declinedArabic).toContain("رُفض طلب الحجز");
      expect(declinedArabic).toContain("رفضه الصالون");
      const mine = shown(await (await visit(visitor, "/account/bookings")).text());
      expect(mine).toContain("Declined by the salon");
      expect(mine).toContain("Their reason: Fully booked that afternoon");
    } finally {
      await submit(owner, HOURS, { form: "confirmation", answerWindowHours: "12" });
    }
  });

  it("the cron's sweep, its clock 13 hours on, declines an unanswered request; the customer is told it was not accepted", async () => {
    const owner = await signedIn(AURA_OWNER);
    expect((await submit(owner, HOURS, { form: "confirmation", confirmEachBooking: "on", answerWindowHours: "12" })).status).toBe(200);
    try {
      const email = `request-sweep-${Date.now()}@example.com`;
      const request = await bookAura(50, { name: "Salma Idris", phone: "+971509998866", email });
      expect(request.state).toBe("PENDING");
      await vi.waitFor(async () => expect((await mailTo(email)).map((message) => message.subject)).toHaveLength(1), {
        timeout: 15_000,
        interval: 200,
      });
      expect((await mailTo(email))[0]!.subject).toMatch(/^Booking request sent: /);

      // Now: within the window, nothing happens; 13 hours on, the request is declined by the system.
      const sweep = async (at: Date) => {
        const ctx = createExecutionContext();
        await worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: "*/10 * * * *" }), env as never);
        await waitOnExecutionContext(ctx);
      };
      const stateOf = async () =>
        (await postGraphQL(`query ($token: String!) { managedBooking(token: $token) { state declined } }`, { token: request.manageToken }))
          .body.data.managedBooking;
      await sweep(new Date());
      expect(await stateOf()).toEqual({ state: "PENDING", declined: false });
      await sweep(new Date(Date.now() + 13 * 3600_000));
      expect(await stateOf()).toEqual({ state: "CANCELLED", declined: true });
      const history = await env.DB.prepare("SELECT actor, change FROM booking_history WHERE booking_id = ?1 ORDER BY id")
        .bind(request.id)
        .all();
      expect(history.results).toEqual([
        { actor: "customer", change: "created" },
        { actor: "system", change: "declined" },
      ]);
      await vi.waitFor(async () => expect(await mailTo(email)).toHaveLength(2), { timeout: 15_000, interval: 200 });
      const declined = (await mailTo(email)).find((message) => message.subject.startsWith("Booking request declined: "));
      expect(declined?.text).toContain("could not accept your booking request");
    } finally {
      await submit(owner, HOURS, { form: "confirmation", answerWindowHours: "12" });
    }
  });
});
