import { expect, test, type Page, type Request, type Route } from "@playwright/test";
import {
  bookingForm,
  chooseTime,
  confirmAsGuest,
  confirmButton,
  dateInput,
  detailsDialog,
  dialogConfirmButton,
  fillGuest,
  firstEnabledTime,
  guestAtFirstFreeTime,
  longDatePattern,
  newPhone,
  openProviderPage,
  randomOpenDay,
  summary,
  summarySentence,
  timeRadios,
  toast,
  uniqueName,
} from "./booking-page";

/**
 * Issue #10, "Booking correctness and resilience": the booking on a slow or broken network, driven
 * through Playwright's routing (requests delayed, aborted), and the refused form's focus and messages.
 */

/** The page's own data requests (Remix single fetch): loads of times (GET) and the booking (POST). */
const PAGE_DATA = /\/provider\/glamour-spot\.data(\?|$)/;
const isTimesLoad = (request: Request) => PAGE_DATA.test(request.url()) && request.method() === "GET";
const isBookingPost = (request: Request) => PAGE_DATA.test(request.url()) && request.method() === "POST";
const ERROR_PAGE = "Unexpected Application Error!";

async function openWithDate(page: Page, date: string, query = "") {
  await openProviderPage(page, `?date=${date}${query}`);
  await expect(timeRadios(page).first()).toBeEnabled();
}

test.describe("booking on a slow or failing network", () => {
  test("a slow date change never books the old date: its times are busy, announced and not choosable", async ({ page }) => {
    const oldDate = randomOpenDay();
    const newDate = randomOpenDay();
    await openWithDate(page, oldDate);

    // Every load of times now takes 5 s.
    await page.route(PAGE_DATA, async (route: Route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    await dateInput(page).fill(newDate);
    const times = bookingForm(page).getByRole("group", { name: "3. Choose a time" });
    await expect(times).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: /^Loading the times for / })).toHaveText(
      new RegExp(`^Loading the times for ${longDatePattern(newDate)}…$`),
    );
    // The old day's times are still on screen, but cannot be chosen, and nothing can be confirmed.
    await expect(timeRadios(page).first()).toBeDisabled();
    await bookingForm(page)
      .locator("label")
      .filter({ hasText: /^10:00$/ })
      .click({ force: true });
    await expect(bookingForm(page).locator('input[name="time"]:checked')).toHaveCount(0);
    await expect(summary(page)).toHaveCount(0);
    await confirmButton(page).click();
    await expect(toast(page, "Booking Incomplete")).toBeVisible();
    await expect(detailsDialog(page)).toHaveCount(0);

    // The new day's times arrive: now a time can be chosen, and the booking is for the day shown.
    await expect(times).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
    await page.unroute(PAGE_DATA);
    await expect(dateInput(page)).toHaveValue(newDate);
    const time = await firstEnabledTime(page);
    await chooseTime(page, time);
    await expect(summarySentence(page)).toContainText(new RegExp(`on ${longDatePattern(newDate)} at ${time}`));
    await confirmButton(page).click();
    await fillGuest(page, uniqueName("E2E Slow"), newPhone());
    const [post] = await Promise.all([page.waitForRequest(isBookingPost), dialogConfirmButton(page).click()]);
    const sent = new URLSearchParams(post.postData() ?? "");
    expect(sent.get("date")).toBe(newDate);
    expect(sent.get("timesFor")).toBe(`${sent.get("serviceId")}/${newDate}`);
    await expect(toast(page, "Booking Confirmed", new RegExp(`on ${longDatePattern(newDate)} at ${time}`))).toBeVisible();
  });

  test("typing a date digit by digit loads its times once; a typed past date says it is past", async ({ page }) => {
    await openProviderPage(page);
    const target = randomOpenDay();
    const [year, month, day] = target.split("-");
    const loads: string[] = [];
    page.on("request", (request) => {
      if (isTimesLoad(request)) loads.push(request.url());
    });
    // Chromium's date field (en-US): month, day, then the year, which passes through 0002, 0020, 0202…
    await dateInput(page).click();
    await page.keyboard.press("Home");
    await page.keyboard.type(`${month}${day}${year}`, { delay: 80 });
    await expect(dateInput(page)).toHaveValue(target);
    await expect(page).toHaveURL(new RegExp(`[?&]date=${target}(&|$)`));
    await expect(timeRadios(page).first()).toBeEnabled();
    expect(loads).toHaveLength(1);

    await dateInput(page).fill("2020-03-03");
    await expect(
      bookingForm(page).getByText("This date is in the past. Please choose today or a later date.", { exact: true }),
    ).toBeVisible();
    await expect(timeRadios(page)).toHaveCount(0);
  });

  test("a failed load of times keeps the page, says so, and Retry loads them", async ({ page }) => {
    const oldDate = randomOpenDay();
    const newDate = randomOpenDay();
    await openWithDate(page, oldDate);
    await page.route(PAGE_DATA, (route) => (route.request().method() === "GET" ? route.abort("internetdisconnected") : route.continue()));
    await dateInput(page).fill(newDate);

    const problem = bookingForm(page).getByRole("alert").filter({ hasText: "The available times could not be loaded" });
    await expect(problem).toBeVisible();
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    await expect(dateInput(page)).toHaveValue(newDate);
    await expect(timeRadios(page).first()).toBeDisabled(); // the old day's times stay unchoosable

    await page.unroute(PAGE_DATA);
    await problem.getByRole("button", { name: "Retry" }).click();
    await expect(problem).toHaveCount(0);
    await expect(timeRadios(page).first()).toBeEnabled();
    await expect(bookingForm(page).locator('input[type="hidden"][name="timesFor"]')).toHaveValue(new RegExp(`/${newDate}$`));
  });

  test("an aborted booking keeps the page and everything typed; Retry books once, with the same key", async ({ page }) => {
    // A manicure: Maricel alone does them, so a booked time is gone.
    await openWithDate(page, randomOpenDay(), "&service=glamour-spot-manicure");
    const { time, name, phone } = await guestAtFirstFreeTime(page, "E2E Abort");

    // The request reaches the server and books, but the answer is lost on the way back.
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (isBookingPost(request)) posts.push(request);
    });
    await page.route(PAGE_DATA, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await route.fetch();
      await route.abort("connectionreset");
    });
    await dialogConfirmButton(page).click();

    const dialog = detailsDialog(page);
    const problem = dialog.getByRole("alert").filter({ hasText: "The booking could not be sent" });
    await expect(problem).toBeVisible();
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    await expect(dialog.getByLabel("Full name")).toHaveValue(name);
    await expect(dialog.getByLabel("Phone number")).toHaveValue(phone);
    await expect(toast(page, "Booking Confirmed")).toHaveCount(0);

    await page.unroute(PAGE_DATA);
    await problem.getByRole("button", { name: "Retry" }).click();
    await expect(toast(page, "Booking Confirmed")).toBeVisible();
    await expect(detailsDialog(page)).toHaveCount(0);
    expect(posts).toHaveLength(2);
    const keys = posts.map((post) => new URLSearchParams(post.postData() ?? "").get("idempotencyKey"));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(keys[1]).toBe(keys[0]);
    // Booked once: the time is gone, and the rest of the day is still offered.
    await expect(timeRadios(page).and(page.locator(`[value="${time}"]`))).toHaveCount(0);
  });
});

