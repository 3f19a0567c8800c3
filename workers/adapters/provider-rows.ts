/**
 * The directory's row shapes, shared by both adapters: D1 and PostgreSQL use the same table and
 * column names (workers/migrations/d1 and workers/migrations/supabase).
 */
import type { Emirate, ProviderRecord, ProviderType } from "../../graphql/modules/providers/repository";

export interface ProviderRow {
  id: string;
  name: string;
  type: ProviderType;
  emirate: Emirate;
  location: string;
  address: string;
  /** PostgREST may send numeric columns as strings; SQLite sends numbers. */
  rating: number | string;
  about: string;
  phone: string | null;
  email: string | null;
  opening_hours: string;
  latitude: number | string;
  longitude: number | string;
}

export const PROVIDER_COLUMN_NAMES = [
  "id",
  "name",
  "type",
  "emirate",
  "location",
  "address",
  "rating",
  "about",
  "phone",
  "email",
  "opening_hours",
  "latitude",
  "longitude",
] as const satisfies readonly (keyof ProviderRow)[];

export const toProvider = (row: ProviderRow): ProviderRecord => ({
  id: row.id,
  name: row.name,
  type: row.type,
  emirate: row.emirate,
  location: row.location,
  address: row.address,
  rating: Number(row.rating),
  about: row.about,
  phone: row.phone,
  email: row.email,
  openingHours: row.opening_hours,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

/** Groups rows by provider id, keeping the query's order inside each group. */
export function groupByProvider<Row extends { provider_id: string }, T>(rows: readonly Row[], map: (row: Row) => T) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.provider_id);
    if (group) group.push(map(row));
    else groups.set(row.provider_id, [map(row)]);
  }
  return groups;
}
