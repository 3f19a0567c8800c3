/**
 * Dead letters and the account deletion's follow-ups in workerd (docs/decisions/060-dead-letters-and-deletion-follow-ups.md):
 * a send that keeps failing ends dead with its error once the dead-letter queue has it, and a reviewer's
 * "Send again" delivers it once; deleting an account emails its confirmation, in the account's language, and
 * the sweep removes the trade licence of the registration deleted with it.
 */
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import type { OutboxMessage } from "../../workers/outbox/delivery";
import type { MailboxMessage } from "../../workers/outbox/dev-mailbox";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { PDF } from "../fixtures/upload-files";
import { openDay } from "./outbox-helpers";
import { ACCOUNT_PASSWORD, newClient, ORIGIN, postGraphQL, postMultipart, signedUpAccount, verifyEmailOf } from "./http";

const mailTo = async (address: string) =>
  ((await (await SELF.fetch(`${ORIGIN}/dev/mailbox.json`)).json()) as { messages: MailboxMessage[] }).messages.filter(
    (message) => message.to === address,
  );

/** One batch of `queue` through the Worker's queue handler, as Queues delivers it. */
async function runQueue(queue: string, eventIds: string[], attempts = 1) {
  const batch = createMessageBatch<OutboxMessage>(
    queue,
    eventIds.map((eventId, index) => ({ id: `m-${index}-${Date.now()}`, timestamp: new Date(), attempts, body: { eventId } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env as never);
  return getQueueResult(batch, ctx);
}

const eventRow = (id: string) =>
  env.DB.prepare("SELECT status, attempts, last_error, failed_to, dead_at, enqueued_at FROM outbox_events WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; last_error: string | null; failed_to: string | null; dead_at: string | null }>();

describe("dead letters", () => {
  it("a send that keeps failing ends dead with its error; a reviewer's 'Send again' delivers it once", async () => {
    const day = openDay(9);
    await env.DB.prepare(
      `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status)
       VALUES ('DEAD1', 'nails-n-more', 'nails-n-more-gel-manicure', NULL, '${day}T12:00', '${day}T13:00', 'Noura', '+971500000009',
               'dead@example.com', 'Confirmed')`,
    ).run();
    const eventId = (await env.DB.prepare("SELECT id FROM outbox_events WHERE subject_id = 'DEAD1'").first<string>("id"))!;
    await env.DB.prepare("UPDATE outbox_events SET enqueued_at = ?2 WHERE id = ?1").bind(eventId, new Date().toISOString()).run();

    // Every try fails (the mailbox's table is away); the last retry's message goes to the dead-letter queue.
    await env.DB.exec("ALTER TABLE dev_mailbox RENAME TO dev_mailbox_away");
    try {
      for (const attempt of [1, 9]) expect((await runQueue("glowuae-outbox", [eventId], attempt)).retryMessages).toHaveLength(1);
    } finally {
      await env.DB.exec("ALTER TABLE dev_mailbox_away RENAME TO dev_mailbox");
    }
    // Two deliveries failed, each for the customer and the listing's owner.
    const failedTo = "dead@example.com, owner.nails-n-more@example.com";
    expect(await eventRow(eventId)).toMatchObject({ status: "active", attempts: 2, failed_to: failedTo });
    expect((await eventRow(eventId))!.last_error).toMatch(/dev_mailbox/);
    expect((await runQueue("glowuae-outbox-dead", [eventId])).explicitAcks).toHaveLength(1);
    const dead = (await eventRow(eventId))!;
    expect(dead).toMatchObject({ status: "dead", attempts: 2, failed_to: failedTo });
    expect(dead.dead_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await mailTo("dead@example.com")).toEqual([]);

    const reviewer = await signedUpAccount();
    await env.DB.prepare("INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = ?1").bind(reviewer.email).run();
    const sendAgain = async () =>
      (
        await postGraphQL(
          `mutation ($eventId: ID!) { sendDeadLetterAgain(eventId: $eventId) { __typename } }`,
          { eventId },
          { Authorization: `Bearer ${reviewer.accessToken}` },
        )
      ).body.data.sendDeadLetterAgain.__typename;
    expect(await Promise.all([sendAgain(), sendAgain()])).toEqual(expect.arrayContaining(["DeadLetterQueued", "DeadLetterNotDead"]));
    await vi.waitFor(async () => expect(await mailTo("dead@example.com")).toHaveLength(1), { timeout: 15_000, interval: 200 });
    expect(await sendAgain()).toBe("DeadLetterNotDead");
    // The queue's own delivery and anything else still in flight: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailTo("dead@example.com")).toHaveLength(1);
    expect((await eventRow(eventId))!.status).toBe("active");
  });
});

describe("deleting an account", () => {
  it("emails the confirmation in the account's language; the sweep removes its registration's trade licence", async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const signedUp = await postGraphQL(
      `mutation ($input: SignUpInput!) { signUp(input: $input) { ... on SignUpSuccess { session { accessToken } } } }`,
      { input: { email, password: ACCOUNT_PASSWORD } },
      { ...newClient(), "Accept-Language": "ar" },
    );
    const accessToken = signedUp.body.data.signUp.session.accessToken as string;
    await verifyEmailOf(email);
    const { body } = await postMultipart(
      `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
        registerBusiness(input: $input, tradeLicense: $tradeLicense) { ... on BusinessRegistrationSubmitted { registration { id } } } }`,
      { input: REGISTRATION_DETAILS },
      { tradeLicense: new File([PDF.slice()], "Trade Licence.pdf") },
      accessToken,
      newClient(),
    );
    const registrationId = body.data.registerBusiness.registration.id as string;
    const licence = (await env.DB.prepare("SELECT trade_license_url FROM provider_registrations WHERE id = ?")
      .bind(registrationId)
      .first<string>("trade_license_url"))!;
    expect(await env.UPLOADS.head(licence)).not.toBeNull();

    const deleted = await postGraphQL(
      `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`,
      { input: { password: ACCOUNT_PASSWORD } },
      { Authorization: `Bearer ${accessToken}`, ...newClient() },
    );
    expect(deleted.body.data.deleteAccount.__typename).toBe("AccountDeleted");
    const confirmation = async () => (await mailTo(email)).filter((message) => message.subject === "تم حذف حسابك في GlowUAE");
    await vi.waitFor(async () => expect(await confirmation()).toHaveLength(1), { timeout: 15_000, interval: 200 });
    const [message] = await confirmation();
    expect(message!.text).toContain(`تم حذف حسابك في GlowUAE (${email})`);
    expect(message!.html).toContain('<html lang="ar" dir="rtl">');
    expect(message!.text).toContain("http://127.0.0.1:8787/ar/contact");

    expect(await env.DB.prepare("SELECT id FROM provider_registrations WHERE id = ?").bind(registrationId).first()).toBeNull();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/10 * * * *" }), env as never);
    expect(await env.UPLOADS.head(licence)).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM storage_removals").first<number>("n")).toBe(0);
  });
});
