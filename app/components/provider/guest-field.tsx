import type { InputHTMLAttributes, ReactNode, Ref } from "react";

/**
 * One of the guest's details (name, phone, email) with its label and its message: the booking form's
 * own fields without JavaScript, the guest dialog's with it. `input` is the rest of the input's attributes.
 */
export function GuestField({
  name,
  label,
  error,
  inputRef,
  ...input
}: {
  name: "customerName" | "customerPhone" | "customerEmail";
  label: ReactNode;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <input
        ref={inputRef}
        name={name}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="mt-1 h-11 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-base aria-invalid:border-red-600"
      />
      {error ? (
        <span id={`${name}-error`} className="mt-1 block text-sm text-red-700 dark:text-red-400">
          {error}
        </span>
      ) : null}
    </label>
  );
}
