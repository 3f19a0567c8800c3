/** /for-business/register in Chromium: what an owner does, with and without JavaScript. */
import { expect, test, type Page } from "@playwright/test";
import {
  axeViolations,
  collectErrors,
  expectToast,
  fillRegistrationDetails,
  reloadInDarkTheme,
  signInOnTheWayTo,
  waitForHydration,
} from "./support";
import { REGISTRATION_DETAILS } from "../fixtures/registration";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** A PDF large enough (1.5 MB) for the upload progress to be worth showing. */
const LARGE_PDF = Buffer.concat([Buffer.from("%PDF-1.4\n%"), Buffer.alloc(1.5 * 1024 * 1024, 0x20), Buffer.from("\n%%EOF\n")]);

/** A new account, signed in through /for-business/register's redirect to /login and back. */
const signedInAtForm = (page: Page) => signInOnTheWayTo(page, "/for-business/register", "Register Your Business");

const fillDetails = (page: Page) => fillRegistrationDetails(page, REGISTRATION_DETAILS);

/** Signed in at the form, hydrated, with the business's details typed in. */
async function signedInAtFilledForm(page: Page) {
  await signedInAtForm(page);
  await waitForHydration(page);
  await fillDetails(page);
}

test.describe("business registration", () => {
  test("signed out → login → back to the form; unticked terms show the terms toast", async ({ page }) => {
    const errors = collectErrors(page);
    await signedInAtFilledForm(page);
    await expect(page.getByText("41/200 characters")).toBeVisible();
    await page.getByLabel("Trade License").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Submit Registration" }).click();
    await expectToast(page, "Terms and Conditions", "You must agree to the terms and conditions.");
    await expect(page).toHaveURL(/\/for-business\/register$/);
    expect(errors).toEqual([]);
  });

  test("a disguised licence is refused with a message at its field; everything typed stays", async ({ page }) => {
    await signedInAtFilledForm(page);
    await page.getByLabel("Trade License").setInputFiles({
      name: "licence.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
    });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Submit Registration" }).click();
    const licence = page.getByLabel("Trade License");
    await expect(licence).toHaveAttribute("aria-invalid", "true");
    await expect(licence).toHaveAccessibleDescription(/this one is a web page/);
    await expect(licence).toBeFocused();
    await expect(page.getByLabel("Business Name")).toHaveValue("Desert Rose Spa");
    await expect(page.getByLabel("Emirate", { exact: true })).toHaveValue("Dubai");
    await expect(page.getByLabel(/I agree to the/)).toBeChecked();
  });

  test("success: 'Submitting...' and disabled while sending, then the success toast on /for-business", async ({ page }) => {
    const errors = collectErrors(page);
    await signedInAtFilledForm(page);
    await page.getByLabel("Trade License").setInputFiles({ name: "Trade Licence.pdf", mimeType: "application/pdf", buffer: LARGE_PDF });
    await page.getByLabel(/I agree to the/).check();
    // Hold the answer a moment so the busy state can be seen.
    await page.route("**/for-business/register/submit", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Registration" }).click();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    await expect(page).toHaveURL(/\/for-business$/, { timeout: 15_000 });
    await expectToast(page, "Registration Submitted!", "Your business registration has been received. We will review it shortly.");
    expect(errors).toEqual([]);
  });

  test("shows upload progress for a large file", async ({ page }) => {
    await signedInAtFilledForm(page);
    await page.getByLabel("Trade License").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: LARGE_PDF });
    await page.getByLabel(/I agree to the/).check();
    // Slow the upload to 1 MB/s, as on a phone, so the bar has time to show.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.getByRole("button", { name: "Submit Registration" }).click();
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toBeVisible();
    await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
    await expect(page).toHaveURL(/\/for-business$/, { timeout: 15_000 });
  });

  test("a connection lost while uploading says so, keeps everything typed and lets the owner send again", async ({ page }) => {
    await signedInAtFilledForm(page);
    await page.getByLabel("Trade License").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByLabel(/I agree to the/).check();
    await page.route("**/for-business/register/submit", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Submit Registration" }).click();
    await expectToast(page, "Registration Failed", "The registration could not be sent. Check your connection and try again.");
    await expect(page).toHaveURL(/\/for-business\/register$/);
    await expect(page.getByLabel("Business Name")).toHaveValue("Desert Rose Spa");
    await expect(page.getByLabel(/I agree to the/)).toBeChecked();
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    await page.unroute("**/for-business/register/submit");
    await page.getByRole("button", { name: "Submit Registration" }).click();
    await expect(page).toHaveURL(/\/for-business$/, { timeout: 15_000 });
    await expectToast(page, "Registration Submitted!", "Your business registration has been received. We will review it shortly.");
  });

  test.describe("accessibility", () => {
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    test.use({ bypassCSP: true });

    test("with its field errors showing: focus on the first, each error tied to its field, no WCAG A/AA violations (light and dark)", async ({
      page,
    }) => {
      await signedInAtForm(page);
      await waitForHydration(page);
      await page.getByLabel("Business Name").fill("Desert Rose Spa");
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole("button", { name: "Submit Registration" }).click();
      const type = page.getByLabel("Business Type");
      await expect(type).toBeFocused();
      await expect(type).toHaveAttribute("aria-invalid", "true");
      await expect(type).toHaveAccessibleDescription("Please choose your type of business.");
      await expect(page.getByRole("alert").filter({ hasText: "Please check the highlighted fields." })).toBeVisible();
      expect(await axeViolations(page), "light theme").toEqual([]);

      await reloadInDarkTheme(page);
      await page.getByLabel("Business Name").fill(""); // the browser may restore what was typed before the reload
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole("button", { name: "Submit Registration" }).click();
      await expect(page.getByLabel("Business Name")).toBeFocused();
      expect(await axeViolations(page), "dark theme").toEqual([]);
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("one column, nothing wider than the screen, no WCAG A/AA violations", async ({ page }) => {
        await signedInAtForm(page);
        await waitForHydration(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
        const name = await page.getByLabel("Business Name").boundingBox();
        const type = await page.getByLabel("Business Type").boundingBox();
        expect(type!.y).toBeGreaterThan(name!.y + name!.height); // stacked, not side by side
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
});

test.describe("business registration without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain multipart post registers and lands on /for-business with the success message", async ({ page }) => {
    await signedInAtForm(page);
    await fillDetails(page);
    await page.getByLabel("Trade License").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Submit Registration" }).click();
    await expect(page).toHaveURL(/\/for-business$/);
    await expect(page.getByRole("status").filter({ hasText: "Registration Submitted!" })).toBeVisible();
  });

  test("a refused post comes back with the typed fields and asks for the files again", async ({ page }) => {
    await signedInAtForm(page);
    await fillDetails(page);
    await page
      .getByLabel("Trade License")
      .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>") });
    await page.getByRole("button", { name: "Submit Registration" }).click();
    // Playwright's text search skips <noscript>, where the toast sits without JavaScript: find it by role.
    await expect(page.getByRole("alert").filter({ hasText: "You must agree to the terms and conditions." })).toBeVisible();
    await expect(page.getByText("this one is a web page")).toBeVisible();
    await expect(page.getByText("Please choose your trade licence again")).toBeVisible();
    // Focus starts at the first field to fix, without JavaScript too.
    await expect(page.getByLabel("Trade License")).toBeFocused();
    await expect(page.getByLabel("Business Name")).toHaveValue("Desert Rose Spa");
    await expect(page.getByLabel("Short Description")).toHaveValue("A calm day spa with massages and facials.");
  });
});
