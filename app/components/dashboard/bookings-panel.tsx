/**
 * The Bookings tab: requests awaiting the salon's answer first (each linking to its page to accept or decline), then
 * the upcoming bookings, each with its Move and Cancel Booking forms, then the cancelled ones (who cancelled and why)
 * behind a disclosure; every row's customer links to the booking's own page. Or (Premium, several listings) which
 * listing's calendar to open.
 */
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useCalendarDate } from "~/i18n/use-dates";
import { bookingHref, calendarPath } from "~/lib/dashboard/calendar";
import { bookingStatusBadge } from "~/lib/dashboard/dashboard";
import { Badge } from "./badge";
import { CancelBookingForm } from "./cancel-booking-form";
import { PanelHeader } from "./panel-header";
import { CARD, EMPTY, OUTLINE_BUTTON } from "./styles";
import type { RefusedReason, T, UpcomingBooking } from "./types";

export function BookingsPanel({
  bookings,
  cancelled,
  calendarListings,
  refused,
  t,
}: {
  bookings: UpcomingBooking[];
  /** Cancelled bookings from today on, with who cancelled and why. */
  cancelled: UpcomingBooking[];
  /** Premium's 'View Full Calendar' with several listings (or none): the listings to choose from. */
  calendarListings: readonly { id: string; name: string }[] | null;
  /** The reason a cancel was refused for, to show again beside its booking. */
  refused: RefusedReason | null;
  t: T;
}) {
  // A request is answered (accepted or declined) on its own page; the rest are the salon's to move or cancel.
  const requests = bookings.filter((booking) => booking.status === "PENDING");
  const confirmed = bookings.filter((booking) => booking.status !== "PENDING");
  return (
    <>
      <PanelHeader title={t("manageBookings")} description={t("manageBookingsLead")}>
        {calendarListings ? (
          <Link to="?" className={OUTLINE_BUTTON} preventScrollReset>
            {t("showUpcomingList")}
          </Link>
        ) : (
          // Basic: the API refuses the calendar and the page answers with the Premium Feature toast.
          <Link to="?view=calendar" className={OUTLINE_BUTTON} preventScrollReset>
            {t("viewFullCalendar")}
          </Link>
        )}
      </PanelHeader>
      {calendarListings ? (
        <CalendarChooser listings={calendarListings} t={t} />
      ) : (
        <>
          {requests.length > 0 ? <Requests requests={requests} t={t} /> : null}
          {bookings.length === 0 ? (
            <p className={`mt-6 ${EMPTY}`}>{t("noUpcomingBookings")}</p>
          ) : confirmed.length > 0 ? (
            <ul className="mt-6 space-y-3" aria-label={t("upcomingBookings")}>
              {confirmed.map((booking) => (
                <li key={booking.id} className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between`}>
                  <BookingSummary booking={booking} t={t} />
                  <div className="flex flex-wrap items-start gap-2">
                    <MoveBookingLink booking={booking} t={t} />
                    <CancelBookingForm booking={booking} refused={refused} t={t} />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <CancelledBookings cancelled={cancelled} t={t} />
        </>
      )}
    </>
  );
}

/** The owner's reschedule form (app/routes/dashboard.bookings.$bookingId_.reschedule.tsx), named for a screen reader. */
function MoveBookingLink({ booking, t }: { booking: UpcomingBooking; t: T }) {
  const formatDate = useCalendarDate();
  return (
    <Link to={`/dashboard/bookings/${booking.id}/reschedule`} className={OUTLINE_BUTTON}>
      {t("moveBooking")}
      <span className="sr-only">
        {t("cancelBookingOf", {
          name: booking.customerName || t("deletedAccount"),
          date: formatDate(booking.date, "long"),
          time: booking.time,
        })}
      </span>
    </Link>
  );
}

const STATUS_LABELS = { CONFIRMED: "statusConfirmed", PENDING: "statusPending", CANCELLED: "statusCancelled" } as const;

function BookingSummary({ booking, withDate = true, t }: { booking: UpcomingBooking; withDate?: boolean; t: T }) {
  const badge = bookingStatusBadge(booking.status);
  const formatDate = useCalendarDate();
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2">
        {/* An account deleted since (decision 058) leaves the salon's record without a name. */}
        <Link to={bookingHref(booking.id)} className="text-brand-700 underline dark:text-brand-300">
          <span className="font-semibold">{booking.customerName || t("deletedAccount")}</span>
        </Link>
        <Badge tone={badge.tone}>{t(STATUS_LABELS[booking.status])}</Badge>
      </p>
      <p className="text-sm">
        {booking.staff ? t("serviceWithStaff", { service: booking.service.name, staff: booking.staff.name }) : booking.service.name}
      </p>
      {booking.sourceApp ? <p className="text-sm">{t("throughApp", { app: booking.sourceApp })}</p> : null}
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

/** Requests awaiting the salon's answer: Accept and Decline open the booking's page at its forms. */
function Requests({ requests, t }: { requests: UpcomingBooking[]; t: T }) {
  const formatDate = useCalendarDate();
  return (
    <section aria-labelledby="requests-heading" className="mt-6">
      <h3 id="requests-heading" className="text-lg font-semibold">
        {t("requestsHeading")}
      </h3>
      <ul className="mt-3 space-y-3" aria-label={t("requests")}>
        {requests.map((booking) => {
          const of = t("cancelBookingOf", {
            name: booking.customerName || t("deletedAccount"),
            date: formatDate(booking.date, "long"),
            time: booking.time,
          });
          return (
            <li key={booking.id} className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between`}>
              <BookingSummary booking={booking} t={t} />
              <div className="flex flex-wrap items-start gap-2">
                <Link to={`${bookingHref(booking.id)}#booking-actions`} className={OUTLINE_BUTTON}>
                  {t("acceptRequest")}
                  <span className="sr-only">{of}</span>
                </Link>
                <Link to={`${bookingHref(booking.id)}#decline-reason`} className={OUTLINE_BUTTON}>
                  {t("declineRequest")}
                  <span className="sr-only">{of}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Cancelled bookings from today on, closed by default (a disclosure: works without JavaScript): who cancelled and why. */
function CancelledBookings({ cancelled, t }: { cancelled: UpcomingBooking[]; t: T }) {
  return (
    <details className="mt-6">
      <summary className="cursor-pointer text-sm font-medium">{t("cancelledHeading", { count: cancelled.length })}</summary>
      {cancelled.length === 0 ? (
        <p className={`mt-3 ${EMPTY}`}>{t("noCancelledBookings")}</p>
      ) : (
        <ul className="mt-3 space-y-3" aria-label={t("cancelledBookings")}>
          {cancelled.map((booking) => (
            <li key={booking.id} className={CARD}>
              <BookingSummary booking={booking} t={t} />
              <p className="mt-1 text-sm">
                {booking.declined
                  ? t("declinedRequest")
                  : booking.cancelledBy === "CUSTOMER"
                    ? t("cancelledByCustomer")
                    : booking.cancelledBy === "SALON"
                      ? t("cancelledBySalon")
                      : null}
              </p>
              {booking.cancellationReason ? (
                <p className="text-sm text-[var(--muted-foreground)]">{t("cancelledReason", { reason: booking.cancellationReason })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** Premium with several listings (or none yet): which listing's calendar to open. */
function CalendarChooser({ listings, t }: { listings: readonly { id: string; name: string }[]; t: T }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the button: focus moves to the choice, so a screen reader announces it.
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);
  return (
    <div className="mt-6">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t("calendarHeading")}
      </h3>
      {listings.length === 0 ? (
        <p className={`mt-3 ${EMPTY}`}>{t("noListingForCalendar")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("calendarListings")}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <Link to={calendarPath(listing.id)} className={OUTLINE_BUTTON}>
                {listing.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
