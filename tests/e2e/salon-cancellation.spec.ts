/**
 * Issue 31: a Premium owner cancels a booking with a reason for the customer, and the customer's cancellation
 * email in the dev mailbox says the salon cancelled it and why.
 */
import { expect, test } from "@playwright/test";
import { addDays, dubaiToday, isFriday, newPhone, toast, uniqueName } from "./booking-page";
import { waitForHydration } from "./support";

const OWNER = { email: "owner.barbers-hub@example.com", password: "glowuae-owner-2026" };
const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on BookingConfirmed { booking { id } } } }`;

interface Mailbox {
  messages: { id: string; to: string; subject: string; text: string }[];
}

test("a Premium owner cancels with a reason; the customer's email in the mailbox gives it", async ({ page, request }) => {
  test.setTimeout(90_000); // a dozen page loads and a queue's delivery under load
  const customer = uniqueName("Cancelled Guest");
  const email = `${customer.replace(/ /g, ".").toLowerCase()}@example.com`;
  const reason = "Our barber is ill today. Please book again next week.";

  // A customer books Barbers Hub's haircut, at the first free time of an open day 3 to 10 days ahead.
  let date = addDays(dubaiToday(), 3 + Math.floor(Math.random() * 8));
  while (isFriday(date)) date = addDays(date, 1);
  let reference: string | null = null;
  for (const time of ["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]) {
    const input = {
      providerId: "barbers-hub",
      serviceId: "barbers-hub-haircut",
      date,
      time,
      customerName: customer,
      customerPhone: newPhone(),
      customerEmail: email,
      idempotencyKey: `e2e-salon-cancel-${Date.now()}-${time.replace(":", "")}`,
    };
    const answer = (await (await request.post("/graphql", { data: { query: CREATE, variables: { input } } })).json()) as {
      data: { createBooking: { __typename: string; booking?: { id: string } } };
    };
    if (answer.data.createBooking.booking) {
      reference = answer.data.createBooking.booking.id;
      break;
    }
  }
  expect(reference).not.toBeNull();

  // The owner signs in and takes Premium (Full Booking Management).
  await page.goto("/login?redirectTo=%2Fdashboard%2Fsubscription");
  await waitForHydration(page);
  await page.getByLabel("Email Address").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await page.getByRole("button", { name: "Subscribe to Premium" }).click();
  await expect(page).toHaveURL(/\/dashboard\/provider$/);
  await waitForHydration(page);

  try {
    const booking = page.getByRole("tabpanel", { name: "Bookings" }).getByRole("listitem").filter({ hasText: customer });
    await booking.getByLabel("Reason for the customer (optional)").fill(reason);
    await booking.getByRole("button", { name: new RegExp(`^Cancel Booking of ${customer}`) }).click();
    await expect(toast(page, "Booking Cancelled")).toBeVisible();
    await expect(booking).toHaveCount(0);

    // The customer's email, off the request through the outbox's queue.
    let messages: Mailbox["messages"] = [];
    await expect(async () => {
      messages = ((await (await request.get("/dev/mailbox.json")).json()) as Mailbox).messages;
      expect(messages.some((message) => message.to === email && message.subject.startsWith("Booking cancelled"))).toBe(true);
    }).toPass({ timeout: 20_000 });
    const cancelled = messages.find((message) => message.to === email && message.subject.startsWith("Booking cancelled"))!;
    expect(cancelled.text).toContain(`Barbers Hub cancelled your booking ${reference}.`);

    // As the mailbox shows it.
    await page.goto(`/dev/mailbox/${cancelled.id}`);
    await expect(page.getByText(`Their reason: ${reason}`).first()).toBeVisible();
  } finally {
    // Back to Basic, as the other owner tests expect this owner.
    await page.goto("/dashboard/subscription");
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(toast(page, "Subscription Cancelled")).toBeVisible();
  }
});
