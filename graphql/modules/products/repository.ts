/** The shop's port (local: D1; hosted: PostgREST with row level security). */
import type { Page } from "../../shared/pagination";
import type { ProductCategory } from "../../shared/vocabulary";
import type { ProductCursor, ProductFilter, ProductSort } from "./rules";

export interface NewProduct {
  /** The account adding it: its seller. */
  accountId: string;
  /** The listing (provider) that sells it: one the account owns (the API asked the ownership guard). */
  providerId: string;
  name: string;
  brand: string;
  category: ProductCategory;
  priceFils: number;
  /** The seller's previous price ('compare at'), above priceFils; null when they gave none (no discount shown). */
  compareAtFils: number | null;
  /** The seller says it is genuine, sourced from the brand or its authorised distributor. */
  claimsGenuine: boolean;
  /** The seller says they deliver across the UAE in 3-5 days. */
  claimsUaeDelivery: boolean;
  stock: number;
  description: string;
  /** The public URL of its stored image (product_images/products/…). */
  imageUrl: string;
}

export interface ProductRecord extends Omit<NewProduct, "accountId" | "providerId"> {
  id: string;
  /** The seller's account; null for the sample products. */
  ownerId: string | null;
  /** The listing that sells it; null for the sample products. */
  providerId: string | null;
  /** 1 to 5 with one decimal; null until it has a rating (we never invent one). */
  rating: number | null;
  /** ISO 8601, UTC: when it was added. */
  createdAt: string;
}

/** A listing's products added since an instant: how many, and when the oldest of them was (null: none). */
export interface AddedSince {
  count: number;
  oldest: string | null;
}

/**
 * What adding a product did, decided by the database in one step: added; refused because the listing
 * has DAILY_PRODUCTS_PER_LISTING products of the last 24 hours already (until `endsAt`, ISO 8601); or
 * refused because the account does not own the listing (any more).
 */
export type AddProductOutcome =
  { kind: "added"; product: ProductRecord } | { kind: "dailyLimitReached"; endsAt: string } | { kind: "notOwner" };

export interface ProductRepository {
  /** Products matching the filter in the sort's order (ties by id), after the cursor, with the total. */
  list(filter: ProductFilter, sort: ProductSort, first: number, after: ProductCursor | null): Promise<Page<ProductRecord>>;
  /** A product by id, or null. */
  byId(id: string): Promise<ProductRecord | null>;
  /** The categories that have at least one product (any order). */
  categories(): Promise<ProductCategory[]>;
  /**
   * Stores a new product for its seller and listing, without a rating, only while the seller owns the
   * listing and the listing is within its daily limit, both checked by the database in the same step
   * (D1: one statement; hosted: row level security and the 0009 trigger).
   */
  add(product: NewProduct): Promise<AddProductOutcome>;
  /** A listing's products added after `since` (ISO 8601). */
  addedSince(providerId: string, since: string): Promise<AddedSince>;
}
