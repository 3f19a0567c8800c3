/**
 * The weekly hours: one fieldset per day (Saturday first), each open interval a row with its remove
 * button, and "Add open hours" per day. The buttons are Conform's list buttons: submit buttons, so
 * without JavaScript the server answers the form back with the row added or removed and everything
 * typed kept (the route's action); with JavaScript Conform does it in place.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { useTranslateMessage } from "~/i18n/translate-message";
import { UAE_WEEKDAYS, weekFormSchema } from "~/lib/forms/hours-form";
import { OUTLINE, PRIMARY, SECTION, type HoursAnswer, type HoursProvider, type T } from "./shared";

const TIME_INPUT =
  "w-24 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-red-600";

export function WeeklyHoursForm({ provider, answer, busy, t }: { provider: HoursProvider; answer?: HoursAnswer; busy: boolean; t: T }) {
  const translate = useTranslateMessage();
  const [form, fields] = useForm({
    id: "week",
    lastResult: answer?.result,
    defaultValue: {
      days: UAE_WEEKDAYS.map((weekday) => ({
        weekday,
        intervals:
          provider.weeklyHours.find((day) => day.weekday === weekday)?.intervals.map(({ opens, closes }) => ({ opens, closes })) ?? [],
      })),
    },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: weekFormSchema }),
  });
  const formError = fields.days.errors?.[0] ?? form.errors?.[0];

  return (
    <section className={SECTION} aria-labelledby="week-heading">
      <h2 id="week-heading" className="text-xl font-semibold">
        {t("weeklyTitle")}
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("weeklyLead")}</p>
      <FormAlert message={formError ? translate.message(formError) : undefined} />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <input type="hidden" name="form" value="week" />
        {/* Enter in a time saves the week: the first submit button is the form's default, not a row's remove. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
          {t("saveWeek")}
        </button>
        {fields.days.getFieldList().map((day) => {
          const { weekday, intervals } = day.getFieldset();
          const name = String(weekday.initialValue ?? weekday.value) as (typeof UAE_WEEKDAYS)[number];
          const rows = intervals.getFieldList();
          return (
            <fieldset key={day.key} className="rounded-lg border border-[var(--border)] p-4">
              <legend className="px-1 font-medium">{t(name)}</legend>
              <input type="hidden" name={weekday.name} value={name} />
              {rows.length === 0 ? <p className="text-sm text-[var(--muted-foreground)]">{t("closedDay")}</p> : null}
              <ul className="grid gap-3">
                {rows.map((row, index) => {
                  const { opens, closes } = row.getFieldset();
                  const error = opens.errors?.[0] ?? closes.errors?.[0] ?? row.errors?.[0];
                  const [from, to] = [String(opens.initialValue ?? ""), String(closes.initialValue ?? "")];
                  return (
                    <li key={row.key} className="flex flex-wrap items-end gap-3">
                      {(
                        [
                          [opens, "opens", "10:00"],
                          [closes, "closes", "18:00"],
                        ] as const
                      ).map(([field, label, example]) => (
                        <label key={field.key ?? label} className="grid gap-1 text-sm">
                          {t(label)}
                          <input
                            {...getInputProps(field, { type: "text" })}
                            className={TIME_INPUT}
                            dir="ltr"
                            inputMode="numeric"
                            placeholder={example}
                          />
                        </label>
                      ))}
                      <button {...form.remove.getButtonProps({ name: intervals.name, index })} className={OUTLINE}>
                        {from && to ? t("removeInterval", { opens: from, closes: to }) : t("removeEmptyInterval")}
                        <span className="sr-only">{` ${t(name)}`}</span>
                      </button>
                      {error ? (
                        <p className="w-full text-sm font-medium text-red-700 dark:text-red-400">{translate.message(error)}</p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <button
                {...form.insert.getButtonProps({ name: intervals.name, defaultValue: { opens: "", closes: "" } })}
                className={`${OUTLINE} mt-3`}
              >
                {t("addInterval")}
                <span className="sr-only">{` ${t(name)}`}</span>
              </button>
            </fieldset>
          );
        })}
        <button type="submit" className={`${PRIMARY} justify-self-start`} disabled={busy}>
          {busy ? t("saving") : t("saveWeek")}
        </button>
      </Form>
    </section>
  );
}
