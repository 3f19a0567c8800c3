/**
 * What the site's multipart forms (business registration, job posting, adding a product) share in
 * the browser: Conform over the API's schema (useUploadConform: hints, refill after a refusal, focus
 * on the first field to fix), the card with its summary alert, a vocabulary choice, a
 * text area with its count, a file field with its accepted kinds and size, a consent box, and the
 * submit button. Texts in the page's language.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useHref, useNavigation } from "@remix-run/react";
import type * as z from "zod";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { acceptAttribute, acceptedList, formatSize, type UploadPurpose } from "../../graphql/modules/uploads/rules";
import { characterCount } from "../../graphql/shared/text";
import { Field } from "~/components/labelled-field";
import { ServerToast, type ServerToastMessage } from "~/components/server-toast";
import { useT, useVocabulary } from "~/i18n/use-t";
import { useTranslateMessage } from "~/i18n/translate-message";
import { useHydrated } from "~/lib/ui/use-hydrated";

const FORM_CARD_CLASS = "mt-8 grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:grid-cols-2 sm:p-8";

/** What a refused upload post answered (public-forms.server's startUploadPost, as the page reads it back). */
interface UploadAnswer {
  /** Conform's reply: everything typed, and each field's messages in the page's language. */
  result: SubmissionResult | null;
  /** The file inputs that had a file: the browser cannot give it back. */
  chosenFiles?: readonly string[];
}

/**
 * A multipart form posted to its own route (`path`) with Conform over `schema` (upload-forms.ts): the
 * browser's hints on blur and, once a field was wrong, as it changes; the refill and messages of a
 * refused post (`answer`); focus on the first field to fix (Conform after the browser's check,
 * useRefusal after the server's, `autoFocus` without JavaScript). `fields` is the page's order.
 * `onRefused` runs when the browser's check stops a post (a toast that says why); `onValid`, when
 * given, sends a post the browser found right itself (an upload with its progress).
 */
export function useUploadConform<Name extends string>({
  id,
  path,
  schema,
  fields,
  answer,
  onRefused,
  onValid,
}: {
  id: string;
  path: string;
  schema: z.ZodType;
  fields: readonly Name[];
  answer: UploadAnswer | undefined;
  onRefused?: (error: Record<string, string[] | null>) => void;
  onValid?: (form: FormData) => void;
}) {
  const navigation = useNavigation();
  const ownPath = useHref(path);
  const translate = useTranslateMessage();
  const check = (formData: FormData) => parseWithZod(formData, { schema, disableAutoCoercion: true });
  const [form, conform] = useForm({
    id,
    lastResult: answer?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => check(formData),
    onSubmit: onValid
      ? (event, { formData }) => {
          event.preventDefault();
          onValid(formData);
        }
      : undefined,
  });
  const field = (name: Name) => (conform as Record<string, { errors?: string[]; initialValue?: unknown } | undefined>)[name];
  const errorOf = (name: Name) => {
    const message = field(name)?.errors?.[0];
    return message ? translate.message(message) : undefined;
  };
  const first = fields.find((name) => errorOf(name));
  const fieldProps = (name: Name) => ({ id: name, error: errorOf(name), autoFocus: first === name });
  const typed = (name: Name) => {
    const value = field(name)?.initialValue;
    return typeof value === "string" ? value : undefined;
  };
  const formProps = getFormProps(form);
  return {
    form: {
      ...formProps,
      first,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented || !onRefused) return;
        const checked = check(new FormData(event.currentTarget));
        if (checked.status !== "success") onRefused(checked.reply().error ?? {});
      },
    },
    fieldProps,
    /** A text field's, a VocabularyField's or a CountedTextField's: fieldProps and what was typed before a refusal. */
    valueProps: (name: Name) => ({ ...fieldProps(name), defaultValue: typed(name) }),
    /** A FileField's: fieldProps and which file inputs the refused post had a file in. */
    fileProps: (name: Name) => ({ ...fieldProps(name), chosen: answer?.chosenFiles }),
    /** What was typed in a field before a refusal (its defaultValue). */
    typed,
    /** A box's: ticked before the refusal. */
    ticked: (name: Name) => typed(name) === "on",
    translate,
    busy: navigation.state === "submitting" && navigation.formAction === ownPath,
  };
}

/**
 * The card of a multipart form with Conform (useUploadConform's `form`), posted to its own route: it
 * works without JavaScript, and once the scripts run the browser's validation gives way to the API's
 * rules as hints. The summary alert leads while a field has a message.
 */
