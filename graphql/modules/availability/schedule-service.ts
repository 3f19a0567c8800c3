/**
 * Owners changing their time (issue #30). Every change is made for a caller the field's `owns` scope has
 * let through (graphql/shared/authorisation.ts); it is validated here, saved, and answered with the
 * provider's upcoming bookings that the new hours leave outside (shown to the owner, never cancelled).
 */
import type { Backend } from "../../shared/ports";
import { dubaiNow, dubaiWallClock, parseClock } from "../../shared/dubai-time";
import { say, type CodedMessage } from "../../shared/say";
import { ownedIds } from "../../shared/ownership";
import type { FieldErrors } from "../../shared/results";
import type { AuthUser } from "../accounts/auth-port";
import type { BookingRecord } from "../bookings/repository";
import { addDays } from "../../shared/dubai-time";
import { fitsIn, hoursOn, performerFree, type ProviderSchedule } from "./schedule";
import {
  validateBookingConfirmation,
  validateBookingRules,
  validateClosure,
  validateSpecialHours,
  validateTimeOff,
  validateWeek,
} from "./schedule-schema";

type Viewer = Pick<AuthUser, "id">;

export type ScheduleUpdatedResult = { kind: "ScheduleUpdated"; providerId: string; message: CodedMessage; outsideHours: BookingRecord[] };
export type ScheduleInputInvalidResult = { kind: "ScheduleInputInvalid"; message: CodedMessage; fieldErrors: FieldErrors };
export type ScheduleChangeRefusedResult = { kind: "ScheduleChangeRefused"; message: CodedMessage };
export type ScheduleChangeResult = ScheduleUpdatedResult | ScheduleInputInvalidResult | ScheduleChangeRefusedResult;

const invalid = (fieldErrors: FieldErrors): ScheduleInputInvalidResult => ({
  kind: "ScheduleInputInvalid",
  message: say("DETAILS_NEED_ATTENTION"),
  fieldErrors,
});
const refused = (message: CodedMessage): ScheduleChangeRefusedResult => ({ kind: "ScheduleChangeRefused", message });

/** How far ahead bookings are checked against new hours: the longest booking window. */
const LOOK_AHEAD_DAYS = 365;

/**
 * The provider's live bookings from now on that the schedule in force no longer holds: on a closed day,
 * outside the hours, or with their staff member away or outside their own hours.
 */
export async function bookingsOutsideHours(backend: Backend, viewer: Viewer, providerId: string): Promise<BookingRecord[]> {
  const now = backend.clock.now();
  const today = dubaiNow(now).date;
  // The field's owns scope let this caller through for this provider.
  const owned = ownedIds(viewer, "provider", [{ id: providerId }], () => viewer.id);
  const [bookings, schedules, staffHours, timeOff] = await Promise.all([
    backend.owners.bookingsOf(owned, dubaiWallClock(now), `${addDays(today, LOOK_AHEAD_DAYS)}T00:00`),
    backend.schedules.schedulesFor([providerId], today),
    backend.schedules.staffHoursOf(providerId),
    backend.schedules.timeOffBetween(providerId, `${today}T00:00`, `${addDays(today, LOOK_AHEAD_DAYS)}T00:00`),
  ]);
  const schedule = schedules.get(providerId);
  if (!schedule) return [];
  return bookings.filter((booking) => !stillHeld(schedule, booking, staffHours, timeOff));
}

function stillHeld(
  schedule: ProviderSchedule,
  booking: BookingRecord,
  staffHours: Map<string, ProviderSchedule["weekly"]>,
  timeOff: Awaited<ReturnType<Backend["schedules"]["timeOffBetween"]>>,
): boolean {
  const date = booking.startsAt.slice(0, 10);
  const start = parseClock(booking.startsAt.slice(11, 16))!;
  const end = booking.endsAt.slice(0, 10) > date ? 24 * 60 : (parseClock(booking.endsAt.slice(11, 16)) ?? 24 * 60);
  const hours = hoursOn(schedule, date);
  if (hours.kind !== "open" || !fitsIn(hours.intervals, start, end - start)) return false;
  if (!booking.staffId) return true;
  const performer = {
    staffId: booking.staffId,
    weekly: staffHours.get(booking.staffId) ?? null,
    timeOff: timeOff.filter((off) => off.staffId === booking.staffId),
    busy: [],
  };
  return performerFree(performer, date, start, end - start, 0);
}

