/**
 * /dashboard/listing/{providerId}/bookings/new: the owner enters a walk-in or phone booking (issue #32;
 * Premium: Full Booking Management). ?staffId=&date=YYYY-MM-DD&time=HH:MM prefill it (the calendar's empty
 * times link here). The form is Conform's over the API's schema (app/lib/forms/walk-in-form.ts): it works
 * without JavaScript, posting to this route's action (the server half), and after a refusal everything
 * typed comes back with each field's message and the first field at fault focused.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { UpgradeCard } from "~/components/dashboard/upgrade-card";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { FormPage, SubmitButton } from "~/components/upload-form";
import { useTranslateMessage } from "~/i18n/translate-message";
import { useT } from "~/i18n/use-t";
import { DASHBOARD_PATH } from "~/lib/dashboard/dashboard";
import { useRefusal } from "~/lib/forms/use-refusal";
import { WALK_IN_FORM_FIELDS, walkInFormSchema, type WalkInFormField } from "~/lib/forms/walk-in-form";
import { pageHeaders } from "~/lib/http/page-headers";
import { enterBooking, loadNewBooking } from "./dashboard.listing.$providerId_.bookings.new.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.ownerBookings.newMetaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export const loader = loadNewBooking;

export const action = enterBooking;

export default function NewBookingPage() {
  const { provider, premium, prefill } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>();
  const t = useT("ownerBookings");
  const translate = useTranslateMessage();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "new-booking",
    lastResult: answer?.result,
    defaultValue: {
      source: "walk_in",
      ...prefill,
      serviceId: prefill.serviceId || (provider.services.length === 1 ? provider.services[0]!.id : ""),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: walkInFormSchema }),
  });
  const errorOf = (name: WalkInFormField) => {
    const message = fields[name].errors?.[0];
    return message ? translate.message(message) : undefined;
  };
  const first = WALK_IN_FORM_FIELDS.find((name) => errorOf(name));
  const fieldProps = (name: WalkInFormField) => ({ id: name, error: errorOf(name), autoFocus: first === name });
  const initial = (name: WalkInFormField) => String(fields[name].initialValue ?? "");
  const formError = form.errors?.[0];

  return (
    <FormPage
      back={{ to: DASHBOARD_PATH, label: t("backToDashboard") }}
      title={t("newTitle")}
      lead={t("newLead", { name: provider.name })}
      toast={answer?.toast}
    >
      {premium ? null : <UpgradeCard alert />}
      <FormAlert message={formError && !first ? translate.message(formError) : undefined} />
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-8 grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:grid-cols-2 sm:p-8"
      >
        <Field {...fieldProps("source")} label={t("source")} wide>
          <select name={fields.source.name} required defaultValue={initial("source")}>
            <option value="walk_in">{t("walkIn")}</option>
            <option value="phone">{t("phone")}</option>
          </select>
        </Field>
        <Field {...fieldProps("serviceId")} label={t("service")}>
          <select name={fields.serviceId.name} required defaultValue={initial("serviceId")}>
            <option value="">{t("chooseService")}</option>
            {provider.services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </select>
        </Field>
        <Field {...fieldProps("staffId")} label={t("professional")}>
          <select name={fields.staffId.name} required defaultValue={initial("staffId")}>
            <option value="">{t("chooseProfessional")}</option>
            {provider.staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </Field>
        <Field {...fieldProps("date")} label={t("date")}>
          <input name={fields.date.name} type="date" required defaultValue={initial("date")} />
        </Field>
        <Field {...fieldProps("time")} label={t("time")}>
          <input name={fields.time.name} type="time" required step={900} defaultValue={initial("time")} />
        </Field>
        <Field {...fieldProps("customerName")} label={t("customerName")}>
          <input
            name={fields.customerName.name}
            type="text"
            required
            maxLength={80}
            autoComplete="off"
            defaultValue={initial("customerName")}
          />
        </Field>
        <Field {...fieldProps("customerPhone")} label={t("customerPhone")}>
          <input name={fields.customerPhone.name} type="tel" required autoComplete="off" defaultValue={initial("customerPhone")} />
        </Field>
        <Field {...fieldProps("customerEmail")} label={t("customerEmail")} hint={t("customerEmailHint")} wide>
          <input name={fields.customerEmail.name} type="email" autoComplete="off" defaultValue={initial("customerEmail")} />
        </Field>
        <SubmitButton busy={busy} label={t("save")} busyLabel={t("saving")} />
      </Form>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
