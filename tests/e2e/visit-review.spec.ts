/**
 * Issue 34 end to end in Chromium: an owner records a walk-in from earlier today and marks it completed; the
 * review invitation arrives in the dev mailbox; its link leads to the form; the review shows on the provider
 * page's About & Reviews with "Verified visit"; a second use of the link is refused. (The owner's reply is
 * added with the replies' branch.)
 *
 * The salon is this spec's own (a listing inserted for a new account, as in owner-day.spec.ts).
 */
import { expect, test } from "@playwright/test";
import { dubaiToday, newPhone, toast, uniqueName } from "./booking-page";
import { collectErrors, createAccount, databaseSql, signIn, waitForHydration } from "./support";

const SUFFIX = Math.random().toString(36).slice(2, 8);
const PROVIDER = `visit-review-${SUFFIX}`;
const SERVICE = `${PROVIDER}-cut`;
const STYLIST = `${PROVIDER}-staff-1`;

function listingFor(email: string) {
  databaseSql(`
    INSERT INTO providers (id, name, type, emirate, location, address, rating, about, phone, email, opening_hours, latitude, longitude, owner_id)
    SELECT '${PROVIDER}', 'Review Studio ${SUFFIX}', 'Parlour', 'Dubai', 'Al Barsha, Dubai', 'Shop 4, Al Barsha 1, Dubai', 0,
           'A studio for the review test.', '+971 4 555 0102', NULL, 'Every day', 25.11, 55.2, id
    FROM accounts WHERE email = '${email}';
    INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes) VALUES ('${SERVICE}', '${PROVIDER}', 1, 'Studio Cut', 120, 60);
    INSERT INTO staff (id, provider_id, position, name, title, image_url) VALUES ('${STYLIST}', '${PROVIDER}', 1, 'Amira Haddad', 'Stylist', '/favicon.svg');
    INSERT INTO staff_services (provider_id, staff_id, service_id) VALUES ('${PROVIDER}', '${STYLIST}', '${SERVICE}');
    DELETE FROM provider_weekly_hours WHERE provider_id = '${PROVIDER}';
    INSERT INTO provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute)
    SELECT '${PROVIDER}', day.value, 0, 1440 FROM json_each('[0,1,2,3,4,5,6]') AS day;
  `);
}

interface Mailbox {
  messages: { to: string; subject: string; text: string }[];
}

const dubaiClock = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(11, 16);

test("a completed walk-in's invitation leads to the form; the review shows as a verified visit; the link works once", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [hours, minutes] = dubaiClock().split(":").map(Number) as [number, number];
  const startMinute = Math.floor((hours * 60 + minutes - 60) / 30) * 30;
  test.skip(startMinute < 0, "Before 01:00 in Dubai there is no earlier time today");
  const walkInTime = `${String(Math.floor(startMinute / 60)).padStart(2, "0")}:${String(startMinute % 60).padStart(2, "0")}`;

  const email = await createAccount(request);
  listingFor(email);

  await page.goto("/login?redirectTo=%2Fdashboard%2Fsubscription");
  await waitForHydration(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await page.getByRole("button", { name: "Subscribe to Premium" }).click();
  await expect(page).toHaveURL(/\/dashboard\/listing\/.+\/calendar$|\/dashboard\/provider$/);

  // The walk-in, earlier today, with the customer's email (where the invitation goes).
  const today = dubaiToday();
  const customer = `Layla ${uniqueName("Reviewer").replace(/\s+/g, "")}`;
  const customerEmail = `${uniqueName("reviewer").replace(/\s+/g, ".").toLowerCase()}@example.com`;
  await page.goto(`/dashboard/listing/${PROVIDER}/bookings/new?staffId=${STYLIST}&date=${today}&time=${walkInTime}`);
  await waitForHydration(page);
  await page.getByLabel("How did the customer book?").selectOption("walk_in");
  await page.getByLabel("Service").selectOption(SERVICE);
  await page.getByLabel("Customer's name").fill(customer);
  await page.getByLabel("Customer's phone").fill(newPhone());
  await page.getByLabel("Customer's email").fill(customerEmail);
  await page.getByRole("button", { name: "Add booking" }).click();
  await expect(toast(page, "Booking Added")).toBeVisible();

  await page.goto(`/dashboard/listing/${PROVIDER}/calendar?date=${today}&view=day&staff=${STYLIST}`);
  await page.getByRole("link", { name: new RegExp(customer) }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/GLW-[A-Z0-9-]+$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Mark completed" }).click();
  await expect(toast(page, "Visit Completed")).toBeVisible();

  // The invitation, off the request, in the dev mailbox; its link opens the form.
  let link = "";
  await expect(async () => {
    const { messages } = (await (await request.get("/dev/mailbox.json")).json()) as Mailbox;
    const invitation = messages.find((message) => message.to === customerEmail && /\/review\//.test(message.text));
    expect(invitation).toBeDefined();
    link = new URL(/https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(invitation!.text)![0]).pathname;
  }).toPass({ timeout: 20_000 });

  // The customer, in a browser of their own (the owner's pages are owner-day.spec.ts's to check).
  const customerPage = await browser.newPage();
  const errors = collectErrors(customerPage);
  page = customerPage;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "How was your visit?" })).toBeVisible();
  await page.getByLabel("4 of 5 stars").check();
  const text = `Lovely cut, on time. ${SUFFIX}`;
  await page.getByLabel("Your review (optional)").fill(text);
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you: your review is published.");

  // On the provider page: first, as a verified visit of the service, with the author as "First L.".
  await page.goto(`/provider/${PROVIDER}?tab=about`);
  const reviews = page.getByRole("list", { name: "Customer reviews" });
  const first = reviews.getByRole("listitem").first();
  await expect(first).toContainText("Verified visit");
  await expect(first).toContainText("Studio Cut");
  await expect(first).toContainText(text);
  await expect(first).toContainText(`Layla ${customer.split(" ")[1]![0]}.`);
  await expect(page.getByRole("list", { name: "Rating summary" })).toContainText("4 out of 5: 1");

  // The link works once.
  await page.goto(link);
  await page.getByLabel("5 of 5 stars").check();
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByRole("alert")).toHaveText("This visit has been reviewed already: each review link works once.");
  // The refusal is the form's 409 answer (the browser logs the status); nothing else went wrong.
  expect(errors.filter((error) => !/status of 409 \(Conflict\)/.test(error))).toEqual([]);
});
