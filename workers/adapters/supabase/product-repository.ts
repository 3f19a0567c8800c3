/**
 * The shop's port on PostgREST, as the caller: products are public to read; row level security
 * (0001_baseline.sql, 0009) lets only a listing's owner add one for that listing, as its own seller,
 * with an image it uploaded itself, and without a rating; the 0009 trigger keeps each listing within
 * its daily limit.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type {
  AddedSince,
  AddProductOutcome,
  NewProduct,
  ProductRecord,
  ProductRepository,
} from "../../../graphql/modules/products/repository";
import type { ProductCursor, ProductFilter, ProductSort } from "../../../graphql/modules/products/rules";
import type { ProductCategory } from "../../../graphql/shared/vocabulary";
import type { Page } from "../../../graphql/shared/pagination";
import { PRODUCT_COLUMNS, productRow, toProduct, type ProductRow } from "../product-rows";
import { checked, filterValue, listReads, pageWithTotal, rowsOf } from "./postgrest";

const SORT_COLUMN: Record<ProductSort, string> = { DEFAULT: "created_at", PRICE_ASC: "price_fils", PRICE_DESC: "price_fils" };
/** The 0009 trigger's refusal: SQLSTATE P0001 with this hint, and when one more may be added as its detail. */
const DAILY_LIMIT_HINT = "DAILY_PRODUCT_LIMIT";
/** Row level security's refusal of an insert (here: the listing is not the caller's). */
const INSUFFICIENT_PRIVILEGE = "42501";

/**
 * An ilike pattern matching the text anywhere: LIKE's own wildcards and escape character in the
 * text are escaped. PostgREST reads '*' as '%', so a '*' in the text matches anything there.
 */
const containing = (text: string) => filterValue(`*${text.replace(/[\\%_]/g, (char) => `\\${char}`)}*`);

export class SupabaseProductRepository implements ProductRepository {
  constructor(private readonly db: SupabaseClient) {}

  list(filter: ProductFilter, sort: ProductSort, first: number, after: ProductCursor | null): Promise<Page<ProductRecord>> {
    const reads = listReads(this.db, "products", PRODUCT_COLUMNS, (read) => {
      if (filter.category) read = read.eq("category", filter.category);
      if (filter.text) {
        const pattern = containing(filter.text);
        read = read.or(`name.ilike.${pattern},brand.ilike.${pattern}`);
      }
      return read;
    });
    const column = SORT_COLUMN[sort];
    const descending = sort === "PRICE_DESC";
    let page = reads.page;
    if (after) {
      const key = filterValue(String(after.key));
      page = page.or(`${column}.${descending ? "lt" : "gt"}.${key},and(${column}.eq.${key},id.gt.${filterValue(after.id)})`);
    }
    return pageWithTotal("products", page.order(column, { ascending: !descending }).order("id"), reads.total, first, toProduct);
  }

  async byId(id: string): Promise<ProductRecord | null> {
    const answer = await this.db
      .from("products")
      .select(PRODUCT_COLUMNS)
      .eq("id", id)
      .limit(1)
      .overrideTypes<ProductRow[], { merge: false }>();
    const [row] = rowsOf("product by id", answer);
    return row ? toProduct(row) : null;
  }

  async categories(): Promise<ProductCategory[]> {
    const answer = await this.db
      .from("product_categories")
      .select("category")
      .overrideTypes<{ category: ProductCategory }[], { merge: false }>();
    return rowsOf("product categories", answer).map((row) => row.category);
  }

  async add(product: NewProduct): Promise<AddProductOutcome> {
    // owner_id is the caller's, from the access token (the column's default); RLS refuses anyone else.
    const answer = await this.db
      .from("products")
      .insert(productRow(product))
      .select(PRODUCT_COLUMNS)
      .overrideTypes<ProductRow[], { merge: false }>();
    const refusal = answer.error;
    if (refusal?.code === "P0001" && refusal.hint === DAILY_LIMIT_HINT && !Number.isNaN(Date.parse(refusal.details))) {
      return { kind: "dailyLimitReached", endsAt: new Date(refusal.details).toISOString() };
    }
    if (refusal?.code === INSUFFICIENT_PRIVILEGE && answer.status === 403) return { kind: "notOwner" };
    const [row] = rowsOf("insert into products", answer);
    if (!row || row.owner_id !== product.accountId) throw new Error("The product was not stored for the signed-in account.");
    return { kind: "added", product: toProduct(row) };
  }

  async addedSince(providerId: string, since: string): Promise<AddedSince> {
    const reads = listReads(this.db, "products", "created_at", (read) => read.eq("provider_id", providerId).gt("created_at", since));
    const [first, total] = await Promise.all([
      reads.page.order("created_at").limit(1).overrideTypes<{ created_at: string }[], { merge: false }>(),
      reads.total,
    ]);
    const oldest = rowsOf("products added since", first)[0]?.created_at;
    return { count: checked("products added since count", total).count ?? 0, oldest: oldest ? new Date(oldest).toISOString() : null };
  }
}
