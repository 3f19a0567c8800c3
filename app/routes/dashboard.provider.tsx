/**
 * /dashboard/provider (signed-in accounts only): the owner's bookings, offers, job postings,
 * analytics and settings in five tabs kept in the URL (?tab=offers), so each is linkable and works
 * without JavaScript. Everything comes from the API's ownerDashboard, which shows an account only
 * its own providers' data and answers PremiumRequired for premium reads; the plan is the server's.
 * Every button is a form posting to this route's action (decision 021), which asks the API and
 * answers with the spec's toast (SPEC §2 Provider dashboard, §4 Dashboard logout, §5 Premium gating).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { useEffect, useRef, type ReactNode } from "react";
import { LinkedTabs } from "~/components/linked-tabs";
import { ServerToast, type ServerToastMessage } from "~/components/server-toast";
import { AUTH_TOASTS } from "~/lib/auth-toasts";
import { CACHE } from "~/lib/cache";
import { formatCalendarDate } from "~/lib/calendar-date";
import {
  bookingStatusBadge,
  DASHBOARD_TABS,
  DASHBOARD_TOASTS,
  dashboardTabPath,
  premiumFeatureToast,
  premiumFeatureToastFor,
  DASHBOARD_PATH,
  SUBSCRIPTION_PATH,
  type DashboardTab,
} from "~/lib/dashboard";
import { requireForm, textField } from "~/lib/form-data.server";
import { runMutation, runQuery } from "~/lib/graphql.server";
import { pageHeaders } from "~/lib/page-headers";
import { loginPathFor } from "~/lib/login-path";
import { safeRedirect } from "~/lib/safe-redirect";
import { signOutAndGoHome } from "~/lib/sign-out.server";
import { tabFrom } from "~/lib/tabs";
import type { ToastMessage } from "~/lib/toast";
import { hasPremium } from "~/lib/viewer";
import { requireViewer } from "~/lib/viewer.server";

export const meta: MetaFunction = () => [{ title: "Provider Dashboard — GlowUAE" }, { name: "robots", content: "noindex" }];

export const headers = pageHeaders;

const withId = (toast: ToastMessage): ServerToastMessage => ({ id: crypto.randomUUID(), ...toast });

/** Signed-in users only: anyone else is redirected to /login and brought back after signing in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const url = new URL(request.url);
  const tab = tabFrom(DASHBOARD_TABS, url.searchParams.get("tab"));
  // The calendar is the Bookings tab's (?view=calendar); another tab named in the URL wins.
  const calendarAsked = tab === "bookings" && url.searchParams.get("view") === "calendar";
  const { ownerDashboard, myJobs } = await runQuery(context, request, PROVIDER_DASHBOARD_QUERY, { withCalendar: calendarAsked });
  // The session ended between the two reads: sign in again.
  if (!ownerDashboard) throw safeRedirect(loginPathFor(`${url.pathname}${url.search}`));
  const { calendar, ...dashboard } = ownerDashboard;
  return json(
    {
      plan: viewer.plan,
      tab,
      dashboard,
      myJobs,
      calendar: calendar?.__typename === "BookingCalendar" ? calendar : null,
      // 'View Full Calendar' on Basic: the API refused, and the toast says so.
      toast: calendar?.__typename === "PremiumRequired" ? withId(premiumFeatureToast(calendar.message)) : null,
    },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

/** The buttons that only answer with a toast change nothing: the page's data need not reload. */
const TOAST_ONLY_INTENTS = new Set(["create-offer", "post-job", "edit-profile"]);

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  TOAST_ONLY_INTENTS.has(String(formData?.get("intent") ?? "")) ? false : defaultShouldRevalidate;

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const form = await requireForm(request);
  const intent = textField(form, "intent");
  // Refusals answer 200 too: the toast says what happened, and a browser logs no failed request for it.
  const answer = (toast: ToastMessage, cancelled = false) => json({ toast: withId(toast), cancelled });

  switch (intent) {
    case "cancel-booking": {
      const { cancelBooking } = await runMutation(context, request, CANCEL_BOOKING_MUTATION, {
        input: { bookingId: textField(form, "bookingId") },
      });
      switch (cancelBooking.__typename) {
        case "BookingCancelled":
          return answer(DASHBOARD_TOASTS.bookingCancelled, true);
        case "PremiumRequired":
          return answer(premiumFeatureToast(cancelBooking.message));
        case "BookingNotFound":
          return answer({ title: "Booking Not Found", description: cancelBooking.message, variant: "destructive" });
        case "NotSignedIn":
          throw safeRedirect(loginPathFor(dashboardTabPath("bookings")));
      }
      break;
    }
    case "create-offer":
      return hasPremium(viewer.plan) ? answer(DASHBOARD_TOASTS.createOfferSoon) : answer(premiumFeatureToastFor("createOffer"));
    case "post-job":
      // With JavaScript a Premium account follows the link; this is the same choice without it.
      return hasPremium(viewer.plan) ? safeRedirect("/careers/post") : answer(premiumFeatureToastFor("postJob"));
    case "edit-profile":
      return answer(DASHBOARD_TOASTS.profileEditingSoon);
    case "logout":
      return signOutAndGoHome(request, context, { back: dashboardTabPath("settings"), toast: AUTH_TOASTS.loggedOut });
  }
  return safeRedirect(dashboardTabPath("bookings"));
}

