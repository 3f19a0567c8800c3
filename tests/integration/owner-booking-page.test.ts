/**
 * The owner's booking page (issue #32), in workerd on D1, as a browser without JavaScript: the booking with its
 * customer, state and history; each action a form posting to the page (accept, decline with a reason, mark
 * completed once started, cancel after a confirmation step); a refusal keeps the page, says why by code in English
 * or Arabic and keeps the reason as typed; another owner's booking is not there.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dubaiWallClock } from "../../graphql/shared/dubai-time";
import { book, openDay } from "./outbox-helpers";
import { expectHides, expectShows, shown, signedInOwnerJar, submit, visit } from "./http";

const sql = (statement: string, ...params: unknown[]) =>
  env.DB.prepare(statement)
    .bind(...params)
    .run();
const history = async (id: string) =>
  (await env.DB.prepare("SELECT actor, change FROM booking_history WHERE booking_id = ? ORDER BY id").bind(id).all()).results;
const html = async (jar: Awaited<ReturnType<typeof signedInOwnerJar>>, path: string) => {
  const response = await visit(jar, path);
  expect(response.status).toBe(200);
  return shown(await response.text());
};

describe("the owner's booking page", () => {
  it("shows a request with its customer and history; a too-long decline reason comes back as typed; accepting records it", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    const id = await book(openDay(9), "10:00");
    await sql("UPDATE bookings SET status = 'Pending' WHERE id = ?", id);
    const path = `/dashboard/bookings/${id}`;

    const page = await html(jar, path);
    expectShows(page, [
      `Booking ${id}`,
      "Mariam Al Hashimi",
      "+97150666",
      "Online",
      "Pending",
      "Accept",
      "Decline",
      "Reschedule",
      "Booked",
      "The customer",
      'name="intent" value="confirm"',
      'name="intent" value="decline"',
    ]);
    // A request is answered, not cancelled; nothing has started, so no outcome can be said yet.
    expectHides(page, ['value="complete"', 'value="no-show"', "?confirm=cancel"]);

    const long = "x".repeat(301);
    const refused = await submit(jar, path, { intent: "decline", reason: long });
    expect(refused.status).toBe(400);
    const again = shown(await refused.text());
    expect(again).toMatch(/role="alert"[^>]*>Please keep the reason for the customer to 300 characters\./);
    expect(again).toContain(`>${long}</textarea>`);
    expect(await history(id)).toHaveLength(2);

    const accepted = await submit(jar, path, { intent: "confirm" });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe(path);
    const after = await html(jar, path);
    expectShows(after, ["Confirmed", "Accepted", "You (the salon)", "from Pending to Confirmed", "Request Accepted"]);
    expect((await history(id)).at(-1)).toEqual({ actor: "salon", change: "confirmed" });

    // The rule said at the API: accepting again is refused with its message, and the page stays.
    const twice = await submit(jar, path, { intent: "confirm" });
    expect(twice.status).toBe(409);
    expect(shown(await twice.text())).toMatch(/role="alert"[^>]*>This booking is not a request awaiting your answer\./);
  });

  it("marks a started booking completed; before its start the API refuses, said in Arabic", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    const [started, later] = [await book(openDay(9), "11:00"), await book(openDay(9), "12:00")];
    const wall = (hoursAgo: number) => dubaiWallClock(new Date(Date.now() - hoursAgo * 3_600_000));
    await sql("UPDATE bookings SET starts_at = ?2, ends_at = ?3 WHERE id = ?1", started, wall(3), wall(2));

    const early = await submit(jar, `/ar/dashboard/bookings/${later}`, { intent: "complete" });
    expect(early.status).toBe(409);
    const arabic = shown(await early.text());
    expect(arabic).toMatch(/role="alert"[^>]*>يمكنك تسجيل ما حدث في الزيارة بعد حلول موعد بدئها\./);
    expectShows(arabic, ['dir="rtl"', `الحجز ${later}`, "ما يمكنك فعله", "السجل", "حُجز"]);

    const page = await html(jar, `/ar/dashboard/bookings/${started}`);
    expectShows(page, ["تسجيل كمكتمل", "لم يحضر", 'value="complete"', 'value="no-show"']);
    expectHides(page, ["إعادة الجدولة"]);
    const done = await submit(jar, `/ar/dashboard/bookings/${started}`, { intent: "complete" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/ar/dashboard/bookings/${started}`);
    expectShows(await html(jar, `/ar/dashboard/bookings/${started}`), [
      "مكتمل",
      "سُجّل كمكتمل",
      "أنت (الصالون)",
      "لم يعد بالإمكان تغيير هذا الحجز.",
    ]);
    expect((await history(started)).at(-1)).toEqual({ actor: "salon", change: "completed" });
  });

  it("cancels (Premium) after a confirmation step, with the reason shown as the salon's", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    await submit(jar, "/dashboard/subscription", { intent: "subscribe" });
    const id = await book(openDay(9), "13:00");
    const path = `/dashboard/bookings/${id}`;

    expectShows(await html(jar, path), [`href="${path}?confirm=cancel"`]);
    const asking = await html(jar, `${path}?confirm=cancel`);
    expectShows(asking, ["Cancel this booking?", "Yes, cancel booking", "Keep booking", 'value="cancel"']);

    const cancelled = await submit(jar, path, { intent: "cancel", reason: "The salon is closed for maintenance" });
    expect(cancelled.status).toBe(302);
    expectShows(await html(jar, path), ["Cancelled by you", "Reason: The salon is closed for maintenance", "Nothing more can change"]);
    expect((await history(id)).at(-1)).toEqual({ actor: "salon", change: "cancelled" });
  });

  it("the dashboard lists requests first (Accept/Decline open the booking), then upcoming, then cancelled with who and why", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    const day = openDay(10);
    const [request, upcoming, declined] = [await book(day, "10:00"), await book(day, "11:00"), await book(day, "12:00")];
    await sql("UPDATE bookings SET status = 'Pending' WHERE id IN (?, ?)", request, declined);
    await submit(jar, `/dashboard/bookings/${declined}`, { intent: "decline", reason: "Closed for a private event" });

    const list = await html(jar, "/dashboard/provider");
    const at = (text: string) => {
      const index = list.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    expect(at("Requests awaiting your answer")).toBeLessThan(at(`href="/dashboard/bookings/${request}#booking-actions"`));
    expect(at(`href="/dashboard/bookings/${request}#decline-reason"`)).toBeLessThan(at('aria-label="Upcoming bookings"'));
    expect(at('aria-label="Upcoming bookings"')).toBeLessThan(at(`href="/dashboard/bookings/${upcoming}"`));
    expect(at(`href="/dashboard/bookings/${upcoming}"`)).toBeLessThan(at("Cancelled bookings ("));
    expect(at("Cancelled bookings (")).toBeLessThan(at(`href="/dashboard/bookings/${declined}"`));
    expectShows(list.slice(at("Cancelled bookings (")), ["Request declined", "Reason: Closed for a private event"]);

    const arabic = await html(jar, "/ar/dashboard/provider");
    expectShows(arabic, ["طلبات بانتظار ردّك", "الحجوزات الملغاة (", "رُفض الطلب", "السبب: Closed for a private event"]);
  });

  it("on Basic, cancelling is refused by the API as Premium's, on the page, with the reason kept", async () => {
    const jar = await signedInOwnerJar("glamour-spot");
    const id = await book(openDay(9), "15:00");
    const refused = await submit(jar, `/dashboard/bookings/${id}`, { intent: "cancel", reason: "Staff training day" });
    expect(refused.status).toBe(403);
    const page = shown(await refused.text());
    expect(page).toMatch(/role="alert"[^>]*>Access to Full Booking Management requires an active subscription/);
    expect(page).toContain(">Staff training day</textarea>");
    expect(await history(id)).toEqual([{ actor: "customer", change: "created" }]);
  });

  it("another owner's booking is not there, to read or to change", async () => {
    const id = await book(openDay(9), "14:00");
    const stranger = await signedInOwnerJar("barbers-hub");
    // On Premium, so that the cancel's answer is about the booking, not the plan.
    await submit(stranger, "/dashboard/subscription", { intent: "subscribe" });
    expect((await visit(stranger, `/dashboard/bookings/${id}`)).status).toBe(404);
    expect((await submit(stranger, `/dashboard/bookings/${id}`, { intent: "complete" })).status).toBe(404);
    expect((await submit(stranger, `/dashboard/bookings/${id}`, { intent: "cancel", reason: "" })).status).toBe(404);
    expect(await history(id)).toEqual([{ actor: "customer", change: "created" }]);
  });
});
