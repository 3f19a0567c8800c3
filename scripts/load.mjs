#!/usr/bin/env node
/**
 * A bounded load test on loopback (issue #36): virtual visitors browse home, search and a provider page,
 * ask for free times, and some book one, against a server you started with `npm start`.
 *
 *   npm start &            # the built Worker under wrangler dev on 127.0.0.1:8787
 *   npm run load           # 200 visitors for 60 s; LOAD_VISITORS, LOAD_SECONDS, LOAD_ORIGIN to change
 *
 * Reports p50/p95/p99 per step, errors (any non-200 answer, GraphQL error or refused booking other than
 * "slot taken"), double bookings (two confirmed bookings of one person at one date and time) and what the
 * edge cache served. Exit code 1 when there were errors or double bookings. Node built-ins only; only a
 * loopback origin is accepted.
 */
import { randomUUID } from "node:crypto";

const ORIGIN = process.env.LOAD_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;
const VISITORS = Number(process.env.LOAD_VISITORS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** A visitor's pause between steps, as a person reads (ms, uniform). */
const THINK_MS = [200, 1200];
/** The share of rounds that end in a booking. */
const BOOKING_SHARE = 0.1;
const PROVIDERS = ["glamour-spot", "nails-n-more", "skin-revive-clinic"];
const REQUEST_TIMEOUT_MS = 15_000;

if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(ORIGIN).hostname)) {
  console.error(`LOAD_ORIGIN must be a loopback address, got ${ORIGIN}`);
  process.exit(2);
}

const samples = new Map(); // step → ms[]
const errors = new Map(); // "step: problem" → count
const cacheServed = new Map(); // "step HIT|MISS|STALE|none" → count
const confirmed = []; // { provider, staff, date, time }
let slotTaken = 0;

const record = (step, ms) => (samples.get(step) ?? samples.set(step, []).get(step)).push(ms);
const fail = (step, problem) => errors.set(`${step}: ${problem}`, (errors.get(`${step}: ${problem}`) ?? 0) + 1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));

