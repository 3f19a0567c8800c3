/** The schedules port on D1 (0010_owner_schedules.sql). Each replacement is one batch: one transaction. */
import type { OwnerInterval, ProviderDay, ScheduleRepository } from "../../../graphql/modules/availability/repository";
import type {
  BookingConfirmation,
  BookingRules,
  Closure,
  ProviderSchedule,
  TimeOff,
  WeeklyHours,
} from "../../../graphql/modules/availability/schedule";
import {
  schedulesFromRows,
  weeklyFromRows,
  weeklyRows,
  type BookingRulesRow,
  confirmationFromRow,
  type ConfirmationRow,
  type ClosureRow,
  type SpecialHoursRow,
  type WeeklyHoursRow,
} from "../schedule-rows";
import { CHILD_TABLES, groupChildren, type ChildKind, type ChildRow } from "../provider-rows";
import { addDays } from "../../../graphql/shared/dubai-time";
import { busyFromRows, busyStatement, type BusyRow } from "./d1-booking-repository";
import { placeholders, wroteRow } from "./d1-sql";

interface TimeOffRow {
  id: string;
  staff_id: string;
  starts_at: string;
  ends_at: string;
  reason?: string | null;
}

type StaffHoursRow = Omit<WeeklyHoursRow, "provider_id"> & { staff_id: string };

const STAFF_HOURS_SQL = "SELECT staff_id, weekday, opens_minute, closes_minute FROM staff_working_hours WHERE provider_id = ?1";
/** Whether the week sent (?2, JSON rows) has the row being read, unchanged. */
const SENT_UNCHANGED = `SELECT 1 FROM json_each(?2) AS h WHERE h.value ->> '$.weekday' = provider_weekly_hours.weekday
  AND h.value ->> '$.opens' = provider_weekly_hours.opens_minute AND h.value ->> '$.closes' = provider_weekly_hours.closes_minute`;
const TIME_OFF_SQL = `SELECT id, staff_id, starts_at, ends_at FROM staff_time_off
  WHERE provider_id = ?1 AND starts_at < ?3 AND ends_at > ?2 ORDER BY starts_at, staff_id`;

/** One child table of the directory for one provider, as the providers port reads it (provider-rows.ts). */
const childSql = (kind: ChildKind) => {
  const { table, columns, order } = CHILD_TABLES[kind];
  return `SELECT ${columns.join(", ")} FROM ${table} WHERE provider_id = ?1 ORDER BY ${order.join(", ")}`;
};

const staffHoursFromRows = (rows: readonly StaffHoursRow[]) =>
  new Map(
    [...new Set(rows.map((row) => row.staff_id))].map((staffId) => [
      staffId,
      weeklyFromRows(rows.filter((row) => row.staff_id === staffId)),
    ]),
  );

const timeOffFromRows = (rows: readonly TimeOffRow[]): TimeOff[] =>
  rows.map((row) => ({ id: row.id, staffId: row.staff_id, startsAt: row.starts_at, endsAt: row.ends_at, reason: row.reason ?? null }));

export class D1ScheduleRepository implements ScheduleRepository {
  constructor(private readonly db: D1Database) {}

  private scheduleStatements(providerIds: readonly string[], from: string) {
    const ids = placeholders(providerIds.length, 1);
    return [
      this.db.prepare(`SELECT * FROM provider_weekly_hours WHERE provider_id IN (${ids})`).bind(from, ...providerIds),
      this.db.prepare(`SELECT * FROM provider_closures WHERE provider_id IN (${ids}) AND ends_on >= ?1`).bind(from, ...providerIds),
      this.db.prepare(`SELECT * FROM provider_special_hours WHERE provider_id IN (${ids}) AND ends_on >= ?1`).bind(from, ...providerIds),
      this.db.prepare(`SELECT * FROM provider_booking_rules WHERE provider_id IN (${ids})`).bind(from, ...providerIds),
    ];
  }

  private static schedulesOf(providerIds: readonly string[], [weekly, closures, special, rules]: readonly D1Result[]) {
    return schedulesFromRows(providerIds, {
      weekly: weekly!.results as WeeklyHoursRow[],
      closures: closures!.results as ClosureRow[],
      special: special!.results as SpecialHoursRow[],
      rules: rules!.results as BookingRulesRow[],
    });
  }

