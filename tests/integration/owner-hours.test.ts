/**
 * /dashboard/listing/{id}/hours without JavaScript, in workerd (issue #30): the owner's weekly hours,
 * an interval added by Conform's list button (a plain submit: the server answers the form back with the
 * row added and what was typed kept), a closure with its reason shown to visitors' slots and the
 * bookings it leaves outside listed (none cancelled), booking rules refused and saved; another owner
 * is refused by the loader and by the action.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "../../graphql/shared/dubai-time";
import { CookieJar, postGraphQL, shown, submit, visit } from "./http";
import { AURA_OWNER, bookAuraAt, GLAMOUR_OWNER, openDay, signedIn, weekForm } from "./owner-hours-support";

const HOURS = "/dashboard/listing/aura-aesthetic/hours";

/** The week form's fields: every day 10:00–18:00 but those given. */
const weekFields = (days: Record<string, [string, string][]> = {}) => weekForm("week", days, [["10:00", "18:00"]]);

describe("the owner's hours page", () => {
  it("shows the owner's week by day, and refuses another owner in the loader and the action", async () => {
    const owner = await signedIn(AURA_OWNER);
    const response = await visit(owner, HOURS);
    expect(response.status).toBe(200);
    const page = shown(await response.text());
    expect(page).toContain("Opening hours and booking rules");
    const legends = [...page.matchAll(/<legend[^>]*>([^<]+)<\/legend>/g)].map((match) => match[1]);
    expect(legends.slice(0, 7)).toEqual(["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(page).toMatch(/name="days\[0\]\.intervals\[0\]\.opens"[^>]*value="10:00"/);
    // The seed's last appointment is shown on its intervals (it stays while they are saved unchanged).
    expect(page).toContain("Last appointment 17:30: a service may run past closing. Kept while these hours are unchanged.");

    const stranger = await signedIn(GLAMOUR_OWNER);
    expect((await visit(stranger, HOURS)).status).toBe(404);
    const day = await openDay(40);
    const refused = await submit(stranger, HOURS, { form: "closure", from: day, to: day, reason: "Not mine" });
    expect(refused.status).toBe(404);
    const { body } = await postGraphQL(`{ provider(id: "aura-aesthetic") { closures { reason } } }`);
    expect(body.data.provider.closures).toEqual([]);
  });

  it("adds an interval without JavaScript, keeping what was typed", async () => {
    const owner = await signedIn(AURA_OWNER);
    const fields = weekFields({ MONDAY: [["09:00", "13:00"]] });
    const intent = JSON.stringify({ type: "insert", payload: { name: "days[2].intervals", defaultValue: { opens: "", closes: "" } } });
    const response = await submit(owner, HOURS, { ...fields, __intent__: intent });
    expect(response.status).toBe(200);
    const page = shown(await response.text());
    expect(page).toMatch(/name="days\[2\]\.intervals\[0\]\.opens"[^>]*value="09:00"/);
    expect(page).toMatch(/name="days\[2\]\.intervals\[1\]\.opens"/);
    expect(page).not.toMatch(/name="days\[3\]\.intervals\[1\]\.opens"/);
    // Nothing was saved by adding a row.
    const { body } = await postGraphQL(`{ provider(id: "aura-aesthetic") { weeklyHours { weekday intervals { opens } } } }`);
    expect(body.data.provider.weeklyHours[2]).toEqual({ weekday: "MONDAY", intervals: [{ opens: "10:00" }] });
  });

  it("refuses overlapping hours with everything typed kept, then saves a split day", async () => {
    const owner = await signedIn(AURA_OWNER);
    const overlapping = weekFields({
      TUESDAY: [
        ["10:00", "14:00"],
        ["13:00", "22:00"],
      ],
    });
    const refused = await submit(owner, HOURS, overlapping);
    expect(refused.status).toBe(400);
    const page = shown(await refused.text());
    expect(page).toContain("The open hours of one day must not overlap.");
    expect(page).toMatch(/name="days\[3\]\.intervals\[1\]\.opens"[^>]*value="13:00"/);

    const saved = await submit(
      owner,
      HOURS,
      weekFields({
        TUESDAY: [
          ["10:00", "13:00"],
          ["16:00", "22:00"],
        ],
        FRIDAY: [],
      }),
    );
    expect(saved.status).toBe(200);
    expect(shown(await saved.text())).toContain("Your opening hours are saved.");
    const { body } = await postGraphQL(`{ provider(id: "aura-aesthetic") { weeklyHours { weekday intervals { opens closes } } } }`);
    expect(body.data.provider.weeklyHours[3].intervals).toEqual([
      { opens: "10:00", closes: "13:00" },
      { opens: "16:00", closes: "22:00" },
    ]);
    expect(body.data.provider.weeklyHours[6].intervals).toEqual([]);
  });

  it("adds a closure: visitors see its reason, and the owner sees the booking it leaves outside (kept)", async () => {
    const owner = await signedIn(AURA_OWNER);
    const day = await openDay(45);
    const { reference, serviceId } = await bookAuraAt(day, { name: "Layla Haddad", phone: "050 555 0177" });

    const response = await submit(owner, HOURS, { form: "closure", from: day, to: "", reason: "Eid Al Fitr" });
    expect(response.status).toBe(200);
    const page = shown(await response.text());
    expect(page).toContain("The closure is added.");
    expect(page).toContain("Bookings outside your new hours");
    expect(page).toContain(reference);
    expect(page).toContain("Layla Haddad");
    expect(page).toContain('href="/dashboard/provider"'); // the bookings tab

    const { body } = await postGraphQL(
      `{ slots(providerId: "aura-aesthetic", serviceId: "${serviceId}", date: "${day}") { times message } }`,
    );
    expect(body.data.slots).toEqual({ times: [], message: "Closed on this date: Eid Al Fitr" });
    const kept = await env.DB.prepare("SELECT status FROM bookings WHERE id = ?1").bind(reference).first<{ status: string }>();
    expect(kept?.status).toBe("Confirmed"); // nothing cancelled
  });

  it("sets special hours for a range without JavaScript: refused with what was typed kept, saved, listed, removed", async () => {
    const owner = await signedIn(AURA_OWNER);
    const from = await openDay(70);
    const to = addDays(from, 2);
    const special = { form: "special", from, to, "intervals[0].opens": "20:00", "intervals[0].closes": "19:00" };
    const refused = await submit(owner, HOURS, special);
    expect(refused.status).toBe(400);
    const page = shown(await refused.text());
    expect(page).toContain("Each closing time must be after its opening time.");
    expect(page).toMatch(/name="intervals\[0\]\.opens"[^>]*value="20:00"/);
    expect(page).toMatch(new RegExp(`name="from"[^>]*value="${from}"`));

    // "Add open hours" answers the form back with a second row, nothing saved.
    const intent = JSON.stringify({ type: "insert", payload: { name: "intervals", defaultValue: { opens: "", closes: "" } } });
    const added = shown(await (await submit(owner, HOURS, { ...special, __intent__: intent })).text());
    expect(added).toMatch(/name="intervals\[1\]\.opens"/);

    const saved = await submit(owner, HOURS, { ...special, "intervals[0].closes": "23:00" });
    expect(saved.status).toBe(200);
    const savedPage = shown(await saved.text());
    expect(savedPage).toContain("The special hours are saved.");
    const { body } = await postGraphQL(`{ provider(id: "aura-aesthetic") { specialHours { from to intervals { opens closes } } } }`);
    expect(body.data.provider.specialHours).toEqual([{ from, to, intervals: [{ opens: "20:00", closes: "23:00" }] }]);
    const listed = shown(await (await visit(owner, HOURS)).text());
    expect(listed).toContain(`Remove special hours ${from}`);
    const { body: slots } = await postGraphQL(`{ provider(id: "aura-aesthetic") { services { id } } }`);
    const serviceId = slots.data.provider.services[0].id;
    const { body: times } = await postGraphQL(
      `{ slots(providerId: "aura-aesthetic", serviceId: "${serviceId}", date: "${addDays(from, 1)}") { times } }`,
    );
    expect(times.data.slots.times[0]).toBe("20:00");

    const removed = await submit(owner, HOURS, { form: "remove-special", from, to });
    expect(removed.status).toBe(200);
    const { body: after } = await postGraphQL(`{ provider(id: "aura-aesthetic") { specialHours { from } } }`);
    expect(after.data.provider.specialHours).toEqual([]);

    const arabic = shown(await (await visit(owner, `/ar${HOURS}`)).text());
    expect(arabic).toContain("ساعات خاصة");
  });

  it("keeps a reason with special hours: listed for the owner, and on the provider page's week", async () => {
    const owner = await signedIn(AURA_OWNER);
    const { body: today } = await postGraphQL("{ today }");
    const from = today.data.today as string;
    const special = { form: "special", from, to: "", reason: "Ramadan", "intervals[0].opens": "20:00", "intervals[0].closes": "23:00" };
    const tooLong = await submit(owner, HOURS, { ...special, reason: "x".repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(shown(await tooLong.text())).toMatch(/name="reason"[^>]*value="x{121}"/);
    const saved = await submit(owner, HOURS, special);
    expect(saved.status).toBe(200);
    expect(shown(await saved.text())).toContain("Ramadan");
    const { body } = await postGraphQL(`{ provider(id: "aura-aesthetic") { specialHours { from reason } } }`);
    expect(body.data.provider.specialHours).toEqual([{ from, reason: "Ramadan" }]);
    const page = shown(await (await visit(new CookieJar(), "/provider/aura-aesthetic")).text());
    expect(page).toContain("20:00–23:00 (special hours: Ramadan)");
    expect((await submit(owner, HOURS, { form: "remove-special", from, to: from })).status).toBe(200);
  });

  it("refuses booking rules out of range with the typed values kept, and saves them", async () => {
    const owner = await signedIn(AURA_OWNER);
    const rules = { form: "rules", slotStepMinutes: "15", minimumNoticeMinutes: "60", bookingWindowDays: "400", bufferMinutes: "10" };
    const refused = await submit(owner, HOURS, rules);
    expect(refused.status).toBe(400);
    const page = shown(await refused.text());
    expect(page).toContain("Please enter whole minutes or days, from 1 to 365.");
    expect(page).toMatch(/name="bookingWindowDays"[^>]*value="400"/);
    const saved = await submit(owner, HOURS, { ...rules, bookingWindowDays: "60" });
    expect(saved.status).toBe(200);
    expect(shown(await saved.text())).toContain("Your booking rules are saved.");
    const { body } = await postGraphQL(
      `{ provider(id: "aura-aesthetic") { bookingRules { slotStepMinutes bookingWindowDays bufferMinutes } } }`,
    );
    expect(body.data.provider.bookingRules).toEqual({ slotStepMinutes: 15, bookingWindowDays: 60, bufferMinutes: 10 });
  });
});