type DashboardData = ResultOf<typeof PROVIDER_DASHBOARD_QUERY>["ownerDashboard"] & {};
type UpcomingBooking = DashboardData["upcomingBookings"][number];

export default function ProviderDashboard() {
  const { plan, tab, dashboard, myJobs, calendar, toast } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const buttons = useFetcher<typeof action>({ key: BUTTONS_FETCHER });
  const premium = hasPremium(plan);
  const navigation = useNavigation();
  // SPEC §2: 'Loading...' while the dashboard's data is on its way (the calendar, another view).
  const loading = navigation.state === "loading" && navigation.location.pathname === DASHBOARD_PATH;
  // A cancelled booking's button is gone with it: keyboard focus continues from the bookings.
  const cancelled = buttons.state === "idle" && (buttons.data as { cancelled?: boolean } | undefined)?.cancelled === true;
  useEffect(() => {
    if (cancelled) document.getElementById("panel-bookings")?.focus();
  }, [cancelled, buttons.data]);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Provider Dashboard</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">Manage your business, bookings, and more.</p>
      {premium ? null : (
        <div className="mt-8 rounded-xl border border-brand-500 bg-brand-50 p-6 text-stone-900">
          <h2 className="text-xl font-semibold">Upgrade to Premium!</h2>
          <p className="mt-1">Unlock all features for just AED 100/month.</p>
          <Link
            to={SUBSCRIPTION_PATH}
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Subscribe Now
          </Link>
        </div>
      )}

      <RegistrationStatuses registrations={dashboard.registrations} />

      <p role="status" className="mt-4 h-5 text-sm text-[var(--muted-foreground)]">
        {loading ? "Loading..." : ""}
      </p>
      <LinkedTabs
        className="mt-4"
        tabs={DASHBOARD_TABS}
        initial={tab}
        label="Dashboard sections"
        panels={{
          bookings: <BookingsPanel bookings={dashboard.upcomingBookings} calendar={calendar} premium={premium} />,
          offers: <OffersPanel offers={dashboard.offers} />,
          jobs: <JobsPanel jobs={myJobs?.edges.map((edge) => edge.node) ?? []} premium={premium} />,
          analytics: <AnalyticsPanel analytics={dashboard.analytics} />,
          settings: <SettingsPanel listings={dashboard.providers} />,
        }}
      />
      <ServerToast toast={toast} />
      {/* A button's answer: with JavaScript through the buttons' fetcher, without it with the page. */}
      <ServerToast toast={toastOf(buttons.data)} />
      <ServerToast toast={toastOf(actionData)} />
    </section>
  );
}

