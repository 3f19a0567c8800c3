/**
 * The owner's "New booking" page (issue #32), in workerd on D1, as a browser without JavaScript: prefilled
 * from the calendar's link, refusals refilled with the first field at fault focused, a walk-in that takes its
 * time from visitors at once, another owner's listing not there, and the page in Arabic.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDay } from "./outbox-helpers";
import { postGraphQL, shown, signedInOwnerJar, submit, visit } from "./http";

const SLOTS = `query ($date: String!) {
  slots(providerId: "glamour-spot", serviceId: "glamour-spot-threading", date: $date, staffId: "glamour-spot-staff-2") { times } }`;
const path = "/dashboard/listing/glamour-spot/bookings/new";
const timesOn = async (date: string) => (await postGraphQL(SLOTS, { date })).body.data.slots.times as string[];

async function premiumOwner() {
  const jar = await signedInOwnerJar("glamour-spot");
  await submit(jar, "/dashboard/subscription", { intent: "subscribe" });
  return jar;
}

describe("the owner's New booking page", () => {
  it("is prefilled from the calendar's link; refuses with everything typed kept; a walk-in takes its time from visitors", async () => {
    const jar = await premiumOwner();
    const date = openDay(11);
    const page = shown(await (await visit(jar, `${path}?staffId=glamour-spot-staff-2&date=${date}&time=10:00`)).text());
    expect(page).toContain("New booking");
    expect(page).toMatch(/<option value="glamour-spot-staff-2" selected="">/);
    expect(page).toContain(`value="${date}"`);
    expect(page).toContain('value="10:00"');

    const fields = {
      source: "phone",
      serviceId: "glamour-spot-threading",
      staffId: "glamour-spot-staff-2",
      date,
      time: "10:00",
      customerName: "Noura Saeed",
      customerPhone: "12345",
      customerEmail: "",
    };
    const refused = await submit(jar, path, fields);
    expect(refused.status).toBe(400);
    const again = shown(await refused.text());
    expect(again).toContain("Please enter a UAE phone number, e.g. 050 123 4567 or +971 4 123 4567.");
    expect(again).toMatch(
      /<input[^>]*name="customerPhone"[^>]*autofocus=""[^>]*aria-invalid="true"|<input[^>]*autofocus=""[^>]*name="customerPhone"/,
    );
    expect(again).toContain('value="Noura Saeed"');
    expect(again).toMatch(/<option value="phone" selected="">/);
    expect(await timesOn(date)).toContain("10:00");

    const entered = await submit(jar, path, { ...fields, customerPhone: "050 765 4321" });
    expect(entered.status).toBe(302);
    expect(entered.headers.get("Location")).toBe("/dashboard/provider");
    const row = await env.DB.prepare(
      `SELECT source, staff_id, customer_email, (SELECT actor || ' ' || change FROM booking_history h WHERE h.booking_id = b.id) AS history
       FROM bookings b WHERE starts_at = ?1 AND customer_name = 'Noura Saeed'`,
    )
      .bind(`${date}T10:00`)
      .first();
    // The history names the salon, not a customer, as the one who made it.
    expect(row).toEqual({ source: "phone", staff_id: "glamour-spot-staff-2", customer_email: null, history: "salon created" });
    expect(await timesOn(date)).not.toContain("10:00");

    // The same time again: the professional is taken, said on the time field, everything kept.
    const taken = await submit(jar, path, { ...fields, customerPhone: "050 765 4321" });
    expect(taken.status).toBe(400);
    const takenPage = shown(await taken.text());
    expect(takenPage).toContain("This professional is not free for the whole service at that time.");
    expect(takenPage).toMatch(/<input[^>]*name="time"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="time"/);
  });

  it("another owner's listing is not there; the page speaks Arabic under /ar", async () => {
    const stranger = await signedInOwnerJar("barbers-hub");
    expect((await visit(stranger, path)).status).toBe(404);
    const jar = await premiumOwner();
    const arabic = shown(await (await visit(jar, `/ar${path}`)).text());
    expect(arabic).toContain("حجز جديد");
    expect(arabic).toContain("هاتف العميل");
  });
});
