import { Form, Link, useHref, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { ServerToast, type ServerToastMessage } from "~/components/server-toast";
import { useT } from "~/i18n/use-t";
import type { ToastMessage } from "~/lib/ui/toast";
import { authFormPath, type SignInPurpose } from "~/lib/auth/sign-in-purpose";

/** The two auth forms' words (catalogue keys) and paths, each linking to the other; and the password each asks for. */
const AUTH_FORMS = {
  login: {
    path: "/login",
    title: "welcomeBack",
    submit: "signIn",
    busy: "signingIn",
    question: "noAccount",
    other: "register",
    password: { autoComplete: "current-password", hint: null },
  },
  register: {
    path: "/register",
    title: "createAccount",
    submit: "register",
    busy: "creatingAccount",
    question: "haveAccount",
    other: "login",
    password: { autoComplete: "new-password", hint: "passwordHint" },
  },
} as const;

/**
 * The centred card of the sign-in or registration form: the title, the message of a refusal, the
 * form posted to its own route with its submit button (which says when it is being sent), the way
 * to the other form, and the toast of a refused post.
 */
export function AuthForm({
  kind,
  problem,
  toast,
  form: formProps,
  notice,
  redirectTo,
  children,
}: {
  kind: keyof typeof AUTH_FORMS;
  problem: FormProblem | null | undefined;
  toast: ServerToastMessage | null | undefined;
  /** Conform's form attributes (useCheckedForm's `form`). */
  form: CheckedFormProps;
  /** Shown between the title and the form (the sign-in form's Access Denied card). */
  notice?: ReactNode;
  /** Where the person was going: the link to the other form keeps it. */
  redirectTo?: string | null;
  children: ReactNode;
}) {
  const form = AUTH_FORMS[kind];
  const other = AUTH_FORMS[form.other];
  const t = useT("auth");
  const navigation = useNavigation();
  const ownPath = useHref(form.path);
  const busy = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === ownPath;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{t(form.title)}</h1>
        {notice}
        <div className="mt-6">
          <FormProblemMessage problem={problem} />
          <Form method="post" className="grid gap-4" {...formProps}>
            {children}
            <button
              type="submit"
              disabled={busy}
              className="mt-2 h-10 w-full rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {busy ? t(form.busy) : t(form.submit)}
            </button>
          </Form>
          <ServerToast toast={toast} />
        </div>
        <p className="mt-6 text-center text-sm text-[var(--muted-foreground)]">
          {t(form.question)}{" "}
          <Link to={authFormPath(other.path, redirectTo)} className="font-medium text-brand-600 underline">
            {t(form.other)}
          </Link>
        </p>
      </div>
    </section>
  );
}

/**
 * A page that needs a signed-in user sends a signed-out visitor to /login ('Access Denied': 'You must be
 * logged in to view this page.'),
 * which shows this card above the form. 'Go to Login' leads to the form's first field.
 */
export function AccessDeniedCard() {
  const t = useT("auth");
  return (
    <section
      aria-labelledby="access-denied"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="access-denied" className="text-lg font-semibold">
        {t("accessDenied")}
      </h2>
      <p className="mt-1 text-sm">{t("mustBeLoggedIn")}</p>
      <a href="#email" className="mt-2 inline-block text-sm font-medium underline">
        {t("goToLogin")}
      </a>
    </section>
  );
}

const PURPOSE_TITLES = {
  registerBusiness: "signInToRegisterBusiness",
  addProduct: "signInToAddProduct",
  postJob: "signInToPostJob",
  account: "signInToAccount",
  developers: "signInToDevelopers",
} as const satisfies Record<SignInPurpose, string>;

/**
 * Above the sign-in or registration form when a page sent the person here: what they were doing, and that
 * they come back to it after signing in (or after creating an account and signing in).
 */
