/**
 * /careers: the job board (SPEC §2 Careers). The filters are a GET form, so the URL is the state and
 * everything works without JavaScript; with it, the list follows each change as it is made. The
 * filtering happens in the API, on indexes (graphql/modules/jobs).
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { JOB_LOCATIONS, JOB_TYPES } from "../../graphql/shared/vocabulary";
import { JOB_CARD_FRAGMENT, JobCard } from "~/components/careers/job-card";
import { ListPageHeader, ListResults } from "~/components/list-results";
import { messagesFor } from "~/i18n/messages.server";
import { useT, useVocabulary } from "~/i18n/use-t";
import { FilterSelect, LiveFilterForm } from "~/components/live-filter-form";
import { CACHE } from "~/lib/cache";
import { ALL, careersFiltersFromUrl, careersHref, jobsFilter } from "~/lib/careers-filters";
import { runQuery } from "~/lib/graphql.server";
import { pageHeaders } from "~/lib/page-headers";
import { safeRedirect } from "~/lib/safe-redirect";
import { isStaleCursor } from "~/lib/stale-cursor";
import { useLiveFilters } from "~/lib/use-live-filters";

/** Jobs per page. */
const PAGE_SIZE = 20;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n.careers.metaTitle },
  { name: "description", content: data?.i18n.careers.metaDescription },
];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = careersFiltersFromUrl(url);
  const after = url.searchParams.get("after") || null;
  let data: ResultOf<typeof CAREERS_PAGE_QUERY>;
  try {
    data = await runQuery(context, request, CAREERS_PAGE_QUERY, { filter: jobsFilter(filters), first: PAGE_SIZE, after });
  } catch (error) {
    if (isStaleCursor(error, after)) throw safeRedirect(careersHref(filters));
    throw error;
  }
  // New jobs show at once.
  return json(
    { filters, after, jobs: data.jobs, i18n: messagesFor(context.locale, "careers", "forms") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export default function CareersPage() {
  const { filters, after, jobs } = useLoaderData<typeof loader>();
  const live = useLiveFilters("/careers");
  const { updating } = live;
  const t = useT("careers");
  const term = useVocabulary();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ListPageHeader title={t("title")} lead={t("lead")} action={{ to: "/careers/post", label: t("postAJob") }} />
      <LiveFilterForm
        live={live}
        label={t("jobs")}
        search={{ id: "careers-q", label: t("searchJobs"), defaultValue: filters.q, placeholder: t("searchPlaceholder") }}
      >
        <FilterSelect
          id="careers-location"
          name="location"
          label={t("location")}
          defaultValue={filters.location ?? ALL}
          options={[
            { value: ALL, label: t("allLocations") },
            ...JOB_LOCATIONS.map((location) => ({ value: location, label: term(location) })),
          ]}
        />
        <FilterSelect
          id="careers-type"
          name="type"
          label={t("jobTypeFilter")}
          defaultValue={filters.type ?? ALL}
          options={[{ value: ALL, label: t("allTypes") }, ...JOB_TYPES.map((type) => ({ value: type, label: term(type) }))]}
        />
      </LiveFilterForm>

      <ListResults
        id="jobs-heading"
        texts={{
          heading: t("jobs"),
          count: (count) => t(count === 1 ? "countOne" : "countMany", { count }),
          updating: t("updating"),
          empty: t("noJobs"),
        }}
        totalCount={jobs.totalCount}
        updating={updating}
        items={jobs.edges.map((edge) => edge.node)}
        renderItem={(node) => <JobCard job={node} />}
        listClassName="grid gap-4"
        firstHref={after ? careersHref(filters) : null}
        nextHref={jobs.pageInfo.hasNextPage && jobs.pageInfo.endCursor ? careersHref(filters, jobs.pageInfo.endCursor) : null}
      />
    </div>
  );
}

const CAREERS_PAGE_QUERY = graphql(
  `
    query CareersPage($filter: JobFilter, $first: Int, $after: String) {
      jobs(filter: $filter, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
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
  [JOB_CARD_FRAGMENT],
);
