/** The provider page's booking flow as a person uses it: helpers shared by the booking specs. */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { waitForHydration } from "./support";

export { waitForHydration };

export const PROVIDER_PATH = "/provider/glamour-spot";
export const PROVIDER_NAME = "Glamour Spot";
export const PROVIDER_ADDRESS = "Villa 24, Jumeirah Beach Road, Jumeirah 1, Dubai";
export const PROVIDER_LATITUDE = 25.2167;
export const PROVIDER_LONGITUDE = 55.2552;
export const NO_SLOTS = "No available slots for this date, or provider is closed.";
export const ALL_SLOTS = [
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
  "17:00",
  "17:30",
];
/** A UAE mobile number of its own per booking (bookings are limited per phone number, as for real people). */
export function newPhone(): string {
  return `050 ${String(Math.floor(Math.random() * 10_000_000))
    .padStart(7, "0")
    .replace(/^(\d{3})/, "$1 ")}`;
}

// ---------------------------------------------------------------------------------------------
// Dates in Asia/Dubai (UTC+4, no DST), as 'YYYY-MM-DD' calendar dates.
// ---------------------------------------------------------------------------------------------
const DAY_MS = 86_400_000;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export function dubaiToday(): string {
  return new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
}
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
export function isFriday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 5;
}
/** The first non-Friday at least `days` days after Dubai's today. */
export function openDayAfter(days: number): string {
  let date = addDays(dubaiToday(), days);
  while (isFriday(date)) date = addDays(date, 1);
  return date;
}
export function nextFriday(): string {
  let date = addDays(dubaiToday(), 1);
  while (!isFriday(date)) date = addDays(date, 1);
  return date;
}
/**
 * The days the sample data already books (the dashboard's sample bookings, on fixed dates): a test that
 * expects an empty day must never get one (Layla's sample haircut on 7 December made 'Any professional'
 * give 10:00 to Hannah, whenever the random day fell on it).
 */
const SEEDED_DAYS = new Set(
  [...readFileSync("workers/migrations/d1/0002_seed.sql", "utf8").matchAll(/'(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}'/g)].map((match) => match[1]),
);
/**
 * A random open day 10..maxDays days ahead (bookings open 90 days ahead), never handed out twice in
 * this run: each day handed out is claimed as a file in the run's output folder, which Playwright empties
 * when a run starts. So a worker restarted after a failure, or another worker, never gets a day an earlier
 * test booked. Each run starts from a fresh local D1 (playwright.config.ts); days the sample data books
 * are never handed out.
 */
export function randomOpenDay(maxDays = 88): string {
  const claimed = join(test.info().project.outputDir, "booked-days");
  mkdirSync(claimed, { recursive: true });
  for (;;) {
    const date = openDayAfter(10 + Math.floor(Math.random() * (maxDays - 9)));
    if (SEEDED_DAYS.has(date)) continue;
    try {
      writeFileSync(join(claimed, date), test.info().titlePath.join(" › "), { flag: "wx" });
      return date;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}
/** The date as a sentence shows it: 'Sunday, 22 November 2026' (the comma is left to the locale data). */
export function longDatePattern(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]},? ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
export function uniqueName(prefix: string) {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------
export const bookingForm = (page: Page) => page.locator("form#booking-form");
export const timeRadios = (page: Page) => bookingForm(page).locator('input[type="radio"][name="time"]');
export const checkedTime = (page: Page) => bookingForm(page).locator('input[type="radio"][name="time"]:checked');
export const dateInput = (page: Page) => page.locator('input[type="date"][name="date"]');
export const confirmButton = (page: Page) => page.getByRole("button", { name: /^Confirm Booking \(/ });
export const summary = (page: Page) => page.getByText("Booking summary", { exact: true });
/** The summary's sentence: the service, who performs it, the provider, the day and the time. */
export const summarySentence = (page: Page) => summary(page).locator("xpath=..");
export const detailsDialog = (page: Page) => page.getByRole("dialog", { name: "Your details" });
export const toasts = (page: Page) => page.locator("ol#sonner-toast-container > li");

/** A toast of the container with this title (and description, when given). */
export function toast(page: Page, title: string, description?: string | RegExp): Locator {
  let found = toasts(page).filter({ has: page.locator("[data-title]", { hasText: title }) });
  if (description !== undefined) found = found.filter({ has: page.locator("[data-description]", { hasText: description }) });
  return found;
}

/** Enters a date and waits until the server's answer for it is rendered (the booking form carries the loader's date). */
export async function chooseDate(page: Page, date: string) {
  await dateInput(page).fill(date);
  await expect(page).toHaveURL(new RegExp(`[?&]date=${date}(&|$)`));
  await expect(bookingForm(page).locator('input[type="hidden"][name="date"]')).toHaveValue(date);
}

/** Clicks the visible label of a time (the radio itself is visually hidden) and checks it took. */
export async function chooseTime(page: Page, time: string) {
  await bookingForm(page)
    .locator("label")
    .filter({ has: page.locator(`input[name="time"][value="${time}"]`) })
    .getByText(time, { exact: true })
    .click();
  await expect(timeRadios(page).and(page.locator(`[value="${time}"]`))).toBeChecked();
}

/** Opens the provider's page (with `query`, e.g. "?date=…") and waits until it is hydrated. */
export async function openProviderPage(page: Page, query = "") {
  await page.goto(`${PROVIDER_PATH}${query}`);
  await waitForHydration(page);
}

/** Opens the provider's page, picks a random open day and its first free time: ready to confirm. */
export async function atAFreeTime(page: Page) {
  await openProviderPage(page);
  await chooseDate(page, randomOpenDay());
  await chooseTime(page, await firstEnabledTime(page));
}

export async function offeredTimes(page: Page): Promise<string[]> {
  return timeRadios(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The first time on offer that can be chosen. */
export async function firstEnabledTime(page: Page): Promise<string> {
  const enabled = bookingForm(page).locator('input[type="radio"][name="time"]:not(:disabled)');
  await expect(enabled.first()).toBeAttached();
  return (await enabled.first().inputValue()).trim();
}

/** The checked service's name and price text, read from its label. */
export async function selectedService(page: Page): Promise<{ id: string; name: string; price: string }> {
  const radio = page.locator('input[type="radio"][name="service"]:checked');
  await expect(radio).toHaveCount(1);
  const label = page.locator("label").filter({ has: radio });
  const name = (await label.locator("span.font-medium").first().innerText()).trim();
  const price = (await label.locator(":scope > span.font-semibold").innerText()).trim();
  return { id: await radio.inputValue(), name, price };
}

export async function fillGuest(page: Page, name: string, phone: string) {
  const dialog = detailsDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Phone number").fill(phone);
}

/** Chooses the first free time and opens the details dialog with a new guest typed in: the time, name and phone. */
export async function guestAtFirstFreeTime(page: Page, namePrefix: string) {
  const time = await firstEnabledTime(page);
  await chooseTime(page, time);
  await confirmButton(page).click();
  const name = uniqueName(namePrefix);
  const phone = newPhone();
  await fillGuest(page, name, phone);
  return { time, name, phone };
}

/** The details dialog's own 'Confirm Booking' button (the form's opens the dialog). */
export const dialogConfirmButton = (page: Page) => detailsDialog(page).getByRole("button", { name: "Confirm Booking", exact: true });

/** The guest's name and phone typed into the details dialog, then the booking confirmed there. */
export async function confirmAsGuest(page: Page, name: string, phone: string) {
  await fillGuest(page, name, phone);
  await dialogConfirmButton(page).click();
}
