/**
 * /for-business/register: the business registration form. Signed-in accounts
 * only. Without JavaScript it is a multipart form post to this route's action, which runs the
 * registerBusiness mutation in-process; with JavaScript Conform checks the same form in the browser
 * with the API's own schema (app/lib/forms/upload-forms.ts) and it is sent with an upload progress
 * bar (for-business.register.submit.ts). After a refused submission every typed field comes back
 * (Conform's reply); files must be chosen again.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useHref, useLoaderData, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { DESCRIPTION_MAX, REGISTRATION_FIELDS, REGISTRATION_LICENCE_FIELDS } from "../../graphql/modules/businesses/registration-schema";
import { formatSize, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { BUSINESS_TYPES, EMIRATES } from "../../graphql/shared/vocabulary";
import { VerifiedEmailOnly } from "~/components/account-emails/account-card";
import { Field } from "~/components/labelled-field";
import {
  ConformUploadCard,
  ConsentBox,
  CountedTextField,
  FileField,
  FormPage,
  SubmitButton,
  useUploadConform,
  VocabularyField,
} from "~/components/upload-form";
import { pathInLocale } from "~/i18n/locale";
import { useLocale, useT } from "~/i18n/use-t";
import { submitRegistration, type RegistrationOutcome } from "~/lib/forms/business-registration.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { postWithProgress } from "~/lib/forms/post-with-progress";
import { formPageLoader, refusedResponse, type UploadRefusal } from "~/lib/forms/public-forms.server";
import { registrationFormSchema } from "~/lib/forms/upload-forms";
import { useRefusal } from "~/lib/forms/use-refusal";
import { REGISTRATION_TOASTS, registrationFailed, registrationSubmitted } from "~/lib/forms/registration-toasts";
import { formatToasts } from "~/i18n/coded-messages.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { flashToast } from "~/lib/auth/session.server";
import { said, showToast } from "~/lib/ui/toast";
import { pageMeta } from "~/components/content/page-meta";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("registration"));

export const headers = pageHeaders;

/** Registering needs an account. */
export const loader = (args: LoaderFunctionArgs) =>
  formPageLoader(args, "registration", ["uploads", "registration"], () => ({
    // The toasts the browser says on its own (its check, the upload's answer), in the page's language;
    // the logo's notice goes in the success toast's `{notice}`.
    toasts: formatToasts(args.context.locale, {
      terms: REGISTRATION_TOASTS.terms,
      submitted: REGISTRATION_TOASTS.submitted,
      submittedWithNotice: {
        ...REGISTRATION_TOASTS.submitted,
        description: said("REGISTRATION_SUBMITTED_WITH_NOTICE", { notice: "{notice}" }),
      },
      tooLarge: registrationFailed(
        said("REGISTRATION_FILES_TOO_LARGE", { licence: formatSize(LICENCE.maxBytes), logo: formatSize(LOGO.maxBytes) }),
      ),
      notSaved: registrationFailed(said("REGISTRATION_NOT_SAVED")),
      notSent: registrationFailed(said("REGISTRATION_NOT_SENT")),
    }),
  }));

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitRegistration(request, context);
  if (outcome.kind === "submitted") {
    const toast = registrationSubmitted(outcome.logoNotice);
    return safeRedirect(outcome.redirectTo, { headers: { "Set-Cookie": await flashToast(request, context, toast) } });
  }
  if (outcome.kind === "signed_out") return safeRedirect(outcome.redirectTo);
  return refusedResponse(outcome);
}

const { tradeLicense: LICENCE, businessLogo: LOGO } = UPLOAD_PURPOSES;
/** Below this the upload is over before a bar could be read. */
const PROGRESS_THRESHOLD_BYTES = 256 * 1024;
const OWN_PATH = "/for-business/register";
const SUBMIT_PATH = `${OWN_PATH}/submit`;

