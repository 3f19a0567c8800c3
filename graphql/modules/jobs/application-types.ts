/**
 * Job applications: `applyToJob` (a GraphQL multipart request with the CV; anyone, Open jobs only,
 * limited per client address) and `Job.applications` with each CV's short-lived link, for the job's
 * poster only (null for anyone else).
 */
import { builder } from "../../builder";
import { allowedTo, ownerOrNull, requireViewer } from "../../shared/authorisation";
import { notAllowed } from "../../shared/results";
import { say } from "../../shared/say";
import {
  answerWithRetryAfter,
  messageFields,
  NotAllowed,
  NotSignedIn,
  resultMembers,
  resultUnion,
  TooManyAttempts,
} from "../../shared/result-types";
import { FileScalar, UploadFailed } from "../uploads/types";
import type { ApplicationRecord } from "./application-repository";
import { applicationsFor, applyToJob, cvLinkFor, setJobStatus, type ApplyToJobResult, type SetJobStatusResult } from "./applications";
import { Job, JobStatusEnum } from "./types";

const JobApplication = builder.objectRef<ApplicationRecord>("JobApplication").implement({
  description: "Someone's application for a job, as its poster reads it. Everything in it is text as typed.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { description: "E.164, e.g. +971501234567." }),
    message: t.exposeString("message", { description: "The applicant's words to the poster; empty when none." }),
    createdAt: t.exposeString("createdAt", { description: "When they applied (ISO 8601, UTC)." }),
    cvUrl: t.string({
      nullable: true,
      description: "A link to the CV (PDF or DOCX) that works for five minutes; ask again for a fresh one. Null when the file is gone.",
      resolve: (application, _args, ctx) => cvLinkFor(ctx.backend, application),
    }),
  }),
});

builder.objectField(Job, "applications", (t) =>
  t.field({
    type: [JobApplication],
    nullable: true,
    description: "The applications for this job, newest first (at most 200): for the account that posted it only; null for anyone else.",
    // The poster only, by the ownership scope (a job's owner, as applyToJob's and setJobStatus' rules read it).
    ...ownerOrNull((job: { id: string }) => ({ kind: "job", id: job.id })),
    resolve: (job, _args, ctx) => applicationsFor(ctx.backend, job),
  }),
);

const member = resultMembers<ApplyToJobResult>();
const JobApplied = member("JobApplied").implement({
  description: "The application is stored and counted; the applicant and the poster are emailed (through the outbox).",
  fields: (t) => ({
    job: t.field({ type: Job, resolve: (result) => result.job }),
    ...messageFields(t, (result) => result.message),
  }),
});
const ApplyToJobInvalid = member.invalid(
  "ApplyToJobInvalid",
  "A field or the CV was refused; nothing was stored. Field names are ApplyToJobInput's and cv.",
);
const JobNotOpen = member.withMessage("JobNotOpen", { description: "No such job, or it is closed: it takes no applications." });
const ApplyToJobResultRef = resultUnion<ApplyToJobResult>("ApplyToJobResult", {
  types: [JobApplied, ApplyToJobInvalid, JobNotOpen, UploadFailed, TooManyAttempts],
});

const ApplyToJobInput = builder.inputType("ApplyToJobInput", {
  fields: (t) => ({
    jobId: t.id({ required: true }),
    name: t.string({ required: true, description: "At most 100 characters." }),
    email: t.string({ required: true, description: "Where the confirmation goes, and the poster replies." }),
    phone: t.string({ required: true, description: "A UAE number in any usual spelling (Arabic-Indic digits too); stored as E.164." }),
    message: t.string({ required: false, description: "Optional, at most 2,000 characters." }),
  }),
});

builder.mutationField("applyToJob", (t) =>
  t.field({
    type: ApplyToJobResultRef,
    description:
      "Applies for an Open job, as a GraphQL multipart request with the CV (PDF or DOCX, at most 5 MB, kept private: only the " +
      "job's poster opens it). Anyone may apply, signed in or not. Limited per client address (TooManyAttempts, HTTP 429).",
    args: {
      input: t.arg({ type: ApplyToJobInput, required: true }),
      cv: t.arg({ type: FileScalar, required: true }),
    },
    resolve: async (_root, { input, cv }, ctx) =>
      answerWithRetryAfter(ctx, await applyToJob(ctx, { ...input, jobId: String(input.jobId) }, cv)),
  }),
);

const JobStatusChanged = resultMembers<SetJobStatusResult>()("JobStatusChanged").implement({
  description: "The job is open (on the board, taking applications) or closed (only its poster sees it), as asked.",
  fields: (t) => ({ job: t.field({ type: Job, resolve: (result) => result.job }) }),
});
const SetJobStatusResultRef = builder.unionType("SetJobStatusResult", {
  types: [JobStatusChanged, NotAllowed(), NotSignedIn],
  resolveType: (result: { kind: string }) => result.kind,
});

builder.mutationField("setJobStatus", (t) =>
  t.field({
    type: SetJobStatusResultRef,
    description: "Closes (CLOSED) or reopens (OPEN) a job, for the account that posted it; anyone else gets NotAllowed.",
    args: { jobId: t.arg.id({ required: true }), status: t.arg({ type: JobStatusEnum, required: true }) },
    ...allowedTo({
      owns: (args: { jobId: string | number }) => ({ kind: "job", id: String(args.jobId) }),
      stranger: () => notAllowed(say("JOB_NOT_YOURS")),
    }),
    resolve: async (_root, args, ctx) => setJobStatus(ctx.backend, await requireViewer(ctx), String(args.jobId), args.status),
  }),
);
