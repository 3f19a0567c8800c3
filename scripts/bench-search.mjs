#!/usr/bin/env node
/**
 * Search benchmark: 100,000 providers and 50,000 jobs in a local D1 of their own, `search` and the
 * job board's `jobs` measured through GraphQL in workerd (`wrangler dev`), p50/p95 per typical
 * filter. Budget (issue #38): every case's p95 at most 1.5× its list's "no filter" p95 in the same run.
 *
 *   npm run bench                         # runs scripts/bench.mjs, then this
 *   npm exec -- node scripts/bench-search.mjs
 *   BENCH_SEARCH_RESEED=1 …               # throw the seeded database away and seed again
 *   BENCH_SEARCH_PROVIDERS=2000 BENCH_SEARCH_STATE=/tmp/s …   # a quick try with a smaller database
 *   BENCH_SEARCH_ONLY=jobs …              # only the job board's cases (BENCH_SEARCH_JOBS: how many jobs)
 *
 * The database lives in .bench/search-state (wrangler --persist-to), never in the dev server's
 * .wrangler/state. Seeding (a few minutes: every row goes through the search triggers of
 * d1/0001_baseline.sql and the gram indexes of 0004) happens once; later runs reuse it, unless it no
 * longer takes the migrations (then it is seeded again). The data is generated inside SQLite from a
 * fixed hash of the row number, so every seed is the same.
 *
 * Prints figures and a budget table. Like bench.mjs it asserts nothing: the exit code is 1 only
 * when something could not be measured. Node built-ins only; run it through npm (Node ≥ 22).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchDevServer } from "./bench-dev-server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BENCH_DIR = path.join(ROOT, ".bench");
// BENCH_SEARCH_STATE / BENCH_SEARCH_PROVIDERS: another directory and size, for trying the script out.
const STATE_DIR = path.resolve(ROOT, process.env.BENCH_SEARCH_STATE ?? path.join(BENCH_DIR, "search-state"));
const SEED_FILE = path.join(BENCH_DIR, "search-seed.sql");
const DEV_LOG = path.join(BENCH_DIR, "search-dev.log");

const HOST = "127.0.0.1";
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 8797);
const ORIGIN = `http://${HOST}:${PORT}`;

const PROVIDERS = Number(process.env.BENCH_SEARCH_PROVIDERS ?? 100_000);
const JOBS = Number(process.env.BENCH_SEARCH_JOBS ?? 50_000);
/** 'jobs': measure only the job board; 'providers': only the directory search; unset: both. */
const ONLY = process.env.BENCH_SEARCH_ONLY ?? null;
const SEED_CHUNK = 20_000;
const PAGE_SIZE = 24; // what the search page asks for
const WARMUP_ROUNDS = 20;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 200);
/**
 * Issue #38's budget: absolute milliseconds differ from machine to machine, so every case's p95 is
 * compared with its list's "no filter" p95 in the same run, at most this many times it.
 */
const BUDGET_RATIO = 1.5;

const unmeasured = [];
const log = (...args) => console.log(...args);
const heading = (text) => log(`\n=== ${text} ${"=".repeat(Math.max(0, 72 - text.length))}`);

// ---------------------------------------------------------------------------------------------
// Data generation, in SQL. h(i, k) is a multiplicative hash of the row number: deterministic,
// well spread, one independent-looking stream per k.

const h = (i, k) => `(((((${i}) + ${k} * 7919) * 2654435761) % 4294967296) / 65536)`;
const sql = (text) => `'${text.replace(/'/g, "''")}'`;

const ADJECTIVES =
  "Golden Royal Pearl Velvet Silk Amber Crystal Ivory Jasmine Desert Oasis Coral Luxe Bliss Radiant Serene Urban Modern Classic Elite Glow Pure Rose Lavender Saffron Sapphire Emerald Marina Palm Falcon Dune Zen Opal Ruby Bloom Aura Halo Luna Nova Vivid".split(
    " ",
  );
