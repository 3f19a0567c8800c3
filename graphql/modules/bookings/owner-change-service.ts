/**
 * The owner's move of a booking and walk-in or phone booking (issue #32): read the provider's day, apply
 * the rules (owner-changes.ts), then let the atomic write decide who is free (never check-then-write). The
 * fields' scopes have allowed the caller already (Premium, the booking's or provider's owner).
 */
import type { GraphQLContext } from "../../context";
import type { ProviderDay } from "../availability/repository";
import { performersOf } from "../availability/staffing";
import { bookingNotFound } from "../dashboard/service";
import type { PremiumRequired } from "../plans/rules";
import { dayStarts, hoursOn } from "../availability/schedule";
import { dubaiWallClock, formatClock, isCalendarDate, minutesBetween, parseClock } from "../../shared/dubai-time";
import { parseInput, type FieldErrors, type NotAllowedResult, type NotSignedInResult } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import { rescheduleRefusal, walkInRefusal, type OwnerChangeRefusal, type OwnerTarget } from "./owner-changes";
import {
  rescheduleSchema,
  walkInSchema,
  type RescheduleField,
  type RescheduleInput,
  type WalkInField,
  type WalkInInput,
} from "./owner-change-schema";
import type { BookingRecord } from "./repository";
import { newBookingReference, newManageToken, performerDays, SLOT_TAKEN_MESSAGE, UNKNOWN_STAFF_MESSAGE } from "./service";

export type RescheduleResult =
  | { kind: "BookingRescheduled"; booking: BookingRecord }
  | { kind: "RescheduleRefused"; message: CodedMessage; fieldErrors: FieldErrors<RescheduleField> }
  | ReturnType<typeof bookingNotFound>
  | PremiumRequired
  | NotSignedInResult;

export type WalkInResult =
  | { kind: "WalkInBookingCreated"; booking: BookingRecord }
  | { kind: "WalkInRefused"; message: CodedMessage; fieldErrors: FieldErrors<WalkInField> }
  | PremiumRequired
  | NotAllowedResult
  | NotSignedInResult;

const INPUT_INVALID = say("BOOKING_INPUT_INVALID");

/** What a refusal of the rules says, and on which field (the time's, but for the professional's and the booking's own). */
function refusalMessage(
  refusal: OwnerChangeRefusal,
  day: ProviderDay,
  moving: boolean,
): { field: "startsAt" | "staffId"; message: CodedMessage } {
  switch (refusal) {
    case "CANCELLED":
      return { field: "startsAt", message: say("BOOKING_MOVE_CANCELLED") };
    case "STARTED":
      return { field: "startsAt", message: say("BOOKING_MOVE_STARTED") };
    case "INVALID_DATE":
      return { field: "startsAt", message: say("BOOKING_DATE_INVALID") };
    case "INVALID_TIME":
      return { field: "startsAt", message: say("BOOKING_TIME_REQUIRED") };
    case "PAST":
      return { field: "startsAt", message: moving ? say("BOOKING_MOVE_TIME_PAST") : say("BOOKING_DATE_PAST") };
    case "BEYOND_WINDOW":
      return { field: "startsAt", message: say("BOOKING_DATE_BEYOND_WINDOW", { days: day.schedule.rules.windowDays }) };
    default:
      return { field: "startsAt", message: say("BOOKING_STAFF_NOT_FREE") };
  }
}

/** The professional's day as availability sees it, without the booking being moved among their busy times. */
function targetOf(
  day: ProviderDay,
  staffId: string,
  startsAt: string,
  durationMinutes: number,
  moving: BookingRecord | null,
): OwnerTarget | null {
  const member = day.staff.find((candidate) => candidate.id === staffId);
  if (!member) return null;
  const date = startsAt.slice(0, 10);
  const own =
    moving && moving.staffId === staffId && moving.startsAt.slice(0, 10) === date
      ? {
          start: parseClock(moving.startsAt.slice(11, 16))!,
          end: parseClock(moving.startsAt.slice(11, 16))! + minutesBetween(moving.startsAt, moving.endsAt),
        }
      : null;
  let skipped = false;
  const busy = day.busy.filter((interval) => {
    const isOwn = !skipped && own !== null && interval.staffId === staffId && interval.start === own.start && interval.end === own.end;
    if (isOwn) skipped = true;
    return !isOwn;
  });
  const [performer] = performerDays([member], { ...day, busy });
  return { date, time: startsAt.slice(11, 16), durationMinutes, performer: performer! };
}

/** One professional who performs the booking's service, and the times the owner may move the booking to with them. */
export interface MoveTimes {
  staffId: string;
  staffName: string;
  times: string[];
}

/**
 * The times on `date` the owner may move `booking` to, per professional who performs its service: the starts of
 * the hours in force that rescheduleRefusal allows (no customers' minimum notice; the booking itself is not in
 * its own way, so its time and the same professional's overlapping times are offered). The write still decides.
 */
