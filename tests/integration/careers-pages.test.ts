/**
 * The job board's pages as a browser without JavaScript uses them: /careers with its GET form and
 * pages, a job's page with its application form (a multipart post), the 404, and /careers/post's multipart post
 * to its own action (Premium accounts only; a Basic account is told why).
 */
import { describe, expect, it } from "vitest";
import { DOCX, PDF, PHOTO_JPEG, PNG } from "../fixtures/upload-files";
import { CookieJar, expectShows, page, postMultipartForm, shownBody, shownPage, shownVisit, signedInJar, submit, visit } from "./http";

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
    const html = await shownBody(response, 200);
    expect(html.indexOf("Senior Hair Stylist")).toBeLessThan(html.indexOf("Aesthetic Nurse"));
    expect(html.indexOf("Aesthetic Nurse")).toBeLessThan(html.indexOf("Barber"));
    expectShows(html, ['href="/careers/job/job-1"', "Dubai, Jumeirah", "AED 6,000 - 8,000 / month"]);
    expect(html).toMatch(/Posted (<!-- -->)?18 November 2026/);
    expectShows(html, [
      ">NN</span>", // Nails N More has no logo: its initials
      'href="/careers/post"',
    ]);
    expect(html).toMatch(/<option value="Multiple Locations">Multiple Locations<\/option>/);
    expect(html).toMatch(/<option value="Internship">Internship<\/option>/);
    expect(html).not.toContain("No jobs found matching your criteria.");
  });

  it("filters from the URL on the server, says when nothing matches, and ignores what it cannot read", async () => {
    const nurses = await shownPage("/careers?q=NURSE&location=Abu+Dhabi&type=all");
    expect(nurses).toContain("Aesthetic Nurse");
    expect(nurses).not.toContain("Senior Hair Stylist");
    expect(nurses).toMatch(/<option value="Abu Dhabi" selected="">/);
    const none = await shownPage("/careers?q=nurse&location=Dubai");
    expectShows(none, ["No jobs found matching your criteria.", 'value="nurse"']);
    expect((await page("/careers?type=Part-time")).status).toBe(200);
    expect(await shownPage("/careers?type=Part-time")).toContain("Nail Technician (Weekends)");
    expect((await page("/careers?q=x&after=garbage")).headers.get("Location")).toBe("/careers?q=x");
    expect((await page("/careers?location=Jumeirah&type=Freelance")).status).toBe(200);
  });
});

describe("/careers/job/{jobId}", () => {
  it("shows the description, one bullet per requirement, the overview and 'Apply Now (Submit CV)'", async () => {
    const html = await shownPage("/careers/job/job-3");
    expectShows(html, [
      "Nail Technician (Weekends)",
      "<li>Portfolio of recent work</li>",
      "Ajman, Al Nuaimiya",
      "Part-time",
      "28 October 2026",
    ]);
    expect(html).not.toContain(">Salary<"); // none given
    expect(html).toContain("Apply Now (Submit CV)");
    expect(await shownPage("/careers/job/job-1")).toContain("AED 6,000 - 8,000 / month");
  });

  // Issue #33: 'Apply Now' was a placeholder toast ("Application Submitted (Placeholder)"); it now sends the application.
  it("takes an application with its CV without JavaScript and confirms it on the page", async () => {
    const fields = { name: "Mariam Saeed", email: "mariam@example.com", phone: "050 123 4567", message: "Weekends suit me." };
    const response = await postMultipartForm(new CookieJar(), "/careers/job/job-3", fields, {
      cv: new File([DOCX.slice()], "Mariam CV.docx"),
    });
    const html = await shownBody(response, 200);
    expectShows(html, [
      "Application Submitted",
      "Thank you: Nails N More has your application and CV. We have emailed you a confirmation.",
    ]);
    expect(html).not.toContain("(Placeholder)");
    const pdf = await postMultipartForm(new CookieJar(), "/careers/job/job-2", fields, { cv: new File([PDF.slice()], "cv.pdf") });
    expect(await shownBody(pdf, 200)).toContain("Application Submitted");
  });

  it("refuses an application keeping everything typed, with each field's message, never a 500", async () => {
    const fields = { name: "Mariam <b>Saeed</b>", email: "mariam@", phone: "12", message: "Hello" };
    const response = await postMultipartForm(new CookieJar(), "/careers/job/job-3", fields, { cv: new File([PNG.slice()], "cv.png") });
    const html = await shownBody(response, 400);
    expectShows(html, [
      "Your application was not sent",
      "Please enter a valid email address.",
      "Please enter a UAE phone number, e.g. 050 123 4567 or +971 4 123 4567.",
      "The CV must be a PDF or DOCX file",
      'value="Mariam &lt;b&gt;Saeed&lt;/b&gt;"',
      'value="mariam@"',
      "Please choose your CV again.",
    ]);
    const noCv = await postMultipartForm(
      new CookieJar(),
      "/careers/job/job-3",
      { ...fields, email: "m@example.com", phone: "0501234567" },
      { cv: undefined },
    );
    expect(await shownBody(noCv, 400)).toContain("Please attach your CV as a PDF or DOCX file.");
    const gone = await postMultipartForm(
      new CookieJar(),
      "/careers/job/no-such-job",
      { ...fields, email: "m@example.com", phone: "0501234567" },
      {
        cv: new File([PDF.slice()], "cv.pdf"),
      },
    );
    // A job that is gone (or closed, for anyone but its poster): the page says so, as its address does.
    expect(await shownBody(gone, 409)).toContain("Job Not Found");
  });

  it("answers 404 'Job Not Found' with a way back for a missing job", async () => {
    const response = await page("/careers/job/no-such-job");
    const html = await shownBody(response, 404);
    expectShows(html, ["Job Not Found", 'href="/careers"']);
  });
});

