/**
 * /admin/dead-letters (decision 060): reviewers only (anyone else gets the site's 404), in English and Arabic;
 * "Send again" is a plain form post that queues the message once and delivers it; a second post is refused.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { MailboxMessage } from "../../workers/outbox/dev-mailbox";
import { bodyText, ORIGIN, signedInJar, submit, visit } from "./http";

const mailTo = async (address: string) =>
  ((await (await SELF.fetch(`${ORIGIN}/dev/mailbox.json`)).json()) as { messages: MailboxMessage[] }).messages.filter(
    (message) => message.to === address,
  );

/** A dead booking confirmation for `email` (as the dead-letter queue's consumer leaves it), and its event's id. */
async function deadLetter(id: string, email: string): Promise<string> {
  await env.DB.prepare(
    `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status)
     VALUES (?1, 'nails-n-more', 'nails-n-more-gel-manicure', NULL, '2031-03-04T12:00', '2031-03-04T13:00', 'Noura', '+971500000019', ?2, 'Confirmed')`,
  )
    .bind(id, email)
    .run();
  const eventId = (await env.DB.prepare("SELECT id FROM outbox_events WHERE subject_id = ?").bind(id).first<string>("id"))!;
  await env.DB.prepare(
    `UPDATE outbox_events SET enqueued_at = ?2, status = 'dead', dead_at = ?2, attempts = 9, last_error = 'Error: mailbox unavailable',
       failed_to = ?3 WHERE id = ?1`,
  )
    .bind(eventId, "2026-11-28T06:30:00.000Z", email)
    .run();
  return eventId;
}

describe("the dead letters page", () => {
  it("is a 404 for anyone but a reviewer", async () => {
    const stranger = await signedInJar();
    expect((await visit(stranger, "/admin/dead-letters")).status).toBe(404);
    expect((await submit(stranger, "/admin/dead-letters", { eventId: "x" })).status).toBe(404);
  });

  it("shows a reviewer each dead message, in Arabic too; 'Send again' without JavaScript delivers it once", async () => {
    const email = `page-dead-${Date.now()}@example.com`;
    const eventId = await deadLetter(`PAGEDEAD${Date.now() % 100000}`, email);
    const reviewerEmail = `page-reviewer-${Date.now()}@example.com`;
    const jar = await signedInJar(reviewerEmail);
    await env.DB.prepare("INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = ?1").bind(reviewerEmail).run();

    const html = await bodyText(await visit(jar, "/admin/dead-letters"), 200);
    for (const text of ["Undelivered messages", "Booking confirmation", email, "Error: mailbox unavailable", "Send again", "28 Nov 2026"])
      expect(html).toContain(text);
    expect(html).toContain(`name="eventId" value="${eventId}"`);
    const arabic = await bodyText(await visit(jar, "/ar/admin/dead-letters"), 200);
    for (const text of ["الرسائل غير المُسلَّمة", "تأكيد الحجز", "أعِد الإرسال", email]) expect(arabic).toContain(text);

    const sent = await submit(jar, "/admin/dead-letters", { eventId });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/admin/dead-letters");
    await vi.waitFor(async () => expect(await mailTo(email)).toHaveLength(1), { timeout: 15_000, interval: 200 });
    const again = await submit(jar, "/ar/admin/dead-letters", { eventId });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("لم تعد هذه الرسالة في الانتظار: فقد أُعيد إرسالها من قبل.");
    expect(await bodyText(await visit(jar, "/admin/dead-letters"), 200)).not.toContain(`value="${eventId}"`);
    expect(await mailTo(email)).toHaveLength(1);
  });
});
