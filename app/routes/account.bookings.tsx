/**
 * /account/bookings (signed-in accounts only): the upcoming bookings this account made while signed
 * in, each with its provider, service, date and time (UAE time) and a link to its manage page.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { CACHE } from "~/lib/cache";
import { formatCalendarDate } from "~/lib/calendar-date";
import { runQuery } from "~/lib/graphql.server";
import { pageHeaders } from "~/lib/page-headers";
import { messagesFor } from "~/i18n/messages.server";
import { requireViewer } from "~/lib/viewer.server";

export const meta: MetaFunction = () => [{ title: "My Bookings — GlowUAE" }, { name: "robots", content: "noindex" }];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const { viewer } = await runQuery(context, request, MY_BOOKINGS_QUERY, {});
  return json(
    { bookings: viewer?.bookings ?? [], i18n: messagesFor(context.locale, "provider") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export default function MyBookingsPage() {
  const { bookings } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="my-bookings-heading">
      <h1 id="my-bookings-heading" className="text-3xl font-bold">
        My Bookings
      </h1>
      <p className="mt-2 text-[var(--muted-foreground)]">Your upcoming appointments, booked while signed in. Times are UAE time.</p>
      {bookings.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-8 text-center">
          <h2 className="text-xl font-semibold">No upcoming bookings</h2>
          <p className="mt-2 text-[var(--muted-foreground)]">When you book an appointment while signed in, it will appear here.</p>
          <Link to="/search" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            Browse all providers
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-4" aria-label="Upcoming bookings">
          {bookings.map(({ booking, manageToken }) => (
            <li key={booking.reference} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5">
              <h2 className="text-lg font-semibold">{booking.provider.name}</h2>
              <p>{booking.service.name}</p>
              <p className="mt-1">
                <time dateTime={`${booking.date}T${booking.time}+04:00`}>
                  {formatCalendarDate(booking.date, "full")}, {booking.time}–{booking.endTime}
                </time>{" "}
                (UAE time)
              </p>
              <p className="mt-1 text-sm text-[var(--muted-foreground)]">Booking {booking.reference}</p>
              {manageToken ? (
                <Link
                  to={`/bookings/${manageToken}`}
                  className="mt-3 inline-block font-medium text-brand-600 underline"
                  aria-label={`Manage booking ${booking.reference} at ${booking.provider.name}`}
                >
                  Manage booking
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const MY_BOOKINGS_QUERY = graphql(`
  query MyBookings {
    viewer {
      bookings {
        manageToken
        booking {
          reference
          date
          time
          endTime
          service {
            name
          }
          provider {
            name
          }
        }
      }
    }
  }
`);
