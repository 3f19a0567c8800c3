/** One listed item of the owner's time (a closure, special hours, time off): what it is, and its remove button (a plain post). */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { OUTLINE } from "./shared";

export function RemovableItem({
  form,
  fields,
  label,
  busy,
  children,
}: {
  /** The remove form's name (the action's hidden `form` field). */
  form: string;
  /** What names the item to the action. */
  fields: Record<string, string>;
  label: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-[var(--border)] p-3">
      {children}
      <Form method="post">
        <input type="hidden" name="form" value={form} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={OUTLINE} disabled={busy}>
          {label}
        </button>
      </Form>
    </li>
  );
}