  async schedulesFor(providerIds: readonly string[], from: string): Promise<Map<string, ProviderSchedule>> {
    if (providerIds.length === 0) return new Map();
    return D1ScheduleRepository.schedulesOf(providerIds, await this.db.batch(this.scheduleStatements(providerIds, from)));
  }

  /** One batch, so one round trip to D1 (the slots read made seven side by side). */
  async dayOf(providerId: string, date: string): Promise<ProviderDay> {
    const results = await this.db.batch([
      ...this.scheduleStatements([providerId], date),
      this.db.prepare(childSql("services")).bind(providerId),
      this.db.prepare(childSql("staff")).bind(providerId),
      this.db.prepare(childSql("staffServices")).bind(providerId),
      this.db.prepare(STAFF_HOURS_SQL).bind(providerId),
      this.db.prepare(TIME_OFF_SQL).bind(providerId, `${date}T00:00`, `${addDays(date, 1)}T00:00`),
      busyStatement(this.db, providerId, date),
    ]);
    const [services, staff, qualifications, staffHours, timeOff, busy] = results.slice(4);
    const child = <K extends ChildKind>(kind: K, result: D1Result | undefined) =>
      groupChildren(kind, result!.results as ChildRow<K>[]).get(providerId) ?? [];
    return {
      schedule: D1ScheduleRepository.schedulesOf([providerId], results).get(providerId)!,
      services: child("services", services),
      staff: child("staff", staff),
      qualifications: child("staffServices", qualifications),
      staffHours: staffHoursFromRows(staffHours!.results as StaffHoursRow[]),
      timeOff: timeOffFromRows(timeOff!.results as TimeOffRow[]),
      busy: busyFromRows(date, busy!.results as BusyRow[]),
    };
  }

  async staffHoursOf(providerId: string): Promise<Map<string, WeeklyHours>> {
    const { results } = await this.db.prepare(STAFF_HOURS_SQL).bind(providerId).all<StaffHoursRow>();
    return staffHoursFromRows(results);
  }

  async timeOffBetween(providerId: string, from: string, to: string): Promise<TimeOff[]> {
    const { results } = await this.db.prepare(TIME_OFF_SQL).bind(providerId, from, to).all<TimeOffRow>();
    return timeOffFromRows(results);
  }

