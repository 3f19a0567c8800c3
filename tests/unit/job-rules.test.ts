import { describe, expect, it } from "vitest";
import { CONFIRM_ACCURACY_MESSAGE, JOB_TEXT_MAX, validateJob } from "../../graphql/modules/jobs/job-schema";
import {
  compareJobs,
  isAfterJobCursor,
  isJobVisibleTo,
  jobCursor,
  jobLocationKey,
  matchesJobFilter,
  NO_JOB_FILTER,
  normaliseJobFilter,
  requirementLines,
  type ListedJob,
} from "../../graphql/modules/jobs/rules";
import { InvalidCursorError } from "../../graphql/shared/pagination";
import { JOB_POST } from "../fixtures/form-inputs";

const job = (overrides: Partial<ListedJob> = {}): ListedJob => ({
  id: "job-x",
  title: "Senior Hair Stylist",
  companyName: "Glamour Spot",
  location: "Dubai, Jumeirah",
  jobType: "Full-time",
  status: "Open",
  postedDate: "2026-11-18",
  createdAt: "2026-11-17T20:00:00.000Z",
  ...overrides,
});

describe("the job board's filters", () => {
  it("finds the text in the title or the company name, ignoring case, as typed", () => {
    expect(matchesJobFilter(job(), { ...NO_JOB_FILTER, text: "STYLIST" })).toBe(true);
    expect(matchesJobFilter(job(), { ...NO_JOB_FILTER, text: "glamour s" })).toBe(true);
    expect(matchesJobFilter(job(), { ...NO_JOB_FILTER, text: "Jumeirah" })).toBe(false); // not the location
    expect(matchesJobFilter(job(), { ...NO_JOB_FILTER, text: "%" })).toBe(false);
  });

  it("compares the part of the location before its first comma", () => {
    expect(jobLocationKey("Dubai, Jumeirah")).toBe("Dubai");
    expect(jobLocationKey("  Abu Dhabi ,Al Reem, Island")).toBe("Abu Dhabi");
    expect(jobLocationKey("Multiple Locations")).toBe("Multiple Locations");
    expect(matchesJobFilter(job(), { ...NO_JOB_FILTER, location: "Dubai" })).toBe(true);
    expect(matchesJobFilter(job({ location: "Jumeirah, Dubai" }), { ...NO_JOB_FILTER, location: "Dubai" })).toBe(false);
  });

  it("keeps the type exact, and lists open jobs only", () => {
    expect(matchesJobFilter(job(), { ...NO_JOB_FILTER, type: "Full-time" })).toBe(true);
    expect(matchesJobFilter(job(), { ...NO_JOB_FILTER, type: "Part-time" })).toBe(false);
    expect(matchesJobFilter(job({ status: "Closed" }), NO_JOB_FILTER)).toBe(false);
  });

  it("normalises the API's filter: empty means none, texts bounded, the type one of the fixed job types", () => {
    expect(normaliseJobFilter({ text: "  ", location: "", type: null })).toEqual({ ok: true, filter: NO_JOB_FILTER });
    expect(normaliseJobFilter({ text: " nurse ", location: "Abu Dhabi, Al Reem", type: "Contract" })).toEqual({
      ok: true,
      filter: { text: "nurse", location: "Abu Dhabi", type: "Contract" },
    });
    expect(normaliseJobFilter({ text: "x".repeat(101) })).toMatchObject({ ok: false, field: "text" });
    expect(normaliseJobFilter({ location: "x".repeat(121) })).toMatchObject({ ok: false, field: "location" });
    expect(normaliseJobFilter({ type: "Freelance" })).toMatchObject({
      ok: false,
      field: "type",
      message: expect.stringMatching(/Full-time/),
    });
  });
});

