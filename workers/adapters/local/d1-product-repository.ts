/** The shop's port on D1. Sellers are checked by the API (graphql/modules/products/service.ts). */
import type { NewProduct, ProductRecord, ProductRepository } from "../../../graphql/modules/products/repository";
import type { ProductCursor, ProductFilter, ProductSort } from "../../../graphql/modules/products/rules";
import type { ProductCategory } from "../../../graphql/shared/vocabulary";
import type { Page } from "../../../graphql/shared/pagination";
import { d1Page } from "./d1-page";
import { PRODUCT_COLUMNS, productRow, toProduct, type ProductRow } from "../product-rows";

const SORT_COLUMN: Record<ProductSort, string> = { DEFAULT: "created_at", PRICE_ASC: "price_fils", PRICE_DESC: "price_fils" };

export class D1ProductRepository implements ProductRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
  ) {}

  async list(filter: ProductFilter, sort: ProductSort, first: number, after: ProductCursor | null): Promise<Page<ProductRecord>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.category) {
      where.push("category = ?");
      params.push(filter.category);
    }
    if (filter.text) {
      // instr, not LIKE: the text is matched as typed, '%' and '_' included.
      where.push("(instr(lower(name), lower(?)) > 0 OR instr(lower(brand), lower(?)) > 0)");
      params.push(filter.text, filter.text);
    }
    const column = SORT_COLUMN[sort];
    const beyond = sort === "PRICE_DESC" ? "<" : ">";
    const pageWhere = [...where];
    const pageParams = [...params];
    if (after) {
      pageWhere.push(`(${column} ${beyond} ? OR (${column} = ? AND id > ?))`);
      pageParams.push(after.key, after.key, after.id);
    }
    const clause = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(" AND ")}` : "");
    const [page, count] = await this.db.batch<ProductRow | { total: number }>([
      this.db
        .prepare(
          `SELECT ${PRODUCT_COLUMNS} FROM products ${clause(pageWhere)}
           ORDER BY ${column} ${sort === "PRICE_DESC" ? "DESC" : "ASC"}, id LIMIT ?`,
        )
        .bind(...pageParams, first + 1),
      this.db.prepare(`SELECT COUNT(*) AS total FROM products ${clause(where)}`).bind(...params),
    ]);
    return d1Page(page, count, first, toProduct);
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
    const columns = Object.keys(row);
    const stored = await this.db
      .prepare(`INSERT INTO products (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) RETURNING ${PRODUCT_COLUMNS}`)
      .bind(...Object.values(row))
      .first<ProductRow>();
    return toProduct(stored!);
  }
}
