/**
 * One day of the calendar: on a wide screen a column per professional with the times down the side in
 * the provider's own hours (a CSS grid, a row per quarter hour); on a phone a list per professional,
 * so nothing scrolls sideways. Bookings link to their page; free working time to a walk-in at that time.
 */
import { Link } from "@remix-run/react";
import type { CalendarColumnData, CalendarDayData } from "~/routes/dashboard.listing.$providerId_.calendar.server";
import { bookingHref, bookingStateKey, minutesOf, newBookingHref } from "~/lib/dashboard/calendar";
import { CARD } from "../styles";
import type { CT } from "./calendar-nav";

const QUARTER = 15;
type Booking = CalendarColumnData["bookings"][number];

export const staffName = (column: CalendarColumnData, t: CT) => column.staff?.name ?? t("unassigned");

export function bookingLabel(block: Booking, t: CT): string {
  return t("bookingBlock", {
    time: block.starts,
    end: block.ends,
    service: block.booking.service.name,
    customer: block.booking.customerName || t("deletedAccount"),
    state: t(bookingStateKey(block.booking)),
  });
}

export function DayHeading({ day, label, t }: { day: CalendarDayData; label: string; t: CT }) {
  return (
    <p className="text-sm text-[var(--muted-foreground)]">
      {label}
      {day.closure ? ` · ${day.closure.reason ? t("closedFor", { reason: day.closure.reason }) : t("closed")}` : null}
      {!day.closure && day.open.length === 0 ? ` · ${t("closed")}` : null}
      {day.specialReason ? ` · ${t("specialHours", { reason: day.specialReason })}` : null}
    </p>
  );
}

