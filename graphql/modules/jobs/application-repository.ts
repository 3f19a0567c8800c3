/**
 * Job applications' port (local: D1; hosted: public.apply_to_job and row level security, 0036). An
 * application belongs to the job's poster to read; nobody changes it.
 */
import type { ApiLocale as Locale } from "../../shared/vocabulary-ar";

export interface NewApplication {
  jobId: string;
  name: string;
  email: string;
  /** E.164. */
  phone: string;
  message: string;
  /** The stored CV's key (provider_documents/cvs/…). */
  cvKey: string;
  /** The language the applicant applied in: their confirmation's. */
  locale: Locale;
}

/** applied; closed: no such job, or not Open (decided by the insert itself); no_cv: the CV is not an upload of its own. */
export type ApplyOutcome = { outcome: "applied"; id: string } | { outcome: "closed" } | { outcome: "no_cv" };

export interface ApplicationRecord {
  id: string;
  jobId: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  cvKey: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** The most applications one read returns (newest first). */
export const APPLICATIONS_SHOWN = 200;

export interface JobApplicationRepository {
  /** Stores an application, and its count and outbox event, in one statement that sees the job Open. */
  apply(application: NewApplication): Promise<ApplyOutcome>;
  /** A job's applications, newest first (at most APPLICATIONS_SHOWN). The caller checks the poster; hosted, RLS too. */
  forJob(jobId: string): Promise<ApplicationRecord[]>;
  /** A link to a CV that works for `seconds` (hosted: a Storage signed URL made with the poster's token; local: signed by the Worker). */
  cvLink(key: string, seconds: number): Promise<string | null>;
}
