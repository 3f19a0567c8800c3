/**
 * /dashboard/provider without JavaScript, in workerd: the five tabs as links (?tab=…), the owner's
 * own data in each, the premium gating answered by the API (toasts in the page), cancelling a
 * booking on Premium, and 'Logout' ending the session on the server.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, weekday } from "../../graphql/shared/dubai-time";
import { bodyText, CookieJar, expectSentToLogin, expectShows, newClient, postGraphQL, postMultipart, shown, submit, visit } from "./http";

const PASSWORD = "glowuae-owner-2026";
const GLAMOUR_OWNER = { email: "owner.glamour-spot@example.com", password: PASSWORD };
const AURA_OWNER = { email: "owner.aura-aesthetic@example.com", password: PASSWORD };

async function signedIn(credentials: { email: string; password: string }) {
  const jar = new CookieJar();
  const response = await submit(jar, "/login", { ...credentials, redirectTo: "/dashboard/provider" });
  expect(response.status).toBe(302);
  return jar;
}

const html = async (jar: CookieJar, path: string) => {
  const response = await visit(jar, path);
  expect(response.status).toBe(200);
  return response.text();
};

/** The tab's panel: the markup of the one tabpanel that is not hidden. */
function visiblePanel(page: string): { id: string; body: string } {
  const panels = [...page.matchAll(/<div id="panel-(\w+)" role="tabpanel"([^>]*)>/g)];
  expect(panels.map((panel) => panel[1])).toEqual(["bookings", "offers", "jobs", "analytics", "settings"]);
  const shown = panels.filter((panel) => !/\shidden=""/.test(panel[2]!));
  expect(shown).toHaveLength(1);
  const start = shown[0]!.index!;
  const next = panels.find((panel) => panel.index! > start)?.index ?? page.length;
  return { id: shown[0]![1]!, body: page.slice(start, next) };
}

/** Dubai's date two days on, or three when that is a Friday (closed). */
async function soonOpenDay(): Promise<string> {
  const { body } = await postGraphQL("{ today }");
  let day = addDays(body.data.today, 2);
  if (weekday(day) === 5) day = addDays(day, 1);
  return day;
}

