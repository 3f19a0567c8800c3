/** create_booking's arguments and the days, keys and tokens the PostgreSQL booking tests use. */
import { randomBytes } from "node:crypto";
import type { BookingRow } from "../../workers/adapters/booking-rows";
import { connect, type Connection } from "./database";

/**
 * Without a weekday: the `daysAhead`-th day from today (Asia/Dubai) that is open, counting only open days (the
 * sample providers close on Fridays), so two offsets never name the same day whatever weekday today is. With one:
 * the first such weekday at least `daysAhead` days ahead.
 */
export function openDay(daysAhead: number, weekday?: number): string {
  const date = new Date(Date.now() + 4 * 3600_000);
  if (weekday !== undefined) {
    date.setUTCDate(date.getUTCDate() + daysAhead);
    while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  }
  for (let open = 0; open < daysAhead || date.getUTCDay() === 5;) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 5) open += 1;
  }
  return date.toISOString().slice(0, 10);
}

export const at = (day: string, clock: string) => `${day}T${clock}:00+04:00`;
let keySerial = 0;
/** A manage link's token (43 characters of [A-Za-z0-9_-]) that belongs to an idempotency key. */
export const manageToken = (key: string) =>
  `mt-${key}`
    .replace(/[^A-Za-z0-9_-]/g, "_")
    .padEnd(43, "t")
    .slice(0, 43);
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${(keySerial += 1)}`.padEnd(24, "x");

export interface Receipt {
  outcome: "created" | "replayed" | "slot_taken" | "daily_limit" | "client_limit";
  booking: null | Required<Omit<BookingRow, "customer_id">>;
}

export const CREATE = "select public.create_booking($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) as receipt";
/** The daily limit per phone number and provider the Worker asks for. */
const DAILY_LIMIT = 3;

/** A client as the Worker's keys name it (64 hex characters each); a new one per call, as distinct visitors are. */
export const newClient = () => ({ address: randomBytes(32).toString("hex"), network: randomBytes(32).toString("hex") });

/** create_booking's arguments, in order: by default from a visitor of their own (their own client keys). */
export function bookingArgs(
  day: string,
  clock: string,
  minutes: number,
  key: string,
  provider = "glamour-spot",
  service = "glamour-spot-haircut",
  phone = "+971505550101",
  staffIds: string[] | null = [`${provider}-staff-1`],
  client = newClient(),
) {
  const starts = new Date(at(day, clock));
  const ends = new Date(starts.getTime() + minutes * 60_000);
  return [
    `b-${key}`,
    provider,
    service,
    starts.toISOString(),
    ends.toISOString(),
    "Mariam Al Hashimi",
    phone,
    null,
    key,
    DAILY_LIMIT,
    manageToken(key),
    staffIds,
    client.address,
    client.network,
  ];
}

let ownPhones = 0;
/** An hour-long haircut's create_booking arguments, each from a phone of its own (under the daily limit per phone). */
export const fromOwnPhone = (day: string, clock: string) =>
  bookingArgs(day, clock, 60, newKey(), undefined, undefined, `+97150${String(7_000_000 + (ownPhones += 1)).padStart(7, "0")}`);

/**
 * Two visitors' transactions on two connections, as anon: `first` books and has not committed when
 * `second` asks. The first's answer, whether the second was still waiting 300 ms later, and the second's
 * answer once the first committed.
 */
export async function whileUncommitted(database: Connection, first: unknown[], second: unknown[]) {
  const [holder, latecomer] = [connect(database), connect(database)];
  await Promise.all([holder.connect(), latecomer.connect()]);
  try {
    for (const connection of [holder, latecomer]) {
      await connection.query("begin");
      await connection.query("set local role anon");
    }
    const held = (await holder.query<{ receipt: Receipt }>(CREATE, first)).rows[0]!.receipt;
    let settled = false;
    const asked = latecomer.query<{ receipt: Receipt }>(CREATE, second).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waited = !settled;
    await holder.query("commit");
    const answer = (await asked).rows[0]!.receipt;
    await latecomer.query("commit");
    return { first: held, waited, second: answer };
  } finally {
    await Promise.allSettled([holder.end(), latecomer.end()]);
  }
}
