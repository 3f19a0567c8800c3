/**
 * The job board's port on D1. Every list is served by an index: the board's order by
 * (status, [job_type | location_key [, job_type]], posted_date, created_at, id), the text through the
 * trigram FTS5 table jobs_text of the open jobs, or under three characters through the one- and
 * two-character pieces of jobs_grams (d1/0004_short_text_grams.sql). Owners and Premium are checked by the API
 * (graphql/modules/jobs/service.ts).
 */
import type { JobRecord, JobRepository, NewJob } from "../../../graphql/modules/jobs/repository";
import { NO_JOB_FILTER, type JobFilter, type JobPosition } from "../../../graphql/modules/jobs/rules";
import type { Page } from "../../../graphql/shared/pagination";
import { JOB_COLUMNS, jobRow, toJob, type JobRow } from "../job-rows";
import { gramToken } from "./search-index";

const ORDER = "ORDER BY posted_date DESC, created_at DESC, id DESC";
/** The trigram tokenizer indexes sequences of three characters: shorter texts cannot use it. */
const TRIGRAM = 3;

/** After a position in the board's order (newest first). */
function keyset(after: JobPosition | null): { sql: string[]; params: unknown[] } {
  if (!after) return { sql: [], params: [] };
  return {
    sql: ["(posted_date < ? OR (posted_date = ? AND (created_at < ? OR (created_at = ? AND id < ?))))"],
    params: [after.postedDate, after.postedDate, after.createdAt, after.createdAt, after.id],
  };
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

function filterConditions(filter: JobFilter): { sql: string[]; params: unknown[] } {
  const sql = ["status = 'Open'"];
  const params: unknown[] = [];
  if (filter.type) {
    sql.push("job_type = ?");
    params.push(filter.type);
  }
  if (filter.location) {
    sql.push("location_key = ?");
    params.push(filter.location);
  }
  if (filter.text) {
    const { table, query } = textIndex(filter.text);
    sql.push(`rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`);
    params.push(query);
  }
  return { sql, params };
}

/** Counting a text alone: its index holds exactly the open jobs, so it counts them without the table. */
function countStatement(filter: JobFilter, where: { sql: string[]; params: unknown[] }): { sql: string; params: unknown[] } {
  if (filter.text && !filter.type && !filter.location) {
    const { table, query } = textIndex(filter.text);
    return { sql: `SELECT COUNT(*) AS total FROM ${table} WHERE ${table} MATCH ?`, params: [query] };
  }
  return { sql: `SELECT COUNT(*) AS total FROM jobs WHERE ${where.sql.join(" AND ")}`, params: where.params };
}

export class D1JobRepository implements JobRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
  ) {}

  list(filter: JobFilter, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    const where = filterConditions(filter);
    return this.page(where, countStatement(filter, where), first, after);
  }

  postedBy(accountId: string, first: number, after: JobPosition | null): Promise<Page<JobRecord>> {
    const where = { sql: ["owner_id = ?"], params: [accountId] };
    return this.page(where, countStatement(NO_JOB_FILTER, where), first, after);
  }

  private async page(
    where: { sql: string[]; params: unknown[] },
    count: { sql: string; params: unknown[] },
    first: number,
    after: JobPosition | null,
  ): Promise<Page<JobRecord>> {
    const beyond = keyset(after);
    const [page, total] = await this.db.batch<JobRow | { total: number }>([
      this.db
        .prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE ${[...where.sql, ...beyond.sql].join(" AND ")} ${ORDER} LIMIT ?`)
        .bind(...where.params, ...beyond.params, first + 1),
      this.db.prepare(count.sql).bind(...count.params),
    ]);
    const rows = (page?.results ?? []) as JobRow[];
    return {
      nodes: rows.slice(0, first).map(toJob),
      hasNextPage: rows.length > first,
      totalCount: ((total?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
    };
  }

  async byId(id: string): Promise<JobRecord | null> {
    const row = await this.db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = ?`).bind(id).first<JobRow>();
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
    const columns = Object.keys(row);
    const stored = await this.db
      .prepare(`INSERT INTO jobs (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) RETURNING ${JOB_COLUMNS}`)
      .bind(...Object.values(row))
      .first<JobRow>();
    return toJob(stored!);
  }
}
