import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormProblemMessage, type CheckedFormProps, type FormProblem } from "~/components/auth-card";
import { ServerToast, type ServerToastMessage } from "~/components/server-toast";
import { useT } from "~/i18n/use-t";

/** The centred card of the account emails' pages (the sign-in card's look): a heading, then what to do. */
export function AccountCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{heading}</h1>
        {children}
      </div>
    </section>
  );
}

export const PRIMARY_BUTTON =
  "mt-4 inline-flex h-10 w-full items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70";

/** A link styled as the card's main action. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={PRIMARY_BUTTON}>
      {children}
    </Link>
  );
}

/**
 * "Send the link again": posts to /verify-email, which sends a new verification link and comes back to
 * `returnTo` with a toast. A plain form: it works without JavaScript.
 */
export function ResendVerificationForm({ returnTo }: { returnTo: string }) {
  const t = useT("accountEmails");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "resend-verification";
  return (
    <Form method="post" action="/verify-email">
      <input type="hidden" name="intent" value="resend-verification" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? t("sending") : t("resend")}
      </button>
    </Form>
  );
}

/**
 * What a page that needs a verified address shows an account that has not verified it (instead of a form
 * the API would refuse): why, and the button that sends the link again.
 */
export function VerifyEmailNotice({ email, returnTo }: { email: string; returnTo: string }) {
  const t = useT("accountEmails");
  return (
    <section
      aria-labelledby="verify-email-notice"
      className="mx-auto my-8 max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-5 text-stone-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="verify-email-notice" className="text-lg font-semibold">
        {t("unverifiedHeading")}
      </h2>
      <p className="mt-2 text-sm">{t("unverifiedText", { email })}</p>
      <ResendVerificationForm returnTo={returnTo} />
    </section>
  );
}

/**
 * A form the API accepts only from a verified address: the form itself, or (`unverifiedEmail` set, as
 * formPageLoader gives it) the notice with the resend button, coming back to `returnTo`.
 */
export function VerifiedEmailOnly({
  unverifiedEmail,
  returnTo,
  children,
}: {
  unverifiedEmail: string | null;
  returnTo: string;
  children: ReactNode;
}) {
  return unverifiedEmail === null ? children : <VerifyEmailNotice email={unverifiedEmail} returnTo={returnTo} />;
}

/**
 * The forgot- and reset-password form: posted to its own route (works without JavaScript), the refusal's
 * message above it (focus on the first field at fault), the submit button saying when it is being sent.
 */
export function AccountForm({
  problem,
  toast,
  form,
  submit,
  busyLabel,
  children,
}: {
  problem: FormProblem | null | undefined;
  /** Conform's form attributes (useCheckedForm's `form`). */
  form: CheckedFormProps;
  toast: ServerToastMessage | null | undefined;
  submit: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mt-6">
      <FormProblemMessage problem={problem} />
      <Form method="post" className="grid gap-4" {...form}>
        {children}
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? busyLabel : submit}
        </button>
      </Form>
      <ServerToast toast={toast} />
    </div>
  );
}

/** The sign-in form's way to /forgot-password (its texts are the sign-in page's own). */
export function ForgotPasswordLink() {
  const t = useT("auth");
  return (
    <Link to="/forgot-password" className="justify-self-end text-sm font-medium text-brand-600 underline">
      {t("forgotPassword")}
    </Link>
  );
}
