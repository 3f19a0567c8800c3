/** The providers port on Supabase: PostgREST reads of the public directory tables. */
import type { SupabaseClient } from "@supabase/supabase-js";
import type {
  ProviderCursor,
  ProviderFilter,
  ProviderRecord,
  ProviderRepository,
} from "../../../graphql/modules/providers/repository";
import {
  CHILD_TABLES,
  groupChildren,
  PROVIDER_COLUMN_NAMES,
  toProvider,
  type ChildKind,
  type ChildRecord,
  type ChildRow,
  type ProviderRow,
} from "../provider-rows";
import type { Page } from "../../../graphql/shared/pagination";
import { checked, filterValue, rowsOf } from "./postgrest";

// A literal, so supabase-js can type the select; kept equal to PROVIDER_COLUMN_NAMES (checked below).
const PROVIDER_COLUMNS = "id,name,type,emirate,location,address,rating,about,phone,email,opening_hours,latitude,longitude";
if (PROVIDER_COLUMNS !== PROVIDER_COLUMN_NAMES.join(",")) throw new Error("PROVIDER_COLUMNS is out of step with PROVIDER_COLUMN_NAMES");


export class SupabaseProviderRepository implements ProviderRepository {
  constructor(private readonly db: SupabaseClient) {}

  async list(filter: ProviderFilter, first: number, after: ProviderCursor | null): Promise<Page<ProviderRecord>> {
    let page = this.db.from("providers").select(PROVIDER_COLUMNS);
    let total = this.db.from("providers").select("id", { count: "exact", head: true });
    if (filter.type) {
      page = page.eq("type", filter.type);
      total = total.eq("type", filter.type);
    }
    if (filter.emirate) {
      page = page.eq("emirate", filter.emirate);
      total = total.eq("emirate", filter.emirate);
    }
    if (after) {
      // Keyset: (name, id) > (after.name, after.id)
      const name = filterValue(after.name);
      page = page.or(`name.gt.${name},and(name.eq.${name},id.gt.${filterValue(after.id)})`);
    }
    const [rows, count] = await Promise.all([
      page.order("name").order("id").limit(first + 1),
      total,
    ]);
    const providers = rowsOf<ProviderRow>("providers list", rows);
    return {
      nodes: providers.slice(0, first).map(toProvider),
      hasNextPage: providers.length > first,
      totalCount: checked("providers count", count).count ?? 0,
    };
  }

  async featured(limit: number): Promise<ProviderRecord[]> {
    const answer = await this.db
      .from("providers")
      .select(PROVIDER_COLUMNS)
      .not("featured_rank", "is", null)
      .order("featured_rank")
      .order("id")
      .limit(limit);
    return rowsOf<ProviderRow>("featured providers", answer).map(toProvider);
  }

  async byIds(ids: readonly string[]): Promise<Map<string, ProviderRecord>> {
    if (ids.length === 0) return new Map();
    const answer = await this.db.from("providers").select(PROVIDER_COLUMNS).in("id", [...ids]);
    return new Map(rowsOf<ProviderRow>("providers by id", answer).map((row) => [row.id, toProvider(row)]));
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

  /** A per-provider child table's records, in each provider's own display order. */
  private async children<K extends ChildKind>(kind: K, providerIds: readonly string[]) {
    if (providerIds.length === 0) return new Map<string, ChildRecord<K>[]>();
    const { table, columns } = CHILD_TABLES[kind];
    const answer = await this.db
      .from(table)
      .select(columns.join(","))
      .in("provider_id", [...providerIds])
      .order("provider_id")
      .order("position")
      .overrideTypes<ChildRow<K>[], { merge: false }>();
    return groupChildren(kind, rowsOf<ChildRow<K>>(table, answer));
  }
}
