import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import type { ToastMessage } from "~/lib/toast";

/** The centred card that holds the sign-in and registration forms. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm text-[var(--muted-foreground)]">{footer}</p>
      </div>
    </section>
  );
}

/** Why a form was refused: the spec's toast words, and the fields at fault (none: the form as a whole). */
export interface FormProblem {
  /** New for every refusal, so the same problem twice is announced and focused twice. */
  id: string;
  title: string;
  description: string;
  fields: readonly string[];
}

export const FORM_PROBLEM_ID = "form-problem";

export function formProblem(id: string, toast: ToastMessage, fields: readonly string[]): FormProblem {
  return { id, title: toast.title, description: toast.description ?? "", fields };
}

/**
 * The message of a refused form, in a live region that stays on the page (the toast goes after 5 s).
 * After each refusal focus moves to the first field at fault (its aria-describedby reads this
 * message), or to the message itself. Without JavaScript the fields carry `autoFocus`.
 */
export function FormProblemMessage({ problem }: { problem: FormProblem | null | undefined }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem) return;
    const field = problem.fields[0] ? document.getElementById(problem.fields[0]) : null;
    (field ?? message.current)?.focus();
  }, [problem]);
  return (
    <div ref={message} id={FORM_PROBLEM_ID} role="alert" tabIndex={-1} className="focus:outline-none">
      {problem ? (
        <p className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <strong className="font-semibold">{problem.title}:</strong> {problem.description}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a field to a refusal: invalid, described by the message, focused without JavaScript. */
export function problemProps(problem: FormProblem | null | undefined, field: string) {
  const index = problem?.fields.indexOf(field) ?? -1;
  if (index < 0) return {};
  return { "aria-invalid": true, problemDescribedBy: FORM_PROBLEM_ID, autoFocus: index === 0 } as const;
}

export function FormField({
  id,
  label,
  hint,
  problemDescribedBy,
  ...input
}: { id: string; label: string; hint?: string; problemDescribedBy?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [problemDescribedBy, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={describedBy || undefined}
        className="h-10 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-base aria-[invalid=true]:border-red-600 sm:text-sm"
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-[var(--muted-foreground)]">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const SUBMIT_BUTTON_CLASS =
  "mt-2 h-10 w-full rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70";
