/** The calendar's links: day or week, previous, today and next, and one professional or everyone (no JavaScript needed). */
import { Link } from "@remix-run/react";
import type { Translate } from "~/i18n/use-t";
import { calendarHref, type CalendarPlace } from "~/lib/dashboard/calendar";
import { OUTLINE_BUTTON } from "../styles";

export type CT = Translate<"calendar">;

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const CHOSEN = "bg-brand-600 text-white border-brand-600 hover:bg-brand-700";

export function CalendarNav({
  providerId,
  place,
  today,
  staff,
  t,
}: {
  providerId: string;
  place: CalendarPlace;
  today: string;
  staff: readonly { id: string; name: string }[];
  t: CT;
}) {
  const to = (change: Partial<CalendarPlace>) => calendarHref(providerId, { ...place, ...change });
  const step = place.view === "week" ? 7 : 1;
  const chosen = (yes: boolean) =>
    yes ? { "aria-current": "page" as const, className: `${OUTLINE_BUTTON} ${CHOSEN}` } : { className: OUTLINE_BUTTON };
  return (
    <div className="mt-6 flex flex-col gap-3">
      <nav aria-label={t("views")} className="flex flex-wrap gap-2">
        <Link to={to({ view: "day" })} {...chosen(place.view === "day")}>
          {t("dayView")}
        </Link>
        <Link to={to({ view: "week" })} {...chosen(place.view === "week")}>
          {t("weekView")}
        </Link>
      </nav>
      <nav aria-label={t("moveBetweenDates")} className="flex flex-wrap gap-2">
        <Link to={to({ date: shift(place.date, -step) })} className={OUTLINE_BUTTON}>
          {t(place.view === "week" ? "previousWeek" : "previousDay")}
        </Link>
        <Link to={to({ date: today })} {...chosen(place.date === today)}>
          {t("today")}
        </Link>
        <Link to={to({ date: shift(place.date, step) })} className={OUTLINE_BUTTON}>
          {t(place.view === "week" ? "nextWeek" : "nextDay")}
        </Link>
      </nav>
      <nav aria-label={t("professionals")} className="flex flex-wrap gap-2">
        <Link to={to({ staff: null })} {...chosen(place.staff === null)}>
          {t("everyone")}
        </Link>
        {staff.map((member) => (
          <Link key={member.id} to={to({ staff: member.id })} {...chosen(place.staff === member.id)}>
            {member.name}
          </Link>
        ))}
      </nav>
    </div>
  );
}
