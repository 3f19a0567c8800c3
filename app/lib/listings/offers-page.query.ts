import { graphql } from "gql.tada";

/** What the offers page (routes/offers.tsx) asks: every offer with what its card and its details dialog show. */
export const OFFERS_PAGE_QUERY = graphql(`
  query OffersPage {
    offers {
      id
      title
      description
      type
      imageUrl
      details
    }
  }
`);
