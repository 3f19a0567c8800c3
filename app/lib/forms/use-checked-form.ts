/**
 * Conform for a form whose browser carries no schema (decision 039, 2026-11-28): the checks come from
 * the loader (native-checks.server.ts `browserChecks`, the form's zod schema run on the server), the
 * browser's constraint validation finds the faults, and Conform says them at the field on blur, again
 * as the field changes, and on submit (focus on the first field to fix). A refused post's reply
 * (`lastResult`) refills what was typed; `autoFocus` on the first field to fix works without JavaScript.
 */
import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";
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
  const submitting = useSubmitPressed(id);
  const [form, meta] = useForm({
    id,
    lastResult,
    constraint: checks.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ form, formData }) =>
      parse(formData, {
        resolve: (value, intent) => {
          const error = nativeErrors(form, checks) ?? {};
          // The field left for the submit button is said by the submit itself: a message appearing on
          // the way would move the button from under the pointer and the click would be lost.
          if (intent?.type === "validate" && submitting.current && intent.payload.name) delete error[intent.payload.name];
          return Object.keys(error).length > 0 ? { error } : { value };
        },
      }),
  });
  const field = (name: Name) => (meta as Record<string, { errors?: string[]; initialValue?: unknown } | undefined>)[name];
  // Conform takes a new reply in after the render that brings it (in a layout effect): until then the
  // fields' messages are the reply's, so that render already marks the fields at fault (useRefusal's
  // focus goes to the first of them, not to the form's alert).
  const takenIn = useRef(lastResult);
  useSafeLayoutEffect(() => {
    takenIn.current = lastResult;
  });
  const fresh = lastResult && lastResult !== takenIn.current ? (lastResult.error ?? {}) : null;
  const errorOf = (name: Name) => (fresh ? fresh[name]?.[0] : field(name)?.errors?.[0]);
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

/** Whether a pointer is down on a submit button of form `id` (set before the field it leaves is blurred). */
function useSubmitPressed(id: string) {
  const pressed = useRef(false);
  useEffect(() => {
    const press = (event: PointerEvent) => {
      const button = event.target instanceof Element ? event.target.closest("button, input") : null;
      pressed.current =
        (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.type === "submit" && button.form?.id === id;
    };
    // After the click (which follows pointerup) has gone to the form.
    const release = () => setTimeout(() => (pressed.current = false));
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
    };
  }, [id]);
  return pressed;
}

/** useLayoutEffect in the browser; nothing on the server, which has no layout (and warns). */
const useSafeLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
