/**
 * Bookings per staff member (issue #16): a time is offered while someone who performs the service
 * is free for its whole duration, and a booking goes to the free performer with the fewest bookings
 * that day. The database makes the final choice atomically (docs/decisions/025-bookings-per-staff-member.md);
 * these rules say what it is asked to do and what the pages show.
 */
import type { StaffRecord } from "../providers/repository";
import { availableSlots, dailySlotLabels, type BusyInterval } from "./slots";

/** That a staff member performs a service of their provider. */
export interface StaffServiceRecord {
  staffId: string;
  serviceId: string;
}

/** A live booking holding one staff member's time, as wall-clock minutes of one (Dubai) date. */
export interface StaffBusyInterval extends BusyInterval {
  staffId: string;
}

/** One staff member's busy time on a date. */
export interface StaffCalendar {
  staffId: string;
  busy: BusyInterval[];
}

/** The staff who perform a service, in the provider's order of its staff. */
export function performersOf<Member extends Pick<StaffRecord, "id">>(
  staff: readonly Member[],
  qualifications: readonly StaffServiceRecord[],
  serviceId: string,
): Member[] {
  const able = new Set(qualifications.filter((entry) => entry.serviceId === serviceId).map((entry) => entry.staffId));
  return staff.filter((member) => able.has(member.id));
}

/** The calendar of each of these people, from the day's busy intervals of the whole provider. */
export function calendarsOf(staffIds: readonly string[], busy: readonly StaffBusyInterval[]): StaffCalendar[] {
  return staffIds.map((staffId) => ({ staffId, busy: busy.filter((interval) => interval.staffId === staffId) }));
}

/** The day's slots where at least one of these calendars is free for the whole duration. */
export function slotsWithSomeoneFree(
  date: string | null | undefined,
  now: Date,
  durationMinutes: number,
  calendars: readonly StaffCalendar[],
): string[] {
  const offered = new Set(calendars.flatMap((calendar) => availableSlots(date, now, durationMinutes, calendar.busy)));
  return dailySlotLabels().filter((label) => offered.has(label));
}

/**
 * Who should get a booking, best first: the fewest bookings that day (so work spreads), then the
 * provider's order. The database gives the booking to the first of them free at that time.
 */
export function assignmentOrder(staffIds: readonly string[], busy: readonly StaffBusyInterval[]): string[] {
  const load = (staffId: string) => busy.filter((interval) => interval.staffId === staffId).length;
  return staffIds
    .map((staffId, position) => ({ staffId, position, load: load(staffId) }))
    .sort((a, b) => a.load - b.load || a.position - b.position)
    .map((entry) => entry.staffId);
}

/** The first of `order` free for [start, end), or null: what the database's one conditional insert decides. */
export function firstFree(order: readonly string[], busy: readonly StaffBusyInterval[], start: number, end: number): string | null {
  return (
    order.find((staffId) => !busy.some((interval) => interval.staffId === staffId && interval.start < end && interval.end > start)) ?? null
  );
}
