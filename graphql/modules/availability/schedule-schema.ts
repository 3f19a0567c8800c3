/**
 * The owners' schedule inputs, checked once for the API and the editor's forms: times 'HH:MM' (closing
 * may be '24:00'), at most four intervals a day, in order and not overlapping; dates 'YYYY-MM-DD', a
 * range at most a year long. Messages by code (graphql/shared/messages.ts).
 */
import * as z from "zod";
import { addDays, isCalendarDate, parseClock } from "../../shared/dubai-time";
import { englishMessage, MESSAGES } from "../../shared/messages";
import { parseInput } from "../../shared/results";
import type { OwnerInterval } from "./repository";
import type { BookingConfirmation, BookingRules } from "./schedule";

export const MAX_INTERVALS_A_DAY = 4;
export const MAX_REASON_LENGTH = 120;
export const MAX_RANGE_DAYS = 366;

/** Minutes of 'HH:MM', with '24:00' for midnight at the end of a day. */
export const clockMinutes = (value: string): number | null => (value === "24:00" ? 24 * 60 : parseClock(value));

const interval = z.object({ opens: z.string(), closes: z.string() }).transform((value, context): OwnerInterval => {
  const [start, end] = [parseClock(value.opens), clockMinutes(value.closes)];
  if (start === null || end === null) {
    context.addIssue({ code: "custom", message: MESSAGES.SCHEDULE_TIME_INVALID });
    return z.NEVER;
  }
  if (end <= start) {
    context.addIssue({ code: "custom", message: MESSAGES.SCHEDULE_CLOSES_BEFORE_OPENS });
    return z.NEVER;
  }
  return { start, end };
});

/** One day's intervals, sorted; refused when they overlap or are too many. */
export const dayIntervals = z
  .array(interval)
  .max(MAX_INTERVALS_A_DAY, englishMessage("SCHEDULE_TOO_MANY_INTERVALS", { max: MAX_INTERVALS_A_DAY }))
  .transform((list, context) => {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    if (sorted.some((entry, index) => index > 0 && entry.start < sorted[index - 1]!.end)) {
      context.addIssue({ code: "custom", message: MESSAGES.SCHEDULE_INTERVALS_OVERLAP });
      return z.NEVER;
    }
    return sorted;
  });

const date = z.string().refine(isCalendarDate, MESSAGES.SCHEDULE_DATE_INVALID);
const reason = z
  .string()
  .trim()
  .max(MAX_REASON_LENGTH, englishMessage("TEXT_TOO_LONG", { max: MAX_REASON_LENGTH }))
  .nullish()
  .transform((value) => value || null);

/** A date range 'from'–'to' (inclusive), checked as a pair on `to`. */
function checkRange(value: { from: string; to: string }, context: z.RefinementCtx): void {
  if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
  if (value.to < value.from) context.addIssue({ code: "custom", path: ["to"], message: MESSAGES.SCHEDULE_RANGE_BACKWARDS });
  else if (value.to > addDays(value.from, MAX_RANGE_DAYS - 1)) {
    context.addIssue({ code: "custom", path: ["to"], message: englishMessage("SCHEDULE_RANGE_TOO_LONG", { days: MAX_RANGE_DAYS }) });
  }
}

/** Seven days (index 0 = Sunday … 6 = Saturday) of intervals; a day with none is closed. */
export const weekSchema = z.object({ days: z.array(dayIntervals).length(7, MESSAGES.INPUT_INVALID) });
export const closureSchema = z.object({ from: date, to: date, reason }).superRefine(checkRange);
export const specialHoursSchema = z.object({ from: date, to: date, intervals: dayIntervals, reason }).superRefine(checkRange);
export const timeOffSchema = z
  .object({ from: date, to: date, fromTime: z.string().nullish(), toTime: z.string().nullish(), reason })
  .transform((value, context) => {
    // A whole day (no times) or a span of hours, from one wall time to another.
    const startsAt = `${value.from}T${value.fromTime || "00:00"}`;
    const endsAt = value.toTime ? `${value.to}T${value.toTime}` : `${addDays(value.to, 1)}T00:00`;
    const times = [value.fromTime, value.toTime].filter(Boolean) as string[];
    if (times.some((time) => parseClock(time) === null)) {
      context.addIssue({ code: "custom", path: ["fromTime"], message: MESSAGES.SCHEDULE_TIME_INVALID });
      return z.NEVER;
    }
    if (endsAt <= startsAt) {
      context.addIssue({ code: "custom", path: ["to"], message: MESSAGES.SCHEDULE_RANGE_BACKWARDS });
      return z.NEVER;
    }
    return { startsAt, endsAt, reason: value.reason };
  });

/** A whole number in [min, max] (the tables' checks, 0010), with the range in its message. */
const wholeIn = (min: number, max: number) => {
  const message = englishMessage("SCHEDULE_RULE_RANGE", { min, max });
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** Booking rules: slot step 15 or 30; notice up to a week; window a day to a year; buffer up to four hours. */
export const bookingRulesSchema = z.object({
  slotStepMinutes: z.literal([15, 30], { error: MESSAGES.SCHEDULE_SLOT_STEP_INVALID }),
  minimumNoticeMinutes: wholeIn(0, 10_080),
  bookingWindowDays: wholeIn(1, 365),
  bufferMinutes: wholeIn(0, 240),
});

export const validateWeek = (input: unknown) => parseInput(weekSchema, input);
export const validateClosure = (input: unknown) => parseInput(closureSchema, input);
export const validateSpecialHours = (input: unknown) => parseInput(specialHoursSchema, input);
export const validateTimeOff = (input: unknown) => parseInput(timeOffSchema, input);
export const validateBookingRules = (input: unknown) => {
  const checked = parseInput(bookingRulesSchema, input);
  if (!checked.ok) return checked;
  const { bookingWindowDays: windowDays, ...rest } = checked.value;
  return { ok: true as const, value: { ...rest, windowDays } satisfies BookingRules };
};

/** "Confirm each online booking myself" and the hours the owner has to answer (1 to 72, 0024's check). */
const answerWindow = englishMessage("SCHEDULE_ANSWER_WINDOW_RANGE", { min: 1, max: 72 });
export const bookingConfirmationSchema = z.object({
  confirmEachBooking: z.boolean(),
  answerWindowHours: z.number({ error: answerWindow }).int(answerWindow).min(1, answerWindow).max(72, answerWindow),
});
export const validateBookingConfirmation = (input: unknown) => {
  const checked = parseInput(bookingConfirmationSchema, input);
  return checked.ok ? { ok: true as const, value: checked.value satisfies BookingConfirmation } : checked;
};
