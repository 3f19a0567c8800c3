/**
 * A booking as its manage link shows it (no account needed): read once for the booking's page
 * (/bookings/{token}) and its "Add to calendar" file (/bookings/{token}/calendar.ics).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { runQuery } from "./graphql.server";

export type ManagedBooking = NonNullable<ResultOf<typeof MANAGED_BOOKING_QUERY>["managedBooking"]>;

/** The booking behind a manage link's token, or null when the token is not one. */
export async function loadManagedBooking(
  context: AppLoadContext,
  request: Request,
  token: string | undefined,
): Promise<ManagedBooking | null> {
  return (await runQuery(context, request, MANAGED_BOOKING_QUERY, { token: token ?? "" })).managedBooking;
}

const MANAGED_BOOKING_QUERY = graphql(`
  query ManagedBooking($token: String!) {
    managedBooking(token: $token) {
      reference
      date
      time
      endTime
      status
      canCancel
      cancellableUntil
      service {
        name
      }
      staff {
        name
        title
      }
      provider {
        id
        name
        address
        latitude
        longitude
        contact {
          phone
        }
      }
    }
  }
`);
