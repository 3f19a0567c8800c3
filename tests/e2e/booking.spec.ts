import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import {
  addDays,
  ALL_SLOTS,
  atAFreeTime,
  bookingForm,
  checkedTime,
  chooseDate,
  chooseTime,
  confirmAsGuest,
  confirmButton,
  dateInput,
  detailsDialog,
  dubaiToday,
  escapeRegExp,
  fillGuest,
  firstEnabledTime,
  longDatePattern,
  newPhone,
  nextFriday,
  NO_SLOTS,
  offeredTimes,
  openProviderPage,
  PROVIDER_ADDRESS,
  PROVIDER_LATITUDE,
  PROVIDER_LONGITUDE,
  PROVIDER_NAME,
  PROVIDER_PATH,
  randomOpenDay,
  selectedService,
  summary,
  summarySentence,
  timeRadios,
  toast,
  toasts,
  uniqueName,
  waitForHydration,
} from "./booking-page";

/**
 * The provider page (/provider/glamour-spot) and its booking flow, end to end against the Worker
 * and a fresh local D1. Every test that books uses its own random open day (10..88 days ahead,
 * Asia/Dubai: bookings open 90 days ahead) and the times the page offers at run time.
 */

/**
 * Test 1's flow, shared with the console check (test 12). Returns what was booked.
 * Tries a few random days until one still offers all 16 slots (earlier runs may have booked some).
 */
