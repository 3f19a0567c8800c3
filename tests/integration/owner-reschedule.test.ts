/**
 * The owner's reschedule form (issue #32), in workerd on D1, as a browser without JavaScript: reached from the
 * dashboard's bookings list, a GET step picks the date, a post picks a free time and professional; a refusal
 * keeps the page and says why; the move reaches the visitor's manage page and the changed-booking email;
 * another owner's booking is not there.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { book, eventsOf, openDay } from "./outbox-helpers";
import { mailTo, page, shown, signedInOwnerJar, submit, visit } from "./http";

const rowOf = (id: string) =>
  env.DB.prepare("SELECT staff_id, starts_at, manage_token, customer_email FROM bookings WHERE id = ?1")
    .bind(id)
    .first<{ staff_id: string; starts_at: string; manage_token: string; customer_email: string }>();

describe("the owner's reschedule form", () => {
  it("moves a visitor's booking to another professional and time; the manage page and the email say so", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    await submit(jar, "/dashboard/subscription", { intent: "subscribe" });
    const date = openDay(12);
    const id = await book(date, "10:00");
    const before = (await rowOf(id))!;
    const other = before.staff_id === "glamour-spot-staff-1" ? "glamour-spot-staff-3" : "glamour-spot-staff-1";
    const path = `/dashboard/bookings/${id}/reschedule`;

    const list = shown(await (await visit(jar, "/dashboard/provider")).text());
    expect(list).toContain(`href="${path}"`);
    const step = shown(await (await visit(jar, `${path}?date=${date}`)).text());
    expect(step).toContain("Move a booking");
    expect(step).toContain(`value="${other}|14:00"`);

    // Outside the hours: refused, said beside the choice, nothing changed.
    const refused = await submit(jar, path, { date, choice: `${other}|08:00` });
    expect(refused.status).toBe(400);
    expect(shown(await refused.text())).toMatch(/role="alert"[^>]*>This professional is not free for the whole service at that time/);
    expect((await rowOf(id))!.starts_at).toBe(`${date}T10:00`);

    const moved = await submit(jar, path, { date, choice: `${other}|14:00` });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/dashboard/provider");
    expect(await rowOf(id)).toMatchObject({ staff_id: other, starts_at: `${date}T14:00`, manage_token: before.manage_token });
    expect(await eventsOf(id)).toEqual(["booking_created", "booking_changed"]);
    const history = await env.DB.prepare("SELECT actor, change FROM booking_history WHERE booking_id = ?1 ORDER BY id").bind(id).all();
    expect(history.results).toEqual([
      { actor: "customer", change: "created" },
      { actor: "salon", change: "moved" },
    ]);
    const manage = shown(await (await page(`/bookings/${before.manage_token}`)).text());
    expect(manage).toContain("14:00");
    const changed = async () => (await mailTo(before.customer_email)).find((mail) => mail.subject.startsWith("Booking changed:"));
    await vi.waitFor(async () => expect(await changed()).toBeDefined(), { timeout: 15_000, interval: 200 });
    expect((await changed())!.text).toContain("14:00");
  });

  it("another owner's booking is not there", async () => {
    const id = await book(openDay(12), "11:00");
    const stranger = await signedInOwnerJar("barbers-hub");
    expect((await visit(stranger, `/dashboard/bookings/${id}/reschedule`)).status).toBe(404);
  });
});
