/** What every list (a GraphQL connection: jobs, products, providers…) answers, for the suites that read them. */
import { expect } from "vitest";
import { postGraphQL, type GraphQLBody } from "./http";

/** A list as its suite reads it: `query` asks for it (variables filter, sort, first, after), answered under `field`. */
export function listOf(query: string, field: string) {
  const idsIn = (body: GraphQLBody): string[] => body.data[field].edges.map((edge: { node: { id: string } }) => edge.node.id);
  return {
    /** The ids in one of its answers, in the list's order. */
    idsIn,

    /** The ids it answers for `variables`, in its order. */
    ids: async (variables: Record<string, unknown>) => idsIn((await postGraphQL(query, variables)).body),

    /**
     * Read in two pages of `first`: the first answered with the list's total and more to come, the
     * second after the first's end cursor. Both answers' bodies.
     */
    async twoPages(first: number, totalCount: number): Promise<[GraphQLBody, GraphQLBody]> {
      const one = await postGraphQL(query, { first });
      expect(one.status).toBe(200);
      expect(one.body.data[field]).toMatchObject({ totalCount, pageInfo: { hasNextPage: true } });
      const two = await postGraphQL(query, { first, after: one.body.data[field].pageInfo.endCursor });
      return [one.body, two.body];
    },

    /** An empty page, with no more to come, when nothing matches `filter`. */
    async expectNothingMatches(filter: Record<string, unknown>) {
      const { body } = await postGraphQL(query, { filter });
      expect(body.data[field]).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    },

    /** A filter value it does not know refused as bad input, naming the filter's field. */
    async expectFilterRefused(filter: Record<string, unknown>, filterField: string) {
      const { body } = await postGraphQL(query, { filter });
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", argumentName: "filter", field: filterField } });
    },

    /** Search text over 100 characters refused as bad input. */
    async expectLongTextRefused() {
      const { body } = await postGraphQL(query, { filter: { text: "x".repeat(101) } });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "text" });
    },
  };
}

/** A list refuses a cursor that another list (or another order of it) gave, naming the argument. */
export function expectForeignCursorRefused(body: GraphQLBody) {
  expect(body.errors?.[0]).toMatchObject({
    message: "The cursor is not valid for this list.",
    extensions: { argumentName: "after" },
  });
}
