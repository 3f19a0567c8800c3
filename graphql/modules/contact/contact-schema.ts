/**
 * The contact form's rules as one zod schema: name, email, subject and
 * message are required. The API (sendContactMessage) and the route's action check a post with it; the
 * inputs' maxlength comes from the same numbers.
 */
import * as z from "zod";
import { emailField } from "../../shared/email";
import { parseInput, type FieldErrors } from "../../shared/results";
import { textField } from "../../shared/text";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The most characters each field takes (code points, as the text rules count; the inputs' maxlength). */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = { name: 200, email: 254, subject: 200, message: 5000 };

export const contactSchema = z.object({
  name: textField({ required: "Please enter your name.", max: CONTACT_MAX_LENGTHS.name }),
  email: emailField({ required: "Please enter your email address.", invalid: "Please enter a valid email address." }),
  subject: textField({ required: "Please enter a subject.", max: CONTACT_MAX_LENGTHS.subject }),
  message: textField({ required: "Please enter your message.", max: CONTACT_MAX_LENGTHS.message, multiline: true }),
});

/** Field errors for a submission; empty when it is valid. */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  const checked = parseInput(contactSchema, values);
  return checked.ok ? {} : checked.errors;
}

export type CleanContactMessage = z.output<typeof contactSchema>;