async function saved(backend: Backend, viewer: Viewer, providerId: string, message: CodedMessage): Promise<ScheduleUpdatedResult> {
  return { kind: "ScheduleUpdated", providerId, message, outsideHours: await bookingsOutsideHours(backend, viewer, providerId) };
}

export async function setWeeklyHours(backend: Backend, viewer: Viewer, providerId: string, input: unknown): Promise<ScheduleChangeResult> {
  const checked = validateWeek(input);
  if (!checked.ok) return invalid(checked.errors);
  await backend.schedules.setWeeklyHours(providerId, checked.value.days);
  return saved(backend, viewer, providerId, say("SCHEDULE_HOURS_SAVED"));
}

export async function addClosure(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  input: unknown,
  newId: () => string,
): Promise<ScheduleChangeResult> {
  const checked = validateClosure(input);
  if (!checked.ok) return invalid(checked.errors);
  await backend.schedules.addClosure(providerId, { id: newId(), ...checked.value });
  return saved(backend, viewer, providerId, say("SCHEDULE_CLOSURE_ADDED"));
}

export async function removeClosure(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  closureId: string,
): Promise<ScheduleChangeResult> {
  if (!(await backend.schedules.removeClosure(providerId, closureId))) return refused(say("SCHEDULE_ITEM_GONE"));
  return saved(backend, viewer, providerId, say("SCHEDULE_CLOSURE_REMOVED"));
}

export async function setSpecialHours(backend: Backend, viewer: Viewer, providerId: string, input: unknown): Promise<ScheduleChangeResult> {
  const checked = validateSpecialHours(input);
  if (!checked.ok) return invalid(checked.errors);
  const { from, to, intervals, reason } = checked.value;
  await backend.schedules.setSpecialHours(providerId, from, to, intervals, reason);
  return saved(backend, viewer, providerId, say("SCHEDULE_SPECIAL_HOURS_SAVED"));
}

export async function setStaffSchedule(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  staffId: string,
  input: { days: unknown } | null,
): Promise<ScheduleChangeResult> {
  let days = null;
  if (input) {
    const checked = validateWeek(input);
    if (!checked.ok) return invalid(checked.errors);
    days = checked.value.days;
  }
  if (!(await backend.schedules.setStaffSchedule(providerId, staffId, days))) return refused(say("SCHEDULE_STAFF_UNKNOWN"));
  return saved(backend, viewer, providerId, say("SCHEDULE_STAFF_HOURS_SAVED"));
}

export async function addStaffTimeOff(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  staffId: string,
  input: unknown,
  newId: () => string,
): Promise<ScheduleChangeResult> {
  const checked = validateTimeOff(input);
  if (!checked.ok) return invalid(checked.errors);
  const added = await backend.schedules.addStaffTimeOff(providerId, { id: newId(), staffId, ...checked.value });
  if (!added) return refused(say("SCHEDULE_STAFF_UNKNOWN"));
  return saved(backend, viewer, providerId, say("SCHEDULE_TIME_OFF_ADDED"));
}

export async function removeStaffTimeOff(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  timeOffId: string,
): Promise<ScheduleChangeResult> {
  if (!(await backend.schedules.removeStaffTimeOff(providerId, timeOffId))) return refused(say("SCHEDULE_ITEM_GONE"));
  return saved(backend, viewer, providerId, say("SCHEDULE_TIME_OFF_REMOVED"));
}

export async function setBookingRules(backend: Backend, viewer: Viewer, providerId: string, input: unknown): Promise<ScheduleChangeResult> {
  const checked = validateBookingRules(input);
  if (!checked.ok) return invalid(checked.errors);
  await backend.schedules.setBookingRules(providerId, checked.value);
  return saved(backend, viewer, providerId, say("SCHEDULE_RULES_SAVED"));
}

/** "Confirm each online booking myself" and its answer window; new online bookings follow at once. */
export async function setBookingConfirmation(
  backend: Backend,
  viewer: Viewer,
  providerId: string,
  input: unknown,
): Promise<ScheduleChangeResult> {
  const checked = validateBookingConfirmation(input);
  if (!checked.ok) return invalid(checked.errors);
  await backend.schedules.setBookingConfirmation(providerId, checked.value);
  return saved(backend, viewer, providerId, say("SCHEDULE_CONFIRMATION_SAVED"));
}
