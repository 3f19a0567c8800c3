/**
 * The owner dashboard and plans through GraphQL in workerd, on the local adapter with the seeded
 * owner of Glamour Spot: owner isolation, premium refusals on every premium action, subscribing
 * and cancelling, and the trial's end.
 */
import { describe, expect, it } from "vitest";
import { trialEndsOn } from "../../graphql/modules/plans/rules";
import { addDays, weekday } from "../../graphql/shared/dubai-time";
import { CookieJar, expectSentToLogin, expectShows, newClient, postGraphQL, shown, submit, visit } from "./http";

const OWNER = { email: "owner.glamour-spot@example.com", password: "glowuae-owner-2026" };

async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const { body } = await postGraphQL(
    `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } ... on AuthError { message } } }`,
    { input: credentials },
    newClient(),
  );
  const token = body.data?.signIn?.session?.accessToken;
  if (!token) throw new Error(`Could not sign in ${credentials.email}: ${JSON.stringify(body)}`);
  return token as string;
}

let serial = 0;
async function newAccount(): Promise<string> {
  const { body } = await postGraphQL(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { ... on SignUpSuccess { session { accessToken } } } }`,
    { input: { email: `dashboard-${Date.now()}-${(serial += 1)}@example.com`, password: "a long enough passphrase" } },
    newClient(),
  );
  return body.data.signUp.session.accessToken as string;
}

const as = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
const gql = async (query: string, token: string | null, variables: Record<string, unknown> = {}) => {
  const { status, body } = await postGraphQL(query, variables, as(token));
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data;
};

const DASHBOARD = `{ ownerDashboard {
  providers { id name }
  upcomingBookings { id date time customerName status service { name } }
  offers { title active }
  calendar { __typename ... on PremiumRequired { feature message } ... on BookingCalendar { days { date bookings { id time } } } }
  analytics { __typename ... on PremiumRequired { feature message }
    ... on OwnerAnalytics { bookingsLast30Days bookingsNext7Days topServices { bookings service { name } } } }
} }`;
const CANCEL = `mutation ($id: ID!) { cancelBooking(input: { bookingId: $id }) {
  __typename ... on BookingCancelled { booking { id status } } ... on BookingNotFound { message }
  ... on PremiumRequired { feature message } ... on NotSignedIn { message } } }`;
const SUBSCRIBE = `mutation { subscribeToPremium { __typename ... on SubscriptionChanged { account { plan trialEndsOn freeUntil } } ... on NotSignedIn { message } } }`;
const UNSUBSCRIBE = `mutation { cancelSubscription { __typename ... on SubscriptionChanged { account { plan trialEndsOn freeUntil } } ... on NotSignedIn { message } } }`;
const VIEWER = `{ viewer { plan trialEndsOn freeUntil } }`;

/** The next open day (not a Friday) within the coming week, in Dubai. */
async function soonOpenDay(): Promise<string> {
  const { today } = await gql("{ today }", null);
  let day = addDays(today, 2);
  if (weekday(day) === 5) day = addDays(day, 1);
  return day;
}

async function book(date: string, time: string): Promise<string> {
  const data = await gql(
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on BookingConfirmed { booking { id } } } }`,
    null,
    {
      input: {
        providerId: "glamour-spot",
        serviceId: "glamour-spot-manicure",
        date,
        time,
        customerName: "Mariam Al Hashimi",
        customerPhone: "050 555 0101",
        idempotencyKey: `dashboard-test-${Date.now()}-${(serial += 1)}`,
      },
    },
  );
  expect(data.createBooking.__typename).toBe("BookingConfirmed");
  return data.createBooking.booking.id as string;
}

const slotsOn = async (date: string) =>
  (
    await gql(
      `query ($date: String) { slots(providerId: "glamour-spot", serviceId: "glamour-spot-manicure", date: $date) { times } }`,
      null,
      { date },
    )
  ).slots.times as string[];

