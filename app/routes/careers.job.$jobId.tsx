/**
 * /careers/job/{jobId}: one job: description, requirements one bullet per line, the overview, and the
 * application form ('Apply Now (Submit CV)'): a multipart post to this route's action, which runs the
 * applyToJob mutation in-process and confirms on the page (no JavaScript needed). A missing job is a 404
 * 'Job Not Found'.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { CompanyLogo } from "~/components/careers/job-card";
import { ApplyForm, type ApplyAnswer } from "~/components/careers/apply-form";
import { LabelledSection } from "~/components/content/sections";
import { NotFoundNotice } from "~/components/not-found-notice";
import { interpolate } from "~/i18n/define";
import { useT, useVocabulary } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import { detailMeta } from "~/lib/listings/detail-page";
import { detailJson } from "~/lib/listings/detail-page.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { answeredFieldMessages, answerIn, formatMessage } from "~/i18n/coded-messages.server";
import { fileField, readForm, textFields } from "~/lib/forms/form-data.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => {
  const job = data?.job;
  const texts = data?.i18n?.careers;
  return detailMeta(
    texts?.notFoundTitle,
    job && { title: texts && interpolate(texts.jobTitleMeta, { title: job.title, company: job.companyName }), text: job.description },
  );
});

export const headers = pageHeaders;

async function loadJob({ request, context, params }: LoaderFunctionArgs) {
  return (await runQuery(context, request, JOB_PAGE_QUERY, { id: params.jobId ?? "" })).job;
}

export async function loader(args: LoaderFunctionArgs) {
  return detailJson(args.context, "careers", "job", await loadJob(args));
}

const APPLICATION_FIELDS = ["name", "email", "phone", "message"] as const;

/** The application form's post: the API checks everything (its schema is the form's) and stores it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const values = textFields(form, APPLICATION_FIELDS);
  const cv = fileField(form, "cv");
  const answer = (status: number, message: string, more: Partial<ApplyAnswer> = {}) =>
    json<ApplyAnswer>({ applied: false, message, values, fieldErrors: {}, cvChosen: cv !== null, ...more }, { status });
  if (!form) return answer(400, formatMessage(locale, "JOB_APPLY_NOT_SAVED"));

  let result;
  try {
    const input = { jobId: params.jobId ?? "", ...values };
    result = (await runMutation(context, request, APPLY_TO_JOB_MUTATION, { input, cv: cv ?? new File([], "") })).applyToJob;
  } catch (error) {
    console.error("Applying for a job failed unexpectedly:", error);
    return answer(503, formatMessage(locale, "JOB_APPLY_NOT_SAVED"));
  }
  switch (result.__typename) {
    case "JobApplied":
      return answer(200, answerIn(locale, result), { applied: true });
    case "ApplyToJobInvalid":
      return answer(400, answerIn(locale, result), { fieldErrors: answeredFieldMessages(locale, result.fieldErrors) });
    case "JobNotOpen":
      return answer(409, answerIn(locale, result));
    case "UploadFailed":
      return answer(503, answerIn(locale, result));
    case "TooManyAttempts":
      return answer(429, answerIn(locale, result));
  }
}

const SUBHEADING = "text-xl font-semibold";

export default function JobPage() {
  const { job } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT("careers");
  const term = useVocabulary();
  const formatCalendarDate = useCalendarDate();

  if (!job) return <NotFoundNotice title={t("notFound")} backTo="/careers" backLabel={t("backToCareers")} />;

  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/careers" className="text-sm text-brand-600 underline">
        {t("backToCareers")}
      </Link>
      <header className="mt-4 flex flex-wrap items-center gap-4">
        <CompanyLogo name={job.companyName} url={job.companyLogoUrl} size="lg" />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{job.title}</h1>
          <p className="mt-1 text-lg text-[var(--muted-foreground)]">{job.companyName}</p>
        </div>
      </header>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr] md:items-start">
        <div className="grid gap-8">
          <LabelledSection id="description" title={t("jobDescription")} headingClassName={SUBHEADING}>
            <p className="mt-3 whitespace-pre-line leading-relaxed">{job.description}</p>
          </LabelledSection>
          <LabelledSection id="requirements" title={t("requirements")} headingClassName={SUBHEADING}>
            <ul className="mt-3 list-disc space-y-1 ps-6">
              {job.requirementList.map((requirement, index) => (
                <li key={index}>{requirement}</li>
              ))}
            </ul>
          </LabelledSection>
        </div>
        <LabelledSection
          as="aside"
          id="overview"
          title={t("jobOverview")}
          className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
          headingClassName={SUBHEADING}
        >
          <dl className="mt-4 grid gap-3 text-sm">
            <div>
              <dt className="font-medium text-[var(--muted-foreground)]">{t("location")}</dt>
              <dd>{term(job.location)}</dd>
            </div>
            <div>
              <dt className="font-medium text-[var(--muted-foreground)]">{t("jobType")}</dt>
              <dd>{term(job.type)}</dd>
            </div>
            {job.salaryRange ? (
              <div>
                <dt className="font-medium text-[var(--muted-foreground)]">{t("salary")}</dt>
                <dd>{job.salaryRange}</dd>
              </div>
            ) : null}
            <div>
              <dt className="font-medium text-[var(--muted-foreground)]">{t("posted")}</dt>
              <dd>{formatCalendarDate(job.postedDate, "long")}</dd>
            </div>
          </dl>
          <ApplyForm answer={actionData} />
        </LabelledSection>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const JOB_PAGE_QUERY = graphql(`
  query JobPage($id: ID!) {
    job(id: $id) {
      id
      title
      companyName
      companyLogoUrl
      location
      type
      salaryRange
      description
      requirementList
      postedDate
    }
  }
`);

const APPLY_TO_JOB_MUTATION = graphql(
  `
    mutation ApplyToJobPage($input: ApplyToJobInput!, $cv: File!) {
      applyToJob(input: $input, cv: $cv) {
        __typename
        ... on JobApplied {
          message
          code
          params {
            name
            value
          }
        }
        ... on ApplyToJobInvalid {
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
        ... on JobNotOpen {
          message
          code
          params {
            name
            value
          }
        }
        ... on UploadFailed {
          message
          code
          params {
            name
            value
          }
        }
        ... on TooManyAttempts {
          message
          code
          params {
            name
            value
          }
        }
      }
    }
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);
