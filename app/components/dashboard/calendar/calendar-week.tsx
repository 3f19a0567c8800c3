/** The week: a card per day, each professional's bookings and time off in it, the day's name linking to its day view. */
import { Link } from "@remix-run/react";
import { useCalendarDate } from "~/i18n/use-dates";
import { calendarHref, type CalendarPlace } from "~/lib/dashboard/calendar";
import type { CalendarColumnData, CalendarDayData } from "~/routes/dashboard.listing.$providerId_.calendar.server";
import { CARD } from "../styles";
import { ColumnList, DayHeading } from "./calendar-day";
import type { CT } from "./calendar-nav";

export function CalendarWeekView({
  providerId,
  place,
  days,
  columnsOf,
  t,
}: {
  providerId: string;
  place: CalendarPlace;
  days: CalendarDayData[];
  columnsOf: (day: CalendarDayData) => CalendarColumnData[];
  t: CT;
}) {
  const formatDate = useCalendarDate();
  return (
    <ol className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {days.map((day) => (
        <li key={day.date} className={`${CARD} min-w-0`}>
          <h2 className="font-semibold">
            <Link to={calendarHref(providerId, { ...place, date: day.date, view: "day" })} className="underline">
              <time dateTime={day.date}>{formatDate(day.date, "full")}</time>
            </Link>
          </h2>
          <DayHeading day={day} label={day.open.map((span) => `${span.starts}–${span.ends}`).join(", ")} t={t} />
          <ul className="mt-2 space-y-3">
            {columnsOf(day).map((column) => (
              <li key={column.staff?.id ?? "unassigned"} className="border-t border-[var(--border)] pt-2">
                <ColumnList providerId={providerId} date={day.date} column={column} t={t} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