describe("owner dashboard", () => {
  it("shows the seeded owner of Glamour Spot its bookings, offers and jobs, and refuses premium actions on Basic", async () => {
    const owner = await signIn(OWNER);
    const day = await soonOpenDay();
    const bookingId = await book(day, "15:00");

    const { ownerDashboard } = await gql(DASHBOARD, owner);
    expect(ownerDashboard.providers).toEqual([{ id: "glamour-spot", name: "Glamour Spot" }]);
    expect(ownerDashboard.upcomingBookings).toContainEqual({
      id: bookingId,
      date: day,
      time: "15:00",
      customerName: "Mariam Al Hashimi",
      status: "CONFIRMED",
      service: { name: expect.any(String) },
    });
    expect(ownerDashboard.offers).toEqual([
      { title: "20% Off Keratin Treatments", active: true },
      { title: "Mani-Pedi Combo for AED 180", active: true },
      { title: "Summer Blow-dry Special", active: false },
    ]);
    const refusal = (feature: string) => ({
      __typename: "PremiumRequired",
      feature,
      message: `Access to ${feature} requires an active subscription.`,
    });
    expect(ownerDashboard.calendar).toEqual(refusal("Full Booking Management & Calendar"));
    expect(ownerDashboard.analytics).toEqual(refusal("Advanced Analytics & Reports"));
    const { cancelBooking } = await gql(CANCEL, owner, { id: bookingId });
    expect(cancelBooking).toEqual(refusal("Full Booking Management"));
    expect(await slotsOn(day)).not.toContain("15:00");
  });

  it("lets another account see and cancel none of it, even on Premium; signed out there is no dashboard", async () => {
    const day = await soonOpenDay();
    const bookingId = await book(day, "16:00");
    const stranger = await newAccount();
    const { ownerDashboard } = await gql(DASHBOARD, stranger);
    expect(ownerDashboard).toMatchObject({ providers: [], upcomingBookings: [], offers: [] });
    await gql(SUBSCRIBE, stranger);
    const after = (await gql(DASHBOARD, stranger)).ownerDashboard;
    expect(after.calendar.days.flatMap((d: { bookings: unknown[] }) => d.bookings)).toEqual([]);
    expect(after.analytics).toMatchObject({ bookingsLast30Days: 0, bookingsNext7Days: 0, topServices: [] });
    expect((await gql(CANCEL, stranger, { id: bookingId })).cancelBooking).toMatchObject({ __typename: "BookingNotFound" });
    expect(await slotsOn(day)).not.toContain("16:00");

    expect((await gql(DASHBOARD, null)).ownerDashboard).toBeNull();
    expect((await gql(CANCEL, null, { id: bookingId })).cancelBooking.__typename).toBe("NotSignedIn");
    expect((await gql(SUBSCRIBE, null)).subscribeToPremium.__typename).toBe("NotSignedIn");
    expect((await gql(UNSUBSCRIBE, null)).cancelSubscription.__typename).toBe("NotSignedIn");
  });

  it("subscribes (free until three months on), opens the calendar and analytics, cancels a booking, then cancels the plan", async () => {
    const owner = await signIn(OWNER);
    const { today } = await gql("{ today }", null);
    expect((await gql(VIEWER, owner)).viewer).toEqual({ plan: "BASIC", trialEndsOn: null, freeUntil: null });

    const premium = { plan: "PREMIUM", trialEndsOn: trialEndsOn(today), freeUntil: trialEndsOn(today) };
    expect((await gql(SUBSCRIBE, owner)).subscribeToPremium).toEqual({ __typename: "SubscriptionChanged", account: premium });
    expect((await gql(VIEWER, owner)).viewer).toEqual(premium);

    const day = await soonOpenDay();
    const bookingId = await book(day, "11:00");
    const { ownerDashboard } = await gql(DASHBOARD, owner);
    expect(ownerDashboard.calendar.days).toHaveLength(14);
    expect(ownerDashboard.calendar.days.find((d: { date: string }) => d.date === day).bookings).toContainEqual({
      id: bookingId,
      time: "11:00",
    });
    expect(ownerDashboard.analytics.bookingsNext7Days).toBeGreaterThanOrEqual(1);
    expect(ownerDashboard.analytics.topServices[0].bookings).toBeGreaterThanOrEqual(1);

    expect((await gql(CANCEL, owner, { id: bookingId })).cancelBooking).toEqual({
      __typename: "BookingCancelled",
      booking: { id: bookingId, status: "CANCELLED" },
    });
    expect(await slotsOn(day)).toContain("11:00");
    expect((await gql(DASHBOARD, owner)).ownerDashboard.upcomingBookings.map((b: { id: string }) => b.id)).not.toContain(bookingId);

    const basic = { plan: "BASIC", trialEndsOn: trialEndsOn(today), freeUntil: null };
    expect((await gql(UNSUBSCRIBE, owner)).cancelSubscription).toEqual({ __typename: "SubscriptionChanged", account: basic });
    expect((await gql(VIEWER, owner)).viewer).toEqual(basic);
    expect((await gql(DASHBOARD, owner)).ownerDashboard.calendar.__typename).toBe("PremiumRequired");
  });
});

