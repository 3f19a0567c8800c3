/**
 * The search's "open now" / "open on a date" rules (issue #30): what the input means in Dubai and
 * which schedules they accept. Also run under TZ=Pacific/Kiritimati (package.json test:unit): the
 * answers never depend on the machine's zone.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_CRITERIA, parseSearchInput, SearchInputError } from "../../graphql/modules/search/criteria";
import { matchesSearch, type SearchableProvider } from "../../graphql/modules/search/match";
import { isOpenFor, parseOpenFilter, type OpenFilter } from "../../graphql/modules/search/open";
import { DEFAULT_WEEKLY_HOURS, type ProviderSchedule } from "../../graphql/modules/availability/schedule";

// Friday 2026-11-27 23:30 UTC is Saturday 2026-11-28 03:30 in Dubai (and Saturday 13:30 in Kiritimati).
const FRIDAY_LATE_UTC = new Date("2026-11-27T23:30:00Z");
// Sunday 2026-11-29 10:15 in Dubai.
const SUNDAY_MORNING = new Date("2026-11-29T06:15:00Z");

const interval = (start: string, end: string) => ({
  start: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
  end: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
  lastStart: null,
});
const weekly = (days: Record<number, ReturnType<typeof interval>[]>) => [0, 1, 2, 3, 4, 5, 6].map((day) => days[day] ?? []);

type Schedule = Pick<ProviderSchedule, "weekly" | "closures" | "specialHours">;
const schedule = (changes: Partial<Schedule> = {}): Schedule => ({
  weekly: DEFAULT_WEEKLY_HOURS,
  closures: [],
  specialHours: [],
  ...changes,
});
const onDate = (date: string): OpenFilter => ({ kind: "date", date, minute: null });
const at = (date: string, clock: string): OpenFilter => ({ kind: "now", date, minute: interval(clock, "23:59").start });

function refusal(run: () => unknown): SearchInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchInputError) return error;
    throw error;
  }
  throw new Error("expected a SearchInputError");
}

describe("open filter input", () => {
  it("is no filter when absent or empty", () => {
    expect(parseSearchInput({}, SUNDAY_MORNING).open).toBeNull();
    expect(parseSearchInput({ open: "  " }, SUNDAY_MORNING).open).toBeNull();
    expect(DEFAULT_CRITERIA.open).toBeNull();
  });

  it("'now' is Dubai's date and minute of the clock, whatever the machine's zone", () => {
    expect(parseOpenFilter("now", FRIDAY_LATE_UTC)).toEqual({ kind: "now", date: "2026-11-28", minute: 3 * 60 + 30 });
    expect(parseOpenFilter(" NOW ", SUNDAY_MORNING)).toEqual({ kind: "now", date: "2026-11-29", minute: 10 * 60 + 15 });
  });

  it("takes a date from Dubai's today to 365 days later", () => {
    expect(parseSearchInput({ open: "2026-11-28" }, FRIDAY_LATE_UTC).open).toEqual({ kind: "date", date: "2026-11-28", minute: null });
    expect(parseOpenFilter("2027-11-28", FRIDAY_LATE_UTC)).toEqual({ kind: "date", date: "2027-11-28", minute: null });
  });

  it("refuses a date before Dubai's today or after a year, by code with the range", () => {
    // 2026-11-27 is still today in UTC, but yesterday in Dubai.
    const past = refusal(() => parseSearchInput({ open: "2026-11-27" }, FRIDAY_LATE_UTC));
    expect(past.field).toBe("open");
    expect(past.coded).toEqual({ code: "SEARCH_OPEN_DATE_OUT_OF_RANGE", params: { from: "2026-11-28", to: "2027-11-28" } });
    expect(past.message).toBe("Please choose a date from 2026-11-28 to 2027-11-28.");
    expect(refusal(() => parseSearchInput({ open: "2027-11-29" }, FRIDAY_LATE_UTC)).coded?.code).toBe("SEARCH_OPEN_DATE_OUT_OF_RANGE");
  });

  it("refuses what is not a calendar date, by code", () => {
    for (const value of ["2026-02-30", "28/11/2026", "tomorrow", "2026-11-28T10:00", "20261128"]) {
      const error = refusal(() => parseSearchInput({ open: value }, SUNDAY_MORNING));
      expect(error.coded, value).toEqual({ code: "SEARCH_OPEN_DATE_INVALID", params: {} });
      expect(error.message).toBe('Please enter a date as YYYY-MM-DD, or "now".');
    }
  });
});

describe("open on a date", () => {
  it("needs an interval in the weekly hours of that weekday", () => {
    // The default: Saturday to Thursday, Friday closed. 2026-12-04 is a Friday.
    expect(isOpenFor(schedule(), onDate("2026-12-03"))).toBe(true);
    expect(isOpenFor(schedule(), onDate("2026-12-04"))).toBe(false);
    const fridaysOnly = schedule({ weekly: weekly({ 5: [interval("14:00", "22:00")] }) });
    expect(isOpenFor(fridaysOnly, onDate("2026-12-04"))).toBe(true);
    expect(isOpenFor(fridaysOnly, onDate("2026-12-05"))).toBe(false);
  });

  it("is closed on every day a closure covers, its ends included", () => {
    const eid = schedule({ closures: [{ id: "c", from: "2026-12-01", to: "2026-12-02", reason: "Eid" }] });
    expect(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03"].map((date) => isOpenFor(eid, onDate(date)))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it("takes special hours over the weekly ones for their range, even on a weekday closed every week", () => {
    const ramadan = schedule({
      specialHours: [{ id: "r", reason: null, from: "2026-12-03", to: "2026-12-05", intervals: [interval("20:00", "24:00")] }],
    });
    expect(isOpenFor(ramadan, onDate("2026-12-04"))).toBe(true); // a Friday
    expect(isOpenFor(ramadan, at("2026-12-03", "12:00"))).toBe(false); // weekly hours do not count inside the range
    expect(isOpenFor(ramadan, at("2026-12-03", "23:59"))).toBe(true);
    // Special hours with no interval: closed on those days.
    const shut = schedule({ specialHours: [{ id: "s", reason: null, from: "2026-12-03", to: "2026-12-03", intervals: [] }] });
    expect(isOpenFor(shut, onDate("2026-12-03"))).toBe(false);
  });

  it("lets a closure win over special hours", () => {
    const both = schedule({
      specialHours: [{ id: "r", reason: null, from: "2026-12-01", to: "2026-12-10", intervals: [interval("09:00", "12:00")] }],
      closures: [{ id: "c", from: "2026-12-05", to: "2026-12-05", reason: null }],
    });
    expect(isOpenFor(both, onDate("2026-12-05"))).toBe(false);
    expect(isOpenFor(both, onDate("2026-12-06"))).toBe(true);
  });
});

describe("open now", () => {
  const split = schedule({ weekly: weekly({ 0: [interval("10:00", "13:00"), interval("16:00", "22:00")] }) });

  it("holds inside an interval of today's hours, from its opening up to (not at) its closing", () => {
    // 2026-11-29 is a Sunday.
    const cases = {
      "09:59": false,
      "10:00": true,
      "12:59": true,
      "13:00": false,
      "15:30": false,
      "16:00": true,
      "21:59": true,
      "22:00": false,
    };
    for (const [clock, open] of Object.entries(cases)) expect(isOpenFor(split, at("2026-11-29", clock)), clock).toBe(open);
  });

  it("uses Dubai's now: 03:30 on Saturday in Dubai is closed, whatever the machine's zone", () => {
    expect(isOpenFor(schedule(), parseOpenFilter("now", FRIDAY_LATE_UTC)!)).toBe(false);
    expect(isOpenFor(schedule(), parseOpenFilter("now", SUNDAY_MORNING)!)).toBe(true);
    expect(
      isOpenFor(
        schedule({ closures: [{ id: "c", from: "2026-11-29", to: "2026-11-29", reason: null }] }),
        parseOpenFilter("now", SUNDAY_MORNING)!,
      ),
    ).toBe(false);
  });

  it("counts up to midnight when a day closes at 24:00", () => {
    const late = schedule({ weekly: weekly({ 0: [interval("18:00", "24:00")] }) });
    expect(isOpenFor(late, at("2026-11-29", "23:59"))).toBe(true);
    expect(isOpenFor(late, at("2026-11-30", "00:00"))).toBe(false);
  });
});

describe("the search predicate with the open filter", () => {
  const provider = (name: string, hours?: Schedule): SearchableProvider => ({
    name,
    type: "Parlour",
    emirate: "Dubai",
    location: "Jumeirah, Dubai",
    address: "1 Beach Road",
    rating: 4.5,
    services: [],
    ...(hours ? { schedule: hours } : {}),
  });
  const providers = [
    provider("Default"),
    provider("Friday barber", schedule({ weekly: weekly({ 5: [interval("14:00", "22:00")] }) })),
    provider("Closed for Eid", schedule({ closures: [{ id: "c", from: "2026-12-03", to: "2026-12-04", reason: "Eid" }] })),
  ];
  const open = (open: OpenFilter) =>
    providers.filter((entry) => matchesSearch(entry, { ...DEFAULT_CRITERIA, open })).map((entry) => entry.name);

  it("keeps the providers open as asked (no schedule: the default every provider starts from)", () => {
    expect(open(onDate("2026-12-03"))).toEqual(["Default"]);
    expect(open(onDate("2026-12-04"))).toEqual(["Friday barber"]);
    expect(open(at("2026-12-02", "17:00"))).toEqual(["Default", "Closed for Eid"]);
  });
});
