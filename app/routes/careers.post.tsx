/**
 * /careers/post: the job posting form ('Posting Job...' while it is sent; posting is a Premium feature).
 * Signed-in accounts only; posting is Premium's (decision 017): a Basic account is told
 * so before it types, and the API answers PremiumRequired if it posts anyway. Without JavaScript it
 * is a multipart form post to this route's action, which runs the postJob mutation in-process; with
 * JavaScript Conform gives the API's own schema's hints first (app/lib/forms/upload-forms.ts). After a
 * refusal every typed field comes back (Conform's reply), and the logo is asked for again.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { JOB_FIELDS, JOB_SALARY_MAX, JOB_TEXT_FIELDS, JOB_TEXT_MAX, JOB_TITLE_MAX } from "../../graphql/modules/jobs/job-schema";
import { UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { JOB_LOCATIONS, JOB_TYPES } from "../../graphql/shared/vocabulary";
import { VerifiedEmailOnly } from "~/components/account-emails/account-card";
import { Field } from "~/components/labelled-field";
import {
  ConformUploadCard,
  ConsentBox,
  FileField,
  FormPage,
  SubmitButton,
  useUploadConform,
  VocabularyField,
} from "~/components/upload-form";
import { useT } from "~/i18n/use-t";
import { premiumFeatureToast, SUBSCRIPTION_PATH } from "~/lib/dashboard/dashboard";
import { runMutation } from "~/lib/api/graphql.server";
import { pageMeta } from "~/components/content/page-meta";
import { pageHeaders } from "~/lib/http/page-headers";
import { formPageLoader, startUploadPost, TOO_MANY_ATTEMPTS_FRAGMENT, UPLOAD_REFUSAL_FRAGMENT } from "~/lib/forms/public-forms.server";
import { textField, textFields } from "~/lib/forms/form-data.server";
import { jobFormSchema } from "~/lib/forms/upload-forms";
import { useRefusal } from "~/lib/forms/use-refusal";
import { uploadFailed } from "~/lib/forms/registration-toasts";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";
import { flashToast } from "~/lib/auth/session.server";
import { said, showToast, type CodedToast } from "~/lib/ui/toast";
import { answeredFieldErrors, formatToasts } from "~/i18n/coded-messages.server";
import { hasPremium } from "~/lib/auth/premium";
import { requireViewer } from "~/lib/auth/viewer.server";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";

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
  const { form, files, translate, refused } = await startUploadPost(request, context, ["logo"], "uploads", "job");
  if (!form) return refused(400, jobPostingFailed(said("JOB_FORM_UNREADABLE")));

  // The API checks (its schema is the form's): every attempt it refuses counts towards its limit.
  const input = { ...textFields(form, JOB_TEXT_FIELDS), confirmAccuracy: textField(form, "confirmAccuracy") === "on" };
  let result: ResultOf<typeof POST_JOB_MUTATION>["postJob"];
  try {
    result = (await runMutation(context, request, POST_JOB_MUTATION, { input, logo: files.logo })).postJob;
  } catch (error) {
    console.error("Posting a job failed unexpectedly:", error);
    return refused(503, jobPostingFailed(said("JOB_NOT_SAVED")));
  }
  switch (result.__typename) {
    case "JobPosted":
      return safeRedirect("/careers", { headers: { "Set-Cookie": await flashToast(request, context, translate.toast(JOB_POSTED)) } });
    case "NotSignedIn":
      return safeRedirect(loginPathFor(POST_JOB_PATH));
    // The page shows this account the notice, not the form: a post that came anyway is told why.
    case "EmailNotVerified":
      return refused(403, jobPostingFailed(said("AUTH_EMAIL_NOT_VERIFIED")));
    case "PremiumRequired":
      return refused(403, premiumFeatureToast(result), { premiumRequired: true });
    case "UploadFailed":
      return refused(503, uploadFailed(result.bucket, result));
    case "TooManyAttempts":
      return refused(429, jobPostingFailed({ api: result }), { retryAfterSeconds: result.retryAfterSeconds });
    case "PostJobInvalid":
      return refused(400, jobPostingFailed({ api: result }), { fieldErrors: answeredFieldErrors(context.locale, result.fieldErrors) });
  }
}

export default function PostJobPage() {
  const { premium, toasts, unverifiedEmail } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>();
  const t = useT("careers");
  const { form, fieldProps, valueProps, fileProps, typed, ticked, busy } = useUploadConform({
    id: "job",
    path: POST_JOB_PATH,
    schema: jobFormSchema,
    fields: JOB_FIELDS,
    answer,
    onRefused: () => showToast(toasts.fixFields),
  });
  const premiumRequired = !premium || answer?.premiumRequired;

  return (
    <FormPage back={{ to: "/careers", label: t("backToCareers") }} title={t("postTitle")} lead={t("postLead")} toast={answer?.toast}>
      <VerifiedEmailOnly unverifiedEmail={unverifiedEmail} returnTo={POST_JOB_PATH}>
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
        <ConformUploadCard id="job" form={form}>
          <Field {...fieldProps("title")} label={t("jobTitle")} wide>
            <input name="title" type="text" required maxLength={JOB_TITLE_MAX} defaultValue={typed("title")} />
          </Field>
          <Field {...fieldProps("companyName")} label={t("companyName")} wide>
            <input name="companyName" type="text" required maxLength={JOB_TITLE_MAX} defaultValue={typed("companyName")} />
          </Field>
          <VocabularyField {...valueProps("location")} label={t("location")} placeholder={t("selectLocation")} choices={JOB_LOCATIONS} />
          <VocabularyField {...valueProps("jobType")} label={t("jobType")} placeholder={t("selectJobType")} choices={JOB_TYPES} />
          <Field {...fieldProps("salaryRange")} label={t("salaryRange")} hint={t("salaryHint")} wide>
            <input name="salaryRange" type="text" maxLength={JOB_SALARY_MAX} defaultValue={typed("salaryRange")} />
          </Field>
          <Field {...fieldProps("description")} label={t("jobDescription")} wide>
            <textarea name="description" required rows={6} maxLength={JOB_TEXT_MAX} defaultValue={typed("description")} />
          </Field>
          <Field {...fieldProps("requirements")} label={t("requirements")} hint={t("requirementsHint")} wide>
            <textarea name="requirements" required rows={5} maxLength={JOB_TEXT_MAX} defaultValue={typed("requirements")} />
          </Field>
          <FileField {...fileProps("logo")} purpose={LOGO} label={t("companyLogo")} chooseAgain={t("chooseLogoAgain")} wide />
          <ConsentBox {...fieldProps("confirmAccuracy")} label={t("confirmAccuracy")} defaultChecked={ticked("confirmAccuracy")} required />
          <SubmitButton busy={busy} label={t("postJob")} busyLabel={t("postingJob")} />
        </ConformUploadCard>
      </VerifiedEmailOnly>
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
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
          }
        }
        ... on PremiumRequired {
          message
          code
          params {
            name
            value
          }
        }
        ...UploadRefusal
        ...TooManyAttemptsRefusal
      }
    }
  `,
  [UPLOAD_REFUSAL_FRAGMENT, TOO_MANY_ATTEMPTS_FRAGMENT, ANSWERED_FIELD_ERROR_FRAGMENT],
);
