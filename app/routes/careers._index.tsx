/**
 * /careers: the job board (SPEC §2 Careers). The filters are a GET form, so the URL is the state and
 * everything works without JavaScript; with it, the list follows each change as it is made. The
 * filtering happens in the API, on indexes (graphql/modules/jobs).
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { JOB_LOCATIONS, JOB_TYPES } from "../../graphql/shared/vocabulary";
import { JOB_CARD_FRAGMENT, JobCard } from "~/components/careers/job-card";
import { ListResults } from "~/components/list-results";
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

export const meta: MetaFunction = () => [
  { title: "Careers in Beauty & Wellness — GlowUAE" },
  { name: "description", content: "Jobs at salons, parlours and aesthetic clinics across the UAE." },
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
  return json({ filters, after, jobs: data.jobs }, { headers: { "Cache-Control": CACHE.none } });
}

export default function CareersPage() {
  const { filters, after, jobs } = useLoaderData<typeof loader>();
  const live = useLiveFilters("/careers");
  const { updating } = live;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Careers in Beauty &amp; Wellness</h1>
          <p className="mt-2 text-[var(--muted-foreground)]">Find your next role at salons, parlours and clinics across the UAE.</p>
        </div>
        <Link
          to="/careers/post"
          className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          Post a Job
        </Link>
      </div>

      <LiveFilterForm
        live={live}
        label="Jobs"
        search={{ id: "careers-q", label: "Search jobs", defaultValue: filters.q, placeholder: "Job title or company" }}
      >
        <FilterSelect
          id="careers-location"
          name="location"
          label="Location"
          defaultValue={filters.location ?? ALL}
          options={[{ value: ALL, label: "All Locations" }, ...JOB_LOCATIONS.map((location) => ({ value: location, label: location }))]}
        />
        <FilterSelect
          id="careers-type"
          name="type"
          label="Job type"
          defaultValue={filters.type ?? ALL}
          options={[{ value: ALL, label: "All Types" }, ...JOB_TYPES.map((type) => ({ value: type, label: type }))]}
        />
      </LiveFilterForm>

      <ListResults
        id="jobs-heading"
        heading="Jobs"
        noun={["job", "jobs"]}
        totalCount={jobs.totalCount}
        updating={updating}
        emptyText="No jobs found matching your criteria."
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
