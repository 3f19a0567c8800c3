import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import type { BrowserChecks } from "~/lib/forms/native-checks";
import { OUTLINE, PRIMARY, SECTION, useListingForm, type ListingActionResult, type Provider, type T, type Values } from "./form-state";

const SERVICE_FIELDS = ["name", "priceAed", "durationMinutes"] as const;

/** A service's form: an existing one's (with its id) or a new one's; 'Save' or 'Add service'. */
function ServiceForm({
  service,
  refused,
  checks,
  busy,
  t,
}: {
  service?: Provider["services"][number];
  refused: ListingActionResult | undefined;
  checks: BrowserChecks;
  busy: boolean;
  t: T;
}) {
  const idPrefix = service ? `service-${service.id}` : "new-service";
  const saved: Values = service
    ? { name: service.name, priceAed: String(service.priceAed), durationMinutes: String(service.durationMinutes) }
    : {};
  const { form, value, field, max } = useListingForm(idPrefix, refused, checks, SERVICE_FIELDS, saved);
  return (
    <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" {...form}>
      <input type="hidden" name="intent" value="save-service" />
      {service ? <input type="hidden" name="serviceId" value={service.id} /> : null}
      <Field id={`${idPrefix}-name`} label={t("service")} {...field("name")}>
        <input name="name" maxLength={max("name")} required defaultValue={value("name")} />
      </Field>
      <Field id={`${idPrefix}-price`} label={t("price")} {...field("priceAed")}>
        <input name="priceAed" inputMode="decimal" dir="ltr" required defaultValue={value("priceAed")} />
      </Field>
      <Field id={`${idPrefix}-duration`} label={t("duration")} {...field("durationMinutes")}>
        <input name="durationMinutes" inputMode="numeric" dir="ltr" required defaultValue={value("durationMinutes")} />
      </Field>
      <button type="submit" className={PRIMARY} disabled={busy}>
        {service ? (
          <>
            {t("save")}
            <span className="sr-only">{` ${service.name}`}</span>
          </>
        ) : (
          t("addService")
        )}
      </button>
    </Form>
  );
}

export function ServicesSection({
  provider,
  mine,
  checks,
  busy,
  t,
}: {
  provider: Provider;
  mine: (formName: string) => ListingActionResult | undefined;
  checks: BrowserChecks;
  busy: boolean;
  t: T;
}) {
  return (
    <section className={SECTION} aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-xl font-semibold">
        {t("services")}
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("servicesLead")}</p>
      {provider.services.length === 0 ? (
        <p className="mt-4 text-[var(--muted-foreground)]">{t("noServices")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {provider.services.map((service) => {
            const refused = mine(`service-${service.id}`);
            const onlyMessage = refused && Object.keys(refused.result.error ?? {}).length === 0;
            return (
              <li key={service.id} className="rounded-lg border border-[var(--border)] p-4">
                <FormAlert message={onlyMessage ? refused.message : undefined} />
                <ServiceForm service={service} refused={refused} checks={checks} busy={busy} t={t} />
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="remove-service" />
                  <input type="hidden" name="serviceId" value={service.id} />
                  <button type="submit" className={`${OUTLINE} text-red-700 dark:text-red-400`} disabled={busy}>
                    {t("remove")}
                    <span className="sr-only">{` ${service.name}`}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t("addAService")}</h3>
      {/* A new form once a service is added (the list changed): a second press cannot send the same service again. */}
      <ServiceForm
        key={provider.services.map((service) => service.id).join(" ")}
        refused={mine("new-service")}
        checks={checks}
        busy={busy}
        t={t}
      />
    </section>
  );
}
