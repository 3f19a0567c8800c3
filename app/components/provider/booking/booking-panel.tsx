import { Form } from "@remix-run/react";
import { lazy, Suspense, useRef } from "react";
import { useCalendarDate } from "~/i18n/use-dates";
import { useT, type Translate } from "~/i18n/use-t";
import { priceAmount, timesFor } from "~/lib/booking/booking";
import { preload } from "~/lib/ui/preload";
import { useHydrated } from "~/lib/ui/use-hydrated";
import { NetworkProblem, NoScriptGuestFields, RefusalMessage } from "./booking-notices";
import { BookingConfirmation, NoScriptResult } from "./confirmation";
import { DateStep } from "./date-step";
import { ServiceStep } from "./service-step";
import { TimeStep } from "./time-step";
import { FORM_ID, type BookingActionResult, type BookingService, type BookingStaffMember } from "./types";
import { useBookingPost } from "./use-booking-post";
import { useRefusalNotice } from "./use-refusal-notice";
import { useSlotChoice } from "./use-slot-choice";

export type { BookingActionResult, BookingService, BookingStaffMember } from "./types";

const loadDialog = () => import("../guest-details-dialog");
const GuestDetailsDialog = lazy(loadDialog);
const preloadDialog = preload(loadDialog);

/** 'Confirm Booking (AED 120)': the button names the service's price number, or N/A when it has none. */
function confirmText(t: Translate<"provider">, priceText: string | null | undefined): string {
  return t("confirmBookingPrice", { price: priceAmount(priceText) ?? t("notAvailable") });
}

/**
 * The three booking steps (service, date, time), the optional choice of professional between service
 * and date, and the confirmation. Service, professional and date are a GET form (slots are computed on
 * the server); the booking is a POST form. With JavaScript the GET form loads as you choose, and the
 * POST goes through a fetcher with a details dialog.
 *
 * The times on screen belong to the service, professional and date they were loaded for. While the
 * form shows another choice (typed, or still loading), those times cannot be chosen: the list is marked
 * busy and says so, and the post carries what the form shows plus what the times were for, so the
 * server refuses a mismatch instead of booking another day or person.
 */
export function BookingPanel({
  providerId,
  providerName,
  services,
  staff,
  serviceId,
  staffId,
  date,
  today,
  lastDate,
  times,
  slotsMessage,
  loadFailed,
  idempotencyKey,
  noScriptResult,
}: {
  providerId: string;
  providerName: string;
  services: BookingService[];
  /** The provider's staff, each with the services they perform. */
  staff: BookingStaffMember[];
  /** The service, professional (null: anyone) and date `times` were computed for. */
  serviceId: string | null;
  staffId: string | null;
  date: string | null;
  today: string;
  /** The last bookable date (the booking window's end). */
  lastDate: string;
  times: string[];
  slotsMessage: string | null;
  /** The last attempt to load times failed (the network); what is shown is from before it. */
  loadFailed: boolean;
  idempotencyKey: string;
  /** The action's answer to a plain (no-JavaScript) form post. */
  noScriptResult: BookingActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const t = useT("provider");
  const formatCalendarDate = useCalendarDate();
  const notice = useRefusalNotice();
  const choice = useSlotChoice({
    loaded: { providerId, serviceId, staffId, date },
    services,
    staff,
    loadFailed,
    initialTime: noScriptResult && "values" in noScriptResult ? (noScriptResult.values.time ?? null) : null,
    onChoose: notice.clear,
  });
  const booking = useBookingPost({ notice, clearTime: () => choice.setTime(null) });
  const confirmButton = useRef<HTMLButtonElement>(null);
  const { service, professional, shownDate, time, timesAreCurrent } = choice;
  const { busy } = booking;

  const summary =
    service && shownDate && time && timesAreCurrent
      ? t(professional ? "summaryWith" : "summary", {
          service: service.name,
          professional: professional?.name ?? "",
          provider: providerName,
          date: formatCalendarDate(shownDate, "full"),
          time,
        })
      : null;

  return (
    <section aria-labelledby="booking-heading" className="grid gap-6 lg:grid-cols-2">
      <h2 id="booking-heading" className="sr-only">
        {t("bookAnAppointment")}
      </h2>

      {/* Step 1 on the left; steps 2 and 3 on the right, so the steps read 1, 2, 3 in either layout. */}
      <ServiceStep services={services} choice={choice} hydrated={hydrated} />

      <div className="space-y-6">
        {hydrated && booking.confirmation ? <BookingConfirmation result={booking.confirmation} focus /> : null}
        <DateStep choice={choice} today={today} lastDate={lastDate} hydrated={hydrated} />

        <Form
          method="post"
          id={FORM_ID}
          preventScrollReset
          className="space-y-6"
          onSubmit={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            booking.post(new FormData(event.currentTarget));
          }}
        >
          {/* What the form shows, and what the times were loaded for: the server books the first only when they agree. */}
          <input type="hidden" name="serviceId" value={(hydrated ? choice.shownService : serviceId) ?? ""} />
          <input type="hidden" name="staffId" value={(hydrated ? professional?.id : staffId) ?? ""} />
          <input type="hidden" name="date" value={(hydrated ? shownDate : date) ?? ""} />
          <input type="hidden" name="timesFor" value={timesFor(serviceId, date, staffId)} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <TimeStep choice={choice} times={times} slotsMessage={slotsMessage} loadFailed={loadFailed} hydrated={hydrated} />

          {summary ? (
            <div className="rounded-lg bg-[var(--muted)] p-4 text-sm" aria-live="polite">
              <p className="font-semibold">{t("bookingSummary")}</p>
              <p className="mt-1">{summary}</p>
            </div>
          ) : null}

          {hydrated ? null : <NoScriptGuestFields result={noScriptResult} />}
          {noScriptResult && !hydrated ? <NoScriptResult result={noScriptResult} /> : null}
          {hydrated && notice.refusal ? <RefusalMessage refusal={notice.refusal} messageRef={notice.messageRef} /> : null}
          {hydrated && booking.networkProblem && !booking.dialogOpen ? <NetworkProblem onRetry={booking.retry} busy={busy} /> : null}

          {/* Just booked: the confirmation above is the answer; the button comes back with the next time chosen. */}
          <button
            ref={confirmButton}
            hidden={hydrated && booking.confirmation !== null && !time}
            type={hydrated ? "button" : "submit"}
            onClick={hydrated ? () => booking.confirm(Boolean(service && shownDate && time && timesAreCurrent)) : undefined}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            disabled={busy}
            className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {confirmText(t, service?.price)}
          </button>
        </Form>
      </div>

      {hydrated && booking.dialogOpen ? (
        <Suspense fallback={null}>
          <GuestDetailsDialog
            open={booking.dialogOpen}
            onOpenChange={booking.setDialogOpen}
            formId={FORM_ID}
            details={booking.guest}
            onChange={booking.setGuest}
            errors={booking.guestErrors}
            errorMessage={booking.invalidMessage}
            busy={busy}
            summary={summary ?? ""}
            returnFocusTo={confirmButton}
            problem={booking.networkProblem ? <NetworkProblem onRetry={booking.retry} busy={busy} /> : null}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
