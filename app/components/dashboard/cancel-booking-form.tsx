/**
 * Premium's Full Booking Management: Cancel Booking with the salon's optional reason for the customer (sent in
 * the cancellation email). A plain form post without JavaScript; on Basic the API refuses and the Premium
 * Feature toast says so. A refused reason comes back as typed, with what is wrong with it, and takes the focus.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useCalendarDate } from "~/i18n/use-dates";
import { dashboardTabPath } from "~/lib/dashboard/dashboard";
import { CANCELLATION_REASON_MAX } from "../../../graphql/modules/dashboard/cancel-schema";
import { BUTTONS_FETCHER } from "./action-button";
import { DANGER_BUTTON } from "./styles";
import type { RefusedReason, T, UpcomingBooking } from "./types";

export function CancelBookingForm({ booking, refused, t }: { booking: UpcomingBooking; refused: RefusedReason | null; t: T }) {
  const fetcher = useFetcher({ key: BUTTONS_FETCHER });
  const formatDate = useCalendarDate();
  const field = useRef<HTMLTextAreaElement>(null);
  const mine = refused?.bookingId === booking.id ? refused : null;
  const ids = {
    field: `cancel-reason-${booking.id}`,
    hint: `cancel-reason-hint-${booking.id}`,
    error: `cancel-reason-error-${booking.id}`,
  };
  useEffect(() => {
    if (mine) field.current?.focus();
  }, [mine]);
  return (
    <fetcher.Form method="post" action={dashboardTabPath("bookings")} className="flex w-full flex-col gap-2 sm:w-64">
      <input type="hidden" name="intent" value="cancel-booking" />
      <input type="hidden" name="bookingId" value={booking.id} />
      <label htmlFor={ids.field} className="text-sm font-medium">
        {t("cancelReasonLabel")}
      </label>
      <textarea
        ref={field}
        id={ids.field}
        name="reason"
        rows={2}
        maxLength={CANCELLATION_REASON_MAX}
        defaultValue={mine?.reason ?? ""}
        aria-invalid={mine ? true : undefined}
        aria-describedby={mine ? `${ids.error} ${ids.hint}` : ids.hint}
        className="w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 py-2 text-base aria-invalid:border-red-600"
      />
      <p id={ids.hint} className="text-xs text-[var(--muted-foreground)]">
        {t("cancelReasonHint", { max: CANCELLATION_REASON_MAX })}
      </p>
      {mine ? (
        <p id={ids.error} className="text-sm text-red-700 dark:text-red-300">
          {mine.message}
        </p>
      ) : null}
      <button type="submit" className={DANGER_BUTTON} disabled={fetcher.state !== "idle"}>
        {t("cancelBooking")}
        <span className="sr-only">
          {t("cancelBookingOf", {
            name: booking.customerName || t("deletedAccount"),
            date: formatDate(booking.date, "long"),
            time: booking.time,
          })}
        </span>
      </button>
    </fetcher.Form>
  );
}
