import { expect, test, type Page } from "@playwright/test";
import { chooseDate, offeredTimes, openProviderPage, randomOpenDay, timeRadios } from "./booking-page";
import {
  axeViolations,
  expectNoSidewaysScroll,
  reloadInDarkTheme,
  rightToLeftWithoutSidewaysScroll,
  sampleOwner,
  signIn,
  waitForHydration,
} from "./support";

/**
 * A staff member's time off (issue #30), on a phone: Glamour Spot's owner gives Layla Haddad a day off on
 * her page (which passes axe, light in English and dark under /ar); a visitor choosing Layla that day is
 * offered no times, while Hannah Clarke still has hers. The day is this test's own (randomOpenDay), and
 * the time off is removed at the end.
 */
test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

const STAFF_PAGE = "/dashboard/listing/glamour-spot/hours/staff/glamour-spot-staff-1";
const OWNER = sampleOwner("glamour-spot");

const professional = (page: Page, name: string) =>
  page.getByRole("group", { name: "Choose a professional (optional)" }).getByRole("radio", { name: new RegExp(`^${name}`) });

test("an owner gives a stylist a day off: a visitor choosing her sees no times that day, another stylist still has times", async ({
  page,
  browser,
  baseURL,
}) => {
  const date = randomOpenDay();
  await page.goto(STAFF_PAGE);
  await waitForHydration(page);
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(new RegExp(`${STAFF_PAGE}$`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Layla Haddad: hours and time off" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  const timeOff = page.getByRole("region", { name: "Time off" });
  await timeOff.getByLabel("From", { exact: true }).fill(date);
  await timeOff.getByLabel("Note (only you see it)").fill("Annual leave");
  await timeOff.getByRole("button", { name: "Add time off" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The time off is added." })).toBeVisible();
  await expect(timeOff.getByRole("listitem").filter({ hasText: date })).toContainText("Annual leave");

  // A visitor (no account) on the provider's page that day.
  const visitorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const visitor = await visitorContext.newPage();
    await openProviderPage(visitor, `?date=${date}`);
    await chooseDate(visitor, date);
    await professional(visitor, "Layla Haddad").check();
    await expect(visitor).toHaveURL(/[?&]staff=glamour-spot-staff-1(&|$)/);
    await expect(visitor.getByText("No available slots for this date, or provider is closed.")).toBeVisible();
    await expect(timeRadios(visitor)).toHaveCount(0);
    await professional(visitor, "Hannah Clarke").check();
    await expect(visitor).toHaveURL(/[?&]staff=glamour-spot-staff-3(&|$)/);
    await expect(timeRadios(visitor).first()).toBeAttached();
    expect(await offeredTimes(visitor)).toContain("10:00");
  } finally {
    await visitorContext.close();
  }

  await page.goto(`/ar${STAFF_PAGE}`);
  await reloadInDarkTheme(page);
  await rightToLeftWithoutSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(STAFF_PAGE);
  await waitForHydration(page);
  await timeOff.getByRole("button", { name: `Remove time off ${date}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The time off is removed." })).toBeVisible();
});
