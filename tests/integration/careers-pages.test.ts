/**
 * The job board's pages as a browser without JavaScript uses them: /careers with its GET form and
 * pages, a job's page with its placeholder 'Apply Now', the 404, and /careers/post's multipart post
 * to its own action (Premium accounts only; a Basic account is told why).
 */
import { describe, expect, it } from "vitest";
import { PHOTO_JPEG } from "../fixtures/upload-files";
import { CookieJar, expectSentToLogin, page, postMultipartForm, shown, signedInJar, submit, visit } from "./http";

const FIELDS = {
  title: "Bridal <em>Makeup</em> Artist",
  companyName: "Glow & Co <script>alert(1)</script>",
  location: "Umm Al Quwain",
  jobType: "Contract",
  salaryRange: "AED 7,000 / month",
  description: "Wedding season cover.\nHome visits across the Northern Emirates.",
  requirements: "3+ years of bridal makeup\nOwn professional kit",
  confirmAccuracy: "on",
};
const logo = () => new File([PHOTO_JPEG.slice()], "glow logo.jpg", { type: "image/jpeg" });
const postJob = (jar: CookieJar, fields: Record<string, string>, file?: File) =>
  postMultipartForm(jar, "/careers/post", fields, { logo: file });

async function premiumJar(): Promise<CookieJar> {
  const jar = await signedInJar();
  await visit(jar, "/dashboard/subscription");
  expect((await submit(jar, "/dashboard/subscription", { intent: "subscribe" })).status).toBe(302);
  return jar;
}

describe("/careers", () => {
  it("lists the jobs newest first with their details, the filters and the post button", async () => {
    const response = await page("/careers");
    expect(response.status).toBe(200);
    const html = shown(await response.text());
    expect(html.indexOf("Senior Hair Stylist")).toBeLessThan(html.indexOf("Aesthetic Nurse"));
    expect(html.indexOf("Aesthetic Nurse")).toBeLessThan(html.indexOf("Barber"));
    expect(html).toContain('href="/careers/job/job-1"');
    expect(html).toContain("Dubai, Jumeirah");
    expect(html).toContain("AED 6,000 - 8,000 / month");
    expect(html).toMatch(/Posted (<!-- -->)?18 November 2026/);
    expect(html).toContain(">NN</span>"); // Nails N More has no logo: its initials
    expect(html).toContain('href="/careers/post"');
    expect(html).toMatch(/<option value="Multiple Locations">Multiple Locations<\/option>/);
    expect(html).toMatch(/<option value="Internship">Internship<\/option>/);
    expect(html).not.toContain("No jobs found matching your criteria.");
  });

  it("filters from the URL on the server, says when nothing matches, and ignores what it cannot read", async () => {
    const nurses = shown(await (await page("/careers?q=NURSE&location=Abu+Dhabi&type=all")).text());
    expect(nurses).toContain("Aesthetic Nurse");
    expect(nurses).not.toContain("Senior Hair Stylist");
    expect(nurses).toMatch(/<option value="Abu Dhabi" selected="">/);
    const none = shown(await (await page("/careers?q=nurse&location=Dubai")).text());
    expect(none).toContain("No jobs found matching your criteria.");
    expect(none).toContain('value="nurse"');
    expect((await page("/careers?type=Part-time")).status).toBe(200);
    expect(shown(await (await page("/careers?type=Part-time")).text())).toContain("Nail Technician (Weekends)");
    expect((await page("/careers?q=x&after=garbage")).headers.get("Location")).toBe("/careers?q=x");
    expect((await page("/careers?location=Jumeirah&type=Freelance")).status).toBe(200);
  });
});

