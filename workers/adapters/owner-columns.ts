/**
 * Where each owned thing keeps its owner: the same table and column in D1 and in Supabase. A kind
 * with `through` names another owned thing instead (a booking's provider), whose owner it has.
 */
import type { OwnedKind } from "../../graphql/shared/ownership";

export interface OwnerColumn {
  table: string;
  column: string;
  through?: OwnedKind;
}

export const OWNER_COLUMNS: Record<OwnedKind, OwnerColumn> = {
  registration: { table: "provider_registrations", column: "owner_id" },
  provider: { table: "providers", column: "owner_id" },
  product: { table: "products", column: "owner_id" },
  booking: { table: "bookings", column: "provider_id", through: "provider" },
  customerBooking: { table: "bookings", column: "customer_id" },
  job: { table: "jobs", column: "owner_id" },
  review: { table: "visit_reviews", column: "provider_id", through: "provider" },
  webhookEndpoint: { table: "webhook_endpoints", column: "account_id" },
  webhookDelivery: { table: "webhook_deliveries", column: "endpoint_id", through: "webhookEndpoint" },
};

/** Follows `through` from the value read in the thing's own column to its owner's id. */
export async function ownerFrom(
  kind: OwnedKind,
  id: string,
  read: (table: string, column: string, id: string) => Promise<string | null>,
): Promise<string | null> {
  const { table, column, through } = OWNER_COLUMNS[kind];
  const value = await read(table, column, id);
  if (value === null || !through) return value;
  return ownerFrom(through, value, read);
}
