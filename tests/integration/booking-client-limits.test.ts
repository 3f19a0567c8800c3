/**
 * Issue #27, item 1: one client could fill a provider's day (25 concurrent bookings from one address,
 * each with a made-up phone number and a fresh idempotency key, took every free time). No client (an
 * address, or its network) holds more than a small share of one provider's Dubai day: 3 live bookings
 * per address and 6 per network (IPv4 /24, IPv6 /56; an IPv6 client is its /64), decided by the atomic
 * insert (docs/decisions/032-one-client-cannot-fill-a-day.md).
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, dubaiNow, weekday } from "../../graphql/shared/dubai-time";
import { ORIGIN, postGraphQL, shown } from "./http";

const CLIENT_LIMIT_MESSAGE =
  "Too many bookings with this provider on that day come from your internet connection. Please choose another day, or call the provider to book.";
const REFUSED = { __typename: "BookingLimitReached", reason: "CLIENT_DAILY_LIMIT", message: CLIENT_LIMIT_MESSAGE, retryAfterSeconds: null };

const CREATE = `mutation Book($input: CreateBookingInput!) {
  createBooking(input: $input) {
    __typename
    ... on BookingConfirmed { manageToken booking { id } }
    ... on BookingLimitReached { reason message retryAfterSeconds }
    ... on SlotTaken { message }
    ... on BookingInputInvalid { message }
  } }`;
const CANCEL = `mutation ($token: String!) { cancelBookingByLink(token: $token) { __typename } }`;

/** Each half-hour start of an open day. */
const TIMES = Array.from({ length: 16 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);

let serial = 0;
let days = 0;
/** An open day (not a Friday) of its own for each test, 20 to 40 days ahead. */
function freshDay(): string {
  let day = addDays(dubaiNow(new Date()).date, 20 + 3 * (days += 1));
  if (weekday(day) === 5) day = addDays(day, 1);
  return day;
}
const newPhone = () => `050 ${String(3_000_000 + (serial += 1)).padStart(7, "0")}`;
const newKey = () => `client-limit-key-${(serial += 1)}-${Date.now()}`;

/**
 * A booking of eyebrow threading at Glamour Spot (all three of its staff do it: 48 bookable times a
 * day), with a phone number and an idempotency key of its own, from `address`.
 */
function book(address: string, day: string, time: string, providerId = "glamour-spot") {
  const serviceId = providerId === "glamour-spot" ? "glamour-spot-threading" : `${providerId}-haircut`;
  const input = { providerId, serviceId, date: day, time, customerName: "Bot Booker", customerPhone: newPhone(), idempotencyKey: newKey() };
  return postGraphQL(CREATE, { input }, { "CF-Connecting-IP": address });
}

const kind = (answer: Awaited<ReturnType<typeof book>>) => answer.body.data.createBooking.__typename as string;
const confirmed = (answers: Awaited<ReturnType<typeof book>>[]) => answers.filter((answer) => kind(answer) === "BookingConfirmed");

async function liveBookingsOn(day: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM bookings WHERE provider_id = 'glamour-spot' AND status <> 'Cancelled' AND starts_at LIKE ?",
  )
    .bind(`${day}T%`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("one client's share of a provider's day (issue #27)", () => {
  it("gives 25 concurrent bookings from one address 3 of the day; its network's other addresses 3 more; another network books", async () => {
    const day = freshDay();
    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => book("203.0.113.7", day, TIMES[i % 16]!)));
    expect(confirmed(burst)).toHaveLength(3);
    const refused = burst.filter((answer) => kind(answer) !== "BookingConfirmed");
    expect(refused).toHaveLength(22);
    for (const answer of refused) {
      expect(answer.body.data.createBooking).toEqual(REFUSED);
      expect(answer.status).toBe(200); // as the phone's daily limit: retrying soon will not help, another day will
      expect(answer.headers.get("Retry-After")).toBeNull();
    }
    expect(await liveBookingsOn(day)).toBe(3);

    // Another address of the same /24 still books, until the network holds 6 of the day.
    const neighbour = [];
    for (const time of ["15:00", "15:30", "16:00", "16:30"]) neighbour.push(await book("203.0.113.8", day, time));
    expect(neighbour.map(kind)).toEqual(["BookingConfirmed", "BookingConfirmed", "BookingConfirmed", "BookingLimitReached"]);
    expect((await book("203.0.113.200", day, "17:00")).body.data.createBooking).toEqual(REFUSED);
    expect(await liveBookingsOn(day)).toBe(6);

    // Another network, the same client another day, and the same client at another provider: not limited by it.
    expect(kind(await book("198.51.100.20", day, "17:00"))).toBe("BookingConfirmed");
    expect(kind(await book("203.0.113.7", addDays(day, weekday(addDays(day, 1)) === 5 ? 2 : 1), "10:00"))).toBe("BookingConfirmed");
    expect(kind(await book("203.0.113.7", day, "10:00", "barbers-hub"))).toBe("BookingConfirmed");
  }, 60_000);

  it("counts live bookings only: a cancelled one gives its place back", async () => {
    const day = freshDay();
    const made = [];
    for (const time of ["10:00", "11:00", "12:00"]) made.push(await book("192.0.2.55", day, time));
    expect(confirmed(made)).toHaveLength(3);
    expect((await book("192.0.2.55", day, "13:00")).body.data.createBooking).toEqual(REFUSED);
    const { manageToken } = made[0]!.body.data.createBooking;
    const cancelled = await postGraphQL(CANCEL, { token: manageToken }, { "CF-Connecting-IP": "192.0.2.55" });
    expect(cancelled.body.data.cancelBookingByLink.__typename).toBe("ManagedBookingCancelled");
    expect(kind(await book("192.0.2.55", day, "13:00"))).toBe("BookingConfirmed");
  });

  it("holds an IPv6 client to its /64 whatever address it picks inside it, and its /56 to the network's share", async () => {
    const day = freshDay();
    const rotating = [];
    for (const [i, host] of ["a", "b", "c", "d"].entries()) rotating.push(await book(`2001:db8:7:1::${host}`, day, TIMES[i]!));
    expect(rotating.map(kind)).toEqual(["BookingConfirmed", "BookingConfirmed", "BookingConfirmed", "BookingLimitReached"]);
    const sameHome = [];
    for (const [i, subnet] of ["2", "3", "4"].entries()) sameHome.push(await book(`2001:db8:7:${subnet}::1`, day, TIMES[8 + i]!));
    expect(confirmed(sameHome)).toHaveLength(3);
    expect((await book("2001:db8:7:ff::1", day, "15:30")).body.data.createBooking).toEqual(REFUSED);
    expect(kind(await book("2001:db8:7:100::1", day, "15:30"))).toBe("BookingConfirmed"); // another /56
  });
});