/** An open (non-Friday) day 3 to 30 days ahead in Asia/Dubai (UTC+4). */
function someOpenDay() {
  const day = new Date(Date.now() + 4 * 3_600_000 + (3 + Math.floor(Math.random() * 28)) * 86_400_000);
  if (day.getUTCDay() === 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function timed(step, path, init = {}, check) {
  const started = performance.now();
  try {
    const res = await fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await res.text();
    record(step, performance.now() - started);
    if (init.method !== "POST") {
      const served = res.headers.get("X-Edge-Cache") ?? "none";
      cacheServed.set(`${step} ${served}`, (cacheServed.get(`${step} ${served}`) ?? 0) + 1);
    }
    if (res.status !== 200) return fail(step, `status ${res.status}`);
    return check ? check(body) : body;
  } catch (error) {
    record(step, performance.now() - started);
    fail(step, error.name === "TimeoutError" ? "timeout" : String(error.message ?? error));
  }
}

const graphql = (step, client, query, variables) =>
  timed(
    step,
    "/graphql",
    { method: "POST", headers: { "content-type": "application/json", ...client }, body: JSON.stringify({ query, variables }) },
    (body) => {
      const json = JSON.parse(body);
      if (json.errors?.length) return fail(step, `GraphQL error ${json.errors[0].message}`);
      return json.data;
    },
  );

const PROVIDER_QUERY = `query LoadProvider($id: ID!) { provider(id: $id) { services { id } } }`;
const SLOTS_QUERY = `query LoadSlots($providerId: ID!, $serviceId: ID!, $date: String) { slots(providerId: $providerId, serviceId: $serviceId, date: $date) { times } }`;
const BOOK = `mutation LoadBook($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on BookingConfirmed { booking { date time staff { id } } } ... on BookingLimitReached { reason } } }`;

const servicesOf = new Map();
let serial = 0;

async function visitor(index, deadline) {
  // Each visitor its own address (198.18.0.0/15, the benchmarking range): the limits are per client.
  const client = { "CF-Connecting-IP": `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}` };
  while (Date.now() < deadline) {
    await timed("home", "/", { headers: client });
    await think();
    await timed("search", "/search?q=hair", { headers: client });
    await think();
    const provider = PROVIDERS[Math.floor(Math.random() * PROVIDERS.length)];
    await timed("provider page", `/provider/${provider}`, { headers: client });
    await think();
    if (!servicesOf.has(provider)) {
      const data = await graphql("provider read", client, PROVIDER_QUERY, { id: provider });
      servicesOf.set(provider, data?.provider?.services.map((s) => s.id) ?? []);
    }
    const serviceId = servicesOf.get(provider)[0];
    const date = someOpenDay();
    const slots = await graphql("slots", client, SLOTS_QUERY, { providerId: provider, serviceId, date });
    await think();
    const times = slots?.slots?.times ?? [];
    if (times.length && Math.random() < BOOKING_SHARE && Date.now() < deadline) {
      const time = times[Math.floor(Math.random() * times.length)];
      serial += 1;
      const input = {
        providerId: provider,
        serviceId,
        date,
        time,
        customerName: "Load Visitor",
        customerPhone: `+971 55 ${String(1_000_000 + serial).padStart(7, "0")}`,
        idempotencyKey: randomUUID(),
      };
      const data = await graphql("booking", client, BOOK, { input });
      const result = data?.createBooking;
      if (result?.__typename === "BookingConfirmed") {
        confirmed.push({ provider, staff: result.booking.staff?.id ?? null, date: result.booking.date, time: result.booking.time });
      } else if (result?.__typename === "SlotTaken") slotTaken += 1;
      else if (result) fail("booking", result.__typename + (result.reason ? ` ${result.reason}` : ""));
      await think();
    }
  }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

const probe = await fetch(`${ORIGIN}/`).then(
  (res) => res.status,
  () => 0,
);
if (probe !== 200) {
  console.error(`Nothing answers 200 on ${ORIGIN}/ (got ${probe || "no answer"}): start the server with \`npm start\` first.`);
  process.exit(2);
}
console.log(`load: ${VISITORS} visitors for ${SECONDS} s against ${ORIGIN} (node ${process.version})`);
const started = Date.now();
const deadline = started + SECONDS * 1000;
await Promise.all(Array.from({ length: VISITORS }, (_, i) => sleep((i * 1000) / VISITORS).then(() => visitor(i, deadline))));
const elapsed = (Date.now() - started) / 1000;

const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(10);
console.log(`\nDone in ${elapsed.toFixed(1)} s.\n`);
console.log(`${"step".padEnd(14)} ${"requests".padStart(8)} ${"p50".padStart(10)} ${"p95".padStart(10)} ${"p99".padStart(10)}`);
for (const [step, values] of samples) {
  console.log(
    `${step.padEnd(14)} ${String(values.length).padStart(8)} ${fmt(percentile(values, 50))} ${fmt(percentile(values, 95))} ${fmt(percentile(values, 99))}`,
  );
}
const total = [...samples.values()].reduce((n, v) => n + v.length, 0);
console.log(`\nRequests: ${total} (${(total / elapsed).toFixed(1)}/s)`);
console.log("Edge cache:", [...cacheServed].map(([k, n]) => `${k} ${n}`).join(", "));
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
console.log(`Errors: ${errorCount}`);
for (const [problem, n] of errors) console.log(`  ${n}× ${problem}`);
const seen = new Map();
for (const b of confirmed) {
  const key = `${b.provider} ${b.staff} ${b.date} ${b.time}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
}
const doubles = [...seen.values()].filter((n) => n > 1).length;
console.log(`Bookings: ${confirmed.length} confirmed, ${slotTaken} refused as taken; double bookings: ${doubles}`);
process.exitCode = errorCount > 0 || doubles > 0 ? 1 : 0;
