import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { CombinedError } from "@urql/core";
import { graphql, type ResultOf } from "gql.tada";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { ProviderCard } from "~/components/provider-card";
import { PROVIDER_CARD_FRAGMENT } from "~/components/provider-card.fragment";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { FilterSidebar, type FilterOptions } from "~/components/search/filter-sidebar";
import { CACHE } from "~/lib/http/cache";
import { buildSearchHref } from "~/lib/listings/search-href";
import { browserGraphQLClient } from "~/lib/api/graphql-browser";
import { runQuery } from "~/lib/api/graphql.server";
import { isLiveAddressChange, useLiveAddress } from "~/lib/ui/live-address";
import {
  DEFAULT_FILTERS,
  filtersFromUrl,
  sameFilters,
  categoryLabel,
  searchHeadline,
  searchHref,
  searchInput,
  type SearchFilters,
} from "~/lib/listings/search-filters";
import { emirateFromSlug } from "../../graphql/shared/vocabulary";
import { OPEN_NOW, openDateRange } from "../../graphql/modules/search/rules";
import { PAGE_INFO_FRAGMENT } from "~/lib/api/page-info.fragment";
import { SEARCH_OPTIONS_FRAGMENT } from "~/lib/listings/search-options.fragment";
import { pageHeaders } from "~/lib/http/page-headers";
import { interpolate } from "~/i18n/define";
import { messagesFor } from "~/i18n/messages.server";
import { useT, useVocabulary } from "~/i18n/use-t";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

/** Results per page (and per "Show more"). */
const PAGE_SIZE = 24;
/** Pause after the last keystroke or slider move before the results are fetched. */
const LIVE_DEBOUNCE_MS = 250;

/** The headline in the page's language (in English, searchHeadline's words: 'Showing results for Dubai in Salons & Parlours'). */
function headlineIn(
  filters: Pick<SearchFilters, "emirate" | "category" | "q">,
  texts: Record<string, string> | undefined,
  term: (text: string) => string,
) {
  if (!texts) return searchHeadline(filters);
  const query = filters.q.trim();
  const emirate = filters.emirate ? term(filters.emirate) : null;
  const base = query
    ? interpolate((emirate ? texts.headlineTextEmirate : texts.headlineText) ?? "", { query, emirate: emirate ?? "" })
    : emirate
      ? interpolate(texts.headlineEmirate ?? "", { emirate })
      : (texts.headlineAll ?? "");
  const category = categoryLabel(filters.category);
  return category ? interpolate(texts.headlineCategory ?? "", { base, category: term(category) }) : base;
}

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data, matches }) => {
  const filters = data?.filters ?? DEFAULT_FILTERS;
  const texts = data?.i18n.search;
  const vocabulary = (matches.find((match) => match.id === "root")?.data as { i18n?: { vocab?: Record<string, string> } } | undefined)?.i18n
    ?.vocab;
  const term = (text: string) => vocabulary?.[text] ?? text;
  const headline = headlineIn(filters, texts, term);
  const place = filters.emirate ? term(filters.emirate) : (texts?.theUae ?? "the UAE");
  return [
    { title: interpolate(texts?.title ?? "{headline}", { headline }) },
    { name: "description", content: interpolate(texts?.description ?? "", { place }) },
  ];
});

export const headers = pageHeaders;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (params.emirate && !emirateFromSlug(params.emirate)) {
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  }
  // The home page's search form without JavaScript: route its free text as the page would have.
  if (url.searchParams.get("from") === "hero") {
    const get = (name: string) => url.searchParams.get(name);
    throw safeRedirect(buildSearchHref({ emirate: get("emirate"), category: get("category"), service: get("service"), query: get("q") }));
  }
  const read = filtersFromUrl(url, params.emirate);
  // "Open on a date" takes today to a year ahead: a stale link's past date is dropped, not refused.
  const openDates = openDateRange(new Date());
  const staleDate = read.open !== null && read.open !== OPEN_NOW && (read.open < openDates.from || read.open > openDates.to);
  const filters = staleDate ? { ...read, open: null } : read;
  // The filter form (without JavaScript) and old links send ?emirate=…: the emirate belongs in the path;
  // the form's date (openOn) is the URL's open.
  if (url.searchParams.has("emirate") || url.searchParams.has("openOn") || staleDate) throw safeRedirect(searchHref(filters));

  const after = url.searchParams.get("after") || null;
  let data: ResultOf<typeof SEARCH_PAGE_QUERY>;
  try {
    data = await runQuery(context, request, SEARCH_PAGE_QUERY, { input: searchInput(filters), first: PAGE_SIZE, after });
  } catch (error) {
    // A stale or hand-edited page cursor: start from the first page rather than fail.
    if (after && error instanceof CombinedError && error.graphQLErrors.some((e) => e.extensions?.argumentName === "after")) {
      throw safeRedirect(searchHref(filters));
    }
    throw error;
  }
  return json(
    {
      filters,
      after,
      openDates,
      search: data.search,
      options: data.referenceData satisfies FilterOptions,
      i18n: messagesFor(context.locale, "search"),
    },
    { headers: { "Cache-Control": CACHE.short } },
  );
}

