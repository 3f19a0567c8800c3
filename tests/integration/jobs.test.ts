/**
 * The job board's API in workerd: `jobs` (filters, pages), `job`, `myJobs`, and `postJob` as a
 * GraphQL multipart request with the real pipeline (Images binding, R2), D1 and the Premium rule.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PDF, PHOTO_JPEG } from "../fixtures/upload-files";
import { ORIGIN, postGraphQL, postMultipart, verifiedToken } from "./http";
import { expectForeignCursorRefused, listOf } from "./lists";

const LIST = `query Board($filter: JobFilter, $first: Int, $after: String) {
  jobs(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id title companyName location type postedDate salaryRange } }
  }
}`;
const ONE = `query ($id: ID!) {
  job(id: $id) {
    id title companyName location type salaryRange description requirements requirementList companyLogoUrl postedDate status applicantCount
  }
}`;
const MINE = `query Mine($first: Int, $after: String) {
  myJobs(first: $first, after: $after) { totalCount edges { node { id title status applicantCount } } }
}`;
const POST = `mutation Post($input: PostJobInput!, $logo: File) {
  postJob(input: $input, logo: $logo) {
    __typename
    ... on JobPosted { job { id title location type salaryRange companyLogoUrl postedDate status applicantCount } }
    ... on PostJobInvalid { message fieldErrors { field message } }
    ... on PremiumRequired { feature message }
    ... on UploadFailed { bucket message }
    ... on NotSignedIn { message }
    ... on TooManyAttempts { message retryAfterSeconds }
  }
}`;
const SUBSCRIBE = `mutation { subscribeToPremium { __typename } }`;

const INPUT = {
  title: "Henna Artist",
  companyName: "Oasis Henna Studio",
  location: "Fujairah",
  jobType: "Internship",
  salaryRange: "",
  description: "Learn bridal henna with our senior artists.",
  requirements: "A steady hand\nWeekend availability",
  confirmAccuracy: true,
};
const logo = () => new File([PHOTO_JPEG.slice()], "Oasis Logo.jpg", { type: "image/jpeg" });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jobList = listOf(LIST, "jobs");

async function premiumToken(): Promise<string> {
  const token = await verifiedToken();
  expect((await postGraphQL(SUBSCRIBE, {}, bearer(token))).body.data.subscribeToPremium.__typename).toBe("SubscriptionChanged");
  return token;
}

describe("jobs", () => {
  it("lists the open jobs newest first, page by page, with the total", async () => {
    const [first, rest] = await jobList.twoPages(3, 4);
    expect(first.data.jobs.edges[0].node).toEqual({
      id: "job-1",
      title: "Senior Hair Stylist",
      companyName: "Glamour Spot",
      location: "Dubai, Jumeirah",
      type: "Full-time",
      postedDate: "2026-11-18",
      salaryRange: "AED 6,000 - 8,000 / month",
    });
    expect(jobList.idsIn(rest)).toEqual(["job-4"]);
    expect(rest.data.jobs.pageInfo.hasNextPage).toBe(false);
  });

  it("filters on the server by text, location before the comma and type", async () => {
    expect(await jobList.ids({ filter: { text: " CLINIC " } })).toEqual(["job-2"]);
    expect(await jobList.ids({ filter: { location: "Sharjah" } })).toEqual(["job-4"]);
    expect(await jobList.ids({ filter: { type: "Part-time", text: "nails" } })).toEqual(["job-3"]);
    await jobList.expectNothingMatches({ text: "surgeon", location: "Dubai" });
  });

  it("refuses an unknown type, over-long text and a cursor of another list with BAD_USER_INPUT", async () => {
    await jobList.expectFilterRefused({ type: "Freelance" }, "type");
    await jobList.expectLongTextRefused();
    const productCursor = (await postGraphQL(`{ products(first: 1) { pageInfo { endCursor } } }`)).body.data.products.pageInfo.endCursor;
    const mixed = await postGraphQL(LIST, { after: productCursor });
    expectForeignCursorRefused(mixed.body);
  });

  it("reads one job with its requirements as a list; applicants only for its owner; null for a missing one", async () => {
    const { body } = await postGraphQL(ONE, { id: "job-3" });
    expect(body.data.job).toMatchObject({
      id: "job-3",
      salaryRange: null,
      companyLogoUrl: null,
      requirementList: [
        "Proven experience with gel, acrylic and nail art",
        "Strict hygiene and sterilisation practices",
        "Portfolio of recent work",
        "Available on Saturdays and Sundays",
      ],
      status: "OPEN",
      applicantCount: null,
    });
    expect((await postGraphQL(ONE, { id: "no-such-job" })).body.data.job).toBeNull();
  });
});

describe("postJob", () => {
  it("refuses an anonymous caller, storing nothing", async () => {
    const before = (await env.UPLOADS.list()).objects.length;
    const { body } = await postMultipart(POST, { input: INPUT }, { logo: logo() });
    expect(body.data.postJob).toEqual({ __typename: "NotSignedIn", message: "Please sign in to post a job." });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
    expect((await postGraphQL(MINE)).body.data.myJobs).toBeNull();
  });

  it("answers a Basic account PremiumRequired, never a posted job", async () => {
    const token = await verifiedToken();
    const before = (await env.UPLOADS.list()).objects.length;
    const { body } = await postMultipart(POST, { input: INPUT }, { logo: logo() }, token);
    expect(body.data.postJob).toEqual({
      __typename: "PremiumRequired",
      feature: "Job Posting",
      message: "Access to Job Posting requires an active subscription.",
    });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
    expect((await postGraphQL(MINE, {}, bearer(token))).body.data.myJobs).toEqual({ totalCount: 0, edges: [] });
  });

  it("posts a Premium account's job with a WebP logo, first on the board, in its own 'my jobs' and nobody else's", async () => {
    const token = await premiumToken();
    const { body } = await postMultipart(POST, { input: INPUT }, { logo: logo() }, token);
    const result = body.data.postJob;
    expect(result).toMatchObject({
      __typename: "JobPosted",
      job: { title: "Henna Artist", location: "Fujairah", type: "Internship", salaryRange: null, status: "OPEN", applicantCount: 0 },
    });
    const { id, companyLogoUrl, postedDate } = result.job;
    expect(postedDate).toBe(new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10));
    expect(companyLogoUrl).toMatch(new RegExp(`^${ORIGIN}/uploads/job_postings_assets/logos/\\d{16}_Oasis-Logo\\.webp$`));
    const image = await SELF.fetch(companyLogoUrl);
    expect(image.headers.get("Content-Type")).toBe("image/webp");

    expect(await jobList.ids({ first: 1 })).toEqual([id]);
    expect(await jobList.ids({ filter: { location: "Fujairah", type: "Internship", text: "henna" } })).toEqual([id]);
    expect((await postGraphQL(MINE, {}, bearer(token))).body.data.myJobs).toEqual({
      totalCount: 1,
      edges: [{ node: { id, title: "Henna Artist", status: "OPEN", applicantCount: 0 } }],
    });
    const stranger = await premiumToken();
    expect((await postGraphQL(MINE, {}, bearer(stranger))).body.data.myJobs).toEqual({ totalCount: 0, edges: [] });
    expect((await postGraphQL(ONE, { id }, bearer(stranger))).body.data.job).toMatchObject({ id, applicantCount: null });
    expect((await postGraphQL(ONE, { id }, bearer(token))).body.data.job).toMatchObject({ id, applicantCount: 0 });

    // Closed (by the owner, outside the API for now): off the board, hidden from others, still the owner's.
    await env.DB.prepare("UPDATE jobs SET status = 'Closed' WHERE id = ?").bind(id).run();
    expect(await jobList.ids({ filter: { text: "henna" } })).toEqual([]);
    expect((await postGraphQL(ONE, { id }, bearer(stranger))).body.data.job).toBeNull();
    expect((await postGraphQL(ONE, { id })).body.data.job).toBeNull();
    expect((await postGraphQL(ONE, { id }, bearer(token))).body.data.job).toMatchObject({ id, status: "CLOSED" });
    expect((await postGraphQL(MINE, {}, bearer(token))).body.data.myJobs.edges[0].node).toMatchObject({ id, status: "CLOSED" });
  });

  it("finds texts of one or two characters through their own index, which follows every write", async () => {
    const board = async (text: string) => {
      const { body } = await postGraphQL(LIST, { filter: { text } });
      return { ids: jobList.idsIn(body), total: body.data.jobs.totalCount };
    };
    // 'Senior', 'Clinic', 'Technician'; case-insensitive; the two words of a title are not one text.
    expect(await board("NI")).toEqual({ ids: ["job-1", "job-2", "job-3"], total: 3 });
    expect(await board("rn")).toEqual({ ids: [], total: 0 });
    expect(await board("q")).toEqual({ ids: [], total: 0 });
    await env.DB.prepare("UPDATE jobs SET company_name = 'Qasr Barbers' WHERE id = 'job-4'").run();
    expect(await board("Qa")).toEqual({ ids: ["job-4"], total: 1 });
    await env.DB.prepare("UPDATE jobs SET status = 'Closed' WHERE id = 'job-4'").run();
    expect(await board("qa")).toEqual({ ids: [], total: 0 });
    await env.DB.prepare("UPDATE jobs SET status = 'Open', title = 'Q, the barber' WHERE id = 'job-4'").run();
    expect(await board("q,")).toEqual({ ids: ["job-4"], total: 1 });
    expect(await board("qa")).toEqual({ ids: ["job-4"], total: 1 });
    await env.DB.prepare(
      `INSERT INTO jobs (id, title, company_name, location, job_type, description, requirements, posted_date, created_at)
       VALUES ('job-q', 'Quiet Room Host', 'Zen Spa', 'Dubai', 'Part-time', 'Hosting.', 'Calm', '2026-11-20', '2026-11-20T06:00:00.000Z')`,
    ).run();
    expect(await board("q")).toEqual({ ids: ["job-q", "job-4"], total: 2 });
    await env.DB.prepare("DELETE FROM jobs WHERE id = 'job-4'").run();
    expect(await board("Q")).toEqual({ ids: ["job-q"], total: 1 });
  });

  it.each([
    ["a PDF as the logo", { logo: new File([PDF.slice()], "logo.pdf") }, /JPG, PNG or WebP/],
    ["a web page named .png", { logo: new File(["<!doctype html><script>x()</script>"], "logo.png") }, /web page/],
    ["an over-size logo", { logo: new File([new Uint8Array(2 * 1024 * 1024 + 10)], "logo.png") }, /at most 2 MB/],
  ] as const)("refuses %s with a field error, storing nothing", async (_name, files, message) => {
    const token = await premiumToken();
    const before = (await env.UPLOADS.list()).objects.length;
    const { body } = await postMultipart(POST, { input: INPUT }, files as Record<string, File>, token);
    expect(body.data.postJob).toMatchObject({
      __typename: "PostJobInvalid",
      fieldErrors: [{ field: "logo", message: expect.stringMatching(message) }],
    });
    expect((await env.UPLOADS.list()).objects.length).toBe(before);
  });

  it("names the refusal and each field error by its stable code, with the values the message carries", async () => {
    const token = await premiumToken();
    const files = { logo: new File([new Uint8Array(2 * 1024 * 1024 + 10)], "logo.png") };
    const coded = POST.replace(
      "... on PostJobInvalid { message fieldErrors { field message } }",
      "... on PostJobInvalid { code params { name } fieldErrors { field message code params { name value } } }",
    );
    const { body } = await postMultipart(coded, { input: { ...INPUT, title: "" } }, files, token);
    expect(body.data.postJob).toEqual({
      __typename: "PostJobInvalid",
      code: "DETAILS_NEED_ATTENTION",
      params: [],
      fieldErrors: [
        { field: "title", message: "Please enter the job title.", code: "JOB_TITLE_REQUIRED", params: [] },
        {
          field: "logo",
          message: "Company logo files can be at most 2 MB; this one is just over 2 MB.",
          code: "UPLOAD_JUST_OVER_LIMIT",
          params: [
            { name: "label", value: "Company logo" },
            { name: "limit", value: "2 MB" },
          ],
        },
      ],
    });
  });

  it("reports every typed field that is wrong; without a logo it posts with none", async () => {
    const token = await premiumToken();
    const input = { ...INPUT, title: "", companyName: "<b>x</b>\u202E", location: "Dubai Marina", jobType: "", confirmAccuracy: false };
    const { body } = await postMultipart(POST, { input }, {}, token);
    expect(body.data.postJob.__typename).toBe("PostJobInvalid");
    expect(body.data.postJob.fieldErrors.map((error: { field: string }) => error.field)).toEqual([
      "title",
      "companyName",
      "location",
      "jobType",
      "confirmAccuracy",
    ]);
    const plain = await postMultipart(POST, { input: { ...INPUT, companyName: "<b>Bold</b> & Co" } }, {}, token);
    expect(plain.body.data.postJob).toMatchObject({ __typename: "JobPosted", job: { companyLogoUrl: null } });
    const stored = await postGraphQL(ONE, { id: plain.body.data.postJob.job.id });
    expect(stored.body.data.job.companyName).toBe("<b>Bold</b> & Co");
  });
});
