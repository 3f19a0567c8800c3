/**
 * The reviewers' list of clinic licences awaiting verification (issue #37): each clinic's authority, number,
 * expiry and advertising permit, and 'Verified' (a plain form post to /admin/registrations's action).
 */
import { Form } from "@remix-run/react";
import type { Translate } from "~/i18n/use-t";

export interface LicenceToReview {
  id: string;
  name: string;
  emirate: string;
  healthLicence: { authority: string; number: string; expiresOn: string; advertisingPermit: string | null; status: string } | null;
}

export function LicenceReview({ clinics, busyWith, t }: { clinics: LicenceToReview[]; busyWith: string | null; t: Translate<"admin"> }) {
  return (
    <section className="mt-12" aria-labelledby="licences-heading">
      <h2 id="licences-heading" className="text-2xl font-bold">
        {t("licencesTitle")}
      </h2>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("licencesLead")}</p>
      {clinics.length === 0 ? (
        <p className="mt-6 rounded-lg border border-[var(--border)] p-6 text-center">{t("licencesNone")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {clinics.map((clinic) =>
            clinic.healthLicence ? (
              <li
                key={clinic.id}
                className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6"
                data-licence-review={clinic.id}
              >
                <h3 className="text-lg font-semibold">{clinic.name}</h3>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="font-medium">{t("licenceAuthority")}</dt>
                  <dd>{clinic.healthLicence.authority}</dd>
                  <dt className="font-medium">{t("licenceNumber")}</dt>
                  <dd dir="ltr">{clinic.healthLicence.number}</dd>
                  <dt className="font-medium">{t("licenceExpires")}</dt>
                  <dd dir="ltr">{clinic.healthLicence.expiresOn}</dd>
                  {clinic.healthLicence.advertisingPermit ? (
                    <>
                      <dt className="font-medium">{t("licencePermit")}</dt>
                      <dd dir="ltr">{clinic.healthLicence.advertisingPermit}</dd>
                    </>
                  ) : null}
                </dl>
                <Form method="post" className="mt-4">
                  <input type="hidden" name="providerId" value={clinic.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="verify-licence"
                    disabled={busyWith === clinic.id}
                    className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                  >
                    {t("licenceVerified")}
                    <span className="sr-only"> {clinic.name}</span>
                  </button>
                </Form>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  );
}
