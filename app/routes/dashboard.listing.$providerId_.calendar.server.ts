/**
 * /dashboard/listing/{providerId}/calendar's server half (issue #32): the API's providerCalendar for the
 * day or the week the address names. Another account's listing (or none) reads as not there (404);
 * a Basic owner goes back to the dashboard, where 'View Full Calendar' says it is Premium.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { runQuery } from "~/lib/api/graphql.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { calendarHref, type CalendarView } from "~/lib/dashboard/calendar";
import { DASHBOARD_PATH } from "~/lib/dashboard/dashboard";
import { throwUnlessOwner } from "~/lib/dashboard/owned-listing.server";
import { CACHE } from "~/lib/http/cache";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { dubaiDate, dubaiWeek, shifted } from "~/lib/listings/opening-week.server";
import { messagesFor } from "~/i18n/messages.server";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && shifted(value, 0) === value;

export async function loadCalendar({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const providerId = params.providerId ?? "";
  const url = new URL(request.url);
  const view: CalendarView = url.searchParams.get("view") === "week" ? "week" : "day";
  const today = dubaiDate(new Date());
  const asked = url.searchParams.get("date") ?? "";
  const staff = url.searchParams.get("staff") || null;
  // A missing or impossible date shows today (the address is the page's only input; nothing is lost).
  const date = isDate(asked) ? asked : today;
  // The week runs Saturday to Friday, as the hours page shows it.
  const from = view === "week" ? dubaiWeek(new Date(`${date}T12:00:00+04:00`)).weekStart : date;
  const here = calendarHref(providerId, { date, view, staff });
  const { providerCalendar, provider } = await runQuery(context, request, CALENDAR_QUERY, {
    providerId,
    date: from,
    days: view === "week" ? 7 : 1,
  });
  throwUnlessOwner(providerCalendar.__typename, here);
  if (providerCalendar.__typename === "PremiumRequired") throw safeRedirect(`${DASHBOARD_PATH}?view=calendar`);
  if (providerCalendar.__typename !== "ProviderCalendar" || !provider) throw new Response("Bad Request", { status: 400 });
  return data(
    {
      provider: { id: provider.id, name: provider.name },
      place: { date, view, staff },
      today,
      calendar: providerCalendar,
      i18n: messagesFor(context.locale, "calendar"),
    },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export type CalendarData = Extract<ResultOf<typeof CALENDAR_QUERY>["providerCalendar"], { __typename: "ProviderCalendar" }>;
export type CalendarDayData = CalendarData["days"][number];
export type CalendarColumnData = CalendarDayData["columns"][number];

const SPAN = graphql(`
  fragment CalendarSpan on CalendarTimeSpan @_unmask {
    starts
    ends
  }
`);

const CALENDAR_QUERY = graphql(
  `
    query OwnerCalendar($providerId: ID!, $date: String!, $days: Int!) {
      provider(id: $providerId) {
        id
        name
      }
      providerCalendar(providerId: $providerId, date: $date, days: $days) {
        __typename
        ... on ProviderCalendar {
          staff {
            id
            name
          }
          days {
            date
            weekday
            closure {
              reason
            }
            specialReason
            open {
              ...CalendarSpan
            }
            axis {
              ...CalendarSpan
            }
            columns {
              staff {
                id
                name
              }
              working {
                ...CalendarSpan
              }
              timeOff {
                starts
                ends
                reason
              }
              free {
                starts
                ends
                startTimes
              }
              bookings {
                starts
                ends
                booking {
                  id
                  customerName
                  state
                  service {
                    name
                  }
                }
              }
            }
          }
        }
      }
    }
  `,
  [SPAN],
);
