/** What the listing editor's forms share: their look, and their fields' state after a refusal. */
import type { Translate } from "~/i18n/use-t";
import type { ListingActionResult, Values } from "~/routes/dashboard.listing.$providerId.server";

export type { ListingActionResult, Provider, Values } from "~/routes/dashboard.listing.$providerId.server";

export const SECTION = "mt-10 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6";
export const PRIMARY = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
export const OUTLINE =
  "rounded-md border border-[var(--border)] px-3 py-1.5 text-sm font-medium hover:bg-[var(--muted)] disabled:opacity-60";

export type T = Translate<"listing">;

/** The first field at fault gets the focus (also without JavaScript). */
const firstError = (refused: ListingActionResult | undefined, fields: readonly string[]) =>
  fields.find((field) => refused?.fieldErrors[field]);

/** A form's fields' values (what was typed, after a refusal, else what is saved), errors and focus. */
export function formState(refused: ListingActionResult | undefined, saved: Values, fields: readonly string[]) {
  const focus = firstError(refused, fields);
  return {
    focus,
    value: (name: string) => refused?.values[name] ?? saved[name] ?? "",
    field: (name: string) => ({ error: refused?.fieldErrors[name], autoFocus: focus === name }),
  };
}
