/**
 * The job board's port on PostgREST, as the caller: open jobs are public to read (owners also read
 * their closed ones); row level security (0001_baseline.sql) lets only a signed-in Premium account
 * post one, as its owner, with a logo it uploaded itself. Filters are served by the jobs_board indexes.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { JobRecord, JobRepository, NewJob } from "../../../graphql/modules/jobs/repository";
import type { JobFilter, JobPosition } from "../../../graphql/modules/jobs/rules";
import type { Page } from "../../../graphql/shared/pagination";
import { JOB_COLUMNS, jobRow, toJob, type JobRow } from "../job-rows";
import { checked, filterValue, rowsOf } from "./postgrest";

/** An ilike pattern matching the text anywhere, LIKE's own wildcards escaped (as the shop's). */
const containing = (text: string) => filterValue(`*${text.replace(/[\\%_]/g, (char) => `\\${char}`)}*`);

type Query = ReturnType<ReturnType<SupabaseClient["from"]>["select"]>;

export class SupabaseJobRepository implements JobRepository {
  constructor(private readonly db: SupabaseClient) {}

  list(filter: JobFilter, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    return this.page(
      (query) => {
        let filtered = query.eq("status", "Open");
        if (filter.type) filtered = filtered.eq("job_type", filter.type);
        if (filter.location) filtered = filtered.eq("location_key", filter.location);
        if (filter.text) {
          const pattern = containing(filter.text);
          filtered = filtered.or(`title.ilike.${pattern},company_name.ilike.${pattern}`);
        }
        return filtered;
      },
      first,
      after,
    );
  }

  postedBy(accountId: string, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    return this.page((query) => query.eq("owner_id", accountId), first, after);
  }

  private async page(where: (query: Query) => Query, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    let page = where(this.db.from("jobs").select(JOB_COLUMNS));
    if (after) {
      const [date, instant, id] = [after.postedDate, after.createdAt, after.id].map(filterValue);
      page = page.or(
        `posted_date.lt.${date},and(posted_date.eq.${date},created_at.lt.${instant}),` +
          `and(posted_date.eq.${date},created_at.eq.${instant},id.lt.${id})`,
      );
    }
    const [rows, count] = await Promise.all([
      page
        .order("posted_date", { ascending: false })
        .order("created_at", { ascending: false })
        .order("id", { ascending: false })
        .limit(first + 1)
        .overrideTypes<JobRow[], { merge: false }>(),
      where(this.db.from("jobs").select("id", { count: "exact", head: true })),
    ]);
    const jobs = rowsOf("jobs list", rows);
    return {
      nodes: jobs.slice(0, first).map(toJob),
      hasNextPage: jobs.length > first,
      totalCount: checked("jobs count", count).count ?? 0,
    };
  }

  async byId(id: string): Promise<JobRecord | null> {
    const answer = await this.db.from("jobs").select(JOB_COLUMNS).eq("id", id).limit(1).overrideTypes<JobRow[], { merge: false }>();
    const [row] = rowsOf("job by id", answer);
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
