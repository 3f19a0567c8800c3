/**
 * /careers/post: the job posting form (SPEC §2 Careers, §4 'Posting Job...', §5 Job post and Premium
 * gating, §8). Signed-in accounts only; posting is Premium's (decision 017): a Basic account is told
 * so before it types, and the API answers PremiumRequired if it posts anyway. Without JavaScript it
 * is a multipart form post to this route's action, which runs the postJob mutation in-process; with
 * JavaScript the API's own schema gives hints first. After a refusal every typed field comes back.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  JOB_FIELDS,
  JOB_SALARY_MAX,
  JOB_TEXT_FIELDS,
  JOB_TEXT_MAX,
  JOB_TITLE_MAX,
  validateJob,
  type JobFieldErrors,
} from "../../graphql/modules/jobs/job-schema";
import { premiumRequiredMessage } from "../../graphql/modules/plans/rules";
import { acceptAttribute, acceptedList, checkDeclaredFile, formatSize, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { JOB_LOCATIONS, JOB_TYPES } from "../../graphql/shared/vocabulary";
import { Field } from "~/components/labelled-field";
import { ServerToast } from "~/components/server-toast";
import { CACHE } from "~/lib/cache";
import { premiumFeatureToast, SUBSCRIPTION_PATH } from "~/lib/dashboard";
import { fileField, readForm, textField } from "~/lib/form-data.server";
import { runMutation } from "~/lib/graphql.server";
import { pageHeaders, retryAfterHeaders } from "~/lib/page-headers";
import { uploadFailed } from "~/lib/registration-toasts";
import { loginPathFor, safeRedirect } from "~/lib/safe-redirect";
import { flashToast } from "~/lib/session.server";
import { showToast, type ToastMessage } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { hasPremium } from "~/lib/viewer";
import { requireViewer } from "~/lib/viewer.server";

export const meta: MetaFunction = () => [
  { title: "Post a Job — GlowUAE Careers" },
  { name: "description", content: "Hire stylists, therapists and clinicians across the UAE." },
];

export const headers = pageHeaders;

const POST_JOB_PATH = "/careers/post";
const LOGO = UPLOAD_PURPOSES.jobLogo;
const FIX_FIELDS_MESSAGE = "Please check the highlighted fields.";
const TRY_AGAIN_MESSAGE = "We could not post your job just now. Please try again in a few minutes.";
const JOB_POSTED: ToastMessage = { title: "Job Posted Successfully!" };
const jobPostingFailed = (message: string): ToastMessage => ({ title: "Job Posting Failed", description: message, variant: "destructive" });

/** Posting needs an account: anyone else goes to /login and comes back here afterwards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  return json({ premium: hasPremium(viewer.plan) }, { headers: { "Cache-Control": CACHE.none } });
}

type JobValues = Record<(typeof JOB_TEXT_FIELDS)[number], string> & { confirmAccuracy: boolean };

export async function action({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const form = await readForm(request);
  const values: JobValues = {
    ...(Object.fromEntries(JOB_TEXT_FIELDS.map((field) => [field, textField(form, field)])) as Record<
      (typeof JOB_TEXT_FIELDS)[number],
      string
    >),
    confirmAccuracy: textField(form, "confirmAccuracy") === "on",
  };
  const logo = fileField(form, "logo");
  const refused = (status: number, toast: ToastMessage, fieldErrors: JobFieldErrors = {}, extra: { premiumRequired?: boolean } = {}) =>
    json(
      { values, fieldErrors, logoChosen: logo !== null, premiumRequired: false, ...extra, toast: { id: crypto.randomUUID(), ...toast } },
      { status },
    );

  if (!form) return refused(400, jobPostingFailed("The form could not be read. Please choose the logo again and resend it."));

  let result: ResultOf<typeof POST_JOB_MUTATION>["postJob"];
  try {
    result = (await runMutation(context, request, POST_JOB_MUTATION, { input: values, logo })).postJob;
  } catch (error) {
    console.error("Posting a job failed unexpectedly:", error);
    return refused(503, jobPostingFailed(TRY_AGAIN_MESSAGE));
  }
  switch (result.__typename) {
    case "JobPosted":
      return safeRedirect("/careers", { headers: { "Set-Cookie": await flashToast(request, context, JOB_POSTED) } });
    case "NotSignedIn":
      return safeRedirect(loginPathFor(POST_JOB_PATH));
    case "PremiumRequired":
      return refused(403, premiumFeatureToast(result.message), {}, { premiumRequired: true });
    case "UploadFailed":
      return refused(503, uploadFailed(result.bucket, result.message));
    case "TooManyAttempts": {
      const response = refused(429, jobPostingFailed(result.message));
      for (const [name, value] of Object.entries(retryAfterHeaders(result.retryAfterSeconds))) response.headers.set(name, value);
      return response;
    }
    case "PostJobInvalid": {
      const errors = Object.fromEntries(result.fieldErrors.map((error) => [error.field, error.message])) as JobFieldErrors;
      return refused(400, jobPostingFailed(result.message), errors);
    }
  }
}

export default function PostJobPage() {
  const { premium } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<JobFieldErrors>(actionData?.fieldErrors ?? {});
  const busy = navigation.state === "submitting" && navigation.formAction === POST_JOB_PATH;
  const values = actionData?.values;
  const premiumRequired = !premium || actionData?.premiumRequired;

  useEffect(() => {
    const fieldErrors = actionData?.fieldErrors ?? {};
    setErrors(fieldErrors);
    focusFirstError(fieldErrors);
  }, [actionData]);

  function focusFirstError(fieldErrors: JobFieldErrors) {
    const first = JOB_FIELDS.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  // With JavaScript: the API's rules as hints before anything is sent.
  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const checked = validateJob({
      ...Object.fromEntries(JOB_TEXT_FIELDS.map((field) => [field, String(form.get(field) ?? "")])),
      confirmAccuracy: form.get("confirmAccuracy") === "on",
    });
    const hints: JobFieldErrors = checked.ok ? {} : { ...checked.errors };
    const logo = form.get("logo");
    const logoProblem = logo instanceof File && logo.size > 0 ? checkDeclaredFile(LOGO, logo) : null;
    if (logoProblem) hints.logo = logoProblem;
    setErrors(hints);
    if (Object.keys(hints).length === 0) return;
    event.preventDefault();
    showToast(jobPostingFailed(FIX_FIELDS_MESSAGE));
    focusFirstError(hints);
  }

  const firstError = JOB_FIELDS.find((field) => errors[field]);
  const field = (name: (typeof JOB_FIELDS)[number]) => ({ id: name, error: errors[name], autoFocus: firstError === name });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/careers" className="text-sm text-brand-600 underline">
        Back to Careers
      </Link>
      <h1 className="mt-3 text-3xl font-bold">Post a New Job</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">Reach beauty and wellness professionals across the UAE.</p>
      {premiumRequired ? (
        <div role="alert" className="mt-6 rounded-xl border border-brand-500 bg-brand-50 p-6 text-stone-900">
          <h2 className="text-xl font-semibold">Premium Feature</h2>
          <p className="mt-1">{premiumRequiredMessage("postJob")}</p>
          <Link
            to={SUBSCRIPTION_PATH}
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Subscribe Now
          </Link>
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={hydrated ? check : undefined}
        className="mt-8 grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        aria-describedby={firstError ? "job-errors" : undefined}
      >
        {firstError ? (
          <p id="job-errors" role="alert" className="text-sm font-medium text-red-700 dark:text-red-400 sm:col-span-2">
            {FIX_FIELDS_MESSAGE}
          </p>
        ) : null}
        <Field {...field("title")} label="Job Title" wide>
          <input name="title" type="text" required maxLength={JOB_TITLE_MAX} defaultValue={values?.title} />
        </Field>
        <Field {...field("companyName")} label="Company Name" wide>
          <input name="companyName" type="text" required maxLength={JOB_TITLE_MAX} defaultValue={values?.companyName} />
        </Field>
        <Field {...field("location")} label="Location">
          <select name="location" required defaultValue={values?.location ?? ""}>
            <option value="" disabled>
              Select location
            </option>
            {JOB_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </select>
        </Field>
        <Field {...field("jobType")} label="Job Type">
          <select name="jobType" required defaultValue={values?.jobType ?? ""}>
            <option value="" disabled>
              Select job type
            </option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field {...field("salaryRange")} label="Salary Range (optional)" hint="e.g. AED 6,000 - 8,000 / month" wide>
          <input name="salaryRange" type="text" maxLength={JOB_SALARY_MAX} defaultValue={values?.salaryRange} />
        </Field>
        <Field {...field("description")} label="Job Description" wide>
          <textarea name="description" required rows={6} maxLength={JOB_TEXT_MAX} defaultValue={values?.description} />
        </Field>
        <Field {...field("requirements")} label="Requirements" hint="One requirement per line." wide>
          <textarea name="requirements" required rows={5} maxLength={JOB_TEXT_MAX} defaultValue={values?.requirements} />
        </Field>
        <Field
          {...field("logo")}
          label="Company Logo (optional)"
          hint={`${acceptedList(LOGO)}, at most ${formatSize(LOGO.maxBytes)}.`}
          note={actionData?.logoChosen ? "Please choose your logo again: files are not kept after a refused submission." : undefined}
          wide
        >
          <input name="logo" type="file" accept={acceptAttribute(LOGO)} className="text-sm" />
        </Field>
        <div className="grid gap-1.5 sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id="confirmAccuracy"
              name="confirmAccuracy"
              type="checkbox"
              required
              defaultChecked={values?.confirmAccuracy}
              autoFocus={firstError === "confirmAccuracy"}
              aria-invalid={errors.confirmAccuracy ? true : undefined}
              aria-describedby={errors.confirmAccuracy ? "confirmAccuracy-error" : undefined}
              className="mt-1 h-4 w-4 accent-brand-600"
            />
            <label htmlFor="confirmAccuracy" className="text-sm">
              I confirm that the information provided is accurate.
            </label>
          </div>
          {errors.confirmAccuracy ? (
            <p id="confirmAccuracy-error" className="text-xs font-medium text-red-700 dark:text-red-400">
              {errors.confirmAccuracy}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-md bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:col-span-2 sm:justify-self-start"
        >
          {busy ? "Posting Job..." : "Post Job"}
        </button>
      </Form>
      <ServerToast toast={actionData?.toast} />
    </section>
  );
}

const POST_JOB_MUTATION = graphql(`
  mutation PostJobForm($input: PostJobInput!, $logo: File) {
    postJob(input: $input, logo: $logo) {
      __typename
      ... on JobPosted {
        job {
          id
        }
      }
      ... on PostJobInvalid {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on PremiumRequired {
        message
      }
      ... on UploadFailed {
        bucket
        message
      }
      ... on NotSignedIn {
        message
      }
      ... on TooManyAttempts {
        message
        retryAfterSeconds
      }
    }
  }
`);
