// A session the backend no longer knows (issue #27, item 4): after signing out, signing out of every
// device, or with tokens the backend never issued, a replayed session cookie is a signed-out visitor on
// EVERY route of the app, in English and Arabic: the answer an anonymous visitor gets (never a 5xx), and
// the cookie cleared. The routes come from the Remix build itself, so a new route is covered (or the
// test names the parameter it needs a sample value for).
import { createCookie } from "@remix-run/cloudflare";
import { env, SELF } from "cloudflare:test";
import { routes } from "~server-build";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { timesFor } from "../../app/lib/booking/booking";
import { ACCOUNT_PASSWORD as PASSWORD, BROWSER, CookieJar, newClient, ORIGIN, postGraphQL, signedUpAccount, submit, visit } from "./http";

const HOST = new URL(ORIGIN).host;
let counter = 0;
const newEmail = () => `replayed-${Date.now()}-${++counter}@example.com`;

/** A sample value for each route parameter: real rows where the page shows one. */
const SAMPLE_PARAMS: Record<string, string> = {
  jobId: "job-1",
  providerId: "glamour-spot",
  productId: "product-4",
  emirate: "dubai",
  token: "no-such-booking-token",
  registrationId: "no-such-registration",
  staffId: "glamour-spot-staff-1",
  bookingId: "no-such-booking",
  applicationId: "no-such-application",
  reviewId: "no-such-review",
  "*": "no-such-page",
};

/** Every route's URL path (without the /ar prefix), with sample parameters. */
function routePath(id: string): string {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  const path = segments
    .join("/")
    .split("/")
    .map((segment) => {
      const name = segment === "*" ? "*" : /^:(\w+)\??$/.exec(segment)?.[1];
      if (!name) return segment;
      const value = SAMPLE_PARAMS[name];
      if (value === undefined) throw new Error(`No sample value for the parameter "${name}" of route ${id}: add one to SAMPLE_PARAMS.`);
      return value;
    })
    .filter(Boolean)
    .join("/");
  return `/${path}`;
}

const ROUTES = Object.values(routes)
  .filter((route) => route.id !== "root")
  .map((route) => ({
    id: route.id,
    path: routePath(route.id),
    loader: Boolean(route.module.loader),
    action: Boolean(route.module.action),
  }));

/** A plausible form for each route's action: what its own form posts (the mutation runs where there is one). */
const ACTION_FORMS: Record<string, () => Record<string, string | File>> = {
  "routes/login": () => ({ email: newEmail(), password: "not the password", redirectTo: "/" }),
  "routes/register": () => ({ email: newEmail(), password: PASSWORD, confirmPassword: PASSWORD }),
  "routes/sign-out": () => ({ redirectTo: "/" }),
  "routes/review.$token": () => ({ rating: "5", text: "Lovely visit." }),
  "routes/developers": () => ({ intent: "create", name: "Spa Finder", mode: "TEST", scopes: "READ" }),
  "routes/contact": () => ({ name: "Layla", email: "layla@example.com", subject: "Hello", message: "A question about bookings." }),
  "routes/provider.$providerId": () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    return {
      serviceId: "glamour-spot-haircut",
      staffId: "",
      date,
      time: "10:00",
      timesFor: timesFor("glamour-spot-haircut", date),
      idempotencyKey: crypto.randomUUID(),
      customerName: "Layla",
      customerPhone: "not a phone", // refused by the API: the mutation runs, nothing is booked
      customerEmail: "",
    };
  },
  "routes/bookings.$token": () => ({ intent: "cancel" }),
  "routes/dashboard.jobs.$jobId": () => ({ status: "CLOSED" }), // not the poster's: NotAllowed, nothing changes
  "routes/careers.job.$jobId": () => ({
    name: "Layla",
    email: "layla@example.com",
    phone: "0501234567",
    message: "",
    cv: new File([], ""),
  }),
  "routes/shop.product.$productId": () => ({ quantity: "1" }),
  "routes/careers.post": () => ({
    title: "Stylist",
    companyName: "Glamour Spot",
    location: "Dubai",
    jobType: "Full-time",
    logo: new File([], ""),
  }),
  "routes/shop.add-product": () => ({
    name: "Serum",
    brand: "Bloom",
    category: "Hair Care",
    price: "49",
    stock: "3",
    image: new File([], ""),
  }),
  "routes/for-business.register": () => registrationForm(),
  "routes/for-business.register.submit": () => registrationForm(),
  "routes/dashboard.provider": () => ({ intent: "cancel-booking", bookingId: "no-such-booking" }),
  "routes/dashboard.subscription": () => ({ intent: "subscribe" }),
  "routes/dashboard.listing.$providerId": () => ({ intent: "remove-service", serviceId: "glamour-spot-haircut" }),
  "routes/dashboard.listing.$providerId_.hours": () => ({ form: "remove-closure", closureId: "no-such-closure" }),
  "routes/forgot-password": () => ({ email: newEmail() }),
  "routes/reset-password": () => ({ token: "no-such-token", password: PASSWORD, confirmPassword: PASSWORD }),
  "routes/verify-email": () => ({ returnTo: "/verify-email" }),
  "routes/account._index": () => ({ password: "not the password" }), // signed out: the deletion never runs
  "routes/dashboard.offers.new": () => ({
    providerId: "glamour-spot",
    title: "Replayed offer",
    description: "Never placed.",
    active: "on",
  }),
  "routes/admin.registrations": () => ({ intent: "approve", registrationId: "no-such-registration", providerType: "PARLOUR" }),
  "routes/admin.dead-letters": () => ({ eventId: "no-such-event" }),
  "routes/admin.reviews": () => ({ reviewId: "no-such-review", reason: "ABUSIVE" }),
  "routes/dashboard.listing.$providerId_.reviews": () => ({ reviewId: "no-such-review", text: "Thank you!" }),
  "routes/review-report.$reviewId": () => ({ reason: "ABUSIVE", note: "" }),
  "routes/developers_.webhooks": () => ({ intent: "test", id: "no-such-endpoint" }),
  "routes/dashboard.listing.$providerId_.hours_.staff.$staffId": () => ({ form: "remove-time-off", timeOffId: "no-such-time-off" }),
  "routes/dashboard.bookings.$bookingId": () => ({ intent: "decline", reason: "Fully booked" }),
  "routes/dashboard.bookings.$bookingId_.reschedule": () => ({ date: "2030-01-07", choice: "glamour-spot-staff-1|10:00" }),
  "routes/dashboard.listing.$providerId_.bookings.new": () => ({
    source: "walk_in",
    serviceId: "glamour-spot-threading",
    staffId: "glamour-spot-staff-2",
    date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    time: "10:00",
    customerName: "Replayed walk-in",
    customerPhone: "not a phone", // refused by the page's own check: nothing is entered
    customerEmail: "",
  }),
};

