/**
 * /careers: the job board. The filters are a GET form, so the URL is the state and
 * everything works without JavaScript; with it, the list follows each change as it is made. The
 * filtering happens in the API, on indexes (graphql/modules/jobs).
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { JOB_LOCATIONS, JOB_TYPES } from "../../graphql/shared/vocabulary";
import { JOB_CARD_FRAGMENT, JobCard } from "~/components/careers/job-card";
import { FilteredListPage } from "~/components/list-results";
import { messagesFor } from "~/i18n/messages.server";
import { useT, useVocabulary } from "~/i18n/use-t";
import { CACHE } from "~/lib/http/cache";
import { ALL, careersFiltersFromUrl, careersHref, jobsFilter } from "~/lib/listings/careers-filters";
import { runQuery } from "~/lib/api/graphql.server";
import { pageHeaders } from "~/lib/http/page-headers";
import { PAGE_INFO_FRAGMENT } from "~/lib/api/page-info.fragment";
import { loadListPage } from "~/lib/api/stale-cursor";
import { pageMeta } from "~/components/content/page-meta";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

/** Jobs per page. */
const PAGE_SIZE = 20;

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("careers"));

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filters, after, data } = await loadListPage(request, careersFiltersFromUrl, careersHref, (filters, after) =>
    runQuery(context, request, CAREERS_PAGE_QUERY, { filter: jobsFilter(filters), first: PAGE_SIZE, after }),
  );
  // New jobs show at once.
  return json(
    { filters, after, jobs: data.jobs, i18n: messagesFor(context.locale, "careers", "forms") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export default function CareersPage() {
  const { filters, after, jobs } = useLoaderData<typeof loader>();
  const t = useT("careers");
  const term = useVocabulary();
  const menu = (name: string, label: string, value: string, all: string, list: readonly string[]) => ({
    name,
    label,
    value,
    options: [{ value: ALL, label: all }, ...list.map((item) => ({ value: item, label: term(item) }))],
  });
  return (
    <FilteredListPage
      namespace="careers"
      path="/careers"
      addPath="/careers/post"
      className="max-w-5xl"
      menus={[
        menu("location", t("location"), filters.location ?? ALL, t("allLocations"), JOB_LOCATIONS),
        menu("type", t("jobTypeFilter"), filters.type ?? ALL, t("allTypes"), JOB_TYPES),
      ]}
      page={{ filters, after, hrefFor: careersHref }}
      connection={jobs}
      renderItem={(node) => <JobCard job={node} />}
      listClassName="grid gap-4"
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const CAREERS_PAGE_QUERY = graphql(
  `
    query CareersPage($filter: JobFilter, $first: Int, $after: String) {
      jobs(filter: $filter, first: $first, after: $after) {
        totalCount
        pageInfo {
          ...ListPageInfo
        }
        edges {
          node {
            id
            ...JobCard
          }
        }
      }
    }
  `,
  [JOB_CARD_FRAGMENT, PAGE_INFO_FRAGMENT],
);
