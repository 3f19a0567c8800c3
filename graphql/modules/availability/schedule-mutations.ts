/**
 * The owners' schedule mutations (issue #30): setWeeklyHours, addClosure, removeClosure, setSpecialHours,
 * setStaffSchedule, addStaffTimeOff, removeStaffTimeOff, setBookingRules. Signed-in owners of the provider the input
 * names only (NotSignedIn; NotAllowed for anyone else, or an unknown provider); every success answers
 * the provider and the upcoming bookings the new hours leave outside (nothing is cancelled).
 */
import { builder } from "../../builder";
import { allowedTo, requireViewer } from "../../shared/authorisation";
import { say } from "../../shared/say";
import { notAllowed, type NotAllowedResult, type NotSignedInResult } from "../../shared/results";
import { NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import { Booking } from "../bookings/types";
import { Provider } from "../providers/types";
import { Weekday, WEEKDAYS } from "./types";
import {
  addClosure,
  addStaffTimeOff,
  removeClosure,
  removeStaffTimeOff,
  setBookingConfirmation,
  setBookingRules,
  setSpecialHours,
  setStaffSchedule,
  setWeeklyHours,
  type ScheduleChangeResult,
} from "./schedule-service";

const ownerOfProvider = allowedTo({
  signIn: say("LISTING_SIGN_IN_TO_EDIT_HOURS"),
  owns: (args: { input: { providerId: string | number } }) => ({ kind: "provider", id: String(args.input.providerId) }),
  stranger: () => notAllowed(say("LISTING_OWNER_ONLY")),
});

type Result = ScheduleChangeResult | NotAllowedResult | NotSignedInResult;
const member = resultMembers<Result>();
const ScheduleUpdated = member.withMessage("ScheduleUpdated", {
  description:
    "Saved; visitors' times follow at once. `outsideHours`: upcoming bookings the new hours leave outside, to handle (none is cancelled).",
  fields: (t) => ({
    provider: t.field({
      type: Provider,
      resolve: async (result, _args, ctx) => (await ctx.backend.providers.byIds([result.providerId])).get(result.providerId)!,
    }),
    outsideHours: t.field({ type: [Booking], resolve: (result) => result.outsideHours }),
  }),
});
const ScheduleChangeRefused = member.withMessage("ScheduleChangeRefused", {
  description: "Nothing changed: the staff member or the item is not (or no longer) on the listing.",
});
const ScheduleInputInvalid = member.invalid(
  "ScheduleInputInvalid",
  "The input was refused; nothing changed. Each field error names the input field.",
);
const ScheduleChangeResultRef = resultUnion<Result>("ScheduleChangeResult", {
  types: [ScheduleUpdated, ScheduleInputInvalid, ScheduleChangeRefused, NotAllowed(), NotSignedIn],
});

const IntervalInput = builder.inputType("OpenIntervalInput", {
  fields: (t) => ({
    opens: t.string({ required: true, description: "'HH:MM' (Asia/Dubai)." }),
    closes: t.string({ required: true, description: "'HH:MM' after `opens`; '24:00' for midnight." }),
  }),
});
const DayHoursInput = builder.inputType("DayHoursInput", {
  fields: (t) => ({
    weekday: t.field({ type: Weekday, required: true }),
    intervals: t.field({ type: [IntervalInput], required: true, description: "At most 4; none: closed that day." }),
  }),
});

/** Seven lists (Sunday first) from the days given; a weekday not given is closed. */
const week = (days: readonly { weekday: (typeof WEEKDAYS)[number]; intervals: unknown[] }[]) =>
  WEEKDAYS.map((name) => days.filter((day) => day.weekday === name).flatMap((day) => day.intervals));

const SetWeeklyHoursInput = builder.inputType("SetWeeklyHoursInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    days: t.field({ type: [DayHoursInput], required: true, description: "Each open weekday once; a weekday left out is closed." }),
  }),
});
const AddClosureInput = builder.inputType("AddClosureInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    from: t.string({ required: true, description: "'YYYY-MM-DD'." }),
    to: t.string({ required: true, description: "'YYYY-MM-DD'; the same as `from` for one day." }),
    reason: t.string({ required: false, description: "Shown to visitors, at most 120 characters." }),
  }),
});
const RemoveClosureInput = builder.inputType("RemoveClosureInput", {
  fields: (t) => ({ providerId: t.id({ required: true }), closureId: t.id({ required: true }) }),
});
const SetSpecialHoursInput = builder.inputType("SetSpecialHoursInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    from: t.string({ required: true }),
    to: t.string({ required: true }),
    intervals: t.field({
      type: [IntervalInput],
      required: true,
      description:
        "The hours of every day of the range (Ramadan); they replace overlapping special hours. Empty: the range keeps its weekly hours.",
    }),
    reason: t.string({ required: false, description: "Shown to visitors with the hours (e.g. Ramadan), at most 120 characters." }),
  }),
});
const SetStaffScheduleInput = builder.inputType("SetStaffScheduleInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    staffId: t.id({ required: true }),
    days: t.field({
      type: [DayHoursInput],
      required: false,
      description: "The days this person works (a weekday left out: off); absent: all of the provider's open hours.",
    }),
  }),
});
const AddStaffTimeOffInput = builder.inputType("AddStaffTimeOffInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    staffId: t.id({ required: true }),
    from: t.string({ required: true, description: "The first day, 'YYYY-MM-DD'." }),
    to: t.string({ required: true, description: "The last day, 'YYYY-MM-DD'." }),
    fromTime: t.string({ required: false, description: "'HH:MM' on `from`; absent: from the start of the day." }),
    toTime: t.string({ required: false, description: "'HH:MM' on `to`; absent: to the end of the day." }),
    reason: t.string({ required: false, description: "For the owner only; never shown to visitors." }),
  }),
});
const RemoveStaffTimeOffInput = builder.inputType("RemoveStaffTimeOffInput", {
  fields: (t) => ({ providerId: t.id({ required: true }), timeOffId: t.id({ required: true }) }),
});

