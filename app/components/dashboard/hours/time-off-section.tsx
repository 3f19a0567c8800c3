/**
 * A staff member's time off: the list ahead (each with its remove button) and the form to add one: a
 * day or a range of whole days, or from a time on the first day to a time on the last, with a note only
 * the owner sees.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { timeOffFormSchema } from "~/lib/forms/hours-form";
import type { StaffHoursMember } from "~/routes/dashboard.listing.$providerId_.hours_.staff.$staffId.server";
import { MAX_REASON_LENGTH } from "../../../../graphql/modules/availability/schedule-schema";
import { RemovableItem } from "./removable-item";
import { useHoursForm } from "./use-hours-form";
import { PRIMARY, SECTION, type HoursAnswer, type T } from "./shared";

type TimeOff = NonNullable<StaffHoursMember["timeOff"]>[number];

export function TimeOffSection({
  timeOff,
  answer,
  removed,
  busy,
  t,
}: {
  timeOff: readonly TimeOff[];
  answer?: HoursAnswer;
  removed?: HoursAnswer;
  busy: boolean;
  t: T;
}) {
  const { form, fields, errorOf, translate } = useHoursForm("time-off", timeOffFormSchema, answer);
  const first = (["from", "to", "fromTime", "toTime", "reason"] as const).find((name) => errorOf(name));
  const formError = form.errors?.[0];
  const removeError = removed?.result.error?.[""]?.[0];
  // Whole days as a date or a range; a span of hours with its times (a missing one: the day's start or end).
  const when = (off: TimeOff) => {
    if (!off.fromTime && !off.toTime) return off.from === off.to ? off.from : t("closureRange", { from: off.from, to: off.to });
    const [start, end] = [off.fromTime ?? "00:00", off.toTime ?? "24:00"];
    return off.from === off.to ? `${off.from} ${start}–${end}` : `${off.from} ${start} – ${off.to} ${end}`;
  };

  return (
    <section className={SECTION} aria-labelledby="time-off-heading">
      <h2 id="time-off-heading" className="text-xl font-semibold">
        {t("timeOffTitle")}
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("timeOffLead")}</p>
      <FormAlert message={removeError ? translate.message(removeError) : undefined} />
      {timeOff.length === 0 ? (
        <p className="mt-4 text-sm text-[var(--muted-foreground)]">{t("noTimeOff")}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {timeOff.map((off) => (
            <RemovableItem
              key={off.id}
              form="remove-time-off"
              fields={{ timeOffId: off.id }}
              label={t("removeTimeOff", { from: off.from })}
              busy={busy}
            >
              <span>
                <span dir="ltr">{when(off)}</span>
                {off.fromTime || off.toTime ? null : <span className="ms-2 text-[var(--muted-foreground)]">{t("wholeDays")}</span>}
                {off.reason ? <span className="ms-2 break-words text-[var(--muted-foreground)]">{off.reason}</span> : null}
              </span>
            </RemovableItem>
          ))}
        </ul>
      )}
      <FormAlert message={formError && !first ? translate.message(formError) : undefined} />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="form" value="time-off" />
        <Field id="time-off-from" label={t("from")} hint="YYYY-MM-DD" error={errorOf("from")} autoFocus={first === "from"}>
          <input {...getInputProps(fields.from, { type: "text" })} dir="ltr" placeholder="2030-04-01" />
        </Field>
        <Field id="time-off-to" label={t("to")} hint={t("toHint")} error={errorOf("to")} autoFocus={first === "to"}>
          <input {...getInputProps(fields.to, { type: "text" })} dir="ltr" placeholder="2030-04-01" />
        </Field>
        <Field
          id="time-off-from-time"
          label={t("fromTime")}
          hint={t("timeHint")}
          error={errorOf("fromTime")}
          autoFocus={first === "fromTime"}
        >
          <input {...getInputProps(fields.fromTime, { type: "text" })} dir="ltr" inputMode="numeric" placeholder="14:00" />
        </Field>
        <Field id="time-off-to-time" label={t("toTime")} hint={t("timeHint")} error={errorOf("toTime")} autoFocus={first === "toTime"}>
          <input {...getInputProps(fields.toTime, { type: "text" })} dir="ltr" inputMode="numeric" placeholder="16:00" />
        </Field>
        <Field id="time-off-reason" label={t("timeOffReason")} error={errorOf("reason")} autoFocus={first === "reason"} wide>
          <input {...getInputProps(fields.reason, { type: "text" })} maxLength={MAX_REASON_LENGTH} />
        </Field>
        <button type="submit" className={`${PRIMARY} justify-self-start`} disabled={busy}>
          {t("addTimeOff")}
        </button>
      </Form>
    </section>
  );
}
