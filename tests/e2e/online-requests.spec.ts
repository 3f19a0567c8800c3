/**
 * Issue 32: an owner with "Confirm each online booking myself" on declines a request, and the visitor's manage page
 * says so. The owner turns the setting on in the hours page; the visitor's booking then awaits the salon on its
 * page; the owner's decline (through the API: the dashboard's answer buttons are another change's) shows there with
 * its reason. Aura Aesthetic, which no other end-to-end test books.
 */
import { expect, test } from "@playwright/test";
import { newPhone, openDayAfter, uniqueName } from "./booking-page";
import { sampleOwner, signIn, waitForHydration } from "./support";

const HOURS = "/dashboard/listing/aura-aesthetic/hours";
const OWNER = sampleOwner("aura-aesthetic");
const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on BookingConfirmed { manageToken booking { id state } } } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`;
const DECLINE = `mutation ($input: DeclineBookingInput!) { declineBooking(input: $input) { __typename } }`;
const SET_CONFIRMATION = `mutation ($input: SetBookingConfirmationInput!) { setBookingConfirmation(input: $input) { __typename } }`;

test("an owner who confirms each booking declines a request; the visitor's manage page says so", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { data: signedIn } = (await (await request.post("/graphql", { data: { query: SIGN_IN, variables: { input: OWNER } } })).json()) as {
    data: { signIn: { session: { accessToken: string } } };
  };
  const ownerApi = { Authorization: `Bearer ${signedIn.signIn.session.accessToken}` };

  // The owner turns the setting on, without leaving the hours page.
  await page.goto(HOURS);
  await waitForHydration(page);
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(new RegExp(`${HOURS}$`));
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Confirming bookings" });
  await section.getByLabel("Confirm each online booking myself").check();
  await section.getByLabel("Answer within (hours)").fill("12");
  await section.getByRole("button", { name: "Save confirmation setting" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your booking confirmation setting is saved." })).toBeVisible();

  try {
    // A visitor books: a request, awaiting the salon.
    const { data: services } = (await (
      await request.post("/graphql", { data: { query: `{ provider(id: "aura-aesthetic") { services { id } } }` } })
    ).json()) as { data: { provider: { services: { id: string }[] } } };
    type Made = { manageToken: string; booking: { id: string; state: string } };
    let made = null as Made | null;
    const date = openDayAfter(20 + Math.floor(Math.random() * 40));
    for (const time of ["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]) {
      const input = {
        providerId: "aura-aesthetic",
        serviceId: services.provider.services[0]!.id,
        date,
        time,
        customerName: uniqueName("Request Guest"),
        customerPhone: newPhone(),
        idempotencyKey: `e2e-request-${Date.now()}-${time.replace(":", "")}`,
      };
      const answer = (await (await request.post("/graphql", { data: { query: CREATE, variables: { input } } })).json()) as {
        data: { createBooking: { manageToken?: string; booking?: { id: string; state: string } } };
      };
      if (answer.data.createBooking.booking) {
        made = answer.data.createBooking as Made;
        break;
      }
    }
    expect(made?.booking.state).toBe("PENDING");
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/bookings/${made!.manageToken}`);
    await expect(visitor.getByRole("heading", { name: "Your booking request" })).toBeVisible();
    await expect(visitor.getByText("Awaiting the salon's confirmation")).toBeVisible();

    // The owner declines it, with a reason.
    const declined = (await (
      await request.post("/graphql", {
        headers: ownerApi,
        data: { query: DECLINE, variables: { input: { bookingId: made!.booking.id, reason: "We are fully booked that day." } } },
      })
    ).json()) as { data: { declineBooking: { __typename: string } } };
    expect(declined.data.declineBooking.__typename).toBe("BookingStateChanged");

    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Booking request declined" })).toBeVisible();
    await expect(visitor.getByText("Declined by the salon")).toBeVisible();
    await expect(visitor.getByText("Their reason: We are fully booked that day.")).toBeVisible();
    await visitor.close();
  } finally {
    // Off again, as the other tests expect this listing.
    await request.post("/graphql", {
      headers: ownerApi,
      data: {
        query: SET_CONFIRMATION,
        variables: { input: { providerId: "aura-aesthetic", confirmEachBooking: false, answerWindowHours: 12 } },
      },
    });
  }
});
