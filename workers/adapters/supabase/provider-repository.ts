/** The providers port on Supabase: PostgREST reads of the public directory tables. */
import type { SupabaseClient } from "@supabase/supabase-js";
import type {
  ProviderChildren,
  ProviderCursor,
  ProviderFilter,
  ProviderRecord,
  ProviderRepository,
} from "../../../graphql/modules/providers/repository";
import {
  CHILD_TABLES,
  ProviderChildReads,
  PROVIDER_COLUMN_NAMES,
  toProvider,
  type ChildKind,
  type ChildRecord,
  type ChildRow,
  type ProviderRow,
} from "../provider-rows";
import type { Page } from "../../../graphql/shared/pagination";
import { filterValue, listReads, pageWithTotal, rowsOf, SupabaseRequestError } from "./postgrest";

// Spelled out so the select is readable here; kept equal to PROVIDER_COLUMN_NAMES (checked below).
const PROVIDER_COLUMNS = "id,name,type,emirate,location,address,rating,about,phone,email,opening_hours,latitude,longitude";
if (PROVIDER_COLUMNS !== PROVIDER_COLUMN_NAMES.join(",")) throw new Error("PROVIDER_COLUMNS is out of step with PROVIDER_COLUMN_NAMES");

/**
 * Child lists read with their providers through PostgREST resource embedding (the child tables'
 * provider_id foreign keys make them one-to-many relationships of providers), so a page of
 * providers and what its cards show arrive in one round trip instead of two. Lists show pictures
 * and services; a single provider's page shows everything. The D1 adapter does the same in SQL.
 */
const LIST_CHILDREN = ["images", "services"] as const satisfies readonly ChildKind[];
const DETAIL_CHILDREN = ["images", "services", "staff", "reviews", "staffServices"] as const satisfies readonly ChildKind[];

/** e.g. `services(id,name,price_aed,duration_minutes)`: provider_id is the embedding provider's id. */
function embedded(kind: ChildKind): string {
  const { table, columns } = CHILD_TABLES[kind];
  return `${table}(${columns.filter((column) => column !== "provider_id").join(",")})`;
}

const selectWith = (kinds: readonly ChildKind[]) => [PROVIDER_COLUMNS, ...kinds.map(embedded)].join(",");
const LIST_SELECT = selectWith(LIST_CHILDREN);
const DETAIL_SELECT = selectWith(DETAIL_CHILDREN);

type ChildTable = (typeof CHILD_TABLES)[ChildKind]["table"];
/** A provider row with its embedded child rows under each child table's name (PostgREST's JSON). */
type ProviderRowWithChildren = ProviderRow & Partial<Record<ChildTable, unknown>>;

/** `.order(column, embeddedList(kind))` sends `<table>.order=column.asc`: that list in its own order (CHILD_TABLES). */
const embeddedList = (kind: ChildKind) => ({ referencedTable: CHILD_TABLES[kind].table });

function childRecords<K extends ChildKind>(kind: K, row: ProviderRowWithChildren, status: number): ChildRecord<K>[] {
  const { table, toRecord } = CHILD_TABLES[kind];
  const rows = row[table];
  // A to-many embedding is always an array ([] for none); anything else is not PostgREST's answer.
  if (!Array.isArray(rows)) {
    throw new SupabaseRequestError(`providers with ${table}`, status, null, `no ${table} list embedded in provider ${row.id}`);
  }
  const map = toRecord as (child: ChildRow<K>) => ChildRecord<K>;
  return rows.map((child: Omit<ChildRow<K>, "provider_id">) => map({ ...child, provider_id: row.id } as ChildRow<K>));
}

function toProviderWithChildren(row: ProviderRowWithChildren, kinds: readonly ChildKind[], status: number): ProviderRecord {
  const prefetched = Object.fromEntries(kinds.map((kind) => [kind, childRecords(kind, row, status)])) as ProviderChildren;
  return { ...toProvider(row), prefetched };
}

export class SupabaseProviderRepository extends ProviderChildReads implements ProviderRepository {
  constructor(private readonly db: SupabaseClient) {
    super();
  }

  list(filter: ProviderFilter, first: number, after: ProviderCursor | null): Promise<Page<ProviderRecord>> {
    const reads = listReads(this.db, "providers", LIST_SELECT, (read) => {
      if (filter.type) read = read.eq("type", filter.type);
      if (filter.emirate) read = read.eq("emirate", filter.emirate);
      return read;
    });
    let page = reads.page;
    if (after) {
      // Keyset: (name, id) > (after.name, after.id)
      const name = filterValue(after.name);
      page = page.or(`name.gt.${name},and(name.eq.${name},id.gt.${filterValue(after.id)})`);
    }
    page = page.order("name").order("id");
    for (const kind of LIST_CHILDREN) for (const column of CHILD_TABLES[kind].order) page = page.order(column, embeddedList(kind));
    return pageWithTotal("providers", page, reads.total, first, (row: ProviderRowWithChildren, status) =>
      toProviderWithChildren(row, LIST_CHILDREN, status),
    );
  }

  async featured(limit: number): Promise<ProviderRecord[]> {
    let query = this.db.from("providers").select(LIST_SELECT).not("featured_rank", "is", null).order("featured_rank").order("id");
    for (const kind of LIST_CHILDREN) for (const column of CHILD_TABLES[kind].order) query = query.order(column, embeddedList(kind));
    const answer = await query.limit(limit).overrideTypes<ProviderRowWithChildren[], { merge: false }>();
    return rowsOf("featured providers", answer).map((row) => toProviderWithChildren(row, LIST_CHILDREN, answer.status));
  }

  async byIds(ids: readonly string[]): Promise<Map<string, ProviderRecord>> {
    if (ids.length === 0) return new Map();
    let query = this.db
      .from("providers")
      .select(DETAIL_SELECT)
      .in("id", [...ids]);
    for (const kind of DETAIL_CHILDREN) for (const column of CHILD_TABLES[kind].order) query = query.order(column, embeddedList(kind));
    const answer = await query.overrideTypes<ProviderRowWithChildren[], { merge: false }>();
    return new Map(rowsOf("providers by id", answer).map((row) => [row.id, toProviderWithChildren(row, DETAIL_CHILDREN, answer.status)]));
  }

  protected override async childRows<K extends ChildKind>(kind: K, providerIds: readonly string[]) {
    const { table, columns, order } = CHILD_TABLES[kind];
    let query = this.db
      .from(table)
      .select(columns.join(","))
      .in("provider_id", [...providerIds])
      .order("provider_id");
    for (const column of order) query = query.order(column);
    const answer = await query.overrideTypes<ChildRow<K>[], { merge: false }>();
    return rowsOf<ChildRow<K>>(table, answer);
  }
}
