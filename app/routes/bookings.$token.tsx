import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { graphql } from "gql.tada";
import { BookingDetails } from "~/components/booking-details";
import { CACHE } from "~/lib/cache";
import { formatCalendarDate } from "~/lib/calendar-date";
import { readForm } from "~/lib/form-data.server";
import { messagesFor } from "~/i18n/messages.server";
import { runMutation, runQuery } from "~/lib/graphql.server";

/**
 * A booking's own page, reached by the private link in its confirmation (no account needed): the
 * details, an "Add to calendar" file, and cancelling up to the cut-off.
 */
export const meta: MetaFunction = () => [{ title: "Your booking — GlowUAE" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const NOT_FOUND = "This booking link is not valid. Please check the link you were given.";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { managedBooking } = await runQuery(context, request, MANAGED_BOOKING_QUERY, { token: params.token ?? "" });
  // BookingDetails' texts (this page's own are not translated yet).
  return json(
    { booking: managedBooking, i18n: messagesFor(context.locale, "provider") },
    { status: managedBooking ? 200 : 404, headers: { "Cache-Control": CACHE.none } },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await readForm(request);
  const { cancelBookingByLink: cancelBooking } = await runMutation(context, request, CANCEL_BOOKING_MUTATION, {
    token: params.token ?? "",
  });
  const headers = { "Cache-Control": CACHE.none };
  return cancelBooking.__typename === "ManagedBookingCancelled"
    ? json({ cancelled: true, message: "Your booking is cancelled. The time is free for others again." }, { headers })
    : json({ cancelled: false, message: cancelBooking.message }, { status: 409, headers });
}

export default function ManagedBookingPage() {
  const { booking } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { token } = useParams();
  if (!booking) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">Booking not found</h1>
        <p className="mt-3">{NOT_FOUND}</p>
        <Link to="/search" className="mt-6 inline-block text-brand-600 underline">
          Browse all providers
        </Link>
      </section>
    );
  }
  const { provider } = booking;
  const cancelled = booking.status === "CANCELLED";
  const [untilDate, untilTime] = booking.cancellableUntil.split("T") as [string, string];
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-600">Booking {booking.reference}</p>
      <h1 className="mt-1 text-3xl font-bold">{cancelled ? "Booking cancelled" : "Your booking"}</h1>
      {result ? (
        <p
          role={result.cancelled ? "status" : "alert"}
          className={`mt-4 rounded-lg border p-4 ${result.cancelled ? "border-green-600" : "border-red-600 text-red-800 dark:text-red-300"}`}
        >
          {result.message}
        </p>
      ) : null}
      <BookingDetails booking={booking} />
      {cancelled ? null : (
        <div className="mt-8 space-y-4">
          <a
            href={`/bookings/${token}/calendar.ics`}
            download
            className="inline-block rounded-md border border-[var(--border)] px-4 py-2 font-medium"
          >
            Add to calendar
          </a>
          {booking.canCancel ? (
            <Form method="post" className="rounded-lg border border-[var(--border)] p-4">
              <p className="text-sm">
                You can cancel until {formatCalendarDate(untilDate, "full")} at {untilTime} (UAE time).
              </p>
              <button
                type="submit"
                disabled={navigation.state !== "idle"}
                className="mt-3 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {navigation.state !== "idle" ? "Cancelling..." : "Cancel this booking"}
              </button>
            </Form>
          ) : (
            <p className="text-sm">
              It can no longer be cancelled online. Please call {provider.name}
              {provider.contact.phone ? ` on ${provider.contact.phone}` : ""}.
            </p>
          )}
        </div>
      )}
      <p className="mt-8">
        <Link to={`/provider/${provider.id}`} className="text-brand-600 underline">
          Book again at {provider.name}
        </Link>
      </p>
    </section>
  );
}

const MANAGED_BOOKING_QUERY = graphql(`
  query ManagedBooking($token: String!) {
    managedBooking(token: $token) {
      reference
      date
      time
      endTime
      status
      canCancel
      cancellableUntil
      service {
        name
      }
      staff {
        name
        title
      }
      provider {
        id
        name
        address
        latitude
        longitude
        contact {
          phone
        }
      }
    }
  }
`);

const CANCEL_BOOKING_MUTATION = graphql(`
  mutation ManagedBookingCancel($token: String!) {
    cancelBookingByLink(token: $token) {
      __typename
      ... on CancellationRefused {
        message
      }
    }
  }
`);