export function ConformUploadCard({
  id,
  form: { first, ...form },
  children,
}: {
  /** The summary's id is `${id}-errors`. */
  id: string;
  form: ReturnType<typeof useUploadConform>["form"];
  children: ReactNode;
}) {
  const summaryId = `${id}-errors`;
  return (
    <Form
      {...form}
      method="post"
      encType="multipart/form-data"
      className={FORM_CARD_CLASS}
      aria-describedby={first ? summaryId : undefined}
    >
      <FormErrorSummary id={summaryId} show={Boolean(first)} />
      {children}
    </Form>
  );
}

/**
 * A page around one form: the way back (if any), its title and lead, the form (with whatever comes
 * before it), and the toast of a refused post.
 */
export function FormPage({
  back,
  title,
  lead,
  toast,
  children,
}: {
  back?: { to: string; label: string };
  title: string;
  lead: string;
  toast: ServerToastMessage | null | undefined;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      {back ? (
        <Link to={back.to} className="mb-3 inline-block text-sm text-brand-600 underline">
          {back.label}
        </Link>
      ) : null}
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{lead}</p>
      {children}
      <ServerToast toast={toast} />
    </section>
  );
}

/**
 * A required choice from the fixed vocabulary (types, emirates, categories), its terms in the page's
 * language, a disabled prompt first. `id` (from valueProps) is the select's name too.
 */
export function VocabularyField({
  id: name,
  label,
  placeholder,
  choices,
  defaultValue,
  error,
  autoFocus,
}: {
  id: string;
  label: string;
  placeholder: string;
  choices: readonly string[];
  defaultValue: string | undefined;
  error?: string;
  autoFocus?: boolean;
}) {
  const term = useVocabulary();
  return (
    <Field id={name} label={label} error={error} autoFocus={autoFocus}>
      <select required name={name} defaultValue={defaultValue ?? ""}>
        <option value="" disabled>
          {placeholder}
        </option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {term(choice)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** 'Please check the highlighted fields.' above the form while a field has a message (the form points to it). */
function FormErrorSummary({ id, show }: { id: string; show: boolean }) {
  const t = useT("forms");
  return show ? (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400 sm:col-span-2">
      {t("checkFields")}
    </p>
  ) : null;
}

/**
 * A file input for an upload purpose: what it takes and how large, and a note when it must be chosen
 * again. `id` (from fieldProps) is the input's name too.
 */
export function FileField({
  id: name,
  purpose,
  label,
  chosen,
  chooseAgain,
  error,
  autoFocus,
  required = false,
  wide = false,
}: {
  id: string;
  purpose: UploadPurpose;
  label: string;
  /** The file inputs that had a file in a refused post: the browser cannot give it back. */
  chosen: readonly string[] | undefined;
  /** The note asking to choose the file again, shown when this one had a file. */
  chooseAgain: string;
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
      note={chosen?.includes(name) ? chooseAgain : undefined}
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
  id: name,
  label,
  error,
  autoFocus,
  defaultChecked,
  required = false,
}: {
  /** From fieldProps: the box's name too. */
  id: string;
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

/**
 * A required text area with its limit as the hint: the live count with JavaScript (code points, as the
 * API's rules count them; what was typed before the scripts ran counts too), the limit without. `id` (from valueProps) is its name too.
 */
export function CountedTextField({
  id: name,
  label,
  max,
  rows,
  defaultValue,
  error,
  autoFocus,
}: {
  id: string;
  label: string;
  max: number;
  rows: number;
  defaultValue: string | undefined;
  error?: string;
  autoFocus?: boolean;
}) {
  const t = useT("forms");
  const hydrated = useHydrated();
  const [count, setCount] = useState(characterCount(defaultValue ?? ""));
  const area = useRef<HTMLTextAreaElement>(null);
  // Text typed before the scripts ran is in the field already: count it, not the value the page was sent with.
  useEffect(() => setCount(characterCount(area.current?.value ?? "")), []);
  return (
    <Field
      id={name}
      label={label}
      hint={hydrated ? t("characterCount", { count, max }) : t("atMost", { max })}
      hintLive={hydrated}
      error={error}
      autoFocus={autoFocus}
      wide
    >
      <textarea
        ref={area}
        name={name}
        required
        rows={rows}
        maxLength={max}
        defaultValue={defaultValue}
        onChange={(event) => setCount(characterCount(event.currentTarget.value))}
      />
    </Field>
  );
}