describe("the booking form, refused for the client's share of the day", () => {
  /** A browser without JavaScript posting the provider page's booking form from `address`. */
  const postForm = (path: string, address: string, fields: Record<string, string>) =>
    SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        host: new URL(ORIGIN).host,
        "user-agent": "Googlebot/2.1",
        "CF-Connecting-IP": address,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("says why and what to do, in English and in Arabic, and keeps everything typed", async () => {
    const day = freshDay();
    for (const time of ["10:00", "10:30", "11:00"]) expect(kind(await book("192.0.2.77", day, time))).toBe("BookingConfirmed");
    const fields = {
      serviceId: "glamour-spot-threading",
      date: day,
      time: "14:30",
      customerName: "Aisha Al Marri",
      customerPhone: "050 765 4321",
      customerEmail: "aisha@example.com",
      idempotencyKey: newKey(),
      timesFor: `glamour-spot-threading/${day}`,
    };
    const english = await postForm(`/provider/glamour-spot?service=glamour-spot-threading&date=${day}`, "192.0.2.77", fields);
    expect(english.status).toBe(409);
    const html = shown(await english.text());
    expect(html).toContain(CLIENT_LIMIT_MESSAGE);
    for (const typed of ['value="Aisha Al Marri"', 'value="050 765 4321"', 'value="aisha@example.com"']) expect(html).toContain(typed);
    const chosenTime = html.match(/<input[^>]*value="14:30"[^>]*>/g)?.find((tag) => tag.includes('name="time"'));
    expect(chosenTime).toContain("checked");

    const arabic = await postForm(`/ar/provider/glamour-spot?service=glamour-spot-threading&date=${day}`, "192.0.2.77", {
      ...fields,
      idempotencyKey: newKey(),
    });
    expect(arabic.status).toBe(409);
    const arabicHtml = shown(await arabic.text());
    expect(arabicHtml).toContain("من اتصالك بالإنترنت");
    expect(arabicHtml).toContain('value="Aisha Al Marri"');
    expect(await liveBookingsOn(day)).toBe(3);
  });
});
