/**
 * /for-business/register: the business registration form. Signed-in accounts
 * only. Without JavaScript it is a multipart form post to this route's action, which runs the
 * registerBusiness mutation in-process; with JavaScript the same form is checked in the browser
 * with the API's own schema and sent with an upload progress bar (for-business.register.submit.ts).
 * After a refused submission every typed field comes back; files must be chosen again.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useHref, useLoaderData, useNavigate } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import {
  DESCRIPTION_MAX,
  REGISTRATION_FIELDS,
  validateRegistration,
  type FieldErrors,
} from "../../graphql/modules/businesses/registration-schema";
import { acceptedList, checkDeclaredFile, formatSize, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { BUSINESS_TYPES, EMIRATES } from "../../graphql/shared/vocabulary";
import { Field } from "~/components/labelled-field";
import {
  ConsentBox,
  CountedTextField,
  FileField,
  FormPage,
  SubmitButton,
  UploadFormCard,
  useUploadForm,
  VocabularyField,
} from "~/components/upload-form";
import { pathInLocale } from "~/i18n/locale";
import { useLocale, useT } from "~/i18n/use-t";
import { submitRegistration, type RegistrationOutcome } from "~/lib/forms/business-registration.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { postWithProgress } from "~/lib/forms/post-with-progress";
import { formPageLoader, refusedResponse } from "~/lib/forms/public-forms.server";
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
  const actionData = useActionData<typeof action>();
  const { toasts } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const t = useT("registration");
  // Paths the browser is sent to by hand keep the page's language (/ar): the router's own links do already.
  const submitPath = useHref(SUBMIT_PATH);
  const locale = useLocale();
  const form = useUploadForm(OWN_PATH, REGISTRATION_FIELDS, actionData);
  const { show, fieldProps, valueProps, fileProps, translate } = form;
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const values = actionData?.values;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    if (data.get("agreedToTerms") !== "on") {
      showToast(toasts.terms);
      return;
    }
    // The API's own rules, as hints before anything is sent; the server checks again.
    const checked = validateRegistration({ ...Object.fromEntries(data), agreedToTerms: true });
    const hints: FieldErrors = checked.ok ? {} : { ...checked.errors };
    const licence = data.get("tradeLicense");
    const logo = data.get("logo");
    if (!(licence instanceof File) || licence.size === 0)
      hints.tradeLicense = `Please choose your trade licence (${acceptedList(LICENCE)}).`;
    else hints.tradeLicense = checkDeclaredFile(LICENCE, licence) ?? undefined;
    if (logo instanceof File && logo.size > 0) hints.logo = checkDeclaredFile(LOGO, logo) ?? undefined;
    if (show(translate.errors(hints))) return;

    setBusy(true);
    setProgress(null);
    try {
      const answer = await postWithProgress<RegistrationOutcome>(submitPath, data, (sent, total) => {
        if (total >= PROGRESS_THRESHOLD_BYTES) setProgress(Math.round((sent / total) * 100));
      });
      const outcome = answer.body;
      if (outcome?.kind === "submitted") {
        const { submitted, submittedWithNotice } = toasts;
        const notice = outcome.logoNotice ? translate.message(outcome.logoNotice) : null;
        showToast(
          notice ? { ...submittedWithNotice, description: submittedWithNotice.description?.replace("{notice}", notice) } : submitted,
        );
        navigate(outcome.redirectTo);
      } else if (outcome?.kind === "signed_out") {
        window.location.assign(pathInLocale(outcome.redirectTo, locale));
      } else if (outcome?.kind === "refused") {
        show(outcome.fieldErrors);
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
      <UploadFormCard id="registration" form={form} onSubmit={(event) => void submit(event)}>
        <Field {...fieldProps("businessName")} label={t("businessName")}>
          <input name="businessName" type="text" required maxLength={120} autoComplete="organization" defaultValue={values?.businessName} />
        </Field>
        <VocabularyField
          {...valueProps("businessType")}
          label={t("businessType")}
          placeholder={t("selectBusinessType")}
          choices={BUSINESS_TYPES}
        />
        <Field {...fieldProps("fullAddress")} label={t("fullAddress")} wide>
          <input name="fullAddress" type="text" required maxLength={300} autoComplete="street-address" defaultValue={values?.fullAddress} />
        </Field>
        <VocabularyField {...valueProps("emirate")} label={t("emirate")} placeholder={t("selectEmirate")} choices={EMIRATES} />
        <Field {...fieldProps("contactPersonName")} label={t("contactPersonName")}>
          <input
            name="contactPersonName"
            type="text"
            required
            maxLength={120}
            autoComplete="name"
            defaultValue={values?.contactPersonName}
          />
        </Field>
        <Field {...fieldProps("businessEmail")} label={t("businessEmail")}>
          <input name="businessEmail" type="email" required autoComplete="email" dir="ltr" defaultValue={values?.businessEmail} />
        </Field>
        <Field {...fieldProps("businessPhone")} label={t("businessPhone")} hint={t("phoneHint")}>
          <input name="businessPhone" type="tel" required autoComplete="tel" dir="ltr" defaultValue={values?.businessPhone} />
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
        <ConsentBox
          {...fieldProps("agreedToTerms")}
          defaultChecked={values?.agreedToTerms}
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
      </UploadFormCard>
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
