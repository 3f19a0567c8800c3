/**
 * Issue #17 end to end in Chromium: a business registers at /for-business/register (logo and licence),
 * a reviewer (given the role by `npm run reviewer:grant`, against this run's local state) approves it at
 * /admin/registrations; it is not in search yet and its page shows (no reviews, not taking online
 * bookings yet); the dashboard's setup checklist (issue #33) leads the owner to add a service and choose the
 * area at /dashboard/listing/{id}; then it is found by its area and the service is booked on the page to the
 * confirmation. Also: the queue is a 404 for anyone else, and axe (WCAG 2.1 A/AA) on the
 * admin and listing pages in both themes and at phone size.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { chooseDate, chooseTime, confirmAsGuest, confirmButton, newPhone, randomOpenDay, toast, uniqueName } from "./booking-page";
import { PDF as PDF_BYTES, PNG as PNG_BYTES } from "../fixtures/upload-files";
import { axeViolations, collectErrors, createAccount, fillRegistrationDetails, PASSWORD, waitForHydration } from "./support";

const PORT = Number(process.env.E2E_PORT ?? 8788);
/** The local state of this run's server (playwright.config.ts). */
const STATE = `.wrangler/e2e-state-${PORT}`;

const PDF = Buffer.from(PDF_BYTES);
/** The logo (re-encoded as WebP by the upload pipeline). */
const PNG = Buffer.from(PNG_BYTES);

/** The README's way: `npm run reviewer:grant -- <email>`, here against this run's database. */
function grantReviewer(email: string) {
  execFileSync("npm", ["run", "--silent", "reviewer:grant", "--", email, "--persist-to", STATE], { stdio: "pipe", timeout: 60_000 });
}

/** Signs in at /login and lands on `path` (the review queue is a 404 when signed out, never a redirect to /login). */
async function signInAt(page: Page, path: string, email: string, password = PASSWORD) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
}