const NOUNS =
  "Lotus Orchid Lily Mirage Pearl Crown Feather Petal Breeze Wave Garden Moon Star Sun Cedar Tulip Iris Jewel Lagoon Blossom Willow Harbour Sands Palace Mist Ocean Valley Silk Charm Grace Muse Touch Style Beauty Glam Nails Locks Skin Face".split(
    " ",
  );
const PARLOUR_KINDS = ["Salon", "Beauty Salon", "Ladies Parlour", "Beauty Lounge", "Nail Bar", "Barbershop", "Gents Salon", "Spa"];
const CLINIC_KINDS = ["Clinic", "Aesthetic Clinic", "Derma Clinic", "Skin Clinic", "Medical Spa", "Laser Centre"];
// Weighted roughly like the UAE's population: [name, cumulative %, latitude, longitude]
const EMIRATES = [
  ["Dubai", 35, 25.2, 55.27],
  ["Abu Dhabi", 60, 24.45, 54.38],
  ["Sharjah", 75, 25.35, 55.4],
  ["Ajman", 83, 25.4, 55.45],
  ["Ras Al Khaimah", 90, 25.79, 55.94],
  ["Fujairah", 95, 25.12, 56.33],
  ["Umm Al Quwain", 100, 25.56, 55.55],
];
// Catalog sizes are primes, so "start + j·step" picks distinct services for j < size.
const PARLOUR_SERVICES = [
  ["Haircut & Blow-dry", 120, 250],
  ["Men's Haircut", 40, 120],
  ["Beard Trim", 30, 80],
  ["Classic Manicure", 60, 120],
  ["Gel Manicure", 90, 180],
  ["Spa Pedicure", 100, 200],
  ["Classic Pedicure", 70, 140],
  ["Hydrating Facial", 180, 400],
  ["Gold Facial", 250, 600],
  ["Eyebrow Threading", 25, 60],
  ["Keratin Treatment", 450, 1200],
  ["Hair Colour", 200, 800],
  ["Balayage", 500, 1500],
  ["Bridal Makeup", 800, 3000],
  ["Party Makeup", 200, 500],
  ["Waxing (Full Legs)", 90, 200],
  ["Moroccan Bath", 150, 350],
  ["Hot Towel Shave", 50, 120],
  ["Nail Art", 40, 150],
  ["Acrylic Extensions", 180, 350],
  ["Henna Design", 60, 250],
  ["Hair Spa", 150, 350],
  ["Lash Extensions", 200, 450],
];
const CLINIC_SERVICES = [
  ["Botox (Forehead)", 900, 1800],
  ["Lip Fillers", 1000, 2500],
  ["Cheek Fillers", 1500, 3500],
  ["HydraFacial", 450, 900],
  ["Chemical Peel", 350, 900],
  ["Laser Hair Removal (Full Body)", 900, 3000],
  ["Laser Hair Removal (Underarms)", 150, 450],
  ["Microneedling", 700, 1500],
  ["PRP Hair Treatment", 800, 2000],
  ["Dermatologist Consultation", 250, 600],
  ["Carbon Laser Facial", 400, 900],
  ["Medical Facial", 350, 800],
  ["Thread Lift", 3000, 8000],
  ["Skin Booster", 1000, 2500],
  ["Acne Treatment", 300, 700],
  ["Tattoo Removal", 400, 1200],
  ["Mesotherapy", 600, 1500],
];

const pick = (list, index) => `json_extract(${sql(JSON.stringify(list))}, '$[' || (${index}) || ']')`;
const isClinic = (i) => `(${h(i, 3)} % 10 < 3)`;

function emirateColumn(i, column) {
  const x = `(${h(i, 4)} % 100)`;
  const branches = EMIRATES.map((e) => `WHEN ${x} < ${e[1]} THEN ${typeof e[column] === "string" ? sql(e[column]) : e[column]}`);
  return `CASE ${branches.join(" ")} END`;
}

