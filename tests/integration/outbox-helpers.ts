/** Bookings and outbox reads shared by the outbox's integration tests. */
import { env } from "cloudflare:test";
import { dubaiNow, weekday } from "../../graphql/shared/dubai-time";
import { newClient, postGraphQL } from "./http";

const CREATE = `mutation Book($input: CreateBookingInput!) {
  createBooking(input: $input) { __typename ... on BookingConfirmed { booking { id } } } }`;

/** The first open (non-Friday) day at least `daysAhead` days after Dubai's today. */
export function openDay(daysAhead: number): string {
  const date = new Date(`${dubaiNow(new Date()).date}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  while (weekday(date.toISOString().slice(0, 10)) === 5) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

let serial = 0;
/** Books Glamour Spot's haircut as a new visitor; the booking's id, or the result's type name when refused. */
export async function book(date: string, time: string, headers: Record<string, string> = {}): Promise<string> {
  serial += 1;
  const input = {
    providerId: "glamour-spot",
    serviceId: "glamour-spot-haircut",
    date,
    time,
    customerName: "Mariam Al Hashimi",
    customerPhone: `+971 50 ${String(6_660_000 + serial).padStart(7, "0")}`,
    customerEmail: `mariam${serial}@example.com`,
    idempotencyKey: `outbox-test-key-${serial}`.padEnd(24, "x"),
  };
  const { body } = await postGraphQL(CREATE, { input }, { ...newClient(), ...headers });
  const result = body.data.createBooking;
  return result.__typename === "BookingConfirmed" ? result.booking.id : result.__typename;
}

export const eventsOf = async (subject: string) =>
  (
    await env.DB.prepare("SELECT kind FROM outbox_events WHERE subject_id = ? ORDER BY created_at, rowid")
      .bind(subject)
      .all<{ kind: string }>()
  ).results.map((row) => row.kind);
