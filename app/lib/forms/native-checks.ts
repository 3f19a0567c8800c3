/**
 * A form's checks as the browser runs them without zod (decision 039, 2026-11-28): the constraint
 * attributes and the schema's own messages, both computed on the server from the form's zod schema
 * (native-checks.server.ts) and sent with the page, read against the browser's constraint validation.
 * The browser loads Conform's small runtime and no schema.
 */
import type { Constraint } from "@conform-to/dom";

/** The ways a field can be wrong that a message is kept for; `invalid` stands for any other the browser finds. */
export type Fault = "valueMissing" | "invalid" | "tooShort" | "tooLong" | "mismatch";

export interface BrowserChecks {
  /** getZodConstraint's attributes by field (required, minLength, maxLength…). */
  constraint: Record<string, Constraint>;
  /** The schema's message for each fault of each field, in the page's language. */
  messages: Record<string, Partial<Record<Fault, string>>>;
  /** A field that must say what another says (a password typed twice): its `mismatch` message. */
  sameAs: Record<string, string>;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: unknown): element is FieldElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** The message for what the browser's validity says of one field, or undefined when it is right. */
function faultOf(element: FieldElement, form: HTMLFormElement, checks: BrowserChecks): string | undefined {
  const said = checks.messages[element.name] ?? {};
  const validity = element.validity;
  if (!validity.valid) {
    const specific = validity.valueMissing
      ? said.valueMissing
      : validity.tooShort
        ? said.tooShort
        : validity.tooLong
          ? said.tooLong
          : undefined;
    // The browser's own words are the last resort (a fault the schema has no message for).
    return specific ?? said.invalid ?? said.valueMissing ?? element.validationMessage;
  }
  const other = checks.sameAs[element.name];
  const otherElement = other ? form.elements.namedItem(other) : null;
  if (isField(otherElement) && otherElement.value !== element.value) return said.mismatch;
  return undefined;
}

/** Every field's fault in `form` (as Conform's errors), or null when the browser finds none. */
export function nativeErrors(form: HTMLFormElement, checks: BrowserChecks): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name || !element.willValidate || errors[element.name]) continue;
    const message = faultOf(element, form, checks);
    if (message) errors[element.name] = [message];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A field's constraint as its input's attributes. */
export function constraintProps(constraint: Constraint | undefined) {
  if (!constraint) return {};
  const { required, minLength, maxLength, min, max, step, pattern, multiple } = constraint;
  return { required, minLength, maxLength, min, max, step, pattern, multiple };
}
