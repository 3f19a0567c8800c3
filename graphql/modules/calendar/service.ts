/**
 * The owner's calendar of one provider (issue #32): a day or a week per professional. The field's scopes
 * have let the caller through (Premium's calendar, the provider's owner); this reads everything at once,
 * whatever the number of professionals or days (the schedule, staff hours, time off, bookings and staff:
 * five reads side by side, no read per professional or day), and draws it with the calendar rules.
 */
import type { GraphQLContext } from "../../context";
import { isCalendarDate } from "../../shared/dubai-time";
import { ownedIds } from "../../shared/ownership";
import type { FieldErrors } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import type { AuthUser } from "../accounts/auth-port";
import { DEFAULT_SCHEDULE } from "../availability/schedule";
import { staffOf } from "../providers/types";
import { CALENDAR_SPANS, calendarDays, calendarRange, type CalendarDay, type CalendarSpan } from "./rules";

export type CalendarStaff = Awaited<ReturnType<typeof staffOf>>[number];

export interface ProviderCalendarRecord {
  kind: "ProviderCalendar";
  providerId: string;
  date: string;
  days: CalendarDay[];
  staff: CalendarStaff[];
  /** The provider's slot step: the free time is offered to the desk at these starts. */
  slotStepMinutes: number;
}

export type ProviderCalendarInvalidResult = {
  kind: "ProviderCalendarInvalid";
  message: CodedMessage;
  fieldErrors: FieldErrors<"date" | "days">;
};

const isSpan = (days: number): days is CalendarSpan => (CALENDAR_SPANS as readonly number[]).includes(days);

/** `days` dates from `date` ('YYYY-MM-DD', Asia/Dubai) of one of the caller's providers. */
export async function providerCalendar(
  ctx: GraphQLContext,
  viewer: Pick<AuthUser, "id">,
  providerId: string,
  date: string,
  days: number,
): Promise<ProviderCalendarRecord | ProviderCalendarInvalidResult> {
  const errors: FieldErrors<"date" | "days"> = {};
  if (!isCalendarDate(date)) errors.date = say("SCHEDULE_DATE_INVALID");
  if (!isSpan(days)) errors.days = say("CALENDAR_DAYS_INVALID", { day: 1, week: 7 });
  if (!isCalendarDate(date) || !isSpan(days))
    return { kind: "ProviderCalendarInvalid", message: say("CALENDAR_INVALID"), fieldErrors: errors };

  const range = calendarRange(date, days);
  // The field's owns scope let this caller through for this provider.
  const owned = ownedIds(viewer, "provider", [{ id: providerId }], () => viewer.id);
  const [schedules, staffHours, timeOff, bookings, staff] = await Promise.all([
    ctx.backend.schedules.schedulesFor([providerId], date),
    ctx.backend.schedules.staffHoursOf(providerId),
    ctx.backend.schedules.timeOffFrom(providerId, range.from),
    ctx.backend.owners.bookingsOf(owned, range.from, range.to),
    staffOf(providerId, ctx),
  ]);
  const schedule = schedules.get(providerId) ?? DEFAULT_SCHEDULE;
  return {
    kind: "ProviderCalendar",
    providerId,
    date,
    days: calendarDays(date, days, { schedule, staff, staffHours, timeOff, bookings }),
    staff,
    slotStepMinutes: schedule.rules.slotStepMinutes,
  };
}