test.describe("the booking form's errors and steps", () => {
  test("a refused booking moves focus to the first field to correct, described and announced", async ({ page }) => {
    await openWithDate(page, randomOpenDay());
    await chooseTime(page, await firstEnabledTime(page));
    await confirmButton(page).click();
    await fillGuest(page, uniqueName("E2E Focus"), "12345");
    const dialog = detailsDialog(page);
    await dialog.getByRole("button", { name: "Confirm Booking", exact: true }).click();

    const phone = dialog.getByLabel("Phone number");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    const describedBy = await phone.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/UAE phone number/);
    await expect(dialog.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expect(dialog.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a time taken meanwhile is said in a focused alert, not only in a toast", async ({ page, browser, baseURL }) => {
    const date = randomOpenDay();
    // A manicure: Maricel alone does them, so once she is booked the time is gone.
    const manicure = "&service=glamour-spot-manicure";
    await openWithDate(page, date, manicure);
    const time = await firstEnabledTime(page);
    await chooseTime(page, time);

    const other = await browser.newContext({ baseURL });
    try {
      const rival = await other.newPage();
      await openWithDate(rival, date, manicure);
      await chooseTime(rival, time);
      await confirmButton(rival).click();
      await confirmAsGuest(rival, uniqueName("E2E Rival"), newPhone());
      await expect(toast(rival, "Booking Confirmed")).toBeVisible();
    } finally {
      await other.close();
    }

    await confirmButton(page).click();
    await confirmAsGuest(page, uniqueName("E2E Late"), newPhone());
    const alert = bookingForm(page).getByRole("alert").filter({ hasText: "just taken" });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
  });

  test("a client holding its share of the provider's day is told why in a focused alert, and what was typed stays", async ({ page }) => {
    const date = randomOpenDay();
    // Three bookings of that day made through the API from this machine's address (wrangler dev: 127.0.0.1), as a script would.
    for (const time of ["10:00", "10:30", "11:00"]) {
      const response = await page.request.post("/graphql", {
        data: {
          query: `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename } }`,
          variables: {
            input: {
              providerId: "glamour-spot",
              serviceId: "glamour-spot-threading",
              date,
              time,
              customerName: "E2E Script",
              customerPhone: newPhone(),
              idempotencyKey: `client-share-${Date.now()}-${Math.random().toString(36).slice(2)}`,
            },
          },
        },
      });
      expect((await response.json()).data.createBooking.__typename).toBe("BookingConfirmed");
    }

    await openWithDate(page, date);
    const { time, name, phone } = await guestAtFirstFreeTime(page, "E2E Share");
    await detailsDialog(page).getByLabel("Email (optional)").fill("share@example.com");
    await dialogConfirmButton(page).click();

    const why = "Too many bookings with this provider on that day come from your internet connection.";
    const alert = bookingForm(page).getByRole("alert").filter({ hasText: why });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(alert).toContainText("Please choose another day, or call the provider to book.");
    await expect(toast(page, "Booking not possible", why)).toBeVisible();
    // The time stays chosen and the details dialog opens again with everything typed.
    await expect(timeRadios(page).and(page.locator(`[value="${time}"]`))).toBeChecked();
    await confirmButton(page).click();
    await expect(detailsDialog(page).getByLabel("Full name")).toHaveValue(name);
    await expect(detailsDialog(page).getByLabel("Phone number")).toHaveValue(phone);
    await expect(detailsDialog(page).getByLabel("Email (optional)")).toHaveValue("share@example.com");
  });

  test("on a wide screen the steps read 1, 2, 3 in visual order", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openProviderPage(page);
    const steps = ["1. Choose a service", "2. Choose a date", "3. Choose a time"];
    const boxes = await Promise.all(steps.map(async (text) => (await page.getByText(text, { exact: true }).boundingBox())!));
    const reading = steps
      .map((text, index) => ({ text, top: Math.round(boxes[index]!.y), left: boxes[index]!.x }))
      .sort((a, b) => a.top - b.top || a.left - b.left)
      .map((step) => step.text);
    expect(reading).toEqual(steps);
    // Two columns: the service list on the left, date and time on the right.
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + 200);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y);
  });

  test("?service= opens the page with that service chosen, and its times", async ({ page }) => {
    const date = randomOpenDay();
    await openProviderPage(page, `?service=glamour-spot-keratin&date=${date}`);
    await expect(page.locator('input[name="service"][value="glamour-spot-keratin"]')).toBeChecked();
    await expect(bookingForm(page).locator('input[type="hidden"][name="timesFor"]')).toHaveValue(`glamour-spot-keratin/${date}`);
    await chooseTime(page, await firstEnabledTime(page));
    await expect(summarySentence(page)).toContainText("Keratin Smoothing Treatment at Glamour Spot");
  });
});

