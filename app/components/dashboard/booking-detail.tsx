/**
 * The owner's booking page's parts (issue #32): the booking's facts, the forms of what may be done with it now
 * (each a plain post: works without JavaScript) and its history (who, what, when, from which state).
 */
import { Form, Link } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { useCalendarDate, useIntlLocale } from "~/i18n/use-dates";
import type { Translate } from "~/i18n/use-t";
import { bookingHref } from "~/lib/dashboard/calendar";
import { CANCELLATION_REASON_MAX } from "../../../graphql/modules/dashboard/cancel-schema";
import { Badge, type BADGE_TONES } from "./badge";
import { CARD, DANGER_BUTTON, OUTLINE_BUTTON, PRIMARY_BUTTON } from "./styles";

type T = Translate<"bookingDetail">;
type State = "PENDING" | "CONFIRMED" | "CANCELLED" | "COMPLETED" | "NO_SHOW";

export interface DetailBooking {
  id: string;
  date: string;
  time: string;
  endTime: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  source: "ONLINE" | "WALK_IN" | "PHONE" | null;
  /** The partner app that booked it over the API (issue #35), by its name. */
  sourceApp?: string | null;
  state: State;
  declined: boolean;
  cancelledBy: "CUSTOMER" | "SALON" | null;
  cancellationReason: string | null;
  service: { name: string };
  staff: { name: string } | null;
}

export interface HistoryEntry {
  at: string;
  actor: "CUSTOMER" | "SALON" | "SYSTEM";
  change: "CREATED" | "CONFIRMED" | "DECLINED" | "CANCELLED" | "COMPLETED" | "NO_SHOW" | "MOVED" | "CHANGED";
  fromState: State | null;
  toState: State;
  fromStartsAt: string | null;
  toStartsAt: string;
  reason: string | null;
}

/** A refused post, as the action answered it: which form, what was typed, why. */
export interface Refusal {
  intent: string | null;
  reason: string;
  formError: string | null;
  reasonError: string | null;
}

const STATE_KEYS = {
  PENDING: "statePending",
  CONFIRMED: "stateConfirmed",
  CANCELLED: "stateCancelled",
  COMPLETED: "stateCompleted",
  NO_SHOW: "stateNoShow",
} as const satisfies Record<State, Parameters<T>[0]>;

const STATE_TONES: Record<State, keyof typeof BADGE_TONES> = {
  PENDING: "yellow",
  CONFIRMED: "green",
  CANCELLED: "red",
  COMPLETED: "blue",
  NO_SHOW: "grey",
};

const SOURCE_KEYS = { ONLINE: "sourceOnline", WALK_IN: "sourceWalkIn", PHONE: "sourcePhone" } as const;

export function StateBadge({ state, t }: { state: State; t: T }) {
  return <Badge tone={STATE_TONES[state]}>{t(STATE_KEYS[state])}</Badge>;
}

