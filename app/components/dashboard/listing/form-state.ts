/** What the listing editor's forms share: their look, and their fields' state (Conform) after a refusal. */
import type { Translate } from "~/i18n/use-t";
import type { BrowserChecks } from "~/lib/forms/native-checks";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import type { ListingActionResult } from "~/routes/dashboard.listing.$providerId.server";

export type { ListingActionResult, Provider, Values } from "~/routes/dashboard.listing.$providerId.server";

export const SECTION = "mt-10 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6";
export const PRIMARY = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
export const OUTLINE =
  "rounded-md border border-[var(--border)] px-3 py-1.5 text-sm font-medium hover:bg-[var(--muted)] disabled:opacity-60";

export type T = Translate<"listing">;

/**
 * A listing form on Conform (useCheckedForm, its checks from the loader): the browser's hints and focus
 * with JavaScript; its refused post's reply (`refused`) refills what was typed, else what is saved, with
 * each field's message, the first to fix focused (also without JavaScript). The form stays `noValidate`
 * before hydration too: without JavaScript the action checks and says why, in the page's language.
 */
export function useListingForm<Name extends string>(
  id: string,
  refused: ListingActionResult | undefined,
  checks: BrowserChecks,
  fields: readonly Name[],
  saved: Partial<Record<Name, string>> = {},
) {
  const checked = useCheckedForm({ id, checks, fields, lastResult: refused?.result });
  return {
    form: { ...checked.form, noValidate: true },
    focus: checked.first,
    /** A text field's most characters (its input's maxlength), as the loader's checks say. */
    max: (name: Name) => checks.constraint[name]?.maxLength,
    value: (name: Name) => checked.field(name).defaultValue ?? saved[name] ?? "",
    field: (name: Name) => {
      const { error, autoFocus } = checked.field(name);
      return { error, autoFocus };
    },
  };
}