describe("/careers/post", () => {
  it("tells a Basic account it is a Premium feature, and refuses its post keeping everything typed", async () => {
    const jar = await signedInJar();
    const form = await shownVisit(jar, "/careers/post");
    expectShows(form, ["Premium Feature", "Access to Job Posting requires an active subscription.", 'href="/dashboard/subscription"']);
    const response = await postJob(jar, FIELDS, logo());
    const html = await shownBody(response, 403);
    expectShows(html, ["Access to Job Posting requires an active subscription.", 'value="Bridal &lt;em&gt;Makeup&lt;/em&gt; Artist"']);
    expect(html).toMatch(/<option value="Umm Al Quwain" selected="">/);
    expect(html).toContain("Please choose your logo again");
  });

  it("refuses bad fields with 'Job Posting Failed' and each message, giving back everything typed", async () => {
    const jar = await premiumJar();
    const form = await shownVisit(jar, "/careers/post");
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
    const html = await shownBody(response, 400);
    expectShows(html, [
      "Job Posting Failed",
      "Please enter the job title.",
      "Please choose a job type.",
      "Please confirm that the information provided is accurate.",
    ]);
    expect(html).toMatch(/<input[^>]*name="title"[^>]*autofocus=""/i);
    expectShows(html, [
      'value="Glow &amp; Co &lt;script&gt;alert(1)&lt;/script&gt;"',
      "Home visits across the Northern Emirates.</textarea>",
    ]);
    const unfit = await postJob(jar, FIELDS, new File(["<!doctype html><p>hi"], "logo.png"));
    expect(await shownBody(unfit, 400)).toMatch(/web page/);
  });

  it("posts the job with its logo, goes to /careers with 'Job Posted Successfully!', and shows it as text", async () => {
    const jar = await premiumJar();
    const response = await postJob(jar, FIELDS, logo());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/careers");
    const board = await shownVisit(jar, "/careers");
    expectShows(board, ["Job Posted Successfully!", "Bridal &lt;em&gt;Makeup&lt;/em&gt; Artist"]);
    expect(board).not.toContain("<script>alert(1)</script>");
    expect(board.indexOf("Bridal &lt;em&gt;")).toBeLessThan(board.indexOf("Senior Hair Stylist"));
    const id = /href="\/careers\/job\/([0-9a-f-]{36})"/.exec(board)![1]!;
    const detail = await shownVisit(jar, `/careers/job/${id}`);
    expect(detail).toContain("<li>Own professional kit</li>");
    // The uploaded logo, in the widths of its 80 px box at each screen density (issue #18).
    expect(detail).toMatch(
      /<img src="http:\/\/127\.0\.0\.1:8787\/uploads\/job_postings_assets\/logos\/\d{16}_glow-logo\.webp\?w=160" srcSet="\S+\?w=80 1x, \S+\?w=160 2x, \S+\?w=240 3x"/,
    );
    expect(detail).toContain("Umm Al Quwain");
  });
});

describe("a job's applicants (issue #33)", () => {
  it("reach the poster's dashboard with a readable CV; another account is refused", async () => {
    const jar = await premiumJar();
    const title = `Applicants ${crypto.randomUUID().slice(0, 8)}`;
    expect((await postJob(jar, { ...FIELDS, title })).status).toBe(302);
    const board = await shownVisit(jar, "/careers");
    // Newest first: the job just posted is the board's first.
    expect(board).toContain(title);
    const id = /href="\/careers\/job\/([0-9a-f-]{36})"/.exec(board)![1]!;

    const fields = { name: "Mariam Saeed", email: "mariam@example.com", phone: "050 123 4567", message: "Weekends suit me." };
    const applied = await postMultipartForm(new CookieJar(), `/careers/job/${id}`, fields, {
      cv: new File([DOCX.slice()], "Mariam CV.docx"),
    });
    expect(await shownBody(applied, 200)).toContain("Application Submitted");

    const dashboard = await shownVisit(jar, "/dashboard/provider?tab=jobs");
    expectShows(dashboard, [`href="/dashboard/jobs/${id}"`, "1 applicant"]);
    const applicants = await shownVisit(jar, `/dashboard/jobs/${id}`);
    expectShows(applicants, ["Mariam Saeed", "mariam@example.com", "+971501234567", "Weekends suit me.", "Open CV"]);
    const cvPath = new RegExp(`href="(/dashboard/jobs/${id}/cv/[^"]+)"`).exec(applicants)![1]!;
    const opened = await visit(jar, cvPath);
    expect(opened.status).toBe(302);
    const link = new URL(opened.headers.get("Location")!);
    const cv = await page(`${link.pathname}${link.search}`);
    expect(cv.status).toBe(200);
    expect(new Uint8Array(await cv.arrayBuffer())).toEqual(DOCX);
    // The private file itself, without the signature: not served.
    expect((await page(link.pathname)).status).toBe(404);

    const stranger = await signedInJar();
    expect((await visit(stranger, `/dashboard/jobs/${id}`)).status).toBe(404);
    expect((await visit(stranger, cvPath)).status).toBe(404);
    expect((await submit(stranger, `/dashboard/jobs/${id}`, { status: "CLOSED" })).status).toBe(404);

    // The poster closes it: off the board, and an application is refused; reopened, it is back.
    expect((await submit(jar, `/dashboard/jobs/${id}`, { status: "CLOSED" })).status).toBe(302);
    expect(await shownVisit(jar, `/dashboard/jobs/${id}`)).toContain("Reopen this job");
    expect(await shownPage("/careers")).not.toContain(title);
    expect((await submit(jar, `/dashboard/jobs/${id}`, { status: "OPEN" })).status).toBe(302);
    expect(await shownPage("/careers")).toContain(title);
  });
});
