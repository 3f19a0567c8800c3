/**
 * The owner's hours page forms (issue #30), read by Conform on both sides. They check only the shape
 * (a time as HH:MM, a date as YYYY-MM-DD, whole numbers); the API's schedule schema decides the rest
 * (order, overlaps, ranges) and its field messages come back in the same words.
 */
import * as z from "zod";
import { bookingConfirmationSchema, bookingRulesSchema } from "../../../graphql/modules/availability/schedule-schema";
import { MESSAGES } from "../../../graphql/shared/messages";

/** The API's Weekday enum, in the UAE week's order (Saturday first), as the page lists the days. */
export const UAE_WEEKDAYS = ["SATURDAY", "SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] as const;

const clock = z.string({ error: MESSAGES.SCHEDULE_TIME_INVALID }).regex(/^\d{2}:\d{2}$/, MESSAGES.SCHEDULE_TIME_INVALID);
const date = z.string({ error: MESSAGES.SCHEDULE_DATE_INVALID }).regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.SCHEDULE_DATE_INVALID);

/** A list of open intervals (none: closed, or for special hours: back to the weekly hours). */
const intervals = z.array(z.object({ opens: clock, closes: clock })).default([]);

/** Seven days (the UAE week: Saturday first), each with its intervals; none: closed. */
export const weekFormSchema = z.object({ days: z.array(z.object({ weekday: z.enum(UAE_WEEKDAYS), intervals })) });

/** Special hours (Ramadan): a range, `to` left empty the same day, with the hours of each of its days and an optional reason. */
export const specialFormSchema = z.object({ from: date, to: date.optional(), intervals, reason: z.string().optional() });

/** Removing a range of special hours: the range as listed. */
export const rangeFormSchema = z.object({ from: date, to: date });

/** One day: `to` left empty is the same day. */
export const closureFormSchema = z.object({ from: date, to: date.optional(), reason: z.string().optional() });

/** The API's own rules schema; the step is a choice of two, which the API checks. */
export const rulesFormSchema = bookingRulesSchema.extend({ slotStepMinutes: z.number({ error: MESSAGES.SCHEDULE_SLOT_STEP_INVALID }) });

/** "Confirm each online booking myself": a checkbox (absent when unticked) and the API's own answer window rule. */
export const confirmationFormSchema = bookingConfirmationSchema.extend({ confirmEachBooking: z.boolean().optional() });

/** A staff member's time off: a day or a range of whole days, or from a time on `from` to a time on `to`; `to` empty: the same day. */
export const timeOffFormSchema = z.object({
  from: date,
  to: date.optional(),
  fromTime: clock.optional(),
  toTime: clock.optional(),
  reason: z.string().optional(),
});

/** Which of the hours page's forms a post is (a hidden field of each). */
export const HOURS_FORMS = ["week", "closure", "remove-closure", "special", "remove-special", "rules", "confirmation"] as const;
export type HoursPageForm = (typeof HOURS_FORMS)[number];
/** Which of a staff member's page's forms a post is. */
export const STAFF_FORMS = ["staff-week", "staff-reset", "time-off", "remove-time-off"] as const;
export type StaffForm = (typeof STAFF_FORMS)[number];
/** Any of the owner's time forms (the pages share how they answer). */
export type HoursForm = HoursPageForm | StaffForm;