export function providersChunk(from, to) {
  const name = `${pick(ADJECTIVES, `${h("i", 1)} % ${ADJECTIVES.length}`)} || ' ' || ${pick(NOUNS, `${h("i", 2)} % ${NOUNS.length}`)} || ' ' ||
    CASE WHEN ${isClinic("i")} THEN ${pick(CLINIC_KINDS, `${h("i", 5)} % ${CLINIC_KINDS.length}`)} ELSE ${pick(PARLOUR_KINDS, `${h("i", 5)} % ${PARLOUR_KINDS.length}`)} END`;
  // Two uniform draws: ratings 3.0–5.0, most around 4.
  const rating = `round(3.0 + ((${h("i", 6)} % 21) + (${h("i", 7)} % 21)) / 20.0, 1)`;
  return `INSERT INTO providers (id, name, type, emirate, location, address, rating, about, phone, email, opening_hours, latitude, longitude)
WITH RECURSIVE seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i < ${to - 1})
SELECT 'bench-' || i, ${name}, CASE WHEN ${isClinic("i")} THEN 'Clinic' ELSE 'Parlour' END, ${emirateColumn("i", 0)},
  'Area ' || (${h("i", 8)} % 40 + 1) || ', ' || ${emirateColumn("i", 0)}, 'Unit ' || (i % 500 + 1) || ', ' || ${emirateColumn("i", 0)},
  ${rating}, 'A sample provider generated for the search benchmark.', NULL, NULL, 'Sat–Thu 10:00–22:00, Fri closed',
  ${emirateColumn("i", 2)}, ${emirateColumn("i", 3)}
FROM seq;`;
}

export function servicesChunk(from, to) {
  const catalog = [
    ...PARLOUR_SERVICES.map((s, index) => `('Parlour', ${index}, ${sql(s[0])}, ${s[1]}, ${s[2]})`),
    ...CLINIC_SERVICES.map((s, index) => `('Clinic', ${index}, ${sql(s[0])}, ${s[1]}, ${s[2]})`),
  ].join(",\n  ");
  const size = `CASE WHEN ${isClinic("i")} THEN ${CLINIC_SERVICES.length} ELSE ${PARLOUR_SERVICES.length} END`;
  const slot = `((${h("i", 9)} % ${size}) + j * (1 + ${h("i", 10)} % (${size} - 1))) % ${size}`;
  return `INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes)
WITH RECURSIVE seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i < ${to - 1}),
slots(j) AS (VALUES (0), (1), (2), (3), (4), (5), (6)),
catalog(kind, idx, name, low, high) AS (VALUES
  ${catalog})
SELECT 'bench-' || i || '-' || (j + 1), 'bench-' || i, j + 1, c.name,
  c.low + (${h("i * 8 + j", 11)} % ((c.high - c.low) / 5 + 1)) * 5, 30 + 15 * (${h("i * 8 + j", 12)} % 5)
FROM seq JOIN slots ON j < 3 + ${h("i", 13)} % 5
JOIN catalog c ON c.kind = CASE WHEN ${isClinic("i")} THEN 'Clinic' ELSE 'Parlour' END AND c.idx = ${slot};`;
}

/**
 * Owners' hours (issue #30) over the default every provider starts with (d1/0010): one in ten open
 * every day 10:30–13:00 and 16:30–22:30 (split, and off the hour, so "open now" reads their rows), one
 * in fifty closed on the three days after seeding, one in fifty with evening special hours for a month.
 */
