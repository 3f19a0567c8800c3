/**
 * A week of open intervals: one fieldset per day (Saturday first), each with its list of intervals
 * (IntervalList: add and remove work without JavaScript). The provider's weekly hours, and a staff
 * member's own working days and hours (their page), are this form with their own texts.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/form-alert";
import { useTranslateMessage } from "~/i18n/translate-message";
import { UAE_WEEKDAYS, weekFormSchema } from "~/lib/forms/hours-form";
import { IntervalList } from "./interval-list";
import { PRIMARY, SECTION, type HoursAnswer, type HoursProvider, type T } from "./shared";

type Week = readonly { weekday: string; intervals: readonly { opens: string; closes: string }[] }[];

export function WeekForm({
  id,
  week,
  answer,
  busy,
  t,
  title,
  lead,
  save,
  noteOf,
  children,
}: {
  id: "week" | "staff-week";
  /** The saved week (a day missing or with no intervals: closed). */
  week: Week;
  answer?: HoursAnswer;
  busy: boolean;
  t: T;
  title: string;
  lead: string;
  save: string;
  noteOf?: (weekday: string) => (opens: string, closes: string) => string | null;
  /** Said between the lead and the form (a staff member's "works all open hours"). */
  children?: ReactNode;
}) {
  const translate = useTranslateMessage();
  const [form, fields] = useForm({
    id,
    lastResult: answer?.result,
    defaultValue: {
      days: UAE_WEEKDAYS.map((weekday) => ({
        weekday,
        intervals: week.find((day) => day.weekday === weekday)?.intervals.map(({ opens, closes }) => ({ opens, closes })) ?? [],
      })),
    },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: weekFormSchema }),
  });
  const formError = fields.days.errors?.[0] ?? form.errors?.[0];

  return (
    <section className={SECTION} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{lead}</p>
      {children}
      <FormAlert message={formError ? translate.message(formError) : undefined} />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <input type="hidden" name="form" value={id} />
        {/* Enter in a time saves the week: the first submit button is the form's default, not a row's remove. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
          {save}
        </button>
        {fields.days.getFieldList().map((day) => {
          const { weekday, intervals } = day.getFieldset();
          const name = String(weekday.initialValue ?? weekday.value) as (typeof UAE_WEEKDAYS)[number];
          return (
            <fieldset key={day.key} className="rounded-lg border border-[var(--border)] p-4">
              <legend className="px-1 font-medium">{t(name)}</legend>
              <input type="hidden" name={weekday.name} value={name} />
              <IntervalList form={form} intervals={intervals} label={t(name)} noteOf={noteOf?.(name)} t={t} />
            </fieldset>
          );
        })}
        <button type="submit" className={`${PRIMARY} justify-self-start`} disabled={busy}>
          {busy ? t("saving") : save}
        </button>
      </Form>
    </section>
  );
}

export function WeeklyHoursForm({ provider, answer, busy, t }: { provider: HoursProvider; answer?: HoursAnswer; busy: boolean; t: T }) {
  // The seed's intervals let a service start up to a last start and run past closing; kept while unchanged.
  const lastStartNote = (weekday: string) => (opens: string, closes: string) => {
    const saved = provider.weeklyHours.find((day) => day.weekday === weekday)?.intervals;
    const lastStart = saved?.find((interval) => interval.opens === opens && interval.closes === closes)?.lastStart;
    return lastStart ? t("lastStartNote", { time: lastStart }) : null;
  };
  return (
    <WeekForm
      id="week"
      week={provider.weeklyHours}
      answer={answer}
      busy={busy}
      t={t}
      title={t("weeklyTitle")}
      lead={t("weeklyLead")}
      save={t("saveWeek")}
      noteOf={lastStartNote}
    />
  );
}