const BUTTON = "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium disabled:opacity-60";
const PRIMARY = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`;
const OUTLINE = `${BUTTON} border border-[var(--border)] hover:bg-[var(--muted)]`;

/**
 * The dashboard's buttons share one fetcher: the page shows the toast it answers (also once the
 * button is gone, as a cancelled booking's is), and one answer is awaited at a time.
 */
const BUTTONS_FETCHER = "dashboard-buttons";

const toastOf = (data: unknown): ServerToastMessage | null =>
  data && typeof data === "object" && "toast" in data ? (data.toast as ServerToastMessage) : null;

/** A button that posts one intent to the dashboard's action: a plain form post without JavaScript. */
function ActionButton({
  tab,
  intent,
  fields = {},
  className,
  children,
}: {
  tab: DashboardTab;
  intent: string;
  fields?: Record<string, string>;
  className: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher<typeof action>({ key: BUTTONS_FETCHER });
  return (
    <fetcher.Form method="post" action={dashboardTabPath(tab)}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
        {children}
      </button>
    </fetcher.Form>
  );
}

function PanelHeader({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h2 className="text-xl font-semibold">{title}</h2>
        {description ? <p className="mt-1 text-sm text-[var(--muted-foreground)]">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

const BADGE_TONES = {
  green: "bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100",
  grey: "bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100",
} as const;

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>{children}</span>;
}

const EMPTY = "rounded-lg border border-dashed border-[var(--border)] p-6 text-center text-sm text-[var(--muted-foreground)]";
const CARD = "rounded-lg border border-[var(--border)] bg-[var(--card)] p-4";

function BookingsPanel({
  bookings,
  calendar,
  premium,
}: {
  bookings: UpcomingBooking[];
  calendar: BookingCalendarData | null;
  premium: boolean;
}) {
  return (
    <>
      <PanelHeader title="Manage Bookings" description="View and manage upcoming appointments.">
        {calendar ? (
          <Link to="?" className={OUTLINE} preventScrollReset>
            Show Upcoming List
          </Link>
        ) : (
          // Basic: the API refuses the calendar and the page answers with the Premium Feature toast.
          <Link to="?view=calendar" className={OUTLINE} preventScrollReset>
            View Full Calendar
          </Link>
        )}
      </PanelHeader>
      {calendar ? (
        <CalendarView calendar={calendar} premium={premium} />
      ) : bookings.length === 0 ? (
        <p className={`mt-6 ${EMPTY}`}>No upcoming bookings.</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Upcoming bookings">
          {bookings.map((booking) => (
            <li key={booking.id} className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}>
              <BookingSummary booking={booking} />
              <CancelBookingButton booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function BookingSummary({ booking, withDate = true }: { booking: UpcomingBooking; withDate?: boolean }) {
  const badge = bookingStatusBadge(booking.status);
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{booking.customerName}</span>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </p>
      <p className="text-sm">{booking.staff ? `${booking.service.name} with ${booking.staff.name}` : booking.service.name}</p>
      <p className="text-sm text-[var(--muted-foreground)]">
        {withDate ? (
          <>
            <time dateTime={booking.date}>{formatCalendarDate(booking.date, "full")}</time>
            {" at "}
          </>
        ) : null}
        <time dateTime={`${booking.date}T${booking.time}+04:00`}>{booking.time}</time>
        <span className="sr-only"> (UAE time)</span>
      </p>
    </div>
  );
}

/** Premium's Full Booking Management; on Basic the API refuses and the Premium Feature toast says so. */
function CancelBookingButton({ booking }: { booking: UpcomingBooking }) {
  return (
    <ActionButton
      tab="bookings"
      intent="cancel-booking"
      fields={{ bookingId: booking.id }}
      className={`${BUTTON} border border-red-600 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950`}
    >
      Cancel Booking
      <span className="sr-only">{` of ${booking.customerName} on ${formatCalendarDate(booking.date, "long")} at ${booking.time}`}</span>
    </ActionButton>
  );
}

type BookingCalendarData = Extract<NonNullable<DashboardData["calendar"]>, { __typename: "BookingCalendar" }>;

/** Premium: today and the next 13 days (Asia/Dubai), each with its bookings. */
function CalendarView({ calendar, premium }: { calendar: BookingCalendarData; premium: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the button: focus moves to the calendar, so a screen reader announces it.
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);
  return (
    <div className="mt-6">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Calendar: the next 14 days
      </h3>
      <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-7" aria-label="Next 14 days">
        {calendar.days.map((day) => (
          <li key={day.date} className={`${CARD} min-w-0`}>
            <h4 className="text-sm font-semibold">
              <time dateTime={day.date}>{formatCalendarDate(day.date, "full")}</time>
            </h4>
            {day.bookings.length === 0 ? (
              <p className="mt-2 text-xs text-[var(--muted-foreground)]">No bookings</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {day.bookings.map((booking) => (
                  <li key={booking.id} className="space-y-2 border-t border-[var(--border)] pt-2 first:border-t-0 first:pt-0">
                    <BookingSummary booking={booking} withDate={false} />
                    {premium ? <CancelBookingButton booking={booking} /> : null}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

interface ListedItem {
  id: string;
  title: string;
  detail: string;
  badge: { tone: keyof typeof BADGE_TONES; label: string };
}

/** The offers' and job postings' lists: a title, one line under it, and a status badge. */
function ItemList({ label, items }: { label: string; items: ListedItem[] }) {
  return (
    <ul className="mt-6 space-y-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={`${CARD} flex items-start justify-between gap-3`}>
          <div className="min-w-0">
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm text-[var(--muted-foreground)]">{item.detail}</p>
          </div>
          <Badge tone={item.badge.tone}>{item.badge.label}</Badge>
        </li>
      ))}
    </ul>
  );
}

function OffersPanel({ offers }: { offers: DashboardData["offers"] }) {
  return (
    <>
      <PanelHeader title="Manage Offers">
        <ActionButton tab="offers" intent="create-offer" className={PRIMARY}>
          Create Offer
        </ActionButton>
      </PanelHeader>
      {offers.length === 0 ? (
        <p className={`mt-6 ${EMPTY}`}>No offers created yet.</p>
      ) : (
        <ItemList
          label="Offers"
          items={offers.map((offer) => ({
            id: offer.id,
            title: offer.title,
            detail: offer.description,
            badge: offer.active ? { tone: "green", label: "Active" } : { tone: "grey", label: "Inactive" },
          }))}
        />
      )}
    </>
  );
}

type PostedJob = NonNullable<ResultOf<typeof PROVIDER_DASHBOARD_QUERY>["myJobs"]>["edges"][number]["node"];

/** The jobs the account posted on the job board (careers), open and closed, with how many applied. */
function JobsPanel({ jobs, premium }: { jobs: PostedJob[]; premium: boolean }) {
  return (
    <>
      <PanelHeader title="Manage Job Postings">
        {premium ? (
          <Link to="/careers/post" className={PRIMARY}>
            Post New Job
          </Link>
        ) : (
          <ActionButton tab="jobs" intent="post-job" className={PRIMARY}>
            Post New Job
          </ActionButton>
        )}
      </PanelHeader>
      {jobs.length === 0 ? (
        <p className={`mt-6 ${EMPTY}`}>No jobs posted yet.</p>
      ) : (
        <ItemList
          label="Job postings"
          items={jobs.map((job) => ({
            id: job.id,
            title: job.title,
            detail: `${job.applicantCount ?? 0} ${job.applicantCount === 1 ? "applicant" : "applicants"}`,
            badge: job.status === "OPEN" ? { tone: "blue", label: "Open" } : { tone: "grey", label: "Closed" },
          }))}
        />
      )}
    </>
  );
}

function AnalyticsPanel({ analytics }: { analytics: DashboardData["analytics"] }) {
  if (analytics.__typename === "PremiumRequired") {
    return (
      <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-8 text-center">
        <h2 className="text-xl font-semibold">Unlock Powerful Analytics</h2>
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">{analytics.message}</p>
        <Link to={SUBSCRIPTION_PATH} className={`mt-4 ${PRIMARY}`}>
          View Subscription Plans
        </Link>
      </div>
    );
  }
  return (
    <>
      <PanelHeader title="Analytics" description="Figures from your live bookings (UAE time)." />
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className={CARD}>
          <dt className="text-sm text-[var(--muted-foreground)]">Bookings in the last 30 days</dt>
          <dd className="mt-1 text-3xl font-bold">{analytics.bookingsLast30Days}</dd>
        </div>
        <div className={CARD}>
          <dt className="text-sm text-[var(--muted-foreground)]">Bookings in the next 7 days</dt>
          <dd className="mt-1 text-3xl font-bold">{analytics.bookingsNext7Days}</dd>
        </div>
      </dl>
      <h3 className="mt-6 font-semibold">Most booked services</h3>
      {analytics.topServices.length === 0 ? (
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">No bookings in this period yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {analytics.topServices.map((top) => (
            <li key={top.service.id} className={`${CARD} flex justify-between gap-3`}>
              <span>{top.service.name}</span>
              <span className="font-semibold">{`${top.bookings} ${top.bookings === 1 ? "booking" : "bookings"}`}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** Account actions; one list, so more settings can join it. */
function SettingsPanel({ listings }: { listings: DashboardData["providers"] }) {
  return (
    <>
      <PanelHeader title="Account & Profile Settings" />
      <ul className="mt-6 flex max-w-sm flex-col gap-3">
        {listings.length === 0 ? (
          <li>
            {/* No approved listing yet: the spec's 'Coming Soon!' toast. */}
            <ActionButton tab="settings" intent="edit-profile" className={`${OUTLINE} w-full`}>
              Edit Business Profile
            </ActionButton>
          </li>
        ) : (
          listings.map((listing) => (
            <li key={listing.id}>
              <Link to={`/dashboard/listing/${listing.id}`} className={`${OUTLINE} w-full`}>
                Edit Business Profile
                {listings.length > 1 ? (
                  <span className="ml-1">{`: ${listing.name}`}</span>
                ) : (
                  <span className="sr-only">{`: ${listing.name}`}</span>
                )}
              </Link>
            </li>
          ))
        )}
        <li>
          <Link to={SUBSCRIPTION_PATH} className={`${OUTLINE} w-full`}>
            Manage Subscription
          </Link>
        </li>
        <li>
          <ActionButton
            tab="settings"
            intent="logout"
            className={`${BUTTON} w-full border border-red-600 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950`}
          >
            Logout
          </ActionButton>
        </li>
      </ul>
    </>
  );
}

const REGISTRATION_BADGE: Record<string, string> = {
  PENDING: "bg-yellow-100 text-yellow-900",
  APPROVED: "bg-green-100 text-green-900",
  REJECTED: "bg-red-100 text-red-900",
};
const REGISTRATION_STATUS: Record<string, string> = { PENDING: "Pending", APPROVED: "Approved", REJECTED: "Rejected" };

/** The account's business registrations and where each is in its review (beyond the spec: issue 17). */
function RegistrationStatuses({ registrations }: { registrations: DashboardData["registrations"] }) {
  if (registrations.length === 0) return null;
  return (
    <section className="mt-8 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6" aria-labelledby="registrations-heading">
      <h2 id="registrations-heading" className="text-xl font-semibold">
        Your business registrations
      </h2>
      <ul className="mt-4 divide-y divide-[var(--border)]">
        {registrations.map((registration) => (
          <li key={registration.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="break-words font-medium">{registration.businessName}</p>
              {registration.status === "REJECTED" && registration.rejectionReason ? (
                <p className="text-sm text-[var(--muted-foreground)]">{`Reason: ${registration.rejectionReason}`}</p>
              ) : null}
              {registration.provider ? (
                <Link to={`/provider/${registration.provider.id}`} className="text-sm text-brand-600 underline">
                  View your listing
                </Link>
              ) : null}
            </div>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${REGISTRATION_BADGE[registration.status] ?? ""}`}>
              {REGISTRATION_STATUS[registration.status] ?? registration.status}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the page shows to someone who is not signed in (the loader normally redirects first). */
