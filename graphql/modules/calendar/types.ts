/**
 * `providerCalendar` (issue #32): the front desk's day or week of one provider, a column per professional.
 * Premium's 'View Full Calendar' (PremiumRequired on Basic, as the spec's button says), the provider's
 * owner only (NotAllowed for anyone else, and for a provider that does not exist).
 */
import { builder } from "../../builder";
import { allowedTo, requireViewer } from "../../shared/authorisation";
import { formatClock, weekday } from "../../shared/dubai-time";
import { NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import { notAllowed, type NotAllowedResult, type NotSignedInResult } from "../../shared/results";
import { say } from "../../shared/say";
import { ProviderClosure, Weekday, WEEKDAYS } from "../availability/types";
import { Booking } from "../bookings/types";
import type { PremiumRequired } from "../plans/rules";
import { PremiumRequiredRef } from "../plans/types";
import { StaffMember } from "../providers/types";
import { freeStarts, type CalendarBlock, type CalendarColumn, type CalendarDay, type CalendarTimeOff, type Span } from "./rules";
import { providerCalendar, type CalendarStaff, type ProviderCalendarInvalidResult, type ProviderCalendarRecord } from "./service";

type Result = ProviderCalendarRecord | ProviderCalendarInvalidResult | PremiumRequired | NotAllowedResult | NotSignedInResult;

const TimeSpan = builder.objectRef<Span>("CalendarTimeSpan").implement({
  description: "From `starts` to `ends` (Asia/Dubai wall clock 'HH:MM'; '24:00' is the end of the day).",
  fields: (t) => ({
    starts: t.string({ resolve: (span) => formatClock(span.start) }),
    ends: t.string({ resolve: (span) => formatClock(span.end) }),
  }),
});

/** A free span with the provider's slot step, so it can offer its starts. */
type FreeSpan = Span & { step: number };

const CalendarFreeTime = builder.objectRef<FreeSpan>("CalendarFreeTime").implement({
  description: "Working time with no booking and no time off.",
  fields: (t) => ({
    starts: t.string({ resolve: (span) => formatClock(span.start) }),
    ends: t.string({ resolve: (span) => formatClock(span.end) }),
    startTimes: t.stringList({
      description: "The starts the desk may pick in it ('HH:MM'), every slot step of the provider's booking rules.",
      resolve: (span) => freeStarts(span, span.step).map(formatClock),
    }),
  }),
});

const CalendarTimeOffRef = builder.objectRef<CalendarTimeOff>("CalendarTimeOff").implement({
  description: "A professional's time off on the day (shaded), with the owner's note.",
  fields: (t) => ({
    starts: t.string({ resolve: (off) => formatClock(off.start) }),
    ends: t.string({ resolve: (off) => formatClock(off.end) }),
    reason: t.exposeString("reason", { nullable: true }),
  }),
});

const CalendarBooking = builder.objectRef<CalendarBlock>("CalendarBooking").implement({
  description: "A live booking as a block of the day (a booking running past midnight ends at '24:00').",
  fields: (t) => ({
    starts: t.string({ resolve: (block) => formatClock(block.start) }),
    ends: t.string({ resolve: (block) => formatClock(block.end) }),
    booking: t.field({ type: Booking, resolve: (block) => block.booking }),
  }),
});

type ColumnRecord = CalendarColumn & { member: CalendarStaff | null; step: number };

const CalendarColumnRef = builder.objectRef<ColumnRecord>("ProviderCalendarColumn").implement({
  description: "One professional's day; `staff` null: bookings no professional was given to.",
  fields: (t) => ({
    staff: t.field({ type: StaffMember, nullable: true, resolve: (column) => column.member }),
    working: t.field({
      type: [TimeSpan],
      description: "The provider's hours in force within the professional's own weekly hours.",
      resolve: (column) => column.working,
    }),
    timeOff: t.field({ type: [CalendarTimeOffRef], resolve: (column) => column.timeOff }),
    bookings: t.field({ type: [CalendarBooking], description: "Live bookings, by start.", resolve: (column) => column.bookings }),
    free: t.field({
      type: [CalendarFreeTime],
      resolve: (column) => column.free.map((span) => ({ ...span, step: column.step })),
    }),
  }),
});

type DayRecord = CalendarDay & { calendar: ProviderCalendarRecord };

const ProviderCalendarDay = builder.objectRef<DayRecord>("ProviderCalendarDay").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "'YYYY-MM-DD' (Asia/Dubai)." }),
    weekday: t.field({ type: Weekday, resolve: (day) => WEEKDAYS[weekday(day.date)]! }),
    closure: t.field({
      type: ProviderClosure,
      nullable: true,
      description: "The closure that shuts this date.",
      resolve: (day) => day.closure,
    }),
    specialReason: t.string({
      nullable: true,
      description: "The reason of the special hours in force (e.g. Ramadan).",
      resolve: (day) => day.special?.reason ?? null,
    }),
    open: t.field({ type: [TimeSpan], description: "The provider's open hours in force; none: closed.", resolve: (day) => day.open }),
    axis: t.field({
      type: TimeSpan,
      nullable: true,
      description:
        "The day's time axis: the earliest opening to the latest closing, widened to any booking outside them; null: nothing to show.",
      resolve: (day) => day.axis,
    }),
    columns: t.field({
      type: [CalendarColumnRef],
      description:
        "A column per professional in the provider's order, and one for bookings no professional was given to (only when there are some).",
      resolve: (day) => {
        const byId = new Map(day.calendar.staff.map((member) => [member.id, member]));
        return day.columns.map((column) => ({
          ...column,
          member: column.staffId === null ? null : (byId.get(column.staffId) ?? null),
          step: day.calendar.slotStepMinutes,
        }));
      },
    }),
  }),
});

