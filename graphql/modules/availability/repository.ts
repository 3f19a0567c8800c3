/**
 * The schedules port (issue #30): the owner's hours, closures, special hours, booking rules and staff
 * hours and time off (local: D1; hosted: tables with row level security, 0010_owner_schedules.sql).
 * Writes are made for a caller the API has already let through (`owns` provider); implementations
 * change only that provider's rows, and hosted the policies refuse anyone else as well.
 */
import type { ServiceRecord, StaffRecord } from "../providers/repository";
import type { BookingConfirmation, BookingRules, Closure, OpenInterval, ProviderSchedule, TimeOff, WeeklyHours } from "./schedule";
import type { StaffBusyInterval, StaffServiceRecord } from "./staffing";

/** An owner's interval: no last start (a service ends by closing). */
export type OwnerInterval = Pick<OpenInterval, "start" | "end">;

/**
 * Everything one provider's availability on one date rests on: its schedule from that date on, its
 * services, staff and who performs what, and each staff member's hours, time off and bookings that
 * day. Read together because a slots read or a booking needs all of it at once (one D1 round trip).
 */
export interface ProviderDay {
  schedule: ProviderSchedule;
  services: ServiceRecord[];
  staff: StaffRecord[];
  qualifications: StaffServiceRecord[];
  staffHours: Map<string, WeeklyHours>;
  /** Time off overlapping the date, without its reason. */
  timeOff: TimeOff[];
  /** The staff's live bookings that day, in minutes of the day. */
  busy: StaffBusyInterval[];
}

export interface ScheduleRepository {
  /** A provider's day (`date` 'YYYY-MM-DD', Dubai): see ProviderDay. An unknown provider's is empty and closed. */
  dayOf(providerId: string, date: string): Promise<ProviderDay>;
  /** Each provider's weekly hours, rules, and its closures and special hours that end on `from` or later. */
  schedulesFor(providerIds: readonly string[], from: string): Promise<Map<string, ProviderSchedule>>;
  /** The weekly hours of each of a provider's staff who have hours of their own (the others work all open hours). */
  staffHoursOf(providerId: string): Promise<Map<string, WeeklyHours>>;
  /**
   * A provider's staff time off overlapping [from, to) (Dubai wall times 'YYYY-MM-DDTHH:MM'), by start.
   * Without its reason (null): the reason is stored for the owner, never read out to visitors.
   */
  timeOffBetween(providerId: string, from: string, to: string): Promise<TimeOff[]>;
  /**
   * The owner's read: a provider's staff time off that ends after `from` (a Dubai wall time), by start,
   * with its reason. Only for a caller the API let through (`owns` provider); hosted, RLS also keeps the
   * rows to their owner.
   */
  timeOffFrom(providerId: string, from: string): Promise<TimeOff[]>;
  /** Replaces the provider's weekly hours (index 0 = Sunday), in one transaction. */
  setWeeklyHours(providerId: string, weekly: readonly (readonly OwnerInterval[])[]): Promise<void>;
  addClosure(providerId: string, closure: Closure): Promise<void>;
  /** False when the provider has no such closure. */
  removeClosure(providerId: string, closureId: string): Promise<boolean>;
  /** Replaces the special hours overlapping [from, to] by these, with their reason (none: the range keeps its weekly hours). */
  setSpecialHours(providerId: string, from: string, to: string, intervals: readonly OwnerInterval[], reason: string | null): Promise<void>;
  /** Replaces one staff member's own hours (null: all of the provider's open hours). False: not this provider's staff. */
  setStaffSchedule(providerId: string, staffId: string, weekly: readonly (readonly OwnerInterval[])[] | null): Promise<boolean>;
  /** Replaces the provider's booking rules (slot step, minimum notice, window, buffer). */
  setBookingRules(providerId: string, rules: BookingRules): Promise<void>;
  /** Whether the provider confirms each online booking itself, and its answer window (defaults when never set). */
  bookingConfirmationOf(providerId: string): Promise<BookingConfirmation>;
  /** Sets them, keeping the other booking rules. */
  setBookingConfirmation(providerId: string, confirmation: BookingConfirmation): Promise<void>;
  /** False: not this provider's staff. */
  addStaffTimeOff(providerId: string, timeOff: TimeOff): Promise<boolean>;
  /** False when the provider has no such time off. */
  removeStaffTimeOff(providerId: string, timeOffId: string): Promise<boolean>;
}