test("after 'Booking Confirmed' the confirmation stays: reference, calendar file, and a manage link that cancels", async ({ page }) => {
  const date = randomOpenDay();
  await openWithDate(page, date);
  const { time } = await guestAtFirstFreeTime(page, "E2E Manage");
  await dialogConfirmButton(page).click();
  await expect(toast(page, "Booking Confirmed")).toBeVisible();

  const confirmation = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Booking Confirmed" }) });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole("heading", { name: "Booking Confirmed" })).toBeFocused();
  await expect(confirmation).toContainText(new RegExp(`${longDatePattern(date)}, ${time}–`));
  await expect(confirmation).toContainText("Villa 24, Jumeirah Beach Road, Jumeirah 1, Dubai");
  const reference = (await confirmation.getByText(/^GLW-[A-Z0-9]{5}-[A-Z0-9]{5}$/).innerText()).trim();
  await expect(confirmation.getByRole("link", { name: "Open the map" })).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=25\.2167/);

  const calendar = confirmation.getByRole("link", { name: "Add to calendar" });
  const [download] = await Promise.all([page.waitForEvent("download"), calendar.click()]);
  expect(download.suggestedFilename()).toBe(`booking-${reference}.ics`);
  // The spec's lastBooking is written as before.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("lastBooking")))!)).toMatchObject({ date, time });

  await confirmation.getByRole("link", { name: "Manage or cancel this booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking");
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancel this booking" }).click();
  await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
  await expect(page.getByRole("status")).toHaveText("Your booking is cancelled. The time is free for others again.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking cancelled");

  await openWithDate(page, date);
  await expect(timeRadios(page).and(page.locator(`[value="${time}"]`))).toBeEnabled();
});