/** A registration submitted through the API (a multipart request with a bearer token): what the queue lists. */
async function registerThroughApi(request: APIRequestContext, email: string, businessName: string) {
  const signedIn = await request.post("/graphql", {
    data: {
      query: `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`,
      variables: { input: { email, password: PASSWORD } },
    },
  });
  const token = (await signedIn.json()).data.signIn.session.accessToken as string;
  const response = await request.post("/graphql", {
    headers: { Authorization: `Bearer ${token}`, "x-graphql-yoga-csrf": "1" },
    multipart: {
      operations: JSON.stringify({
        query: `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!, $logo: File) {
          registerBusiness(input: $input, tradeLicense: $tradeLicense, logo: $logo) { __typename } }`,
        variables: {
          input: {
            businessName,
            businessType: "Aesthetic / Derma Clinic",
            fullAddress: "Office 12, Marina Walk, Dubai Marina",
            emirate: "Dubai",
            contactPersonName: "Noor Aziz",
            businessEmail: "noor@example.com",
            businessPhone: "04 555 1234",
            shortDescription: "Skin care and laser treatments.",
            agreedToTerms: true,
          },
          tradeLicense: null,
          logo: null,
        },
      }),
      map: JSON.stringify({ 0: ["variables.tradeLicense"], 1: ["variables.logo"] }),
      0: { name: "licence.pdf", mimeType: "application/pdf", buffer: PDF },
      1: { name: "logo.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect((await response.json()).data.registerBusiness.__typename).toBe("BusinessRegistrationSubmitted");
}

let reviewer: string;

test.beforeAll(async ({ request }) => {
  reviewer = await createAccount(request);
  grantReviewer(reviewer);
});

test.describe("from registration to a live listing", () => {
  test("register → a reviewer approves → not in search → the setup checklist → a service and the area → found in search → booked", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const name = uniqueName("Saffron Glow Spa");
    const owner = await browser.newPage();
    const ownerErrors = collectErrors(owner);
    const ownerEmail = await createAccount(owner.request);

    // The owner registers, with a logo and the trade licence.
    await signInAt(owner, "/for-business/register", ownerEmail);
    await waitForHydration(owner);
    await fillRegistrationDetails(owner, {
      businessName: name,
      businessType: "Spa",
      fullAddress: "Villa 7, Al Wasl Road, Jumeirah",
      emirate: "Dubai",
      contactPersonName: "Mariam Saeed",
      businessEmail: "mariam@saffronglow.ae",
      businessPhone: "04 321 7654",
      shortDescription: "Hammam rituals, massages and facials by the beach.",
    });
    await owner.getByLabel(/^Business Logo/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await owner.getByLabel("Trade License").setInputFiles({ name: "Trade Licence.pdf", mimeType: "application/pdf", buffer: PDF });
    await owner.getByLabel(/I agree to the/).check();
    await owner.getByRole("button", { name: "Submit Registration" }).click();
    await expect(owner).toHaveURL(/\/for-business$/, { timeout: 15_000 });
    await expect(toast(owner, "Registration Submitted!")).toBeVisible();

    // A reviewer opens the queue from the account menu and approves it.
    const review = await browser.newPage();
    const reviewErrors = collectErrors(review);
    await signInAt(review, "/dashboard/provider", reviewer);
    await waitForHydration(review);
    await review.getByText("My Account").click();
    await review.getByRole("link", { name: "Registrations" }).click();
    await expect(review).toHaveURL(/\/admin\/registrations$/);
    await expect(review.getByRole("heading", { level: 1, name: "Business registrations" })).toBeVisible();
    const card = review.getByRole("listitem").filter({ has: review.getByRole("heading", { name }) });
    await expect(card).toContainText("Villa 7, Al Wasl Road, Jumeirah");
    await expect(card).toContainText("Mariam Saeed");
    // The uploaded logo, in the width of its box at this screen density (issue #18).
    await expect(card.getByRole("img")).toHaveAttribute("src", /\/uploads\/provider_documents\/logos\/.+\.webp\?w=\d+$/);
    await expect(card.getByRole("link", { name: /^Open the trade licence/ })).toHaveAttribute(
      "href",
      /\/admin\/registrations\/.+\/licence$/,
    );
    await card.getByRole("button", { name: `Approve ${name}` }).click();
    await expect(toast(review, "Registration Approved")).toBeVisible();
    const listed = await toast(review, "Registration Approved").locator("[data-description]").innerText();
    const slug = /\/provider\/([a-z0-9-]+)/.exec(listed)?.[1];
    expect(slug, listed).toBeTruthy();
    await expect(review.getByRole("heading", { name })).toHaveCount(0);

    // Issue #33: not in search yet (no service, no area); its page shows: no reviews, not taking online bookings yet.
    const visitor = await browser.newPage();
    const visitorErrors = collectErrors(visitor);
    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    const results = visitor.getByRole("region", { name: "Results" });
    await expect(results.getByRole("article").filter({ has: visitor.getByRole("heading", { name }) })).toHaveCount(0);
    await visitor.goto(`/provider/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByText("No reviews yet").first()).toBeVisible();
    await expect(visitor.getByText(`${name} is not taking online bookings yet.`, { exact: false })).toBeVisible();

    // The setup checklist on the dashboard's first screen guides the owner: a service, then the area.
    await owner.goto("/dashboard/provider");
    await waitForHydration(owner);
    const checklist = owner.getByRole("region", { name: `Set up ${name}` });
    await expect(checklist).toContainText(/\d of 6 done/);
    await expect(checklist).toContainText("Your listing is not in search and cannot be booked until it has a service and its area.");
    await checklist.getByRole("link", { name: "Services with prices and durations" }).click();
    await expect(owner).toHaveURL(new RegExp(`/dashboard/listing/${slug}#services-heading$`));
    const add = owner.locator("form").filter({ has: owner.getByRole("button", { name: "Add service" }) });
    await add.getByLabel("Service").fill("Moroccan Hammam");
    await add.getByLabel("Price (AED)").fill("280");
    await add.getByLabel("Duration (minutes)").fill("60");
    await add.getByRole("button", { name: "Add service" }).click();
    await expect(toast(owner, "Listing Updated", "Moroccan Hammam is added.")).toBeVisible();
    await expect(owner.getByRole("button", { name: "Save Moroccan Hammam" })).toBeVisible();
    // Added: the new-service form is empty again, so a second press cannot send the same service twice.
    await expect(add.getByLabel("Service")).toHaveValue("");
    await expect(add.getByLabel("Price (AED)")).toHaveValue("");
    // The area, from the emirate's areas, and the map point typed (empty until placed).
    await expect(owner.getByLabel("Latitude")).toHaveValue("");
    await owner.getByLabel("Area").fill("Dubai Marina");
    await owner.getByLabel("Latitude").fill("25.08");
    await owner.getByLabel("Longitude").fill("55.14");
    await owner.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(owner, "Listing Updated")).toBeVisible();

    // Now anyone finds it by its area in search.
    await visitor.goto(`/search?q=${encodeURIComponent(`${name} marina`)}`);
    const found = results.getByRole("article").filter({ has: visitor.getByRole("heading", { name }) });
    await expect(found).toContainText("No reviews yet");
    await expect(found.getByRole("img", { name: `${name} logo` })).toBeVisible();
    await found.getByRole("link", { name: "View Profile & Book" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/provider/${slug}$`));

    // The service is bookable on the page, to the confirmation.
    const date = randomOpenDay();
    await visitor.goto(`/provider/${slug}`);
    await waitForHydration(visitor);
    await expect(visitor.getByText("is not taking online bookings yet", { exact: false })).toHaveCount(0);
    await expect(visitor.locator("label").filter({ hasText: "Moroccan Hammam" }).first()).toBeVisible();
    await chooseDate(visitor, date);
    await chooseTime(visitor, "10:00");
    await expect(confirmButton(visitor)).toHaveText("Confirm Booking (AED 280)");
    await confirmButton(visitor).click();
    await confirmAsGuest(visitor, uniqueName("Listing Guest"), newPhone());
    await expect(toast(visitor, "Booking Confirmed", new RegExp(`^Your appointment for Moroccan Hammam at ${name}`))).toBeVisible();
    await expect(visitor.getByRole("status").filter({ has: visitor.getByRole("heading", { name: "Booking Confirmed" }) })).toContainText(
      "Mariam Saeed",
    );

    expect([...ownerErrors, ...reviewErrors, ...visitorErrors]).toEqual([]);
  });

  test("the queue is a 404 for an account without the role, and has no link in its menu", async ({ page }) => {
    const email = await createAccount(page.request);
    await signInAt(page, "/dashboard/provider", email);
    await waitForHydration(page);
    await page.getByText("My Account").click();
    await expect(page.getByRole("link", { name: "My Bookings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Registrations" })).toHaveCount(0);
    const response = await page.goto("/admin/registrations");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Business registrations" })).toHaveCount(0);
  });
});

test.describe("accessibility of the review and listing pages", () => {
  // axe is injected as an inline script, which the site's CSP rightly refuses.
  test.use({ bypassCSP: true });

  /** axe in light and dark, at desktop and phone size, with no sideways scrolling on the phone. */
  async function checkBothThemesAndSizes(page: Page, path: string, ready: () => Promise<void>) {
    for (const size of [
      { width: 1366, height: 900 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(size);
      for (const theme of ["light", "dark"] as const) {
        await page.evaluate((value) => localStorage.setItem("vite-ui-theme", value), theme);
        await page.goto(path);
        await waitForHydration(page);
        await ready();
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*\bdark\b)/);
        const label = `${path} ${theme} ${size.width}px`;
        if (size.width < 500) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `sideways scroll: ${label}`).toBeLessThanOrEqual(0);
        }
        expect(await axeViolations(page), label).toEqual([]);
      }
    }
  }

  test("/admin/registrations with a pending registration (and the menu's link), both themes, desktop and phone", async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await createAccount(page.request);
    const name = uniqueName("Axe Check Clinic");
    await registerThroughApi(page.request, owner, name);
    await signInAt(page, "/admin/registrations", reviewer);
    await checkBothThemesAndSizes(page, "/admin/registrations", async () => {
      await expect(page.getByRole("heading", { name })).toBeVisible();
    });
    // The phone's menu has the link too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Registrations" })).toBeVisible();
    expect(await axeViolations(page), "mobile menu open").toEqual([]);
  });

  test("/dashboard/listing/{id} with a refused field, both themes, desktop and phone", async ({ page }) => {
    test.setTimeout(90_000);
    // A seeded owner (docs/api.md "Accounts"); the refused save below changes nothing.
    await signInAt(page, "/dashboard/listing/glamour-spot", "owner.glamour-spot@example.com", "glowuae-owner-2026");
    await checkBothThemesAndSizes(page, "/dashboard/listing/glamour-spot", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Edit Business Profile" })).toBeVisible();
    });
    // A refused save: the message at its field, focus on it, and still no violations.
    await page.getByLabel("Area").fill(" ");
    await page.getByRole("button", { name: "Save profile" }).click();
    const area = page.getByLabel("Area");
    await expect(area).toHaveAttribute("aria-invalid", "true");
    await expect(area).toHaveAccessibleDescription(/Please enter the area customers know you by, e.g. Jumeirah./);
    expect(await axeViolations(page), "refused area").toEqual([]);
  });
});
