/**
 * The outbox on D1 (0011_outbox.sql): each change writes its event in its own transaction, whichever
 * code path made it, and the booking keeps the language its customer used.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { book, eventsOf, openDay } from "./outbox-helpers";

describe("the outbox", () => {
  it("a booking writes booking_created with the booking, and keeps the customer's language", async () => {
    const day = openDay(4);
    const english = await book(day, "10:00");
    const arabic = await book(day, "11:00", { "Accept-Language": "ar" });
    expect(await eventsOf(english)).toEqual(["booking_created"]);
    expect(await eventsOf(arabic)).toEqual(["booking_created"]);
    const locales = await env.DB.prepare("SELECT id, locale FROM bookings WHERE id IN (?, ?)")
      .bind(english, arabic)
      .all<{ id: string; locale: string }>();
    expect(Object.fromEntries(locales.results.map((row) => [row.id, row.locale]))).toEqual({ [english]: "en", [arabic]: "ar" });
  });

  it("a booking that is refused, or a batch that fails after its insert, writes no event", async () => {
    const day = openDay(5);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox_events").first<number>("n");
    // The seed's Glamour Spot has two people for the haircut: a third booking at the same time is refused.
    for (const _ of [1, 2]) expect(await book(day, "12:00")).not.toBe("SlotTaken");
    expect(await book(day, "12:00")).toBe("SlotTaken");
    // A change whose transaction fails after the insert: the insert and its event roll back together.
    const failing = env.DB.batch([
      env.DB.prepare(
        `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status)
         VALUES ('rolled-back', 'glamour-spot', 'glamour-spot-haircut', 'glamour-spot-staff-1', '${day}T15:00', '${day}T16:00', 'A', '+971500000000', 'Confirmed')`,
      ),
      env.DB.prepare("INSERT INTO outbox_events (id, kind, subject_id) VALUES (NULL, 'no_such_kind', 'x')"),
    ]);
    await expect(failing).rejects.toThrow();
    expect(await eventsOf("rolled-back")).toEqual([]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox_events").first<number>("n")).toBe(before! + 2);
  });

  it("moving and cancelling write their events, whichever statement changed the row; a second cancel writes none", async () => {
    const day = openDay(6);
    const id = await book(day, "14:00");
    await env.DB.prepare(`UPDATE bookings SET starts_at = '${day}T16:00', ends_at = '${day}T17:00' WHERE id = ?`).bind(id).run();
    await env.DB.prepare("UPDATE bookings SET status = 'Cancelled' WHERE id = ?").bind(id).run();
    await env.DB.prepare("UPDATE bookings SET status = 'Cancelled' WHERE id = ?").bind(id).run();
    expect(await eventsOf(id)).toEqual(["booking_created", "booking_changed", "booking_cancelled"]);
  });
});
