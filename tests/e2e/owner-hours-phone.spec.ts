import { expect, test } from "@playwright/test";
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
 * The owner's hours page on a phone (issue #30): every section (weekly hours, closures, special hours,
 * booking rules) fits the width and passes axe, in the light theme in English and in the dark theme
 * under /ar. Read only: nails-n-more's hours are not changed here.
 */
// On a phone; axe is injected as an inline script.
test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

const HOURS = "/dashboard/listing/nails-n-more/hours";
const OWNER = sampleOwner("nails-n-more");

test("the hours page on a phone: light in English, dark in Arabic, no axe violations and nothing scrolls sideways", async ({ page }) => {
  await page.goto(HOURS);
  await waitForHydration(page);
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(new RegExp(`${HOURS}$`));
  await waitForHydration(page);
  for (const heading of ["Weekly hours", "Closures", "Special hours", "Booking rules"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/ar${HOURS}`);
  await reloadInDarkTheme(page);
  await rightToLeftWithoutSidewaysScroll(page);
  await expect(page.getByRole("heading", { level: 2, name: "ساعات خاصة" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
