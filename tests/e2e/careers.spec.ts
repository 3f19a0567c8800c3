/**
 * The job board in Chromium: searching and filtering as you type (focus kept), a Premium owner
 * posting a job with a logo and finding it on the board and on its page, an application with its CV reaching
 * the poster's dashboard (the CV readable there), the Premium notice for a Basic account, the not-found page,
 * and the filters and an application without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { DOCX, PDF, PNG } from "../fixtures/upload-files";
import { fillForm } from "./forms";
import { collectErrors, expectNoSidewaysScroll, expectToast, openInDarkTheme, signInOnTheWayTo, waitForHydration } from "./support";

const cards = (page: Page) => page.locator("main article h3");

/** A new account, signed in through /careers/post's redirect to /login and back. */
const signedInAtPostForm = (page: Page) =>
  signInOnTheWayTo(page, "/careers/post", "Post a New Job", { from: "/careers", link: "Post a Job" });

test.describe("careers", () => {
  test("search and filter as you type, keeping focus, to the empty state and back", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/careers");
    await waitForHydration(page);
    const search = page.getByLabel("Search jobs");
    await search.click();
    await search.pressSequentially("nurse", { delay: 60 });
    await expect(page).toHaveURL(/q=nurse/);
    await expect(cards(page)).toHaveText(["Aesthetic Nurse"]);
    await expect(search).toBeFocused();
    await search.pressSequentially(" xyz", { delay: 60 });
    await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("nurse xyz");
    for (let index = 0; index < 4; index += 1) await page.keyboard.press("Backspace");
    await expect(cards(page)).toHaveText(["Aesthetic Nurse"]);
    await expect(page.getByText("No jobs found matching your criteria.")).toHaveCount(0);
    await search.fill("");

    await page.getByLabel("Location").selectOption("Sharjah");
    await expect(page).toHaveURL(/location=Sharjah/);
    await expect(cards(page)).toHaveText(["Barber"]);
    await page.getByLabel("Job type").selectOption("Part-time");
    await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
    await page.getByLabel("Location").selectOption("Ajman");
    await expect(cards(page)).toHaveText(["Nail Technician (Weekends)"]);
    expect(errors).toEqual([]);
  });

  test("a Premium owner posts a job with a logo: 'Posting Job...', then it is on the board and its page", async ({ page }) => {
    const errors = collectErrors(page);
    await signedInAtPostForm(page);
    await expect(page.getByText("Access to Job Posting requires an active subscription.")).toBeVisible();
    await page.getByRole("link", { name: "Subscribe Now" }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await page.getByRole("button", { name: "Subscribe to Premium" }).click();
    await expectToast(page, "Subscription Activated!", "");

    await page.goto("/careers/post");
    await waitForHydration(page);
    await expect(page.getByText("Premium Feature")).toHaveCount(0);
    const title = `Lash & Brow Artist ${Date.now()}`;
    await fillForm(page, {
      "Job Title": title,
      "Company Name": "Desert Bloom Beauty Lounge",
      Location: "Ras Al Khaimah",
      "Job Type": "Temporary",
      "Salary Range (optional)": "AED 5,500 / month",
      "Job Description": "Cover our busy winter season.",
      Requirements: "2+ years of lash extensions\nBrow lamination",
    });
    await page.getByLabel("Company Logo (optional)").setInputFiles({ name: "bloom.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
    await page.getByLabel("I confirm that the information provided is accurate.").check();
    // Hold the answer a moment so the busy state can be seen.
    await page.route("**/careers/post*", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Post Job" }).click();
    await expect(page.getByRole("button", { name: "Posting Job..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/careers$/, { timeout: 15_000 });
    await expectToast(page, "Job Posted Successfully!", "");
    await expect(cards(page).first()).toHaveText(title);

    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/careers\/job\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: "Desert Bloom Beauty Lounge logo" })).toHaveAttribute(
      "src",
      // The uploaded logo, in the width of its box at this screen density (issue #18).
      /\/uploads\/job_postings_assets\/logos\/\d{16}_bloom\.webp\?w=\d+$/,
    );
    await expect(page.getByRole("listitem").filter({ hasText: "Brow lamination" })).toBeVisible();
    await expect(page.getByText("AED 5,500 / month")).toBeVisible();
    // Issue #33: applying is real (it was the toast 'Application Submitted (Placeholder)').
    const jobPath = new URL(page.url()).pathname;
    await page.getByLabel("Your name").fill("Mariam Saeed");
    await page.getByLabel("Email").fill("mariam.e2e@example.com");
    await page.getByLabel("Phone").fill("٠٥٠١٢٣٤٥٦٧");
    await page.getByLabel("Message to the employer (optional)").fill("Weekends suit me.");
    await page.getByLabel("CV").setInputFiles({ name: "Mariam CV.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) });
    await page.getByRole("button", { name: "Apply Now (Submit CV)" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Application Submitted" })).toContainText("has your application and CV");

    // The poster (this account) finds the applicant on the dashboard and reads the CV.
    await page.goto("/dashboard/provider?tab=jobs");
    await expect(page.getByText("1 applicant")).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/jobs/${jobPath.split("/").at(-1)}$`));
    await expect(page.getByRole("heading", { name: "Mariam Saeed" })).toBeVisible();
    await expect(page.getByText("+971501234567")).toBeVisible();
    const cvHref = await page.getByRole("link", { name: "Open CV" }).getAttribute("href");
    const cv = await page.request.get(cvHref!);
    expect(cv.status()).toBe(200);
    expect(new Uint8Array(await cv.body())).toEqual(PDF);
    expect(errors).toEqual([]);
  });

  test("a refused post keeps everything typed and focuses the first field to fix", async ({ page }) => {
    await signedInAtPostForm(page);
    await waitForHydration(page);
    await page.getByLabel("Job Title").fill("Receptionist");
    await page.getByLabel("Requirements").fill("Friendly\nOrganised");
    await page.getByRole("button", { name: "Post Job" }).click();
    await expect(page.getByLabel("Company Name")).toBeFocused();
    await expect(page.getByText("Please enter the company name.")).toBeVisible();
    await expect(page.getByLabel("Job Title")).toHaveValue("Receptionist");
    await expect(page.getByLabel("Requirements")).toHaveValue("Friendly\nOrganised");
  });

  test("a missing job: 'Job Not Found' with a 404 and a way back", async ({ page }) => {
    const response = await page.goto("/careers/job/no-such-job");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });
});

test.describe("careers on a phone in dark mode", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });

  test("nothing wider than the screen, on the board and a job's page", async ({ page }) => {
    await openInDarkTheme(page, "/careers");
    await expectNoSidewaysScroll(page);
    await page.goto("/careers/job/job-2");
    await expect(page.getByRole("button", { name: "Apply Now (Submit CV)" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe("careers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters as a GET form, and an application with its CV is sent and confirmed", async ({ page }) => {
    await page.goto("/careers");
    await page.getByLabel("Search jobs").fill("barber");
    await page.getByLabel("Job type").selectOption("Contract");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=barber.*type=Contract/);
    await expect(cards(page)).toHaveText(["Barber"]);
    await page.getByRole("link", { name: "Barber" }).click();
    await page.getByLabel("Your name").fill("Omar Khalid");
    await page.getByLabel("Email").fill("omar.e2e@example.com");
    await page.getByLabel("Phone").fill("050 765 4321");
    await page.getByLabel("CV").setInputFiles({ name: "omar.docx", mimeType: "application/octet-stream", buffer: Buffer.from(DOCX) });
    await page.getByRole("button", { name: "Apply Now (Submit CV)" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Application Submitted" })).toBeVisible();
  });
});
