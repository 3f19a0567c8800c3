/**
 * The schedule tables' rows as both databases return them (0010_owner_schedules.sql), turned into the
 * port's schedules the same way: dates are 'YYYY-MM-DD' text on both.
 */
import {
  DEFAULT_BOOKING_CONFIRMATION,
  DEFAULT_BOOKING_RULES,
  type BookingConfirmation,
  type BookingRules,
  type OpenInterval,
  type ProviderSchedule,
  type SlotStep,
  type WeeklyHours,
} from "../../graphql/modules/availability/schedule";
import type { OwnerInterval } from "../../graphql/modules/availability/repository";

export interface WeeklyHoursRow {
  provider_id: string;
  weekday: number;
  opens_minute: number;
  closes_minute: number;
  last_start_minute?: number | null;
}
export interface ClosureRow {
  id: string;
  provider_id: string;
  starts_on: string;
  ends_on: string;
  reason: string | null;
}
export interface SpecialHoursRow {
  provider_id: string;
  starts_on: string;
  ends_on: string;
  opens_minute: number;
  closes_minute: number;
  /** 0022: the range's reason, the same on each of its rows. */
  reason?: string | null;
}
export interface BookingRulesRow {
  provider_id: string;
  slot_step_minutes: number;
  minimum_notice_minutes: number;
  window_days: number;
  buffer_minutes: number;
}

const interval = (row: Pick<WeeklyHoursRow, "opens_minute" | "closes_minute" | "last_start_minute">): OpenInterval => ({
  start: row.opens_minute,
  end: row.closes_minute,
  lastStart: row.last_start_minute ?? null,
});

const byStart = (a: OpenInterval, b: OpenInterval) => a.start - b.start;

/** Seven days of intervals (index 0 = Sunday) from rows of one owner (a provider or a staff member). */
export function weeklyFromRows(rows: readonly Omit<WeeklyHoursRow, "provider_id">[]): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) =>
    rows
      .filter((row) => row.weekday === day)
      .map(interval)
      .sort(byStart),
  );
}

export function rulesFromRow(row: BookingRulesRow | undefined): BookingRules {
  if (!row) return DEFAULT_BOOKING_RULES;
  return {
    slotStepMinutes: row.slot_step_minutes as SlotStep,
    minimumNoticeMinutes: row.minimum_notice_minutes,
    windowDays: row.window_days,
    bufferMinutes: row.buffer_minutes,
  };
}

export interface ConfirmationRow {
  /** D1 answers 0/1, PostgreSQL a boolean. */
  confirm_each_booking: number | boolean;
  answer_window_hours: number;
}

/** "Confirm each online booking myself" from its row (none: the defaults, off and 12 hours). */
export function confirmationFromRow(row: ConfirmationRow | null | undefined): BookingConfirmation {
  if (!row) return DEFAULT_BOOKING_CONFIRMATION;
  return { confirmEachBooking: Boolean(row.confirm_each_booking), answerWindowHours: row.answer_window_hours };
}

/** Each provider's schedule from the rows read for all of them. */
export function schedulesFromRows(
  providerIds: readonly string[],
  rows: { weekly: WeeklyHoursRow[]; closures: ClosureRow[]; special: SpecialHoursRow[]; rules: BookingRulesRow[] },
): Map<string, ProviderSchedule> {
  const of = <Row extends { provider_id: string }>(list: Row[], id: string) => list.filter((row) => row.provider_id === id);
  return new Map(
    providerIds.map((id) => {
      const ranges = new Map<string, SpecialHoursRow[]>();
      for (const row of of(rows.special, id))
        ranges.set(`${row.starts_on}|${row.ends_on}`, [...(ranges.get(`${row.starts_on}|${row.ends_on}`) ?? []), row]);
      return [
        id,
        {
          weekly: weeklyFromRows(of(rows.weekly, id)),
          closures: of(rows.closures, id)
            .map((row) => ({ id: row.id, from: row.starts_on, to: row.ends_on, reason: row.reason }))
            .sort((a, b) => a.from.localeCompare(b.from)),
          specialHours: [...ranges.values()]
            .map((range) => ({
              id: `${range[0]!.starts_on}..${range[0]!.ends_on}`,
              from: range[0]!.starts_on,
              to: range[0]!.ends_on,
              intervals: range.map(interval).sort(byStart),
              reason: range[0]!.reason ?? null,
            }))
            .sort((a, b) => a.from.localeCompare(b.from)),
          rules: rulesFromRow(rows.rules.find((row) => row.provider_id === id)),
        },
      ];
    }),
  );
}

/** Rows of a weekly list of owner intervals: { weekday, opens, closes } (the set_* functions' JSON too). */
export function weeklyRows(weekly: readonly (readonly OwnerInterval[])[]): { weekday: number; opens: number; closes: number }[] {
  return weekly.flatMap((intervals, weekday) => intervals.map((entry) => ({ weekday, opens: entry.start, closes: entry.end })));
}
