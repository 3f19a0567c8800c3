/** /account/bookings: a signed-in customer's upcoming bookings, from the header menu, with and without JavaScript. */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { axeViolations, collectErrors, createAccount, openFromAccountMenu, PASSWORD, signInAndComeBack, waitForHydration } from "./support";

test.use({ bypassCSP: true });

/** Books a Gel Manicure at Nails N More as this account, through the API, about three weeks ahead. */
async function bookAs(request: APIRequestContext, email: string, time: string) {
  const gql = async (query: string, variables: object, token?: string) =>
    (
      await (
        await request.post("/graphql", {
          headers: {
            "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          data: { query, variables },
        })
      ).json()
    ).data;
  const signedIn = await gql(
    `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`,
    {
      input: { email, password: PASSWORD },
    },
  );
  const { today } = await gql("{ today }", {});
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 20);
  if (date.getUTCDay() === 5) date.setUTCDate(date.getUTCDate() + 1);
  const day = date.toISOString().slice(0, 10);
  const booked = await gql(
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename } }`,
    {
      input: {
        providerId: "nails-n-more",
        serviceId: "nails-n-more-gel-manicure",
        date: day,
        time,
        customerName: "Layla Haddad",
        customerPhone: `050 ${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`,
        idempotencyKey: `e2e-my-bookings-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      },
    },
    signedIn.signIn.session.accessToken,
  );
  expect(booked.createBooking.__typename).toBe("BookingConfirmed");
}

test.describe("my bookings", () => {
  test("from the account menu: the empty state, then the booking with its manage link; axe in both themes; fits a phone", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const email = await openFromAccountMenu(page, request, "My Bookings");
    await expect(page).toHaveURL(/\/account\/bookings$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No upcoming bookings" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await bookAs(request, email, "14:00");
    await page.reload();
    const list = page.getByRole("list", { name: "Upcoming bookings" });
    await expect(list.getByRole("heading", { name: "Nails N More" })).toBeVisible();
    await expect(list).toContainText("Gel Manicure");
    await expect(list).toContainText("14:00–14:45");
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await list.getByRole("link", { name: /^Manage booking GLW-/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("signing in from the page comes back to it, and the bookings are listed", async ({ page, request }) => {
      const email = await createAccount(request);
      await bookAs(request, email, "15:30");
      await page.goto("/account/bookings");
      await signInAndComeBack(page, email, "/account/bookings");
      await expect(page.getByRole("list", { name: "Upcoming bookings" })).toContainText("15:30–16:15");
      await expect(page.getByRole("link", { name: /^Manage booking GLW-/ })).toHaveAttribute("href", /^\/bookings\/[A-Za-z0-9_-]{43}$/);
    });
  });
});