export function hoursChunk(from, to) {
  const range = `id FROM (SELECT id, CAST(substr(id, 7) AS INTEGER) AS i FROM providers WHERE id LIKE 'bench-%') WHERE i BETWEEN ${from} AND ${to - 1} AND`;
  return `DELETE FROM provider_weekly_hours WHERE provider_id IN (SELECT ${range} ${h("i", 31)} % 10 = 0);
INSERT INTO provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute)
SELECT p.id, day.value, span.opens, span.closes FROM (SELECT ${range} ${h("i", 31)} % 10 = 0) AS p,
  json_each('[0,1,2,3,4,5,6]') AS day, (SELECT 630 AS opens, 780 AS closes UNION ALL SELECT 990, 1350) AS span;
INSERT INTO provider_closures (id, provider_id, starts_on, ends_on, reason)
SELECT 'bench-closure-' || id, id, date('now', '+1 day'), date('now', '+3 days'), 'Eid Al Fitr' FROM (SELECT ${range} ${h("i", 32)} % 50 = 0) AS p;
INSERT INTO provider_special_hours (provider_id, starts_on, ends_on, opens_minute, closes_minute)
SELECT id, date('now'), date('now', '+30 days'), 1140, 1410 FROM (SELECT ${range} ${h("i", 32)} % 50 = 1) AS p;`;
}

