import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { bookingCalendarFile } from "~/lib/booking-calendar";
import { CACHE } from "~/lib/cache";
import { runQuery } from "~/lib/graphql.server";

/** The "Add to calendar" file of a booking, by its manage link's token. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { managedBooking: booking } = await runQuery(context, request, BOOKING_CALENDAR_QUERY, { token: params.token ?? "" });
  if (!booking || booking.status === "CANCELLED") {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE.none },
    });
  }
  const file = bookingCalendarFile({
    reference: booking.reference,
    date: booking.date,
    time: booking.time,
    endTime: booking.endTime,
    title: `${booking.service.name} at ${booking.provider.name}`,
    location: booking.provider.address,
    description:
      `Booking reference ${booking.reference}. ${booking.provider.contact.phone ? `Provider phone: ${booking.provider.contact.phone}.` : ""}`.trim(),
    stamp: new Date(),
  });
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${booking.reference}.ics"`,
      "Cache-Control": CACHE.none,
    },
  });
}

const BOOKING_CALENDAR_QUERY = graphql(`
  query BookingCalendar($token: String!) {
    managedBooking(token: $token) {
      reference
      date
      time
      endTime
      status
      service {
        name
      }
      provider {
        name
        address
        contact {
          phone
        }
      }
    }
  }
`);
