/** What every list (a GraphQL connection: jobs, products, providers…) answers, for the suites that read them. */
import { expect } from "vitest";
import { postGraphQL, type GraphQLBody } from "./http";

/** What a list (a connection) answers when nothing matches its filter. */
export const NO_MATCHES = { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } };

/**
 * A list read in two pages of `first`: the first answered with the list's total and more to come, the
 * second after the first's end cursor. Both answers' bodies.
 */
export async function twoPagesOf(list: string, field: string, first: number, totalCount: number): Promise<[GraphQLBody, GraphQLBody]> {
  const one = await postGraphQL(list, { first });
  expect(one.status).toBe(200);
  expect(one.body.data[field]).toMatchObject({ totalCount, pageInfo: { hasNextPage: true } });
  const two = await postGraphQL(list, { first, after: one.body.data[field].pageInfo.endCursor });
  return [one.body, two.body];
}

/** A list refuses a filter value it does not know as bad input, naming the filter's field. */
export async function expectFilterRefused(list: string, filter: Record<string, unknown>, field: string) {
  const { body } = await postGraphQL(list, { filter });
  expect(body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", argumentName: "filter", field } });
}

/** A list refuses search text over 100 characters as bad input. */
export async function expectLongTextRefused(list: string) {
  const { body } = await postGraphQL(list, { filter: { text: "x".repeat(101) } });
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "text" });
}

/** A list refuses a cursor that another list (or another order of it) gave, naming the argument. */
export function expectForeignCursorRefused(body: GraphQLBody) {
  expect(body.errors?.[0]).toMatchObject({
    message: "The cursor is not valid for this list.",
    extensions: { argumentName: "after" },
  });
}
