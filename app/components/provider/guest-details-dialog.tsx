import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { ModalDialog, type DialogControl } from "../modal-dialog";
import { GuestField } from "./guest-field";

export interface GuestDetails {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

export type GuestFieldErrors = Partial<Record<keyof GuestDetails, string>>;

/**
 * The guest's name, phone and email, asked for just before confirming. Its inputs belong to
 * the booking form through the `form` attribute; their values live in the parent, so closing
 * the dialog or a failed attempt never loses what was typed.
 */
export default function GuestDetailsDialog({
  formId,
  details,
  onChange,
  errors,
  errorMessage,
  busy,
  summary,
  problem,
  ...dialog
}: DialogControl & {
  formId: string;
  details: GuestDetails;
  onChange: (details: GuestDetails) => void;
  errors: GuestFieldErrors;
  /** The refusal's message, announced with the field errors. */
  errorMessage: string | null;
  busy: boolean;
  summary: string;
  /** A failed request's message and Retry, shown above the buttons. */
  problem: ReactNode;
}) {
  const t = useT("provider");
  // After a refusal, focus goes to the first field to correct.
  const fields = useRef<Partial<Record<keyof GuestDetails, HTMLInputElement | null>>>({});
  useEffect(() => {
    const first = (["customerName", "customerPhone", "customerEmail"] as const).find((name) => errors[name]);
    if (first) fields.current[first]?.focus();
  }, [errors]);
  const field = (name: keyof GuestDetails, label: string, type: string, autoComplete: string, required: boolean) => (
    <GuestField
      name={name}
      label={
        <>
          {label}
          {required ? null : <span className="font-normal text-[var(--muted-foreground)]"> (optional)</span>}
        </>
      }
      error={errors[name]}
      inputRef={(input) => {
        fields.current[name] = input;
      }}
      form={formId}
      type={type}
      autoComplete={autoComplete}
      required={required}
      value={details[name]}
      onChange={(event) => onChange({ ...details, [name]: event.target.value })}
    />
  );

  return (
    <ModalDialog {...dialog} className="left-1/2 top-1/2 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl p-6">
      <Dialog.Title className="text-lg font-semibold">{t("yourDetails")}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-[var(--muted-foreground)]">{summary}</Dialog.Description>
      <p role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden dark:text-red-400">
        {Object.keys(errors).length > 0 ? errorMessage : ""}
      </p>
      <div className="mt-4 space-y-4">
        {field("customerName", t("fullName"), "text", "name", true)}
        {field("customerPhone", t("phoneNumber"), "tel", "tel", true)}
        {field("customerEmail", t("emailLabel"), "email", "email", false)}
      </div>
      {problem ? <div className="mt-4">{problem}</div> : null}
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close className="rounded-md border border-[var(--border)] px-4 py-2 text-sm font-medium">{t("cancel")}</Dialog.Close>
        <button
          type="submit"
          form={formId}
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t("booking") : t("confirmBooking")}
        </button>
      </div>
    </ModalDialog>
  );
}