export function CalendarDayView({
  providerId,
  day,
  columns,
  t,
}: {
  providerId: string;
  day: CalendarDayData;
  columns: CalendarColumnData[];
  t: CT;
}) {
  return (
    <>
      {day.axis ? <DayGrid providerId={providerId} day={day} axis={day.axis} columns={columns} t={t} /> : null}
      <ul className={`mt-4 space-y-3 ${day.axis ? "md:hidden" : ""}`}>
        {columns.map((column) => (
          <li key={column.staff?.id ?? "unassigned"} className={CARD}>
            <ColumnList providerId={providerId} date={day.date} column={column} t={t} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** One professional's day as a list (the phone's view, and the week's). */
export function ColumnList({ providerId, date, column, t }: { providerId: string; date: string; column: CalendarColumnData; t: CT }) {
  const name = staffName(column, t);
  return (
    <>
      <h3 className="font-semibold">{name}</h3>
      <p className="text-sm text-[var(--muted-foreground)]">
        {column.working.length === 0
          ? t("notWorking")
          : t("working", { hours: column.working.map((span) => `${span.starts}–${span.ends}`).join(", ") })}
      </p>
      {column.timeOff.map((off) => (
        <p key={off.starts} className="mt-1 rounded bg-[var(--muted)] px-2 py-1 text-sm">
          {off.starts}–{off.ends} {off.reason ? t("timeOffFor", { reason: off.reason }) : t("timeOff")}
        </p>
      ))}
      <ul className="mt-2 space-y-1 text-sm">
        {column.bookings.map((block) => (
          <li key={block.booking.id}>
            <Link to={bookingHref(block.booking.id)} className="text-brand-700 dark:text-brand-300 underline">
              {bookingLabel(block, t)}
            </Link>
          </li>
        ))}
        {column.bookings.length === 0 ? <li className="text-[var(--muted-foreground)]">{t("noBookings")}</li> : null}
        {column.staff
          ? column.free.map((free) => (
              <li key={free.starts}>
                <Link
                  to={newBookingHref(providerId, column.staff!.id, date, free.starts)}
                  aria-label={t("newBookingAt", { staff: name, time: free.starts })}
                  className="underline"
                >
                  {t("free", { from: free.starts, to: free.ends })}
                </Link>
              </li>
            ))
          : null}
      </ul>
    </>
  );
}

function DayGrid({
  providerId,
  day,
  axis,
  columns,
  t,
}: {
  providerId: string;
  day: CalendarDayData;
  axis: { starts: string; ends: string };
  columns: CalendarColumnData[];
  t: CT;
}) {
  const first = Math.floor(minutesOf(axis.starts) / QUARTER) * QUARTER;
  const rows = Math.ceil((minutesOf(axis.ends) - first) / QUARTER);
  // Grid lines: row 1 is the heading, then a row per quarter hour from the axis's start.
  const row = (clock: string) => 2 + Math.floor((minutesOf(clock) - first) / QUARTER);
  const rowEnd = (clock: string) => 2 + Math.ceil((minutesOf(clock) - first) / QUARTER);
  const hours = Array.from({ length: rows }, (_, index) => first + index * QUARTER).filter((minute) => minute % 60 === 0);
  const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  return (
    <div className="mt-4 hidden overflow-x-auto md:block">
      <div
        className="grid min-w-full text-xs"
        style={{
          gridTemplateColumns: `4rem repeat(${columns.length}, minmax(9rem, 1fr))`,
          gridTemplateRows: `auto repeat(${rows}, 1.25rem)`,
        }}
      >
        <span className="sticky start-0 font-semibold" style={{ gridRow: 1, gridColumn: 1 }}>
          {t("time")}
        </span>
        {hours.map((minute) => (
          <span
            key={minute}
            className="border-t border-[var(--border)] pe-2 text-[var(--muted-foreground)]"
            style={{ gridRow: row(clock(minute)), gridColumn: 1 }}
          >
            <time>{clock(minute)}</time>
          </span>
        ))}
        {columns.map((column, index) => {
          const gridColumn = index + 2;
          const name = staffName(column, t);
          return [
            <h3 key="name" className="truncate px-1 pb-1 text-sm font-semibold" style={{ gridRow: 1, gridColumn }}>
              {name}
            </h3>,
            <span
              key="day"
              aria-hidden="true"
              className="border-s border-[var(--border)] bg-[var(--muted)]"
              style={{ gridRow: `2 / ${rows + 2}`, gridColumn }}
            />,
            ...column.working.map((span) => (
              <span
                key={`w${span.starts}`}
                aria-hidden="true"
                className="border-s border-[var(--border)] bg-[var(--card)]"
                style={{ gridRow: `${row(span.starts)} / ${rowEnd(span.ends)}`, gridColumn }}
              />
            )),
            ...column.timeOff.map((off) => (
              <p
                key={`t${off.starts}`}
                className="m-0.5 overflow-hidden rounded bg-[repeating-linear-gradient(45deg,var(--muted),var(--muted)_6px,var(--border)_6px,var(--border)_12px)] p-1"
                style={{ gridRow: `${row(off.starts)} / ${rowEnd(off.ends)}`, gridColumn }}
              >
                {off.starts}–{off.ends} {off.reason ? t("timeOffFor", { reason: off.reason }) : t("timeOff")}
              </p>
            )),
            ...column.free.flatMap((free) =>
              column.staff
                ? free.startTimes.map((time) => (
                    <Link
                      key={`f${time}`}
                      to={newBookingHref(providerId, column.staff!.id, day.date, time)}
                      aria-label={t("newBookingAt", { staff: name, time })}
                      className="m-px rounded px-1 text-[var(--muted-foreground)] hover:bg-[var(--muted)] focus:bg-[var(--muted)]"
                      style={{ gridRow: `${row(time)}`, gridColumn }}
                    >
                      + {time}
                    </Link>
                  ))
                : [],
            ),
            ...column.bookings.map((block) => (
              <Link
                key={block.booking.id}
                to={bookingHref(block.booking.id)}
                className="bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50 border-brand-600 m-0.5 overflow-hidden rounded border-s-4 p-1"
                style={{ gridRow: `${row(block.starts)} / ${Math.max(rowEnd(block.ends), row(block.starts) + 2)}`, gridColumn }}
              >
                {bookingLabel(block, t)}
              </Link>
            )),
          ];
        })}
      </div>
    </div>
  );
}
