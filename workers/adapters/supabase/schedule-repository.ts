/**
 * The schedules port on Supabase (0010_owner_schedules.sql): public tables read through PostgREST, time
 * off through a function that tells only when people are away, and every change through a function
 * that runs as the caller, so the owner-only policies decide as well as the API.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { OwnerInterval, ProviderDay, ScheduleRepository } from "../../../graphql/modules/availability/repository";
import type { BookingRepository } from "../../../graphql/modules/bookings/repository";
import type { ProviderRepository } from "../../../graphql/modules/providers/repository";
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
import { addDays } from "../../../graphql/shared/dubai-time";
import { dubaiInstant, dubaiWallTime } from "./booking-repository";
import { checked, rowsOf } from "./postgrest";

type TimeOffRow = { id: string; staff_id: string; starts_at: string; ends_at: string; reason?: string | null };
const timeOffFromRows = (rows: readonly TimeOffRow[]): TimeOff[] =>
  rows.map((row) => ({
    id: row.id,
    staffId: row.staff_id,
    startsAt: dubaiWallTime(row.starts_at),
    endsAt: dubaiWallTime(row.ends_at),
    reason: row.reason ?? null,
  }));

const intervals = (list: readonly OwnerInterval[]) => list.map((entry) => ({ opens: entry.start, closes: entry.end }));

export class SupabaseScheduleRepository implements ScheduleRepository {
  constructor(
    private readonly db: SupabaseClient,
    /** The same request's repositories, for the parts of a provider's day that are theirs. */
    private readonly directory: { providers: ProviderRepository; bookings: BookingRepository },
  ) {}

  /** PostgREST has no batch: the day's reads go side by side, each through its own port. */
  async dayOf(providerId: string, date: string): Promise<ProviderDay> {
    const { providers, bookings } = this.directory;
    const [schedules, services, staff, qualifications, staffHours, timeOff, busy] = await Promise.all([
      this.schedulesFor([providerId], date),
      providers.servicesFor([providerId]),
      providers.staffFor([providerId]),
      providers.staffServicesFor([providerId]),
      this.staffHoursOf(providerId),
      this.timeOffBetween(providerId, `${date}T00:00`, `${addDays(date, 1)}T00:00`),
      bookings.busyOn(providerId, date),
    ]);
    return {
      schedule: schedules.get(providerId)!,
      services: services.get(providerId) ?? [],
      staff: staff.get(providerId) ?? [],
      qualifications: qualifications.get(providerId) ?? [],
      staffHours,
      timeOff,
      busy,
    };
  }

  async schedulesFor(providerIds: readonly string[], from: string): Promise<Map<string, ProviderSchedule>> {
    if (providerIds.length === 0) return new Map();
    const ids = [...providerIds];
    const [weekly, closures, special, rules] = await Promise.all([
      this.db
        .from("provider_weekly_hours")
        .select("provider_id,weekday,opens_minute,closes_minute,last_start_minute")
        .in("provider_id", ids),
      this.db.from("provider_closures").select("id,provider_id,starts_on,ends_on,reason").in("provider_id", ids).gte("ends_on", from),
      this.db
        .from("provider_special_hours")
        .select("provider_id,starts_on,ends_on,opens_minute,closes_minute,reason")
        .in("provider_id", ids)
        .gte("ends_on", from),
      this.db
        .from("provider_booking_rules")
        .select("provider_id,slot_step_minutes,minimum_notice_minutes,window_days,buffer_minutes")
        .in("provider_id", ids),
    ]);
    return schedulesFromRows(providerIds, {
      weekly: rowsOf<WeeklyHoursRow>("provider_weekly_hours", weekly),
      closures: rowsOf<ClosureRow>("provider_closures", closures),
      special: rowsOf<SpecialHoursRow>("provider_special_hours", special),
      rules: rowsOf<BookingRulesRow>("provider_booking_rules", rules),
    });
  }

  async staffHoursOf(providerId: string): Promise<Map<string, WeeklyHours>> {
    const answer = await this.db
      .from("staff_working_hours")
      .select("staff_id,weekday,opens_minute,closes_minute")
      .eq("provider_id", providerId);
    const rows = rowsOf<Omit<WeeklyHoursRow, "provider_id"> & { staff_id: string }>("staff_working_hours", answer);
    const staffIds = [...new Set(rows.map((row) => row.staff_id))];
    return new Map(staffIds.map((staffId) => [staffId, weeklyFromRows(rows.filter((row) => row.staff_id === staffId))]));
  }

  async timeOffBetween(providerId: string, from: string, to: string): Promise<TimeOff[]> {
    const answer = await this.db.rpc("staff_time_off_between", {
      p_provider_id: providerId,
      p_from: dubaiInstant(from),
      p_to: dubaiInstant(to),
    });
    return timeOffFromRows(rowsOf<TimeOffRow>("staff_time_off_between", answer));
  }

  /** The table itself: its policy lets only the provider's owner read its rows (and their reasons). */
  async timeOffFrom(providerId: string, from: string): Promise<TimeOff[]> {
    const answer = await this.db
      .from("staff_time_off")
      .select("id,staff_id,starts_at,ends_at,reason")
      .eq("provider_id", providerId)
      .gt("ends_at", dubaiInstant(from))
      .order("starts_at")
      .order("staff_id")
      .order("id");
    return timeOffFromRows(rowsOf<TimeOffRow>("staff_time_off", answer));
  }

  async setWeeklyHours(providerId: string, weekly: readonly (readonly OwnerInterval[])[]): Promise<void> {
    checked("set_weekly_hours", await this.db.rpc("set_weekly_hours", { p_provider_id: providerId, p_hours: weeklyRows(weekly) }));
  }

  async addClosure(providerId: string, closure: Closure): Promise<void> {
    checked(
      "add_closure",
      await this.db.rpc("add_closure", {
        p_provider_id: providerId,
        p_id: closure.id,
        p_from: closure.from,
        p_to: closure.to,
        p_reason: closure.reason,
      }),
    );
  }

  async removeClosure(providerId: string, closureId: string): Promise<boolean> {
    return checked("remove_closure", await this.db.rpc("remove_closure", { p_provider_id: providerId, p_id: closureId })).data === true;
  }

  async setSpecialHours(
    providerId: string,
    from: string,
    to: string,
    list: readonly OwnerInterval[],
    reason: string | null,
  ): Promise<void> {
    checked(
      "set_special_hours",
      await this.db.rpc("set_special_hours", {
        p_provider_id: providerId,
        p_from: from,
        p_to: to,
        p_intervals: intervals(list),
        p_reason: reason,
      }),
    );
  }

  async setStaffSchedule(providerId: string, staffId: string, weekly: readonly (readonly OwnerInterval[])[] | null): Promise<boolean> {
    const answer = await this.db.rpc("set_staff_schedule", {
      p_provider_id: providerId,
      p_staff_id: staffId,
      p_hours: weeklyRows(weekly ?? []),
    });
    return checked("set_staff_schedule", answer).data === true;
  }

  async setBookingRules(providerId: string, rules: BookingRules): Promise<void> {
    checked(
      "set_booking_rules",
      await this.db.rpc("set_booking_rules", {
        p_provider_id: providerId,
        p_slot_step: rules.slotStepMinutes,
        p_notice: rules.minimumNoticeMinutes,
        p_window: rules.windowDays,
        p_buffer: rules.bufferMinutes,
      }),
    );
  }

  async bookingConfirmationOf(providerId: string): Promise<BookingConfirmation> {
    const answer = await this.db
      .from("provider_booking_rules")
      .select("confirm_each_booking,answer_window_hours")
      .eq("provider_id", providerId)
      .maybeSingle();
    return confirmationFromRow(checked("provider_booking_rules", answer).data as ConfirmationRow | null);
  }

  async setBookingConfirmation(providerId: string, confirmation: BookingConfirmation): Promise<void> {
    checked(
      "set_booking_confirmation",
      await this.db.rpc("set_booking_confirmation", {
        p_provider_id: providerId,
        p_confirm: confirmation.confirmEachBooking,
        p_answer_window_hours: confirmation.answerWindowHours,
      }),
    );
  }

  async addStaffTimeOff(providerId: string, timeOff: TimeOff): Promise<boolean> {
    const answer = await this.db.rpc("add_staff_time_off", {
      p_provider_id: providerId,
      p_id: timeOff.id,
      p_staff_id: timeOff.staffId,
      p_starts_at: dubaiInstant(timeOff.startsAt),
      p_ends_at: dubaiInstant(timeOff.endsAt),
      p_reason: timeOff.reason,
    });
    return checked("add_staff_time_off", answer).data === true;
  }

  async removeStaffTimeOff(providerId: string, timeOffId: string): Promise<boolean> {
    return (
      checked("remove_staff_time_off", await this.db.rpc("remove_staff_time_off", { p_provider_id: providerId, p_id: timeOffId })).data ===
      true
    );
  }
}
