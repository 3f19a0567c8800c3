/** jobs rows ↔ records, the same for both adapters. */
import type { JobRecord, NewJob } from "../../graphql/modules/jobs/repository";

export interface JobRow {
  id: string;
  owner_id: string | null;
  title: string;
  company_name: string;
  location: string;
  job_type: string;
  salary_range: string | null;
  description: string;
  requirements: string;
  company_logo_url: string | null;
  posted_date: string;
  status: string;
  applicants: number;
  created_at: string;
}

export const JOB_COLUMNS =
  "id,owner_id,title,company_name,location,job_type,salary_range,description,requirements,company_logo_url,posted_date,status,applicants,created_at";

/** The columns posting a job writes; id, owner_id, status, applicants and the dates are the database's (hosted: defaults). */
export function jobRow(job: NewJob) {
  return {
    title: job.title,
    company_name: job.companyName,
    location: job.location,
    job_type: job.jobType,
    salary_range: job.salaryRange,
    description: job.description,
    requirements: job.requirements,
    company_logo_url: job.companyLogoUrl,
  };
}

export function toJob(row: JobRow): JobRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    companyName: row.company_name,
    location: row.location,
    jobType: row.job_type as JobRecord["jobType"],
    salaryRange: row.salary_range,
    description: row.description,
    requirements: row.requirements,
    companyLogoUrl: row.company_logo_url,
    postedDate: String(row.posted_date).slice(0, 10),
    status: row.status as JobRecord["status"],
    applicants: Number(row.applicants),
    // Both databases' instants as 'YYYY-MM-DDTHH:MM:SS.sssZ' (hosted: timestamptz(3)).
    createdAt: new Date(row.created_at).toISOString(),
  };
}
