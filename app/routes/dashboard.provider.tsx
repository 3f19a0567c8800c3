/**
 * /dashboard/provider (signed-in accounts only): the owner's bookings, offers, job postings,
 * analytics and settings in five tabs kept in the URL (?tab=offers), so each is linkable and works
 * without JavaScript. Everything comes from the API's ownerDashboard, which shows an account only
 * its own providers' data and answers PremiumRequired for premium reads; the plan is the server's.
 * Every button is a form posting to this route's action (decision 021), which asks the API and
 * answers with the spec's toast (SPEC §2 Provider dashboard, §4 Dashboard logout, §5 Premium gating).
 */
import { data, json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { useEffect, useRef, type ReactNode } from "react";
import { CARD, DANGER_BUTTON, EMPTY, OUTLINE_BUTTON, PRIMARY_BUTTON } from "~/components/dashboard/styles";
import { UpgradeCard } from "~/components/dashboard/upgrade-card";
import { LinkedTabs } from "~/components/linked-tabs";
import { ServerToast, type ServerToastMessage } from "~/components/server-toast";
import { AUTH_TOASTS } from "~/lib/auth-toasts";
import { CACHE } from "~/lib/cache";
import {
  bookingStatusBadge,
  DASHBOARD_TABS,
  DASHBOARD_TOASTS,
  dashboardTabPath,
  premiumFeatureToast,
  premiumFeatureToastFor,
  DASHBOARD_PATH,
  NEW_OFFER_PATH,
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
import type { Locale } from "~/i18n/locale";
import { hasPremium } from "~/lib/premium";
import { requireViewer } from "~/lib/viewer.server";
import { stripLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messageTranslator } from "~/lib/public-forms.server";
import { useT, type Translate } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.dashboard.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

/**
 * The API's messages and the page's toasts in the page's language (the Premium Feature toast's words
 * are the job form's), and a toast decided here, shown once.
 */
const translator = (locale: Locale) => messageTranslator(locale, "dashboard", "job");
const serverToast = (translate: ReturnType<typeof translator>, toast: ToastMessage): ServerToastMessage => ({
  id: crypto.randomUUID(),
  ...translate.toast(toast),
});

/** Signed-in users only: anyone else is redirected to /login and brought back after signing in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tab = tabFrom(DASHBOARD_TABS, url.searchParams.get("tab"));
  // The calendar is the Bookings tab's (?view=calendar); another tab named in the URL wins.
  const calendarAsked = tab === "bookings" && url.searchParams.get("view") === "calendar";
  // Both at once: the two queries share one read of the account (signed out, requireViewer redirects).
  const [viewer, { ownerDashboard, myJobs }] = await Promise.all([
    requireViewer(request, context),
    runQuery(context, request, PROVIDER_DASHBOARD_QUERY, { withCalendar: calendarAsked }),
  ]);
  // The session ended between the two reads: sign in again.
  if (!ownerDashboard) throw safeRedirect(loginPathFor(stripLocale(`${url.pathname}${url.search}`)));
  const translate = translator(context.locale);
  const { calendar, analytics, ...rest } = ownerDashboard;
  const dashboard = {
    ...rest,
    analytics: analytics.__typename === "PremiumRequired" ? { ...analytics, message: translate.message(analytics.message) } : analytics,
  };
  return data(
    {
      plan: viewer.plan,
      tab,
      dashboard,
      myJobs,
      calendar: calendar?.__typename === "BookingCalendar" ? calendar : null,
      // 'View Full Calendar' on Basic: the API refused, and the toast says so.
      toast: calendar?.__typename === "PremiumRequired" ? serverToast(translate, premiumFeatureToast(calendar.message)) : null,
      i18n: messagesFor(context.locale, "dashboard"),
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
  const translate = translator(context.locale);
  const answer = (toast: ToastMessage, cancelled = false) => json({ toast: serverToast(translate, toast), cancelled });

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
      // As 'Post New Job': Premium goes to the form (which answers an account without a listing yet).
      return hasPremium(viewer.plan) ? safeRedirect(NEW_OFFER_PATH) : answer(premiumFeatureToastFor("createOffer"));
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
  const t = useT("dashboard");
  const premium = hasPremium(plan);
  const navigation = useNavigation();
  // SPEC §2: 'Loading...' while the dashboard's data is on its way (the calendar, another view).
  // The router's locations leave out the basename (/ar): the bare path matches in both languages.
  const loading = navigation.state === "loading" && navigation.location.pathname === DASHBOARD_PATH;
  // A cancelled booking's button is gone with it: keyboard focus continues from the bookings.
  const cancelled = buttons.state === "idle" && (buttons.data as { cancelled?: boolean } | undefined)?.cancelled === true;
  useEffect(() => {
    if (cancelled) document.getElementById("panel-bookings")?.focus();
  }, [cancelled, buttons.data]);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("lead")}</p>
      {premium ? null : <UpgradeCard />}

      <RegistrationStatuses registrations={dashboard.registrations} t={t} />

      <p role="status" className="mt-4 h-5 text-sm text-[var(--muted-foreground)]">
        {loading ? t("loading") : ""}
      </p>
      <LinkedTabs
        className="mt-4"
        tabs={DASHBOARD_TABS.map((definition) => ({ ...definition, label: t(TAB_LABELS[definition.id]) }))}
        initial={tab}
        label={t("sections")}
        panels={{
          bookings: <BookingsPanel bookings={dashboard.upcomingBookings} calendar={calendar} premium={premium} t={t} />,
          offers: (
            <ItemsPanel
              title={t("manageOffers")}
              action={
                // Premium with a listing: the offer's form. Otherwise the button's answer says why not yet.
                premium && dashboard.providers.length > 0 ? (
                  <Link to={NEW_OFFER_PATH} className={PRIMARY}>
                    {t("createOffer")}
                  </Link>
                ) : (
                  <ActionButton tab="offers" intent="create-offer" className={PRIMARY}>
                    {t("createOffer")}
                  </ActionButton>
                )
              }
              empty={t("noOffers")}
              label={t("offers")}
              items={dashboard.offers.map((offer) => ({
                id: offer.id,
                title: offer.title,
                detail: offer.description,
                badge: offer.active ? { tone: "green", label: t("active") } : { tone: "grey", label: t("inactive") },
              }))}
            />
          ),
          jobs: (
            <ItemsPanel
              title={t("manageJobs")}
              action={
                premium ? (
                  <Link to="/careers/post" className={PRIMARY}>
                    {t("postNewJob")}
                  </Link>
                ) : (
                  <ActionButton tab="jobs" intent="post-job" className={PRIMARY}>
                    {t("postNewJob")}
                  </ActionButton>
                )
              }
              empty={t("noJobs")}
              label={t("jobPostings")}
              items={(myJobs?.edges ?? []).map(({ node: job }) => ({
                id: job.id,
                title: job.title,
                detail: t(job.applicantCount === 1 ? "applicantsOne" : "applicantsMany", { count: job.applicantCount ?? 0 }),
                badge: job.status === "OPEN" ? { tone: "blue", label: t("jobOpen") } : { tone: "grey", label: t("jobClosed") },
              }))}
            />
          ),
          analytics: <AnalyticsPanel analytics={dashboard.analytics} t={t} />,
          settings: <SettingsPanel listings={dashboard.providers} t={t} />,
        }}
      />
      <ServerToast toast={toast} />
      {/* A button's answer: with JavaScript through the buttons' fetcher, without it with the page. */}
      <ServerToast toast={toastOf(buttons.data)} />
      <ServerToast toast={toastOf(actionData)} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

type T = Translate<"dashboard">;

const TAB_LABELS = {
  bookings: "tabBookings",
  offers: "tabOffers",
  jobs: "tabJobs",
  analytics: "tabAnalytics",
  settings: "tabSettings",
} as const satisfies Record<DashboardTab, Parameters<T>[0]>;

const [PRIMARY, OUTLINE, DANGER] = [PRIMARY_BUTTON, OUTLINE_BUTTON, DANGER_BUTTON];

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
  red: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
} as const;

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>{children}</span>;
}