let serial = 0;
async function book(providerId: string, serviceId: string, date: string, time: string, customerName: string): Promise<string> {
  const { body } = await postGraphQL(
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on BookingConfirmed { booking { id } } } }`,
    {
      input: {
        providerId,
        serviceId,
        date,
        time,
        customerName,
        customerPhone: "050 555 0199",
        idempotencyKey: `dashboard-page-${Date.now()}-${(serial += 1)}`,
      },
    },
    newClient(),
  );
  expect(body.data.createBooking.__typename).toBe("BookingConfirmed");
  return body.data.createBooking.booking.id as string;
}

const freeTimes = async (date: string) => {
  const { body } = await postGraphQL(
    `query ($date: String) { slots(providerId: "glamour-spot", serviceId: "glamour-spot-manicure", date: $date) { times } }`,
    { date },
  );
  return body.data.slots.times as string[];
};

async function apiToken(credentials: { email: string; password: string }): Promise<string> {
  const { body } = await postGraphQL(
    `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`,
    { input: credentials },
    newClient(),
  );
  return body.data.signIn.session.accessToken as string;
}

const POST_JOB = `mutation ($input: PostJobInput!) { postJob(input: $input) { __typename ... on JobPosted { job { id } } } }`;
const JOB = {
  companyName: "Glamour Spot",
  location: "Dubai",
  jobType: "Full-time",
  description: "Join our Jumeirah salon team.",
  requirements: "Two years' experience\nA friendly manner",
  confirmAccuracy: true,
};

const PREMIUM_TOAST = (feature: string) => [
  "Premium Feature",
  `Access to ${feature.replace("&", "&amp;")} requires an active subscription.`,
  '<a href="/dashboard/subscription"',
  "Subscribe Now",
];

describe("/dashboard/provider without JavaScript", () => {
  it("sends a signed-out visitor to /login and back to the same tab", async () => {
    await expectSentToLogin(new CookieJar(), "/dashboard/provider?tab=offers");

    const jar = new CookieJar();
    const signedInNow = await submit(jar, "/login", { ...GLAMOUR_OWNER, redirectTo: "/dashboard/provider?tab=offers" });
    expect(signedInNow.headers.get("location")).toBe("/dashboard/provider?tab=offers");
    expect(visiblePanel(await html(jar, "/dashboard/provider?tab=offers")).id).toBe("offers");
  });

  it("shows each tab as a link with tab semantics, and the owner's own bookings, offers, jobs and gated analytics", async () => {
    const day = await soonOpenDay();
    await book("glamour-spot", "glamour-spot-manicure", day, "14:00", "Noura Page-Test");
    await book("aura-aesthetic", "aura-aesthetic-botox", day, "14:00", "Someone Else's Customer");
    const jar = await signedIn(GLAMOUR_OWNER);

    const bookings = await html(jar, "/dashboard/provider");
    expect(bookings).toContain('role="tablist" aria-label="Dashboard sections"');
    for (const [id, label] of [
      ["bookings", "Bookings"],
      ["offers", "Offers"],
      ["jobs", "Job Postings"],
      ["analytics", "Analytics"],
      ["settings", "Settings"],
    ]) {
      expect(bookings).toMatch(
        new RegExp(`<a id="tab-${id}" role="tab" href="\\?(tab=${id})?" aria-selected="(true|false)"[^>]*>${label}</a>`),
      );
    }
    expectShows(bookings, ['id="tab-bookings" role="tab" href="?" aria-selected="true"', "Upgrade to Premium!"]);
    const bookingsPanel = visiblePanel(bookings);
    expect(bookingsPanel.id).toBe("bookings");
    for (const text of ["Manage Bookings", "View and manage upcoming appointments.", "Noura Page-Test", "Manicure", "14:00", "Confirmed"]) {
      expect(bookingsPanel.body).toContain(text);
    }
    // Who does it (issue #16): manicures are Maricel's.
    expect(bookingsPanel.body).toContain("Classic Manicure with Maricel Santos");
    expect(bookingsPanel.body).toContain('href="/dashboard/provider?view=calendar"');
    expect(bookingsPanel.body).toContain("View Full Calendar");
    expect(bookings).not.toContain("Someone Else&#x27;s Customer");
    expect(bookingsPanel.body).toContain("bg-green-100"); // Confirmed is green
    expect(bookingsPanel.body).toContain("bg-yellow-100"); // the sample Pending booking is yellow

    const offers = visiblePanel(await html(jar, "/dashboard/provider?tab=offers"));
    expect(offers.id).toBe("offers");
    for (const text of [
      "Manage Offers",
      "Create Offer",
      "20% Off Keratin Treatments",
      "Summer Blow-dry Special",
      ">Active<",
      ">Inactive<",
    ]) {
      expect(offers.body).toContain(text);
    }

    const jobs = visiblePanel(await html(jar, "/dashboard/provider?tab=jobs"));
    for (const text of ["Manage Job Postings", "Post New Job", "No jobs posted yet."]) expect(jobs.body).toContain(text);

    const analytics = visiblePanel(await html(jar, "/dashboard/provider?tab=analytics"));
    expect(analytics.body).toContain("Unlock Powerful Analytics");
    expect(analytics.body).toMatch(/<a [^>]*href="\/dashboard\/subscription"[^>]*>View Subscription Plans<\/a>/);

    const settings = visiblePanel(await html(jar, "/dashboard/provider?tab=settings"));
    for (const text of ["Account &amp; Profile Settings", "Edit Business Profile", "Logout"]) expect(settings.body).toContain(text);
    expect(settings.body).toMatch(/<a [^>]*href="\/dashboard\/subscription"[^>]*>Manage Subscription<\/a>/);

    // An unknown tab is the default one.
    expect(visiblePanel(await html(jar, "/dashboard/provider?tab=admin")).id).toBe("bookings");

    // Another owner sees only its own provider's booking.
    const aura = await html(await signedIn(AURA_OWNER), "/dashboard/provider");
    expect(aura).toContain("Someone Else&#x27;s Customer");
    expect(aura).not.toContain("Noura Page-Test");
    expectShows(aura, ["No offers created yet.", "No jobs posted yet."]);
  });

  it("answers premium actions on Basic with the Premium Feature toast, and 'Coming Soon!' for the profile", async () => {
    const day = await soonOpenDay();
    const bookingId = await book("glamour-spot", "glamour-spot-manicure", day, "12:00", "Layla Basic-Owner");
    const jar = await signedIn(GLAMOUR_OWNER);

    const calendar = await html(jar, "/dashboard/provider?view=calendar");
    expectShows(calendar, PREMIUM_TOAST("Full Booking Management & Calendar"));
    expect(shown(calendar)).not.toContain("Calendar: the next 14 days");

    const offer = await submit(jar, "/dashboard/provider?tab=offers", { intent: "create-offer" });
    const offerPage = await bodyText(offer, 200);
    expectShows(offerPage, PREMIUM_TOAST("Offer Placement"));
    expect(visiblePanel(offerPage).id).toBe("offers");

    const job = await submit(jar, "/dashboard/provider?tab=jobs", { intent: "post-job" });
    const jobPage = await bodyText(job, 200);
    expectShows(jobPage, PREMIUM_TOAST("Job Posting"));

    const cancel = await submit(jar, "/dashboard/provider", { intent: "cancel-booking", bookingId });
    const cancelPage = await bodyText(cancel, 200);
    expectShows(cancelPage, PREMIUM_TOAST("Full Booking Management"));
    expect(cancelPage).toContain("Layla Basic-Owner");
    expect(await freeTimes(day)).not.toContain("12:00");

    const profile = await submit(jar, "/dashboard/provider?tab=settings", { intent: "edit-profile" });
    const profilePage = await bodyText(profile, 200);
    expectShows(profilePage, ["Coming Soon!", "Profile editing will be available soon."]);
    expect(visiblePanel(profilePage).id).toBe("settings");
  });

  it("on Premium: the calendar, the figures, Create Offer's form, Post New Job, and cancelling frees the time", async () => {
    const day = await soonOpenDay();
    const bookingId = await book("glamour-spot", "glamour-spot-manicure", day, "13:00", "Hessa Premium-Owner");
    const jar = await signedIn(GLAMOUR_OWNER);
    expect((await submit(jar, "/dashboard/subscription", { intent: "subscribe" })).headers.get("location")).toBe("/dashboard/provider");

    const dashboard = await html(jar, "/dashboard/provider");
    expect(shown(dashboard)).not.toContain("Upgrade to Premium!");
    // 'View Full Calendar' opens the account's one listing's calendar (issue #32), with the booking on its day.
    const opened = await visit(jar, "/dashboard/provider?view=calendar");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/dashboard/listing/glamour-spot/calendar");
    const calendar = await html(jar, `/dashboard/listing/glamour-spot/calendar?date=${day}&view=day`);
    expect(shown(calendar)).toContain("Hessa Premium-Owner");
    // The block opens the booking's own page (its details, history and actions), never a 404.
    expect(calendar).toContain(`href="/dashboard/bookings/${bookingId}"`);
    expect(shown(await html(jar, `/dashboard/bookings/${bookingId}`))).toContain("Hessa Premium-Owner");
    expect(calendar).not.toContain("Premium Feature");

    const analytics = visiblePanel(await html(jar, "/dashboard/provider?tab=analytics"));
    expect(analytics.body).toContain("Bookings in the last 30 days");
    expect(analytics.body).toContain("Bookings in the next 7 days");
    expect(analytics.body).toContain("Most booked services");
    expect(analytics.body).not.toContain("Unlock Powerful Analytics");

    // Job Postings: the jobs the account posted on the job board, with applicants, Open (blue) or Closed (grey).
    const token = await apiToken(GLAMOUR_OWNER);
    const posted: string[] = [];
    for (const title of ["Senior Nail Technician", "Salon Receptionist"]) {
      const { body } = await postMultipart(POST_JOB, { input: { ...JOB, title } }, {}, token);
      expect(body.data.postJob.__typename).toBe("JobPosted");
      posted.push(body.data.postJob.job.id as string);
    }
    await env.DB.prepare("UPDATE jobs SET applicants = 3 WHERE id = ?1").bind(posted[0]).run();
    await env.DB.prepare("UPDATE jobs SET status = 'Closed' WHERE id = ?1").bind(posted[1]).run();
    const jobs = visiblePanel(await html(jar, "/dashboard/provider?tab=jobs"));
    expect(jobs.body).toMatch(/Senior Nail Technician.*?3 applicants.*?bg-blue-100[^>]*>Open</s);
    expect(jobs.body).toMatch(/Salon Receptionist.*?0 applicants.*?bg-stone-200[^>]*>Closed</s);
    expect(jobs.body).not.toContain("No jobs posted yet.");
    const auraJobs = visiblePanel(await html(await signedIn(AURA_OWNER), "/dashboard/provider?tab=jobs"));
    expect(auraJobs.body).toContain("No jobs posted yet.");

    // Create Offer is a real form now (issue #28): the button's post leads to it, as Post New Job's does.
    const offer = await submit(jar, "/dashboard/provider?tab=offers", { intent: "create-offer" });
    expect(offer.status).toBe(302);
    expect(offer.headers.get("location")).toBe("/dashboard/offers/new");
    expect(visiblePanel(await html(jar, "/dashboard/provider?tab=offers")).body).toMatch(
      /<a [^>]*href="\/dashboard\/offers\/new"[^>]*>Create Offer<\/a>/,
    );
    const job = await submit(jar, "/dashboard/provider?tab=jobs", { intent: "post-job" });
    expect(job.status).toBe(302);
    expect(job.headers.get("location")).toBe("/careers/post");
    expect(visiblePanel(await html(jar, "/dashboard/provider?tab=jobs")).body).toMatch(
      /<a [^>]*href="\/careers\/post"[^>]*>Post New Job<\/a>/,
    );

    expect(await freeTimes(day)).not.toContain("13:00");
    const cancel = await submit(jar, "/dashboard/provider", { intent: "cancel-booking", bookingId });
    const cancelled = await bodyText(cancel, 200);
    expect(cancelled).toContain("Booking Cancelled");
    // It leaves the upcoming list for the cancelled ones (issue #32: who cancelled and why).
    expect(/aria-label="Upcoming bookings">[\s\S]*?<\/ul>/.exec(cancelled)?.[0] ?? "").not.toContain("Hessa Premium-Owner");
    expect(cancelled).toMatch(/aria-label="Cancelled bookings">[\s\S]*Hessa Premium-Owner[\s\S]*Cancelled by you/);
    expect(await freeTimes(day)).toContain("13:00");

    // Another business's booking is not found, whatever the plan.
    const auraBooking = await book("aura-aesthetic", "aura-aesthetic-botox", day, "11:00", "Not Glamour's");
    const stranger = await submit(jar, "/dashboard/provider", { intent: "cancel-booking", bookingId: auraBooking });
    expect(stranger.status).toBe(200);
    expect(await stranger.text()).toContain("This booking was not found among your business&#x27;s bookings.");

    await submit(jar, "/dashboard/subscription", { intent: "cancel" });
  });

  it("'Logout' ends the session on the server and goes home with 'Logged Out'", async () => {
    const jar = await signedIn(GLAMOUR_OWNER);
    const copy = new CookieJar();
    copy.take(
      new Response(null, {
        headers: jar
          .header()
          .split("; ")
          .map((pair) => ["Set-Cookie", pair] as [string, string]),
      }),
    );
    const out = await submit(jar, "/dashboard/provider?tab=settings", { intent: "logout" });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    const home = await html(jar, "/");
    expectShows(home, ["Logged Out", "You have been successfully logged out."]);
    expect((await visit(jar, "/dashboard/provider")).status).toBe(302);
    // The old cookie is worth nothing any more: the session ended at the API too.
    await expectSentToLogin(copy, "/dashboard/provider");
  });
});
