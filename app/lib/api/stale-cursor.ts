import { CombinedError } from "@urql/core";
import { safeRedirect } from "../http/safe-redirect";

/** A list query refused only for its page cursor (stale or hand-edited): the page starts over rather than fail. */
export const isStaleCursor = (error: unknown, after: string | null) =>
  after !== null &&
  error instanceof CombinedError &&
  error.graphQLErrors.some((graphQLError) => graphQLError.extensions?.argumentName === "after");

/** A list page's query: a stale or hand-edited cursor sends the visitor to the list's first page rather than fail. */
export async function queryListPage<Data>(after: string | null, firstPage: string, query: () => Promise<Data>): Promise<Data> {
  try {
    return await query();
  } catch (error) {
    if (isStaleCursor(error, after)) throw safeRedirect(firstPage);
    throw error;
  }
}

/**
 * A filtered list page's loader part: its filters from the URL, the page cursor (`after`), and the
 * page's data from `query` (see queryListPage; `hrefFor` gives the list's address for its filters).
 */
export async function loadListPage<Filters, Data>(
  request: Request,
  filtersFromUrl: (url: URL) => Filters,
  hrefFor: (filters: Filters) => string,
  query: (filters: Filters, after: string | null) => Promise<Data>,
) {
  const url = new URL(request.url);
  const filters = filtersFromUrl(url);
  const after = url.searchParams.get("after") || null;
  const data = await queryListPage(after, hrefFor(filters), () => query(filters, after));
  return { filters, after, data };
}
