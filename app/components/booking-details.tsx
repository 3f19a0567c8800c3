import { mapLinkUrl } from "~/lib/booking/booking";
import { useT } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import type { BookedVisit } from "./booking-details.fragment";

/** What was booked, where and when: on this page and in the confirmation after booking. */
export function BookingDetails({ booking }: { booking: BookedVisit }) {
  const t = useT("provider");
  const formatCalendarDate = useCalendarDate();
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium">{t("reference")}</dt>
      <dd>{booking.reference}</dd>
      <dt className="font-medium">{t("provider")}</dt>
      <dd>{booking.provider.name}</dd>
      <dt className="font-medium">{t("service")}</dt>
      <dd>{booking.service.name}</dd>
      {booking.staff ? (
        <>
          <dt className="font-medium">{t("professional")}</dt>
          <dd>{`${booking.staff.name}, ${booking.staff.title}`}</dd>
        </>
      ) : null}
      <dt className="font-medium">{t("dateAndTime")}</dt>
      <dd>{t("whenUae", { date: formatCalendarDate(booking.date, "full"), start: booking.time, end: booking.endTime })}</dd>
      <dt className="font-medium">{t("address")}</dt>
      <dd>
        {booking.provider.address}{" "}
        <a href={mapLinkUrl(booking.provider.latitude, booking.provider.longitude)} className="text-brand-600 underline" rel="noreferrer">
          {t("openMap")}
        </a>
      </dd>
    </dl>
  );
}
