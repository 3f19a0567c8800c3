import { graphql } from "gql.tada";

/** What a provider's own page shows and its owner edits alike: the listing's words, place, hours, contact and pictures. */
export const PROVIDER_LISTING_FRAGMENT = graphql(`
  fragment ProviderListing on Provider @_unmask {
    id
    name
    about
    address
    location
    latitude
    longitude
    contact {
      phone
      email
    }
    images {
      url
      alt
    }
  }
`);
