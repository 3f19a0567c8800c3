/**
 * Job applications and contact messages (issue #33), on every adapter: anyone applies to an Open job
 * with a PDF or DOCX CV; the job's poster alone sees the applications and opens each CV by a short-lived
 * link; another account and a visitor see nothing; bad input and unfit files are refused, storing nothing.
 * Contact messages are kept with their outbox event.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { postJob } from "../../graphql/modules/jobs/service";
import { subscribeToPremium } from "../../graphql/modules/plans/service";
import { DOCX, PDF, PNG } from "../fixtures/upload-files";
import { graphqlAs, NEW_JOB, requestContext, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const APPLY = `mutation ($input: ApplyToJobInput!, $cv: File!) {
  applyToJob(input: $input, cv: $cv) {
    __typename
    ... on JobApplied { job { id applicantCount } message }
    ... on ApplyToJobInvalid { message fieldErrors { field message } }
    ... on JobNotOpen { message }
  }
}`;
const APPLICATIONS = `query ($id: ID!) {
  job(id: $id) { applicantCount applications { name email phone message createdAt cvUrl } }
}`;
const SET_STATUS = `mutation ($jobId: ID!, $status: JobStatus!) {
  setJobStatus(jobId: $jobId, status: $status) {
    __typename
    ... on JobStatusChanged { job { id status } }
    ... on NotAllowed { message }
  }
}`;
const CONTACT = `mutation ($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) {
    __typename
    ... on ContactMessageSent { message }
    ... on SendContactMessageInvalid { fieldErrors { field message } }
  }
}`;

const MARIAM = { name: "Mariam Saeed", email: "mariam@example.com", phone: "٠٥٠١٢٣٤٥٦٧", message: "Five years of gel nails." };
const cvFile = (bytes: Uint8Array, name: string) => new File([bytes.slice()], name);

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

export function jobApplicationContract(subject: ContractSubject) {
  describe("job applications and contact messages", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    /** A job posted by a new Premium account: its id and the poster's token. */
    async function postedJob() {
      const poster = await signedUpAccount(world.backend());
      await subscribeToPremium(requestContext(world, poster.accessToken));
      const posted = await postJob(requestContext(world, poster.accessToken), poster.user, NEW_JOB, null);
      if (posted.kind !== "JobPosted") throw new Error(`Could not post a job: ${posted.kind}`);
      return { jobId: posted.job.id, poster };
    }

    it("takes a visitor's PDF and an account's DOCX; the poster alone sees them and opens each CV", async () => {
      const { jobId, poster } = await postedJob();
      const first = await graphqlAs(world, null, APPLY, { input: { jobId, ...MARIAM }, cv: cvFile(PDF, "Mariam CV.pdf") });
      expect(first.applyToJob).toEqual({
        __typename: "JobApplied",
        // Only the poster reads the count.
        job: { id: jobId, applicantCount: null },
        message: "Thank you: Desert Bloom Beauty Lounge has your application and CV. We have emailed you a confirmation.",
      });
      const stranger = await signedUpAccount(world.backend());
      const second = await graphqlAs(world, stranger.accessToken, APPLY, {
        input: { jobId, name: "Omar Khalid", email: "omar@example.com", phone: "+971 4 123 4567" },
        cv: cvFile(DOCX, "omar.docx"),
      });
      expect(second.applyToJob.__typename).toBe("JobApplied");

      const { job } = await graphqlAs(world, poster.accessToken, APPLICATIONS, { id: jobId });
      expect(job.applicantCount).toBe(2);
      expect(job.applications.map(({ name, email, phone, message }: Record<string, string>) => ({ name, email, phone, message }))).toEqual([
        { name: "Omar Khalid", email: "omar@example.com", phone: "+97141234567", message: "" },
        { name: "Mariam Saeed", email: "mariam@example.com", phone: "+971501234567", message: "Five years of gel nails." },
      ]);
      if (world.fetchLink) {
        const [docx, pdf] = job.applications.map((application: { cvUrl: string }) => application.cvUrl);
        expect(await bytesOf(await world.fetchLink(pdf))).toEqual(PDF);
        expect(await bytesOf(await world.fetchLink(docx))).toEqual(DOCX);
      }

      // Another account, the applicant among them, and a visitor: no count, no applications.
      for (const token of [stranger.accessToken, null]) {
        expect((await graphqlAs(world, token, APPLICATIONS, { id: jobId })).job).toEqual({ applicantCount: null, applications: null });
      }
    });

    it("refuses bad fields, a missing or unfit CV and a job that is not open (closed by its poster alone), storing nothing", async () => {
      const { jobId, poster } = await postedJob();
      const before = world.storedObjects ? await world.storedObjects() : 0;
      const refused = await graphqlAs(world, null, APPLY, {
        input: { jobId, name: " ", email: "mariam@", phone: "12345" },
        cv: cvFile(PNG, "cv.pdf"),
      });
      expect(refused.applyToJob.__typename).toBe("ApplyToJobInvalid");
      const errors = Object.fromEntries(
        refused.applyToJob.fieldErrors.map((error: { field: string; message: string }) => [error.field, error.message]),
      );
      expect(errors).toEqual({
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        phone: "Please enter a UAE phone number, e.g. 050 123 4567 or +971 4 123 4567.",
        cv: "The CV must be a PDF or DOCX file; this one is a PNG image.",
      });
      const noCv = await graphqlAs(world, null, APPLY, { input: { jobId, ...MARIAM }, cv: new File([], "") });
      expect(noCv.applyToJob.fieldErrors).toEqual([{ field: "cv", message: "Please attach your CV as a PDF or DOCX file." }]);
      const unknown = await graphqlAs(world, null, APPLY, { input: { jobId: "no-such-job", ...MARIAM }, cv: cvFile(PDF, "cv.pdf") });
      expect(unknown.applyToJob).toEqual({ __typename: "JobNotOpen", message: "This job is no longer taking applications." });
      // Closed by its poster (another account may not): it takes none until it is reopened.
      const stranger = await signedUpAccount(world.backend());
      expect((await graphqlAs(world, stranger.accessToken, SET_STATUS, { jobId, status: "CLOSED" })).setJobStatus).toEqual({
        __typename: "NotAllowed",
        message: "You can open, close or see the applicants of only the jobs you posted.",
      });
      expect((await graphqlAs(world, null, SET_STATUS, { jobId, status: "CLOSED" })).setJobStatus.__typename).toBe("NotSignedIn");
      expect((await graphqlAs(world, poster.accessToken, SET_STATUS, { jobId, status: "CLOSED" })).setJobStatus).toEqual({
        __typename: "JobStatusChanged",
        job: { id: jobId, status: "CLOSED" },
      });
      const closed = await graphqlAs(world, null, APPLY, { input: { jobId, ...MARIAM }, cv: cvFile(PDF, "cv.pdf") });
      expect(closed.applyToJob.__typename).toBe("JobNotOpen");
      if (world.storedObjects) expect(await world.storedObjects()).toBe(before);
      expect((await graphqlAs(world, poster.accessToken, APPLICATIONS, { id: jobId })).job).toEqual({
        applicantCount: 0,
        applications: [],
      });
      // Reopened, it takes applications again.
      expect((await graphqlAs(world, poster.accessToken, SET_STATUS, { jobId, status: "OPEN" })).setJobStatus.job.status).toBe("OPEN");
      const reopened = await graphqlAs(world, null, APPLY, { input: { jobId, ...MARIAM }, cv: cvFile(PDF, "cv.pdf") });
      expect(reopened.applyToJob.__typename).toBe("JobApplied");
    });

    it("keeps a contact message with its outbox event, and refuses an incomplete one", async () => {
      const input = {
        name: "Omar",
        email: "omar@example.com",
        subject: "BusinessInquiry",
        message: "We would like to list three branches.",
      };
      expect((await graphqlAs(world, null, CONTACT, { input })).sendContactMessage).toEqual({
        __typename: "ContactMessageSent",
        message: "Thank you: your message is on its way to our support team. We will reply by email.",
      });
      const outbox = world.outbox?.();
      if (outbox) {
        const events = (await outbox.notEnqueued(100)).filter((event) => event.kind === "contact_message");
        expect(events).toHaveLength(1);
        expect((await outbox.event(events[0]!.id))?.payload).toEqual({ ...input, locale: "en" });
      }
      const refused = await graphqlAs(world, null, CONTACT, { input: { ...input, email: "omar", message: " " } });
      expect(refused.sendContactMessage).toEqual({
        __typename: "SendContactMessageInvalid",
        fieldErrors: [
          { field: "email", message: "Please enter a valid email address." },
          { field: "message", message: "Please enter your message." },
        ],
      });
    });
  });
}
