/** Checking an input against its zod schema: the cleaned value, or the first message of each field that is wrong. */
import type * as z from "zod";

export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

export function validateFields<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  input: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; errors: FieldMessages<Field> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldMessages<Field> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