export default function RegisterBusinessPage() {
  const actionData = useRefusal<typeof action>();
  const { toasts, unverifiedEmail } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const t = useT("registration");
  // Paths the browser is sent to by hand keep the page's language (/ar): the router's own links do already.
  const submitPath = useHref(SUBMIT_PATH);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // The upload route's refusal, answered in place (with JavaScript), else the page action's.
  const [sent, setSent] = useState<UploadRefusal | null>(null);
  const answer = sent ?? actionData;
  const { form, fieldProps, valueProps, fileProps, typed, ticked } = useUploadConform({
    id: "registration",
    path: OWN_PATH,
    schema: registrationFormSchema,
    fields: [...REGISTRATION_FIELDS, ...REGISTRATION_LICENCE_FIELDS],
    answer,
    // The terms first, as their toast: the other fields say their own messages.
    onRefused: ({ agreedToTerms }) => {
      if (agreedToTerms) showToast(toasts.terms);
    },
    onValid: (data) => void upload(data),
  });

  async function upload(data: FormData) {
    if (busy) return;
    setBusy(true);
    setProgress(null);
    try {
      const answer = await postWithProgress<RegistrationOutcome>(submitPath, data, (sent, total) => {
        if (total >= PROGRESS_THRESHOLD_BYTES) setProgress(Math.round((sent / total) * 100));
      });
      const outcome = answer.body;
      if (outcome?.kind === "submitted") {
        const { submitted, submittedWithNotice } = toasts;
        // The server said the logo's notice in the page's language.
        const notice = outcome.logoNotice;
        showToast(
          notice ? { ...submittedWithNotice, description: submittedWithNotice.description?.replace("{notice}", notice) } : submitted,
        );
        navigate(outcome.redirectTo);
      } else if (outcome?.kind === "signed_out") {
        window.location.assign(pathInLocale(outcome.redirectTo, locale));
      } else if (outcome?.kind === "refused") {
        setSent(outcome);
        if (outcome.toast) showToast(outcome.toast);
      } else if (answer.status === 413) {
        showToast(toasts.tooLarge);
      } else {
        showToast(toasts.notSaved);
      }
    } catch {
      showToast(toasts.notSent);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <FormPage title={t("title")} lead={t("lead")} toast={actionData?.toast}>
      <VerifiedEmailOnly unverifiedEmail={unverifiedEmail} returnTo={OWN_PATH}>
        <ConformUploadCard id="registration" form={form}>
          <Field {...fieldProps("businessName")} label={t("businessName")}>
            <input
              name="businessName"
              type="text"
              required
              maxLength={120}
              autoComplete="organization"
              defaultValue={typed("businessName")}
            />
          </Field>
          <VocabularyField
            {...valueProps("businessType")}
            label={t("businessType")}
            placeholder={t("selectBusinessType")}
            choices={BUSINESS_TYPES}
          />
          <Field {...fieldProps("fullAddress")} label={t("fullAddress")} wide>
            <input
              name="fullAddress"
              type="text"
              required
              maxLength={300}
              autoComplete="street-address"
              defaultValue={typed("fullAddress")}
            />
          </Field>
          <VocabularyField {...valueProps("emirate")} label={t("emirate")} placeholder={t("selectEmirate")} choices={EMIRATES} />
          <Field {...fieldProps("contactPersonName")} label={t("contactPersonName")}>
            <input
              name="contactPersonName"
              type="text"
              required
              maxLength={120}
              autoComplete="name"
              defaultValue={typed("contactPersonName")}
            />
          </Field>
          <Field {...fieldProps("businessEmail")} label={t("businessEmail")}>
            <input name="businessEmail" type="email" required autoComplete="email" dir="ltr" defaultValue={typed("businessEmail")} />
          </Field>
          <Field {...fieldProps("businessPhone")} label={t("businessPhone")} hint={t("phoneHint")}>
            <input name="businessPhone" type="tel" required autoComplete="tel" dir="ltr" defaultValue={typed("businessPhone")} />
          </Field>
          <CountedTextField {...valueProps("shortDescription")} label={t("shortDescription")} max={DESCRIPTION_MAX} rows={3} />
          <FileField
            {...fileProps("tradeLicense")}
            purpose={LICENCE}
            label={t("tradeLicense")}
            chooseAgain={t("chooseLicenceAgain")}
            required
          />
          <FileField {...fileProps("logo")} purpose={LOGO} label={t("logo")} chooseAgain={t("chooseLogoAgain")} />
          <fieldset className="grid gap-4 rounded-lg border border-[var(--border)] p-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{t("clinicLicence")}</legend>
            <Field {...fieldProps("healthAuthority")} label={t("healthAuthority")}>
              <select name="healthAuthority" defaultValue={typed("healthAuthority")}>
                <option value="">{t("emiratesAuthority")}</option>
                {["DHA", "DHCR", "DOH", "MOHAP"].map((authority) => (
                  <option key={authority} value={authority}>
                    {authority}
                  </option>
                ))}
              </select>
            </Field>
            <Field {...fieldProps("healthLicenceNumber")} label={t("healthLicenceNumber")}>
              <input name="healthLicenceNumber" type="text" maxLength={30} dir="ltr" defaultValue={typed("healthLicenceNumber")} />
            </Field>
            <Field {...fieldProps("healthLicenceExpiresOn")} label={t("healthLicenceExpiresOn")}>
              <input name="healthLicenceExpiresOn" type="date" dir="ltr" defaultValue={typed("healthLicenceExpiresOn")} />
            </Field>
            <Field {...fieldProps("advertisingPermit")} label={t("advertisingPermit")}>
              <input name="advertisingPermit" type="text" maxLength={30} dir="ltr" defaultValue={typed("advertisingPermit")} />
            </Field>
          </fieldset>
          <ConsentBox
            {...fieldProps("agreedToTerms")}
            defaultChecked={ticked("agreedToTerms")}
            label={
              <>
                {t("agreeBefore")}{" "}
                <Link to="/terms-for-business" className="font-medium text-brand-600 underline" target="_blank" rel="noopener">
                  {t("termsLink")}
                </Link>{" "}
                {t("agreeAfter")}
              </>
            }
          />
          {progress !== null ? <UploadProgress percent={progress} /> : null}
          <SubmitButton busy={busy} label={t("submit")} busyLabel={t("submitting")} />
        </ConformUploadCard>
      </VerifiedEmailOnly>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

function UploadProgress({ percent }: { percent: number }) {
  const t = useT("forms");
  return (
    <div className="grid gap-1 sm:col-span-2">
      <progress id="upload-progress" max={100} value={percent} aria-label={t("uploadProgress")} className="h-2 w-full accent-brand-600" />
      <p className="text-xs text-[var(--muted-foreground)]" aria-live="polite">
        {t("uploading", { percent })}
      </p>
    </div>
  );
}
