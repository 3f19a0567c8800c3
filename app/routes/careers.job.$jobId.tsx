/**
 * /careers/job/{jobId}: one job: description, requirements one bullet per line,
 * the overview, and 'Apply Now (Submit CV)', the spec's placeholder: a toast, nothing is sent;
 * without JavaScript the same toast comes back from the action. A missing job is a 404 'Job Not Found'.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import type { FormEvent } from "react";
import { CompanyLogo } from "~/components/careers/job-card";
import { ServerToast } from "~/components/server-toast";
import { LabelledSection } from "~/components/content/sections";
import { NotFoundNotice } from "~/components/not-found-notice";
import { interpolate } from "~/i18n/define";
import { messagesFor } from "~/i18n/messages.server";
import { useT, useVocabulary } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import { detailMeta } from "~/lib/listings/detail-page";
import { detailJson } from "~/lib/listings/detail-page.server";
import { runQuery } from "~/lib/api/graphql.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { showToast, type ToastMessage } from "~/lib/ui/toast";
import { useHydrated } from "~/lib/ui/use-hydrated";
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

/** Applying is a placeholder: the toast only; no CV is taken or sent. */
const applied = (texts: { appliedTitle: string; appliedText: string }): ToastMessage => ({
  title: texts.appliedTitle,
  description: texts.appliedText,
});

export async function action(args: ActionFunctionArgs) {
  if (!(await loadJob(args))) throw new Response("Not Found", { status: 404 });
  return json({ toast: { id: crypto.randomUUID(), ...applied(messagesFor(args.context.locale, "careers").careers) } });
}

const SUBHEADING = "text-xl font-semibold";

export default function JobPage() {
  const { job } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const t = useT("careers");
  const term = useVocabulary();
  const formatCalendarDate = useCalendarDate();

  if (!job) return <NotFoundNotice title={t("notFound")} backTo="/careers" backLabel={t("backToCareers")} />;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    showToast(applied({ appliedTitle: t("appliedTitle"), appliedText: t("appliedText") }));
  }

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
          <Form method="post" onSubmit={hydrated ? apply : undefined} className="mt-6">
            <button type="submit" className="h-11 w-full rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
              {t("applyNow")}
            </button>
          </Form>
        </LabelledSection>
      </div>
      <ServerToast toast={actionData?.toast} />
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
