/**
 * /dashboard/listing/{providerId}/calendar?date=YYYY-MM-DD&view=day|week&staff={staffId}: the front desk's
 * calendar (issue #32, Premium's 'View Full Calendar'). A day with a column per professional, or a week;
 * every move is a link, so it works without JavaScript. The API checks the owner and the plan.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CalendarDayView, DayHeading } from "~/components/dashboard/calendar/calendar-day";
import { CalendarNav } from "~/components/dashboard/calendar/calendar-nav";
import { CalendarWeekView } from "~/components/dashboard/calendar/calendar-week";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { useCalendarDate } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { pageHeaders } from "~/lib/http/page-headers";
import { loadCalendar, type CalendarDayData } from "./dashboard.listing.$providerId_.calendar.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.calendar.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export const loader = loadCalendar;

export default function OwnerCalendarPage() {
  const { provider, place, today, calendar } = useLoaderData<typeof loader>();
  const t = useT("calendar");
  const formatDate = useCalendarDate();
  // One professional chosen: only their column (a column without a professional stays with everyone's).
  const columnsOf = (day: CalendarDayData) =>
    place.staff ? day.columns.filter((column) => column.staff?.id === place.staff) : day.columns;
  const [first] = calendar.days;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm">
        <Link to={`/dashboard/listing/${provider.id}`} className="text-brand-600 underline">
          {t("backToListing")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 break-words text-[var(--muted-foreground)]">{t("intro", { name: provider.name })}</p>
      <CalendarNav providerId={provider.id} place={place} today={today} staff={calendar.staff} t={t} />
      {place.view === "week" || !first ? (
        <>
          <h2 className="mt-6 text-xl font-semibold">{t("weekOf", { date: formatDate(first?.date ?? place.date, "long") })}</h2>
          <CalendarWeekView providerId={provider.id} place={place} days={calendar.days} columnsOf={columnsOf} t={t} />
        </>
      ) : (
        <>
          <h2 className="mt-6 text-xl font-semibold">
            <time dateTime={first.date}>{formatDate(first.date, "full")}</time>
          </h2>
          <DayHeading day={first} label={first.open.map((span) => `${span.starts}–${span.ends}`).join(", ")} t={t} />
          <CalendarDayView providerId={provider.id} day={first} columns={columnsOf(first)} t={t} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
