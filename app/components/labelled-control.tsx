import type { ReactNode } from "react";

/**
 * A control with its label above it (the filters' search boxes and menus, a product's quantity). The
 * control is the child, with `id` as its own id.
 */
export function LabelledControl({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
