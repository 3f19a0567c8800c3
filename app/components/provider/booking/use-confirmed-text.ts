import { useCalendarDate } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import type { ConfirmedBooking } from "./types";

/** 'Your appointment for Haircut at Glamour Spot on Sunday, 22 November 2026 at 10:30 is confirmed.' */
export function useConfirmedText() {
  const t = useT("provider");
  const formatDate = useCalendarDate();
  return (booking: ConfirmedBooking["booking"]) =>
    t("bookingConfirmedText", {
      service: booking.serviceName,
      provider: booking.providerName,
      date: formatDate(booking.date, "full"),
      time: booking.time,
    });
}
