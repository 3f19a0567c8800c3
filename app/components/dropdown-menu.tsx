import type { ReactNode, RefObject } from "react";

/**
 * A header dropdown ('Search by Emirate', 'My Account'): a <details> element, so it opens without
 * JavaScript; `useDismissableDetails` closes it on Escape and on a click elsewhere (its ref goes on
 * `detailsRef`, or on server markup around the menu).
 */
export function DropdownMenu({
  label,
  width,
  detailsRef,
  children,
}: {
  label: string;
  width: "w-56" | "w-64";
  detailsRef?: RefObject<HTMLDetailsElement>;
  children: ReactNode;
}) {
  return (
    <details ref={detailsRef} className="relative">
      <summary className="cursor-pointer list-none rounded-md px-3 py-2 text-sm font-medium hover:bg-[var(--muted)] [&::-webkit-details-marker]:hidden">
        {label} <span aria-hidden="true">▾</span>
      </summary>
      <div className={`absolute end-0 z-40 mt-2 ${width} rounded-md border border-[var(--border)] bg-[var(--card)] p-2 shadow-lg`}>
        {children}
      </div>
    </details>
  );
}
