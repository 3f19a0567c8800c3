/**
 * Applying for a job and reading a job's applicants (issue #33). Anyone may apply to an Open job,
 * signed in or not, limited per client address; the CV goes through the one upload pipeline (private,
 * PDF or DOCX) and the application is stored by one statement that sees the job Open, which also counts
 * it and writes the outbox event (the applicant's confirmation, the poster's notice). Only the job's
 * poster reads its applications and opens their CVs, by links that work for a few minutes.
 */
import type { GraphQLContext } from "../../context";
import type { Backend } from "../../shared/ports";
import { refuseOverLimit } from "../../shared/rate-limits";
import type { TooManyAttemptsResult } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import type { AuthUser } from "../accounts/auth-port";
import { fileFieldError, prepareChosen, storeChecked, type UploadFailedResult } from "../uploads/pipeline";
import { validateApplication, type ApplicationFieldErrors } from "./application-schema";
import type { ApplicationRecord } from "./application-repository";
import type { JobRecord } from "./repository";
import { jobFor } from "./service";

export type ApplyToJobResult =
  | { kind: "JobApplied"; job: JobRecord; message: CodedMessage }
  | { kind: "ApplyToJobInvalid"; message: CodedMessage; fieldErrors: ApplicationFieldErrors }
  | { kind: "JobNotOpen"; message: CodedMessage }
  | UploadFailedResult
  | TooManyAttemptsResult;

/** How long a poster's link to a CV works. */
export const CV_LINK_SECONDS = 300;

const notOpen = (): ApplyToJobResult => ({ kind: "JobNotOpen", message: say("JOB_NOT_OPEN") });

/**
 * Applies for a job. Counted per client address before anything is read (each may carry a 5 MB CV), so
 * refused attempts count too. The fields and the CV are checked before anything is stored; the job must be
 * Open when the application is stored (a job closed meanwhile takes none).
 */
export async function applyToJob(ctx: GraphQLContext, input: unknown, cv: File | null): Promise<ApplyToJobResult> {
  const limited = await refuseOverLimit(ctx.rateLimits, "publicMessagesByAddress", `apply:${ctx.clientAddress}`, "job application");
  if (limited) return limited;
  const { backend } = ctx;
  const checked = validateApplication(input);
  const fieldErrors: ApplicationFieldErrors = checked.ok ? {} : { ...checked.errors };
  const prepared = await prepareChosen(backend, "jobCv", cv);
  const cvError = fileFieldError(prepared, say("JOB_CV_REQUIRED"));
  if (cvError) fieldErrors.cv = cvError;
  if (!checked.ok || !prepared || Object.keys(fieldErrors).length > 0) {
    return { kind: "ApplyToJobInvalid", message: say("DETAILS_NEED_ATTENTION"), fieldErrors };
  }

  const application = checked.value;
  const job = await jobFor(backend, await ctx.viewer(), application.jobId);
  if (!job || job.status !== "Open") return notOpen();
  const stored = await storeChecked(backend, "jobCv", prepared);
  if (stored.kind === "UploadFailed") return stored;

  const outcome = await backend.applications.apply({
    jobId: job.id,
    name: application.name,
    email: application.email,
    phone: application.phone,
    message: application.message,
    cvKey: stored.upload.key,
    locale: ctx.locale,
  });
  // Closed meanwhile: its CV stays a private object no application names, which nobody can open.
  if (outcome.outcome !== "applied") return notOpen();
  return { kind: "JobApplied", job, message: say("JOB_APPLIED", { company: job.companyName }) };
}

/** A job's applications, newest first; the field's ownership scope has let only the job's poster ask. */
export async function applicationsFor(backend: Backend, job: JobRecord): Promise<ApplicationRecord[]> {
  const rows = await backend.applications.forJob(job.id);
  // Whatever an adapter answered, only this job's rows.
  return rows.filter((row) => row.jobId === job.id);
}

/** A short-lived link to an application's CV (the caller got the application through applicationsFor). */
export const cvLinkFor = (backend: Backend, application: ApplicationRecord): Promise<string | null> =>
  backend.applications.cvLink(application.cvKey, CV_LINK_SECONDS);

export type SetJobStatusResult = { kind: "JobStatusChanged"; job: JobRecord };

/** Closes or reopens a job, for its poster (the field's ownership scope let only them through; the write asks again). */
export async function setJobStatus(backend: Backend, viewer: Pick<AuthUser, "id">, jobId: string, status: JobRecord["status"]) {
  const job = await backend.jobs.setStatus(jobId, viewer.id, status);
  if (!job) throw new Error("The job's status was not changed for its owner.");
  return { kind: "JobStatusChanged", job } as const satisfies SetJobStatusResult;
}
