/**
 * /for-business/register: the business registration form (SPEC §2, §5, §8). Signed-in accounts
 * only. Without JavaScript it is a multipart form post to this route's action, which runs the
 * registerBusiness mutation in-process; with JavaScript the same form is checked in the browser
 * with the API's own schema and sent with an upload progress bar (for-business.register.submit.ts).
 * After a refused submission every typed field comes back; files must be chosen again.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  DESCRIPTION_MAX,
  REGISTRATION_FIELDS,
  validateRegistration,
  type RegistrationField,
} from "../../graphql/modules/businesses/registration-schema";
import { characterCount } from "../../graphql/shared/text";
import { acceptAttribute, acceptedList, checkDeclaredFile, formatSize, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { BUSINESS_TYPES, EMIRATES } from "../../graphql/shared/vocabulary";
import { Field } from "~/components/labelled-field";
import { ServerToast } from "~/components/server-toast";
import { retryAfterHeader, submitRegistration, type RegistrationOutcome } from "~/lib/business-registration.server";
import { pageHeaders } from "~/lib/page-headers";
import { CACHE } from "~/lib/cache";
import { postWithProgress } from "~/lib/post-with-progress";
import { REGISTRATION_TOASTS, registrationFailed, registrationSubmitted, TRY_AGAIN_MESSAGE } from "~/lib/registration-toasts";
import { safeRedirect } from "~/lib/safe-redirect";
import { flashToast } from "~/lib/session.server";
import { showToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { requireViewer } from "~/lib/viewer.server";

export const meta: MetaFunction = () => [
  { title: "Register Your Business — GlowUAE" },
  { name: "description", content: "List your salon, parlour or aesthetic clinic on GlowUAE: register your business for review." },
];

export const headers = pageHeaders;

/** Registering needs an account: anyone else goes to /login and comes back here afterwards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return json(null, { headers: { "Cache-Control": CACHE.none } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitRegistration(request, context);
  if (outcome.kind === "submitted") {
    return safeRedirect(outcome.redirectTo, {
      headers: { "Set-Cookie": await flashToast(request, context, registrationSubmitted(outcome.logoNotice)) },
    });
  }
  if (outcome.kind === "signed_out") return safeRedirect(outcome.redirectTo);
  const toast = outcome.toast ? { id: crypto.randomUUID(), ...outcome.toast } : null;
  return json({ ...outcome, toast }, { status: outcome.status, headers: retryAfterHeader(outcome) });
}

type Refused = Extract<RegistrationOutcome, { kind: "refused" }>;
type FieldErrors = Refused["fieldErrors"];

const { tradeLicense: LICENCE, businessLogo: LOGO } = UPLOAD_PURPOSES;
/** Below this the upload is over before a bar could be read. */
const PROGRESS_THRESHOLD_BYTES = 256 * 1024;
const SUBMIT_PATH = "/for-business/register/submit";

