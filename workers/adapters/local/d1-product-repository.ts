/**
 * The shop's port on D1. Sellers are checked by the API (graphql/modules/products/service.ts); adding
 * a product re-checks the listing's owner and its daily limit in the INSERT itself.
 */
import type {
  AddedSince,
  AddProductOutcome,
  NewProduct,
  ProductRecord,
  ProductRepository,
} from "../../../graphql/modules/products/repository";
import {
  DAILY_PRODUCTS_PER_LISTING,
  productLimitEndsAt,
  productLimitWindowStart,
  type ProductCursor,
  type ProductFilter,
  type ProductSort,
} from "../../../graphql/modules/products/rules";
import type { ProductCategory } from "../../../graphql/shared/vocabulary";
import type { Page } from "../../../graphql/shared/pagination";
import { Conditions, d1KeysetPage } from "./d1-sql";
import { PRODUCT_COLUMNS, productRow, toProduct, type ProductRow } from "../product-rows";

const SORT_COLUMN: Record<ProductSort, string> = { DEFAULT: "created_at", PRICE_ASC: "price_fils", PRICE_DESC: "price_fils" };
/** A listing's products after an instant (?1 the listing, ?2 the instant): products_provider_added serves it. */
const ADDED_SINCE = "SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM products WHERE provider_id = ?1 AND created_at > ?2";

export class D1ProductRepository implements ProductRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
  ) {}

  async list(filter: ProductFilter, sort: ProductSort, first: number, after: ProductCursor | null): Promise<Page<ProductRecord>> {
    const where = new Conditions();
    if (filter.category) where.add("category = ?", filter.category);
    // instr, not LIKE: the text is matched as typed, '%' and '_' included.
    if (filter.text) where.add("(instr(lower(name), lower(?)) > 0 OR instr(lower(brand), lower(?)) > 0)", filter.text, filter.text);
    const column = SORT_COLUMN[sort];
    const descending = sort === "PRICE_DESC";
    const beyond = new Conditions();
    if (after) beyond.add(`(${column} ${descending ? "<" : ">"} ? OR (${column} = ? AND id > ?))`, after.key, after.key, after.id);
    const list = {
      columns: PRODUCT_COLUMNS,
      table: "products",
      filter: where,
      beyond,
      orderBy: `${column} ${descending ? "DESC" : "ASC"}, id`,
    };
    return d1KeysetPage(this.db, list, first, toProduct);
  }

  async byId(id: string): Promise<ProductRecord | null> {
    const row = await this.db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ?`).bind(id).first<ProductRow>();
    return row ? toProduct(row) : null;
  }

  async categories(): Promise<ProductCategory[]> {
    const { results } = await this.db.prepare("SELECT DISTINCT category FROM products").all<{ category: ProductCategory }>();
    return results.map((row) => row.category);
  }

  /**
   * One batch (a transaction; D1 runs one at a time): the INSERT takes the row only while the seller owns
   * the listing and the listing's products of the last 24 hours are under the limit, so concurrent adds
   * never pass it; then the same count, which says why when nothing was added.
   */
  async add(product: NewProduct): Promise<AddProductOutcome> {
    const now = this.now();
    const since = productLimitWindowStart(now);
    const row = {
      id: crypto.randomUUID(),
      owner_id: product.accountId,
      ...productRow(product),
      // SQLite keeps booleans as 0/1 (the columns' CHECK).
      claims_genuine: product.claimsGenuine ? 1 : 0,
      claims_uae_delivery: product.claimsUaeDelivery ? 1 : 0,
      created_at: now.toISOString(),
    };
    const columns = Object.keys(row);
    const values = columns.map((_, index) => `?${index + 1}`);
    const [owner, listing, after, limit] = [columns.length + 1, columns.length + 2, columns.length + 3, columns.length + 4];
    const insert = this.db
      .prepare(
        `INSERT INTO products (${columns.join(", ")}) SELECT ${values.join(", ")}
         WHERE EXISTS (SELECT 1 FROM providers WHERE id = ?${listing} AND owner_id = ?${owner})
           AND (SELECT COUNT(*) FROM products WHERE provider_id = ?${listing} AND created_at > ?${after}) < ?${limit}
         RETURNING ${PRODUCT_COLUMNS}`,
      )
      .bind(...Object.values(row), product.accountId, product.providerId, since, DAILY_PRODUCTS_PER_LISTING);
    const [inserted, counted] = await this.db.batch<ProductRow | AddedSince>([
      insert,
      this.db.prepare(ADDED_SINCE).bind(product.providerId, since),
    ]);
    const added = inserted?.results[0] as ProductRow | undefined;
    if (added) return { kind: "added", product: toProduct(added) };
    const window = counted?.results[0] as AddedSince | undefined;
    if (window && window.count >= DAILY_PRODUCTS_PER_LISTING && window.oldest) {
      return { kind: "dailyLimitReached", endsAt: productLimitEndsAt(window.oldest) };
    }
    return { kind: "notOwner" };
  }

  async addedSince(providerId: string, since: string): Promise<AddedSince> {
    const window = await this.db.prepare(ADDED_SINCE).bind(providerId, since).first<AddedSince>();
    return { count: window?.count ?? 0, oldest: window?.oldest ?? null };
  }
}
