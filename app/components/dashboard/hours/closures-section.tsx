/** Closures: the list ahead (each with its remove button) and the form to add one (a date or a range, an optional reason). */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { closureFormSchema } from "~/lib/forms/hours-form";
import { MAX_REASON_LENGTH } from "../../../../graphql/modules/availability/schedule-schema";
import { RemovableItem } from "./removable-item";
import { useHoursForm } from "./use-hours-form";
import { PRIMARY, SECTION, type ListSectionProps } from "./shared";

export function ClosuresSection({ provider, answer, removed, busy, t }: ListSectionProps) {
  const { form, fields, errorOf, translate } = useHoursForm("closure", closureFormSchema, answer);
  const first = (["from", "to", "reason"] as const).find((name) => errorOf(name));
  const formError = form.errors?.[0];
  const removeError = removed?.result.error?.[""]?.[0];

  return (
    <section className={SECTION} aria-labelledby="closures-heading">
      <h2 id="closures-heading" className="text-xl font-semibold">
        {t("closuresTitle")}
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("closuresLead")}</p>
      <FormAlert message={removeError ? translate.message(removeError) : undefined} />
      {provider.closures.length === 0 ? (
        <p className="mt-4 text-sm text-[var(--muted-foreground)]">{t("noClosures")}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {provider.closures.map((closure) => (
            <RemovableItem
              key={closure.id}
              form="remove-closure"
              fields={{ closureId: closure.id }}
              label={t("removeClosure", { from: closure.from })}
              busy={busy}
            >
              <span>
                <span dir="ltr">
                  {closure.from === closure.to ? closure.from : t("closureRange", { from: closure.from, to: closure.to })}
                </span>
                {closure.reason ? <span className="ms-2 text-[var(--muted-foreground)]">{closure.reason}</span> : null}
              </span>
            </RemovableItem>
          ))}
        </ul>
      )}
      <FormAlert message={formError && !first ? translate.message(formError) : undefined} />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="form" value="closure" />
        <Field id="closure-from" label={t("from")} hint="YYYY-MM-DD" error={errorOf("from")} autoFocus={first === "from"}>
          <input {...getInputProps(fields.from, { type: "text" })} dir="ltr" placeholder="2030-04-01" />
        </Field>
        <Field id="closure-to" label={t("to")} hint={t("toHint")} error={errorOf("to")} autoFocus={first === "to"}>
          <input {...getInputProps(fields.to, { type: "text" })} dir="ltr" placeholder="2030-04-01" />
        </Field>
        <Field id="closure-reason" label={t("reason")} hint={t("reasonHint")} error={errorOf("reason")} autoFocus={first === "reason"} wide>
          <input {...getInputProps(fields.reason, { type: "text" })} maxLength={MAX_REASON_LENGTH} />
        </Field>
        <button type="submit" className={`${PRIMARY} justify-self-start`} disabled={busy}>
          {t("addClosure")}
        </button>
      </Form>
    </section>
  );
}
