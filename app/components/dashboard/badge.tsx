import type { ReactNode } from "react";

export const BADGE_TONES = {
  green: "bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100",
  grey: "bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>{children}</span>;
}