/** The live filters' own address changes need no loader: the screen fetched their results already. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl, defaultShouldRevalidate }) =>
  isLiveAddressChange(nextUrl) ? false : defaultShouldRevalidate;

/** One key per loader answer: the screen starts again from each new one. */
const screenKeys = new WeakMap<object, number>();
let lastScreenKey = 0;
function screenKey(data: object) {
  let key = screenKeys.get(data);
  if (key === undefined) screenKeys.set(data, (key = ++lastScreenKey));
  return key;
}

export default function SearchRoute() {
  const data = useLoaderData<typeof loader>();
  // A navigation that runs the loader (a link, back/forward) starts from its data again; the live
  // filters' address changes run none and keep this state.
  return <SearchScreen key={screenKey(data)} {...data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

interface Results {
  filters: SearchFilters;
  edges: SearchConnection["edges"];
  totalCount: number;
  didYouMean: string | null;
  pageInfo: SearchConnection["pageInfo"];
}

function SearchScreen({ filters: initialFilters, after, openDates, search, options, i18n }: LoaderData) {
  const [filters, setFilters] = useState<SearchFilters>(initialFilters);
  const [applied, setApplied] = useState<SearchFilters>(initialFilters);
  const [results, setResults] = useState<Results>({ filters: initialFilters, ...search });
  const [fetching, setFetching] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const latestRequest = useRef(0);
  const showAddress = useLiveAddress();
  // Apply Filters on a phone: once the results are in, bring them into view and read out the count.
  const [revealPending, setRevealPending] = useState(false);
  const countRef = useRef<HTMLParagraphElement>(null);

  // Typing and sliding settle for a moment before they count.
  useEffect(() => {
    if (sameFilters(filters, applied)) return;
    const timer = setTimeout(() => setApplied(filters), LIVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters, applied]);

  const shownFilters = useRef(initialFilters);
  shownFilters.current = results.filters;
  useEffect(() => {
    if (applied === initialFilters) return; // what the server rendered
    // Any newer choice makes the answers of earlier requests stale.
    const request = ++latestRequest.current;
    showAddress(searchHref(applied));
    if (sameFilters(applied, shownFilters.current)) {
      setFetching(false);
      return;
    }
    setFetching(true);
    setFailed(false);
    // urql answers a failed request with `result.error`: its promise never rejects.
    void browserGraphQLClient()
      .query(SEARCH_RESULTS_QUERY, { input: searchInput(applied), first: PAGE_SIZE, after: null })
      .toPromise()
      .then((result) => {
        if (request !== latestRequest.current) return;
        setFetching(false);
        if (result.error || !result.data) {
          setFailed(true);
          return;
        }
        setResults({ filters: applied, ...result.data.search });
      });
  }, [applied, initialFilters, showAddress]);

  function showMore(event: MouseEvent<HTMLAnchorElement>) {
    const cursor = results.pageInfo.endCursor;
    if (!cursor) return;
    event.preventDefault();
    const request = latestRequest.current;
    setLoadingMore(true);
    void browserGraphQLClient()
      .query(SEARCH_RESULTS_QUERY, { input: searchInput(results.filters), first: PAGE_SIZE, after: cursor })
      .toPromise()
      .then((result) => {
        setLoadingMore(false);
        if (request !== latestRequest.current) return;
        if (result.error || !result.data) {
          setFailed(true);
          return;
        }
        const more = result.data.search;
        setResults((current) => ({ ...current, edges: [...current.edges, ...more.edges], pageInfo: more.pageInfo }));
      });
  }

  const updating = fetching || !sameFilters(filters, applied);

  const answered = failed || (!fetching && sameFilters(results.filters, applied));
  useEffect(() => {
    if (!revealPending || !answered) return;
    setRevealPending(false);
    if (!window.matchMedia("(max-width: 767px)").matches) return; // results sit beside the filters
    document.getElementById("results")?.scrollIntoView({ block: "start" });
    countRef.current?.focus({ preventScroll: true });
  }, [revealPending, answered]);

  const t = useT("search");
  const term = useVocabulary();
  const headline = headlineIn(results.filters, i18n.search, term);
  const count = results.totalCount;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{headline}</h1>
      {/* On a phone the filters come first: let people go straight to what was found. */}
      <a href="#results" className="mt-3 inline-block text-sm font-medium text-brand-600 underline md:hidden">
        {t(count === 1 ? "skipToOne" : "skipToMany", { count })}
      </a>
      <div className="mt-6 grid gap-8 md:grid-cols-[18rem_1fr] md:items-start">
        <FilterSidebar
          filters={filters}
          options={options}
          openDates={openDates}
          onChange={setFilters}
          onApply={() => {
            setApplied(filters);
            setRevealPending(true);
          }}
          onReset={() => {
            setFilters(DEFAULT_FILTERS);
            setApplied(DEFAULT_FILTERS);
          }}
        />
        <section id="results" aria-labelledby="results-heading" aria-busy={updating} className="scroll-mt-24">
          <h2 id="results-heading" className="sr-only">
            {t("results")}
          </h2>
          <p ref={countRef} tabIndex={-1} role="status" className="text-sm text-[var(--muted-foreground)] focus:outline-none">
            {updating ? (
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
                />
                {t("updating")}
              </span>
            ) : (
              t(count === 1 ? "foundOne" : "foundMany", { count })
            )}
          </p>
          {failed ? (
            <p
              role="alert"
              className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {t("updateFailed")}
            </p>
          ) : null}
          {after ? (
            <p className="mt-2 text-sm">
              <Link to={searchHref(results.filters)} className="text-brand-600 underline">
                {t("backToFirst")}
              </Link>
            </p>
          ) : null}
          <div className={`mt-4 transition-opacity ${updating ? "opacity-60" : ""}`}>
            {results.edges.length === 0 ? (
              <div className="rounded-xl border border-dashed border-[var(--border)] px-6 py-16 text-center">
                <p className="text-lg font-semibold">{t("noResults")}</p>
                <p className="mt-2 text-[var(--muted-foreground)]">{t("noResultsHint")}</p>
                {results.didYouMean ? (
                  <p className="mt-4">
                    {`${t("didYouMean")} `}
                    <Link to={searchHref({ ...results.filters, q: results.didYouMean })} className="font-medium text-brand-600 underline">
                      {results.didYouMean}
                    </Link>
                    {t("didYouMeanEnd")}
                  </p>
                ) : null}
              </div>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {results.edges.map(({ node, searchedServices }) => (
                  <li key={node.id} className="flex">
                    <ProviderCard provider={node} searchedServiceIds={searchedServices.map((service) => service.id)} />
                  </li>
                ))}
              </ul>
            )}
            {results.pageInfo.hasNextPage && results.pageInfo.endCursor ? (
              <div className="mt-8 text-center">
                <Link
                  to={searchHref(results.filters, { after: results.pageInfo.endCursor })}
                  onClick={showMore}
                  aria-disabled={loadingMore}
                  className="inline-block rounded-md border border-[var(--border)] px-5 py-2.5 font-medium hover:bg-[var(--muted)]"
                >
                  {loadingMore ? t("loading") : t("showMore")}
                </Link>
              </div>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  );
}

// Unmasked: the page reads the results' fields directly (the directive never reaches the server).
const SEARCH_RESULTS_FRAGMENT = graphql(
  `
    fragment SearchResults on SearchConnection @_unmask {
      totalCount
      didYouMean
      edges {
        cursor
        searchedServices {
          id
        }
        node {
          ...ProviderCard
        }
      }
      pageInfo {
        ...ListPageInfo
      }
    }
  `,
  [PROVIDER_CARD_FRAGMENT, PAGE_INFO_FRAGMENT],
);

type SearchConnection = ResultOf<typeof SEARCH_RESULTS_FRAGMENT>;

const SEARCH_PAGE_QUERY = graphql(
  `
    query SearchPage($input: SearchInput, $first: Int, $after: String) {
      search(input: $input, first: $first, after: $after) {
        ...SearchResults
      }
      referenceData {
        ...SearchOptions
      }
    }
  `,
  [SEARCH_RESULTS_FRAGMENT, SEARCH_OPTIONS_FRAGMENT],
);

const SEARCH_RESULTS_QUERY = graphql(
  `
    query SearchResults($input: SearchInput, $first: Int, $after: String) {
      search(input: $input, first: $first, after: $after) {
        ...SearchResults
      }
    }
  `,
  [SEARCH_RESULTS_FRAGMENT],
);
