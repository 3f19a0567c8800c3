/**
 * A staff member's page (/dashboard/listing/{id}/hours/staff/{staffId}) without JavaScript, in workerd
 * (issue #30): linked from the hours page; their working hours (all open hours by default, a row added
 * by Conform's list button, saved, back to all open hours); time off added (a whole day, a span of
 * hours), refused with everything typed kept, listed and removed; a booking it leaves outside is shown
 * (kept). Another owner is refused by the loader and the action.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "../../graphql/shared/dubai-time";
import { postGraphQL, shown, submit, visit } from "./http";
import { AURA_OWNER, bookAuraAt, GLAMOUR_OWNER, openDay, signedIn, weekForm } from "./owner-hours-support";

const PERSON = "aura-aesthetic-staff-1";
const HOURS = "/dashboard/listing/aura-aesthetic/hours";
const PAGE = `${HOURS}/staff/${PERSON}`;

/** The staff week form's fields: the days given, every other day off. */
const staffWeek = (days: Record<string, [string, string][]>) => weekForm("staff-week", days);

const workingHours = async () => {
  const { body } = await postGraphQL(
    `{ provider(id: "aura-aesthetic") { staff { id workingHours { weekday intervals { opens closes } } } } }`,
  );
  const member = body.data.provider.staff.find((entry: { id: string }) => entry.id === PERSON);
  return member.workingHours as { weekday: string; intervals: unknown[] }[] | null;
};

describe("a staff member's hours and time off", () => {
  it("is linked from the hours page, starts from all open hours, and refuses another owner", async () => {
    const owner = await signedIn(AURA_OWNER);
    const hours = shown(await (await visit(owner, HOURS)).text());
    expect(hours).toContain("Staff hours and time off");
    expect(hours).toContain(`href="${PAGE}"`);
    const response = await visit(owner, PAGE);
    expect(response.status).toBe(200);
    const page = shown(await response.text());
    expect(page).toContain("Working days and hours");
    expect(page).toContain("Works all your open hours now (shown below).");
    expect(page).toMatch(/name="days\[0\]\.intervals\[0\]\.opens"[^>]*value="10:00"/); // Saturday, the provider's hours
    expect(page).not.toMatch(/name="days\[6\]\.intervals\[0\]\.opens"/); // Friday: closed
    expect(page).toContain("No time off ahead.");
    expect((await visit(owner, `${HOURS}/staff/glamour-spot-staff-1`)).status).toBe(404);

    const stranger = await signedIn(GLAMOUR_OWNER);
    expect((await visit(stranger, PAGE)).status).toBe(404);
    const day = await openDay(30);
    expect((await submit(stranger, PAGE, { form: "time-off", from: day, to: "" })).status).toBe(404);
    expect((await submit(stranger, PAGE, staffWeek({ MONDAY: [["12:00", "13:00"]] }))).status).toBe(404);
    expect(await workingHours()).toBeNull();
  });

  it("adds a row without JavaScript, saves the person's own hours, and goes back to all open hours", async () => {
    const owner = await signedIn(AURA_OWNER);
    const fields = staffWeek({ MONDAY: [["12:00", "16:00"]] });
    const intent = JSON.stringify({ type: "insert", payload: { name: "days[2].intervals", defaultValue: { opens: "", closes: "" } } });
    const added = await submit(owner, PAGE, { ...fields, __intent__: intent });
    expect(added.status).toBe(200);
    const addedPage = shown(await added.text());
    expect(addedPage).toMatch(/name="days\[2\]\.intervals\[0\]\.opens"[^>]*value="12:00"/);
    expect(addedPage).toMatch(/name="days\[2\]\.intervals\[1\]\.opens"/);
    expect(await workingHours()).toBeNull(); // nothing saved by adding a row

    const overlapping = staffWeek({
      MONDAY: [
        ["12:00", "16:00"],
        ["15:00", "17:00"],
      ],
    });
    const refused = await submit(owner, PAGE, overlapping);
    expect(refused.status).toBe(400);
    const refusedPage = shown(await refused.text());
    expect(refusedPage).toContain("The open hours of one day must not overlap.");
    expect(refusedPage).toMatch(/name="days\[2\]\.intervals\[1\]\.opens"[^>]*value="15:00"/);

    const saved = await submit(owner, PAGE, fields);
    expect(saved.status).toBe(200);
    const savedPage = shown(await saved.text());
    expect(savedPage).toContain("The staff member&#x27;s hours are saved.");
    expect(savedPage).toContain("Back to all open hours");
    expect((await workingHours())!.filter((day) => day.intervals.length > 0)).toEqual([
      { weekday: "MONDAY", intervals: [{ opens: "12:00", closes: "16:00" }] },
    ]);
    expect(shown(await (await visit(owner, HOURS)).text())).toContain("Own working hours");

    const reset = await submit(owner, PAGE, { form: "staff-reset" });
    expect(reset.status).toBe(200);
    expect(await workingHours()).toBeNull();
  });

  it("adds time off (refused with what was typed kept), shows the booking it leaves outside, lists and removes it", async () => {
    const owner = await signedIn(AURA_OWNER);
    const day = await openDay(35);
    const { reference } = await bookAuraAt(day, { name: "Mariam Saeed", phone: "050 555 0188", staffId: PERSON });

    const span = { form: "time-off", from: day, to: "", fromTime: "25:00", toTime: "13:00", reason: "Dentist" };
    const refused = await submit(owner, PAGE, span);
    expect(refused.status).toBe(400);
    const refusedPage = shown(await refused.text());
    expect(refusedPage).toContain("Please enter a time as HH:MM, e.g. 09:30 (closing may be 24:00).");
    expect(refusedPage).toMatch(/name="fromTime"[^>]*value="25:00"/);
    expect(refusedPage).toMatch(/name="reason"[^>]*value="Dentist"/);

    const added = await submit(owner, PAGE, { ...span, fromTime: "10:00" });
    expect(added.status).toBe(200);
    const addedPage = shown(await added.text());
    expect(addedPage).toContain("The time off is added.");
    expect(addedPage).toContain("Bookings outside your new hours");
    expect(addedPage).toContain(reference);
    const kept = await env.DB.prepare("SELECT status FROM bookings WHERE id = ?1").bind(reference).first<{ status: string }>();
    expect(kept?.status).toBe("Confirmed"); // nothing cancelled

    const whole = await submit(owner, PAGE, { form: "time-off", from: addDays(day, 1), to: "", fromTime: "", toTime: "", reason: "" });
    expect(whole.status).toBe(200);
    const listed = shown(await (await visit(owner, PAGE)).text());
    expect(listed).toContain(`${day} 10:00–13:00`);
    expect(listed).toContain("Dentist");
    expect(listed).toContain(`Remove time off ${addDays(day, 1)}`);
    expect(shown(await (await visit(owner, HOURS)).text())).toContain("Time off ahead: 2");

    const ids = [...listed.matchAll(/name="timeOffId" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(ids).toHaveLength(2);
    for (const timeOffId of ids) {
      const removed = await submit(owner, PAGE, { form: "remove-time-off", timeOffId });
      expect(removed.status).toBe(200);
      expect(shown(await removed.text())).toContain("The time off is removed.");
    }
    expect(shown(await (await visit(owner, PAGE)).text())).toContain("No time off ahead.");
    const arabic = shown(await (await visit(owner, `/ar${PAGE}`)).text());
    expect(arabic).toContain("أيام وساعات العمل");
  });
});
