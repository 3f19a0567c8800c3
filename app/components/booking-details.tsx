import { mapLinkUrl } from "~/lib/booking";
import { formatCalendarDate } from "~/lib/calendar-date";

export interface BookedVisit {
  reference: string;
  date: string;
  time: string;
  endTime: string;
  service: { name: string };
  /** Who does it (null for a booking no staff member was given). */
  staff: { name: string; title: string } | null;
  provider: { name: string; address: string; latitude: number; longitude: number };
}

/** What was booked, where and when: on this page and in the confirmation after booking. */
export function BookingDetails({ booking }: { booking: BookedVisit }) {
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium">Reference</dt>
      <dd>{booking.reference}</dd>
      <dt className="font-medium">Provider</dt>
      <dd>{booking.provider.name}</dd>
      <dt className="font-medium">Service</dt>
      <dd>{booking.service.name}</dd>
      {booking.staff ? (
        <>
          <dt className="font-medium">Professional</dt>
          <dd>{`${booking.staff.name}, ${booking.staff.title}`}</dd>
        </>
      ) : null}
      <dt className="font-medium">Date and time</dt>
      <dd>
        {formatCalendarDate(booking.date, "full")}, {booking.time}–{booking.endTime} (UAE time)
      </dd>
      <dt className="font-medium">Address</dt>
      <dd>
        {booking.provider.address}{" "}
        <a href={mapLinkUrl(booking.provider.latitude, booking.provider.longitude)} className="text-brand-600 underline" rel="noreferrer">
          Open the map
        </a>
      </dd>
    </dl>
  );
}