const member = resultMembers<Result>();

const ProviderCalendar = member("ProviderCalendar").implement({
  description: "One provider's day or week, a column per professional (Asia/Dubai).",
  fields: (t) => ({
    providerId: t.exposeID("providerId"),
    date: t.exposeString("date", { description: "The first date shown, 'YYYY-MM-DD'." }),
    staff: t.field({
      type: [StaffMember],
      description: "The provider's professionals, in its order.",
      resolve: (calendar) => calendar.staff,
    }),
    days: t.field({
      type: [ProviderCalendarDay],
      resolve: (calendar) => calendar.days.map((day) => ({ ...day, calendar })),
    }),
  }),
});

const ProviderCalendarInvalid = member.invalid(
  "ProviderCalendarInvalid",
  "The date or the number of days was refused. Field names are the arguments'.",
);

const ProviderCalendarResult = resultUnion<Result>("ProviderCalendarResult", {
  types: [ProviderCalendar, ProviderCalendarInvalid, PremiumRequiredRef, NotAllowed(), NotSignedIn],
});

builder.queryField("providerCalendar", (t) =>
  t.field({
    type: ProviderCalendarResult,
    description:
      "The owner's calendar of one of their providers: `days` (1 or 7) dates from `date` ('YYYY-MM-DD', Asia/Dubai), a column per " +
      "professional. Premium (Full Booking Management & Calendar): PremiumRequired on Basic; another account's or an unknown provider: NotAllowed.",
    args: {
      providerId: t.arg.id({ required: true }),
      date: t.arg.string({ required: true }),
      days: t.arg.int({ required: false, defaultValue: 1 }),
    },
    ...allowedTo({
      signIn: say("CALENDAR_SIGN_IN"),
      premium: "calendar",
      owns: (args: { providerId: string | number }) => ({ kind: "provider", id: String(args.providerId) }),
      stranger: () => notAllowed(say("CALENDAR_OWNER_ONLY")),
    }),
    resolve: async (_root, args, ctx) =>
      providerCalendar(ctx, await requireViewer(ctx), String(args.providerId), args.date, args.days ?? 1),
  }),
);
