/** The Bookings tab: the upcoming bookings, or (Premium) the calendar of the next 14 days, each with its Cancel Booking form. */
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useCalendarDate } from "~/i18n/use-dates";
import { bookingStatusBadge } from "~/lib/dashboard/dashboard";
import { Badge } from "./badge";
import { CancelBookingForm } from "./cancel-booking-form";
import { PanelHeader } from "./panel-header";
import { CARD, EMPTY, OUTLINE_BUTTON } from "./styles";
import type { BookingCalendarData, RefusedReason, T, UpcomingBooking } from "./types";

export function BookingsPanel({
  bookings,
  calendar,
  premium,
  refused,
  t,
}: {
  bookings: UpcomingBooking[];
  calendar: BookingCalendarData | null;
  premium: boolean;
  /** The reason a cancel was refused for, to show again beside its booking. */
  refused: RefusedReason | null;
  t: T;
}) {
  return (
    <>
      <PanelHeader title={t("manageBookings")} description={t("manageBookingsLead")}>
        {calendar ? (
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
      {calendar ? (
        <CalendarView calendar={calendar} premium={premium} refused={refused} t={t} />
      ) : bookings.length === 0 ? (
        <p className={`mt-6 ${EMPTY}`}>{t("noUpcomingBookings")}</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={t("upcomingBookings")}>
          {bookings.map((booking) => (
            <li key={booking.id} className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between`}>
              <BookingSummary booking={booking} t={t} />
              <div className="flex flex-wrap items-start gap-2">
                <MoveBookingLink booking={booking} t={t} />
                <CancelBookingForm booking={booking} refused={refused} t={t} />
              </div>
            </li>
          ))}
        </ul>
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
        <span className="font-semibold">{booking.customerName || t("deletedAccount")}</span>
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

/** Premium: today and the next 13 days (Asia/Dubai), each with its bookings. */
function CalendarView({
  calendar,
  premium,
  refused,
  t,
}: {
  calendar: BookingCalendarData;
  premium: boolean;
  refused: RefusedReason | null;
  t: T;
}) {
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
                    {premium ? <CancelBookingForm booking={booking} refused={refused} t={t} /> : null}
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
