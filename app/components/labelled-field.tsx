import { cloneElement, type ReactElement } from "react";

const INPUT_CLASS =
  "w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-red-600";

/** A labelled control with its hint and error, both announced with it (aria-describedby). */
export function Field({
  id,
  label,
  hint,
  hintLive = false,
  note,
  error,
  autoFocus = false,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  /** Focus it when the page opens: the first field to fix after a refused submission (works without JavaScript). */
  autoFocus?: boolean;
  hint?: string;
  hintLive?: boolean;
  note?: string;
  error?: string;
  wide?: boolean;
  children: ReactElement<{ className?: string }>;
}) {
  const described = [hint ? `${id}-hint` : null, note ? `${id}-note` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={`grid content-start gap-1.5 ${wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, {
        id,
        autoFocus: autoFocus || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
        className: `${INPUT_CLASS} ${children.props.className ?? ""}`,
      } as Record<string, unknown>)}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-[var(--muted-foreground)]" aria-live={hintLive ? "polite" : undefined}>
          {hint}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="text-xs font-medium text-amber-700 dark:text-amber-400">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
