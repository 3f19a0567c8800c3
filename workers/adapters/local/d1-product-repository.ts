/** The shop's port on D1. Sellers are checked by the API (graphql/modules/products/service.ts). */
import type { NewProduct, ProductRecord, ProductRepository } from "../../../graphql/modules/products/repository";
import type { ProductCursor, ProductFilter, ProductSort } from "../../../graphql/modules/products/rules";
import type { ProductCategory } from "../../../graphql/shared/vocabulary";
import type { Page } from "../../../graphql/shared/pagination";
import { Conditions, d1InsertReturning, d1KeysetPage } from "./d1-sql";
import { PRODUCT_COLUMNS, productRow, toProduct, type ProductRow } from "../product-rows";

const SORT_COLUMN: Record<ProductSort, string> = { DEFAULT: "created_at", PRICE_ASC: "price_fils", PRICE_DESC: "price_fils" };

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

  async add(product: NewProduct): Promise<ProductRecord> {
    const row = { id: crypto.randomUUID(), owner_id: product.accountId, ...productRow(product), created_at: this.now().toISOString() };
    return toProduct(await d1InsertReturning<ProductRow>(this.db, "products", row, PRODUCT_COLUMNS));
  }
}