  async timeOffFrom(providerId: string, from: string): Promise<TimeOff[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id, staff_id, starts_at, ends_at, reason FROM staff_time_off
         WHERE provider_id = ?1 AND ends_at > ?2 ORDER BY starts_at, staff_id, id`,
      )
      .bind(providerId, from)
      .all<TimeOffRow>();
    return timeOffFromRows(results);
  }

  async setWeeklyHours(providerId: string, weekly: readonly (readonly OwnerInterval[])[]): Promise<void> {
    // An interval sent unchanged keeps its row, and so its last start (the seed's "last appointment
    // 17:30"): saving the week as it is changes nothing a visitor can book. The rest is replaced.
    const rows = JSON.stringify(weeklyRows(weekly));
    await this.db.batch([
      this.db.prepare(`DELETE FROM provider_weekly_hours WHERE provider_id = ?1 AND NOT EXISTS (${SENT_UNCHANGED})`).bind(providerId, rows),
      this.db
        .prepare(
          `INSERT INTO provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute)
           SELECT ?1, h.value ->> '$.weekday', h.value ->> '$.opens', h.value ->> '$.closes' FROM json_each(?2) AS h
           WHERE NOT EXISTS (SELECT 1 FROM provider_weekly_hours AS w WHERE w.provider_id = ?1
             AND w.weekday = h.value ->> '$.weekday' AND w.opens_minute = h.value ->> '$.opens')`,
        )
        .bind(providerId, rows),
    ]);
  }

  async addClosure(providerId: string, closure: Closure): Promise<void> {
    await this.db
      .prepare("INSERT INTO provider_closures (id, provider_id, starts_on, ends_on, reason) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(closure.id, providerId, closure.from, closure.to, closure.reason)
      .run();
  }

  async removeClosure(providerId: string, closureId: string): Promise<boolean> {
    const result = await this.db
      .prepare("DELETE FROM provider_closures WHERE id = ?1 AND provider_id = ?2")
      .bind(closureId, providerId)
      .run();
    return wroteRow(result);
  }

  async setSpecialHours(
    providerId: string,
    from: string,
    to: string,
    intervals: readonly OwnerInterval[],
    reason: string | null,
  ): Promise<void> {
    await this.db.batch([
      this.db
        .prepare("DELETE FROM provider_special_hours WHERE provider_id = ?1 AND starts_on <= ?3 AND ends_on >= ?2")
        .bind(providerId, from, to),
      ...intervals.map((entry) =>
        this.db
          .prepare(
            "INSERT INTO provider_special_hours (provider_id, starts_on, ends_on, opens_minute, closes_minute, reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
          )
          .bind(providerId, from, to, entry.start, entry.end, reason),
      ),
    ]);
  }

  async setStaffSchedule(providerId: string, staffId: string, weekly: readonly (readonly OwnerInterval[])[] | null): Promise<boolean> {
    if (!(await this.isStaffOf(providerId, staffId))) return false;
    await this.db.batch([
      this.db.prepare("DELETE FROM staff_working_hours WHERE provider_id = ?1 AND staff_id = ?2").bind(providerId, staffId),
      ...weeklyRows(weekly ?? []).map((row) =>
        this.db
          .prepare(
            "INSERT INTO staff_working_hours (provider_id, staff_id, weekday, opens_minute, closes_minute) VALUES (?1, ?2, ?3, ?4, ?5)",
          )
          .bind(providerId, staffId, row.weekday, row.opens, row.closes),
      ),
    ]);
    return true;
  }

  async setBookingRules(providerId: string, rules: BookingRules): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO provider_booking_rules (provider_id, slot_step_minutes, minimum_notice_minutes, window_days, buffer_minutes)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (provider_id) DO UPDATE SET slot_step_minutes = excluded.slot_step_minutes,
           minimum_notice_minutes = excluded.minimum_notice_minutes, window_days = excluded.window_days, buffer_minutes = excluded.buffer_minutes`,
      )
      .bind(providerId, rules.slotStepMinutes, rules.minimumNoticeMinutes, rules.windowDays, rules.bufferMinutes)
      .run();
  }

  async bookingConfirmationOf(providerId: string): Promise<BookingConfirmation> {
    const row = await this.db
      .prepare("SELECT confirm_each_booking, answer_window_hours FROM provider_booking_rules WHERE provider_id = ?1")
      .bind(providerId)
      .first<ConfirmationRow>();
    return confirmationFromRow(row);
  }

  async setBookingConfirmation(providerId: string, confirmation: BookingConfirmation): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO provider_booking_rules (provider_id, confirm_each_booking, answer_window_hours) VALUES (?1, ?2, ?3)
         ON CONFLICT (provider_id) DO UPDATE SET confirm_each_booking = excluded.confirm_each_booking,
           answer_window_hours = excluded.answer_window_hours`,
      )
      .bind(providerId, confirmation.confirmEachBooking ? 1 : 0, confirmation.answerWindowHours)
      .run();
  }

  async addStaffTimeOff(providerId: string, timeOff: TimeOff): Promise<boolean> {
    // Only one of this provider's own staff: the insert reads the staff member in the same statement.
    const result = await this.db
      .prepare(
        `INSERT INTO staff_time_off (id, provider_id, staff_id, starts_at, ends_at, reason)
         SELECT ?1, ?2, id, ?4, ?5, ?6 FROM staff WHERE id = ?3 AND provider_id = ?2`,
      )
      .bind(timeOff.id, providerId, timeOff.staffId, timeOff.startsAt, timeOff.endsAt, timeOff.reason)
      .run();
    return wroteRow(result);
  }

  async removeStaffTimeOff(providerId: string, timeOffId: string): Promise<boolean> {
    const result = await this.db.prepare("DELETE FROM staff_time_off WHERE id = ?1 AND provider_id = ?2").bind(timeOffId, providerId).run();
    return wroteRow(result);
  }

  private async isStaffOf(providerId: string, staffId: string): Promise<boolean> {
    return (
      (await this.db.prepare("SELECT 1 AS found FROM staff WHERE id = ?1 AND provider_id = ?2").bind(staffId, providerId).first()) !== null
    );
  }
}
