import { expect, test, type Page } from "@playwright/test";

/** The content pages: FAQ accordion, contact form alert, offer dialog, pricing and overview links. */

/** React has hydrated once the theme toggle knows the current theme (aria-pressed is set in an effect). */
async function waitForHydration(page: Page) {
  await expect(page.locator('[role="group"][aria-label="Colour theme"] button[aria-pressed]').first()).toBeAttached({ timeout: 10_000 });
}

test("the FAQ opens one answer at a time, and an open answer closes again", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const questions = page.locator('details[name="faq"]');
  await expect(questions).toHaveCount(6);
  const open = page.locator('details[name="faq"][open]');
  await expect(open).toHaveCount(0);

  await page.getByText("Can I book an appointment directly through GlowUAE?").click();
  await expect(open).toHaveCount(1);
  await expect(page.getByText("Open a provider's page, choose a service")).toBeVisible();

  await page.getByText("Which payment methods can I use?").click();
  await expect(open).toHaveCount(1);
  await expect(page.getByText("Most providers accept cash")).toBeVisible();
  await expect(page.getByText("Open a provider's page, choose a service")).toBeHidden();

  await page.getByText("Which payment methods can I use?").click();
  await expect(open).toHaveCount(0);

  await page.getByRole("link", { name: "Contact Support" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

// Issue #33: the form was a placeholder alert ("… your message was not sent anywhere."); it now sends the message.
test("the contact form sends the message to support (the dev mailbox shows it) and confirms it", async ({ page }) => {
  await page.goto("/contact?subject=BusinessInquiry");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByLabel("Subject")).toHaveValue("BusinessInquiry");

  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });

  // Required fields stop an empty submission before anything happens.
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Name")).toBeFocused();

  const text = `Do you list home-service salons? ${Date.now()}`;
  await form.getByLabel("Name").fill("Aisha Al Zaabi");
  await form.getByLabel("Email").fill("aisha@example.com");
  await form.getByLabel("Message").fill(text);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toContainText("on its way to our support team");
  expect(alerts).toEqual([]);

  type Mailbox = { messages: { to: string; subject: string; text: string }[] };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/dev/mailbox.json")).json()) as Mailbox).messages.filter(
          (message) => message.to === "support@glowuae.ae" && message.text.includes(text),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
});

test("'View Offer' opens the offer's details in a dialog; Escape closes it", async ({ page }) => {
  await page.goto("/offers");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exclusive Offers");
  const buttons = page.getByRole("button", { name: "View Offer" });
  await expect(buttons).toHaveCount(4);

  await buttons.nth(1).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Tuesday Treat: 30% Off Facials" })).toBeVisible();
  await expect(dialog).toContainText("Valid every Tuesday");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(buttons.nth(1)).toBeFocused();

  await buttons.nth(3).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Free Monthly Blow-dry for Members" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("pricing shows three plans whose buttons all lead to /register", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByText("First 3 Months of Premium are FREE!")).toBeVisible();
  for (const label of ["Get Started for Free", "Go Premium", "Get Featured"]) {
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", "/register");
  }
  await expect(page.getByRole("row", { name: /Homepage Feature/ }).getByText("Included", { exact: true })).toHaveCount(1);
});

test("'Search Parlours' and 'Search Clinics' open search for their category", async ({ page }) => {
  await page.goto("/parlours");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Search Parlours" }).first().click();
  await expect(page).toHaveURL(/\/search\?category=parlours$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse all providers in Salons & Parlours");

  await page.goto("/clinics");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Search Clinics" }).first().click();
  await expect(page).toHaveURL(/\/search\?category=clinics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse all providers in Aesthetic & Derma Clinics");
});

test("every content page has one h1, a title and a description", async ({ page }) => {
  for (const path of [
    "/about",
    "/parlours",
    "/clinics",
    "/offers",
    "/faq",
    "/contact",
    "/privacy-policy",
    "/for-business",
    "/terms-for-business",
    "/pricing",
    "/search",
  ]) {
    await page.goto(path);
    await expect(page.locator("h1"), path).toHaveCount(1);
    expect((await page.title()).length, path).toBeGreaterThan(10);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{40,}/);
  }
});