export default function RegisterBusinessPage() {
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(actionData?.fieldErrors ?? {});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const values = actionData?.values;
  const [descriptionLength, setDescriptionLength] = useState(characterCount(values?.shortDescription ?? ""));
  const chooseAgain = new Set(actionData?.chosenFiles ?? []);

  useEffect(() => setErrors(actionData?.fieldErrors ?? {}), [actionData]);

  function focusFirstError(fieldErrors: FieldErrors) {
    const first = REGISTRATION_FIELDS.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    if (form.get("agreedToTerms") !== "on") {
      showToast(REGISTRATION_TOASTS.terms);
      return;
    }
    // The API's own rules, as hints before anything is sent; the server checks again.
    const checked = validateRegistration({ ...Object.fromEntries(form), agreedToTerms: true });
    const hints: FieldErrors = checked.ok ? {} : { ...checked.errors };
    const licence = form.get("tradeLicense");
    const logo = form.get("logo");
    if (!(licence instanceof File) || licence.size === 0)
      hints.tradeLicense = `Please choose your trade licence (${acceptedList(LICENCE)}).`;
    else hints.tradeLicense = checkDeclaredFile(LICENCE, licence) ?? undefined;
    if (logo instanceof File && logo.size > 0) hints.logo = checkDeclaredFile(LOGO, logo) ?? undefined;
    const problems = Object.fromEntries(Object.entries(hints).filter(([, message]) => message)) as FieldErrors;
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstError(problems);
      return;
    }

    setBusy(true);
    setProgress(null);
    try {
      const answer = await postWithProgress<RegistrationOutcome>(SUBMIT_PATH, form, (sent, total) => {
        if (total >= PROGRESS_THRESHOLD_BYTES) setProgress(Math.round((sent / total) * 100));
      });
      const outcome = answer.body;
      if (outcome?.kind === "submitted") {
        showToast(registrationSubmitted(outcome.logoNotice));
        navigate(outcome.redirectTo);
        return;
      }
      if (outcome?.kind === "signed_out") {
        window.location.assign(outcome.redirectTo);
        return;
      }
      if (outcome?.kind === "refused") {
        setErrors(outcome.fieldErrors);
        if (outcome.toast) showToast(outcome.toast);
        focusFirstError(outcome.fieldErrors);
      } else if (answer.status === 413) {
        showToast(
          registrationFailed(
            `The files are too large together: a trade licence can be at most ${formatSize(LICENCE.maxBytes)} and a logo ${formatSize(LOGO.maxBytes)}.`,
          ),
        );
      } else {
        showToast(registrationFailed(TRY_AGAIN_MESSAGE));
      }
    } catch {
      showToast(registrationFailed("The registration could not be sent. Check your connection and try again."));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const errorFor = (field: RegistrationField) => errors[field];
  const firstError = REGISTRATION_FIELDS.find((field) => errors[field]);
  // After a refused post the page is new: focus starts at the first field to fix (without JavaScript too).
  const firstRefused = REGISTRATION_FIELDS.find((field) => actionData?.fieldErrors[field]);
  const fieldProps = (field: RegistrationField) => ({ id: field, error: errorFor(field), autoFocus: field === firstRefused });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold">Register Your Business</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">
        List your salon, parlour or clinic on GlowUAE. We review every registration before it goes live.
      </p>
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={hydrated ? submit : undefined}
        className="mt-8 grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        aria-describedby={firstError ? "registration-errors" : undefined}
      >
        {firstError ? (
          <p id="registration-errors" role="alert" className="text-sm font-medium text-red-700 dark:text-red-400 sm:col-span-2">
            Please check the highlighted fields.
          </p>
        ) : null}
        <Field {...fieldProps("businessName")} label="Business Name">
          <input name="businessName" type="text" required maxLength={120} autoComplete="organization" defaultValue={values?.businessName} />
        </Field>
        <Field {...fieldProps("businessType")} label="Business Type">
          <select name="businessType" required defaultValue={values?.businessType ?? ""}>
            <option value="" disabled>
              Select business type
            </option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field {...fieldProps("fullAddress")} label="Full Address" wide>
          <input name="fullAddress" type="text" required maxLength={300} autoComplete="street-address" defaultValue={values?.fullAddress} />
        </Field>
        <Field {...fieldProps("emirate")} label="Emirate">
          <select name="emirate" required defaultValue={values?.emirate ?? ""}>
            <option value="" disabled>
              Select emirate
            </option>
            {EMIRATES.map((emirate) => (
              <option key={emirate} value={emirate}>
                {emirate}
              </option>
            ))}
          </select>
        </Field>
        <Field {...fieldProps("contactPersonName")} label="Contact Person Name">
          <input
            name="contactPersonName"
            type="text"
            required
            maxLength={120}
            autoComplete="name"
            defaultValue={values?.contactPersonName}
          />
        </Field>
        <Field {...fieldProps("businessEmail")} label="Business Email">
          <input name="businessEmail" type="email" required autoComplete="email" defaultValue={values?.businessEmail} />
        </Field>
        <Field {...fieldProps("businessPhone")} label="Business Phone" hint="A UAE number, e.g. 04 123 4567 or 050 123 4567.">
          <input name="businessPhone" type="tel" required autoComplete="tel" defaultValue={values?.businessPhone} />
        </Field>
        <Field
          {...fieldProps("shortDescription")}
          label="Short Description"
          hint={hydrated ? `${descriptionLength}/${DESCRIPTION_MAX} characters` : `At most ${DESCRIPTION_MAX} characters.`}
          hintLive={hydrated}
          wide
        >
          <textarea
            name="shortDescription"
            required
            rows={3}
            maxLength={DESCRIPTION_MAX}
            defaultValue={values?.shortDescription}
            onChange={(event) => setDescriptionLength(characterCount(event.currentTarget.value))}
          />
        </Field>
        <Field
          {...fieldProps("tradeLicense")}
          label="Trade License"
          hint={`${acceptedList(LICENCE)}, at most ${formatSize(LICENCE.maxBytes)}.`}
          note={
            chooseAgain.has("tradeLicense")
              ? "Please choose your trade licence again: files are not kept after a refused submission."
              : undefined
          }
        >
          <input name="tradeLicense" type="file" required accept={acceptAttribute(LICENCE)} className="text-sm" />
        </Field>
        <Field
          {...fieldProps("logo")}
          label="Business Logo (optional)"
          hint={`${acceptedList(LOGO)}, at most ${formatSize(LOGO.maxBytes)}.`}
          note={chooseAgain.has("logo") ? "Please choose your logo again: files are not kept after a refused submission." : undefined}
        >
          <input name="logo" type="file" accept={acceptAttribute(LOGO)} className="text-sm" />
        </Field>
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id="agreedToTerms"
              name="agreedToTerms"
              type="checkbox"
              defaultChecked={values?.agreedToTerms}
              autoFocus={firstRefused === "agreedToTerms"}
              aria-invalid={errorFor("agreedToTerms") ? true : undefined}
              className="mt-1 h-4 w-4 accent-brand-600"
            />
            <label htmlFor="agreedToTerms" className="text-sm">
              I agree to the{" "}
              <Link to="/terms-for-business" className="font-medium text-brand-600 underline" target="_blank" rel="noopener">
                Terms and Conditions
              </Link>{" "}
              for business listings.
            </label>
          </div>
        </div>
        {progress !== null ? (
          <div className="grid gap-1 sm:col-span-2">
            <progress
              id="upload-progress"
              max={100}
              value={progress}
              aria-label="Upload progress"
              className="h-2 w-full accent-brand-600"
            />
            <p className="text-xs text-[var(--muted-foreground)]" aria-live="polite">
              Uploading… {progress}%
            </p>
          </div>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-md bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:col-span-2 sm:justify-self-start"
        >
          {busy ? "Submitting..." : "Submit Registration"}
        </button>
      </form>
      <ServerToast toast={actionData?.toast} />
    </section>
  );
}