function registrationForm(): Record<string, string | File> {
  return {
    businessName: "Replay Salon",
    businessType: "Salon",
    fullAddress: "Jumeirah Beach Road, Dubai",
    emirate: "dubai",
    contactPersonName: "Layla",
    businessEmail: "salon@example.com",
    businessPhone: "+971501234567",
    shortDescription: "A salon.",
    agreedToTerms: "on",
    tradeLicense: new File(["%PDF-1.4\n%%EOF\n"], "licence.pdf", { type: "application/pdf" }),
    logo: new File([], ""),
  };
}

const arabic = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);
/** Where a client-side navigation asks for a page's data (Remix's single fetch; the index is `_root.data`). */
const dataPath = (path: string) => (path === "/" ? "/_root.data" : path === "/ar" ? "/ar/_root.data" : `${path}.data`);

interface Answer {
  status: number;
  location: string | null;
  setCookies: string[];
  text: string;
}

async function request(method: "GET" | "POST", path: string, cookie: string | null, form?: Record<string, string | File>): Promise<Answer> {
  let body: FormData | undefined;
  if (form) {
    body = new FormData();
    for (const [name, value] of Object.entries(form)) body.set(name, value);
  }
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      ...BROWSER,
      ...newClient(),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(method === "POST" ? { Origin: ORIGIN, Host: HOST } : {}),
    },
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    setCookies: response.headers.getSetCookie(),
    text: await response.text(),
  };
}

const clearsSession = (answer: Answer) =>
  answer.setCookies.some((c) => c.startsWith("glow_session=;") && (/max-age=0/i.test(c) || /expires=thu, 01 jan 1970/i.test(c)));
const setsLiveSession = (answer: Answer) => answer.setCookies.some((c) => c.startsWith("glow_session=") && !c.startsWith("glow_session=;"));

/**
 * Replays `cookie` against every route (GET for pages and resource routes, POST with a plausible form for
 * actions, and each page's data as a client-side navigation asks for it) in `locale`, and expects what an
 * anonymous visitor gets: the same status and redirect, no 5xx, the account nowhere in the answer, and
 * the dead session cleared (by every route but GET /sign-out, a redirect home that never reads it).
 */
