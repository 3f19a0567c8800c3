import { graphql } from "gql.tada";

/** What a list page reads of its connection's pages (ListResults): whether there is a next one, and where it starts. */
export const PAGE_INFO_FRAGMENT = graphql(`
  fragment ListPageInfo on PageInfo @_unmask {
    hasNextPage
    endCursor
  }
`);
