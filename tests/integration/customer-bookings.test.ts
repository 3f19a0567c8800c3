/**
 * A signed-in customer's upcoming bookings (issue #10): a booking made while signed in is recorded
 * as theirs (through the API and through the provider page without JavaScript); `viewer { bookings }`
 * shows the account its own and nobody else's; /account/bookings lists them with a manage link, or
 * says there are none.
 */
import { describe, expect, it } from "vitest";
import { addDays, weekday } from "../../graphql/shared/dubai-time";
import {
  CookieJar,
  expectSentToLogin,
  expectShows,
  newClient,
  postGraphQL,
  shown,
  shownBody,
  signedInJar,
  signedUpToken,
  submit,
  visit,
} from "./http";

const as = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}`, ...newClient() } : newClient());
const MY_BOOKINGS = `{ viewer { bookings { manageToken booking { reference date time provider { name } service { name } } } } }`;

let serial = 0;
const key = () => `customer-bookings-${Date.now()}-${(serial += 1)}`;

/** An open day (not a Friday) two to three weeks ahead, a different one per call. */
async function openDay(): Promise<string> {
  const { body } = await postGraphQL("{ today }", {}, newClient());
  let day = addDays(body.data.today as string, 14 + (serial % 7));
  if (weekday(day) === 5) day = addDays(day, 1);
  return day;
}

async function book(token: string | null, date: string, time: string) {
  const { body } = await postGraphQL(
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on BookingConfirmed { manageToken booking { reference } } } }`,
    {
      input: {
        providerId: "nails-n-more",
        serviceId: "nails-n-more-gel-manicure",
        date,
        time,
        customerName: "Mariam Al Hashimi",
        customerPhone: `050 ${String(1_000_000 + (serial % 9_000_000)).padStart(7, "0")}`,
        idempotencyKey: key(),
      },
    },
    as(token),
  );
  expect(body.data.createBooking.__typename).toBe("BookingConfirmed");
  return body.data.createBooking as { manageToken: string; booking: { reference: string } };
}

describe("a signed-in customer's bookings", () => {
  it("lists the account's own upcoming bookings with their manage tokens; another account and a guest see none of them", async () => {
    const customer = await signedUpToken();
    const stranger = await signedUpToken();
    const day = await openDay();
    const mine = await book(customer, day, "10:00");
    const guest = await book(null, day, "11:00");

    const { body } = await postGraphQL(MY_BOOKINGS, {}, as(customer));
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.bookings).toEqual([
      {
        manageToken: mine.manageToken,
        booking: {
          reference: mine.booking.reference,
          date: day,
          time: "10:00",
          provider: { name: "Nails N More" },
          service: { name: "Gel Manicure" },
        },
      },
    ]);
    const theirs = await postGraphQL(MY_BOOKINGS, {}, as(stranger));
    expect(theirs.body.data.viewer.bookings).toEqual([]);
    const references = (theirs.body.data.viewer.bookings as { booking: { reference: string } }[]).map((item) => item.booking.reference);
    expect(references).not.toContain(guest.booking.reference);
    expect((await postGraphQL(MY_BOOKINGS, {}, as(null))).body.data.viewer).toBeNull();
  });

  it("/account/bookings: signed out goes to sign in; empty, it says so; after booking on the provider page without JavaScript, it lists the booking", async () => {
    await expectSentToLogin(new CookieJar(), "/account/bookings");

    const jar = await signedInJar();
    const empty = await visit(jar, "/account/bookings");
    const emptyHtml = await shownBody(empty, 200);
    expectShows(emptyHtml, [
      "No upcoming bookings",
      'href="/account/bookings"', // the header's My Account menu
    ]);

    const day = await openDay();
    const service = "nails-n-more-gel-manicure";
    const posted = await submit(jar, "/provider/nails-n-more?index", {
      serviceId: service,
      date: day,
      time: "12:30",
      timesFor: `${service}/${day}`,
      customerName: "Layla Haddad",
      customerPhone: "050 555 0199",
      customerEmail: "",
      idempotencyKey: key(),
    });
    expect(posted.status).toBe(200);

    const listed = shown((await (await visit(jar, "/account/bookings")).text()).replace(/<!-- -->/g, ""));
    expect(listed).not.toContain("No upcoming bookings");
    expectShows(listed, ["Nails N More", "Gel Manicure"]);
    expect(listed).toMatch(/12:30–13:15/);
    expect(listed).toMatch(/href="\/bookings\/[A-Za-z0-9_-]{43}"/);
    expect(listed).not.toContain("Cancelled by you");

    // Cancelled through its manage link, it stays on the list and says who cancelled it (issue #33).
    const [, token] = listed.match(/href="\/bookings\/([A-Za-z0-9_-]{43})"/)!;
    const { body } = await postGraphQL(
      `mutation ($token: String!) { cancelBookingByLink(token: $token) { __typename } }`,
      { token },
      newClient(),
    );
    expect(body.data.cancelBookingByLink.__typename).toBe("ManagedBookingCancelled");
    const afterCancel = shown((await (await visit(jar, "/account/bookings")).text()).replace(/<!-- -->/g, ""));
    expectShows(afterCancel, ["Nails N More", "Cancelled by you", `href="/bookings/${token}"`]);
  });
});