export function moveTimesOn(day: ProviderDay, booking: BookingRecord, date: string, now: Date): MoveTimes[] {
  const service = day.services.find((candidate) => candidate.id === booking.serviceId);
  if (!service) return [];
  const hours = hoursOn(day.schedule, date);
  const starts = hours.kind === "open" ? dayStarts(hours.intervals, day.schedule.rules).map(formatClock) : [];
  return performersOf(day.staff, day.qualifications, booking.serviceId).map((member) => ({
    staffId: member.id,
    staffName: member.name,
    times: starts.filter((time) => {
      const target = targetOf(day, member.id, `${date}T${time}`, service.durationMinutes, booking);
      return target !== null && rescheduleRefusal(booking, day.schedule, target, now) === null;
    }),
  }));
}

/** moveTimesOn for the booking's provider's day (an invalid date has none). */
export async function moveTimes(ctx: GraphQLContext, booking: BookingRecord, date: string): Promise<MoveTimes[]> {
  if (!isCalendarDate(date)) return [];
  return moveTimesOn(await ctx.backend.schedules.dayOf(booking.providerId, date), booking, date, ctx.backend.clock.now());
}

const endOf = (startsAt: string, minutes: number) =>
  `${startsAt.slice(0, 10)}T${formatClock(parseClock(startsAt.slice(11, 16))! + minutes)}`;

export async function rescheduleBooking(ctx: GraphQLContext, input: RescheduleInput): Promise<RescheduleResult> {
  const checked = parseInput(rescheduleSchema, input);
  if (!checked.ok) return { kind: "RescheduleRefused", message: INPUT_INVALID, fieldErrors: checked.errors };
  const { bookingId, startsAt, staffId } = checked.value;
  const booking = await ctx.backend.owners.bookingById(bookingId);
  if (!booking) return bookingNotFound();
  const refused = (field: RescheduleField, message: CodedMessage): RescheduleResult => ({
    kind: "RescheduleRefused",
    message,
    fieldErrors: { [field]: message },
  });
  const day = await ctx.backend.schedules.dayOf(booking.providerId, startsAt.slice(0, 10));
  const service = day.services.find((candidate) => candidate.id === booking.serviceId);
  const performs = performersOf(day.staff, day.qualifications, booking.serviceId).some((member) => member.id === staffId);
  const target = service && performs ? targetOf(day, staffId, startsAt, service.durationMinutes, booking) : null;
  if (!service || !target) return refused("staffId", UNKNOWN_STAFF_MESSAGE);
  const now = ctx.backend.clock.now();
  const refusal = rescheduleRefusal(booking, day.schedule, target, now);
  if (refusal) {
    const { field, message } = refusalMessage(refusal, day, true);
    return refused(field, message);
  }
  const outcome = await ctx.backend.bookings.moveIfFree(
    {
      id: booking.id,
      providerId: booking.providerId,
      serviceId: booking.serviceId,
      staffId,
      startsAt,
      endsAt: endOf(startsAt, service.durationMinutes),
      bufferMinutes: day.schedule.rules.bufferMinutes,
    },
    dubaiWallClock(now),
  );
  if (outcome.kind === "moved") return { kind: "BookingRescheduled", booking: outcome.booking };
  if (outcome.kind === "not_found") return bookingNotFound();
  return outcome.kind === "unchanged" ? refused("startsAt", say("BOOKING_MOVE_STARTED")) : refused("startsAt", SLOT_TAKEN_MESSAGE);
}

export async function createWalkInBooking(ctx: GraphQLContext, input: WalkInInput): Promise<WalkInResult> {
  const checked = parseInput(walkInSchema, input);
  if (!checked.ok) return { kind: "WalkInRefused", message: INPUT_INVALID, fieldErrors: checked.errors };
  const entry = checked.value;
  const refused = (field: WalkInField, message: CodedMessage): WalkInResult => ({
    kind: "WalkInRefused",
    message,
    fieldErrors: { [field]: message },
  });
  const day = await ctx.backend.schedules.dayOf(entry.providerId, entry.startsAt.slice(0, 10));
  const service = day.services.find((candidate) => candidate.id === entry.serviceId);
  if (!service) return refused("serviceId", say("BOOKING_SERVICE_CHOICE_INVALID"));
  const performs = performersOf(day.staff, day.qualifications, entry.serviceId).some((member) => member.id === entry.staffId);
  const target = performs ? targetOf(day, entry.staffId, entry.startsAt, service.durationMinutes, null) : null;
  if (!target) return refused("staffId", UNKNOWN_STAFF_MESSAGE);
  const refusal = walkInRefusal(day.schedule, target, ctx.backend.clock.now());
  if (refusal) {
    const { field, message } = refusalMessage(refusal, day, false);
    return refused(field, message);
  }
  const outcome = await ctx.backend.bookings.insertOwnerBooking({
    id: newBookingReference(),
    providerId: entry.providerId,
    serviceId: entry.serviceId,
    staffId: entry.staffId,
    startsAt: entry.startsAt,
    endsAt: endOf(entry.startsAt, service.durationMinutes),
    customerName: entry.customerName,
    customerPhone: entry.customerPhone,
    customerEmail: entry.customerEmail,
    // The customer's manage link works as an online booking's: their confirmation email carries it.
    manageToken: newManageToken(),
    source: entry.source,
    locale: ctx.locale ?? "en",
    bufferMinutes: day.schedule.rules.bufferMinutes,
  });
  return outcome.kind === "created" ? { kind: "WalkInBookingCreated", booking: outcome.booking } : refused("startsAt", SLOT_TAKEN_MESSAGE);
}