async function wholeBookingFlow(page: Page) {
  await openProviderPage(page);

  const bookTab = page.getByRole("tab", { name: "Book Appointment" });
  await expect(bookTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Book Appointment" })).toBeVisible();

  const serviceRadios = page.locator('input[type="radio"][name="service"]');
  expect(await serviceRadios.count()).toBeGreaterThan(1);
  await expect(serviceRadios.first()).toBeChecked();
  await expect(page.locator('input[type="radio"][name="service"]:checked')).toHaveCount(1);

  await expect(bookingForm(page).getByText("Please select a date first.", { exact: true })).toBeVisible();
  await expect(timeRadios(page)).toHaveCount(0);

  let date = "";
  let times: string[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    date = randomOpenDay();
    await chooseDate(page, date);
    await expect(timeRadios(page).first()).toBeAttached();
    times = await offeredTimes(page);
    if (times.length === ALL_SLOTS.length) break;
  }
  expect(times, `times offered on ${date}, a future open day`).toEqual(ALL_SLOTS);
  const labels = await bookingForm(page)
    .locator("label")
    .filter({ has: page.locator('input[name="time"]') })
    .allInnerTexts();
  expect(labels.map((label) => label.trim())).toEqual(ALL_SLOTS);
  await expect(bookingForm(page).getByText("Please select a date first.", { exact: true })).toHaveCount(0);

  const service = await selectedService(page);
  const amount = /\d[\d,]*(?:\.\d+)?/.exec(service.price)?.[0]?.replace(/,/g, "");
  expect(amount, `price text '${service.price}'`).toBeTruthy();

  const time = await firstEnabledTime(page);
  expect(time).toBe("10:00");
  await expect(summary(page)).toHaveCount(0);
  await chooseTime(page, time);
  await expect(summary(page)).toBeVisible();
  const sentenceStart = `${escapeRegExp(service.name)} at ${PROVIDER_NAME} on ${longDatePattern(date)} at ${time}`;
  await expect(summarySentence(page)).toContainText(new RegExp(sentenceStart));

  await expect(confirmButton(page)).toHaveText(`Confirm Booking (AED ${amount})`);
  await confirmButton(page).click();
  await confirmAsGuest(page, uniqueName("E2E Flow"), newPhone());

  const confirmed = toast(page, "Booking Confirmed");
  await expect(confirmed).toBeVisible();
  await expect(confirmed.locator("[data-title]")).toHaveText("Booking Confirmed");
  await expect(confirmed.locator("[data-description]")).toHaveText(new RegExp(`^Your appointment for ${sentenceStart} is confirmed\\.$`));
  await expect(detailsDialog(page)).toHaveCount(0);

  const stored = await page.evaluate(() => localStorage.getItem("lastBooking"));
  expect(stored, "localStorage lastBooking").not.toBeNull();
  expect(JSON.parse(stored!)).toMatchObject({ providerName: PROVIDER_NAME, serviceName: service.name, date, time });

  // 'Any professional': the first of the salon's hairdressers, named in the confirmation.
  await expect(page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Booking Confirmed" }) })).toContainText(
    "Layla Haddad, Senior Stylist",
  );
  // The loaders revalidate after the booking: Hannah also cuts hair, so the whole day is still offered, but not by Layla.
  await expect(timeRadios(page).first()).toBeAttached();
  expect(await offeredTimes(page)).toEqual(ALL_SLOTS);
  await expect(checkedTime(page)).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  // Just booked, nothing chosen: no "Confirm Booking" offering the same again; it comes back with the next time.
  await expect(confirmButton(page)).toBeHidden();
  await chooseTime(page, time);
  await expect(confirmButton(page)).toBeVisible();
  return { date, time, service };
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------
test.describe("provider page booking", () => {
  test("1. the whole booking flow: service, date, time, details, confirmation", async ({ page }) => {
    await wholeBookingFlow(page);
  });

  test("2. confirming without a time shows 'Booking Incomplete' and no dialog", async ({ page }) => {
    await openProviderPage(page);

    await confirmButton(page).click();
    const incomplete = toast(page, "Booking Incomplete", "Please select a service, date, and time.");
    await expect(incomplete).toBeVisible();
    await expect(incomplete.locator('[data-toast-variant="destructive"]')).toHaveCount(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // With a date but still no time: the same answer, as a new toast.
    const firstId = await incomplete.first().getAttribute("id");
    await chooseDate(page, randomOpenDay());
    await expect(timeRadios(page).first()).toBeAttached();
    await confirmButton(page).click();
    const again = toasts(page)
      .and(page.locator(`:not([id="${firstId}"])`))
      .filter({ has: page.locator("[data-title]", { hasText: "Booking Incomplete" }) });
    await expect(again).toBeVisible();
    await expect(again.locator('[data-toast-variant="destructive"] [data-description]')).toHaveText(
      "Please select a service, date, and time.",
    );
    // Had this click opened the dialog, it would show once its code is in (hovering and focusing the button load it)
    // and React has drawn after that: wait for both, then check it did not.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/guest-details-dialog-[^/]*\.js$/.test(entry.name))),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("3. choosing another service or another date clears the chosen time", async ({ page }) => {
    await openProviderPage(page);
    const date = randomOpenDay();
    await chooseDate(page, date);
    const time = await firstEnabledTime(page);
    await chooseTime(page, time);
    await expect(summary(page)).toBeVisible();

    // Another service: the page reloads its slots for that service and forgets the time.
    const second = page.locator('input[type="radio"][name="service"]').nth(1);
    const secondId = await second.inputValue();
    await second.click();
    await expect(page).toHaveURL(new RegExp(`[?&]service=${escapeRegExp(secondId)}(&|$)`));
    await expect(bookingForm(page).locator('input[type="hidden"][name="serviceId"]')).toHaveValue(secondId);
    await expect(timeRadios(page).first()).toBeAttached();
    await expect(checkedTime(page)).toHaveCount(0);
    await expect(summary(page)).toHaveCount(0);
    await expect(second).toBeChecked();

    // Another date: the same.
    const time2 = await firstEnabledTime(page);
    await chooseTime(page, time2);
    await expect(summary(page)).toBeVisible();
    await chooseDate(page, randomOpenDay());
    await expect(timeRadios(page).first()).toBeAttached();
    await expect(checkedTime(page)).toHaveCount(0);
    await expect(summary(page)).toHaveCount(0);
  });

  test("4. a Friday offers no slots; dates before today cannot be picked", async ({ page }) => {
    await openProviderPage(page);
    await expect(dateInput(page)).toHaveAttribute("min", dubaiToday());
    // The browser treats an earlier date as out of range.
    await dateInput(page).fill(addDays(dubaiToday(), -1));
    expect(await dateInput(page).evaluate((input) => (input as HTMLInputElement).validity.rangeUnderflow)).toBe(true);

    await chooseDate(page, nextFriday());
    await expect(bookingForm(page).getByText(NO_SLOTS, { exact: true })).toBeVisible();
    await expect(timeRadios(page)).toHaveCount(0);
  });

  test("5. a bad phone number keeps the dialog open with a field error and the typed name", async ({ page }) => {
    await atAFreeTime(page);
    await confirmButton(page).click();

    const name = uniqueName("E2E Phone");
    await fillGuest(page, name, "12345");
    const dialog = detailsDialog(page);
    await dialog.getByRole("button", { name: "Confirm Booking", exact: true }).click();

    const phone = dialog.getByLabel("Phone number");
    await expect(dialog.getByText(/UAE phone number/)).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toHaveValue(name);
    await expect(phone).toHaveValue("12345");
    await expect(toast(page, "Booking Confirmed")).toHaveCount(0);
  });

  test("6. a time taken meanwhile in another browser: destructive toast, time withdrawn, details kept", async ({
    page,
    browser,
    baseURL,
  }) => {
    const date = randomOpenDay();
    const other = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    try {
      const first = page;
      const second = await other.newPage();
      // A manicure: Maricel alone does them, so once she is booked the time is gone.
      for (const p of [first, second]) {
        await openProviderPage(p, `?service=glamour-spot-manicure&date=${date}`);
      }
      const time = await firstEnabledTime(first);
      await chooseTime(first, time);
      await chooseTime(second, time);

      await confirmButton(first).click();
      await confirmAsGuest(first, uniqueName("E2E First"), newPhone());
      await expect(toast(first, "Booking Confirmed")).toBeVisible();

      const name = uniqueName("E2E Second");
      const phone = "+971 55 765 4321";
      await confirmButton(second).click();
      await confirmAsGuest(second, name, phone);

      const taken = toasts(second).filter({ has: second.locator("[data-description]", { hasText: "just taken" }) });
      await expect(taken).toBeVisible();
      await expect(taken.locator('[data-toast-variant="destructive"]')).toHaveCount(1);
      await expect(detailsDialog(second)).toHaveCount(0);
      await expect(toast(second, "Booking Confirmed")).toHaveCount(0);
      await expect(timeRadios(second).and(second.locator(`[value="${time}"]`))).toHaveCount(0);
      await expect(checkedTime(second)).toHaveCount(0);

      // Another time: what was typed is still in the dialog.
      await chooseTime(second, await firstEnabledTime(second));
      await confirmButton(second).click();
      const dialog = detailsDialog(second);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Full name")).toHaveValue(name);
      await expect(dialog.getByLabel("Phone number")).toHaveValue(phone);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test("7. the image carousel wraps at both ends", async ({ page }) => {
    await openProviderPage(page);
    const counter = page.getByText(/^Image \d+ of \d+$/);
    await expect(counter).toHaveText(/^Image 1 of \d+$/);
    const total = Number(/of (\d+)$/.exec(await counter.innerText())![1]);
    expect(total).toBeGreaterThan(1);

    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText(`Image ${total} of ${total}`);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText(`Image 1 of ${total}`);
  });

  test("8. the Location tab embeds a lazy OpenStreetMap frame centred on the provider", async ({ page }) => {
    await openProviderPage(page);
    await page.getByRole("tab", { name: "Location" }).click();
    await expect(page.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");

    const frame = page.locator(`iframe[title="Map of ${PROVIDER_ADDRESS}"]`);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("loading", "lazy");
    const src = (await frame.getAttribute("src"))!;
    expect(src.startsWith("https://www.openstreetmap.org/export/embed.html")).toBe(true);

    const params = new URL(src).searchParams;
    expect(params.get("layer")).toBe("mapnik");
    const marker = (params.get("marker") ?? "").split(",").map(Number);
    expect(marker).toHaveLength(2);
    const [lat, lon] = marker as [number, number];
    expect(lat).toBeCloseTo(PROVIDER_LATITUDE, 4);
    expect(lon).toBeCloseTo(PROVIDER_LONGITUDE, 4);

    const bbox = (params.get("bbox") ?? "").split(",").map(Number);
    expect(bbox).toHaveLength(4);
    const [west, south, east, north] = bbox as [number, number, number, number];
    expect(east - west).toBeCloseTo(0.016, 5);
    expect(north - south).toBeCloseTo(0.008, 5);
    expect((west + east) / 2).toBeCloseTo(lon, 5);
    expect((south + north) / 2).toBeCloseTo(lat, 5);
  });

  test("9. the tabs follow the arrow keys, keep the URL in step, and survive a reload", async ({ page }) => {
    await openProviderPage(page);
    const selected = page.getByRole("tab", { selected: true });
    await expect(selected).toHaveText("Book Appointment");
    await selected.focus();
    await page.keyboard.press("ArrowRight");

    const servicesTab = page.getByRole("tab", { name: "Services" });
    await expect(servicesTab).toHaveAttribute("aria-selected", "true");
    await expect(servicesTab).toBeFocused();
    await expect(page.getByRole("tab", { name: "Book Appointment" })).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel", { name: "Services" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveCount(6);
    await expect(panel.getByText("Haircut & Blow-dry", { exact: true })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Book Appointment" })).toBeHidden();
    await expect(page).toHaveURL(/\/provider\/glamour-spot\?tab=services$/);

    const response = await page.reload();
    const html = await response!.text();
    const tag = /<a\b[^>]*\bid="tab-services"[^>]*>/.exec(html)?.[0] ?? "";
    expect(tag, "the server-rendered Services tab").toContain('aria-selected="true"');
    const panelTag = /<div\b[^>]*\bid="panel-services"[^>]*>/.exec(html)?.[0] ?? "";
    expect(panelTag, "the server-rendered Services panel").not.toMatch(/\bhidden\b/);
    await waitForHydration(page);
    await expect(servicesTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Services" })).toBeVisible();
  });

  test("10. the review list is at most 15rem high and scrolls", async ({ page }) => {
    await openProviderPage(page);
    await page.getByRole("tab", { name: "About & Reviews" }).click();
    const reviews = page.getByRole("list", { name: "Customer reviews" });
    await expect(reviews).toBeVisible();
    expect(await reviews.getByRole("listitem").count()).toBeGreaterThan(0);
    const style = await reviews.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { maxHeight: computed.maxHeight, overflowY: computed.overflowY, height: element.getBoundingClientRect().height };
    });
    expect(style.maxHeight).toBe("240px");
    expect(style.overflowY).toBe("auto");
    expect(style.height).toBeLessThanOrEqual(240);
    // Its content is taller than the box, and it scrolls.
    const scroll = await reviews.evaluate((element) => {
      const before = { scrollHeight: element.scrollHeight, clientHeight: element.clientHeight };
      element.scrollTop = element.scrollHeight;
      return { ...before, scrollTop: element.scrollTop };
    });
    expect(scroll.scrollHeight, "review content taller than the list").toBeGreaterThan(scroll.clientHeight);
    expect(scroll.scrollTop).toBeGreaterThan(0);
    await expect(reviews.getByRole("listitem").last()).toBeInViewport();
  });

  test("11. without JavaScript the booking is a plain form POST that confirms", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      const date = randomOpenDay();
      await page.goto(`${PROVIDER_PATH}?date=${date}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROVIDER_NAME);
      await expect(timeRadios(page).first()).toBeAttached();
      const form = bookingForm(page);
      await expect(form.getByLabel("Full name")).toBeVisible();
      await expect(form.getByLabel("Phone number")).toBeVisible();

      const service = await selectedService(page);
      const time = await firstEnabledTime(page);
      await chooseTime(page, time);
      const name = uniqueName("E2E NoScript");
      await form.getByLabel("Full name").fill(name);
      await form.getByLabel("Phone number").fill(newPhone());

      const submit = form.getByRole("button", { name: /^Confirm Booking \(AED [\d.]+\)$/ });
      const [request] = await Promise.all([page.waitForRequest((r) => r.method() === "POST"), submit.click()]);
      expect(request.isNavigationRequest(), "a document navigation, not fetch()").toBe(true);
      expect(request.resourceType()).toBe("document");
      expect(request.headers()["content-type"] ?? "").toContain("application/x-www-form-urlencoded");
      const body = new URLSearchParams(request.postData() ?? "");
      expect(body.get("customerName")).toBe(name);
      expect(body.get("time")).toBe(time);
      expect(body.get("date")).toBe(date);
      const response = await request.response();
      expect(response?.status()).toBe(200);
      await page.waitForLoadState("load");

      const status = page.getByRole("status").filter({ hasText: "Booking Confirmed" });
      await expect(status).toBeVisible();
      await expect(status).toContainText(
        new RegExp(
          `Your appointment for ${escapeRegExp(service.name)} at ${PROVIDER_NAME} on ${longDatePattern(date)} at ${time} is confirmed\\.`,
        ),
      );
    } finally {
      await context.close();
    }
  });

  test("12. no console errors on the provider page during the booking flow", async ({ page }) => {
    const errors: string[] = [];
    let ignored = 0;
    // The machine has no internet: only failed loads from the photo host and the map host are ignored.
    const isOfflineLoad = (message: ConsoleMessage) =>
      /^https:\/\/(images\.unsplash\.com|www\.openstreetmap\.org)\//.test(message.location().url) &&
      message.text().startsWith("Failed to load resource");
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (isOfflineLoad(message)) ignored += 1;
      else errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));

    await wholeBookingFlow(page);
    await page.waitForLoadState("networkidle");
    test.info().annotations.push({ type: "ignored", description: `${ignored} offline load error(s)` });
    expect(errors).toEqual([]);
  });

  test("13. closing the details dialog gives focus back to the confirm button", async ({ page }) => {
    // WAI-ARIA dialog pattern, WCAG 2.4.3: focus returns to what opened the dialog.
    await atAFreeTime(page);
    await confirmButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(detailsDialog(page)).toBeVisible();
    await expect(detailsDialog(page).getByLabel("Full name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(detailsDialog(page)).toHaveCount(0);
    await expect(confirmButton(page)).toBeFocused({ timeout: 1_000 });
  });

  test("14. a signed-in customer finds their account email already in the details dialog", async ({ page }) => {
    const email = `booker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = "a long enough passphrase";
    const signUp = await page.request.post("/graphql", {
      data: {
        query: `mutation($input: SignUpInput!) { signUp(input: $input) { __typename } }`,
        variables: { input: { email, password } },
      },
    });
    expect((await signUp.json()).data.signUp.__typename).toBe("SignUpSuccess");

    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/provider/);

    await atAFreeTime(page);
    await confirmButton(page).click();
    await expect(detailsDialog(page).getByLabel(/^Email/)).toHaveValue(email);
    await expect(detailsDialog(page).getByLabel("Full name")).toHaveValue("");
  });
});
