/**
 * Expected failures are data (docs/decisions/019-results-and-errors.md). A service answers with a
 * tagged result whose `kind` is the name of the GraphQL type that shows it ("BookingConfirmed",
 * "SlotTaken", "NotSignedIn"…), so a resolver returns it as is and the union's resolveType is one
 * line for every module (graphql/shared/result-types.ts). Invalid input is one `FieldErrors` map,
 * made from a zod schema's issues by `parseInput`.
 *
 * No GraphQL here: services import this, and so may the site (app/) for field messages.
 */
import type * as z from "zod";
import type { SaidMessage } from "./messages";
import { say } from "./say";

/** One message per input field that is wrong, keyed by the input's field name. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, SaidMessage>>;

/** The caller must sign in first. The message says what for ("Please sign in to register your business."). */
export interface NotSignedInResult {
  kind: "NotSignedIn";
  message: SaidMessage;
}

/** Signed in, but this is someone else's (or does not exist: the answer is the same, so ids reveal nothing). */
export interface NotAllowedResult {
  kind: "NotAllowed";
  message: SaidMessage;
}

/** Signed in, but the account has not verified its email address yet (AUTH_EMAIL_NOT_VERIFIED). */
export interface EmailNotVerifiedResult {
  kind: "EmailNotVerified";
  message: SaidMessage;
}

/** An anti-automation limit: too many attempts from this address or account; retry after the window. */
export interface TooManyAttemptsResult {
  kind: "TooManyAttempts";
  message: SaidMessage;
  retryAfterSeconds: number;
}

export const NOT_SIGNED_IN_MESSAGE = say("NOT_SIGNED_IN");
export const NOT_ALLOWED_MESSAGE = say("NOT_ALLOWED");

export const emailNotVerified = (): EmailNotVerifiedResult => ({ kind: "EmailNotVerified", message: say("AUTH_EMAIL_NOT_VERIFIED") });
export const notSignedIn = (message: SaidMessage = NOT_SIGNED_IN_MESSAGE): NotSignedInResult => ({ kind: "NotSignedIn", message });
export const notAllowed = (message: SaidMessage = NOT_ALLOWED_MESSAGE): NotAllowedResult => ({ kind: "NotAllowed", message });

/** The first message for each top-level field named by zod's issues (form fields are flat). */
export function fieldErrorsOf<Field extends string = string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !errors[field as Field]) errors[field as Field] = issue.message;
  }
  return errors;
}

export type Parsed<Value, Field extends string> = { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

/**
 * Checks input against its schema (the one the route uses for its form): the cleaned value, or one
 * message per field that is wrong.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): Parsed<z.output<Schema>, Extract<keyof z.input<Schema>, string>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/** The GraphQL list form of FieldErrors: [{ field, message }], in the order the fields were checked. */
export function fieldErrorList(errors: FieldErrors): { field: string; message: SaidMessage }[] {
  return Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
}
