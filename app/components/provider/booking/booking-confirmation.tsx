import { useHref } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { BookingDetails } from "../../booking-details";
import type { ConfirmedBooking } from "./types";
import { useConfirmedText } from "./use-confirmed-text";

/**
 * What stays on the page after "Booking Confirmed": the reference, the details, the calendar file and the
 * manage link. The browser loads it when a booking is confirmed (see `confirmation.tsx`), not with the page.
 */
export default function BookingConfirmation({ result, focus = false }: { result: ConfirmedBooking; focus?: boolean }) {
  const { booking, visit, manageToken } = result;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // With JavaScript the confirmation appears in place of the dialog: focus moves to it so it is read out
  // (here, where the heading exists: its code may arrive after the answer).
  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focus, result]);
  const t = useT("provider");
  const confirmedText = useConfirmedText();
  // Plain links (a download, another page's document), in the page's language.
  const manageHref = useHref(`/bookings/${manageToken ?? ""}`);
  return (
    <div role="status" className={`rounded-lg border p-4 ${result.pending ? "border-amber-600" : "border-green-600"}`}>
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {result.pending ? t("bookingRequested") : t("bookingConfirmed")}
      </h3>
      <p>{confirmedText(booking, result.pending)}</p>
      <BookingDetails booking={visit} />
      {manageToken ? (
        <p className="mt-4 flex flex-wrap gap-3">
          <a
            href={`${manageHref}/calendar.ics`}
            download
            className="rounded-md border border-[var(--border)] px-3 py-2 text-sm font-medium"
          >
            {t("addToCalendar")}
          </a>
          <a href={manageHref} className="rounded-md border border-[var(--border)] px-3 py-2 text-sm font-medium">
            {t("manageBooking")}
          </a>
        </p>
      ) : null}
      {manageToken ? <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t("keepPrivate")}</p> : null}
    </div>
  );
}
