/**
 * search_providers' open filter (supabase/0023): for a grid of dates and minutes, exactly the providers
 * `isOpenFor` accepts, as anon, with weekly hours (split and uneven days), closures and special hours
 * arranged in the same transaction (rolled back). The twelve-argument call of 0005 still answers.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_SCHEDULE, type ProviderSchedule } from "../../graphql/modules/availability/schedule";
import { isOpenFor, type OpenFilter } from "../../graphql/modules/search/open";
import { addDays } from "../../graphql/shared/dubai-time";
import { connect } from "./database";
import { ANON, run } from "./roles";

type Schedule = Pick<ProviderSchedule, "weekly" | "closures" | "specialHours">;
const span = (start: number, end: number) => ({ start, end, lastStart: null });

// 2027-03-01 is a Monday.
const MONDAY = "2027-03-01";
/** What the test gives three of the sample providers; the others keep the default. */
const CHANGED: Record<string, Schedule> = {
  "barbers-hub": {
    // Split and uneven: 09:30–13:00 and 16:00–22:15 every day but Tuesday, Friday included.
    weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 2 ? [] : [span(570, 780), span(960, 1335)])),
    closures: [{ id: "c1", from: addDays(MONDAY, 3), to: addDays(MONDAY, 4), reason: "Eid" }],
    specialHours: [],
  },
  "glamour-spot": {
    weekly: DEFAULT_SCHEDULE.weekly,
    closures: [{ id: "c2", from: addDays(MONDAY, 6), to: addDays(MONDAY, 6), reason: null }],
    // Ramadan evenings over the weekly hours, a Friday included, and a closure inside the range.
    specialHours: [{ id: "s1", reason: null, from: addDays(MONDAY, 2), to: addDays(MONDAY, 6), intervals: [span(1200, 1440)] }],
  },
  "elite-gents-salon": {
    weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 5 ? [span(840, 1320)] : [])),
    closures: [],
    specialHours: [],
  },
};

function setupSql(): string {
  const statements: string[] = [];
  for (const [id, schedule] of Object.entries(CHANGED)) {
    statements.push(`delete from public.provider_weekly_hours where provider_id = '${id}'`);
    schedule.weekly.forEach((intervals, day) => {
      for (const { start, end } of intervals)
        statements.push(
          `insert into public.provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute) values ('${id}', ${day}, ${start}, ${end})`,
        );
    });
    for (const closure of schedule.closures)
      statements.push(
        `insert into public.provider_closures (id, provider_id, starts_on, ends_on) values ('${id}-${closure.id}', '${id}', '${closure.from}', '${closure.to}')`,
      );
    for (const special of schedule.specialHours)
      for (const { start, end } of special.intervals)
        statements.push(
          `insert into public.provider_special_hours (provider_id, starts_on, ends_on, opens_minute, closes_minute) values ('${id}', '${special.from}', '${special.to}', ${start}, ${end})`,
        );
  }
  return statements.join(";\n");
}

describe("search_providers: open now and open on a date", () => {
  let client: pg.Client;
  let ids: string[];

  beforeAll(async () => {
    client = connect(inject("postgresPristineDatabase"));
    await client.connect();
    ids = (await client.query<{ id: string }>("select id from public.providers order by id")).rows.map((row) => row.id);
    expect(ids).toHaveLength(6);
  });
  afterAll(async () => {
    await client.end();
  });

  const filters: OpenFilter[] = [];
  for (let day = 0; day < 8; day += 1) {
    const date = addDays(MONDAY, day);
    filters.push({ kind: "date", date, minute: null });
    for (const minute of [0, 569, 570, 600, 779, 780, 900, 960, 1079, 1080, 1199, 1200, 1334, 1335, 1439])
      filters.push({ kind: "now", date, minute });
  }

  it("answers exactly the providers isOpenFor accepts, as anon", async () => {
    const setup = setupSql();
    let open = 0;
    for (const filter of filters) {
      const expected = ids.filter((id) => isOpenFor(CHANGED[id] ?? DEFAULT_SCHEDULE, filter));
      const answer = await run<{ result: { total: number; hits: { provider_id: string }[] } }>(
        client,
        ANON,
        "select public.search_providers(null, null, null, null, null, 0, 0, 5000, 101, null, null, null, $1::date, $2::integer) as result",
        [filter.date, filter.minute],
        { setup },
      );
      if (answer.error) throw new Error(answer.message ?? answer.error);
      const found = answer.rows[0]!.result.hits.map((hit) => hit.provider_id).sort();
      expect({ total: answer.rows[0]!.result.total, found }, JSON.stringify(filter)).toEqual({ total: expected.length, found: expected });
      open += expected.length;
    }
    // Both outcomes, plenty of each.
    expect(open).toBeGreaterThan(100);
    expect(filters.length * ids.length - open).toBeGreaterThan(100);
  });

  it("still answers a call of twelve arguments (no open filter), as before", async () => {
    const answer = await run<{ result: { total: number } }>(
      client,
      ANON,
      "select public.search_providers(null, null, null, null, null, 0, 0, 5000, 101, null, null, null) as result",
    );
    expect(answer.error).toBeNull();
    expect(answer.rows[0]!.result.total).toBe(6);
  });
});
