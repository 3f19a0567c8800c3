/**
 * The rules for any text a person types (names, addresses, descriptions, messages), one place for
 * every form and mutation. Depends only on zod, so the browser bundle can import it too.
 *
 * - Lengths count Unicode code points: what PostgreSQL's char_length and SQLite's length() count,
 *   so a limit checked here holds in both databases. (A browser's maxlength counts UTF-16 units,
 *   never fewer, so its hint never lets through what the server refuses.)
 * - Refused: control characters (NUL, ESC, DEL, C1…; tab and line breaks are whitespace), lone surrogates,
 *   the bidirectional overrides, embeddings and isolates that make text read differently than it is
 *   stored (U+202A–U+202E, U+2066–U+2069; the ordinary marks LRM/RLM/ALM stay allowed for Arabic),
 *   and runs of more than MAX_COMBINING_RUN combining marks on one letter ("Zalgo" text).
 * - Accepted text is NFC-normalised and trimmed; single-line text has its whitespace runs collapsed.
 * See docs/decisions/008-text-rules.md.
 */
import * as z from "zod";

/** Arabic with shadda + vowel + more, Vietnamese, Devanagari stay well under it. */
export const MAX_COMBINING_RUN = 4;

export type TextProblem = "control" | "bidi" | "combining";

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  control: "This text contains invisible control characters. Please retype it.",
  bidi: "This text contains characters that reverse its direction. Please retype it.",
  combining: "This text stacks too many accents on one letter. Please retype it.",
};

// Tab, line feed and carriage return are whitespace (kept in multi-line text, collapsed in one line).
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROLS = /[\p{Cs}\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1},}`, "u");

/** Characters as the databases count them: code points, not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** What is wrong with a text, or null when it is acceptable. */
export function findTextProblem(text: string): TextProblem | null {
  if (CONTROLS.test(text)) return "control";
  if (BIDI_CONTROLS.test(text)) return "bidi";
  if (COMBINING_RUN.test(text)) return "combining";
  return null;
}

/** The stored form of accepted text: NFC, trimmed; single-line text with one space between words. */
export function cleanText(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const normalized = text.normalize("NFC").trim();
  return multiline ? normalized.replace(/\r\n?/g, "\n") : normalized.replace(/\s+/g, " ");
}

export interface TextFieldRules {
  /** The message for an empty field; omit for an optional field (empty becomes ''). */
  required?: string;
  /** The most characters (code points) after cleaning. */
  max: number;
  /** The fewest characters when not empty (default 1). */
  min?: number;
  multiline?: boolean;
  /** Default: 'Please keep the {what} to {max} characters.' with `what`, else 'Please keep this under {max} characters.' */
  tooLong?: string;
  /** What the field holds, for the too-long message: 'description' → 'Please keep the description to {max} characters.' */
  what?: string;
  /** Default: 'Please enter at least {min} characters.' */
  tooShort?: string;
}

/**
 * A zod schema for one text field with these rules: refuses hostile characters, cleans the text,
 * counts code points. Use it inside any form or input schema: `name: textField({ required: "…", max: 80 })`.
 */
export function textField(rules: TextFieldRules) {
  const { required, max, min = 1, multiline = false } = rules;
  const tooLong =
    rules.tooLong ?? (rules.what ? `Please keep the ${rules.what} to ${max} characters.` : `Please keep this under ${max} characters.`);
  return z.string({ error: required ?? "Please enter text." }).transform((raw, context) => {
    const problem = findTextProblem(raw);
    if (problem) {
      context.addIssue({ code: "custom", message: TEXT_PROBLEM_MESSAGES[problem] });
      return z.NEVER;
    }
    const text = cleanText(raw, { multiline });
    const length = characterCount(text);
    if (length === 0) {
      if (required) context.addIssue({ code: "custom", message: required });
      return required ? z.NEVER : "";
    }
    if (length < min) {
      context.addIssue({ code: "custom", message: rules.tooShort ?? `Please enter at least ${min} characters.` });
      return z.NEVER;
    }
    if (length > max) {
      context.addIssue({ code: "custom", message: tooLong });
      return z.NEVER;
    }
    return text;
  });
}
