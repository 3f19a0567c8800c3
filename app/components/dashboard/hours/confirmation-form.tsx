/** "Confirm each online booking myself" (issue 32) and the hours the owner has to answer a request. */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { confirmationFormSchema } from "~/lib/forms/hours-form";
import { useHoursForm } from "./use-hours-form";
import { PRIMARY, SECTION, type HoursAnswer, type HoursProvider, type T } from "./shared";

export function ConfirmationForm({ provider, answer, busy, t }: { provider: HoursProvider; answer?: HoursAnswer; busy: boolean; t: T }) {
  const { form, fields, errorOf, translate } = useHoursForm("confirmation", confirmationFormSchema, answer, provider.bookingConfirmation);
  const first = (["confirmEachBooking", "answerWindowHours"] as const).find((name) => errorOf(name));
  const formError = form.errors?.[0];

  return (
    <section className={SECTION} aria-labelledby="confirmation-heading">
      <h2 id="confirmation-heading" className="text-xl font-semibold">
        {t("confirmTitle")}
      </h2>
      <FormAlert message={formError && !first ? translate.message(formError) : undefined} />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="form" value="confirmation" />
        <div className="grid gap-1 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              {...getInputProps(fields.confirmEachBooking, { type: "checkbox" })}
              aria-describedby="confirmation-each-hint"
              autoFocus={first === "confirmEachBooking"}
            />
            {t("confirmEach")}
          </label>
          <p id="confirmation-each-hint" className="text-sm text-[var(--muted-foreground)]">
            {t("confirmEachHint")}
          </p>
        </div>
        <Field
          id="confirmation-answerWindowHours"
          label={t("answerWindow")}
          hint={t("answerWindowHint")}
          error={errorOf("answerWindowHours")}
          autoFocus={first === "answerWindowHours"}
        >
          <input {...getInputProps(fields.answerWindowHours, { type: "text" })} inputMode="numeric" dir="ltr" />
        </Field>
        <button type="submit" className={`${PRIMARY} justify-self-start sm:col-span-2`} disabled={busy}>
          {busy ? t("saving") : t("saveConfirmation")}
        </button>
      </Form>
    </section>
  );
}
