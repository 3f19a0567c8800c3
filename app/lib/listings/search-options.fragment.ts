import { graphql } from "gql.tada";

/** What the search page's filters offer (FilterOptions): the emirates, the search categories and the services. */
export const SEARCH_OPTIONS_FRAGMENT = graphql(`
  fragment SearchOptions on ReferenceData @_unmask {
    emirates {
      name
      slug
    }
    searchCategories {
      slug
      label
    }
    searchServices
  }
`);
