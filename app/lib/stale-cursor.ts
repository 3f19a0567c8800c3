import { CombinedError } from "@urql/core";
import { safeRedirect } from "./safe-redirect";

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
