/**
 * The job board's port on D1. Every list is served by an index: the board's order by
 * (status, [job_type | location_key [, job_type]], posted_date, created_at, id), the text through the
 * trigram FTS5 table jobs_text of the open jobs, or under three characters through the one- and
 * two-character pieces of jobs_grams (d1/0004_short_text_grams.sql). Owners and Premium are checked by the API
 * (graphql/modules/jobs/service.ts).
 */
import type { JobRecord, JobRepository, NewJob } from "../../../graphql/modules/jobs/repository";
import type { JobFilter, JobPosition } from "../../../graphql/modules/jobs/rules";
import type { JobStatus } from "../../../graphql/shared/vocabulary";
import type { Page } from "../../../graphql/shared/pagination";
import { JOB_COLUMNS, jobRow, toJob, type JobRow } from "../job-rows";
import { Conditions, d1InsertReturning, d1KeysetPage } from "./d1-sql";
import { gramToken } from "./search-index";

const ORDER_BY = "posted_date DESC, created_at DESC, id DESC";
/** The trigram tokenizer indexes sequences of three characters: shorter texts cannot use it. */
const TRIGRAM = 3;

/** After a position in the board's order (newest first). */
function keyset(after: JobPosition | null): Conditions {
  const beyond = new Conditions();
  if (!after) return beyond;
  return beyond.add(
    "(posted_date < ? OR (posted_date = ? AND (created_at < ? OR (created_at = ? AND id < ?))))",
    after.postedDate,
    after.postedDate,
    after.createdAt,
    after.createdAt,
    after.id,
  );
}

/** The index's query: the text as one FTS5 phrase (quotes doubled), found anywhere, case-insensitive. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The text's index and query: trigrams (jobs_text) from three characters, else the one- and
 * two-character pieces of jobs_grams (migration 0004; the same matches as instr over lower()).
 * Both hold exactly the open jobs.
 */
function textIndex(text: string): { table: "jobs_text" | "jobs_grams"; query: string } {
  return [...text].length >= TRIGRAM ? { table: "jobs_text", query: phrase(text) } : { table: "jobs_grams", query: gramToken(text) };
}

function filterConditions(filter: JobFilter): Conditions {
  const where = new Conditions().add("status = 'Open'");
  if (filter.type) where.add("job_type = ?", filter.type);
  if (filter.location) where.add("location_key = ?", filter.location);
  if (filter.text) {
    const { table, query } = textIndex(filter.text);
    where.add(`rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`, query);
  }
  return where;
}

export class D1JobRepository implements JobRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
  ) {}

  list(filter: JobFilter, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    return this.page(filterConditions(filter), first, after, this.textCount(filter));
  }

  postedBy(accountId: string, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    return this.page(new Conditions().add("owner_id = ?", accountId), first, after);
  }

  /** Counting a text alone: its index holds exactly the open jobs, so it counts them without the table. */
  private textCount(filter: JobFilter): D1PreparedStatement | undefined {
    if (!filter.text || filter.type || filter.location) return undefined;
    const { table, query } = textIndex(filter.text);
    return this.db.prepare(`SELECT COUNT(*) AS total FROM ${table} WHERE ${table} MATCH ?`).bind(query);
  }

  private page(filter: Conditions, first: number, after: JobPosition | null, count?: D1PreparedStatement): Promise<Page<JobRecord>> {
    return d1KeysetPage(
      this.db,
      { columns: JOB_COLUMNS, table: "jobs", filter, beyond: keyset(after), orderBy: ORDER_BY, count },
      first,
      toJob,
    );
  }

  async byId(id: string): Promise<JobRecord | null> {
    const row = await this.db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = ?`).bind(id).first<JobRow>();
    return row ? toJob(row) : null;
  }

  async setStatus(id: string, ownerId: string, status: JobStatus): Promise<JobRecord | null> {
    const row = await this.db
      .prepare(`UPDATE jobs SET status = ?3 WHERE id = ?1 AND owner_id = ?2 RETURNING ${JOB_COLUMNS}`)
      .bind(id, ownerId, status)
      .first<JobRow>();
    return row ? toJob(row) : null;
  }

  async add(job: NewJob): Promise<JobRecord> {
    const row = {
      id: crypto.randomUUID(),
      owner_id: job.accountId,
      ...jobRow(job),
      posted_date: job.postedDate,
      created_at: this.now().toISOString(),
    };
    return toJob(await d1InsertReturning<JobRow>(this.db, "jobs", row, JOB_COLUMNS));
  }
}
