/**
 * A booking's life as rules (issue 32; docs/decisions/063-a-bookings-life.md): which state it is in and
 * which change may happen to it now. Pure: the databases make each change with one conditional write
 * that repeats these conditions, and a write that changed nothing is explained by reading the booking
 * again and asking `refusalOf` why.
 *
 * Stored as `bookings.status` ('Pending' | 'Confirmed' | 'Cancelled', which the live-slot indexes key on)
 * plus `outcome` ('completed' | 'no_show', only on a confirmed booking) and `declined` (a cancel by the
 * salon that answered a request); the state is derived from them.
 */
import { dubaiWallClock } from "../../shared/dubai-time";
import type { BookingStatus } from "./repository";

/** Customers may cancel through their manage link until this long before the start. */
export const CANCELLATION_CUTOFF_MINUTES = 120;

export type BookingState = "PENDING" | "CONFIRMED" | "CANCELLED" | "COMPLETED" | "NO_SHOW";
export type BookingOutcome = "completed" | "no_show";

/** What the rules read of a booking. `startsAt` is its Dubai wall time 'YYYY-MM-DDTHH:MM'. */
export interface LifecycleFacts {
  status: BookingStatus;
  /** Absent on records read without it: no outcome said. */
  outcome?: BookingOutcome | null;
  startsAt: string;
}

/** Every change a booking's state may undergo, by who asks it. */
export type BookingChange =
  | "confirm" // the salon accepts a request
  | "decline" // the salon (or, past the answer window, the sweep) turns a request down
  | "complete" // the salon says the visit happened
  | "markNoShow" // the salon says the customer did not come
  | "cancelBySalon"
  | "cancelByCustomer"
  | "changeTime"; // a new start or professional (rescheduling)

/** Why a change is refused; each has a message code (graphql/shared/messages.ts, BOOKING_CHANGE_*). */
export type ChangeRefusal =
  | "NOT_PENDING" // accept/decline: the booking is not (or no longer) a request
  | "CANCELLED" // nothing changes a cancelled booking
  | "OUTCOME_RECORDED" // completed or no-show already said
  | "NOT_STARTED" // completed/no-show before the start time
  | "STARTED" // a booking whose start has passed keeps its time (and a request past it cannot be accepted)
  | "CUT_OFF_PASSED" // the customer's own cancel, within the cut-off before the start
  | "IS_REQUEST"; // the salon answers a request by declining it, not by cancelling

export function stateOf(booking: Pick<LifecycleFacts, "status" | "outcome">): BookingState {
  if (booking.status === "Cancelled") return "CANCELLED";
  if (booking.status === "Pending") return "PENDING";
  if (booking.outcome === "completed") return "COMPLETED";
  if (booking.outcome === "no_show") return "NO_SHOW";
  return "CONFIRMED";
}

/** True once the booking's start time has come (Dubai wall time, to the minute). */
export function hasStarted(booking: Pick<LifecycleFacts, "startsAt">, now: Date): boolean {
  return booking.startsAt <= dubaiWallClock(now);
}

/** The customer's cut-off: the wall time `CANCELLATION_CUTOFF_MINUTES` from now; later starts may be cancelled. */
function customerHorizon(now: Date): string {
  return dubaiWallClock(new Date(now.getTime() + CANCELLATION_CUTOFF_MINUTES * 60_000));
}

/**
 * The rule for a new time or professional, exported for rescheduling: a booking that is live (a request
 * or confirmed, no outcome) and has not started yet. A past booking's time is what happened, and stays.
 * The new time itself is the booking insert's question (free, within the hours, not in the past).
 */
export function timeChangeRefusal(booking: LifecycleFacts, now: Date): ChangeRefusal | null {
  const state = stateOf(booking);
  if (state === "CANCELLED") return "CANCELLED";
  if (state === "COMPLETED" || state === "NO_SHOW") return "OUTCOME_RECORDED";
  return hasStarted(booking, now) ? "STARTED" : null;
}

/** Why `change` may not happen to `booking` now, or null when it may. */
export function refusalOf(booking: LifecycleFacts, change: BookingChange, now: Date): ChangeRefusal | null {
  const state = stateOf(booking);
  switch (change) {
    case "confirm":
      if (state !== "PENDING") return state === "CANCELLED" ? "CANCELLED" : "NOT_PENDING";
      // Accepting a request whose time has gone would promise a visit that cannot happen.
      return hasStarted(booking, now) ? "STARTED" : null;
    case "decline":
      if (state !== "PENDING") return state === "CANCELLED" ? "CANCELLED" : "NOT_PENDING";
      return null;
    case "complete":
    case "markNoShow":
      if (state === "CANCELLED") return "CANCELLED";
      if (state === "PENDING") return "NOT_PENDING";
      if (state !== "CONFIRMED") return "OUTCOME_RECORDED";
      return hasStarted(booking, now) ? null : "NOT_STARTED";
    case "cancelBySalon":
      if (state === "CANCELLED") return "CANCELLED";
      if (state === "PENDING") return "IS_REQUEST";
      return state === "COMPLETED" || state === "NO_SHOW" ? "OUTCOME_RECORDED" : null;
    case "cancelByCustomer":
      if (state === "CANCELLED") return "CANCELLED";
      if (state === "COMPLETED" || state === "NO_SHOW") return "OUTCOME_RECORDED";
      return booking.startsAt > customerHorizon(now) ? null : "CUT_OFF_PASSED";
    case "changeTime":
      return timeChangeRefusal(booking, now);
  }
}

/** The state a change leads to (when allowed). */
export const STATE_AFTER: Record<BookingChange, BookingState | null> = {
  confirm: "CONFIRMED",
  decline: "CANCELLED",
  complete: "COMPLETED",
  markNoShow: "NO_SHOW",
  cancelBySalon: "CANCELLED",
  cancelByCustomer: "CANCELLED",
  changeTime: null, // the state stays
};

/** The salon's changes allowed now, in the order the dashboard offers them. */
export const SALON_CHANGES = ["confirm", "decline", "complete", "markNoShow", "cancelBySalon"] as const satisfies readonly BookingChange[];
export type SalonChange = (typeof SALON_CHANGES)[number];

export function salonChangesNow(booking: LifecycleFacts, now: Date): SalonChange[] {
  return SALON_CHANGES.filter((change) => refusalOf(booking, change, now) === null);
}