const JOB_TITLES = [
  "Hair Stylist",
  "Senior Hair Stylist",
  "Barber",
  "Nail Technician",
  "Beauty Therapist",
  "Makeup Artist",
  "Aesthetic Nurse",
  "Dermatologist",
  "Receptionist",
  "Salon Manager",
  "Spa Therapist",
  "Lash Technician",
  "Laser Technician",
  "Colourist",
  "Massage Therapist",
  "Henna Artist",
  "Clinic Coordinator",
  "Bridal Stylist",
  "Skin Care Specialist",
  "Trainee Stylist",
];
const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"];
const JOB_LOCATIONS = ["Dubai", "Abu Dhabi", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah", "Multiple Locations"];

/** Jobs posted over the last two years, one in ten closed, half with the area after the emirate ('Dubai, Area 7'). */
function jobsChunk(from, to) {
  const company = `${pick(ADJECTIVES, `${h("i", 21)} % ${ADJECTIVES.length}`)} || ' ' || ${pick(NOUNS, `${h("i", 22)} % ${NOUNS.length}`)} || ' ' ||
    ${pick(PARLOUR_KINDS, `${h("i", 23)} % ${PARLOUR_KINDS.length}`)}`;
  const location = `${pick(JOB_LOCATIONS, `${h("i", 24)} % ${JOB_LOCATIONS.length}`)} || CASE WHEN ${h("i", 25)} % 2 = 0 THEN ', Area ' || (${h("i", 26)} % 40 + 1) ELSE '' END`;
  const day = `date('2026-11-20', '-' || (${h("i", 27)} % 730) || ' days')`;
  return `INSERT INTO jobs (id, title, company_name, location, job_type, salary_range, description, requirements, company_logo_url, posted_date, status, created_at)
WITH RECURSIVE seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i < ${to - 1})
SELECT 'bench-job-' || i, ${pick(JOB_TITLES, `${h("i", 20)} % ${JOB_TITLES.length}`)}, ${company}, ${location},
  ${pick(JOB_TYPES, `${h("i", 28)} % ${JOB_TYPES.length}`)}, CASE WHEN i % 3 = 0 THEN NULL ELSE 'AED ' || (3 + i % 10) || ',000 / month' END,
  'A sample job generated for the benchmark.', 'Experience in the role' || char(10) || 'Valid UAE visa', NULL, ${day},
  CASE WHEN ${h("i", 29)} % 10 = 0 THEN 'Closed' ELSE 'Open' END,
  strftime('%Y-%m-%dT%H:%M:%fZ', ${day}, '+' || (${h("i", 30)} % 86400) || ' seconds')
FROM seq;`;
}

// ---------------------------------------------------------------------------------------------
// Processes

function run(label, args, { quiet = false } = {}) {
  const started = performance.now();
  const result = spawnSync("npx", args, {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1", FORCE_COLOR: "0" },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    console.error((result.stderr || result.stdout || "").split("\n").slice(-20).join("\n"));
    return null;
  }
  if (!quiet) log(`✓ ${label} (${seconds} s)`);
  return result.stdout;
}

function d1(args, label, options) {
  return run(label, ["wrangler", "d1", ...args, "--local", "--persist-to", STATE_DIR], options);
}

/**
 * Seeds `count` rows (`noun`) SEED_CHUNK at a time, each chunk's SQL (`chunk(from, to)`) through
 * SEED_FILE, its step labelled 'seed {noun} {from}–{to}{labelSuffix}'; false as soon as one fails.
 */
function seedInChunks(count, noun, chunk, labelSuffix = "") {
  const started = performance.now();
  for (let from = 0; from < count; from += SEED_CHUNK) {
    const to = Math.min(count, from + SEED_CHUNK);
    writeFileSync(SEED_FILE, chunk(from, to));
    if (d1(["execute", "DB", "--file", SEED_FILE, "--yes"], `seed ${noun} ${from}–${to - 1}${labelSuffix}`) === null) return false;
  }
  log(`Seeded ${count.toLocaleString("en")} ${noun} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  return true;
}

/** The migrations applied to the bench database; false when they do not apply. */
const migrate = (options) => d1(["migrations", "apply", "DB"], "d1 migrations apply (bench database)", options) !== null;

function benchCount(table) {
  const out = d1(
    ["execute", "DB", "--json", "--command", `SELECT count(*) AS n FROM ${table} WHERE id LIKE 'bench-%'`],
    `count seeded ${table}`,
    { quiet: true },
  );
  if (out === null) return null;
  try {
    return JSON.parse(out.slice(out.indexOf("[")))[0].results[0].n;
  } catch {
    return null;
  }
}

const devServer = benchDevServer({ root: ROOT, host: HOST, port: PORT, stateDir: STATE_DIR, logFile: DEV_LOG });
/** Run, not imported (scripts/search-plans.mjs reuses the seed's SQL). */
const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      devServer.kill("SIGTERM");
      setTimeout(() => process.exit(130), 1500).unref();
    });
  }
}

/** Up when the API answers a reference read. */
const startDevServer = () =>
  devServer.start({
    path: "/graphql",
    init: {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ referenceData { searchServices } }" }),
    },
    answered: (response) => response.status === 200,
    pollMs: 500,
  });
const stopDevServer = devServer.stop;

// ---------------------------------------------------------------------------------------------
// Measurement

const SEARCH_QUERY = `query BenchSearch($input: SearchInput, $first: Int) {
  search(input: $input, first: $first) {
    totalCount
    edges { cursor node { id name type location rating images { url alt } services { id name price } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Dubai's date `days` from today, and the next date (from tomorrow) on a weekday (0 = Sunday … 6 = Saturday). */
const dubaiDate = (days) => new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const nextDubaiWeekday = (day) => dubaiDate(1 + ((day - new Date(dubaiDate(1)).getUTCDay() + 7) % 7));

/** Each case cycles through its variants, so no single query is measured over and over. */
const CASES = [
  {
    key: "name",
    label: "name fragment",
    variants: [{ name: "lotus" }, { name: "velvet" }, { name: "orchid" }, { name: "amber" }, { name: "zen" }],
  },
  {
    key: "emirate-category",
    label: "emirate + category",
    variants: [
      { emirate: "dubai", category: "parlours" },
      { emirate: "abu-dhabi", category: "clinics" },
      { emirate: "sharjah", category: "parlours" },
      { emirate: "ajman", category: "clinics" },
      { emirate: "fujairah", category: "parlours" },
    ],
  },
  {
    key: "service-rating",
    label: "service + rating",
    variants: [
      { service: "Haircut", minRating: 4 },
      { service: "Facial", minRating: 4.5 },
      { service: "Botox", minRating: 4 },
      { service: "Manicure", minRating: 3.5 },
      { service: "Laser Hair Removal", minRating: 4.5 },
    ],
  },
  {
    key: "free-text",
    label: "free text (hero box)",
    variants: [
      { text: "botox dubai" },
      { text: "keratin" },
      { text: "hydrafacial abu dhabi" },
      { text: "velvet" },
      { text: "sharjah henna" },
    ],
  },
  {
    key: "free-text-broad",
    label: "free text, thousands match",
    variants: [{ text: "dubai" }, { text: "salon" }, { text: "facial" }, { text: "area 12" }],
  },
  {
    key: "price",
    label: "price range",
    variants: [
      { minPrice: 100, maxPrice: 300 },
      { minPrice: 2000, maxPrice: 2500 },
      { minPrice: 0, maxPrice: 50 },
      { minPrice: 1000, maxPrice: 5000 },
      { minPrice: 450, maxPrice: 500 },
    ],
  },
  {
    key: "text-service",
    label: "free service text + emirate",
    variants: [
      { service: "keratin", emirate: "dubai" },
      { service: "peel", emirate: "abu-dhabi" },
      { service: "henna", emirate: "sharjah" },
      { service: "booster", emirate: "dubai" },
      { service: "shave", emirate: "ajman" },
    ],
  },
  {
    key: "service-price",
    label: "service priced in range",
    variants: [
      { service: "Haircut", minPrice: 0, maxPrice: 100 },
      { service: "Facial", minPrice: 200, maxPrice: 300 },
      { service: "Botox", minPrice: 1000, maxPrice: 1500 },
      { service: "Manicure", minPrice: 50, maxPrice: 100 },
      { service: "Fillers", minPrice: 2000, maxPrice: 5000 },
    ],
  },
  {
    key: "everything",
    label: "every filter at once",
    variants: [
      { name: "lotus", emirate: "dubai", category: "parlours", service: "Manicure", minRating: 4, minPrice: 50, maxPrice: 200 },
      { name: "pearl", emirate: "abu-dhabi", category: "clinics", service: "Botox", minRating: 3.5, minPrice: 500, maxPrice: 2000 },
    ],
  },
  {
    key: "open-date",
    label: "open on a date",
    // A Friday (most are closed), tomorrow (some closures), next week, with an emirate, with a service.
    variants: [
      { open: nextDubaiWeekday(5) },
      { open: dubaiDate(1) },
      { open: dubaiDate(7), emirate: "dubai" },
      { open: dubaiDate(2), category: "clinics", minRating: 4 },
      { open: nextDubaiWeekday(6), service: "Haircut" },
    ],
  },
  {
    key: "open-now",
    label: "open now",
    variants: [
      { open: "now" },
      { open: "now", emirate: "abu-dhabi" },
      { open: "now", category: "parlours" },
      { open: "now", text: "dubai" },
    ],
  },
  // Issue #38: a word as a group of alternatives (graphql/modules/search/terms.ts).
  { key: "text-arabic", label: "free text in Arabic", variants: [{ text: "مانيكير" }, { text: "كيراتين دبي" }, { text: "أظافر" }] },
  { key: "text-synonym", label: "free text, a synonym", variants: [{ text: "nails" }, { text: "blowout" }, { text: "botox dubai" }] },
  { key: "text-misspelt", label: "free text, misspelt", variants: [{ text: "keratine" }, { text: "manicore" }, { text: "pedicrue" }] },
  { key: "all", label: "no filter", variants: [{}] },
];

const JOBS_QUERY = `query BenchJobs($filter: JobFilter, $first: Int) {
  jobs(filter: $filter, first: $first) {
    totalCount
    edges { cursor node { id title companyName companyLogoUrl location type postedDate salaryRange } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The job board's filters (its page asks for 20). */
const JOB_CASES = [
  { key: "jobs-all", label: "jobs: no filter", variants: [{}] },
  {
    key: "jobs-text-rare",
    label: "jobs: text, few match",
    variants: [{ text: "lotus nail" }, { text: "amber mirage" }, { text: "zen petal" }, { text: "falcon crown" }],
  },
  {
    key: "jobs-text-broad",
    label: "jobs: text, thousands match",
    variants: [{ text: "stylist" }, { text: "salon" }, { text: "therapist" }, { text: "beauty" }],
  },
  { key: "jobs-text-short", label: "jobs: text under 3 characters", variants: [{ text: "ni" }, { text: "zq" }, { text: "x" }] },
  {
    key: "jobs-location-type",
    label: "jobs: location + type",
    variants: [
      { location: "Dubai", type: "Full-time" },
      { location: "Fujairah", type: "Internship" },
      { location: "Multiple Locations" },
      { type: "Temporary" },
    ],
  },
  {
    key: "jobs-everything",
    label: "jobs: every filter at once",
    variants: [
      { text: "stylist", location: "Abu Dhabi", type: "Part-time" },
      { text: "glow", location: "Sharjah", type: "Contract" },
    ],
  },
];

const searchOnce = (input) => graphqlOnce(SEARCH_QUERY, { input, first: PAGE_SIZE }, "search");
const jobsOnce = (filter) => graphqlOnce(JOBS_QUERY, { filter, first: 20 }, "jobs");

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

async function graphqlOnce(query, variables, field) {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200 || body.errors?.length || !body.data?.[field]) {
    return { ms, problem: `status ${response.status}: ${body.errors?.map((e) => e.message).join("; ") ?? "no data"}` };
  }
  return { ms, totalCount: body.data[field].totalCount, returned: body.data[field].edges.length };
}

async function measure(title, cases, once) {
  heading(`${title} latency: ${ROUNDS} measured rounds per case after ${WARMUP_ROUNDS} warm-up, interleaved`);
  const samples = Object.fromEntries(cases.map((c) => [c.key, []]));
  const problems = Object.fromEntries(cases.map((c) => [c.key, new Map()]));
  const counts = Object.fromEntries(cases.map((c) => [c.key, new Map()]));
  const started = performance.now();
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const order = [...cases].sort(() => Math.random() - 0.5);
    for (const benchCase of order) {
      const input = benchCase.variants[round % benchCase.variants.length];
      const result = await once(input);
      if (result.problem) problems[benchCase.key].set(result.problem, (problems[benchCase.key].get(result.problem) ?? 0) + 1);
      else counts[benchCase.key].set(JSON.stringify(input), result.totalCount);
      if (round >= WARMUP_ROUNDS) samples[benchCase.key].push(result.ms);
    }
  }
  log(`Measured in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);

  log("Matches per variant (totalCount):");
  for (const benchCase of cases) {
    for (const [input, total] of counts[benchCase.key])
      log(`  ${benchCase.label.padEnd(34)} ${input.padEnd(110)} ${String(total).padStart(7)}`);
  }

  const p95s = Object.fromEntries(cases.map((c) => [c.key, percentile(samples[c.key], 95)]));
  // The list's own "no filter" case (all, jobs-all) is the yardstick.
  const base = p95s[cases.find((c) => c.key.endsWith("all"))?.key ?? ""];
  const rows = [];
  for (const benchCase of cases) {
    const list = samples[benchCase.key];
    const failed = [...problems[benchCase.key].values()].reduce((a, b) => a + b, 0);
    for (const [problem, count] of problems[benchCase.key]) log(`  ✗ ${benchCase.label}: ${count}× ${problem}`);
    if (failed >= list.length) unmeasured.push(`${benchCase.label}: every request failed`);
    const p95 = p95s[benchCase.key];
    const ratio = base ? p95 / base : Number.NaN;
    rows.push([
      benchCase.label,
      `${percentile(list, 50).toFixed(2)} ms`,
      `${p95.toFixed(2)} ms`,
      `${Math.max(...list).toFixed(2)} ms`,
      `${failed}/${list.length}`,
      `${ratio.toFixed(2)}×`,
      failed === 0 && ratio <= BUDGET_RATIO ? "yes" : "no",
    ]);
  }
  heading(`Summary: ${title}, GraphQL in workerd`);
  const columns = ["case", "p50", "p95", "max", "failed", "p95 / no filter", `within ${BUDGET_RATIO}×`];
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  log(line(columns));
  log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) log(line(row));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  log(`bench-search: node ${process.version}, state in ${path.relative(ROOT, STATE_DIR)}`);
  mkdirSync(BENCH_DIR, { recursive: true });
  if (!existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    if (run("remix vite:build", ["remix", "vite:build"]) === null) return void unmeasured.push("build failed");
  }
  if (process.env.BENCH_SEARCH_RESEED === "1") rmSync(STATE_DIR, { recursive: true, force: true });

  heading("Database");
  if (!migrate({ quiet: false })) {
    // A database seeded under migrations that were since rewritten (0001_baseline squashed the history): seed again.
    log("The bench database does not take the migrations: starting over.");
    rmSync(STATE_DIR, { recursive: true, force: true });
    if (!migrate()) return void unmeasured.push("migrations failed");
  }
  let seeded = benchCount("providers");
  if (seeded === null) return void unmeasured.push("could not read the bench database");
  if (seeded !== 0 && seeded !== PROVIDERS) {
    log(`Found ${seeded} bench providers (an interrupted seed?): starting over.`);
    rmSync(STATE_DIR, { recursive: true, force: true });
    if (!migrate()) return void unmeasured.push("migrations failed");
    seeded = 0;
  }
  if (seeded === 0) {
    const chunk = (from, to) => `${providersChunk(from, to)}\n\n${servicesChunk(from, to)}\n\n${hoursChunk(from, to)}\n`;
    if (!seedInChunks(PROVIDERS, "providers", chunk, " with their services")) return void unmeasured.push("seeding failed");
  } else {
    log(`Reusing ${seeded.toLocaleString("en")} seeded providers (BENCH_SEARCH_RESEED=1 to seed again).`);
  }
  // Jobs: seeded on their own, so a database seeded before the job board gets them too.
  let jobs = benchCount("jobs");
  if (jobs === null) return void unmeasured.push("could not read the bench database's jobs");
  if (jobs !== 0 && jobs !== JOBS) {
    log(`Found ${jobs} bench jobs: seeding them again.`);
    if (d1(["execute", "DB", "--command", "DELETE FROM jobs WHERE id LIKE 'bench-job-%'", "--yes"], "remove bench jobs") === null)
      return void unmeasured.push("seeding jobs failed");
    jobs = 0;
  }
  if (jobs === 0) {
    if (!seedInChunks(JOBS, "jobs", (from, to) => `${jobsChunk(from, to)}\n`)) return void unmeasured.push("seeding jobs failed");
  } else {
    log(`Reusing ${jobs.toLocaleString("en")} seeded jobs.`);
  }
  const stats = d1(
    [
      "execute",
      "DB",
      "--json",
      "--command",
      "SELECT (SELECT count(*) FROM providers) AS providers, (SELECT count(*) FROM services) AS services, (SELECT count(*) FROM search_documents) AS documents, (SELECT count(*) FROM jobs) AS jobs",
    ],
    "count rows",
    { quiet: true },
  );
  if (stats) log(`Rows: ${JSON.stringify(JSON.parse(stats.slice(stats.indexOf("[")))[0].results[0])}`);

  heading("wrangler dev");
  await startDevServer();
  if (ONLY !== "jobs") await measure(`Search at ${PROVIDERS.toLocaleString("en")} providers (first: ${PAGE_SIZE})`, CASES, searchOnce);
  if (ONLY !== "providers") await measure(`The job board at ${JOBS.toLocaleString("en")} jobs (first: 20)`, JOB_CASES, jobsOnce);
}

if (isMain) {
  try {
    await main();
  } catch (error) {
    console.error(`\n✗ ${error?.stack ?? error}`);
    unmeasured.push(String(error?.message ?? error));
  } finally {
    await stopDevServer();
    if (unmeasured.length) {
      log("\nNot measured:");
      for (const item of unmeasured) log(`  - ${item}`);
    }
  }
  process.exitCode = unmeasured.length ? 1 : 0;
}
