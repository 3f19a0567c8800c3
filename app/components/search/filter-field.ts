/** The look of the search sidebar's text, list and date fields. */
export const FILTER_FIELD_CLASS =
  "mt-1 h-10 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-sm text-[var(--foreground)]";
