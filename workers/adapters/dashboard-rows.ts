/**
 * The owner dashboard's per-provider tables (provider_offers) as both
 * databases return them: where each lives, the columns to read and the record a row becomes.
 * `active` is 0/1 in D1 and a boolean in PostgreSQL (content-rows.ts's Flag).
 */
import type { ProviderOfferRecord } from "../../graphql/modules/dashboard/repository";
import { isSet, type Flag } from "./content-rows";

export interface ProviderOfferRow {
  id: string;
  provider_id: string;
  title: string;
  description: string;
  active: Flag;
}

/** A table of the owner's providers' items, read by provider_id. */
export interface ProviderItems<Row, Item> {
  table: string;
  columns: string;
  toRecord: (row: Row) => Item;
}

/** What every item of a provider's list has: its id, its provider and its title. */
const itemOf = (row: { id: string; provider_id: string; title: string }) => ({ id: row.id, providerId: row.provider_id, title: row.title });

export const PROVIDER_OFFERS: ProviderItems<ProviderOfferRow, ProviderOfferRecord> = {
  table: "provider_offers",
  columns: "id,provider_id,title,description,active",
  toRecord: (row) => ({ ...itemOf(row), description: row.description, active: isSet(row.active) }),
};
