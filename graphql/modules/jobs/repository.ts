/** The job board's port (local: D1; hosted: PostgREST with row level security). */
import type { Page } from "../../shared/pagination";
import type { JobLocation, JobStatus, JobType } from "../../shared/vocabulary";
import type { JobFilter, JobPosition } from "./rules";

/** What a job says, the same when it is posted and when it is read. */
interface JobDetails {
  title: string;
  companyName: string;
  jobType: JobType;
  salaryRange: string | null;
  description: string;
  /** One requirement per line. */
  requirements: string;
  /** The public URL of its stored logo (job_postings_assets/logos/…), or null. */
  companyLogoUrl: string | null;
  /** 'YYYY-MM-DD', Asia/Dubai: when posting, Dubai's today (hosted, the column's default computes the same). */
  postedDate: string;
}

export interface NewJob extends JobDetails {
  /** The account posting it: its owner. */
  accountId: string;
  location: JobLocation;
}

export interface JobRecord extends JobDetails {
  id: string;
  /** The posting account; null for the sample jobs. */
  ownerId: string | null;
  location: string;
  status: JobStatus;
  /** How many applied (0 until applications exist). */
  applicants: number;
  /** ISO 8601, UTC, with milliseconds: when it was posted. */
  createdAt: string;
}

export interface JobRepository {
  /**
   * Open jobs matching the filter (rules.ts matchesJobFilter), newest first (compareJobs), after the
   * position, with the total of matches. Served by indexes: it must stay fast with 50,000 jobs.
   */
  list(filter: JobFilter, first: number, after: JobPosition | null): Promise<Page<JobRecord>>;
  /** A job by id, open or not, or null (hosted, row level security hides other accounts' closed jobs). */
  byId(id: string): Promise<JobRecord | null>;
  /** The jobs this account posted, open and closed, newest first, after the position, with their total. */
  postedBy(accountId: string, first: number, after: JobPosition | null): Promise<Page<JobRecord>>;
  /** Stores a new Open job with no applicants; hosted, RLS refuses anyone but the caller as owner, and Basic accounts. */
  add(job: NewJob): Promise<JobRecord>;
  /** Closes or reopens the owner's job: the job as it is now, or null when it is not that owner's (hosted, RLS decides too). */
  setStatus(id: string, ownerId: string, status: JobStatus): Promise<JobRecord | null>;
}
