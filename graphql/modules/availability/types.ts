/**
 * The owner's time in the API (issue #30): a provider's weekly hours and closures, a staff member's own
 * hours, and the owners' mutations that change them (schedule-mutations.ts).
 */
import { builder } from "../../builder";
import type { GraphQLContext } from "../../context";
import { addDays, dubaiNow, formatClock, isCalendarDate } from "../../shared/dubai-time";
import { Provider, StaffMember } from "../providers/types";
import { DEFAULT_SCHEDULE, type BookingRules, type Closure, type OpenInterval, type WeeklyHours } from "./schedule";

export const ProviderClosure = builder.objectRef<Closure>("ProviderClosure").implement({
  description: "Dates a provider is closed (a public holiday, Eid, a private event), with the reason shown to visitors.",
  fields: (t) => ({
    id: t.exposeID("id"),
    from: t.exposeString("from", { description: "The first closed date, 'YYYY-MM-DD' (Asia/Dubai)." }),
    to: t.exposeString("to", { description: "The last closed date, 'YYYY-MM-DD' (the same as `from` for one day)." }),
    reason: t.exposeString("reason", { nullable: true }),
  }),
});

const BookingRulesRef = builder.objectRef<BookingRules>("BookingRules").implement({
  description: "How a provider takes bookings (its owner sets them with setBookingRules).",
  fields: (t) => ({
    slotStepMinutes: t.exposeInt("slotStepMinutes", { description: "Start times every 15 or 30 minutes." }),
    minimumNoticeMinutes: t.exposeInt("minimumNoticeMinutes", { description: "A start at least this far from now." }),
    bookingWindowDays: t.exposeInt("windowDays", { description: "Bookable up to this many days ahead." }),
    bufferMinutes: t.exposeInt("bufferMinutes", { description: "Kept free after each booking of a staff member." }),
  }),
});

export const OpenIntervalRef = builder.objectRef<OpenInterval>("OpenInterval").implement({
  description: "Open from `opens` to `closes` (Asia/Dubai wall clock, 'HH:MM'; '24:00' is midnight).",
  fields: (t) => ({
    opens: t.string({ resolve: (interval) => formatClock(interval.start) }),
    closes: t.string({ resolve: (interval) => formatClock(interval.end) }),
    lastStart: t.string({
      nullable: true,
      description: "The last start time when services may run past closing ('last appointment'); null: a service ends by closing.",
      resolve: (interval) => (interval.lastStart === null ? null : formatClock(interval.lastStart)),
    }),
  }),
});

export const WEEKDAYS = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;
export const Weekday = builder.enumType("Weekday", { values: WEEKDAYS });
/** The UAE week: Saturday first. */
const UAE_WEEK = [6, 0, 1, 2, 3, 4, 5];

interface WeekdayHoursRecord {
  weekday: number;
  intervals: readonly OpenInterval[];
}

export const WeekdayHours = builder.objectRef<WeekdayHoursRecord>("WeekdayHours").implement({
  description: "One weekday's open intervals (none: closed that day).",
  fields: (t) => ({
    weekday: t.field({ type: Weekday, resolve: (day) => WEEKDAYS[day.weekday]! }),
    intervals: t.field({ type: [OpenIntervalRef], resolve: (day) => day.intervals }),
  }),
});

/** Seven days from Saturday. */
export const weekdayHours = (weekly: WeeklyHours): WeekdayHoursRecord[] =>
  UAE_WEEK.map((weekday) => ({ weekday, intervals: weekly[weekday] ?? [] }));

async function scheduleOf(providerId: string, from: string, ctx: GraphQLContext) {
  return (await ctx.backend.schedules.schedulesFor([providerId], from)).get(providerId) ?? DEFAULT_SCHEDULE;
}

builder.objectFields(Provider, (t) => ({
  weeklyHours: t.field({
    type: [WeekdayHours],
    description: "The provider's weekly hours (Asia/Dubai), Saturday first; a split day has several intervals.",
    resolve: async (provider, _args, ctx) =>
      weekdayHours((await scheduleOf(provider.id, dubaiNow(ctx.backend.clock.now()).date, ctx)).weekly),
  }),
  bookingRules: t.field({
    type: BookingRulesRef,
    resolve: async (provider, _args, ctx) => (await scheduleOf(provider.id, dubaiNow(ctx.backend.clock.now()).date, ctx)).rules,
  }),
  closures: t.field({
    type: [ProviderClosure],
    description: "Closures overlapping [from, to] ('YYYY-MM-DD'; from defaults to today in Dubai, to to a year later), by date.",
    args: { from: t.arg.string({ required: false }), to: t.arg.string({ required: false }) },
    resolve: async (provider, args, ctx) => {
      const today = dubaiNow(ctx.backend.clock.now()).date;
      const from = args.from && isCalendarDate(args.from) ? args.from : today;
      const to = args.to && isCalendarDate(args.to) ? args.to : addDays(from, 365);
      return (await scheduleOf(provider.id, from, ctx)).closures.filter((closure) => closure.from <= to);
    },
  }),
}));

builder.objectFields(StaffMember, (t) => ({
  workingHours: t.field({
    type: [WeekdayHours],
    nullable: true,
    description: "This person's own weekly hours, Saturday first; null: all of the provider's open hours.",
    resolve: async (member, _args, ctx) => {
      const own = (await ctx.backend.schedules.staffHoursOf(member.providerId)).get(member.id);
      return own ? weekdayHours(own) : null;
    },
  }),
}));
