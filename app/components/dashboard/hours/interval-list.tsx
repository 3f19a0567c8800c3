/**
 * One list of open intervals (a weekday, a special-hours range, a staff member's day): each row its
 * opens/closes times and its remove button, then "Add open hours". The buttons are Conform's list
 * buttons: submit buttons, so without JavaScript the server answers the form back with the row added
 * or removed and everything typed kept; with JavaScript Conform does it in place.
 */
import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useTranslateMessage } from "~/i18n/translate-message";
import { OUTLINE, type T } from "./shared";

const TIME_INPUT =
  "w-24 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-red-600";

type Interval = { opens: string; closes: string };

export function IntervalList({
  form,
  intervals,
  label,
  noteOf,
  t,
}: {
  // Any of the page's forms: the list buttons only need its intents.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  intervals: FieldMetadata<Interval[] | undefined, any>;
  /** Said after each button to screen readers: which day or range the row belongs to. */
  label: string;
  /** A row's own note (the seed's last appointment), by its opens and closes as saved. */
  noteOf?: (opens: string, closes: string) => string | null;
  t: T;
}) {
  const translate = useTranslateMessage();
  const rows = intervals.getFieldList();
  return (
    <>
      {rows.length === 0 ? <p className="text-sm text-[var(--muted-foreground)]">{t("closedDay")}</p> : null}
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const { opens, closes } = row.getFieldset();
          const error = opens.errors?.[0] ?? closes.errors?.[0] ?? row.errors?.[0];
          const [from, to] = [String(opens.initialValue ?? ""), String(closes.initialValue ?? "")];
          return (
            <li key={row.key} className="flex flex-wrap items-end gap-3">
              {(
                [
                  [opens, "opens", "10:00"],
                  [closes, "closes", "18:00"],
                ] as const
              ).map(([field, name, example]) => (
                <label key={field.key ?? name} className="grid gap-1 text-sm">
                  {t(name)}
                  <input
                    {...getInputProps(field, { type: "text" })}
                    className={TIME_INPUT}
                    dir="ltr"
                    inputMode="numeric"
                    placeholder={example}
                  />
                </label>
              ))}
              <button {...form.remove.getButtonProps({ name: intervals.name, index })} className={OUTLINE}>
                {from && to ? t("removeInterval", { opens: from, closes: to }) : t("removeEmptyInterval")}
                <span className="sr-only">{` ${label}`}</span>
              </button>
              {noteOf?.(from, to) ? <p className="w-full text-sm text-[var(--muted-foreground)]">{noteOf(from, to)}</p> : null}
              {error ? <p className="w-full text-sm font-medium text-red-700 dark:text-red-400">{translate.message(error)}</p> : null}
            </li>
          );
        })}
      </ul>
      <button
        {...form.insert.getButtonProps({ name: intervals.name, defaultValue: { opens: "", closes: "" } })}
        className={`${OUTLINE} mt-3`}
      >
        {t("addInterval")}
        <span className="sr-only">{` ${label}`}</span>
      </button>
    </>
  );
}
