/**
 * An owner's walk-in or phone booking and a move of a booking, as zod schemas: the API's check and the
 * dashboard forms'. The customer's fields are the booking form's own (validation.ts): a name and a UAE
 * phone are required, the email is optional. Depends only on zod and shared rules.
 */
import * as z from "zod";
import { isCalendarDate, parseClock } from "../../shared/dubai-time";
import { isEmailAddress } from "../../shared/email";
import { textField } from "../../shared/text";
import { createBookingSchema, NAME_MAX, NAME_MIN } from "./validation";

/** How an owner's booking reached the salon; online bookings are the customers' own. */
export const OWNER_BOOKING_SOURCES = ["walk_in", "phone"] as const;
export type OwnerBookingSource = (typeof OWNER_BOOKING_SOURCES)[number];
export type BookingSource = "online" | OwnerBookingSource;

const START_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const CUSTOMER_NAME = `Please enter the customer's name (${NAME_MIN} to ${NAME_MAX} characters).`;
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** 'YYYY-MM-DDTHH:MM' in Asia/Dubai; the rules (owner-changes.ts) say whether it is a real, allowed time. */
const startsAt = z.string({ error: "Please select a time." }).regex(START_PATTERN, "Please select a time.");
const staffId = required("Please choose one of the professionals listed.").max(128, "Please choose one of the professionals listed.");

export const walkInSchema = z.object({
  providerId: required("Invalid input"),
  serviceId: required("Please select a service."),
  staffId,
  startsAt,
  customerName: textField({
    required: CUSTOMER_NAME,
    min: NAME_MIN,
    max: NAME_MAX,
    tooShort: CUSTOMER_NAME,
    tooLong: CUSTOMER_NAME,
  }).refine((name) => /\p{L}/u.test(name), CUSTOMER_NAME),
  customerPhone: createBookingSchema.shape.customerPhone,
  customerEmail: createBookingSchema.shape.customerEmail,
  source: z.enum(OWNER_BOOKING_SOURCES, { error: "Please choose walk-in or phone." }),
});

export type WalkInInput = z.input<typeof walkInSchema>;
export type CleanWalkIn = z.output<typeof walkInSchema>;
export type WalkInField = keyof WalkInInput;

export const rescheduleSchema = z.object({ bookingId: required("Invalid input"), startsAt, staffId });

export type RescheduleInput = z.input<typeof rescheduleSchema>;
export type RescheduleField = keyof RescheduleInput;

/** A well-formed 'YYYY-MM-DD' and 'HH:MM' (a page's prefill keeps only these). */
export const isFormDate = (value: string) => isCalendarDate(value);
export const isFormTime = (value: string) => parseClock(value) !== null;

/** The dashboard's form of a walk-in: the start as a date and a time (joined as startsAt for the API). */
export const walkInFormSchema = walkInSchema.omit({ providerId: true, startsAt: true }).extend({
  date: z.string({ error: "Please select a date." }).refine(isFormDate, "Please select a date."),
  time: z.string({ error: "Please select a time." }).refine(isFormTime, "Please select a time."),
  // A form's empty field reads as absent, which the API's email field (a string first) would refuse.
  customerEmail: z
    .string()
    .trim()
    .optional()
    .refine((email) => !email || isEmailAddress(email), "Please enter a valid email address, or leave it empty.")
    .transform((email) => email || null),
});

/** The dashboard's move form, its second step: the date shown and one 'staffId|HH:MM' of its free times. */
export const moveFormSchema = z.object({
  date: z.string({ error: "Please select a date." }).refine(isFormDate, "Please select a date."),
  choice: z
    .string({ error: "Please select one of the available times." })
    .regex(/^[^|]{1,128}\|\d{2}:\d{2}$/, "Please select one of the available times."),
});
