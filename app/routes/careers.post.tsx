/**
 * /careers/post: the job posting form ('Posting Job...' while it is sent; posting is a Premium feature).
 * Signed-in accounts only; posting is Premium's (decision 017): a Basic account is told
 * so before it types, and the API answers PremiumRequired if it posts anyway. Without JavaScript it
 * is a multipart form post to this route's action, which runs the postJob mutation in-process; with
 * JavaScript the API's own schema gives hints first. After a refusal every typed field comes back.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import type { FormEvent } from "react";
import {
  JOB_FIELDS,
  JOB_SALARY_MAX,
  JOB_TEXT_FIELDS,
  JOB_TEXT_MAX,
  JOB_TITLE_MAX,
  validateJob,
} from "../../graphql/modules/jobs/job-schema";
import { checkDeclaredFile, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { JOB_LOCATIONS, JOB_TYPES } from "../../graphql/shared/vocabulary";
import { Field } from "~/components/labelled-field";
import {
  ConsentBox,
  FileField,
  FormPage,
  SubmitButton,
  typedValues,
  UploadFormCard,
  useUploadForm,
  VocabularyField,
} from "~/components/upload-form";
import { useT } from "~/i18n/use-t";
import { premiumFeatureToast, SUBSCRIPTION_PATH } from "~/lib/dashboard/dashboard";
import { runMutation } from "~/lib/api/graphql.server";
import { pageMeta } from "~/components/content/page-meta";
import { pageHeaders } from "~/lib/http/page-headers";
import {
  fieldErrorMap,
  formPageLoader,
  startSubmission,
  TOO_MANY_ATTEMPTS_FRAGMENT,
  UPLOAD_REFUSAL_FRAGMENT,
} from "~/lib/forms/public-forms.server";
import { uploadFailed } from "~/lib/forms/registration-toasts";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";
import { flashToast } from "~/lib/auth/session.server";
import { said, showToast, type CodedToast } from "~/lib/ui/toast";
import { formatToasts } from "~/i18n/coded-messages.server";
import { hasPremium } from "~/lib/auth/premium";
import { requireViewer } from "~/lib/auth/viewer.server";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("careers", "postMetaTitle", "postMetaDescription"));

export const headers = pageHeaders;

const POST_JOB_PATH = "/careers/post";
const LOGO = UPLOAD_PURPOSES.jobLogo;
const JOB_POSTED: CodedToast = { title: said("JOB_POSTED_TITLE") };
const jobPostingFailed = (why: CodedToast["description"]): CodedToast => ({
  title: said("JOB_FAILED_TITLE"),
  description: why,
  variant: "destructive",
});

/** Posting needs an account; without Premium the form says so before anything is typed. */
export const loader = (args: LoaderFunctionArgs) =>
  formPageLoader(args, "careers", ["uploads", "job"], (viewer) => ({
    premium: hasPremium(viewer.plan),
    // The toast of the browser's own check, in the page's language.
    toasts: formatToasts(args.context.locale, { fixFields: jobPostingFailed(said("FIELDS_TO_CHECK")) }),
  }));