describe("createOffer", () => {
  const CREATE_OFFER = `mutation ($input: CreateOfferInput!) { createOffer(input: $input) {
    __typename ... on OfferCreated { offer { providerId title description active } }
    ... on CreateOfferInvalid { fieldErrors { field message } } ... on PremiumRequired { feature message }
    ... on NotAllowed { message } ... on NotSignedIn { message } } }`;
  const offer = { providerId: "nails-n-more", title: "Gel Manicure Week", description: "Every gel manicure AED 99 this week." };

  it("is refused signed out, on Basic and for another business's provider; on Premium the owner's offer is listed", async () => {
    const owner = await signIn({ email: "owner.nails-n-more@example.com", password: OWNER.password });
    const stranger = await newAccount();
    expect((await gql(CREATE_OFFER, null, { input: offer })).createOffer.__typename).toBe("NotSignedIn");
    expect((await gql(CREATE_OFFER, owner, { input: offer })).createOffer).toEqual({
      __typename: "PremiumRequired",
      feature: "Offer Placement",
      message: "Access to Offer Placement requires an active subscription.",
    });
    await gql(SUBSCRIBE, stranger);
    expect((await gql(CREATE_OFFER, stranger, { input: offer })).createOffer.__typename).toBe("NotAllowed");

    await gql(SUBSCRIBE, owner);
    expect((await gql(CREATE_OFFER, owner, { input: { ...offer, providerId: "glamour-spot" } })).createOffer.__typename).toBe("NotAllowed");
    expect((await gql(CREATE_OFFER, owner, { input: { ...offer, title: "" } })).createOffer).toEqual({
      __typename: "CreateOfferInvalid",
      fieldErrors: [{ field: "title", message: "Please enter the offer's title." }],
    });
    expect((await gql(CREATE_OFFER, owner, { input: offer })).createOffer).toEqual({
      __typename: "OfferCreated",
      offer: { ...offer, active: true },
    });
    expect((await gql(DASHBOARD, owner)).ownerDashboard.offers).toEqual([{ title: offer.title, active: true }]);
    expect((await gql(DASHBOARD, stranger)).ownerDashboard.offers).toEqual([]);
    await gql(UNSUBSCRIBE, owner);
  });
});

describe("/dashboard/subscription without JavaScript", () => {
  it("sends a signed-out visitor to /login, and lets the owner subscribe and cancel with plain form posts", async () => {
    const anonymous = new CookieJar();
    await expectSentToLogin(anonymous, "/dashboard/subscription");

    const jar = new CookieJar();
    await submit(jar, "/login", { ...OWNER, redirectTo: "/dashboard/subscription" });
    const basicPage = await (await visit(jar, "/dashboard/subscription")).text();
    expectShows(basicPage, [
      "Basic Plan",
      "Premium Plan",
      "POPULAR",
      "First 3 months FREE!",
      "Currently Active",
      "Subscribe to Premium",
      "Get started and list your business for free.",
      "Secure Payments &amp; Easy Management",
      "Full Booking Management &amp; Calendar",
    ]);

    const subscribed = await submit(jar, "/dashboard/subscription", { intent: "subscribe" });
    expect(subscribed.status).toBe(302);
    expect(subscribed.headers.get("location")).toBe("/dashboard/provider");
    const dashboard = await (await visit(jar, "/dashboard/provider")).text();
    expect(dashboard).toContain("Subscription Activated!");
    expect(shown(dashboard)).not.toContain("Upgrade to Premium!");

    const premiumPage = await (await visit(jar, "/dashboard/subscription")).text();
    expect(premiumPage).toContain("Cancel Subscription");
    expect(premiumPage).toMatch(/Free until \d{1,2} \w+ \d{4}/);
    expect(shown(premiumPage)).not.toContain("Currently Active");

    const cancelled = await submit(jar, "/dashboard/subscription", { intent: "cancel" });
    expect(cancelled.headers.get("location")).toBe("/dashboard/subscription");
    const after = await (await visit(jar, "/dashboard/subscription")).text();
    expectShows(after, ["Subscription Cancelled", "Subscribe to Premium"]);
    expect(await (await visit(jar, "/dashboard/provider")).text()).toContain("Upgrade to Premium!");
  });
});
