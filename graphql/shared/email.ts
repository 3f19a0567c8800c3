/**
 * The one email rule for the whole site: every form and mutation that takes an address (sign-up,
 * sign-in, bookings, registrations, contact) and the databases' CHECK constraints use this pattern
 * (PostgreSQL: '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]{2,}$'). Something@something.tld, no
 * spaces, one '@', a top-level part of two or more characters; at most 254 characters (RFC 5321);
 * none of the text rules' hostile characters. Depends only on zod, so the browser may import it.
 */
import * as z from "zod";
import { characterCount, findTextProblem } from "./text";

export const EMAIL_MAX = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whether a (trimmed) text is an email address we accept. */
export function isEmailAddress(text: string): boolean {
  return characterCount(text) <= EMAIL_MAX && EMAIL_PATTERN.test(text) && findTextProblem(text) === null;
}

/**
 * A zod schema for an email field: trimmed, checked by `isEmailAddress`. Without `required` an
 * empty field is allowed and becomes ''.
 */
export function emailField({ required, invalid }: { required?: string; invalid: string }) {
  return z.string({ error: required ?? invalid }).transform((raw, context) => {
    const email = raw.trim();
    if (email === "" && !required) return "";
    if (email === "") context.addIssue({ code: "custom", message: required! });
    else if (!isEmailAddress(email)) context.addIssue({ code: "custom", message: invalid });
    else return email;
    return z.NEVER;
  });
}
