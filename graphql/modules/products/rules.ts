/**
 * The shop's rules, as pure functions: money in fils, the '% OFF' badge, the
 * quantity bounds, and how the product list is filtered, sorted and paged. Unit-tested in
 * tests/unit/product-rules.test.ts; the adapters and the fake Supabase follow the same rules.
 * Imports only the vocabulary and the cursor codec, so the browser bundle may use it.
 */
import { westernDigits } from "../../shared/digits";
import { decodeCursor, encodeCursor, InvalidCursorError } from "../../shared/pagination";
import { PRODUCT_CATEGORIES, type ProductCategory } from "../../shared/vocabulary";

/** 1 AED = 100 fils. Money is kept as whole fils, never as a binary float. */
export const FILS_PER_AED = 100;
/** The largest price a product may have: AED 1,000,000.00. */
export const MAX_PRICE_FILS = 1_000_000 * FILS_PER_AED;
/** The largest stock a product may have. */
export const MAX_STOCK = 1_000_000;
/**
 * A listing adds at most this many products in any 24 hours, whoever asks (decided by the database:
 * D1's insert statement, PostgreSQL's trigger in 0009). A day's honest work by hand is far below it;
 * a script that fills the shop is stopped at it. docs/decisions/034-shop-sellers-and-image-pixels.md.
 */
export const DAILY_PRODUCTS_PER_LISTING = 20;
/** The window the daily limit counts over: the last 24 hours, rolling (no midnight burst). */
export const PRODUCT_LIMIT_WINDOW_MS = 24 * 3600_000;

/** The instant (ISO 8601) from which a listing's products count toward the limit at `now`. */
export const productLimitWindowStart = (now: Date): string => new Date(now.getTime() - PRODUCT_LIMIT_WINDOW_MS).toISOString();

/** When one more product may be added: the oldest one in the window turns 24 hours old. */
export const productLimitEndsAt = (oldestInWindow: string): string =>
  new Date(Date.parse(oldestInWindow) + PRODUCT_LIMIT_WINDOW_MS).toISOString();

/**
 * A price typed in AED ('49.99', '49.9', '49', ' 1,250.00 ') as whole fils, or null when it is not
 * a plain amount with at most two decimals. Arabic-Indic digits ('٤٩٫٩٩') count as Western ones. Read from the text, so 0.1 + 0.2 never happens.
 */
export function parsePriceFils(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(westernDigits(text).trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ""));
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  const fils = whole * FILS_PER_AED + fraction;
  return Number.isSafeInteger(fils) ? fils : null;
}

/** '49.99', '1250.00': the amount with two decimals and no grouping (what a price input holds). */
export function filsToDecimal(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / FILS_PER_AED)}.${String(abs % FILS_PER_AED).padStart(2, "0")}`;
}

/** 'AED 49.99', 'AED 1,250.00' (AED with 2 decimals). */
export function formatPriceFils(fils: number): string {
  const [whole, fraction] = filsToDecimal(fils).split(".");
  return `AED ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/**
 * The '% OFF' badge's whole percentage: how much below the seller's own previous ("compare at") price the
 * price is, halves rounded up (AED 80 compared at AED 100 → 20). Null without a previous price, or one not
 * above the price: a product shows a discount only when its seller entered the price it was before, never
 * one the shop invents (issue #33).
 */
export function percentOff(fils: number, compareAtFils: number | null): number | null {
  if (compareAtFils === null || compareAtFils <= fils) return null;
  const saved = compareAtFils - fils;
  // round(100 · saved / compareAt) in integers: floor((200 · saved + compareAt) / (2 · compareAt)).
  return Math.floor((200 * saved + compareAtFils) / (2 * compareAtFils));
}

/** Quantity: at least 1, at most the stock (or 1 when there is none). */
export function quantityBounds(stock: number): { min: number; max: number } {
  return { min: 1, max: Math.max(1, Math.floor(stock)) };
}

/** A typed quantity brought into bounds; anything unreadable becomes 1. */
export function clampQuantity(value: number | string, stock: number): number {
  const { min, max } = quantityBounds(stock);
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return min;
  return Math.min(max, Math.max(min, Math.floor(number)));
}

export const isInStock = (stock: number) => stock > 0;

// ---------------------------------------------------------------------------
// Listing: filter, sort, cursor
// ---------------------------------------------------------------------------

