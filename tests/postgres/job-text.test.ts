/**
 * The job board in one call (0004_short_text_grams.sql): job_board answers exactly what the port's
 * rules (graphql/modules/jobs/rules.ts) accept, in their order, page by page; jobs.text_grams finds
 * exactly the open jobs ILIKE finds for a text of one or two characters; and the function's queries
 * are served by indexes (the GIN of text_grams, the trigram indexes of 0001).
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { compareJobs, matchesJobFilter, NO_JOB_FILTER, type JobFilter, type JobPosition } from "../../graphql/modules/jobs/rules";
import { ANON, asTableOwner, run } from "./roles";

/** Jobs whose titles and companies put case, punctuation and word edges to the test. */
const SETUP = `insert into public.jobs (id, title, company_name, location, job_type, description, requirements, status) values
  ('grams-1', 'QA Lead, Front Desk', 'Qasr Beauty', 'Dubai', 'Full-time', 'd', 'r', 'Open'),
  ('grams-2', 'Nail Tech', 'N-Spa & Co.', 'Sharjah', 'Contract', 'd', 'r', 'Open'),
  ('grams-3', 'Closed QA role', 'Qasr Beauty', 'Dubai', 'Full-time', 'd', 'r', 'Closed'),
  ('grams-4', '100% Henna', 'Henna_Hub', 'Ajman', 'Part-time', 'd', 'r', 'Open')`;

const TEXTS = ["ni", "NI", "q", "Qa", "a,", "d ", "-s", "&", "%", "_", "0%", "o.", "zz", "e", "E"];

/** ILIKE's literal pattern for a text ('%', '_' and '\' escaped), as job_board matches longer texts. */
const literal = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

describe("jobs.text_grams", () => {
  let client: pg.Client;

  asTableOwner(inject("postgresPristineDatabase"), (owner) => {
    client = owner;
  });

  it("finds exactly the open jobs ILIKE finds, for texts of one or two characters", async () => {
    for (const text of TEXTS) {
      const trimmed = text.trim();
      const { rows, error, message } = await run<{ grams: string[]; ilike: string[] }>(
        client,
        ANON,
        `select
           array(select id from public.jobs where status = 'Open' and text_grams @> array[lower($1)] order by id) as grams,
           array(select id from public.jobs where status = 'Open' and (title ilike $2 or company_name ilike $2) order by id) as ilike`,
        [trimmed, literal(trimmed)],
        { setup: SETUP },
      );
      expect(error, message ?? "").toBeNull();
      expect(rows[0]!.grams, text).toEqual(rows[0]!.ilike);
    }
  });

  it("answers job_board with exactly the open jobs the rules accept, newest first, page by page, with the total", async () => {
    const filters: Partial<JobFilter>[] = [
      {},
      { text: "ni" },
      { text: "Q" },
      { text: "qa" },
      { text: "%" },
      { text: "0%" },
      { text: "henna_hub" },
      { text: "QASR BEAUTY" },
      { text: "stylist" },
      { location: "Dubai" },
      { type: "Full-time" },
      { text: "q", location: "Dubai", type: "Full-time" },
      { text: "zz" },
    ];
    type Row = {
      id: string;
      title: string;
      company_name: string;
      location: string;
      job_type: string;
      status: string;
      posted_date: string;
      created_at: string;
    };
    const position = (row: Row): JobPosition => ({
      postedDate: row.posted_date,
      createdAt: new Date(row.created_at).toISOString(),
      id: row.id,
    });
    for (const partial of filters) {
      const filter = { ...NO_JOB_FILTER, ...partial };
      const seen: string[] = [];
      let after: JobPosition | null = null;
      let expected: string[] = [];
      for (let page = 0; page < 20; page += 1) {
        const { rows, error, message } = await run<{ board: { total: number; jobs: Row[] }; visible: Row[] }>(
          client,
          ANON,
          "select public.job_board($1, $2, $3, $4, $5, $6, $7) as board, (select jsonb_agg(j) from public.jobs j) as visible",
          [filter.text, filter.location, filter.type, 3, after?.postedDate ?? null, after?.createdAt ?? null, after?.id ?? null],
          { setup: SETUP },
        );
        expect(error, message ?? "").toBeNull();
        const { board, visible } = rows[0]!;
        expected = visible
          .filter((row) =>
            matchesJobFilter(
              {
                title: row.title,
                companyName: row.company_name,
                location: row.location,
                jobType: row.job_type,
                status: row.status as "Open",
              },
              filter,
            ),
          )
          .sort((a, b) => compareJobs(position(a), position(b)))
          .map((row) => row.id);
        expect(board.total, JSON.stringify(filter)).toBe(expected.length);
        seen.push(...board.jobs.map((job) => job.id));
        if (board.jobs.length < 3) break;
        after = position(board.jobs.at(-1)!);
      }
      expect(seen, JSON.stringify(filter)).toEqual(expected);
    }
  });

  it("holds the pieces of the title and of the company name apart, without whitespace", async () => {
    const { rows } = await run<{ text_grams: string[] }>(client, ANON, "select text_grams from public.jobs where id = 'grams-2'", [], {
      setup: SETUP,
    });
    expect(rows[0]!.text_grams).toEqual(
      expect.arrayContaining(["n", "na", "ai", "il", "l", "t", "te", "ec", "ch", "-", "n-", "-s", "&", "co", "o", "."]),
    );
    // 'Tech' + 'N-Spa' never meet: no 'hn'; no piece holds the spaces between words.
    expect(rows[0]!.text_grams).not.toContain("hn");
    expect(rows[0]!.text_grams.filter((piece) => /\s/.test(piece))).toEqual([]);
  });

  it("plans job_board's short texts on their index as the table's owner it runs as, which row level security would forbid", async () => {
    // The test job_board writes (0004) for a text of one or two characters.
    const short = "j.text_grams @> array[lower('QA')]";
    const explain = async (filters: string) =>
      (
        await client.query<{ "QUERY PLAN": string }>(`explain select count(*) from public.jobs j where j.status = 'Open' and ${filters}`)
      ).rows
        .map((row) => row["QUERY PLAN"])
        .join("\n");
    await client.query("begin");
    try {
      // On a board of thousands, whether an index may serve the test at all: with sequential scans
      // off, the planner takes it if it may (at the bench's 50,000 jobs it takes it by cost alone).
      await client.query(`${SETUP}; insert into public.jobs (id, title, company_name, location, job_type, description, requirements)
        select 'board-' || i, 'Stylist ' || i, 'Salon ' || (i % 97), 'Dubai', 'Full-time', 'd', 'r' from generate_series(1, 10000) as i;
        analyze public.jobs; set local enable_seqscan = off`);
      expect(await explain(short)).toMatch(/Bitmap Index Scan on jobs_board_text_grams/);
      // Through PostgREST, as anon: @> (like ILIKE) is not leakproof, so the policy keeps it off the index.
      await client.query("set local role anon");
      expect(await explain(short)).not.toMatch(/jobs_board_text_grams/);
    } finally {
      await client.query("rollback");
    }
  });
});
