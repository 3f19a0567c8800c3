/**
 * The job board: `jobs` (a cursor connection, newest first, with a text, location and type filter),
 * `job(id)`, `myJobs` (the signed-in account's own postings, open and closed), and `postJob` (a
 * GraphQL multipart request with an optional company logo) for signed-in Premium accounts.
 */
import { builder } from "../../builder";
import { readById } from "../../shared/by-id";
import { allowedTo, requireViewer, signedInOrNull } from "../../shared/authorisation";
import { checkedFilter, connectionType, filteredListArgs, nodeConnection, pagingArgs } from "../../shared/connection";
import { isOwner } from "../../shared/ownership";
import { answerWithRetryAfter, EmailNotVerified, NotSignedIn, storedOrInvalid, TooManyAttempts } from "../../shared/result-types";
import { JOB_STATUSES } from "../../shared/vocabulary";
import { vocabularyEnum } from "../../shared/enum-type";
import { PremiumRequiredRef } from "../plans/types";
import { FileScalar, UploadFailed } from "../uploads/types";
import type { JobRecord } from "./repository";
import { jobCursor, normaliseJobFilter, requirementLines } from "./rules";
import { jobFor, limitJobPosting, myJobs, NOT_SIGNED_IN_TO_POST_MESSAGE, postJob, type PostJobResult } from "./service";

export const JobStatusEnum = vocabularyEnum("JobStatus", JOB_STATUSES, "OPEN jobs are on the board; CLOSED ones only their owner sees.");

export const Job = builder.objectRef<JobRecord>("Job");
Job.implement({
  description: "A job on the board. Everything in it is text as typed: show it as text, never as markup.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    companyName: t.exposeString("companyName"),
    location: t.exposeString("location", {
      description: "e.g. 'Dubai' or 'Dubai, Jumeirah'; the filter compares the part before the first comma.",
    }),
    type: t.exposeString("jobType", { description: "One of referenceData.jobTypes, e.g. 'Full-time'." }),
    salaryRange: t.exposeString("salaryRange", { nullable: true, description: "As the poster wrote it; null when not given." }),
    description: t.exposeString("description"),
    requirements: t.exposeString("requirements", { description: "One requirement per line." }),
    requirementList: t.stringList({
      description: "The requirements, one item per non-empty line (the page's bullets).",
      resolve: (job) => requirementLines(job.requirements),
    }),
    companyLogoUrl: t.exposeString("companyLogoUrl", { nullable: true, description: "Null: show the company's initials." }),
    postedDate: t.exposeString("postedDate", { description: "'YYYY-MM-DD', Asia/Dubai." }),
    status: t.field({ type: JobStatusEnum, resolve: (job) => job.status }),
    applicantCount: t.int({
      nullable: true,
      description: "How many applied: for the account that posted the job only; null for anyone else.",
      resolve: async (job, _args, ctx) => {
        const viewer = await ctx.viewer();
        return viewer && isOwner(viewer, job.ownerId) ? job.applicants : null;
      },
    }),
  }),
});

const JobConnection = connectionType("Job", Job);

const JobFilterInput = builder.inputType("JobFilter", {
  fields: (t) => ({
    text: t.string({ required: false, description: "Found in the title or the company name, case-insensitive (at most 100 characters)." }),
    location: t.string({
      required: false,
      description: "Compared with the part of a job's location before its first comma, e.g. 'Dubai' finds 'Dubai, Jumeirah'.",
    }),
    type: t.string({ required: false, description: "One of referenceData.jobTypes, e.g. 'Part-time'." }),
  }),
});

builder.queryFields((t) => ({
  jobs: t.field({
    type: JobConnection,
    description: "The open jobs on the board, newest first. Page with `first` (at most 50) and `after`.",
    args: filteredListArgs(t.arg, JobFilterInput),
    resolve: (_root, args, ctx) => {
      const filter = checkedFilter(normaliseJobFilter(args.filter ?? {}));
      return nodeConnection(args, jobCursor, (first, after) => ctx.backend.jobs.list(filter, first, after));
    },
  }),
  job: t.field({
    type: Job,
    description: "One job by id: an open one, or the caller's own closed one; null otherwise.",
    ...readById(t.arg, async (id, ctx) => jobFor(ctx.backend, await ctx.viewer(), id)),
  }),
  myJobs: t.field({
    type: JobConnection,
    nullable: true,
    description:
      "The jobs the signed-in account posted, open and closed, newest first, with their applicant counts; null when signed out. " +
      "Another account's jobs are never included.",
    args: pagingArgs(t.arg),
    ...signedInOrNull,
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      return nodeConnection(args, jobCursor, (first, after) => myJobs(ctx.backend, viewer, first, after));
    },
  }),
}));

const PostJobResultRef = storedOrInvalid<PostJobResult>()("PostJobResult", {
  stored: { kind: "JobPosted", field: "job", type: Job },
  invalid: {
    kind: "PostJobInvalid",
    description: "The input or the logo was refused; nothing was stored. Field names are PostJobInput's and logo.",
  },
  refusals: [UploadFailed, PremiumRequiredRef, NotSignedIn, EmailNotVerified, TooManyAttempts],
});

const PostJobInput = builder.inputType("PostJobInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    companyName: t.string({ required: true }),
    location: t.string({ required: true, description: "One of referenceData.jobLocations: the seven Emirates or 'Multiple Locations'." }),
    jobType: t.string({ required: true, description: "One of referenceData.jobTypes, e.g. 'Full-time'." }),
    salaryRange: t.string({ required: false, description: "Optional, e.g. 'AED 6,000 - 8,000 / month'; empty is none." }),
    description: t.string({ required: true }),
    requirements: t.string({ required: true, description: "One requirement per line." }),
    confirmAccuracy: t.boolean({ required: true, description: "The poster confirms the information is accurate; must be true." }),
  }),
});

builder.mutationField("postJob", (t) =>
  t.field({
    type: PostJobResultRef,
    description:
      "Posts a job on the board as the signed-in account (its owner), as a GraphQL multipart request with an optional company " +
      "logo (JPG, PNG or WebP, at most 2 MB, stored re-encoded as WebP). Premium: a Basic account gets PremiumRequired. " +
      "The job is Open with no applicants, posted today (Asia/Dubai). Limited per account (TooManyAttempts, HTTP 429).",
    args: {
      input: t.arg({ type: PostJobInput, required: true }),
      logo: t.arg({ type: FileScalar, required: false }),
    },
    // A verified address, then premium, before anything else: an account is told why, whatever it sent.
    ...allowedTo({ signIn: NOT_SIGNED_IN_TO_POST_MESSAGE, emailConfirmed: true, premium: "postJob" }),
    resolve: async (_root, { input, logo }, ctx) => {
      const viewer = await requireViewer(ctx);
      return answerWithRetryAfter(ctx, (await limitJobPosting(ctx, viewer)) ?? (await postJob(ctx, viewer, input, logo ?? null)));
    },
  }),
);
