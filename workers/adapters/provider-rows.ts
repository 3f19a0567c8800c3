/**
 * The directory's row shapes, shared by both adapters: D1 and PostgreSQL use the same table and
 * column names (workers/migrations/d1 and workers/migrations/supabase).
 */
import type {
  ProviderImageRecord,
  ProviderRecord,
  ReviewRecord,
  ServiceRecord,
  StaffRecord,
} from "../../graphql/modules/providers/repository";
import type { StaffServiceRecord } from "../../graphql/modules/availability/staffing";

/** A providers row: the record's columns, with the database's names. */
export interface ProviderRow extends Pick<
  ProviderRecord,
  "id" | "name" | "type" | "emirate" | "location" | "address" | "about" | "phone" | "email"
> {
  /** PostgREST may send numeric columns as strings; SQLite sends numbers. */
  rating: number | string;
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
  // 0 = not rated yet (reviews rate 1 to 5): new listings start there.
  rating: Number(row.rating) > 0 ? Number(row.rating) : null,
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

interface ImageRow {
  provider_id: string;
  url: string;
  alt: string;
}
interface ServiceRow {
  provider_id: string;
  id: string;
  name: string;
  price_aed: number | string;
  duration_minutes: number;
}
interface StaffRow {
  provider_id: string;
  id: string;
  name: string;
  title: string;
  image_url: string;
}
interface StaffServiceRow {
  provider_id: string;
  staff_id: string;
  service_id: string;
}
interface ReviewRow {
  provider_id: string;
  id: string;
  user_name: string;
  rating: number;
  comment: string;
}

/** The per-provider child tables: where each lives, what to read in which order, and the record it becomes. */
export const CHILD_TABLES = {
  images: {
    table: "provider_images",
    columns: ["provider_id", "url", "alt"],
    order: ["position"],
    toRecord: (row: ImageRow): ProviderImageRecord => ({ url: row.url, alt: row.alt }),
  },
  services: {
    table: "services",
    columns: ["provider_id", "id", "name", "price_aed", "duration_minutes"],
    order: ["position"],
    toRecord: (row: ServiceRow): ServiceRecord => ({
      id: row.id,
      providerId: row.provider_id,
      name: row.name,
      priceAed: Number(row.price_aed),
      durationMinutes: row.duration_minutes,
    }),
  },
  staff: {
    table: "staff",
    columns: ["provider_id", "id", "name", "title", "image_url"],
    order: ["position"],
    toRecord: (row: StaffRow): StaffRecord => ({ id: row.id, name: row.name, title: row.title, imageUrl: row.image_url }),
  },
  reviews: {
    table: "reviews",
    columns: ["provider_id", "id", "user_name", "rating", "comment"],
    order: ["position"],
    toRecord: (row: ReviewRow): ReviewRecord => ({ id: row.id, userName: row.user_name, rating: row.rating, comment: row.comment }),
  },
  /** Which staff member performs which service: a set, read in one fixed order. */
  staffServices: {
    table: "staff_services",
    columns: ["provider_id", "staff_id", "service_id"],
    order: ["staff_id", "service_id"],
    toRecord: (row: StaffServiceRow): StaffServiceRecord => ({ staffId: row.staff_id, serviceId: row.service_id }),
  },
} as const;

export type ChildKind = keyof typeof CHILD_TABLES;
export type ChildRow<K extends ChildKind> = Parameters<(typeof CHILD_TABLES)[K]["toRecord"]>[0];
export type ChildRecord<K extends ChildKind> = ReturnType<(typeof CHILD_TABLES)[K]["toRecord"]>;

/** Child rows (ordered by provider, then position) grouped into each provider's list of records. */
export function groupChildren<K extends ChildKind>(kind: K, rows: readonly ChildRow<K>[]): Map<string, ChildRecord<K>[]> {
  const toRecord = CHILD_TABLES[kind].toRecord as (row: ChildRow<K>) => ChildRecord<K>;
  return groupByProvider(rows, toRecord);
}

/**
 * The child reads of the providers port, written once: an adapter supplies `childRows`, reading one
 * child table's rows for a set of providers; no providers need no read.
 */
export abstract class ProviderChildReads {
  /** The child table's `columns` for these providers (at least one), ordered by provider_id, then by its `order`. */
  protected abstract childRows<K extends ChildKind>(kind: K, providerIds: readonly string[]): Promise<ChildRow<K>[]>;

  /** A per-provider child table's records, in each provider's own display order. */
  private async children<K extends ChildKind>(kind: K, providerIds: readonly string[]): Promise<Map<string, ChildRecord<K>[]>> {
    if (providerIds.length === 0) return new Map();
    return groupChildren(kind, await this.childRows(kind, providerIds));
  }

  imagesFor(providerIds: readonly string[]) {
    return this.children("images", providerIds);
  }

  servicesFor(providerIds: readonly string[]) {
    return this.children("services", providerIds);
  }

  staffFor(providerIds: readonly string[]) {
    return this.children("staff", providerIds);
  }

  reviewsFor(providerIds: readonly string[]) {
    return this.children("reviews", providerIds);
  }

  staffServicesFor(providerIds: readonly string[]) {
    return this.children("staffServices", providerIds);
  }
}
