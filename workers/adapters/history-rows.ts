/** A booking_history row (migration 0024) as both databases return it, turned into the port's record. */
import type { BookingHistoryRecord } from "../../graphql/modules/dashboard/repository";

export const HISTORY_COLUMNS = "at,actor,change,from_state,to_state,from_starts_at,to_starts_at,from_staff_id,to_staff_id,reason";

export interface HistoryRow {
  at: string;
  actor: BookingHistoryRecord["actor"];
  change: BookingHistoryRecord["change"];
  from_state: BookingHistoryRecord["fromState"];
  to_state: BookingHistoryRecord["toState"];
  from_starts_at: string | null;
  to_starts_at: string;
  from_staff_id: string | null;
  to_staff_id: string | null;
  reason: string | null;
}

/** The record of a row, given how to read its instant (`at`) as UTC ISO and its starts as Dubai wall times. */
export const historyFromRow = (
  row: HistoryRow,
  utc: (stored: string) => string,
  wallTime: (stored: string) => string,
): BookingHistoryRecord => ({
  at: utc(row.at),
  actor: row.actor,
  change: row.change,
  fromState: row.from_state,
  toState: row.to_state,
  fromStartsAt: row.from_starts_at === null ? null : wallTime(row.from_starts_at),
  toStartsAt: wallTime(row.to_starts_at),
  fromStaffId: row.from_staff_id,
  toStaffId: row.to_staff_id,
  reason: row.reason,
});
