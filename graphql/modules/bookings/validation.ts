/**
 * Booking input rules as one zod schema: the API's authoritative check (service.ts) and the
 * booking form's field names and messages. Depends only on zod and shared rules, so the browser
 * bundle may import it.
 */
import * as z from "zod";
import { isCalendarDate, parseClock } from "../../shared/dubai-time";
import { westernDigits } from "../../shared/digits";
import { emailField } from "../../shared/email";
import { parseInput, type FieldErrors as SharedFieldErrors, type Parsed } from "../../shared/results";
import { textField } from "../../shared/text";

export const NAME_MIN = 2;
export const NAME_MAX = 80;

/** A booking as it is checked: the same fields as the request, cleaned. */
export interface CleanBookingInput {
  providerId: string;
  serviceId: string;
  /** Null for 'Any professional'. */
  staffId: string | null;
  date: string;
  time: string;
  customerName: string;
  /** E.164, e.g. '+971501234567' */
  customerPhone: string;
  customerEmail: string | null;
  idempotencyKey: string;
}

/** A booking as it is asked for (the email and the professional may be left out). */
export type BookingInput = Omit<CleanBookingInput, "customerEmail" | "staffId"> & {
  /** The professional asked for; empty or absent for 'Any professional'. */
  staffId?: string | null;
  customerEmail?: string | null;
};

export type FieldErrors = SharedFieldErrors<keyof BookingInput>;

/**
 * A UAE number in any usual spelling (+971 50 123 4567, 00971…, 050-123-4567, 04 123 4567)
 * as E.164, or null. Arabic-Indic digits are read as their Western forms. Mobiles are 05X + 7 digits; landlines 0[2-4,6,7,9] + 7 digits.
 */
export function normalizeUaePhone(raw: string): string | null {
  const compact = westernDigits(raw).replace(/[\s\-().]/g, "");
  const match = /^(?:\+971|00971|0)(5[0-9]\d{7}|[234679]\d{7})$/.exec(compact);
  if (!match) return null;
  const national = match[1]!;
  if (national.startsWith("5") && !/^5[024568]/.test(national)) return null;
  return `+971${national}`;
}

/** A zod schema for a UAE phone number field: the number as E.164, or `message`. */
export function uaePhoneField(message: string) {
  return z.string({ error: message }).transform((value, context) => {
    const phone = normalizeUaePhone(value);
    if (phone) return phone;
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const NAME_MESSAGE = `Please enter your name (${NAME_MIN} to ${NAME_MAX} characters).`;

export const createBookingSchema = z.object({
  providerId: z.string(),
  serviceId: z.string().min(1, "Please select a service."),
  staffId: z
    .string()
    .max(128, "Please choose one of the professionals listed.")
    .nullish()
    .transform((staffId) => staffId || null),
  date: z.string().refine(isCalendarDate, "Please select a date."),
  time: z.string().refine((time) => parseClock(time) !== null, "Please select a time."),
  customerName: textField({ required: NAME_MESSAGE, min: NAME_MIN, max: NAME_MAX, tooShort: NAME_MESSAGE, tooLong: NAME_MESSAGE }).refine(
    (name) => /\p{L}/u.test(name),
    NAME_MESSAGE,
  ),
  customerPhone: uaePhoneField("Please enter a UAE phone number, e.g. 050 123 4567 or +971 4 123 4567."),
  customerEmail: z
    .string()
    .nullish()
    .transform((email) => email ?? "")
    .pipe(emailField({ invalid: "Please enter a valid email address, or leave it empty." }))
    .transform((email) => email || null),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, "The booking request is malformed: reload the page and try again."),
});

export function validateBookingInput(input: BookingInput): Parsed<CleanBookingInput, keyof BookingInput> {
  return parseInput(createBookingSchema, input);
}
