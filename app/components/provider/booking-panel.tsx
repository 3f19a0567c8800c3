import { Form, useFetcher, useHref, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import {
  bookingPayload,
  chosenPerformer,
  DATE_SETTLE_MS,
  LAST_BOOKING_KEY,
  performersOf,
  priceAmount,
  timesFor,
} from "~/lib/booking/booking";
import { useT, type Translate } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import type { NETWORK_FAILURE } from "~/lib/api/network-failure";
import { showToast } from "~/lib/ui/toast";
import { fixedImage } from "~/lib/listings/responsive-image";
import { useHydrated } from "~/lib/ui/use-hydrated";
import { useViewer } from "~/lib/auth/viewer";
import { BookingDetails } from "../booking-details";
import type { BookedVisit } from "../booking-details.fragment";
import type { GuestDetails, GuestFieldErrors } from "./guest-details-dialog";
import { GuestField } from "./guest-field";
import { NameAndNote } from "~/components/name-and-note";
import { preload } from "~/lib/ui/preload";

const loadDialog = () => import("./guest-details-dialog");
const GuestDetailsDialog = lazy(loadDialog);
const preloadDialog = preload(loadDialog);

export interface BookingService {
  id: string;
  name: string;
  price: string;
  duration: string;
}

export interface BookingStaffMember {
  id: string;
  name: string;
  title: string;
  image: string;
  serviceIds: string[];
}

export type BookingActionResult =
  | {
      status: "confirmed";
      replayed: boolean;
      /** As the spec stores it under lastBooking. */
      booking: { providerName: string; serviceName: string; date: string; time: string };
      visit: BookedVisit;
      /** The private manage link's token (null only for bookings older than manage links). */
      manageToken: string | null;
    }
  | { status: "slot_taken"; message: string }
  /** Refused without a field to fix (a limit, a reused request, stale times): say why, keep what was typed. */
  | { status: "refused"; message: string; values: Partial<GuestDetails> & { time?: string } }
  | {
      status: "invalid";
      message: string;
      fieldErrors: Record<string, string>;
      values: Partial<GuestDetails> & { time?: string };
    }
  /** The request never got an answer (set in the browser by the route's clientAction). */
  | typeof NETWORK_FAILURE;

const FORM_ID = "booking-form";
/** A choosable card: a service or a professional. */
const CHOICE =
  "flex cursor-pointer rounded-lg border border-[var(--border)] p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-700/20";
const SLOTS_FORM_ID = "slots-form";
const GUEST_FIELDS = ["customerName", "customerPhone", "customerEmail"] as const;
const GUEST_LABELS = { customerName: "fullName", customerPhone: "phoneNumber", customerEmail: "emailOptional" } as const;

/** 'Confirm Booking (AED 120)': the button names the service's price number, or N/A when it has none. */
function confirmText(t: Translate<"provider">, priceText: string | null | undefined): string {
  return t("confirmBookingPrice", { price: priceAmount(priceText) ?? t("notAvailable") });
}

/** 'Your appointment for Haircut at Glamour Spot on Sunday, 22 November 2026 at 10:30 is confirmed.' */
function useConfirmedText() {
  const t = useT("provider");
  const formatDate = useCalendarDate();
  return (booking: { serviceName: string; providerName: string; date: string; time: string }) =>
    t("bookingConfirmedText", {
      service: booking.serviceName,
      provider: booking.providerName,
      date: formatDate(booking.date, "full"),
      time: booking.time,
    });
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
  const confirmedText = useConfirmedText();
  // The answer's effect reads the texts without re-running when they change (it shows toasts).
  const texts = useRef({ t, confirmedText });
  texts.current = { t, confirmedText };
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
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
  const [refusal, setRefusal] = useState<{ message: string; serial: number } | null>(null);
  const [networkProblem, setNetworkProblem] = useState(false);
  const [confirmation, setConfirmation] = useState<Extract<BookingActionResult, { status: "confirmed" }> | null>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const handled = useRef<BookingActionResult | undefined>(undefined);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The last post, resent as it was by Retry; its idempotency key stays with the same details.
  const lastPost = useRef<{ payload: string; key: string; form: FormData } | null>(null);

  // What the form shows. It runs ahead of `serviceId`/`date` while times load (or a date is typed).
  const [shownService, setShownService] = useState(serviceId);
  const [shownStaff, setShownStaff] = useState(staffId);
  const [shownDate, setShownDate] = useState(date ?? "");
  const dateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(dateTimer.current), []);
  // New times arrived (or Back/Forward moved): the form follows, unless a typed date is still settling.
  useEffect(() => {
    if (dateTimer.current !== undefined) return;
    setShownService(serviceId);
    setShownStaff(staffId);
    setShownDate(date ?? "");
  }, [serviceId, staffId, date]);

  // A new service, professional, date or provider makes the chosen time meaningless.
  const choice = useRef({ serviceId, staffId, date, providerId });
  useEffect(() => {
    const previous = choice.current;
    choice.current = { serviceId, staffId, date, providerId };
    if (previous.serviceId !== serviceId || previous.staffId !== staffId || previous.date !== date || previous.providerId !== providerId) {
      setTime(null);
    }
  }, [serviceId, staffId, date, providerId]);

  const loading = navigation.state !== "idle" && navigation.location?.pathname === location.pathname && navigation.formMethod !== "POST";
  const timesAreCurrent = !loading && !loadFailed && shownService === serviceId && shownStaff === staffId && (shownDate || null) === date;
  const service = services.find((s) => s.id === shownService) ?? null;
  const performers = performersOf(staff, shownService);
  const professional = chosenPerformer(staff, shownService, shownStaff);
  const busy = fetcher.state !== "idle";

  function loadTimes(nextService: string | null, nextStaff: string | null, nextDate: string) {
    const params = new URLSearchParams();
    if (nextService) params.set("service", nextService);
    if (nextStaff) params.set("staff", nextStaff);
    if (nextDate) params.set("date", nextDate);
    submit(params, { method: "get", replace: true, preventScrollReset: true });
  }

  function chooseService(id: string) {
    clearTimeout(dateTimer.current);
    dateTimer.current = undefined;
    // The professional stays chosen only if they perform the new service too.
    const nextStaff = chosenPerformer(staff, id, shownStaff)?.id ?? null;
    setShownService(id);
    setShownStaff(nextStaff);
    setTime(null);
    setRefusal(null);
    loadTimes(id, nextStaff, shownDate);
  }

  function chooseStaff(id: string | null) {
    clearTimeout(dateTimer.current);
    dateTimer.current = undefined;
    setShownStaff(id);
    setTime(null);
    setRefusal(null);
    loadTimes(shownService, id, shownDate);
  }

  // A typed date changes with every digit (0002, 0020, 0202, 2026…): load once it settles.
  function chooseDate(value: string) {
    setShownDate(value);
    setTime(null);
    setRefusal(null);
    clearTimeout(dateTimer.current);
    dateTimer.current = setTimeout(() => {
      dateTimer.current = undefined;
      loadTimes(shownService, shownStaff, value);
    }, DATE_SETTLE_MS);
  }

  // What a visitor did before the scripts ran (on a slow phone: a date picked, another service or professional
  // chosen) is still in the form when they start, though React's state does not know it: take it up once and
  // load its times, as the change itself would have.
  const dateInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = document.getElementById(SLOTS_FORM_ID);
    const picked = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
    const nextService = picked("service") ?? shownService;
    const pickedStaff = picked("staff");
    const nextStaff = pickedStaff === undefined ? shownStaff : pickedStaff || null;
    const nextDate = dateInput.current?.value ?? shownDate;
    if (nextService === shownService && nextStaff === shownStaff && nextDate === shownDate) return;
    setShownService(nextService);
    setShownStaff(nextStaff);
    setShownDate(nextDate);
    loadTimes(nextService, nextStaff, nextDate);
    // Once, when the scripts start: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const { t, confirmedText } = texts.current;
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    setNetworkProblem(result.status === "network_error");
    if (result.status === "network_error") return; // the dialog stays open, with Retry
    if (result.status === "confirmed") {
      const { booking } = result;
      lastPost.current = null;
      setDialogOpen(false);
      setTime(null);
      setGuestErrors({});
      setRefusal(null);
      setConfirmation(result);
      try {
        localStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
      } catch {
        // storage can be unavailable; the booking itself is stored on the server
      }
      showToast({
        title: t("bookingConfirmed"),
        description: confirmedText(booking),
      });
    } else if (result.status === "slot_taken" || result.status === "refused") {
      setDialogOpen(false);
      if (result.status === "slot_taken") setTime(null);
      setRefusal((previous) => ({ message: result.message, serial: (previous?.serial ?? 0) + 1 }));
      showToast({
        title: result.status === "slot_taken" ? t("timeTaken") : t("bookingNotPossible"),
        description: result.message,
        variant: "destructive",
      });
    } else {
      const errors: GuestFieldErrors = {};
      for (const field of GUEST_FIELDS) if (result.fieldErrors[field]) errors[field] = result.fieldErrors[field];
      setGuestErrors(errors);
      if (Object.keys(errors).length === 0) {
        setDialogOpen(false);
        setRefusal((previous) => ({ message: result.message, serial: (previous?.serial ?? 0) + 1 }));
        showToast({ title: t("bookingNotPossible"), description: result.message, variant: "destructive" });
      }
    }
  }, [fetcher.data, fetcher.state]);

  // The message of a refusal is announced and focused, not only shown in a toast.
  const refusalMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!refusal) return;
    // After the dialog has closed and handed focus back (it does so in a task of its own).
    const timer = setTimeout(() => refusalMessage.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [refusal]);

  // The confirmation stays on the page: focus moves to it so it is read out.
  useEffect(() => {
    if (!confirmation) return;
    const timer = setTimeout(() => confirmationHeading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [confirmation]);

  function confirm() {
    if (!service || !shownDate || !time || !timesAreCurrent) {
      showToast({ title: t("bookingIncomplete"), description: t("selectServiceDateTime"), variant: "destructive" });
      return;
    }
    setNetworkProblem(false);
    setDialogOpen(true);
  }

  /** Sends the booking; the same details keep the same idempotency key, so a resend never books twice. */
  function post(form: FormData) {
    const payload = bookingPayload(form);
    if (lastPost.current?.payload !== payload) lastPost.current = { payload, key: crypto.randomUUID(), form };
    form.set("idempotencyKey", lastPost.current.key);
    lastPost.current.form = form;
    setNetworkProblem(false);
    fetcher.submit(form, { method: "post" });
  }

  function retry() {
    if (lastPost.current) post(lastPost.current.form);
  }

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
  const noScriptErrors = noScriptResult?.status === "invalid" ? noScriptResult.fieldErrors : {};
  const noScriptValues = noScriptResult && "values" in noScriptResult ? noScriptResult.values : {};
  const stepHeading = "text-base font-semibold";
  const windowDays = (Date.parse(lastDate) - Date.parse(today)) / 86_400_000;

  return (
    <section aria-labelledby="booking-heading" className="grid gap-6 lg:grid-cols-2">
      <h2 id="booking-heading" className="sr-only">
        {t("bookAnAppointment")}
      </h2>

      {/* Step 1 on the left; steps 2 and 3 on the right, so the steps read 1, 2, 3 in either layout. */}
      <Form
        id={SLOTS_FORM_ID}
        method="get"
        preventScrollReset
        replace
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          loadTimes(shownService, shownStaff, shownDate);
        }}
      >
        <fieldset>
          <legend className={stepHeading}>{t("step1")}</legend>
          <div className="mt-3 space-y-2">
            {services.map((s) => (
              <label key={s.id} className={`${CHOICE} items-center justify-between gap-3`}>
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="service"
                    value={s.id}
                    checked={s.id === shownService}
                    onChange={() => chooseService(s.id)}
                    className="accent-brand-600"
                  />
                  <NameAndNote name={s.name} note={s.duration} />
                </span>
                <span className="whitespace-nowrap font-semibold">{s.price}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {performers.length > 0 ? (
          <fieldset className="mt-6">
            <legend className={stepHeading}>{t("chooseProfessional")}</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {[null, ...performers].map((member) => (
                <label key={member?.id ?? "any"} className={`${CHOICE} items-center gap-3`}>
                  <input
                    type="radio"
                    name="staff"
                    value={member?.id ?? ""}
                    checked={(member?.id ?? null) === (professional?.id ?? null)}
                    onChange={() => chooseStaff(member?.id ?? null)}
                    className="accent-brand-600"
                  />
                  {member ? (
                    <img
                      {...fixedImage(member.image, 40)}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 rounded-full object-cover"
                    />
                  ) : null}
                  <NameAndNote name={member ? member.name : t("anyProfessional")} note={member ? member.title : t("whoeverIsFree")} />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </Form>

      <div className="space-y-6">
        {hydrated && confirmation ? <BookingConfirmation result={confirmation} headingRef={confirmationHeading} /> : null}
        <label className="block">
          <span className={stepHeading}>{t("step2")}</span>
          <input
            ref={dateInput}
            type="date"
            name="date"
            form={SLOTS_FORM_ID}
            min={today}
            max={lastDate}
            value={shownDate}
            onChange={(event) => chooseDate(event.target.value)}
            aria-describedby="booking-window"
            className="mt-3 block h-11 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3"
          />
          <span id="booking-window" className="mt-1 block text-sm text-[var(--muted-foreground)]">
            {t("bookingWindow", { days: windowDays, date: formatCalendarDate(lastDate, "full") })}
          </span>
        </label>
        {hydrated ? null : (
          <button type="submit" form={SLOTS_FORM_ID} className="rounded-md border border-[var(--border)] px-4 py-2 text-sm font-medium">
            {t("showTimes")}
          </button>
        )}

        <Form
          method="post"
          id={FORM_ID}
          preventScrollReset
          className="space-y-6"
          onSubmit={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            post(new FormData(event.currentTarget));
          }}
        >
          {/* What the form shows, and what the times were loaded for: the server books the first only when they agree. */}
          <input type="hidden" name="serviceId" value={(hydrated ? shownService : serviceId) ?? ""} />
          <input type="hidden" name="staffId" value={(hydrated ? professional?.id : staffId) ?? ""} />
          <input type="hidden" name="date" value={(hydrated ? shownDate : date) ?? ""} />
          <input type="hidden" name="timesFor" value={timesFor(serviceId, date, staffId)} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <fieldset aria-busy={!timesAreCurrent} aria-describedby="times-status">
            <legend className={stepHeading}>{t("step3")}</legend>
            <p id="times-status" role="status" className="mt-2 text-sm text-[var(--muted-foreground)] empty:hidden">
              {loading && shownDate ? t("loadingTimes", { date: formatCalendarDate(shownDate, "full") }) : ""}
            </p>
            {loadFailed && !loading ? (
              <div
                role="alert"
                className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                <p>{t("timesProblem")}</p>
                <button
                  type="button"
                  onClick={() => loadTimes(shownService, shownStaff, shownDate)}
                  className="mt-2 rounded-md border border-current px-3 py-1 font-medium"
                >
                  {t("retry")}
                </button>
              </div>
            ) : null}
            {!shownDate ? (
              <p className="mt-3 text-[var(--muted-foreground)]">{t("selectDateFirst")}</p>
            ) : times.length === 0 ? (
              <p className={`mt-3 text-[var(--muted-foreground)] ${timesAreCurrent ? "" : "opacity-50"}`}>{slotsMessage ?? t("noSlots")}</p>
            ) : (
              <div className={`mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 ${timesAreCurrent ? "" : "opacity-50"}`}>
                {times.map((t) => (
                  <label key={t} className="relative">
                    <input
                      type="radio"
                      name="time"
                      value={t}
                      disabled={!service || (hydrated && !timesAreCurrent)}
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
              <p className="font-semibold">{t("bookingSummary")}</p>
              <p className="mt-1">{summary}</p>
            </div>
          ) : null}

          {hydrated ? null : (
            <div className="space-y-4">
              {GUEST_FIELDS.map((name) => (
                <GuestField
                  key={name}
                  name={name}
                  label={t(GUEST_LABELS[name])}
                  error={noScriptErrors[name]}
                  id={name}
                  type={name === "customerPhone" ? "tel" : name === "customerEmail" ? "email" : "text"}
                  required={name !== "customerEmail"}
                  defaultValue={noScriptValues[name] ?? (name === "customerEmail" ? (viewer?.email ?? "") : "")}
                />
              ))}
            </div>
          )}

          {noScriptResult && !hydrated ? <NoScriptResult result={noScriptResult} /> : null}
          {hydrated && refusal ? (
            <p
              ref={refusalMessage}
              key={refusal.serial}
              role="alert"
              tabIndex={-1}
              className="rounded-lg border border-red-600 p-4 text-sm text-red-800 dark:text-red-300"
            >
              {refusal.message}
            </p>
          ) : null}
          {hydrated && networkProblem && !dialogOpen ? <NetworkProblem onRetry={retry} busy={busy} /> : null}

          <button
            ref={confirmButton}
            type={hydrated ? "button" : "submit"}
            onClick={hydrated ? confirm : undefined}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            disabled={busy}
            className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {confirmText(t, service?.price)}
          </button>
        </Form>
      </div>

      {hydrated && dialogOpen ? (
        <Suspense fallback={null}>
          <GuestDetailsDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            formId={FORM_ID}
            details={guest}
            onChange={setGuest}
            errors={guestErrors}
            errorMessage={fetcher.data?.status === "invalid" ? fetcher.data.message : null}
            busy={busy}
            summary={summary ?? ""}
            returnFocusTo={confirmButton}
            problem={networkProblem ? <NetworkProblem onRetry={retry} busy={busy} /> : null}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function NetworkProblem({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const t = useT("provider");
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      <p>{t("networkProblem")}</p>
      <button type="button" onClick={onRetry} disabled={busy} className="mt-2 rounded-md border border-current px-3 py-1 font-medium">
        {t("retry")}
      </button>
    </div>
  );
}

/** What stays on the page after "Booking Confirmed": the reference, the details, the calendar file and the manage link. */
function BookingConfirmation({
  result,
  headingRef,
}: {
  result: Extract<BookingActionResult, { status: "confirmed" }>;
  headingRef?: RefObject<HTMLHeadingElement>;
}) {
  const { booking, visit, manageToken } = result;
  const t = useT("provider");
  const confirmedText = useConfirmedText();
  // Plain links (a download, another page's document), in the page's language.
  const manageHref = useHref(`/bookings/${manageToken ?? ""}`);
  return (
    <div role="status" className="rounded-lg border border-green-600 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {t("bookingConfirmed")}
      </h3>
      <p>{confirmedText(booking)}</p>
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

function NoScriptResult({ result }: { result: BookingActionResult }) {
  const t = useT("provider");
  if (result.status === "network_error") return null;
  if (result.status === "confirmed") return <BookingConfirmation result={result} />;
  const fields = result.status === "invalid" ? GUEST_FIELDS.filter((name) => result.fieldErrors[name]) : [];
  return (
    <div role="alert" className="rounded-lg border border-red-600 p-4 text-red-800 dark:text-red-300">
      <p>{result.message}</p>
      {fields.length > 0 ? (
        <ul className="mt-2 list-disc ps-5">
          {fields.map((name) => (
            <li key={name}>
              <a href={`#${name}`} className="underline">
                {t(GUEST_LABELS[name])}: {result.status === "invalid" ? result.fieldErrors[name] : ""}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
