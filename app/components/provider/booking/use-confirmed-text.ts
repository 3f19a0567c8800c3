import { useCalendarDate } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import type { ConfirmedBooking } from "./types";

/** 'Your appointment for Haircut at Glamour Spot on Sunday, 22 November 2026 at 10:30 is confirmed.' */
export function useConfirmedText() {
  const t = useT("provider");
  const formatDate = useCalendarDate();
  // A request awaiting the salon's answer says so instead (issue 32).
  return (booking: ConfirmedBooking["booking"], pending = false) =>
    t(pending ? "bookingRequestedText" : "bookingConfirmedText", {
      service: booking.serviceName,
      provider: booking.providerName,
      date: formatDate(booking.date, "full"),
      time: booking.time,
    });
}