const SetBookingRulesInput = builder.inputType("SetBookingRulesInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    slotStepMinutes: t.int({ required: true, description: "Offered start times every 15 or 30 minutes." }),
    minimumNoticeMinutes: t.int({ required: true, description: "A start at least this far from now (0 to 10080, a week)." }),
    bookingWindowDays: t.int({ required: true, description: "Bookable up to this many days ahead (1 to 365)." }),
    bufferMinutes: t.int({ required: true, description: "Kept free after each booking of a staff member (0 to 240)." }),
  }),
});

const SetBookingConfirmationInput = builder.inputType("SetBookingConfirmationInput", {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    confirmEachBooking: t.boolean({
      required: true,
      description: "New online bookings wait for the owner's answer (PENDING, holding their time); walk-ins and phone bookings never do.",
    }),
    answerWindowHours: t.int({
      required: true,
      description: "Hours to answer a request (1 to 72; 12 by default); unanswered by then, the scheduled sweep declines it.",
    }),
  }),
});

const newId = () => crypto.randomUUID();

builder.mutationFields((t) => ({
  setWeeklyHours: t.field({
    type: ScheduleChangeResultRef,
    description: "Replaces the provider's weekly hours.",
    args: { input: t.arg({ type: SetWeeklyHoursInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) =>
      setWeeklyHours(ctx.backend, await requireViewer(ctx), String(input.providerId), { days: week(input.days) }),
  }),
  addClosure: t.field({
    type: ScheduleChangeResultRef,
    description: "Closes the provider on a date or range (Eid, a public holiday), with a reason shown to visitors.",
    args: { input: t.arg({ type: AddClosureInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) =>
      addClosure(
        ctx.backend,
        await requireViewer(ctx),
        String(input.providerId),
        { from: input.from, to: input.to, reason: input.reason },
        newId,
      ),
  }),
  removeClosure: t.field({
    type: ScheduleChangeResultRef,
    args: { input: t.arg({ type: RemoveClosureInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) =>
      removeClosure(ctx.backend, await requireViewer(ctx), String(input.providerId), String(input.closureId)),
  }),
  setSpecialHours: t.field({
    type: ScheduleChangeResultRef,
    description: "Sets the hours of every day of a date range (Ramadan), in place of the weekly hours.",
    args: { input: t.arg({ type: SetSpecialHoursInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) =>
      setSpecialHours(ctx.backend, await requireViewer(ctx), String(input.providerId), {
        from: input.from,
        to: input.to,
        intervals: input.intervals,
        reason: input.reason,
      }),
  }),
  setStaffSchedule: t.field({
    type: ScheduleChangeResultRef,
    description: "Sets a staff member's own weekly hours (within the provider's), or back to all open hours.",
    args: { input: t.arg({ type: SetStaffScheduleInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) =>
      setStaffSchedule(
        ctx.backend,
        await requireViewer(ctx),
        String(input.providerId),
        String(input.staffId),
        input.days ? { days: week(input.days) } : null,
      ),
  }),
  addStaffTimeOff: t.field({
    type: ScheduleChangeResultRef,
    description: "Takes a staff member out of availability for whole days or a span of hours.",
    args: { input: t.arg({ type: AddStaffTimeOffInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) => {
      const { providerId, staffId, ...timeOff } = input;
      return addStaffTimeOff(ctx.backend, await requireViewer(ctx), String(providerId), String(staffId), timeOff, newId);
    },
  }),
  setBookingRules: t.field({
    type: ScheduleChangeResultRef,
    description: "Sets the provider's booking rules: slot step, minimum notice, booking window and buffer after a service.",
    args: { input: t.arg({ type: SetBookingRulesInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) => {
      const { providerId, ...rules } = input;
      return setBookingRules(ctx.backend, await requireViewer(ctx), String(providerId), rules);
    },
  }),
  setBookingConfirmation: t.field({
    type: ScheduleChangeResultRef,
    description: "Confirm each online booking myself (or not), and the hours the owner has to answer a request.",
    args: { input: t.arg({ type: SetBookingConfirmationInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) => {
      const { providerId, ...confirmation } = input;
      return setBookingConfirmation(ctx.backend, await requireViewer(ctx), String(providerId), confirmation);
    },
  }),
  removeStaffTimeOff: t.field({
    type: ScheduleChangeResultRef,
    args: { input: t.arg({ type: RemoveStaffTimeOffInput, required: true }) },
    ...ownerOfProvider,
    resolve: async (_root, { input }, ctx) =>
      removeStaffTimeOff(ctx.backend, await requireViewer(ctx), String(input.providerId), String(input.timeOffId)),
  }),
}));