export function BookingFacts({ booking, t }: { booking: DetailBooking; t: T }) {
  const formatDate = useCalendarDate();
  const cancelled =
    booking.state !== "CANCELLED"
      ? null
      : booking.declined
        ? t("declinedBySalon")
        : booking.cancelledBy === "CUSTOMER"
          ? t("cancelledByCustomer")
          : booking.cancelledBy === "SALON"
            ? t("cancelledBySalon")
            : null;
  const rows: [label: string, value: React.ReactNode][] = [
    [t("service"), booking.service.name],
    [t("professional"), booking.staff?.name ?? "—"],
    [
      t("when"),
      <time key="when" dateTime={`${booking.date}T${booking.time}+04:00`}>
        {t("whenValue", { date: formatDate(booking.date, "full"), time: booking.time, end: booking.endTime })}
      </time>,
    ],
    [t("customer"), booking.customerName || t("deletedAccount")],
    [
      t("phone"),
      booking.customerPhone ? (
        <a href={`tel:${booking.customerPhone}`} dir="ltr">
          {booking.customerPhone}
        </a>
      ) : (
        t("notGiven")
      ),
    ],
    [
      t("email"),
      booking.customerEmail ? (
        <a href={`mailto:${booking.customerEmail}`} dir="ltr" className="break-all">
          {booking.customerEmail}
        </a>
      ) : (
        t("notGiven")
      ),
    ],
    [t("source"), booking.sourceApp ? t("sourceApp", { app: booking.sourceApp }) : booking.source ? t(SOURCE_KEYS[booking.source]) : "—"],
    [
      t("state"),
      <span key="state" className="flex flex-wrap items-center gap-2">
        <StateBadge state={booking.state} t={t} />
        {cancelled ? <span>{cancelled}</span> : null}
        {booking.cancellationReason ? <span>{t("reasonValue", { reason: booking.cancellationReason })}</span> : null}
      </span>,
    ],
  ];
  return (
    <section aria-labelledby="booking-details" className={`mt-8 ${CARD}`}>
      <h2 id="booking-details" className="text-lg font-semibold">
        {t("details")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-[var(--muted-foreground)]">{label}</dt>
            <dd className="text-sm font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Action = "CONFIRM" | "DECLINE" | "COMPLETE" | "NO_SHOW" | "CANCEL" | "RESCHEDULE";

/** The forms of what may be done now (Booking.ownerActions), in the lifecycle's order. */
export function BookingActions({
  booking,
  actions,
  confirmingCancel,
  refusal,
  busy,
  t,
}: {
  booking: DetailBooking;
  actions: readonly Action[];
  confirmingCancel: boolean;
  refusal: Refusal | null;
  busy: boolean;
  t: T;
}) {
  const has = (action: Action) => actions.includes(action);
  const cancelAsked = confirmingCancel || refusal?.intent === "cancel";
  return (
    <section aria-labelledby="booking-actions" className={`mt-6 ${CARD}`}>
      <h2 id="booking-actions" className="text-lg font-semibold">
        {t("actions")}
      </h2>
      <FormAlert message={refusal?.formError} />
      {actions.length === 0 ? <p className="mt-3 text-sm text-[var(--muted-foreground)]">{t("noActions")}</p> : null}
      <div className="mt-4 flex flex-wrap items-start gap-3">
        {has("CONFIRM") ? <IntentButton intent="confirm" label={t("accept")} className={PRIMARY_BUTTON} busy={busy} /> : null}
        {has("COMPLETE") ? <IntentButton intent="complete" label={t("complete")} className={PRIMARY_BUTTON} busy={busy} /> : null}
        {has("NO_SHOW") ? <IntentButton intent="no-show" label={t("noShow")} className={OUTLINE_BUTTON} busy={busy} /> : null}
        {has("RESCHEDULE") ? (
          <Link to={`${bookingHref(booking.id)}/reschedule`} className={OUTLINE_BUTTON}>
            {t("reschedule")}
          </Link>
        ) : null}
        {has("CANCEL") && !cancelAsked ? (
          <Link to="?confirm=cancel" className={DANGER_BUTTON} preventScrollReset>
            {t("cancel")}
          </Link>
        ) : null}
      </div>
      {has("DECLINE") ? (
        <ReasonForm
          intent="decline"
          label={t("declineReason")}
          submit={t("decline")}
          refusal={refusal?.intent === "decline" ? refusal : null}
          busy={busy}
          t={t}
        />
      ) : null}
      {has("CANCEL") && cancelAsked ? (
        <div className="mt-6 rounded-md border border-red-600 p-4">
          <h3 className="font-semibold">{t("cancelTitle")}</h3>
          <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("cancelLead")}</p>
          <ReasonForm
            intent="cancel"
            label={t("cancelReason")}
            submit={t("confirmCancel")}
            refusal={refusal?.intent === "cancel" ? refusal : null}
            busy={busy}
            t={t}
          >
            <Link to={bookingHref(booking.id)} className={OUTLINE_BUTTON} preventScrollReset>
              {t("keepBooking")}
            </Link>
          </ReasonForm>
        </div>
      ) : null}
    </section>
  );
}

function IntentButton({ intent, label, className, busy }: { intent: string; label: string; className: string; busy: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={className} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** Decline or cancel: the salon's optional reason for the customer, kept as typed after a refusal. */
function ReasonForm({
  intent,
  label,
  submit,
  refusal,
  busy,
  t,
  children,
}: {
  intent: "decline" | "cancel";
  label: string;
  submit: string;
  refusal: Refusal | null;
  busy: boolean;
  t: T;
  children?: React.ReactNode;
}) {
  const id = `${intent}-reason`;
  const error = refusal?.reasonError;
  return (
    <Form method="post" preventScrollReset className="mt-4 grid max-w-lg gap-2">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        rows={2}
        maxLength={CANCELLATION_REASON_MAX}
        defaultValue={refusal?.reason ?? ""}
        autoFocus={Boolean(error) || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        className="w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 py-2 text-base aria-invalid:border-red-600"
      />
      <p id={`${id}-hint`} className="text-xs text-[var(--muted-foreground)]">
        {t("reasonHint", { max: CANCELLATION_REASON_MAX })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={DANGER_BUTTON} disabled={busy}>
          {submit}
        </button>
        {children}
      </div>
    </Form>
  );
}

const ACTOR_KEYS = { CUSTOMER: "actorCustomer", SALON: "actorSalon", SYSTEM: "actorSystem" } as const;
const CHANGE_KEYS = {
  CREATED: "changeCreated",
  CONFIRMED: "changeConfirmed",
  DECLINED: "changeDeclined",
  CANCELLED: "changeCancelled",
  COMPLETED: "changeCompleted",
  NO_SHOW: "changeNoShow",
  MOVED: "changeMoved",
  CHANGED: "changeChanged",
} as const;

/** Every recorded change, oldest first: what, who, when (Asia/Dubai), from which state. */
export function BookingHistory({ history, t }: { history: readonly HistoryEntry[]; t: T }) {
  const formatDate = useCalendarDate();
  const intl = useIntlLocale();
  const when = new Intl.DateTimeFormat(intl, { timeZone: "Asia/Dubai", dateStyle: "medium", timeStyle: "short" });
  const wall = (startsAt: string) => t("at", { date: formatDate(startsAt.slice(0, 10), "long"), time: startsAt.slice(11, 16) });
  return (
    <section aria-labelledby="booking-history" className={`mt-6 ${CARD}`}>
      <h2 id="booking-history" className="text-lg font-semibold">
        {t("history")}
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-[var(--muted-foreground)]">{t("noHistory")}</p>
      ) : (
        <ol className="mt-3 space-y-3 border-s-2 border-[var(--border)] ps-4">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="text-sm">
              <p>
                <span className="font-semibold">{t(CHANGE_KEYS[entry.change])}</span>
                {" — "}
                {t(ACTOR_KEYS[entry.actor])}
              </p>
              <p className="text-[var(--muted-foreground)]">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                {" · "}
                {entry.fromState
                  ? t("fromTo", { from: t(STATE_KEYS[entry.fromState]), to: t(STATE_KEYS[entry.toState]) })
                  : t("asState", { to: t(STATE_KEYS[entry.toState]) })}
              </p>
              {entry.fromStartsAt && entry.fromStartsAt !== entry.toStartsAt ? (
                <p>{t("movedFromTo", { from: wall(entry.fromStartsAt), to: wall(entry.toStartsAt) })}</p>
              ) : null}
              {entry.reason ? <p>{t("reasonValue", { reason: entry.reason })}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
