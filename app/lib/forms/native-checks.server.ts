/**
 * A form's checks for the browser, computed here from its zod schema so that no schema (and no zod)
 * goes to the browser (decision 039, 2026-11-28): getZodConstraint's attributes, and for each field
 * the schema's own message for each fault the browser's constraint validation can find, found by
 * asking the schema about a sample of that fault, in the page's language.
 */
import type { Constraint } from "@conform-to/dom";
import { getZodConstraint } from "@conform-to/zod/v4";
import type * as z from "zod";
import type { BrowserChecks, Fault } from "./native-checks";

/** The schema's first message about `field` for `input`, if it has one. */
function messageFor(schema: z.ZodObject, field: string, input: Record<string, unknown>): string | undefined {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * `say` puts a schema's (English) message in the page's language. `sameAs` names the fields that must
 * repeat another (a password typed twice); their message comes from `sample`, a post the schema accepts,
 * with the two made to differ. `limits` adds what getZodConstraint cannot read from a schema's own
 * checks (a text rule's most characters), so the page need not import the schema for its numbers.
 */
export function browserChecks(
  schema: z.ZodObject,
  say: (message: string) => string,
  {
    sameAs = {},
    sample = {},
    limits = {},
  }: { sameAs?: Record<string, string>; sample?: Record<string, string>; limits?: Record<string, Constraint> } = {},
): BrowserChecks {
  const zodConstraint = getZodConstraint(schema);
  const constraint = Object.fromEntries(Object.keys(schema.shape).map((field) => [field, { ...zodConstraint[field], ...limits[field] }]));
  const messages: BrowserChecks["messages"] = {};
  for (const field of Object.keys(schema.shape)) {
    const { minLength, maxLength } = constraint[field] ?? {};
    const probes: [Fault, string][] = [
      ["valueMissing", ""],
      ["invalid", "x"],
    ];
    if (minLength && minLength > 1) probes.push(["tooShort", "x".repeat(minLength - 1)]);
    if (maxLength) probes.push(["tooLong", "x".repeat(maxLength + 1)]);
    const said: Partial<Record<Fault, string>> = {};
    for (const [fault, probe] of probes) {
      const message = messageFor(schema, field, { [field]: probe });
      if (message) said[fault] = say(message);
    }
    const other = sameAs[field];
    if (other) {
      const message = messageFor(schema, field, { ...sample, [field]: `${sample[other] ?? ""}~` });
      if (message) said.mismatch = say(message);
    }
    messages[field] = said;
  }
  return { constraint, messages, sameAs };
}
