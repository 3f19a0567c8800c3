/**
 * /dashboard/provider's server half: what the loader reads (the API's ownerDashboard, which shows an
 * account only its own providers' data and answers PremiumRequired for premium reads) and how the
 * action answers each button (decision 021), with the spec's toasts in the page's language.
 */
import { data, json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import type { ServerToastMessage } from "~/components/server-toast";
import { AUTH_TOASTS } from "~/lib/auth/auth-toasts";
import { CACHE } from "~/lib/http/cache";
import { calendarPath } from "~/lib/dashboard/calendar";
import { DASHBOARD_TABS, DASHBOARD_TOASTS, dashboardTabPath, NEW_OFFER_PATH, premiumFeatureToastFor } from "~/lib/dashboard/dashboard";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { loginPathFor } from "~/lib/auth/login-path";
import { hasPremium } from "~/lib/auth/premium";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { signOutAndGoHome } from "~/lib/auth/sign-out.server";
import { tabFrom } from "~/lib/ui/tabs";
import type { CodedToast } from "~/lib/ui/toast";
import { requireViewer } from "~/lib/auth/viewer.server";
import { stripLocale, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { answerIn, formatToast } from "~/i18n/coded-messages.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";

/** A toast decided here, by code, in the page's language, shown once. */
const serverToast = (locale: Locale, toast: CodedToast): ServerToastMessage => ({ id: crypto.randomUUID(), ...formatToast(locale, toast) });

/** Signed-in users only: anyone else is redirected to /login and brought back after signing in. */
export async function loadProviderDashboard({ request, context }: LoaderFunctionArgs) {
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
  const premiumCalendar = ownerDashboard.calendar?.__typename === "BookingCalendar";
  // Premium's 'View Full Calendar' opens the listing's calendar; with several listings the panel lets the owner choose.
  if (premiumCalendar && ownerDashboard.providers.length === 1) throw safeRedirect(calendarPath(ownerDashboard.providers[0]!.id));
  const { calendar, analytics, ...rest } = ownerDashboard;
  const dashboard = {
    ...rest,
    // Analytics' PremiumRequired in the page's language, by its code.
    analytics: analytics.__typename === "PremiumRequired" ? { ...analytics, message: answerIn(context.locale, analytics) } : analytics,
  };
  return data(
    {
      plan: viewer.plan,
      tab,
      dashboard,
      myJobs,
      calendarListings: premiumCalendar ? ownerDashboard.providers : null,
      // 'View Full Calendar' on Basic: the API refused, and the toast says so.
      toast: calendar?.__typename === "PremiumRequired" ? serverToast(context.locale, premiumFeatureToastFor("calendar")) : null,
      i18n: messagesFor(context.locale, "dashboard"),
    },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export async function answerDashboardButton({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const form = await requireForm(request);
  const intent = textField(form, "intent");
  // Refusals answer 200 too: the toast says what happened, and a browser logs no failed request for it.
  const answer = (toast: CodedToast, cancelled = false, refusedReason: RefusedReason | null = null) =>
    json({ toast: serverToast(context.locale, toast), cancelled, refusedReason });

  switch (intent) {
    case "cancel-booking": {
      const bookingId = textField(form, "bookingId");
      const reason = textField(form, "reason");
      const { cancelBooking } = await runMutation(context, request, CANCEL_BOOKING_MUTATION, {
        input: { bookingId, reason },
      });
      switch (cancelBooking.__typename) {
        case "BookingCancelled":
          return answer(DASHBOARD_TOASTS.bookingCancelled, true);
        case "CancelBookingInvalid": {
          // The reason comes back as typed, with what is wrong with it, beside its booking's button.
          const [error] = cancelBooking.fieldErrors;
          const message = error ? answerIn(context.locale, error) : "";
          return answer(DASHBOARD_TOASTS.cancelReasonInvalid, false, { bookingId, reason, message });
        }
        case "PremiumRequired":
          return answer(premiumFeatureToastFor("cancelBooking"));
        case "BookingNotFound":
          return answer(DASHBOARD_TOASTS.bookingNotFound);
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

export type DashboardData = ResultOf<typeof PROVIDER_DASHBOARD_QUERY>["ownerDashboard"] & {};
export type UpcomingBooking = DashboardData["upcomingBookings"][number];

/** A booking as the list and the calendar show it. */
const OWNER_BOOKING = graphql(`
  fragment OwnerBooking on Booking @_unmask {
    id
    date
    time
    customerName
    sourceApp
    status
    declined
    cancelledBy
    cancellationReason
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
          setup {
            done
            total
            complete
            ready
            steps {
              step
              done
            }
          }
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
        cancelledBookings {
          ...OwnerBooking
        }
        calendar @include(if: $withCalendar) {
          __typename
          ... on PremiumRequired {
            message
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
            code
            params {
              name
              value
            }
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

const CANCEL_BOOKING_MUTATION = graphql(
  `
    mutation DashboardCancelBooking($input: CancelBookingInput!) {
      cancelBooking(input: $input) {
        __typename
        ... on PremiumRequired {
          message
        }
        ... on BookingNotFound {
          message
        }
        ... on CancelBookingInvalid {
          fieldErrors {
            ...AnsweredFieldError
          }
        }
      }
    }
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);

/** A salon's reason the API refused: shown again, as typed, with the refusal, beside its booking's button. */
export interface RefusedReason {
  bookingId: string;
  reason: string;
  message: string;
}
