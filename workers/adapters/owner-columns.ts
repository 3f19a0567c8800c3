/** Where each owned thing keeps its owner: the same table and column in D1 and in Supabase. */
import type { OwnedKind } from "../../graphql/shared/ownership";

export const OWNER_COLUMNS: Record<OwnedKind, { table: string; column: string }> = {
  registration: { table: "provider_registrations", column: "owner_id" },
  provider: { table: "providers", column: "owner_id" },
  product: { table: "products", column: "owner_id" },
};