/** The price sort: as added, low to high, high to low. */
export const PRODUCT_SORTS = ["DEFAULT", "PRICE_ASC", "PRICE_DESC"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilter {
  /** Matches name or brand, case-insensitive; null = everything. */
  text: string | null;
  category: ProductCategory | null;
}

export const NO_PRODUCT_FILTER: ProductFilter = { text: null, category: null };
export const MAX_FILTER_TEXT = 100;

export const isProductCategory = (value: string): value is ProductCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(value);

/**
 * The filter as the API takes it: text trimmed (empty = none, at most 100 characters), category
 * one of the eight fixed categories (empty = none). A message names what is wrong.
 */
export function normaliseProductFilter(input: {
  text?: string | null;
  category?: string | null;
}): { ok: true; filter: ProductFilter } | { ok: false; field: "text" | "category"; message: string } {
  const text = input.text?.trim() || null;
  if (text && [...text].length > MAX_FILTER_TEXT) {
    return { ok: false, field: "text", message: `Search text can be at most ${MAX_FILTER_TEXT} characters.` };
  }
  const category = input.category?.trim() || null;
  if (category && !isProductCategory(category)) {
    return { ok: false, field: "category", message: `Unknown category '${category}': use one of ${PRODUCT_CATEGORIES.join(", ")}.` };
  }
  return { ok: true, filter: { text, category: category as ProductCategory | null } };
}

/** What the list needs of a product to filter and order it. */
export interface ListedProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  priceFils: number;
  /** ISO 8601, UTC: when it was added. */
  createdAt: string;
}

export function matchesProductFilter(product: Pick<ListedProduct, "name" | "brand" | "category">, filter: ProductFilter): boolean {
  if (filter.category && product.category !== filter.category) return false;
  if (!filter.text) return true;
  const needle = filter.text.toLowerCase();
  return product.name.toLowerCase().includes(needle) || product.brand.toLowerCase().includes(needle);
}

/** The key a sort orders by, then the id: DEFAULT by when added, the others by price. */
export function sortKey(product: Pick<ListedProduct, "priceFils" | "createdAt">, sort: ProductSort): string | number {
  return sort === "DEFAULT" ? product.createdAt : product.priceFils;
}

/** Orders two products for a sort; ties go by id so every order is total (and pages are stable). */
export function compareProducts(sort: ProductSort) {
  return (a: ListedProduct, b: ListedProduct): number => {
    const left = sortKey(a, sort);
    const right = sortKey(b, sort);
    const byKey = left < right ? -1 : left > right ? 1 : 0;
    const directed = sort === "PRICE_DESC" ? -byKey : byKey;
    if (directed !== 0) return directed;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** Where a page starts: after the product with this key and id, in the sort's order. */
export interface ProductCursor {
  sort: ProductSort;
  key: string | number;
  id: string;
}

export const cursorOf = (product: ListedProduct, sort: ProductSort): ProductCursor => ({
  sort,
  key: sortKey(product, sort),
  id: product.id,
});

/** Whether a product comes after the cursor in the cursor's sort (what a keyset query keeps). */
export function isAfterCursor(product: ListedProduct, cursor: ProductCursor): boolean {
  return compareProducts(cursor.sort)(product, { ...product, ...cursorPosition(cursor) }) > 0;
}

function cursorPosition(cursor: ProductCursor): Pick<ListedProduct, "id" | "priceFils" | "createdAt"> {
  return cursor.sort === "DEFAULT"
    ? { id: cursor.id, createdAt: String(cursor.key), priceFils: 0 }
    : { id: cursor.id, createdAt: "", priceFils: Number(cursor.key) };
}

/** The opaque `after` of a product page: the sort, its key and the id, so a cursor of one sort is refused by another. */
export function encodeProductCursor(cursor: ProductCursor): string {
  return encodeCursor([cursor.sort, cursor.key, cursor.id]);
}

/** A cursor back, checked against the sort it is used with; throws InvalidCursorError otherwise. */
export function decodeProductCursor(after: string, sort: ProductSort): ProductCursor {
  const [cursorSort, key, id] = decodeCursor(after, 3);
  const keyFits = sort === "DEFAULT" ? typeof key === "string" : Number.isSafeInteger(key);
  if (cursorSort !== sort || !keyFits || typeof id !== "string") throw new InvalidCursorError();
  return { sort, key: key!, id };
}
