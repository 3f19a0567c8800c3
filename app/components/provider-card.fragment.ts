/**
 * What a provider card shows, as one GraphQL fragment: every query that renders cards spreads it,
 * and the card's props are its result type. Kept beside the card, out of its module, so the card
 * itself ships no GraphQL document to the browser.
 */
import { graphql, type ResultOf } from "gql.tada";

export const PROVIDER_CARD_FRAGMENT = graphql(`
  fragment ProviderCard on Provider @_unmask {
    id
    name
    type
    location
    rating
    images {
      url
      alt
    }
    services {
      id
      name
      price
    }
  }
`);

export type ProviderCardData = ResultOf<typeof PROVIDER_CARD_FRAGMENT>;
