/**
 * The owner's hours in Chromium (issue #30), on skin-revive-clinic (no other spec books there): the
 * owner closes next Monday for "Eid Al Fitr" and a visitor sees the reason and no times; the owner opens
 * Friday 14:00–22:00 and a visitor books Friday 21:00 for a 30-minute service, but a 60-minute one
 * cannot start at 21:30. Also: an interval added without JavaScript, and the page in Arabic.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  addDays,
  bookingForm,
  confirmAsGuest,
  confirmButton,
  chooseTime,
  dubaiToday,
  newPhone,
  offeredTimes,
  toast,
  uniqueName,
} from "./booking-page";
import { sampleOwner, signIn, waitForHydration } from "./support";

const HOURS = "/dashboard/listing/skin-revive-clinic/hours";
const PROVIDER = "/provider/skin-revive-clinic";
const OWNER = sampleOwner("skin-revive-clinic");

/** The next `weekday` (0 = Sunday) at least two days on from Dubai's today. */
function next(weekday: number): string {
  let date = addDays(dubaiToday(), 2);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

async function openHoursAsOwner(page: Page) {
  await page.goto(HOURS);
  await waitForHydration(page);
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(new RegExp(`${HOURS}$`));
}

test.describe.configure({ mode: "serial" });

test("a closure for Eid: the visitor sees the reason and no times", async ({ page, browser }) => {
  const monday = next(1);
  await openHoursAsOwner(page);
  await waitForHydration(page);
  const closures = page.getByRole("region", { name: "Closures" });
  await closures.getByLabel("From").fill(monday);
  await closures.getByLabel("Reason shown to visitors").fill("Eid Al Fitr");
  await page.getByRole("button", { name: "Add closure" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The closure is added." })).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove closure ${monday}` })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${PROVIDER}?service=skin-revive-clinic-consultation&date=${monday}`);
  await expect(visitor.getByText("Closed on this date: Eid Al Fitr")).toBeVisible();
  expect(await offeredTimes(visitor)).toEqual([]);
  await visitor.close();
});

test("Friday 14:00–22:00: 21:00 for 30 minutes books, a 60-minute service cannot start at 21:30", async ({ page, browser }) => {
  const friday = next(5);
  await openHoursAsOwner(page);
  await waitForHydration(page);
  const fridayHours = page.getByRole("group", { name: "Friday" });
  await fridayHours.getByRole("button", { name: /Add open hours/ }).click();
  await fridayHours.getByLabel("Opens").fill("14:00");
  await fridayHours.getByLabel("Closes").fill("22:00");
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your opening hours are saved." })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${PROVIDER}?service=skin-revive-clinic-consultation&date=${friday}`);
  await waitForHydration(visitor);
  await expect(bookingForm(visitor).locator('input[name="time"][value="21:00"]')).toBeAttached();
  expect(await offeredTimes(visitor)).not.toContain("13:30");
  await chooseTime(visitor, "21:00");
  await confirmButton(visitor).click();
  await confirmAsGuest(visitor, uniqueName("Friday Guest"), newPhone());
  await expect(toast(visitor, "Booking Confirmed")).toBeVisible();

  await visitor.goto(`${PROVIDER}?service=skin-revive-clinic-facial&date=${friday}`);
  await waitForHydration(visitor);
  const facialTimes = await offeredTimes(visitor);
  expect(facialTimes).toContain("21:00");
  expect(facialTimes).not.toContain("21:30");
  await visitor.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("adds an interval, keeping what was typed", async ({ page }) => {
    await page.goto(HOURS);
    await signIn(page, OWNER.email, OWNER.password);
    await expect(page).toHaveURL(new RegExp(`${HOURS}$`));
    const sunday = page.getByRole("group", { name: "Sunday" });
    await sunday.getByLabel("Opens").first().fill("09:00");
    await sunday.getByRole("button", { name: /Add open hours/ }).click();
    const after = page.getByRole("group", { name: "Sunday" });
    await expect(after.getByLabel("Opens")).toHaveCount(2);
    await expect(after.getByLabel("Opens").first()).toHaveValue("09:00");
  });
});

test("the page in Arabic: Arabic day names and labels", async ({ page }) => {
  await openHoursAsOwner(page);
  await page.goto(`/ar${HOURS}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ساعات العمل وقواعد الحجز");
  await expect(page.getByRole("group", { name: "الجمعة" })).toBeVisible();
  await expect(page.getByRole("button", { name: "حفظ ساعات العمل الأسبوعية" })).toBeVisible();
});