describe("/careers/job/{jobId}", () => {
  it("shows the description, one bullet per requirement, the overview and 'Apply Now (Submit CV)'", async () => {
    const html = shown(await (await page("/careers/job/job-3")).text());
    expect(html).toContain("Nail Technician (Weekends)");
    expect(html).toContain("<li>Portfolio of recent work</li>");
    expect(html).toContain("Ajman, Al Nuaimiya");
    expect(html).toContain("Part-time");
    expect(html).toContain("28 October 2026");
    expect(html).not.toContain(">Salary<"); // none given
    expect(html).toContain("Apply Now (Submit CV)");
    expect(shown(await (await page("/careers/job/job-1")).text())).toContain("AED 6,000 - 8,000 / month");
  });

  it("answers 'Apply Now' without JavaScript with the placeholder toast", async () => {
    const response = await submit(new CookieJar(), "/careers/job/job-2", {});
    expect(response.status).toBe(200);
    expect(shown(await response.text())).toContain("Application Submitted (Placeholder)");
  });

  it("answers 404 'Job Not Found' with a way back for a missing job", async () => {
    const response = await page("/careers/job/no-such-job");
    expect(response.status).toBe(404);
    const html = shown(await response.text());
    expect(html).toContain("Job Not Found");
    expect(html).toContain('href="/careers"');
  });
});

describe("/careers/post", () => {
  it("sends a signed-out visitor to /login and back", async () => {
    await expectSentToLogin(new CookieJar(), "/careers/post");
  });

  it("tells a Basic account it is a Premium feature, and refuses its post keeping everything typed", async () => {
    const jar = await signedInJar();
    const form = shown(await (await visit(jar, "/careers/post")).text());
    expect(form).toContain("Premium Feature");
    expect(form).toContain("Access to Job Posting requires an active subscription.");
    expect(form).toContain('href="/dashboard/subscription"');
    const response = await postJob(jar, FIELDS, logo());
    expect(response.status).toBe(403);
    const html = shown(await response.text());
    expect(html).toContain("Access to Job Posting requires an active subscription.");
    expect(html).toContain('value="Bridal &lt;em&gt;Makeup&lt;/em&gt; Artist"');
    expect(html).toMatch(/<option value="Umm Al Quwain" selected="">/);
    expect(html).toContain("Please choose your logo again");
  });

  it("refuses bad fields with 'Job Posting Failed' and each message, giving back everything typed", async () => {
    const jar = await premiumJar();
    const form = shown(await (await visit(jar, "/careers/post")).text());
    expect(form).not.toContain("Premium Feature");
    for (const label of [
      "Job Title",
      "Company Name",
      "Location",
      "Job Type",
      "Job Description",
      "Requirements",
      "Company Logo (optional)",
    ]) {
      expect(form).toContain(`>${label}</label>`);
    }
    const response = await postJob(jar, { ...FIELDS, title: " ", jobType: "", confirmAccuracy: "" });
    expect(response.status).toBe(400);
    const html = shown(await response.text());
    expect(html).toContain("Job Posting Failed");
    expect(html).toContain("Please enter the job title.");
    expect(html).toContain("Please choose a job type.");
    expect(html).toContain("Please confirm that the information provided is accurate.");
    expect(html).toMatch(/<input[^>]*name="title"[^>]*autofocus=""/i);
    expect(html).toContain('value="Glow &amp; Co &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain("Home visits across the Northern Emirates.</textarea>");
    const unfit = await postJob(jar, FIELDS, new File(["<!doctype html><p>hi"], "logo.png"));
    expect(unfit.status).toBe(400);
    expect(shown(await unfit.text())).toMatch(/web page/);
  });

  it("posts the job with its logo, goes to /careers with 'Job Posted Successfully!', and shows it as text", async () => {
    const jar = await premiumJar();
    const response = await postJob(jar, FIELDS, logo());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/careers");
    const board = shown(await (await visit(jar, "/careers")).text());
    expect(board).toContain("Job Posted Successfully!");
    expect(board).toContain("Bridal &lt;em&gt;Makeup&lt;/em&gt; Artist");
    expect(board).not.toContain("<script>alert(1)</script>");
    expect(board.indexOf("Bridal &lt;em&gt;")).toBeLessThan(board.indexOf("Senior Hair Stylist"));
    const id = /href="\/careers\/job\/([0-9a-f-]{36})"/.exec(board)![1]!;
    const detail = shown(await (await visit(jar, `/careers/job/${id}`)).text());
    expect(detail).toContain("<li>Own professional kit</li>");
    expect(detail).toMatch(/<img src="http:\/\/127\.0\.0\.1:8787\/uploads\/job_postings_assets\/logos\/\d{16}_glow-logo\.webp"/);
    expect(detail).toContain("Umm Al Quwain");
  });
});
