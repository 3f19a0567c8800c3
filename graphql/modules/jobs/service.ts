/**
 * Posting a job: who may (a signed-in Premium account, decision 017), what is checked, what is
 * stored, in which order. The typed fields and the logo are checked before anything is stored, so
 * a refused submission leaves nothing behind; then the logo (public, re-encoded as WebP by the
 * upload pipeline), then the job, Open, with no applicants, posted today in Asia/Dubai.
 */
import type { GraphQLContext } from "../../context";
import { dubaiNow } from "../../shared/dubai-time";
import { ownRows } from "../../shared/ownership";
import type { Page } from "../../shared/pagination";
import type { Backend } from "../../shared/ports";
import { refuseOverLimit, type RateLimits } from "../../shared/rate-limits";
import type { NotSignedInResult, TooManyAttemptsResult, EmailNotVerifiedResult } from "../../shared/results";
import type { AuthUser } from "../accounts/auth-port";
import type { PremiumRequired } from "../plans/rules";
import { fileFieldError, prepareChosen, storeChecked, type UploadFailedResult } from "../uploads/pipeline";
import { validateJob, type JobFieldErrors } from "./job-schema";
import type { JobRecord } from "./repository";
import { isJobVisibleTo, type JobPosition } from "./rules";
import { say, type CodedMessage } from "../../shared/say";

/** Tagged with the GraphQL type names (docs/decisions/019-results-and-errors.md). */
export type PostJobResult =
  | { kind: "JobPosted"; job: JobRecord }
  | { kind: "PostJobInvalid"; message: CodedMessage; fieldErrors: JobFieldErrors }
  | UploadFailedResult
  | PremiumRequired
  | NotSignedInResult
  | EmailNotVerifiedResult
  | TooManyAttemptsResult;

export const INVALID_JOB_MESSAGE = say("DETAILS_NEED_ATTENTION");
export const NOT_SIGNED_IN_TO_POST_MESSAGE = say("JOB_SIGN_IN");

/**
 * Job posts are limited per account, counted before anything is read (each may carry a 2 MB logo),
 * so refused attempts count too. The refusal, or null to go ahead.
 */
export const limitJobPosting = (caller: { rateLimits: Pick<RateLimits, "jobPostingByAccount"> }, viewer: Pick<AuthUser, "id">) =>
  refuseOverLimit(caller.rateLimits, "jobPostingByAccount", viewer.id, "job posting");

/** Posts a job as `viewer`, whom the field's scopes have allowed (signed in, Premium's Job Posting). */
export async function postJob(ctx: GraphQLContext, viewer: AuthUser, input: unknown, logo: File | null): Promise<PostJobResult> {
  const { backend } = ctx;
  const checked = validateJob(input);
  const fieldErrors: JobFieldErrors = checked.ok ? {} : { ...checked.errors };
  const prepared = await prepareChosen(backend, "jobLogo", logo);
  const logoError = fileFieldError(prepared);
  if (logoError) fieldErrors.logo = logoError;
  if (!checked.ok || Object.keys(fieldErrors).length > 0) {
    return { kind: "PostJobInvalid", message: INVALID_JOB_MESSAGE, fieldErrors };
  }

  let companyLogoUrl: string | null = null;
  if (prepared) {
    const stored = await storeChecked(backend, "jobLogo", prepared);
    if (stored.kind === "UploadFailed") return stored;
    companyLogoUrl = stored.upload.url;
  }

  const { confirmAccuracy: _confirmed, ...details } = checked.value;
  const job = await backend.jobs.add({
    accountId: viewer.id,
    ...details,
    companyLogoUrl,
    postedDate: dubaiNow(backend.clock.now()).date,
  });
  return { kind: "JobPosted", job };
}

/** A job as this caller may see it: an open one, or the caller's own closed one; otherwise null. */
export async function jobFor(backend: Backend, viewer: AuthUser | null, id: string): Promise<JobRecord | null> {
  const job = await backend.jobs.byId(id);
  return job && isJobVisibleTo(job, viewer) ? job : null;
}

/**
 * The viewer's own postings, open and closed ('my jobs'): the port reads by owner, and the guard's
 * row rule keeps only rows that name the viewer (decision 022), whatever an adapter answered.
 */
export async function myJobs(backend: Backend, viewer: AuthUser, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
  const page = await backend.jobs.postedBy(viewer.id, first, after);
  return { ...page, nodes: ownRows(viewer, page.nodes, (job) => job.ownerId) };
}
