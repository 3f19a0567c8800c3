/**
 * The owner's working day in Chromium (issue #32): a visitor books; the owner finds the booking in the calendar's
 * day view under the professional who does it and opens its page; a walk-in entered for earlier today (a visit that
 * has started) is marked completed on its page, and the history shows both steps. axe on the booking's page.
 *
 * The salon is this spec's own (a listing inserted for a new account, like an approved registration's), so no
 * other spec's owner changes plan or finds bookings under its feet while the files run side by side.
 */
import { expect, test } from "@playwright/test";
import { addDays, chooseDate, chooseTime, confirmAsGuest, confirmButton, dubaiToday, newPhone, toast, uniqueName } from "./booking-page";
import {
  axeViolations,
  collectErrors,
  createAccount,
  databaseSql,
  rightToLeftWithoutSidewaysScroll,
  signIn,
  waitForHydration,
} from "./support";

const SUFFIX = Math.random().toString(36).slice(2, 8);
const PROVIDER = `owner-day-${SUFFIX}`;
const SERVICE = `${PROVIDER}-cut`;
const [AMIRA, NOOR] = [`${PROVIDER}-staff-1`, `${PROVIDER}-staff-2`];

/** A listing of the account's own: one service that only Amira performs, open every day, all day. */
function listingFor(email: string) {
  const image = "/favicon.svg";
  databaseSql(`
    INSERT INTO providers (id, name, type, emirate, location, address, rating, about, phone, email, opening_hours, latitude, longitude, owner_id)
    SELECT '${PROVIDER}', 'Owner Day Studio ${SUFFIX}', 'Parlour', 'Dubai', 'Al Barsha, Dubai', 'Shop 3, Al Barsha 1, Dubai', 0,
           'A studio for the owner''s day test.', '+971 4 555 0101', NULL, 'Every day', 25.11, 55.2, id
    FROM accounts WHERE email = '${email}';
    INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes) VALUES ('${SERVICE}', '${PROVIDER}', 1, 'Studio Cut', 120, 60);
    INSERT INTO staff (id, provider_id, position, name, title, image_url) VALUES
      ('${AMIRA}', '${PROVIDER}', 1, 'Amira Haddad', 'Stylist', '${image}'),
      ('${NOOR}', '${PROVIDER}', 2, 'Noor Saleh', 'Colourist', '${image}');
    INSERT INTO staff_services (provider_id, staff_id, service_id) VALUES ('${PROVIDER}', '${AMIRA}', '${SERVICE}');
    DELETE FROM provider_weekly_hours WHERE provider_id = '${PROVIDER}';
    INSERT INTO provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute)
    SELECT '${PROVIDER}', day.value, 0, 1440 FROM json_each('[0,1,2,3,4,5,6]') AS day;
  `);
}

test.use({ bypassCSP: true }); // axe is injected as an inline script

/** Dubai's wall clock now, 'HH:MM'. */
const dubaiClock = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(11, 16);

test("a visitor's booking in the day view under its professional; a walk-in from earlier today marked completed, with its history", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A walk-in for earlier today: a start at least an hour before now (Dubai), on the half-hour slot grid.
  const [hours, minutes] = dubaiClock().split(":").map(Number) as [number, number];
  const startMinute = Math.floor((hours * 60 + minutes - 60) / 30) * 30;
  test.skip(startMinute < 0, "Before 01:00 in Dubai there is no earlier time today");
  const walkInTime = `${String(Math.floor(startMinute / 60)).padStart(2, "0")}:${String(startMinute % 60).padStart(2, "0")}`;

  const errors = collectErrors(page);
  const email = await createAccount(request);
  listingFor(email);

  // A visitor (another browser) books the studio's cut tomorrow at 11:00.
  const tomorrow = addDays(dubaiToday(), 1);
  const customer = uniqueName("Owner Day Guest");
  const visitor = await browser.newPage();
  await visitor.goto(`/provider/${PROVIDER}?service=${SERVICE}`);
  await waitForHydration(visitor);
  await chooseDate(visitor, tomorrow);
  await chooseTime(visitor, "11:00");
  await confirmButton(visitor).click();
  await confirmAsGuest(visitor, customer, newPhone());
  await expect(toast(visitor, "Booking Confirmed")).toBeVisible();
  await visitor.close();

  // The owner signs in and takes Premium (the calendar and walk-ins are Full Booking Management).
  await page.goto("/login?redirectTo=%2Fdashboard%2Fsubscription");
  await waitForHydration(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await page.getByRole("button", { name: "Subscribe to Premium" }).click();
  await expect(page).toHaveURL(/\/dashboard\/listing\/.+\/calendar$|\/dashboard\/provider$/);

  // The day view: the booking is Amira's (the one who performs the service), not Noor's.
  const calendar = `/dashboard/listing/${PROVIDER}/calendar?date=${tomorrow}&view=day`;
  await page.goto(`${calendar}&staff=${NOOR}`);
  await expect(page.getByRole("link", { name: new RegExp(customer) })).toHaveCount(0);
  await page.goto(`${calendar}&staff=${AMIRA}`);
  const block = page.getByRole("link", { name: new RegExp(`11:00.*${customer}`) });
  await expect(block).toBeVisible();
  await block.click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/GLW-[A-Z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Booking GLW-/);
  await expect(page.getByText("Amira Haddad")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("Booked — The customer");
  // Not started yet: no outcome can be said; it can still be moved or cancelled.
  await expect(page.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Reschedule" })).toBeVisible();
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  // A walk-in for earlier today, entered from the calendar's walk-in form.
  const today = dubaiToday();
  await page.goto(`/dashboard/listing/${PROVIDER}/bookings/new?staffId=${AMIRA}&date=${today}&time=${walkInTime}`);
  await waitForHydration(page);
  const walkIn = uniqueName("Walk-in Guest");
  await page.getByLabel("How did the customer book?").selectOption("walk_in");
  await page.getByLabel("Service").selectOption(SERVICE);
  await page.getByLabel("Customer's name").fill(walkIn);
  await page.getByLabel("Customer's phone").fill(newPhone());
  await page.getByRole("button", { name: "Add booking" }).click();
  await expect(toast(page, "Booking Added")).toBeVisible();

  await page.goto(`/dashboard/listing/${PROVIDER}/calendar?date=${today}&view=day&staff=${AMIRA}`);
  await page.getByRole("link", { name: new RegExp(`${walkIn}`) }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/GLW-[A-Z0-9-]+$/);
  await waitForHydration(page);
  await expect(page.getByText("Walk-in", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Mark completed" }).click();
  await expect(toast(page, "Visit Completed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  await expect(page.getByText("Nothing more can change for this booking.")).toBeVisible();
  const steps = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText("Booked — You (the salon)");
  await expect(steps.nth(1)).toContainText("Marked completed — You (the salon)");
  await expect(steps.nth(1)).toContainText("from Confirmed to Completed");
  expect(await axeViolations(page)).toEqual([]);

  // The same page in Arabic on a phone: mirrored, nothing wider than the screen, axe clean.
  const completed = new URL(page.url()).pathname;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/ar${completed}`);
  await rightToLeftWithoutSidewaysScroll(page);
  await expect(page.getByRole("region", { name: "السجل" }).getByRole("listitem").nth(1)).toContainText("سُجّل كمكتمل — أنت (الصالون)");
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
