/**
 * /dashboard/jobs/{jobId}: a poster's applicants for one job (issue #33): name, email, phone, message and
 * date, each CV opened through /dashboard/jobs/{jobId}/cv/{applicationId}, which asks the API for a fresh
 * short-lived link, and the poster closes or reopens the job here (a plain form post: no JavaScript needed). The
 * API answers applications only to the job's poster: anyone else gets 404.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { useIntlLocale } from "~/i18n/use-dates";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { requireViewer } from "~/lib/auth/viewer.server";
import { DASHBOARD_PATH } from "~/lib/dashboard/dashboard";
import { notFound } from "~/lib/dashboard/owned-listing.server";
import { CACHE } from "~/lib/http/cache";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { CARD, EMPTY } from "~/components/dashboard/styles";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [{ title: data ? `${data.job.title} — GlowUAE` : "GlowUAE" }]);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const { job } = await runQuery(context, request, JOB_APPLICANTS_QUERY, { id: params.jobId ?? "" });
  // Not the poster (or no such job): as if it were not there.
  if (!job?.applications) throw notFound();
  return json(
    {
      job: { id: job.id, title: job.title, status: job.status, applications: job.applications },
      i18n: messagesFor(context.locale, "dashboard"),
    },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

/** Close or reopen: the API decides who may (the poster only); then back to this page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const jobId = params.jobId ?? "";
  const status = textField(await readForm(request), "status") === "OPEN" ? "OPEN" : "CLOSED";
  const { setJobStatus } = await runMutation(context, request, SET_JOB_STATUS_MUTATION, { jobId, status });
  if (setJobStatus.__typename !== "JobStatusChanged") throw notFound();
  return safeRedirect(`/dashboard/jobs/${encodeURIComponent(jobId)}`);
}

export default function JobApplicantsPage() {
  const { job } = useLoaderData<typeof loader>();
  const t = useT("dashboard");
  const locale = useIntlLocale();
  const when = (instant: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" }).format(new Date(instant));
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Link to={DASHBOARD_PATH} className="text-sm text-brand-600 underline">
        {t("backToDashboard")}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{t("applicantsTitle", { title: job.title })}</h1>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("applicantsLead")}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        {job.status === "CLOSED" ? <p className="text-sm">{t("jobClosedNote")}</p> : null}
        <input type="hidden" name="status" value={job.status === "OPEN" ? "CLOSED" : "OPEN"} />
        <button type="submit" className="h-10 rounded-md border border-[var(--border)] px-4 text-sm font-medium">
          {job.status === "OPEN" ? t("closeJob") : t("reopenJob")}
        </button>
      </Form>
      {job.applications.length === 0 ? (
        <p className={`mt-6 ${EMPTY}`}>{t("noApplicants")}</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={t("applicantsTitle", { title: job.title })}>
          {job.applications.map((application) => (
            <li key={application.id} className={CARD}>
              <h2 className="break-words font-semibold">{application.name}</h2>
              <p className="mt-1 text-sm">
                <a href={`mailto:${application.email}`} className="text-brand-600 underline" dir="ltr">
                  {application.email}
                </a>
                {" · "}
                <a href={`tel:${application.phone}`} className="text-brand-600 underline" dir="ltr">
                  {application.phone}
                </a>
              </p>
              {application.message ? <p className="mt-2 whitespace-pre-line break-words text-sm">{application.message}</p> : null}
              <p className="mt-2 text-xs text-[var(--muted-foreground)]">{t("applicantApplied", { date: when(application.createdAt) })}</p>
              <a
                href={`/dashboard/jobs/${encodeURIComponent(job.id)}/cv/${encodeURIComponent(application.id)}`}
                className="mt-3 inline-block text-sm font-medium text-brand-600 underline"
              >
                {t("openCv")}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const JOB_APPLICANTS_QUERY = graphql(`
  query JobApplicantsPage($id: ID!) {
    job(id: $id) {
      id
      title
      status
      applications {
        id
        name
        email
        phone
        message
        createdAt
      }
    }
  }
`);

const SET_JOB_STATUS_MUTATION = graphql(`
  mutation SetJobStatusPage($jobId: ID!, $status: JobStatus!) {
    setJobStatus(jobId: $jobId, status: $status) {
      __typename
    }
  }
`);
