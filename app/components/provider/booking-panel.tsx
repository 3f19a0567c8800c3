import { Form, useFetcher, useSubmit } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  bookingConfirmedDescription,
  confirmLabel,
  LAST_BOOKING_KEY,
} from "~/lib/booking";
import { formatCalendarDate } from "~/lib/calendar-date";
import { showToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { useViewer } from "~/lib/viewer";
import type { GuestDetails, GuestFieldErrors } from "./guest-details-dialog";

const loadDialog = () => import("./guest-details-dialog");
const GuestDetailsDialog = lazy(loadDialog);

export interface BookingService {
  id: string;
  name: string;
  price: string;
  duration: string;
}

export type BookingActionResult =
  | { status: "confirmed"; replayed: boolean; booking: { providerName: string; serviceName: string; date: string; time: string } }
  | { status: "slot_taken"; message: string }
  /** Refused without a field to fix (a limit, a reused request): say why, keep what was typed. */
  | { status: "refused"; message: string; values: Partial<GuestDetails> & { time?: string } }
  | {
      status: "invalid";
      message: string;
      fieldErrors: Record<string, string>;
      values: Partial<GuestDetails> & { time?: string };
    };

const FORM_ID = "booking-form";
const GUEST_FIELDS = ["customerName", "customerPhone", "customerEmail"] as const;

/**
 * The three booking steps (service, date, time) and the confirmation. Service and date are a
 * GET form (slots are computed on the server); the booking is a POST form. With JavaScript the
 * GET form submits on change and the POST goes through a fetcher with a details dialog.
 */
export function BookingPanel({
  providerId,
  providerName,
  services,
  serviceId,
  date,
  today,
  lastDate,
  times,
  slotsMessage,
  idempotencyKey,
  noScriptResult,
}: {
  providerId: string;
  providerName: string;
  services: BookingService[];
  serviceId: string | null;
  date: string | null;
  today: string;
  /** The last bookable date (the booking window's end). */
  lastDate: string;
  times: string[];
  slotsMessage: string | null;
  idempotencyKey: string;
  /** The action's answer to a plain (no-JavaScript) form post. */
  noScriptResult: BookingActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const fetcher = useFetcher<BookingActionResult>();
  // After a refused plain form post, the server renders the time that was chosen.
  const [time, setTime] = useState<string | null>(
    noScriptResult && "values" in noScriptResult ? (noScriptResult.values.time ?? null) : null,
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  // A signed-in customer's account email is filled in (accounts hold no name or phone yet).
  const viewer = useViewer();
  const [guest, setGuest] = useState<GuestDetails>({
    customerName: "",
    customerPhone: "",
    customerEmail: viewer?.email ?? "",
  });
  const [guestErrors, setGuestErrors] = useState<GuestFieldErrors>({});
  const handled = useRef<BookingActionResult | undefined>(undefined);
  const confirmButton = useRef<HTMLButtonElement>(null);

  const service = services.find((s) => s.id === serviceId) ?? null;
  const busy = fetcher.state !== "idle";

  // A new service, date or provider makes the chosen time meaningless.
  const choice = useRef({ serviceId, date, providerId });
  useEffect(() => {
    const previous = choice.current;
    choice.current = { serviceId, date, providerId };
    if (previous.serviceId !== serviceId || previous.date !== date || previous.providerId !== providerId) setTime(null);
  }, [serviceId, date, providerId]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (result.status === "confirmed") {
      const { booking } = result;
      setDialogOpen(false);
      setTime(null);
      setGuestErrors({});
      try {
        localStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
      } catch {
        // storage can be unavailable; the booking itself is stored on the server
      }
      showToast({
        title: "Booking Confirmed",
        description: bookingConfirmedDescription(booking.serviceName, booking.providerName, booking.date, booking.time),
      });
    } else if (result.status === "slot_taken") {
      setDialogOpen(false);
      setTime(null);
      showToast({ title: "Time no longer available", description: result.message, variant: "destructive" });
    } else if (result.status === "refused") {
      setDialogOpen(false);
      showToast({ title: "Booking not possible", description: result.message, variant: "destructive" });
    } else {
      const errors: GuestFieldErrors = {};
      for (const field of GUEST_FIELDS) if (result.fieldErrors[field]) errors[field] = result.fieldErrors[field];
      setGuestErrors(errors);
      if (Object.keys(errors).length === 0) {
        setDialogOpen(false);
        showToast({ title: "Booking not possible", description: result.message, variant: "destructive" });
      }
    }
  }, [fetcher.data, fetcher.state]);

  function confirm() {
    if (!service || !date || !time) {
      showToast({ title: "Booking Incomplete", description: "Please select a service, date, and time.", variant: "destructive" });
      return;
    }
    setDialogOpen(true);
  }

  const summary = service && date && time ? `${service.name} at ${providerName} on ${formatCalendarDate(date, "full")} at ${time}` : null;
  const noScriptErrors = noScriptResult?.status === "invalid" ? noScriptResult.fieldErrors : {};
  const noScriptValues = noScriptResult && "values" in noScriptResult ? noScriptResult.values : {};
  const FormComponent = hydrated ? fetcher.Form : Form;
  const stepHeading = "text-base font-semibold";

  return (
    <section aria-labelledby="booking-heading" className="grid gap-6 lg:grid-cols-2">
      <h2 id="booking-heading" className="sr-only">
        Book an appointment
      </h2>

      <Form
        method="get"
        preventScrollReset
        replace
        onChange={(event) => submit(event.currentTarget, { method: "get", replace: true, preventScrollReset: true })}
        className="space-y-6"
      >
        <fieldset>
          <legend className={stepHeading}>1. Choose a service</legend>
          <div className="mt-3 space-y-2">
            {services.map((s) => (
              <label
                key={s.id}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-[var(--border)] p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-700/20"
              >
                <span className="flex items-center gap-3">
                  <input type="radio" name="service" value={s.id} defaultChecked={s.id === serviceId} className="accent-brand-600" />
                  <span>
                    <span className="block font-medium">{s.name}</span>
                    <span className="block text-sm text-[var(--muted-foreground)]">{s.duration}</span>
                  </span>
                </span>
                <span className="font-semibold">{s.price}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className={stepHeading}>2. Choose a date</span>
          <input
            type="date"
            name="date"
            min={today}
            max={lastDate}
            defaultValue={date ?? ""}
            aria-describedby="booking-window"
            className="mt-3 block h-11 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3"
          />
          <span id="booking-window" className="mt-1 block text-sm text-[var(--muted-foreground)]">
            Bookings open up to {(Date.parse(lastDate) - Date.parse(today)) / 86_400_000} days ahead, until {formatCalendarDate(lastDate, "full")}.
          </span>
        </label>
        {hydrated ? null : (
          <button type="submit" className="rounded-md border border-[var(--border)] px-4 py-2 text-sm font-medium">
            Show available times
          </button>
        )}
      </Form>

      <FormComponent method="post" id={FORM_ID} preventScrollReset className="space-y-6">
        <input type="hidden" name="serviceId" value={serviceId ?? ""} />
        <input type="hidden" name="date" value={date ?? ""} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <fieldset>
          <legend className={stepHeading}>3. Choose a time</legend>
          {!date ? (
            <p className="mt-3 text-[var(--muted-foreground)]">Please select a date first.</p>
          ) : times.length === 0 ? (
            <p className="mt-3 text-[var(--muted-foreground)]">{slotsMessage ?? "No available slots for this date, or provider is closed."}</p>
          ) : (
            <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {times.map((t) => (
                <label key={t} className="relative">
                  <input
                    type="radio"
                    name="time"
                    value={t}
                    disabled={!service}
                    checked={time === t}
                    onChange={() => setTime(t)}
                    className="peer sr-only"
                  />
                  <span className="block cursor-pointer rounded-md border border-[var(--border)] py-2 text-center text-sm font-medium peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-50">
                    {t}
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        {summary ? (
          <div className="rounded-lg bg-[var(--muted)] p-4 text-sm" aria-live="polite">
            <p className="font-semibold">Booking summary</p>
            <p className="mt-1">{summary}</p>
          </div>
        ) : null}

        {hydrated ? null : (
          <div className="space-y-4">
            {GUEST_FIELDS.map((name) => (
              <label key={name} className="block text-sm font-medium">
                {name === "customerName" ? "Full name" : name === "customerPhone" ? "Phone number" : "Email (optional)"}
                <input
                  name={name}
                  type={name === "customerPhone" ? "tel" : name === "customerEmail" ? "email" : "text"}
                  required={name !== "customerEmail"}
                  defaultValue={noScriptValues[name] ?? (name === "customerEmail" ? (viewer?.email ?? "") : "")}
                  className="mt-1 h-11 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3"
                />
                {noScriptErrors[name] ? <span className="mt-1 block text-red-700">{noScriptErrors[name]}</span> : null}
              </label>
            ))}
          </div>
        )}

        {noScriptResult && !hydrated ? <NoScriptResult result={noScriptResult} /> : null}

        <button
          ref={confirmButton}
          type={hydrated ? "button" : "submit"}
          onClick={hydrated ? confirm : undefined}
          onPointerEnter={loadDialog}
          onFocus={loadDialog}
          disabled={busy}
          className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {confirmLabel(service?.price)}
        </button>
      </FormComponent>

      {hydrated && dialogOpen ? (
        <Suspense fallback={null}>
          <GuestDetailsDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            formId={FORM_ID}
            details={guest}
            onChange={setGuest}
            errors={guestErrors}
            busy={busy}
            summary={summary ?? ""}
            returnFocusTo={confirmButton}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function NoScriptResult({ result }: { result: BookingActionResult }) {
  if (result.status === "confirmed") {
    const { booking } = result;
    return (
      <div role="status" className="rounded-lg border border-green-600 p-4">
        <p className="font-semibold">Booking Confirmed</p>
        <p>{bookingConfirmedDescription(booking.serviceName, booking.providerName, booking.date, booking.time)}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-lg border border-red-600 p-4 text-red-800 dark:text-red-300">
      {result.message}
    </div>
  );
}