describe("the board's order and cursor", () => {
  it("is newest first: posted date, then the instant, then the id", () => {
    const jobs = [
      job({ id: "a", postedDate: "2026-10-01" }),
      job({ id: "b", postedDate: "2026-11-01", createdAt: "2026-11-01T05:00:00.000Z" }),
      job({ id: "c", postedDate: "2026-11-01", createdAt: "2026-11-01T09:00:00.000Z" }),
      job({ id: "d", postedDate: "2026-11-01", createdAt: "2026-11-01T09:00:00.000Z" }),
    ];
    expect([...jobs].sort(compareJobs).map((j) => j.id)).toEqual(["d", "c", "b", "a"]);
    expect(isAfterJobCursor(jobs[0]!, jobs[1]!)).toBe(true);
    expect(isAfterJobCursor(jobs[2]!, jobs[3]!)).toBe(true);
    expect(isAfterJobCursor(jobs[3]!, jobs[3]!)).toBe(false);
  });

  it("round-trips a position and refuses a cursor of another list", () => {
    const position = { postedDate: "2026-11-18", createdAt: "2026-11-17T20:00:00.000Z", id: "job-1" };
    expect(jobCursor.decode(jobCursor.encode(position))).toEqual(position);
    expect(jobCursor.decode(null)).toBeNull();
    expect(() => jobCursor.decode("bm9wZQ")).toThrow(InvalidCursorError);
    expect(() => jobCursor.decode(jobCursor.encode({ ...position }).slice(0, -3))).toThrow(InvalidCursorError);
  });
});

describe("who sees a job", () => {
  it("anyone an open one; a closed one only its owner", () => {
    expect(isJobVisibleTo({ status: "Open", ownerId: null }, null)).toBe(true);
    expect(isJobVisibleTo({ status: "Closed", ownerId: "alice" }, null)).toBe(false);
    expect(isJobVisibleTo({ status: "Closed", ownerId: "alice" }, { id: "bob" })).toBe(false);
    expect(isJobVisibleTo({ status: "Closed", ownerId: "alice" }, { id: "alice" })).toBe(true);
    expect(isJobVisibleTo({ status: "Closed", ownerId: null }, { id: "" })).toBe(false);
  });
});

describe("requirements as bullets, one per line", () => {
  it("gives one item per non-empty line, list marks dropped", () => {
    expect(requirementLines("5+ years\r\n\n  - Colour \n• Bridal\n*  Keratin\n-5 kg")).toEqual([
      "5+ years",
      "Colour",
      "Bridal",
      "Keratin",
      "-5 kg",
    ]);
  });
});

describe("the job post form", () => {
  it("cleans the texts and stores an empty salary as null", () => {
    expect(validateJob(JOB_POST)).toEqual({ ok: true, value: { ...JOB_POST, title: "Barber", salaryRange: null } });
    expect(validateJob({ ...JOB_POST, salaryRange: undefined })).toMatchObject({ ok: true, value: { salaryRange: null } });
    expect(validateJob({ ...JOB_POST, salaryRange: " AED 5,000 " })).toMatchObject({ ok: true, value: { salaryRange: "AED 5,000" } });
  });

  it("requires every field but the salary, and the accuracy confirmation", () => {
    expect(
      validateJob({ title: "", companyName: "", location: "", jobType: "", description: "", requirements: "", confirmAccuracy: false }),
    ).toEqual({
      ok: false,
      errors: {
        title: "Please enter the job title.",
        companyName: "Please enter the company name.",
        location: "Please choose a location.",
        jobType: "Please choose a job type.",
        description: "Please describe the job.",
        requirements: "Please list the requirements, one per line.",
        confirmAccuracy: CONFIRM_ACCURACY_MESSAGE,
      },
    });
  });

  it("takes the Emirates and 'Multiple Locations' only, and bounds the texts", () => {
    expect(validateJob({ ...JOB_POST, location: "Multiple Locations" }).ok).toBe(true);
    expect(validateJob({ ...JOB_POST, location: "Jumeirah" })).toMatchObject({
      ok: false,
      errors: { location: "Please choose a location." },
    });
    expect(validateJob({ ...JOB_POST, description: "x".repeat(JOB_TEXT_MAX + 1) })).toMatchObject({
      ok: false,
      errors: { description: expect.any(String) },
    });
    expect(validateJob({ ...JOB_POST, title: "A\u202Eb" })).toMatchObject({ ok: false, errors: { title: expect.any(String) } });
  });
});