export function AccessDenied() {
  return (
    <section className="mx-auto max-w-md px-4 py-24">
      <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 text-center shadow-sm">
        <h1 className="text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-[var(--muted-foreground)]">You must be logged in to view this page.</p>
        <Link
          to={loginPathFor("/dashboard/provider")}
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Go to Login
        </Link>
      </div>
    </section>
  );
}

const PROVIDER_DASHBOARD_QUERY = graphql(`
  query ProviderDashboard($withCalendar: Boolean!) {
    myJobs(first: 50) {
      edges {
        node {
          id
          title
          applicantCount
          status
        }
      }
    }
    ownerDashboard {
      providers {
        id
        name
      }
      registrations {
        id
        businessName
        status
        rejectionReason
        provider {
          id
        }
      }
      upcomingBookings {
        id
        date
        time
        customerName
        status
        service {
          name
        }
        staff {
          name
        }
      }
      calendar @include(if: $withCalendar) {
        __typename
        ... on PremiumRequired {
          message
        }
        ... on BookingCalendar {
          days {
            date
            bookings {
              id
              date
              time
              customerName
              status
              service {
                name
              }
              staff {
                name
              }
            }
          }
        }
      }
      offers {
        id
        title
        description
        active
      }
      analytics {
        __typename
        ... on PremiumRequired {
          message
        }
        ... on OwnerAnalytics {
          bookingsLast30Days
          bookingsNext7Days
          topServices {
            bookings
            service {
              id
              name
            }
          }
        }
      }
    }
  }
`);

const CANCEL_BOOKING_MUTATION = graphql(`
  mutation DashboardCancelBooking($input: CancelBookingInput!) {
    cancelBooking(input: $input) {
      __typename
      ... on PremiumRequired {
        message
      }
      ... on BookingNotFound {
        message
      }
    }
  }
`);
