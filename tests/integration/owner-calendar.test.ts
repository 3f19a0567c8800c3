/**
 * /dashboard/listing/{id}/calendar in workerd (issue #32): a Basic owner is sent back to the dashboard's
 * Premium toast, another owner reads it as not there (404), and a Premium owner sees a visitor's booking
 * under the professional who has it, the walk-in links in the free time, the week, and the Arabic page.
 */
import { describe, expect, it } from "vitest";
import { shown, submit, visit } from "./http";
import { AURA_OWNER, bookAuraAt, GLAMOUR_OWNER, openDay, signedIn } from "./owner-hours-support";

const CALENDAR = "/dashboard/listing/aura-aesthetic/calendar";

describe("the owner's calendar page", () => {
  it("refuses Basic and another owner; shows a Premium owner the booking under its professional", async () => {
    const day = await openDay(5);
    await bookAuraAt(day, { name: "Salama Calendar-Test", phone: "+971505550177", staffId: "aura-aesthetic-staff-2" });
    const owner = await signedIn(AURA_OWNER);
    const basic = await visit(owner, `${CALENDAR}?date=${day}`);
    expect(basic.status).toBe(302);
    expect(basic.headers.get("location")).toBe("/dashboard/provider?view=calendar");

    expect((await submit(owner, "/dashboard/subscription", { intent: "subscribe" })).status).toBe(302);
    try {
      const page = async (query: string) => {
        const response = await visit(owner, `${CALENDAR}?${query}`);
        expect(response.status).toBe(200);
        return response.text();
      };
      const dayView = await page(`date=${day}&view=day`);
      expect(shown(dayView)).toContain("Salama Calendar-Test");
      for (const name of ["Dr. Mariam Al Mansoori", "Dr. Karim Nassar", "Anjali Menon"]) expect(shown(dayView)).toContain(name);
      // Free working time offers a walk-in with that professional at that time; the booking opens its own page.
      expect(dayView).toContain(
        `/dashboard/listing/aura-aesthetic/bookings/new?staffId=aura-aesthetic-staff-1&amp;date=${day}&amp;time=10%3A00`,
      );
      expect(dayView).toMatch(/href="\/dashboard\/bookings\/[^"]+"/);
      // The professional filter: the booking is Dr. Karim's, not Dr. Mariam's.
      expect(shown(await page(`date=${day}&view=day&staff=aura-aesthetic-staff-2`))).toContain("Salama Calendar-Test");
      expect(shown(await page(`date=${day}&view=day&staff=aura-aesthetic-staff-1`))).not.toContain("Salama Calendar-Test");
      expect(shown(await page(`date=${day}&view=week`))).toContain("Salama Calendar-Test");
      // An impossible date shows today rather than failing.
      expect(await page("date=2030-02-30")).toContain("Next day");

      const arabic = await visit(owner, `/ar${CALENDAR}?date=${day}`);
      const arabicPage = await arabic.text();
      expect(arabicPage).toMatch(/<html lang="ar" dir="rtl"/);
      expect(shown(arabicPage)).toContain("Salama Calendar-Test");
      expect(arabicPage).toContain("اليوم التالي");

      // Another owner, Premium too (a Basic one is sent to the Premium toast first, as the API refuses the plan first).
      const stranger = await signedIn(GLAMOUR_OWNER);
      await submit(stranger, "/dashboard/subscription", { intent: "subscribe" });
      expect((await visit(stranger, `${CALENDAR}?date=${day}`)).status).toBe(404);
      await submit(stranger, "/dashboard/subscription", { intent: "cancel" });
    } finally {
      await submit(owner, "/dashboard/subscription", { intent: "cancel" });
    }
  });
});
