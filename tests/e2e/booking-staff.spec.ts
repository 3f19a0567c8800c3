import { expect, test, type Page } from "@playwright/test";
import {
  bookingForm,
  chooseDate,
  chooseTime,
  confirmAsGuest,
  confirmButton,
  detailsDialog,
  dialogConfirmButton,
  fillGuest,
  newPhone,
  offeredTimes,
  openProviderPage,
  randomOpenDay,
  summarySentence,
  timeRadios,
  toast,
  uniqueName,
} from "./booking-page";

/**
 * Bookings per staff member (issue #16) on Glamour Spot's page: haircuts are Layla Haddad's and
 * Hannah Clarke's, manicures Maricel Santos's alone (the seed's staff_services).
 */
const professionals = (page: Page) => page.getByRole("group", { name: "Choose a professional (optional)" });
const professional = (page: Page, name: string) => professionals(page).getByRole("radio", { name: new RegExp(`^${name}`) });
/** The confirmation that stays on the page (the toast says it too). */
const confirmation = (page: Page) => page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Booking Confirmed" }) });

async function book(page: Page, time: string) {
  await chooseTime(page, time);
  await confirmButton(page).click();
  await confirmAsGuest(page, uniqueName("E2E Staff"), newPhone());
  await expect(detailsDialog(page)).toHaveCount(0);
  await expect(toast(page, "Booking Confirmed").last()).toBeVisible();
  await expect(confirmation(page)).toContainText(`at ${time}`);
}

test.describe("booking a professional", () => {
  test("'Any professional' gives the next free person; a named professional narrows the times and is named", async ({ page }) => {
    const date = randomOpenDay();
    await openProviderPage(page);

    // Between service and date: 'Any professional' first (and chosen), then those who cut hair, with photo and title.
    const choices = professionals(page).getByRole("radio");
    await expect(choices).toHaveCount(3);
    await expect(choices.nth(0)).toHaveAccessibleName(/^Any professional/);
    await expect(choices.nth(0)).toBeChecked();
    await expect(choices.nth(1)).toHaveAccessibleName(/^Layla Haddad Senior Stylist/);
    await expect(choices.nth(2)).toHaveAccessibleName(/^Hannah Clarke Makeup Artist/);
    await expect(professionals(page).locator("img")).toHaveCount(2);
    await chooseDate(page, date);

    await book(page, "10:00");
    await expect(confirmation(page)).toContainText("Layla Haddad, Senior Stylist");
    // The same time again: Hannah is still free, so it is still offered, and she gets it.
    await expect(timeRadios(page).and(page.locator('[value="10:00"]'))).toHaveCount(1);
    await book(page, "10:00");
    await expect(confirmation(page)).toContainText("Hannah Clarke, Makeup Artist");
    // Nobody who cuts hair is left at 10:00 (nor at 10:30: a haircut lasts an hour).
    await expect(timeRadios(page).and(page.locator('[value="10:00"]'))).toHaveCount(0);
    await expect(timeRadios(page).and(page.locator('[value="10:30"]'))).toHaveCount(0);

    // A named professional: the URL keeps the choice, the times are hers, the summary and confirmation name her.
    await professional(page, "Layla Haddad").check();
    await expect(page).toHaveURL(/[?&]staff=glamour-spot-staff-1(&|$)/);
    await expect(bookingForm(page).locator('input[type="hidden"][name="staffId"]')).toHaveValue("glamour-spot-staff-1");
    await expect(timeRadios(page).first()).toBeEnabled();
    expect(await offeredTimes(page)).not.toContain("10:30");
    await chooseTime(page, "11:00");
    await expect(summarySentence(page)).toContainText("Haircut & Blow-dry with Layla Haddad at Glamour Spot");
    await book(page, "11:00");
    await expect(confirmation(page)).toContainText("Layla Haddad, Senior Stylist");
    await expect(timeRadios(page).and(page.locator('[value="11:00"]'))).toHaveCount(0);

    // Another service: only its performers are listed, and the choice goes back to 'Any professional'.
    await page.locator('input[type="radio"][name="service"][value="glamour-spot-manicure"]').check();
    await expect(page).toHaveURL(/[?&]service=glamour-spot-manicure(&|$)/);
    await expect(page).not.toHaveURL(/[?&]staff=/);
    await expect(professionals(page).getByRole("radio")).toHaveCount(2);
    await expect(professional(page, "Any professional")).toBeChecked();
    await expect(professional(page, "Maricel Santos")).toBeVisible();
  });

  test("two customers booking the same time at once get two different people", async ({ browser, baseURL }) => {
    const date = randomOpenDay();
    const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
    try {
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      for (const page of pages) {
        await openProviderPage(page, `?date=${date}`);
        await chooseTime(page, "14:00");
        await confirmButton(page).click();
        await fillGuest(page, uniqueName("E2E Together"), newPhone());
      }
      await Promise.all(pages.map((page) => dialogConfirmButton(page).click()));
      const named = await Promise.all(
        pages.map(async (page) => {
          await expect(confirmation(page)).toBeVisible();
          return (await confirmation(page).innerText()).match(/Layla Haddad|Hannah Clarke/)?.[0];
        }),
      );
      expect(named.sort()).toEqual(["Hannah Clarke", "Layla Haddad"]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
