/**
 * The job board's rules, as pure functions: what
 * the filters mean, the board's order (newest first) and its cursor, who may see a job, and how
 * requirements read as bullets. Unit-tested in tests/unit/job-rules.test.ts; both adapters and the
 * fake Supabase follow the same rules. Imports only zod and shared pure modules, so the site may use it.
 */
import * as z from "zod";
import { cursorCodec } from "../../shared/pagination";
import { isOwner } from "../../shared/ownership";
import { JOB_TYPES, type JobStatus, type JobType } from "../../shared/vocabulary";

export interface JobFilter {
  /** Found in the title or the company name, case-insensitive; null = everything. */
  text: string | null;
  /** Equal to the part of the job's location before its first comma; null = everywhere. */
  location: string | null;
  type: JobType | null;
}

export const NO_JOB_FILTER: JobFilter = { text: null, location: null, type: null };
export const MAX_JOB_FILTER_TEXT = 100;
export const MAX_JOB_LOCATION = 120;

export const isJobType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value);

/**
 * The location filter compares the part of a job's location before the first comma
 * ('Dubai, Jumeirah' → 'Dubai'). Kept by both databases as the indexed column location_key
 * (trimmed of spaces, as SQLite's trim and PostgreSQL's btrim do).
 */
export function jobLocationKey(location: string): string {
  return location.split(",")[0]!.replace(/^ +| +$/g, "");
}

/** The filter as the API takes it: texts trimmed (empty = none) and bounded, the type one of the fixed job types. */
export function normaliseJobFilter(input: {
  text?: string | null;
  location?: string | null;
  type?: string | null;
}): { ok: true; filter: JobFilter } | { ok: false; field: "text" | "location" | "type"; message: string } {
  const text = input.text?.trim() || null;
  if (text && [...text].length > MAX_JOB_FILTER_TEXT) {
    return { ok: false, field: "text", message: `Search text can be at most ${MAX_JOB_FILTER_TEXT} characters.` };
  }
  const location = input.location ? jobLocationKey(input.location) || null : null;
  if (location && [...location].length > MAX_JOB_LOCATION) {
    return { ok: false, field: "location", message: `A location can be at most ${MAX_JOB_LOCATION} characters.` };
  }
  const type = input.type?.trim() || null;
  if (type && !isJobType(type)) {
    return { ok: false, field: "type", message: `Unknown job type '${type}': use one of ${JOB_TYPES.join(", ")}.` };
  }
  return { ok: true, filter: { text, location, type: type as JobType | null } };
}

/** What the board needs of a job to filter and order it. */
export interface ListedJob {
  id: string;
  title: string;
  companyName: string;
  location: string;
  jobType: string;
  status: JobStatus;
  /** 'YYYY-MM-DD', Asia/Dubai. */
  postedDate: string;
  /** ISO 8601, UTC, with milliseconds: when it was posted. */
  createdAt: string;
}

/** The board lists open jobs only; a closed one stays readable by its owner. */
export function matchesJobFilter(job: Pick<ListedJob, "title" | "companyName" | "location" | "jobType" | "status">, filter: JobFilter) {
  if (job.status !== "Open") return false;
  if (filter.type && job.jobType !== filter.type) return false;
  if (filter.location && jobLocationKey(job.location) !== filter.location) return false;
  if (!filter.text) return true;
  const needle = filter.text.toLowerCase();
  return job.title.toLowerCase().includes(needle) || job.companyName.toLowerCase().includes(needle);
}

/** A place in the board's order: the posted date, the instant, the id. */
export type JobPosition = Pick<ListedJob, "postedDate" | "createdAt" | "id">;

/** Newest first: by posted date, then by when posted, then by id (all descending), so the order is total. */
export function compareJobs(a: JobPosition, b: JobPosition): number {
  const byKey = (left: string, right: string) => (left < right ? 1 : left > right ? -1 : 0);
  return byKey(a.postedDate, b.postedDate) || byKey(a.createdAt, b.createdAt) || byKey(a.id, b.id);
}

/** Whether a job comes after the cursor in the board's order (what the keyset queries keep). */
export const isAfterJobCursor = (job: JobPosition, cursor: JobPosition) => compareJobs(job, cursor) > 0;

/** The `after` of a jobs page; one of another list is refused. */
export const jobCursor = cursorCodec({
  postedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  createdAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  id: z.string().min(1),
});

export const positionOf = (job: JobPosition): JobPosition => ({ postedDate: job.postedDate, createdAt: job.createdAt, id: job.id });

/** Anyone sees an open job; a closed one only its owner (anyone else: as if it did not exist). */
export function isJobVisibleTo(job: { status: JobStatus; ownerId: string | null }, viewer: { id: string } | null): boolean {
  return job.status === "Open" || (viewer !== null && isOwner(viewer, job.ownerId));
}

/** Requirements show one bullet per line (blank lines and list marks dropped). */
export function requirementLines(requirements: string): string[] {
  return requirements
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]\s+)?/, "").trim())
    .filter((line) => line !== "");
}
