import { CombinedError } from "@urql/core";

/** A list query refused only for its page cursor (stale or hand-edited): the page starts over rather than fail. */
export const isStaleCursor = (error: unknown, after: string | null) =>
  after !== null &&
  error instanceof CombinedError &&
  error.graphQLErrors.some((graphQLError) => graphQLError.extensions?.argumentName === "after");
