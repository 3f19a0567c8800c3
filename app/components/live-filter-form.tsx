/**
 * A list page's filters (/shop, /careers): a GET form with a search box, menus and an Apply button
 * that only a browser without JavaScript needs; with JavaScript each change applies itself
 * (useLiveFilters), and the box keeps its focus while the list follows.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { LabelledControl } from "~/components/labelled-control";
import { useHydrated } from "~/lib/ui/use-hydrated";
import type { useLiveFilters } from "~/lib/listings/use-live-filters";

const CONTROL = "h-10 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-base sm:text-sm";

export function LiveFilterForm({
  live,
  label,
  search,
  children,
}: {
  live: ReturnType<typeof useLiveFilters>;
  /** The search landmark's name, e.g. 'Products'. */
  label: string;
  /** The text box (its name is always q). */
  search: { id: string; label: string; defaultValue: string; placeholder: string };
  /** The menus (FilterSelect). */
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const t = useT("forms");
  return (
    <Form
      ref={live.formRef}
      method="get"
      role="search"
      aria-label={label}
      className="mt-6 grid gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      onChange={live.onChange}
    >
      <LabelledControl id={search.id} label={search.label} className="grid gap-1.5">
        <input
          id={search.id}
          name="q"
          type="search"
          defaultValue={search.defaultValue}
          maxLength={100}
          placeholder={search.placeholder}
          className={CONTROL}
        />
      </LabelledControl>
      {children}
      {/* Without JavaScript the form is sent with this button; with it, each change applies itself. */}
      <button
        type="submit"
        className={`h-10 rounded-md border border-[var(--border)] px-4 text-sm font-medium hover:bg-[var(--muted)] ${hydrated ? "sr-only focus:not-sr-only" : ""}`}
      >
        {t("apply")}
      </button>
    </Form>
  );
}

/** One of the filters' menus: a labelled select over its options (value and label). */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <LabelledControl id={id} label={label} className="grid gap-1.5">
      <select id={id} name={name} defaultValue={defaultValue} className={CONTROL}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}
