/**
 * A booking as its manage link shows it (no account needed): read once for the booking's page
 * (/bookings/{token}) and its "Add to calendar" file (/bookings/{token}/calendar.ics).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { BOOKED_VISIT_FRAGMENT } from "~/components/booking-details.fragment";
import { runQuery } from "../api/graphql.server";

export type ManagedBooking = NonNullable<ResultOf<typeof MANAGED_BOOKING_QUERY>["managedBooking"]>;

/** The booking behind a manage link's token, or null when the token is not one. */
export async function loadManagedBooking(
  context: AppLoadContext,
  request: Request,
  token: string | undefined,
): Promise<ManagedBooking | null> {
  return (await runQuery(context, request, MANAGED_BOOKING_QUERY, { token: token ?? "" })).managedBooking;
}

const MANAGED_BOOKING_QUERY = graphql(
  `
    query ManagedBooking($token: String!) {
      managedBooking(token: $token) {
        ...BookedVisit
        status
        state
        declined
        cancellationReason
        canCancel
        cancellableUntil
        provider {
          id
          contact {
            phone
          }
        }
      }
    }
  `,
  [BOOKED_VISIT_FRAGMENT],
);