export function SignInPurposeCard({ purpose }: { purpose: SignInPurpose }) {
  const t = useT("auth");
  return (
    <section
      aria-labelledby="sign-in-purpose"
      className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-stone-900 dark:border-brand-800 dark:bg-stone-900 dark:text-stone-50"
    >
      <h2 id="sign-in-purpose" className="text-lg font-semibold">
        {t(PURPOSE_TITLES[purpose])}
      </h2>
      <p className="mt-1 text-sm">{t("comeBackAfterSignIn")}</p>
    </section>
  );
}

/** Why a form was refused: the spec's toast words, and the fields at fault (none: the form as a whole). */
export interface FormProblem {
  /** New for every refusal, so the same problem twice is announced and focused twice. */
  id: string;
  title: string;
  description: string;
  fields: readonly string[];
}

export const FORM_PROBLEM_ID = "form-problem";

export function formProblem(id: string, toast: ToastMessage, fields: readonly string[]): FormProblem {
  return { id, title: toast.title, description: toast.description ?? "", fields };
}

/**
 * The message of a refused form, in a live region that stays on the page (the toast goes after 5 s).
 * After each refusal focus moves to the first field at fault (its aria-describedby reads this
 * message), or to the message itself. Without JavaScript the fields carry `autoFocus`.
 */
export function FormProblemMessage({ problem }: { problem: FormProblem | null | undefined }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem) return;
    const field = problem.fields[0] ? document.getElementById(problem.fields[0]) : null;
    (field ?? message.current)?.focus();
  }, [problem]);
  return (
    <div ref={message} id={FORM_PROBLEM_ID} role="alert" tabIndex={-1} className="focus:outline-none">
      {problem ? (
        <p className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <strong className="font-semibold">{problem.title}:</strong> {problem.description}
        </p>
      ) : null}
    </div>
  );
}

/** What a form's Conform gives its element (getFormProps): its id, its submit handler, and noValidate once hydrated. */
export interface CheckedFormProps {
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate: boolean;
}

/**
 * A required field of an auth form, its id its name: its own check's message (`error`, useCheckedForm's
 * `field`), or tied to the auth service's refusal (`problem`) when it is one of the fields at fault; the
 * first field to fix is focused without JavaScript.
 */
export function AuthField({
  name,
  problem,
  error,
  autoFocus,
  ...field
}: {
  name: string;
  label: string;
  problem: FormProblem | null | undefined;
  hint?: string;
  error?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const atFault = problem?.fields.indexOf(name) ?? -1;
  return (
    <FormField
      id={name}
      name={name}
      required
      {...field}
      error={error}
      aria-invalid={error || atFault >= 0 ? true : undefined}
      problemDescribedBy={!error && atFault >= 0 ? FORM_PROBLEM_ID : undefined}
      autoFocus={autoFocus || atFault === 0}
    />
  );
}

/** What both forms ask for: the email address (as typed before a refusal) and the password (a new one to register, never refilled). */
export function CredentialFields({
  kind,
  field,
  problem,
}: {
  kind: keyof typeof AUTH_FORMS;
  /** useCheckedForm's `field`: each one's message, constraint and what was typed. */
  field: (name: "email" | "password") => Partial<InputHTMLAttributes<HTMLInputElement>> & { error?: string };
  problem: FormProblem | null | undefined;
}) {
  const t = useT("auth");
  const password = AUTH_FORMS[kind].password;
  return (
    <>
      <AuthField name="email" label={t("emailAddress")} type="email" autoComplete="email" {...field("email")} problem={problem} />
      <AuthField
        name="password"
        label={t("password")}
        type="password"
        autoComplete={password.autoComplete}
        hint={password.hint ? t(password.hint) : undefined}
        {...field("password")}
        problem={problem}
      />
    </>
  );
}

function FormField({
  id,
  label,
  hint,
  error,
  problemDescribedBy,
  ...input
}: { id: string; label: string; hint?: string; error?: string; problemDescribedBy?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [problemDescribedBy, error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={describedBy || undefined}
        className="h-10 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-base aria-[invalid=true]:border-red-600 sm:text-sm"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-[var(--muted-foreground)]">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
