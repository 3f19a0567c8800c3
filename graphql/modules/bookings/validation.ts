/** Booking input rules, shared by the API and the booking form (server-side is authoritative). */
import { isCalendarDate, parseClock } from "../../shared/dubai-time";
import { characterCount, cleanText, findTextProblem, TEXT_PROBLEM_MESSAGES } from "../../shared/text";

export const NAME_MIN = 2;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

export interface BookingInput {
  providerId: string;
  serviceId: string;
  date: string;
  time: string;
  customerName: string;
  customerPhone: string;
  customerEmail?: string | null;
  idempotencyKey: string;
}

export interface CleanBookingInput {
  providerId: string;
  serviceId: string;
  date: string;
  time: string;
  customerName: string;
  /** E.164, e.g. '+971501234567' */
  customerPhone: string;
  customerEmail: string | null;
  idempotencyKey: string;
}

export type FieldErrors = Partial<Record<keyof BookingInput, string>>;

/**
 * A UAE number in any usual spelling (+971 50 123 4567, 00971…, 050-123-4567, 04 123 4567)
 * as E.164, or null. Mobiles are 05X + 7 digits; landlines 0[2-4,6,7,9] + 7 digits.
 */
export function normalizeUaePhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-().]/g, "");
  const match = /^(?:\+971|00971|0)(5[0-9]\d{7}|[234679]\d{7})$/.exec(compact);
  if (!match) return null;
  const national = match[1]!;
  if (national.startsWith("5") && !/^5[024568]/.test(national)) return null;
  return `+971${national}`;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function validateBookingInput(input: BookingInput): { ok: true; value: CleanBookingInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const nameProblem = findTextProblem(input.customerName);
  const name = cleanText(input.customerName);
  const nameLength = characterCount(name);
  if (nameProblem) errors.customerName = TEXT_PROBLEM_MESSAGES[nameProblem];
  else if (nameLength < NAME_MIN || nameLength > NAME_MAX || !/\p{L}/u.test(name)) {
    errors.customerName = `Please enter your name (${NAME_MIN} to ${NAME_MAX} characters).`;
  }
  const phone = normalizeUaePhone(input.customerPhone);
  if (!phone) errors.customerPhone = "Please enter a UAE phone number, e.g. 050 123 4567 or +971 4 123 4567.";
  const email = (input.customerEmail ?? "").trim();
  if (email && (characterCount(email) > EMAIL_MAX || !EMAIL_PATTERN.test(email) || findTextProblem(email))) {
    errors.customerEmail = "Please enter a valid email address, or leave it empty.";
  }
  if (!input.serviceId) errors.serviceId = "Please select a service.";
  if (!isCalendarDate(input.date)) errors.date = "Please select a date.";
  if (parseClock(input.time) === null) errors.time = "Please select a time.";
  if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) {
    errors.idempotencyKey = "The booking request is malformed: reload the page and try again.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      providerId: input.providerId,
      serviceId: input.serviceId,
      date: input.date,
      time: input.time,
      customerName: name,
      customerPhone: phone!,
      customerEmail: email || null,
      idempotencyKey: input.idempotencyKey,
    },
  };
}
