/**
 * The owner's time in the API (issue #30): a provider's weekly hours and closures, a staff member's own
 * hours, and the owners' mutations that change them (schedule-mutations.ts).
 */
import { builder } from "../../builder";
import type { GraphQLContext } from "../../context";
import { ownerOrNull } from "../../shared/authorisation";
import { batchLoader } from "../../shared/batch";
import { addDays, dubaiNow, dubaiWallClock, formatClock, isCalendarDate, weekday } from "../../shared/dubai-time";
import { chosenLocale, localeArg } from "../../shared/locale-type";
import { Provider, StaffMember } from "../providers/types";
import { hoursOnText, openingHoursText, UAE_WEEK } from "./hours-text";
import {
  DEFAULT_SCHEDULE,
  hoursOn,
  type BookingConfirmation,
  type BookingRules,
  type Closure,
  type OpenInterval,
  type ProviderSchedule,
  type SpecialHours,
  type TimeOff,
  type WeeklyHours,
} from "./schedule";

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

const BookingConfirmationRef = builder.objectRef<BookingConfirmation>("BookingConfirmation").implement({
  description: "Whether the provider confirms each online booking itself (its owner sets it with setBookingConfirmation).",
  fields: (t) => ({
    confirmEachBooking: t.exposeBoolean("confirmEachBooking", {
      description: "New online bookings wait for the salon's answer (PENDING) and hold their time.",
    }),
    answerWindowHours: t.exposeInt("answerWindowHours", { description: "Hours the salon has to answer; then the request is declined." }),
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

const today = (ctx: GraphQLContext) => dubaiNow(ctx.backend.clock.now()).date;

/** Each provider's schedule from Dubai's today, one read for every provider of an operation (a list asking their hours). */
const todaysSchedules = batchLoader(
  (ids: readonly string[], ctx: GraphQLContext) => ctx.backend.schedules.schedulesFor(ids, today(ctx)),
  DEFAULT_SCHEDULE,
);

/** A provider's staff hours, read once per provider and operation (every staff member of a page asks). */
const staffHoursOf = batchLoader(
  async (providerIds: readonly string[], ctx: GraphQLContext) =>
    new Map(await Promise.all(providerIds.map(async (id) => [id, await ctx.backend.schedules.staffHoursOf(id)] as const))),
  new Map<string, WeeklyHours>(),
);

async function scheduleOf(providerId: string, from: string, ctx: GraphQLContext): Promise<ProviderSchedule> {
  if (from === today(ctx)) return todaysSchedules(ctx)(providerId);
  return (await ctx.backend.schedules.schedulesFor([providerId], from)).get(providerId) ?? DEFAULT_SCHEDULE;
}

export const ProviderSpecialHours = builder.objectRef<SpecialHours>("ProviderSpecialHours").implement({
  description: "Hours that replace the weekly ones on every day of a date range (Ramadan); no intervals: closed.",
  fields: (t) => ({
    from: t.exposeString("from", { description: "The first date, 'YYYY-MM-DD' (Asia/Dubai)." }),
    to: t.exposeString("to", { description: "The last date, 'YYYY-MM-DD'." }),
    intervals: t.field({ type: [OpenIntervalRef], resolve: (entry) => entry.intervals }),
    reason: t.exposeString("reason", { nullable: true, description: "Shown to visitors with the hours (e.g. Ramadan)." }),
  }),
});

interface OpeningDayRecord {
  date: string;
  schedule: ProviderSchedule;
}

export const OpeningDay = builder.objectRef<OpeningDayRecord>("OpeningDay").implement({
  description: "The hours in force on one date: a closure wins over special hours, which win over the weekly hours.",
  fields: (t) => ({
    date: t.string({ description: "'YYYY-MM-DD' (Asia/Dubai).", resolve: (day) => day.date }),
    weekday: t.field({ type: Weekday, resolve: (day) => WEEKDAYS[weekday(day.date)]! }),
    intervals: t.field({
      type: [OpenIntervalRef],
      description: "None: closed that date.",
      resolve: (day) => {
        const hours = hoursOn(day.schedule, day.date);
        return hours.kind === "open" ? hours.intervals : [];
      },
    }),
    hours: t.string({
      description: "The intervals as words, e.g. '10:00–13:00, 16:00–22:00' or 'closed' (Arabic: 'مغلق').",
      args: { locale: t.arg(localeArg()) },
      resolve: (day, args, ctx) => hoursOnText(day.schedule, day.date, chosenLocale(args.locale, ctx)),
    }),
    closure: t.field({
      type: ProviderClosure,
      nullable: true,
      description: "The closure that closes this date, with its reason.",
      resolve: (day) => {
        const hours = hoursOn(day.schedule, day.date);
        return hours.kind === "closure" ? hours.closure : null;
      },
    }),
    specialReason: t.string({
      nullable: true,
      description: "The reason of the special hours that decide this date (e.g. Ramadan); null: none, or not special hours.",
      resolve: (day) => {
        const hours = hoursOn(day.schedule, day.date);
        return hours.kind === "closure" ? null : (hours.special?.reason ?? null);
      },
    }),
    special: t.boolean({
      description: "True when special hours (not the weekly ones) decide this date.",
      resolve: (day) => {
        const hours = hoursOn(day.schedule, day.date);
        return hours.kind !== "closure" && hours.special !== null;
      },
    }),
  }),
});

/** At most this many days in one `openingDays` read. */
const OPENING_DAYS_MAX = 31;

builder.objectFields(Provider, (t) => ({
  weeklyHours: t.field({
    type: [WeekdayHours],
    description: "The provider's weekly hours (Asia/Dubai), Saturday first; a split day has several intervals.",
    resolve: async (provider, _args, ctx) => weekdayHours((await scheduleOf(provider.id, today(ctx), ctx)).weekly),
  }),
  openingHours: t.string({
    description:
      "The hours as one line in the caller's language, generated from `weeklyHours` and the special hours from today, e.g. 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed'.",
    deprecationReason:
      "Generated text for display only: read `weeklyHours`, `specialHours`, `openingDays` and `closures`. Removal: 2027-06-30.",
    args: { locale: t.arg(localeArg()) },
    resolve: async (provider, args, ctx) =>
      openingHoursText(await scheduleOf(provider.id, today(ctx), ctx), today(ctx), chosenLocale(args.locale, ctx)),
  }),
  specialHours: t.field({
    type: [ProviderSpecialHours],
    description: "Special hours (Ramadan) that end today or later (Asia/Dubai), by date.",
    resolve: async (provider, _args, ctx) =>
      (await scheduleOf(provider.id, today(ctx), ctx)).specialHours.toSorted((a, b) => a.from.localeCompare(b.from)),
  }),
  openingDays: t.field({
    type: [OpeningDay],
    description: `The hours in force on each of \`days\` dates (1 to ${OPENING_DAYS_MAX}; default 7) from \`from\` ('YYYY-MM-DD'; default: today in Dubai).`,
    args: { from: t.arg.string({ required: false }), days: t.arg.int({ required: false }) },
    resolve: async (provider, args, ctx) => {
      const from = args.from && isCalendarDate(args.from) ? args.from : today(ctx);
      const days = Math.min(Math.max(args.days ?? 7, 1), OPENING_DAYS_MAX);
      const schedule = await scheduleOf(provider.id, from, ctx);
      return Array.from({ length: days }, (_, index) => ({ date: addDays(from, index), schedule }));
    },
  }),
  bookingRules: t.field({
    type: BookingRulesRef,
    resolve: async (provider, _args, ctx) => (await scheduleOf(provider.id, today(ctx), ctx)).rules,
  }),
  bookingConfirmation: t.field({
    type: BookingConfirmationRef,
    resolve: (provider, _args, ctx) => ctx.backend.schedules.bookingConfirmationOf(provider.id),
  }),
  closures: t.field({
    type: [ProviderClosure],
    description: "Closures overlapping [from, to] ('YYYY-MM-DD'; from defaults to today in Dubai, to to a year later), by date.",
    args: { from: t.arg.string({ required: false }), to: t.arg.string({ required: false }) },
    resolve: async (provider, args, ctx) => {
      const from = args.from && isCalendarDate(args.from) ? args.from : today(ctx);
      const to = args.to && isCalendarDate(args.to) ? args.to : addDays(from, 365);
      return (await scheduleOf(provider.id, from, ctx)).closures.filter((closure) => closure.from <= to);
    },
  }),
}));

/** A provider's staff time off from now on, with reasons (the owner's read), once per provider and operation. */
const upcomingTimeOff = batchLoader(async (providerIds: readonly string[], ctx: GraphQLContext) => {
  const now = dubaiWallClock(ctx.backend.clock.now());
  return new Map(await Promise.all(providerIds.map(async (id) => [id, await ctx.backend.schedules.timeOffFrom(id, now)] as const)));
}, [] as TimeOff[]);

/** A wall time 'YYYY-MM-DDTHH:MM' split as AddStaffTimeOffInput says it: midnight is no time (a whole day). */
const wallDate = (wallTime: string) => wallTime.slice(0, 10);
const wallTimeOfDay = (wallTime: string) => (wallTime.endsWith("T00:00") ? null : wallTime.slice(11, 16));

const StaffTimeOff = builder.objectRef<TimeOff>("StaffTimeOff").implement({
  description:
    "A staff member's time off (Asia/Dubai), in the words of AddStaffTimeOffInput: whole days from `from` to `to`, or from `fromTime` on `from` to `toTime` on `to`.",
  fields: (t) => ({
    id: t.exposeID("id"),
    startsAt: t.exposeString("startsAt", { description: "'YYYY-MM-DDTHH:MM', the first minute away." }),
    endsAt: t.exposeString("endsAt", { description: "'YYYY-MM-DDTHH:MM', back at work (exclusive)." }),
    from: t.string({ description: "The first day, 'YYYY-MM-DD'.", resolve: (off) => wallDate(off.startsAt) }),
    to: t.string({
      description: "The last day, 'YYYY-MM-DD'.",
      resolve: (off) => (wallTimeOfDay(off.endsAt) ? wallDate(off.endsAt) : addDays(wallDate(off.endsAt), -1)),
    }),
    fromTime: t.string({
      nullable: true,
      description: "'HH:MM' on `from`; null: from the start of the day.",
      resolve: (off) => wallTimeOfDay(off.startsAt),
    }),
    toTime: t.string({
      nullable: true,
      description: "'HH:MM' on `to`; null: to the end of the day.",
      resolve: (off) => wallTimeOfDay(off.endsAt),
    }),
    reason: t.exposeString("reason", { nullable: true, description: "The owner's note; never shown to visitors." }),
  }),
});

builder.objectFields(StaffMember, (t) => ({
  timeOff: t.field({
    type: [StaffTimeOff],
    nullable: true,
    description:
      "This person's time off that has not ended, by start, with its reasons: the provider's owner only (null for anyone else; visitors see only the times it removes).",
    ...ownerOrNull((member: { providerId: string }) => ({ kind: "provider", id: member.providerId })),
    resolve: async (member, _args, ctx) => (await upcomingTimeOff(ctx)(member.providerId)).filter((off) => off.staffId === member.id),
  }),
  workingHours: t.field({
    type: [WeekdayHours],
    nullable: true,
    description: "This person's own weekly hours, Saturday first; null: all of the provider's open hours.",
    resolve: async (member, _args, ctx) => {
      const own = (await staffHoursOf(ctx)(member.providerId)).get(member.id);
      return own ? weekdayHours(own) : null;
    },
  }),
}));
