/**
 * The owner dashboard in Chromium (issue #15): a seeded owner sees a booking made on the provider
 * page, meets the Premium Feature toast, subscribes (the upgrade card goes), opens the calendar,
 * cancels the booking (the time is offered again), cancels the subscription and logs out. Also:
 * the tabs with the keyboard and without JavaScript, and the page on a phone in dark mode with axe.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  addDays,
  chooseDate,
  chooseTime,
  confirmAsGuest,
  confirmButton,
  dubaiToday,
  isFriday,
  newPhone,
  offeredTimes,
  toast,
  uniqueName,
} from "./booking-page";
import { axeViolations, collectErrors, waitForHydration } from "./support";

const OWNER = { email: "owner.nails-n-more@example.com", password: "glowuae-owner-2026" };
const PROVIDER_PATH = "/provider/nails-n-more";
const TIME = "15:30";

/** An open day (not a Friday) 3 to 10 days ahead: inside the calendar's 14 days. */
function dayInTheCalendar(): string {
  let date = addDays(dubaiToday(), 3 + Math.floor(Math.random() * 8));
  while (isFriday(date)) date = addDays(date, 1);
  return date;
}

async function signInAsOwner(page: Page, email = OWNER.email) {
  await waitForHydration(page);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const premiumToast = (page: Page, feature: string) =>
  toast(page, "Premium Feature", `Access to ${feature} requires an active subscription.`);

test.describe("owner dashboard", () => {
  test("a booking made on the provider page, the gating toast, subscribe, calendar, cancel, the time again, unsubscribe, logout", async ({
    page,
  }) => {
    test.setTimeout(90_000); // a long flow of a dozen page loads: 9 s on a quiet machine, 23 s under a load of 20
    const errors = collectErrors(page);
    const customer = uniqueName("Dashboard Guest");
    const date = dayInTheCalendar();

    // A customer books on the provider page.
    await page.goto(PROVIDER_PATH);
    await waitForHydration(page);
    await chooseDate(page, date);
    await chooseTime(page, TIME);
    await confirmButton(page).click();
    await confirmAsGuest(page, customer, newPhone());
    await expect(toast(page, "Booking Confirmed")).toBeVisible();

    // The owner signs in and finds it on the dashboard.
    await page.goto("/dashboard/provider");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fprovider$/);
    await signInAsOwner(page);
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await waitForHydration(page);
    await expect(page.getByRole("tab", { name: "Bookings" })).toHaveAttribute("aria-selected", "true");
    const bookings = page.getByRole("tabpanel", { name: "Bookings" });
    await expect(bookings.getByRole("heading", { name: "Manage Bookings" })).toBeVisible();
    const booking = bookings.getByRole("listitem").filter({ hasText: customer });
    await expect(booking).toContainText("Gel Manicure");
    await expect(booking).toContainText(TIME);
    await expect(booking).toContainText("Confirmed");
    await expect(page.getByText("Upgrade to Premium!")).toBeVisible();

    // Basic: the calendar is Premium's; the toast offers the subscription.
    await bookings.getByRole("link", { name: "View Full Calendar" }).click();
    const gate = premiumToast(page, "Full Booking Management & Calendar");
    await expect(gate).toBeVisible();
    await expect(gate.locator('[data-toast-variant="destructive"]')).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Calendar: the next 14 days" })).toHaveCount(0);

    // The tabs follow the arrow keys; Create Offer on Basic is refused the same way.
    await page.getByRole("tab", { name: "Bookings" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Offers" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Offers" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]tab=offers$/);
    const offers = page.getByRole("tabpanel", { name: "Offers" });
    await expect(offers.getByText("No offers created yet.")).toBeVisible();
    await offers.getByRole("button", { name: "Create Offer" }).click();
    const offerGate = premiumToast(page, "Offer Placement");
    await expect(offerGate).toBeVisible();
    // One toast at a time: the new toast replaces the older one (it must not come back when this one goes).
    await expect(gate).toHaveCount(0);

    // 'Subscribe Now' in the toast leads to the plans; subscribing brings the owner back without the card.
    await offerGate.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await page.getByRole("button", { name: "Subscribe to Premium" }).click();
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expect(toast(page, "Subscription Activated!")).toBeVisible();
    await expect(page.getByText("Upgrade to Premium!")).toHaveCount(0);

    // Premium: 'View Full Calendar' opens the listing's calendar (issue #32), with the booking under its professional.
    await waitForHydration(page);
    await page.getByRole("link", { name: "View Full Calendar" }).click();
    await expect(page).toHaveURL(/\/dashboard\/listing\/nails-n-more\/calendar$/);
    await expect(premiumToast(page, "Full Booking Management & Calendar")).toHaveCount(0);
    await page.goto(`/dashboard/listing/nails-n-more/calendar?date=${date}&view=week`);
    await expect(page.getByText(customer).first()).toBeAttached();

    // Cancelling (from the upcoming list) frees the time.
    await page.goto("/dashboard/provider");
    await waitForHydration(page);
    const listed = page.getByRole("list", { name: "Upcoming bookings" }).locator(":scope > li").filter({ hasText: customer });
    await listed.getByRole("button", { name: new RegExp(`^Cancel Booking of ${customer}`) }).click();
    await expect(toast(page, "Booking Cancelled")).toBeVisible();
    await expect(page.getByRole("list", { name: "Upcoming bookings" }).getByText(customer)).toHaveCount(0);

    await page.goto(PROVIDER_PATH);
    await waitForHydration(page);
    await chooseDate(page, date);
    expect(await offeredTimes(page)).toContain(TIME);

    // Back to Basic; then 'Logout' ends the session.
    await page.goto("/dashboard/subscription");
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(toast(page, "Subscription Cancelled")).toBeVisible();
    await page.goto("/dashboard/provider?tab=settings");
    await waitForHydration(page);
    await expect(page.getByText("Upgrade to Premium!")).toBeVisible();
    const settings = page.getByRole("tabpanel", { name: "Settings" });
    await expect(settings.getByRole("heading", { name: "Account & Profile Settings" })).toBeVisible();
    // The seeded owner's listing is live, so (issue #17) editing it is real: a link to its edit page.
    await expect(settings.getByRole("link", { name: /^Edit Business Profile/ })).toHaveAttribute("href", /\/dashboard\/listing\//);
    await settings.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Logged Out", "You have been successfully logged out.")).toBeVisible();
    await page.goto("/dashboard/provider");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the tabs are links, and a gated button answers with the page", async ({ page }) => {
      await page.goto("/login?redirectTo=%2Fdashboard%2Fprovider");
      await page.getByLabel("Email Address").fill("owner.skin-revive-clinic@example.com");
      await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/dashboard\/provider$/);
      await page.getByRole("tab", { name: "Job Postings" }).click();
      await expect(page).toHaveURL(/\?tab=jobs$/);
      const jobs = page.getByRole("tabpanel", { name: "Job Postings" });
      await expect(jobs.getByText("No jobs posted yet.")).toBeVisible();
      await jobs.getByRole("button", { name: "Post New Job" }).click();
      await expect(page.getByRole("tabpanel", { name: "Job Postings" })).toBeVisible();
      // The toast's stand-in, with its 'Subscribe Now' link.
      const gate = page.getByRole("alert").filter({ hasText: "Access to Job Posting requires an active subscription." });
      await expect(gate).toBeVisible();
      await expect(gate).toContainText("Premium Feature");
      await expect(gate.getByRole("link", { name: "Subscribe Now" })).toHaveAttribute("href", "/dashboard/subscription");
    });
  });

  test.describe("on a phone in dark mode", () => {
    test.use({ bypassCSP: true, viewport: { width: 375, height: 740 }, colorScheme: "dark" });

    test("fits the screen and passes axe on every tab", async ({ page }) => {
      test.setTimeout(90_000); // axe on five tabs in two themes: 14 s under a load of 20
      await page.goto("/login?redirectTo=%2Fdashboard%2Fprovider");
      await signInAsOwner(page, "owner.barbers-hub@example.com");
      await expect(page).toHaveURL(/\/dashboard\/provider$/);
      await waitForHydration(page);
      // axe measures contrast as drawn: let the sign-in toast come and go first. It is shown once the page
      // has hydrated, so it is awaited before its end is (else a fast run finds no toast yet, and axe a fading one).
      await expect(toast(page, "Login Successful!")).toBeVisible();
      await expect(page.locator("#sonner-toast-container > li")).toHaveCount(0, { timeout: 10_000 });
      // Every tab is whole on the screen: none hides past the edge of a row that scrolls (issue #33).
      for (const box of await Promise.all((await page.getByRole("tab").all()).map((tab) => tab.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      for (const tab of ["Bookings", "Offers", "Job Postings", "Analytics", "Settings"]) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `sideways scroll on ${tab}`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), tab).toEqual([]);
      }
    });
  });
});