function BookingsPanel({
  bookings,
  calendar,
  premium,
  t,
}: {
  bookings: UpcomingBooking[];
  calendar: BookingCalendarData | null;
  premium: boolean;
  t: T;
}) {
  return (
    <>
      <PanelHeader title={t("manageBookings")} description={t("manageBookingsLead")}>
        {calendar ? (
          <Link to="?" className={OUTLINE} preventScrollReset>
            {t("showUpcomingList")}
          </Link>
        ) : (
          // Basic: the API refuses the calendar and the page answers with the Premium Feature toast.
          <Link to="?view=calendar" className={OUTLINE} preventScrollReset>
            {t("viewFullCalendar")}
          </Link>
        )}
      </PanelHeader>
      {calendar ? (
        <CalendarView calendar={calendar} premium={premium} t={t} />
      ) : bookings.length === 0 ? (
        <p className={`mt-6 ${EMPTY}`}>{t("noUpcomingBookings")}</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={t("upcomingBookings")}>
          {bookings.map((booking) => (
            <li key={booking.id} className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}>
              <BookingSummary booking={booking} t={t} />
              <CancelBookingButton booking={booking} t={t} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const STATUS_LABELS = { CONFIRMED: "statusConfirmed", PENDING: "statusPending", CANCELLED: "statusCancelled" } as const;

function BookingSummary({ booking, withDate = true, t }: { booking: UpcomingBooking; withDate?: boolean; t: T }) {
  const badge = bookingStatusBadge(booking.status);
  const formatDate = useCalendarDate();
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{booking.customerName}</span>
        <Badge tone={badge.tone}>{t(STATUS_LABELS[booking.status])}</Badge>
      </p>
      <p className="text-sm">
        {booking.staff ? t("serviceWithStaff", { service: booking.service.name, staff: booking.staff.name }) : booking.service.name}
      </p>
      <p className="text-sm text-[var(--muted-foreground)]">
        {withDate ? (
          <>
            <time dateTime={booking.date}>{formatDate(booking.date, "full")}</time>
            {t("at")}
          </>
        ) : null}
        <time dateTime={`${booking.date}T${booking.time}+04:00`}>{booking.time}</time>
        <span className="sr-only">{t("uaeTime")}</span>
      </p>
    </div>
  );
}

/** Premium's Full Booking Management; on Basic the API refuses and the Premium Feature toast says so. */
function CancelBookingButton({ booking, t }: { booking: UpcomingBooking; t: T }) {
  const formatDate = useCalendarDate();
  return (
    <ActionButton tab="bookings" intent="cancel-booking" fields={{ bookingId: booking.id }} className={DANGER}>
      {t("cancelBooking")}
      <span className="sr-only">
        {t("cancelBookingOf", { name: booking.customerName, date: formatDate(booking.date, "long"), time: booking.time })}
      </span>
    </ActionButton>
  );
}

type BookingCalendarData = Extract<NonNullable<DashboardData["calendar"]>, { __typename: "BookingCalendar" }>;

/** Premium: today and the next 13 days (Asia/Dubai), each with its bookings. */
function CalendarView({ calendar, premium, t }: { calendar: BookingCalendarData; premium: boolean; t: T }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const formatDate = useCalendarDate();
  // Opened from the button: focus moves to the calendar, so a screen reader announces it.
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);
  return (
    <div className="mt-6">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t("calendarHeading")}
      </h3>
      <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-7" aria-label={t("next14Days")}>
        {calendar.days.map((day) => (
          <li key={day.date} className={`${CARD} min-w-0`}>
            <h4 className="text-sm font-semibold">
              <time dateTime={day.date}>{formatDate(day.date, "full")}</time>
            </h4>
            {day.bookings.length === 0 ? (
              <p className="mt-2 text-xs text-[var(--muted-foreground)]">{t("noBookings")}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {day.bookings.map((booking) => (
                  <li key={booking.id} className="space-y-2 border-t border-[var(--border)] pt-2 first:border-t-0 first:pt-0">
                    <BookingSummary booking={booking} withDate={false} t={t} />
                    {premium ? <CancelBookingButton booking={booking} t={t} /> : null}
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

/** The offers' and job postings' tabs: a header with its button, then the items (a title, one line, a status badge) or the empty state. */
function ItemsPanel({
  title,
  action,
  empty,
  label,
  items,
}: {
  title: string;
  action: ReactNode;
  empty: string;
  label: string;
  items: ListedItem[];
}) {
  return (
    <>
      <PanelHeader title={title}>{action}</PanelHeader>
      {items.length === 0 ? (
        <p className={`mt-6 ${EMPTY}`}>{empty}</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className={`${CARD} flex items-start justify-between gap-3`}>
              <div className="min-w-0">
                <h3 className="break-words font-semibold">{item.title}</h3>
                <p className="mt-1 break-words text-sm text-[var(--muted-foreground)]">{item.detail}</p>
              </div>
              <Badge tone={item.badge.tone}>{item.badge.label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AnalyticsPanel({ analytics, t }: { analytics: DashboardData["analytics"]; t: T }) {
  if (analytics.__typename === "PremiumRequired") {
    return (
      <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-8 text-center">
        <h2 className="text-xl font-semibold">{t("unlockAnalytics")}</h2>
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">{analytics.message}</p>
        <Link to={SUBSCRIPTION_PATH} className={`mt-4 ${PRIMARY}`}>
          {t("viewPlans")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PanelHeader title={t("analytics")} description={t("analyticsLead")} />
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className={CARD}>
          <dt className="text-sm text-[var(--muted-foreground)]">{t("last30Days")}</dt>
          <dd className="mt-1 text-3xl font-bold">{analytics.bookingsLast30Days}</dd>
        </div>
        <div className={CARD}>
          <dt className="text-sm text-[var(--muted-foreground)]">{t("next7Days")}</dt>
          <dd className="mt-1 text-3xl font-bold">{analytics.bookingsNext7Days}</dd>
        </div>
      </dl>
      <h3 className="mt-6 font-semibold">{t("topServices")}</h3>
      {analytics.topServices.length === 0 ? (
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t("noBookingsInPeriod")}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {analytics.topServices.map((top) => (
            <li key={top.service.id} className={`${CARD} flex justify-between gap-3`}>
              <span className="min-w-0 break-words">{top.service.name}</span>
              <span className="shrink-0 font-semibold">
                {t(top.bookings === 1 ? "bookingsOne" : "bookingsMany", { count: top.bookings })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** Account actions; one list, so more settings can join it. */
function SettingsPanel({ listings, t }: { listings: DashboardData["providers"]; t: T }) {
  return (
    <>
      <PanelHeader title={t("settings")} />
      <ul className="mt-6 flex max-w-sm flex-col gap-3">
        {listings.length === 0 ? (
          <li>
            {/* No approved listing yet: the spec's 'Coming Soon!' toast. */}
            <ActionButton tab="settings" intent="edit-profile" className={`${OUTLINE} w-full`}>
              {t("editProfile")}
            </ActionButton>
          </li>
        ) : (
          listings.map((listing) => (
            <li key={listing.id}>
              <Link to={`/dashboard/listing/${listing.id}`} className={`${OUTLINE} w-full`}>
                {t("editProfile")}
                <span className={listings.length > 1 ? "ms-1" : "sr-only"}>{`: ${listing.name}`}</span>
              </Link>
            </li>
          ))
        )}
        <li>
          <Link to={SUBSCRIPTION_PATH} className={`${OUTLINE} w-full`}>
            {t("manageSubscription")}
          </Link>
        </li>
        <li>
          <ActionButton tab="settings" intent="logout" className={`${DANGER} w-full`}>
            {t("logout")}
          </ActionButton>
        </li>
      </ul>
    </>
  );
}

const REGISTRATION_STATUS = {
  PENDING: { tone: "yellow", label: "registrationPending" },
  APPROVED: { tone: "green", label: "registrationApproved" },
  REJECTED: { tone: "red", label: "registrationRejected" },
} as const;

/** The account's business registrations and where each is in its review (beyond the spec: issue 17). */
function RegistrationStatuses({ registrations, t }: { registrations: DashboardData["registrations"]; t: T }) {
  if (registrations.length === 0) return null;
  return (
    <section className="mt-8 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6" aria-labelledby="registrations-heading">
      <h2 id="registrations-heading" className="text-xl font-semibold">
        {t("registrations")}
      </h2>
      <ul className="mt-4 divide-y divide-[var(--border)]">
        {registrations.map((registration) => {
          const status = REGISTRATION_STATUS[registration.status as keyof typeof REGISTRATION_STATUS];
          return (
            <li key={registration.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium">{registration.businessName}</p>
                {registration.status === "REJECTED" && registration.rejectionReason ? (
                  <p className="break-words text-sm text-[var(--muted-foreground)]">
                    {t("rejectionReason", { reason: registration.rejectionReason })}
                  </p>
                ) : null}
                {registration.provider ? (
                  <Link to={`/provider/${registration.provider.id}`} className="text-sm text-brand-600 underline">
                    {t("viewListing")}
                  </Link>
                ) : null}
              </div>
              {status ? <Badge tone={status.tone}>{t(status.label)}</Badge> : <Badge tone="grey">{registration.status}</Badge>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A booking as the list and the calendar show it. */
const OWNER_BOOKING = graphql(`
  fragment OwnerBooking on Booking @_unmask {
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
`);

const PROVIDER_DASHBOARD_QUERY = graphql(
  `
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
          ...OwnerBooking
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
                ...OwnerBooking
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
  `,
  [OWNER_BOOKING],
);

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
