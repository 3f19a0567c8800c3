/** The providers port on Supabase: PostgREST reads of the public directory tables. */
import type { SupabaseClient } from "@supabase/supabase-js";
import type {
  ProviderCursor,
  ProviderFilter,
  ProviderImageRecord,
  ProviderRecord,
  ProviderRepository,
  ReviewRecord,
  ServiceRecord,
  StaffRecord,
} from "../../../graphql/modules/providers/repository";
import { groupByProvider, PROVIDER_COLUMN_NAMES, toProvider, type ProviderRow } from "../provider-rows";
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

  async imagesFor(providerIds: readonly string[]) {
    const rows = await this.childRows<{ provider_id: string; url: string; alt: string }>(
      "provider_images",
      "provider_id,url,alt",
      providerIds,
    );
    return groupByProvider(rows, (row): ProviderImageRecord => ({ url: row.url, alt: row.alt }));
  }

  async servicesFor(providerIds: readonly string[]) {
    const rows = await this.childRows<{
      provider_id: string;
      id: string;
      name: string;
      price_aed: number | string;
      duration_minutes: number;
    }>("services", "provider_id,id,name,price_aed,duration_minutes", providerIds);
    return groupByProvider(
      rows,
      (row): ServiceRecord => ({
        id: row.id,
        providerId: row.provider_id,
        name: row.name,
        priceAed: Number(row.price_aed),
        durationMinutes: row.duration_minutes,
      }),
    );
  }

  async staffFor(providerIds: readonly string[]) {
    const rows = await this.childRows<{ provider_id: string; id: string; name: string; title: string; image_url: string }>(
      "staff",
      "provider_id,id,name,title,image_url",
      providerIds,
    );
    return groupByProvider(
      rows,
      (row): StaffRecord => ({ id: row.id, name: row.name, title: row.title, imageUrl: row.image_url }),
    );
  }

  async reviewsFor(providerIds: readonly string[]) {
    const rows = await this.childRows<{ provider_id: string; id: string; user_name: string; rating: number; comment: string }>(
      "reviews",
      "provider_id,id,user_name,rating,comment",
      providerIds,
    );
    return groupByProvider(
      rows,
      (row): ReviewRecord => ({ id: row.id, userName: row.user_name, rating: row.rating, comment: row.comment }),
    );
  }

  /** Rows of a per-provider child table, in each provider's own display order. */
  private async childRows<Row>(table: string, columns: string, providerIds: readonly string[]): Promise<Row[]> {
    if (providerIds.length === 0) return [];
    const answer = await this.db
      .from(table)
      .select(columns)
      .in("provider_id", [...providerIds])
      .order("provider_id")
      .order("position")
      .overrideTypes<Row[], { merge: false }>();
    return rowsOf<Row>(table, answer);
  }
}
