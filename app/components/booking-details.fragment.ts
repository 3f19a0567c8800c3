/**
 * What BookingDetails shows of a booking, as one GraphQL fragment: the booking's own page and the
 * confirmation after booking spread it. Kept out of the component's module, so the component
 * ships no GraphQL document to the browser.
 */
import { graphql, type ResultOf } from "gql.tada";

export const BOOKED_VISIT_FRAGMENT = graphql(`
  fragment BookedVisit on Booking @_unmask {
    reference
    date
    time
    endTime
    service {
      name
    }
    staff {
      name
      title
    }
    provider {
      name
      address
      latitude
      longitude
    }
  }
`);

export type BookedVisit = ResultOf<typeof BOOKED_VISIT_FRAGMENT>;
