/**
 * Special hours (Ramadan): the ranges ahead, each with its hours and a remove button, and the form to
 * set a range's hours (a date or a range, its open intervals). They win over the weekly hours on those
 * dates; a closure (the section above) wins over both.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { specialFormSchema } from "~/lib/forms/hours-form";
import { MAX_REASON_LENGTH } from "../../../../graphql/modules/availability/schedule-schema";
import { IntervalList } from "./interval-list";
import { RemovableItem } from "./removable-item";
import { useHoursForm } from "./use-hours-form";
import { PRIMARY, SECTION, type ListSectionProps } from "./shared";

export function SpecialHoursSection({ provider, answer, removed, busy, t }: ListSectionProps) {
  const { form, fields, errorOf, translate } = useHoursForm("special", specialFormSchema, answer, {
    intervals: [{ opens: "", closes: "" }],
  });
  const first = (["from", "to", "reason"] as const).find((name) => errorOf(name));
  const formError = fields.intervals.errors?.[0] ?? form.errors?.[0];
  const removeError = removed?.result.error?.[""]?.[0];
  const range = (from: string, to: string) => (from === to ? from : t("closureRange", { from, to }));

  return (
    <section className={SECTION} aria-labelledby="special-heading">
      <h2 id="special-heading" className="text-xl font-semibold">
        {t("specialTitle")}
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("specialLead")}</p>
      <FormAlert message={removeError ? translate.message(removeError) : undefined} />
      {provider.specialHours.length === 0 ? (
        <p className="mt-4 text-sm text-[var(--muted-foreground)]">{t("noSpecialHours")}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {provider.specialHours.map((special) => (
            <RemovableItem
              key={special.from}
              form="remove-special"
              fields={{ from: special.from, to: special.to }}
              label={t("removeSpecial", { from: special.from })}
              busy={busy}
            >
              <span dir="ltr">
                {range(special.from, special.to)}
                <span className="ms-2 text-[var(--muted-foreground)]">
                  {special.intervals.map(({ opens, closes }) => `${opens}–${closes}`).join(", ")}
                </span>
              </span>
              {special.reason ? <span className="break-words text-[var(--muted-foreground)]">{special.reason}</span> : null}
            </RemovableItem>
          ))}
        </ul>
      )}
      <FormAlert message={formError && !first ? translate.message(formError) : undefined} />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <input type="hidden" name="form" value="special" />
        {/* Enter in a field saves the range: the first submit button is the form's default, not a row's remove. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
          {t("saveSpecial")}
        </button>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="special-from" label={t("from")} hint="YYYY-MM-DD" error={errorOf("from")} autoFocus={first === "from"}>
            <input {...getInputProps(fields.from, { type: "text" })} dir="ltr" placeholder="2031-02-21" />
          </Field>
          <Field id="special-to" label={t("to")} hint={t("toHint")} error={errorOf("to")} autoFocus={first === "to"}>
            <input {...getInputProps(fields.to, { type: "text" })} dir="ltr" placeholder="2031-03-22" />
          </Field>
          <Field
            id="special-reason"
            label={t("reason")}
            hint={t("specialReasonHint")}
            error={errorOf("reason")}
            autoFocus={first === "reason"}
            wide
          >
            <input {...getInputProps(fields.reason, { type: "text" })} maxLength={MAX_REASON_LENGTH} />
          </Field>
        </div>
        <fieldset className="rounded-lg border border-[var(--border)] p-4">
          <legend className="px-1 font-medium">{t("specialHoursLegend")}</legend>
          <p className="mb-3 text-sm text-[var(--muted-foreground)]">{t("specialHoursHint")}</p>
          <IntervalList form={form} intervals={fields.intervals} label={t("specialTitle")} t={t} />
        </fieldset>
        <button type="submit" className={`${PRIMARY} justify-self-start`} disabled={busy}>
          {busy ? t("saving") : t("saveSpecial")}
        </button>
      </Form>
    </section>
  );
}
