/** The dashboard's buttons and cards, one look for its tabs and its forms. */
const BUTTON = "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium disabled:opacity-60";
export const PRIMARY_BUTTON = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`;
export const OUTLINE_BUTTON = `${BUTTON} border border-[var(--border)] hover:bg-[var(--muted)]`;
export const DANGER_BUTTON = `${BUTTON} border border-red-600 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950`;
export const EMPTY = "rounded-lg border border-dashed border-[var(--border)] p-6 text-center text-sm text-[var(--muted-foreground)]";
export const CARD = "rounded-lg border border-[var(--border)] bg-[var(--card)] p-4";