export async function action({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const { form, values, files, translate, refused } = await startSubmission(
    request,
    context,
    { text: JOB_TEXT_FIELDS, boxes: ["confirmAccuracy"], files: ["logo"], all: JOB_FIELDS },
    "uploads",
    "job",
  );

  if (!form) return refused(400, jobPostingFailed(said("JOB_FORM_UNREADABLE")));

  let result: ResultOf<typeof POST_JOB_MUTATION>["postJob"];
  try {
    result = (await runMutation(context, request, POST_JOB_MUTATION, { input: values, logo: files.logo })).postJob;
  } catch (error) {
    console.error("Posting a job failed unexpectedly:", error);
    return refused(503, jobPostingFailed(said("JOB_NOT_SAVED")));
  }
  switch (result.__typename) {
    case "JobPosted":
      return safeRedirect("/careers", { headers: { "Set-Cookie": await flashToast(request, context, translate.toast(JOB_POSTED)) } });
    case "NotSignedIn":
      return safeRedirect(loginPathFor(POST_JOB_PATH));
    case "PremiumRequired":
      return refused(403, premiumFeatureToast(result.message), {}, { premiumRequired: true });
    case "UploadFailed":
      return refused(503, uploadFailed(result.bucket, result.message));
    case "TooManyAttempts":
      return refused(429, jobPostingFailed({ api: result.message }), {}, { retryAfterSeconds: result.retryAfterSeconds });
    case "PostJobInvalid":
      return refused(400, jobPostingFailed({ api: result.message }), fieldErrorMap(result.fieldErrors));
  }
}

type JobField = (typeof JOB_FIELDS)[number];

export default function PostJobPage() {
  const { premium, toasts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT("careers");
  const form = useUploadForm(POST_JOB_PATH, JOB_FIELDS, actionData);
  const { show, fieldProps, valueProps, fileProps, translate, busy } = form;
  const values = actionData?.values;
  const premiumRequired = !premium || actionData?.premiumRequired;

  // With JavaScript: the API's rules as hints before anything is sent.
  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const checked = validateJob({ ...typedValues(data, JOB_TEXT_FIELDS), confirmAccuracy: data.get("confirmAccuracy") === "on" });
    const hints: Partial<Record<JobField, string>> = checked.ok ? {} : { ...checked.errors };
    const logo = data.get("logo");
    if (logo instanceof File && logo.size > 0) hints.logo = checkDeclaredFile(LOGO, logo) ?? undefined;
    if (!show(translate.errors(hints))) return;
    event.preventDefault();
    showToast(toasts.fixFields);
  }

  return (
    <FormPage back={{ to: "/careers", label: t("backToCareers") }} title={t("postTitle")} lead={t("postLead")} toast={actionData?.toast}>
      {premiumRequired ? (
        <div role="alert" className="mt-6 rounded-xl border border-brand-500 bg-brand-50 p-6 text-stone-900">
          <h2 className="text-xl font-semibold">{t("premiumFeature")}</h2>
          <p className="mt-1">{t("premiumRequired")}</p>
          <Link
            to={SUBSCRIPTION_PATH}
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t("subscribeNow")}
          </Link>
        </div>
      ) : null}
      <UploadFormCard id="job" form={form} onSubmit={check}>
        <Field {...fieldProps("title")} label={t("jobTitle")} wide>
          <input name="title" type="text" required maxLength={JOB_TITLE_MAX} defaultValue={values?.title} />
        </Field>
        <Field {...fieldProps("companyName")} label={t("companyName")} wide>
          <input name="companyName" type="text" required maxLength={JOB_TITLE_MAX} defaultValue={values?.companyName} />
        </Field>
        <VocabularyField {...valueProps("location")} label={t("location")} placeholder={t("selectLocation")} choices={JOB_LOCATIONS} />
        <VocabularyField {...valueProps("jobType")} label={t("jobType")} placeholder={t("selectJobType")} choices={JOB_TYPES} />
        <Field {...fieldProps("salaryRange")} label={t("salaryRange")} hint={t("salaryHint")} wide>
          <input name="salaryRange" type="text" maxLength={JOB_SALARY_MAX} defaultValue={values?.salaryRange} />
        </Field>
        <Field {...fieldProps("description")} label={t("jobDescription")} wide>
          <textarea name="description" required rows={6} maxLength={JOB_TEXT_MAX} defaultValue={values?.description} />
        </Field>
        <Field {...fieldProps("requirements")} label={t("requirements")} hint={t("requirementsHint")} wide>
          <textarea name="requirements" required rows={5} maxLength={JOB_TEXT_MAX} defaultValue={values?.requirements} />
        </Field>
        <FileField {...fileProps("logo")} purpose={LOGO} label={t("companyLogo")} chooseAgain={t("chooseLogoAgain")} wide />
        <ConsentBox {...fieldProps("confirmAccuracy")} label={t("confirmAccuracy")} defaultChecked={values?.confirmAccuracy} required />
        <SubmitButton busy={busy} label={t("postJob")} busyLabel={t("postingJob")} />
      </UploadFormCard>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const POST_JOB_MUTATION = graphql(
  `
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
        ...UploadRefusal
        ...TooManyAttemptsRefusal
      }
    }
  `,
  [UPLOAD_REFUSAL_FRAGMENT, TOO_MANY_ATTEMPTS_FRAGMENT],
);
