/** The listing editor's health licence form (clinics only, issue #37): posts without JavaScript; the API checks the format. */
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import type { BrowserChecks } from "~/lib/forms/native-checks";
import { PRIMARY, SECTION, useListingForm, type ListingActionResult, type T } from "./form-state";

const LICENCE_FIELDS = ["authority", "number", "expiresOn", "advertisingPermit"] as const;

export interface LicenceFormData {
  saved: { authority: string; number: string; expiresOn: string; advertisingPermit: string | null; status: string } | null;
  authorities: { name: string; example: string }[];
}

export function LicenceForm({
  licence,
  refused,
  checks,
  busy,
  t,
}: {
  licence: LicenceFormData;
  refused: ListingActionResult | undefined;
  checks: BrowserChecks;
  busy: boolean;
  t: T;
}) {
  const { saved, authorities } = licence;
  const { form, focus, value, field } = useListingForm("licence", refused, checks, LICENCE_FIELDS, {
    authority: saved?.authority ?? authorities[0]?.name ?? "",
    number: saved?.number ?? "",
    expiresOn: saved?.expiresOn ?? "",
    advertisingPermit: saved?.advertisingPermit ?? "",
  });
  const example = (authorities.find((entry) => entry.name === value("authority")) ?? authorities[0])?.example ?? "";
  const status = saved?.status as "VERIFIED" | "AWAITING_VERIFICATION" | "EXPIRED" | undefined;
  return (
    <section className={SECTION} aria-labelledby="licence-heading">
      <h2 id="licence-heading" className="text-xl font-semibold">
        {t("licenceHeading")}
      </h2>
      <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t("licenceIntro")}</p>
      {status ? (
        <p className="mt-2 text-sm" data-licence-status={status.toLowerCase()}>
          <span className="font-medium">{t("licenceStatus")}</span> {t(`licenceStatus${status}`)}
        </p>
      ) : null}
      <FormAlert message={refused && !focus ? refused.message : undefined} />
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" {...form}>
        <input type="hidden" name="intent" value="licence" />
        <Field id="authority" label={t("licenceAuthority")} {...field("authority")}>
          <select name="authority" defaultValue={value("authority")}>
            {authorities.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="number" label={t("licenceNumber")} hint={t("licenceNumberHint", { example })} {...field("number")}>
          <input name="number" dir="ltr" maxLength={30} required defaultValue={value("number")} />
        </Field>
        <Field id="expiresOn" label={t("licenceExpiresOn")} {...field("expiresOn")}>
          <input name="expiresOn" type="date" dir="ltr" required defaultValue={value("expiresOn")} />
        </Field>
        <Field id="advertisingPermit" label={t("licencePermit")} {...field("advertisingPermit")}>
          <input name="advertisingPermit" dir="ltr" maxLength={30} defaultValue={value("advertisingPermit")} />
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY} disabled={busy}>
            {t("saveLicence")}
          </button>
        </div>
      </Form>
    </section>
  );
}
