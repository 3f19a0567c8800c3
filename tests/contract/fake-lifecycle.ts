/**
 * The fake Supabase's mirror of 0024_booking_lifecycle.sql: the history its triggers write (who, what, from
 * which state) and change_booking_state (the owner's answer or outcome: the rule and owns_provider in one
 * conditional update, naming the salon). The SQL itself is proven in tests/postgres/booking-lifecycle.test.ts.
 */
import { stateOf, type BookingOutcome } from "../../graphql/modules/bookings/lifecycle";
import type { BookingStatus } from "../../graphql/modules/bookings/repository";

type Row = Record<string, unknown>;
type Actor = "customer" | "salon" | "system";

export const LIFECYCLE_RPC_PARAMETERS: Record<string, string[]> = {
  change_booking_state: ["p_booking_id", "p_change", "p_reason"],
  decline_unanswered_requests: [],
};

const state = (row: Row) => stateOf({ status: row.status as BookingStatus, outcome: (row.outcome as BookingOutcome | null) ?? null });

/** The history row the triggers write for `after` (and `before`, on an update). */
export function recordHistory(history: Row[], before: Row | null, after: Row, actor: Actor, at: string): void {
  const [from, to] = [before ? state(before) : null, state(after)];
  const moved = before !== null && (before.starts_at !== after.starts_at || before.staff_id !== after.staff_id);
  if (before && from === to && !moved) return;
  const change =
    before === null
      ? "created"
      : from === to
        ? "moved"
        : to === "CANCELLED"
          ? after.declined
            ? "declined"
            : "cancelled"
          : to === "COMPLETED"
            ? "completed"
            : to === "NO_SHOW"
              ? "no_show"
              : to === "CONFIRMED" && from === "PENDING"
                ? "confirmed"
                : "changed";
  history.push({
    id: history.length + 1,
    booking_id: after.id,
    provider_id: after.provider_id,
    at,
    actor,
    change,
    from_state: from,
    to_state: to,
    from_starts_at: before?.starts_at ?? null,
    to_starts_at: after.starts_at,
    from_staff_id: before?.staff_id ?? null,
    to_staff_id: after.staff_id ?? null,
    reason: to === "CANCELLED" ? (after.cancellation_reason ?? null) : null,
  });
}

/** change_booking_state: the booking's id when it changed, else null. `owns` is owns_provider for the caller. */
export function changeBookingState(bookings: Row[], history: Row[], args: Row, owns: (row: Row) => boolean, now: Date, at: string) {
  const row = bookings.find((booking) => booking.id === args.p_booking_id && owns(booking));
  if (!row) return null;
  const started = (row.starts_at as number) <= now.getTime();
  const before = { ...row };
  const change = args.p_change;
  if (change === "confirm" && row.status === "Pending" && !started) Object.assign(row, { status: "Confirmed" });
  else if (change === "decline" && row.status === "Pending")
    Object.assign(row, { status: "Cancelled", cancelled_by: "salon", cancellation_reason: args.p_reason ?? null, declined: true });
  else if ((change === "complete" || change === "no_show") && row.status === "Confirmed" && !row.outcome && started)
    Object.assign(row, { outcome: change === "complete" ? "completed" : "no_show", outcome_at: at });
  else return null;
  recordHistory(history, before, row, "salon", at);
  return row.id as string;
}

/**
 * decline_unanswered_requests (0024, the service role's): every request left unanswered past its provider's window, or
 * whose start has come, declined by the system. The rows it declined.
 */
export function declineUnanswered(bookings: Row[], rules: Row[], history: Row[], now: Date, at: string): Row[] {
  const declined: Row[] = [];
  for (const row of bookings) {
    const rule = rules.find((entry) => entry.provider_id === row.provider_id);
    if (row.status !== "Pending" || !rule) continue;
    const windowMs = Number(rule.answer_window_hours) * 3600_000;
    if ((row.created_at as number) + windowMs > now.getTime() && (row.starts_at as number) > now.getTime()) continue;
    const before = { ...row };
    Object.assign(row, { status: "Cancelled", cancelled_by: "salon", declined: true });
    recordHistory(history, before, row, "system", at);
    declined.push(row);
  }
  return declined;
}
