/**
 * What the site's multipart forms (business registration, job posting, adding a product) share in
 * the browser: field errors with focus on the first to fix, the summary alert, a file field with
 * its accepted kinds and size, a consent box, and the submit button. Texts in the page's language.
 */
import { useHref, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { acceptAttribute, acceptedList, formatSize, type UploadPurpose } from "../../graphql/modules/uploads/rules";
import { Field } from "~/components/labelled-field";
import { useT } from "~/i18n/use-t";
import { useTranslateMessage } from "~/i18n/translate-message";
import { useHydrated } from "~/lib/use-hydrated";

export const FORM_CARD_CLASS =
  "mt-8 grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:grid-cols-2 sm:p-8";

type Errors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's field errors: the server's after a refused post (`refused`), or the browser's own hints
 * (`show`). Focus goes to the first field to fix, in the form's order (`fields`); `fieldProps` gives
 * a Field its id, message and autofocus (which works without JavaScript too).
 */
export function useFormErrors<Name extends string>(fields: readonly Name[], refused: Errors<Name> | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors<Name>>(refused ?? {});
  const first = fields.find((field) => errors[field]);

  const focusFirst = (shown: Errors<Name>) => {
    const name = fields.find((field) => shown[field]);
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };
  useEffect(() => {
    setErrors(refused ?? {});
    focusFirst(refused ?? {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer resets the errors
  }, [refused]);

  /** Shows these errors (none clears them); true when there are any. */
  const show = (shown: Errors<Name>) => {
    const present = Object.fromEntries(Object.entries(shown).filter(([, message]) => message)) as Errors<Name>;
    setErrors(present);
    focusFirst(present);
    return Object.keys(present).length > 0;
  };
  const fieldProps = (name: Name) => ({ id: name, error: errors[name], autoFocus: first === name });
  return { formRef, errors, first, show, fieldProps };
}

/**
 * Everything a form posted to its own route (`path`) needs: its errors (useFormErrors), whether it
 * is being sent, whether JavaScript runs, and the messages' translation for its own checks.
 */
export function useUploadForm<Name extends string>(path: string, fields: readonly Name[], refused: Errors<Name> | undefined) {
  const navigation = useNavigation();
  const ownPath = useHref(path);
  return {
    ...useFormErrors(fields, refused),
    hydrated: useHydrated(),
    translate: useTranslateMessage(),
    busy: navigation.state === "submitting" && navigation.formAction === ownPath,
  };
}

/** A posted form's typed fields as the API's rules read them. */
export const typedValues = <Field extends string>(form: FormData, fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? "")])) as Record<Field, string>;

/** 'Please check the highlighted fields.' above the form while a field has a message (the form points to it). */
export function FormErrorSummary({ id, show }: { id: string; show: boolean }) {
  const t = useT("forms");
  return show ? (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400 sm:col-span-2">
      {t("checkFields")}
    </p>
  ) : null;
}

/** A file input for an upload purpose: what it takes and how large, and a note when it must be chosen again. */
export function FileField({
  name,
  purpose,
  label,
  chooseAgain,
  error,
  autoFocus,
  required = false,
  wide = false,
}: {
  name: string;
  purpose: UploadPurpose;
  label: string;
  /** Set after a refused post that had a file here: the text asking for it again. */
  chooseAgain?: string;
  error?: string;
  autoFocus?: boolean;
  required?: boolean;
  wide?: boolean;
}) {
  const translate = useTranslateMessage();
  return (
    <Field
      id={name}
      label={label}
      hint={translate.message(`${acceptedList(purpose)}, at most ${formatSize(purpose.maxBytes)}.`)}
      note={chooseAgain}
      error={error}
      autoFocus={autoFocus}
      wide={wide}
    >
      <input name={name} type="file" required={required} accept={acceptAttribute(purpose)} className="text-sm" />
    </Field>
  );
}

/** A box to tick (terms, accuracy) with its label and message; a refused post focuses it when it is the first to fix. */
export function ConsentBox({
  name,
  label,
  error,
  autoFocus,
  defaultChecked,
  required = false,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  autoFocus?: boolean;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={name}
          name={name}
          type="checkbox"
          required={required}
          defaultChecked={defaultChecked}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-1 h-4 w-4 accent-brand-600"
        />
        <label htmlFor={name} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="h-11 rounded-md bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:col-span-2 sm:justify-self-start"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A text area's hint: the live count with JavaScript, the limit without. */
export function useCountHint(max: number, hydrated: boolean, count: number): string {
  const t = useT("forms");
  return hydrated ? t("characterCount", { count, max }) : t("atMost", { max });
}
