/**
 * The weekly hours: one fieldset per day (Saturday first), each with its list of open intervals
 * (IntervalList: add and remove work without JavaScript).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { useTranslateMessage } from "~/i18n/translate-message";
import { UAE_WEEKDAYS, weekFormSchema } from "~/lib/forms/hours-form";
import { IntervalList } from "./interval-list";
import { PRIMARY, SECTION, type HoursAnswer, type HoursProvider, type T } from "./shared";

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
  // The seed's intervals let a service start up to a last start and run past closing; kept while unchanged.
  const lastStartNote = (weekday: string) => (opens: string, closes: string) => {
    const saved = provider.weeklyHours.find((day) => day.weekday === weekday)?.intervals;
    const lastStart = saved?.find((interval) => interval.opens === opens && interval.closes === closes)?.lastStart;
    return lastStart ? t("lastStartNote", { time: lastStart }) : null;
  };

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
          return (
            <fieldset key={day.key} className="rounded-lg border border-[var(--border)] p-4">
              <legend className="px-1 font-medium">{t(name)}</legend>
              <input type="hidden" name={weekday.name} value={name} />
              <IntervalList form={form} intervals={intervals} label={t(name)} noteOf={lastStartNote(name)} t={t} />
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
