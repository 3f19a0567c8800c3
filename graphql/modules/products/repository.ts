/** The shop's port (local: D1; hosted: PostgREST with row level security). */
import type { Page } from "../../shared/pagination";
import type { ProductCategory } from "../../shared/vocabulary";
import type { ProductCursor, ProductFilter, ProductSort } from "./rules";

export interface NewProduct {
  /** The account adding it: its seller. */
  accountId: string;
  name: string;
  brand: string;
  category: ProductCategory;
  priceFils: number;
  stock: number;
  description: string;
  /** The public URL of its stored image (product_images/products/…). */
  imageUrl: string;
}

export interface ProductRecord extends Omit<NewProduct, "accountId"> {
  id: string;
  /** The seller's account; null for the sample products. */
  ownerId: string | null;
  /** 1 to 5 with one decimal; null until it has a rating (we never invent one). */
  rating: number | null;
  /** ISO 8601, UTC: when it was added. */
  createdAt: string;
}

export interface ProductRepository {
  /** Products matching the filter in the sort's order (ties by id), after the cursor, with the total. */
  list(filter: ProductFilter, sort: ProductSort, first: number, after: ProductCursor | null): Promise<Page<ProductRecord>>;
  /** A product by id, or null. */
  byId(id: string): Promise<ProductRecord | null>;
  /** The categories that have at least one product (any order). */
  categories(): Promise<ProductCategory[]>;
  /** Stores a new product for its seller, without a rating; hosted, RLS refuses anyone but the caller as seller. */
  add(product: NewProduct): Promise<ProductRecord>;
}
