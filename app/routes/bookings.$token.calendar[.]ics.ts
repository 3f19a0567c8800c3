import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { interpolate } from "~/i18n/define";
import { messagesFor } from "~/i18n/messages.server";
import { bookingCalendarFile } from "~/lib/booking/booking-calendar";
import { CACHE } from "~/lib/http/cache";
import { loadManagedBooking } from "~/lib/booking/managed-booking.server";

/** The "Add to calendar" file of a booking, by its manage link's token, in the page's language. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const booking = await loadManagedBooking(context, request, params.token);
  if (!booking || booking.status === "CANCELLED") {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE.none },
    });
  }
  const t = messagesFor(context.locale, "bookings").bookings;
  const { reference, provider } = booking;
  const phone = provider.contact.phone ? interpolate(t.calendarPhone, { phone: provider.contact.phone }) : "";
  const file = bookingCalendarFile({
    reference,
    date: booking.date,
    time: booking.time,
    endTime: booking.endTime,
    title: interpolate(t.calendarTitle, { service: booking.service.name, provider: provider.name }),
    location: provider.address,
    description: `${interpolate(t.calendarReference, { reference })} ${phone}`.trim(),
    stamp: new Date(),
  });
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${reference}.ics"`,
      "Cache-Control": CACHE.none,
    },
  });
}
