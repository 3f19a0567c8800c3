/** The contact form's rules (SPEC §5 Contact form): name, email, subject and message are required. */
import { characterCount, findTextProblem, TEXT_PROBLEM_MESSAGES } from "../../graphql/shared/text";

/** Shown on submit (an alert with JavaScript, on the page without): nothing is sent anywhere. */
export const CONTACT_PLACEHOLDER_MESSAGE = "Form submitted! This is a placeholder: your message was not sent anywhere.";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The most characters each field takes (code points, as the text rules count; the inputs' maxlength). */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = { name: 200, email: 254, subject: 200, message: 5000 };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors for a submission; empty when it is valid. */
export function validateContact(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.name.trim()) errors.name = "Please enter your name.";
  if (!values.email.trim()) errors.email = "Please enter your email address.";
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = "Please enter a valid email address.";
  if (!values.subject.trim()) errors.subject = "Please enter a subject.";
  if (!values.message.trim()) errors.message = "Please enter your message.";
  for (const field of CONTACT_FIELDS) {
    if (errors[field]) continue;
    const problem = findTextProblem(values[field]);
    if (problem) errors[field] = TEXT_PROBLEM_MESSAGES[problem];
    else if (characterCount(values[field]) > CONTACT_MAX_LENGTHS[field]) {
      errors[field] = `Please keep this under ${CONTACT_MAX_LENGTHS[field]} characters.`;
    }
  }
  return errors;
}
