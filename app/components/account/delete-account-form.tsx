/**
 * "Delete my account" on /account: a plain form posting to the page's action (works without JavaScript),
 * confirmed with the password. After a refusal the message stands beside the field or above the form and
 * focus goes to it; the password itself is never sent back into the page.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { useTranslateMessage } from "~/i18n/translate-message";
import { useT } from "~/i18n/use-t";

const DANGER_BUTTON =
  "mt-2 inline-flex h-10 w-full items-center justify-center rounded-md bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto";

export function DeleteAccountForm({ lastResult }: { lastResult: SubmissionResult | undefined }) {
  const t = useT("dataRights");
  const translate = useTranslateMessage();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<{ password: string }>({ id: "delete-account", lastResult });
  const fieldError = fields.password.errors?.[0];
  const formError = form.errors?.[0];
  return (
    <section aria-labelledby="delete-heading" className="mt-8 rounded-2xl border border-red-600/40 bg-[var(--card)] p-5 sm:p-6">
      <h2 id="delete-heading" className="text-xl font-semibold">
        {t("deleteHeading")}
      </h2>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("deleteText")}</p>
      <FormAlert message={formError && !fieldError ? translate.message(formError) : undefined} />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <Field
          id="delete-password"
          label={t("deletePassword")}
          error={fieldError ? translate.message(fieldError) : undefined}
          autoFocus={Boolean(fieldError)}
        >
          <input type="password" name={fields.password.name} autoComplete="current-password" required />
        </Field>
        <div>
          <button type="submit" disabled={busy} className={DANGER_BUTTON}>
            {busy ? t("deleting") : t("deleteButton")}
          </button>
        </div>
      </Form>
    </section>
  );
}
