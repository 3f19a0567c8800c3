/**
 * /dashboard/bookings/{bookingId}/reschedule: the owner moves a booking (issue #32; Premium: Full Booking
 * Management) in two steps that work without JavaScript: a GET form picks the date, then a post picks one of
 * that date's free times with a professional who performs the service. The API decides in one atomic step;
 * a refusal comes back with the choice kept and focused, and the customer is sent the changed booking.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { FormPage, SubmitButton } from "~/components/upload-form";
import { useTranslateMessage } from "~/i18n/translate-message";
import { useCalendarDate } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { DASHBOARD_PATH } from "~/lib/dashboard/dashboard";
import { useRefusal } from "~/lib/forms/use-refusal";
import { pageHeaders } from "~/lib/http/page-headers";
import { moveFormSchema } from "../../graphql/modules/bookings/owner-change-schema";
import { loadMove, moveBooking } from "./dashboard.bookings.$bookingId_.reschedule.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.ownerBookings.moveMetaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export const loader = loadMove;

export const action = moveBooking;

export default function RescheduleBookingPage() {
  const { booking, date, free } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>();
  const t = useT("ownerBookings");
  const translate = useTranslateMessage();
  const formatDate = useCalendarDate();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "move-booking",
    lastResult: answer?.result,
    defaultValue: { date },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moveFormSchema }),
  });
  const choiceError = fields.choice.errors?.[0];
  const kept = String(fields.choice.initialValue ?? "");
  const formError = form.errors?.[0];
  const options = free.flatMap((member) => member.times.map((time) => ({ value: `${member.staffId}|${time}`, time, member })));
  const lead = t("moveLead", {
    customer: booking.customerName,
    service: booking.service.name,
    date: formatDate(booking.date, "long"),
    time: booking.time,
    staff: booking.staff?.name ?? "—",
  });

  return (
    <FormPage back={{ to: DASHBOARD_PATH, label: t("backToDashboard") }} title={t("moveTitle")} lead={lead} toast={answer?.toast}>
      <FormAlert message={formError ? translate.message(formError) : undefined} />
      <Form
        method="get"
        className="mt-8 flex flex-wrap items-end gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      >
        <Field id="move-date" label={t("moveDate")}>
          <input name="date" type="date" required defaultValue={date} />
        </Field>
        <button type="submit" className="h-11 rounded-md border border-[var(--border)] px-4 text-sm font-medium">
          {t("showTimes")}
        </button>
      </Form>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      >
        <input type="hidden" name={fields.date.name} value={date} />
        <fieldset aria-describedby={choiceError ? "choice-error" : undefined}>
          <legend className="text-lg font-semibold">{t("freeTimes", { date: formatDate(date, "long") })}</legend>
          {options.length === 0 ? <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t("noFreeTimes")}</p> : null}
          {free.map((member) =>
            member.times.length === 0 ? null : (
              <div key={member.staffId} className="mt-4">
                <p className="text-sm font-medium">{member.name}</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {member.times.map((time) => {
                    const value = `${member.staffId}|${time}`;
                    return (
                      <li key={value}>
                        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-[var(--border)] px-3 text-sm has-[:checked]:border-brand-600 has-[:focus-visible]:ring-2">
                          <input
                            type="radio"
                            name={fields.choice.name}
                            value={value}
                            required
                            defaultChecked={kept === value}
                            autoFocus={Boolean(choiceError) && (kept ? kept === value : value === options[0]?.value)}
                            aria-label={t("choice", { time, staff: member.name })}
                          />
                          <span aria-hidden="true">{time}</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ),
          )}
          {choiceError ? (
            <p id="choice-error" role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
              {translate.message(choiceError)}
            </p>
          ) : null}
        </fieldset>
        {options.length > 0 ? <SubmitButton busy={busy} label={t("move")} busyLabel={t("moving")} /> : null}
      </Form>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
