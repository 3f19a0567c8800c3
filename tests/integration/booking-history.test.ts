/**
 * A booking's history on D1 (0024_booking_lifecycle.sql), in workerd: every change of state, time or
 * professional is recorded by trigger whatever statement made it (who, what, from which state); the
 * writer names itself in its own statement and the name is cleared after, so a later writer that names
 * nobody is not taken for it; the history and a visit's outcome cannot be rewritten; a request's answer
 * has its own outbox event and a decline is not announced as a cancel.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { book, eventsOf, openDay } from "./outbox-helpers";

const history = async (id: string) =>
  (
    await env.DB.prepare("SELECT actor, change, from_state, to_state, reason FROM booking_history WHERE booking_id = ? ORDER BY id")
      .bind(id)
      .all()
  ).results;
const update = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run();

describe("a booking's history", () => {
  it("records the booking, a move, the salon's completion and nobody's later write as the system's", async () => {
    const id = await book(openDay(6), "10:00");
    expect(await history(id)).toEqual([{ actor: "customer", change: "created", from_state: null, to_state: "CONFIRMED", reason: null }]);
    // A booking placed in the past through SQL, as the end-to-end test does to complete it.
    await update("UPDATE bookings SET starts_at = '2026-01-05T10:00', ends_at = '2026-01-05T11:00', changed_by = 'salon' WHERE id = ?", id);
    await update("UPDATE bookings SET outcome = 'completed', outcome_at = '2026-01-05T11:00Z', changed_by = 'salon' WHERE id = ?", id);
    await update("UPDATE bookings SET staff_id = 'glamour-spot-staff-2' WHERE id = ?", id);
    expect(await history(id)).toEqual([
      { actor: "customer", change: "created", from_state: null, to_state: "CONFIRMED", reason: null },
      { actor: "salon", change: "moved", from_state: "CONFIRMED", to_state: "CONFIRMED", reason: null },
      { actor: "salon", change: "completed", from_state: "CONFIRMED", to_state: "COMPLETED", reason: null },
      { actor: "system", change: "moved", from_state: "COMPLETED", to_state: "COMPLETED", reason: null },
    ]);
    expect(await env.DB.prepare("SELECT changed_by FROM bookings WHERE id = ?").bind(id).first("changed_by")).toBeNull();

    await expect(update("UPDATE bookings SET outcome = 'no_show', changed_by = 'salon' WHERE id = ?", id)).rejects.toThrow(/outcome stays/);
    await expect(update("UPDATE bookings SET status = 'Cancelled', cancelled_by = 'salon' WHERE id = ?", id)).rejects.toThrow(
      /outcome stays/,
    );
    await expect(update("UPDATE booking_history SET actor = 'customer' WHERE booking_id = ?", id)).rejects.toThrow(/append-only/);
    await expect(update("DELETE FROM booking_history WHERE booking_id = ?", id)).rejects.toThrow(/append-only/);
    expect(await history(id)).toHaveLength(4);
  });

  it("names who cancelled from the cancel itself; a declined request is the salon's, with its own event", async () => {
    const day = openDay(6);
    const [cancelled, accepted, declined] = [await book(day, "11:00"), await book(day, "12:00"), await book(day, "13:00")];
    await update("UPDATE bookings SET status = 'Cancelled', cancelled_by = 'customer' WHERE id = ?", cancelled);
    await update("UPDATE bookings SET status = 'Pending' WHERE id IN (?, ?)", accepted, declined);
    await update("UPDATE bookings SET status = 'Confirmed', changed_by = 'salon' WHERE id = ?", accepted);
    await update(
      "UPDATE bookings SET status = 'Cancelled', cancelled_by = 'salon', declined = 1, cancellation_reason = 'Fully booked', changed_by = 'salon' WHERE id = ?",
      declined,
    );

    expect((await history(cancelled)).at(-1)).toEqual({
      actor: "customer",
      change: "cancelled",
      from_state: "CONFIRMED",
      to_state: "CANCELLED",
      reason: null,
    });
    expect((await history(accepted)).slice(1)).toEqual([
      { actor: "system", change: "changed", from_state: "CONFIRMED", to_state: "PENDING", reason: null },
      { actor: "salon", change: "confirmed", from_state: "PENDING", to_state: "CONFIRMED", reason: null },
    ]);
    expect((await history(declined)).at(-1)).toEqual({
      actor: "salon",
      change: "declined",
      from_state: "PENDING",
      to_state: "CANCELLED",
      reason: "Fully booked",
    });
    expect(await eventsOf(cancelled)).toEqual(["booking_created", "booking_cancelled"]);
    expect(await eventsOf(accepted)).toEqual(["booking_created", "booking_confirmed"]);
    expect(await eventsOf(declined)).toEqual(["booking_created", "booking_declined"]);
    // The declined request's time is free at once.
    expect(await book(day, "13:00")).not.toBe("SlotTaken");
  });

  it("a request inserted as one is announced as a request", async () => {
    const day = openDay(7);
    await update(
      `INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, status)
       VALUES ('history-request', 'glamour-spot', 'glamour-spot-haircut', 'glamour-spot-staff-1', '${day}T15:00', '${day}T16:00', 'A', '+971500000001', 'Pending')`,
    );
    expect(await eventsOf("history-request")).toEqual(["booking_requested"]);
    expect(await history("history-request")).toEqual([
      { actor: "customer", change: "created", from_state: null, to_state: "PENDING", reason: null },
    ]);
  });
});
