/**
 * The job board's port on PostgREST, as the caller: open jobs are public to read (owners also read
 * their closed ones); row level security (0001_baseline.sql) lets only a signed-in Premium account
 * post one, as its owner, with a logo it uploaded itself. The board itself is one call to job_board
 * (0004_short_text_grams.sql), whose filters are served by indexes.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { JobRecord, JobRepository, NewJob } from "../../../graphql/modules/jobs/repository";
import type { JobFilter, JobPosition } from "../../../graphql/modules/jobs/rules";
import type { JobStatus } from "../../../graphql/shared/vocabulary";
import type { Page } from "../../../graphql/shared/pagination";
import { JOB_COLUMNS, jobRow, toJob, type JobRow } from "../job-rows";
import { filterValue, listReads, pageWithTotal, rowsOf, rpcPage } from "./postgrest";

export class SupabaseJobRepository implements JobRepository {
  constructor(private readonly db: SupabaseClient) {}

  /** The board: one call to job_board (0004), which reads the open jobs through their indexes. */
  list(filter: JobFilter, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    const params = {
      p_text: filter.text,
      p_location: filter.location,
      p_type: filter.type,
      p_after_posted_date: after?.postedDate ?? null,
      p_after_created_at: after?.createdAt ?? null,
      p_after_id: after?.id ?? null,
    };
    return rpcPage(this.db, "job_board", params, "jobs", first, toJob);
  }

  postedBy(accountId: string, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    const reads = listReads(this.db, "jobs", JOB_COLUMNS, (read) => read.eq("owner_id", accountId));
    let page = reads.page;
    if (after) {
      const [date, instant, id] = [after.postedDate, after.createdAt, after.id].map(filterValue);
      page = page.or(
        `posted_date.lt.${date},and(posted_date.eq.${date},created_at.lt.${instant}),` +
          `and(posted_date.eq.${date},created_at.eq.${instant},id.lt.${id})`,
      );
    }
    page = page.order("posted_date", { ascending: false }).order("created_at", { ascending: false }).order("id", { ascending: false });
    return pageWithTotal("jobs", page, reads.total, first, toJob);
  }

  async byId(id: string): Promise<JobRecord | null> {
    const answer = await this.db.from("jobs").select(JOB_COLUMNS).eq("id", id).limit(1).overrideTypes<JobRow[], { merge: false }>();
    const [row] = rowsOf("job by id", answer);
    return row ? toJob(row) : null;
  }

  async setStatus(id: string, ownerId: string, status: JobStatus): Promise<JobRecord | null> {
    // RLS ("posters update their jobs") updates only the caller's own; anyone else's is simply not updated.
    const answer = await this.db
      .from("jobs")
      .update({ status })
      .eq("id", id)
      .eq("owner_id", ownerId)
      .select(JOB_COLUMNS)
      .overrideTypes<JobRow[], { merge: false }>();
    const [row] = rowsOf("update jobs", answer);
    return row ? toJob(row) : null;
  }

  async add(job: NewJob): Promise<JobRecord> {
    // owner_id is the caller's (the column's default, auth.uid()) and posted_date Dubai's today (its
    // default); RLS refuses anyone else as owner, Basic accounts, and a logo the caller did not upload.
    const answer = await this.db.from("jobs").insert(jobRow(job)).select(JOB_COLUMNS).overrideTypes<JobRow[], { merge: false }>();
    const [row] = rowsOf("insert into jobs", answer);
    if (!row || row.owner_id !== job.accountId) throw new Error("The job was not stored for the signed-in account.");
    return toJob(row);
  }
}
