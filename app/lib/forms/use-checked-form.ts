/**
 * Conform for a form whose browser carries no schema (decision 039, 2026-11-28): the checks come from
 * the loader (native-checks.server.ts `browserChecks`, the form's zod schema run on the server), the
 * browser's constraint validation finds the faults, and Conform says them at the field on blur, again
 * as the field changes, and on submit (focus on the first field to fix). A refused post's reply
 * (`lastResult`) refills what was typed; `autoFocus` on the first field to fix works without JavaScript.
 */
import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { constraintProps, nativeErrors, type BrowserChecks } from "./native-checks";

export function useCheckedForm<Name extends string>({
  id,
  checks,
  fields,
  lastResult,
}: {
  id: string;
  checks: BrowserChecks;
  /** The form's fields in the page's order (the first with a message is the one to fix). */
  fields: readonly Name[];
  lastResult: SubmissionResult | null | undefined;
}) {
  const [form, meta] = useForm({
    id,
    lastResult,
    constraint: checks.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ form, formData }) =>
      parse(formData, {
        resolve: (value) => {
          const error = nativeErrors(form, checks);
          return error ? { error } : { value };
        },
      }),
  });
  const field = (name: Name) => (meta as Record<string, { errors?: string[]; initialValue?: unknown } | undefined>)[name];
  const errorOf = (name: Name) => field(name)?.errors?.[0];
  const first = fields.find((name) => errorOf(name));
  return {
    form: getFormProps(form),
    /** The first field with a message, if any. */
    first,
    /** An input's: its message, its constraint, what was typed before a refusal, and autoFocus if it is the first to fix. */
    field: (name: Name) => {
      const typed = field(name)?.initialValue;
      return {
        error: errorOf(name),
        autoFocus: first === name,
        defaultValue: typeof typed === "string" ? typed : undefined,
        ...constraintProps(checks.constraint[name]),
      };
    },
  };
}

/** useCheckedForm on a route page whose loader sends the form's `checks` and whose action answers a refusal's `result`. */
export function useRouteCheckedForm<Name extends string>(id: string, fields: readonly Name[]) {
  const { checks } = useLoaderData<{ checks: BrowserChecks }>();
  const answer = useActionData<{ result?: SubmissionResult | null }>();
  return useCheckedForm({ id, checks, fields, lastResult: answer?.result });
}