async function expectSignedOutEverywhere(cookie: string, email: string | null, locale: "en" | "ar") {
  const localise = locale === "ar" ? arabic : (path: string) => path;
  const failures: string[] = [];
  for (const route of ROUTES) {
    const path = localise(route.path);
    const asks: { method: "GET" | "POST"; path: string; form?: () => Record<string, string | File> }[] = [];
    if (route.loader || !route.action) asks.push({ method: "GET", path });
    // The same page's data as a client-side navigation asks for it (single fetch).
    if (route.loader) asks.push({ method: "GET", path: dataPath(path) });
    if (route.action) {
      const form = ACTION_FORMS[route.id];
      if (!form) throw new Error(`No plausible form for the action of ${route.id}: add one to ACTION_FORMS.`);
      asks.push({ method: "POST", path, form });
    }
    for (const { method, path, form } of asks) {
      const label = `${method} ${path}`;
      const anonymous = await request(method, path, null, form?.());
      const replayed = await request(method, path, cookie, form?.());
      if (anonymous.status >= 500) failures.push(`${label}: ${anonymous.status} even without a cookie`);
      if (replayed.status >= 500) failures.push(`${label}: ${replayed.status} with the replayed cookie`);
      if (replayed.status !== anonymous.status) failures.push(`${label}: ${replayed.status}, anonymous ${anonymous.status}`);
      if (replayed.location !== anonymous.location) failures.push(`${label}: to ${replayed.location}, anonymous to ${anonymous.location}`);
      if (email && replayed.text.includes(email)) failures.push(`${label}: shows the account`);
      if (setsLiveSession(replayed) && route.id !== "routes/login") failures.push(`${label}: sets a session cookie`);
      if (!clearsSession(replayed) && !(route.id === "routes/sign-out" && method === "GET")) {
        failures.push(`${label}: the dead session is not cleared`);
      }
    }
  }
  expect(failures).toEqual([]);
}

/** A reviewer account (so the admin pages answer it while its session lives) signed in through /login. */
async function signedInReviewer(): Promise<{ email: string; cookie: string }> {
  const { email } = await signedUpAccount();
  await env.DB.prepare("INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = ?1").bind(email).run();
  const jar = new CookieJar();
  expect((await submit(jar, "/login", { email, password: PASSWORD })).status).toBe(302);
  const cookie = jar.header();
  // The session is live: the reviewers' queue answers it.
  expect((await request("GET", "/admin/registrations", cookie)).status).toBe(200);
  return { email, cookie };
}

describe("a replayed session cookie after the session ended", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await visit(new CookieJar(), "/"); // the cookie secret exists once the site has run
  });

  it("covers every route of the build", () => {
    const ids = ROUTES.map((route) => route.id);
    expect(ids).toContain("routes/careers.job.$jobId");
    expect(ids).toContain("routes/admin.registrations.$registrationId.licence");
    expect(ids).toContain("routes/for-business.register.submit");
    expect(ROUTES.length).toBeGreaterThanOrEqual(30);
  });

  for (const locale of ["en", "ar"] as const) {
    it(`after signing out on the site: every route answers as signed out (${locale})`, async () => {
      const { email, cookie } = await signedInReviewer();
      expect((await request("POST", "/sign-out", cookie, { redirectTo: "/" })).status).toBe(302);
      await expectSignedOutEverywhere(cookie, email, locale);
    });

    it(`after signing out of every device (from another one): every route answers as signed out (${locale})`, async () => {
      const { email, cookie } = await signedInReviewer();
      const other = await postGraphQL(
        `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`,
        { input: { email, password: PASSWORD } },
        newClient(),
      );
      const token = other.body.data.signIn.session.accessToken as string;
      const everywhere = await postGraphQL(
        `mutation { signOut(input: { scope: GLOBAL }) { __typename } }`,
        {},
        { Authorization: `Bearer ${token}` },
      );
      expect(everywhere.body.data.signOut.__typename).toBe("SignOutSuccess");
      await expectSignedOutEverywhere(cookie, email, locale);
    });
  }

  async function signed(value: unknown): Promise<string> {
    const row = await env.DB.prepare("SELECT value FROM local_secrets WHERE name = 'session_cookie_secret'").first<{ value: string }>();
    const cookie = createCookie("glow_session", { secrets: [row!.value], path: "/" });
    return (await cookie.serialize(value)).split(";")[0]!;
  }

  it("a properly signed cookie whose tokens the backend never issued is a signed-out visitor", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cookie = await signed({ accessToken: "not.a.token", refreshToken: "nor-this", expiresAt: now + 3600, endsAt: now + 86_400 });
    await expectSignedOutEverywhere(cookie, null, "en");
  });

  it("an expired access token whose refresh token was revoked is a signed-out visitor", async () => {
    const { email, cookie } = await signedInReviewer();
    await request("POST", "/sign-out", cookie, { redirectTo: "/" });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 2 * 3600 * 1000); // the access token has expired: the site tries to refresh
      await expectSignedOutEverywhere(cookie, email, "en");
    } finally {
      vi.useRealTimers();
    }
  });
});
