/**
 * Delivery off the request (workers/outbox): the queue's consumer sends each event's messages once, the cron
 * sweep enqueues what no request did and records due reminders once, and the local backend's dev mailbox shows
 * what was sent.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import type { OutboxMessage } from "../../workers/outbox/delivery";
import { dubaiWallClock } from "../../graphql/shared/dubai-time";
import { book, eventsOf, openDay } from "./outbox-helpers";
import { ACCOUNT_PASSWORD, newClient, ORIGIN, postGraphQL, postMultipart, signedUpAccount, verifiedAccount } from "./http";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { PDF } from "../fixtures/upload-files";
import type { MailboxMessage } from "../../workers/outbox/dev-mailbox";

/** GET /dev/mailbox.json's answer. */
interface Mailbox {
  messages: MailboxMessage[];
}
const mailbox = async (): Promise<Mailbox["messages"]> =>
  ((await (await SELF.fetch(`${ORIGIN}/dev/mailbox.json`)).json()) as Mailbox).messages;
const mailTo = async (address: string) => (await mailbox()).filter((message) => message.to === address);

async function runQueue(eventIds: string[]) {
  const batch = createMessageBatch<OutboxMessage>(
    "glowuae-outbox",
    eventIds.map((eventId, index) => ({ id: `m-${index}-${Date.now()}`, timestamp: new Date(), attempts: 1, body: { eventId } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env as never);
  return getQueueResult(batch, ctx);
}

/** The Worker's cron handler, as the trigger (or GET /__scheduled under wrangler dev) runs it. */
async function runSweep(at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/10 * * * *" }), env as never);
  await waitOnExecutionContext(ctx);
}

const longDate = (wallTime: string) => {
  const day = new Date(`${wallTime.slice(0, 10)}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(day);
  return `${part({ weekday: "long" })} ${part({ day: "numeric", month: "long", year: "numeric" })}`;
};

const eventIdOf = async (subject: string, kind: string) =>
  (await env.DB.prepare("SELECT id FROM outbox_events WHERE subject_id = ? AND kind = ?").bind(subject, kind).first<string>("id"))!;

describe("delivery", () => {
  it("a booking's confirmation (with its calendar file) and the owner's alert reach the mailbox, in the customer's language", async () => {
    const id = await book(openDay(4), "10:00", { "Accept-Language": "ar" });
    const customer = (await env.DB.prepare("SELECT customer_email FROM bookings WHERE id = ?").bind(id).first<string>("customer_email"))!;
    await vi.waitFor(async () => expect(await mailTo(customer)).toHaveLength(1), { timeout: 15_000, interval: 200 });
    const [confirmation] = await mailTo(customer);
    expect(confirmation!.subject).toBe("تأكيد الحجز: Haircut & Blow-dry لدى Glamour Spot");
    expect(confirmation!.text).toContain(`رقم الحجز: ${id}`);
    expect(confirmation!.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation!.attachments).toEqual([{ filename: `booking-${id}.ics`, contentType: "text/calendar" }]);
    const ownerAlert = (await mailbox()).find((message) => message.subject.startsWith("New booking:") && message.text.includes(id));
    expect(ownerAlert?.text).toContain("Glamour Spot has a new booking.");
  });

  it("an owner who signed up in Arabic gets the new-booking email in Arabic, whatever the customer's language", async () => {
    const owner = `arabic-owner-${Date.now()}@example.com`;
    const signUp = `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }`;
    const signedUp = await postGraphQL(
      signUp,
      { input: { email: owner, password: ACCOUNT_PASSWORD } },
      { ...newClient(), "Accept-Language": "ar" },
    );
    expect(signedUp.body.data.signUp.__typename).toBe("SignUpSuccess");
    const seedOwner = await env.DB.prepare("SELECT owner_id FROM providers WHERE id = 'glamour-spot'").first<string>("owner_id");
    const ownGlamourSpot = (email: string | null, id: string | null) =>
      env.DB.prepare("UPDATE providers SET owner_id = COALESCE((SELECT id FROM accounts WHERE email = ?1), ?2) WHERE id = 'glamour-spot'")
        .bind(email, id)
        .run();
    await ownGlamourSpot(owner, null);
    try {
      const id = await book(openDay(4), "11:00");
      await vi.waitFor(async () => expect((await mailTo(owner)).filter((message) => message.text.includes(id))).toHaveLength(1), {
        timeout: 15_000,
        interval: 200,
      });
      const [alert] = (await mailTo(owner)).filter((message) => message.text.includes(id));
      expect(alert!.subject).toMatch(/^حجز جديد: Haircut & Blow-dry، /);
      expect(alert!.html).toContain('<html lang="ar" dir="rtl">');
      expect(alert!.text).toContain("لدى Glamour Spot حجز جديد.");
      expect(alert!.text).toContain("/ar/dashboard/provider");
      // The customer booked in English, and is told in English.
      const customer = (await env.DB.prepare("SELECT customer_email FROM bookings WHERE id = ?").bind(id).first<string>("customer_email"))!;
      await vi.waitFor(async () => expect(await mailTo(customer)).toHaveLength(1), { timeout: 15_000, interval: 200 });
      expect((await mailTo(customer))[0]!.subject).toBe("Booking confirmed: Haircut & Blow-dry at Glamour Spot");
    } finally {
      await ownGlamourSpot(null, seedOwner);
    }
  });

  it("a redelivered queue message sends nothing twice; an unknown event is acknowledged", async () => {
    const id = await book(openDay(5), "11:00");
    const eventId = await eventIdOf(id, "booking_created");
    const first = await runQueue([eventId, eventId]);
    const again = await runQueue([eventId, "no-such-event"]);
    expect(first.explicitAcks).toHaveLength(2);
    expect(again.explicitAcks).toHaveLength(2);
    await vi.waitFor(async () => expect((await mailbox()).filter((message) => message.text.includes(id)).length).toBeGreaterThan(0));
    // However often it comes, each recipient has one message for it (the queue's own delivery included).
    const forIt = (await mailbox()).filter((message) => message.text.includes(id));
    expect(new Set(forIt.map((message) => message.to)).size).toBe(forIt.length);
  });

  it("an event whose request never enqueued it (the Worker died after the commit) is sent by the cron sweep", async () => {
    const day = openDay(6);
    await env.DB.prepare(
      `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status, manage_token)
       VALUES ('ORPHAN1', 'glamour-spot', 'glamour-spot-haircut', 'glamour-spot-staff-1', '${day}T12:00', '${day}T13:00', 'Noura', '+971500000001',
               'orphan@example.com', 'Confirmed', 'orphan-manage-token-000000000000000000000000')`,
    ).run();
    expect(await env.DB.prepare("SELECT enqueued_at FROM outbox_events WHERE subject_id = 'ORPHAN1'").first("enqueued_at")).toBeNull();
    await runSweep(new Date());
    await vi.waitFor(async () => expect(await mailTo("orphan@example.com")).toHaveLength(1), { timeout: 15_000, interval: 200 });
  });

  it("a request hands pending events to the queue only when it ran a mutation: a POSTed query reads nothing of the outbox", async () => {
    const day = openDay(7);
    await env.DB.prepare(
      `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status, manage_token)
       VALUES ('ORPHAN2', 'nails-n-more', 'nails-n-more-gel-manicure', NULL, '${day}T12:00', '${day}T13:00', 'Noura', '+971500000003',
               'Confirmed', 'orphan-manage-token-000000000000000000000002')`,
    ).run();
    const enqueuedAt = () => env.DB.prepare("SELECT enqueued_at FROM outbox_events WHERE subject_id = 'ORPHAN2'").first("enqueued_at");
    /** One request through the Worker's own fetch, waiting for everything it left running (waitUntil). */
    const send = async (query: string, variables: Record<string, unknown> = {}) => {
      const ctx = createExecutionContext();
      const request = new Request(`${ORIGIN}/graphql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-graphql-yoga-csrf": "1", ...newClient() },
        body: JSON.stringify({ query, variables }),
      });
      const response = await worker.fetch(request, env as never, ctx);
      await waitOnExecutionContext(ctx);
      return response.status;
    };
    expect(await send("{ providers(first: 1) { edges { node { id } } } }")).toBe(200);
    expect(await enqueuedAt()).toBeNull();
    expect(await send("mutation { signOut { __typename } }")).toBe(200);
    expect(await enqueuedAt()).not.toBeNull();
  });

  it("the sweep records a reminder 24 hours ahead once, however often it runs; none for a booking made less than 24 hours ahead", async () => {
    const now = new Date();
    const inHours = (hours: number) => dubaiWallClock(new Date(now.getTime() + hours * 3_600_000));
    const insert = (id: string, hours: number, createdHoursAgo: number) => {
      const start = inHours(hours);
      const created = new Date(now.getTime() - createdHoursAgo * 3_600_000).toISOString().replace(/\.\d{3}Z$/, "Z");
      return env.DB.prepare(
        `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status, created_at)
         VALUES (?1, 'nails-n-more', 'nails-n-more-gel-manicure', NULL, ?2, ?2, 'Huda', '+971500000002', ?3, 'Confirmed', ?4)`,
      )
        .bind(id, start, `${id.toLowerCase()}@example.com`, created)
        .run();
    };
    await insert("REMIND1", 20, 48); // made two days ago, starts in 20 hours: due
    await insert("REMIND2", 20, 2); // made 22 hours ahead: none
    await insert("REMIND3", 30, 48); // starts in 30 hours: not yet
    await runSweep(now);
    await runSweep(now);
    expect(await eventsOf("REMIND1")).toEqual(["booking_created", "reminder_due"]);
    expect(await eventsOf("REMIND2")).toEqual(["booking_created"]);
    expect(await eventsOf("REMIND3")).toEqual(["booking_created"]);
    await vi.waitFor(
      async () =>
        expect((await mailTo("remind1@example.com")).map((message) => message.subject)).toContain(
          `Reminder: Gel Manicure at Nails N More, ${longDate(inHours(20))} at ${inHours(20).slice(11, 16)}`,
        ),
      { timeout: 15_000, interval: 200 },
    );
  });

  it("the dev mailbox lists newest first as HTML and opens one message as text, HTML and attachments", async () => {
    const id = await book(openDay(7), "15:00");
    await vi.waitFor(async () => expect((await mailbox()).some((message) => message.text.includes(id))).toBe(true), {
      timeout: 15_000,
      interval: 200,
    });
    const message = (await mailbox()).find((each) => each.text.includes(id) && each.attachments.length === 1)!;
    const list = await (await SELF.fetch(`${ORIGIN}/dev/mailbox`)).text();
    expect(list).toContain(`href="/dev/mailbox/${message.id}"`);
    const opened = await (await SELF.fetch(`${ORIGIN}/dev/mailbox/${message.id}`)).text();
    expect(opened).toContain(`Reference: ${id}`);
    const html = await SELF.fetch(`${ORIGIN}/dev/mailbox/${message.id}/html`);
    expect(html.headers.get("Content-Security-Policy")).toContain("sandbox");
    const calendar = await SELF.fetch(`${ORIGIN}/dev/mailbox/${message.id}/attachments/0`);
    expect(await calendar.text()).toContain(`UID:${id}@glowuae`);
  });

  it("a registration's answer reaches its owner in the language they registered in: the live listing, or the reason", async () => {
    const reviewer = await signedUpAccount();
    await env.DB.prepare("INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = ?1").bind(reviewer.email).run();
    const register = async (businessName: string, headers: Record<string, string>) => {
      const owner = await verifiedAccount();
      const { body } = await postMultipart(
        `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
          registerBusiness(input: $input, tradeLicense: $tradeLicense) { ... on BusinessRegistrationSubmitted { registration { id } } } }`,
        { input: { ...REGISTRATION_DETAILS, businessName } },
        { tradeLicense: new File([PDF.slice()], "Trade Licence.pdf") },
        owner.accessToken,
        { ...newClient(), ...headers },
      );
      return { email: owner.email, id: body.data.registerBusiness.registration.id as string };
    };
    const asReviewer = { Authorization: `Bearer ${reviewer.accessToken}` };
    const arabic = await register("Outbox Oasis", { "Accept-Language": "ar" });
    const english = await register("Outbox Rejected", {});
    const approved = await postGraphQL(
      `mutation ($input: ApproveRegistrationInput!) { approveRegistration(input: $input) { ... on RegistrationApproved { provider { id } } } }`,
      { input: { registrationId: arabic.id } },
      asReviewer,
    );
    const listing = approved.body.data.approveRegistration.provider.id as string;
    await postGraphQL(
      `mutation ($input: RejectRegistrationInput!) { rejectRegistration(input: $input) { __typename } }`,
      { input: { registrationId: english.id, reason: "The trade licence has expired." } },
      asReviewer,
    );
    // Each owner also has the verification email of their sign-up (made without a language: English).
    const VERIFY = "Verify your email address for GlowUAE";
    const subjects = async (email: string) => (await mailTo(email)).map((message) => message.subject).sort();
    await vi.waitFor(
      async () => {
        expect(await subjects(arabic.email)).toEqual(["Outbox Oasis متاح الآن على GlowUAE", VERIFY].sort());
        expect(await subjects(english.email)).toEqual(["Your registration of Outbox Rejected was not approved", VERIFY].sort());
      },
      { timeout: 15_000, interval: 200 },
    );
    const answer = async (email: string) => (await mailTo(email)).find((message) => message.subject !== VERIFY)!;
    expect((await answer(arabic.email)).text).toContain(`http://127.0.0.1:8787/ar/provider/${listing}`);
    expect((await answer(english.email)).text).toContain("The reviewer's reason: The trade licence has expired.");
  });

  it("a send that fails is retried, and then sent once", async () => {
    const day = openDay(8);
    await env.DB.prepare(
      `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status)
       VALUES ('RETRY1', 'glamour-spot', 'glamour-spot-haircut', 'glamour-spot-staff-1', '${day}T12:00', '${day}T13:00', 'Noura', '+971500000003',
               'retry@example.com', 'Confirmed')`,
    ).run();
    const eventId = await eventIdOf("RETRY1", "booking_created");
    // The mailbox cannot take it (its table is away): the message is retried, nothing counts as sent.
    await env.DB.exec("ALTER TABLE dev_mailbox RENAME TO dev_mailbox_away");
    const failed = await runQueue([eventId]);
    await env.DB.exec("ALTER TABLE dev_mailbox_away RENAME TO dev_mailbox");
    expect(failed.explicitAcks).toEqual([]);
    expect(failed.retryMessages.map((message) => message.msgId)).toHaveLength(1);
    expect((await runQueue([eventId])).explicitAcks).toHaveLength(1);
    expect((await runQueue([eventId])).explicitAcks).toHaveLength(1);
    expect(await mailTo("retry@example.com")).toHaveLength(1);
  });
});
