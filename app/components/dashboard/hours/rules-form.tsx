/** The booking rules: slot step (15 or 30 minutes), minimum notice, booking window, buffer after each booking. */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { rulesFormSchema } from "~/lib/forms/hours-form";
import { useHoursForm } from "./use-hours-form";
import { PRIMARY, SECTION, type HoursAnswer, type HoursProvider, type T } from "./shared";

const NUMBERS = [
  ["minimumNoticeMinutes", "notice", "noticeHint"],
  ["bookingWindowDays", "window", "windowHint"],
  ["bufferMinutes", "buffer", "bufferHint"],
] as const;

export function RulesForm({ provider, answer, busy, t }: { provider: HoursProvider; answer?: HoursAnswer; busy: boolean; t: T }) {
  const { form, fields, errorOf, translate } = useHoursForm("rules", rulesFormSchema, answer, provider.bookingRules);
  const names = ["slotStepMinutes", ...NUMBERS.map(([name]) => name)] as const;
  const first = names.find((name) => errorOf(name));
  const formError = form.errors?.[0];
  const step = String(fields.slotStepMinutes.initialValue ?? "30");

  return (
    <section className={SECTION} aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-xl font-semibold">
        {t("rulesTitle")}
      </h2>
      <FormAlert message={formError && !first ? translate.message(formError) : undefined} />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="form" value="rules" />
        <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={errorOf("slotStepMinutes") ? "rules-step-error" : undefined}>
          <legend className="text-sm font-medium">{t("slotStep")}</legend>
          <div className="flex gap-6">
            {(["15", "30"] as const).map((minutes) => (
              <label key={minutes} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fields.slotStepMinutes.name}
                  value={minutes}
                  defaultChecked={step === minutes}
                  autoFocus={first === "slotStepMinutes" && step === minutes}
                />
                {minutes === "15" ? t("every15") : t("every30")}
              </label>
            ))}
          </div>
          {errorOf("slotStepMinutes") ? (
            <p id="rules-step-error" className="text-sm font-medium text-red-700 dark:text-red-400">
              {errorOf("slotStepMinutes")}
            </p>
          ) : null}
        </fieldset>
        {NUMBERS.map(([name, label, hint]) => (
          <Field key={name} id={`rules-${name}`} label={t(label)} hint={t(hint)} error={errorOf(name)} autoFocus={first === name}>
            <input {...getInputProps(fields[name], { type: "text" })} inputMode="numeric" dir="ltr" />
          </Field>
        ))}
        <button type="submit" className={`${PRIMARY} justify-self-start sm:col-span-2`} disabled={busy}>
          {busy ? t("saving") : t("saveRules")}
        </button>
      </Form>
    </section>
  );
}
