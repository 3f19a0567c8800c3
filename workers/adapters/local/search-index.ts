/**
 * How search criteria map onto the D1 search index (d1/0001_baseline.sql: search_documents +
 * search_fts). Pure, so the encodings are unit-tested without a database.
 */
import { SEARCH_LIMITS } from "../../../graphql/shared/vocabulary";

/** search_fts uses the trigram tokenizer: shorter text cannot use the index and is scanned. */
export const MIN_INDEXED_TEXT_LENGTH = 3;

export const PRICE_BUCKET_AED = 50;
/** Buckets 0…99 cover [0, 5000); bucket 100 holds 5000 and above. */
export const TOP_PRICE_BUCKET = SEARCH_LIMITS.maxPrice / PRICE_BUCKET_AED;
/** price_mask_low holds buckets 0…49, price_mask_high buckets 50…100. */
const HIGH_MASK_FIRST_BUCKET = 50;

export function priceBucket(priceAed: number): number {
  return Math.min(TOP_PRICE_BUCKET, Math.floor(priceAed / PRICE_BUCKET_AED));
}

export interface PriceMasks {
  low: number;
  high: number;
}

/** The (low, high) masks with the bits of buckets first…last set. Plain arithmetic: bits reach 2^50. */
export function bucketMasks(first: number, last: number): PriceMasks {
  const masks: PriceMasks = { low: 0, high: 0 };
  for (let bucket = Math.max(0, first); bucket <= Math.min(TOP_PRICE_BUCKET, last); bucket++) {
    if (bucket < HIGH_MASK_FIRST_BUCKET) masks.low += 2 ** bucket;
    else masks.high += 2 ** (bucket - HIGH_MASK_FIRST_BUCKET);
  }
  return masks;
}

export interface PriceRangeMasks {
  /** Buckets wholly inside the range: a provider with a price in any of them matches. */
  inside: PriceMasks;
  /**
   * The range's upper bound shares its bucket with dearer prices, so it is matched exactly
   * (price_exact_* columns: services costing exactly 50k AED); null for an open-ended range.
   */
  exact: PriceMasks | null;
}

/**
 * Price range [minPrice, maxPrice] (both multiples of 50; the slider's top is open-ended) as masks
 * over search_documents.price_mask_* and price_exact_*.
 */
export function priceRangeMasks(minPrice: number, maxPrice: number): PriceRangeMasks {
  const first = priceBucket(minPrice);
  if (maxPrice >= SEARCH_LIMITS.maxPrice) return { inside: bucketMasks(first, TOP_PRICE_BUCKET), exact: null };
  const top = priceBucket(maxPrice);
  return { inside: bucketMasks(first, top - 1), exact: bucketMasks(top, top) };
}

/** A text as one FTS5 phrase in a column, e.g. name : "glam ""spot""". */
export function ftsPhrase(column: "name" | "services" | "body", text: string): string {
  return `${column} : "${text.replace(/"/g, '""')}"`;
}

/** A LIKE pattern (ESCAPE '\') matching the text anywhere, with %, _ and \ taken literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Whether a text is long enough for the trigram index (counted in characters, not UTF-16 units). */
export function isIndexable(text: string): boolean {
  return [...text].length >= MIN_INDEXED_TEXT_LENGTH;
}

/** SQLite's lower(): ASCII letters only, as its LIKE compares them case-insensitively. */
export function sqliteLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * A text of one or two characters as its token in the gram indexes of migration 0004 (search_grams,
 * jobs_grams): the hex of its UTF-8 bytes after SQLite's lower(), as one FTS5 phrase ('Al' → '"616c"').
 */
export function gramToken(text: string): string {
  const hex = [...new TextEncoder().encode(sqliteLower(text))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/**
 * The search_documents column holding weekday `day`'s whole open hours (d1/0023): two days a column,
 * Sunday–Monday, Tuesday–Wednesday, Thursday–Friday, then Saturday.
 */
export function openHoursColumn(day: number): "open_hours_a" | "open_hours_b" | "open_hours_c" | "open_hours_d" {
  return (["open_hours_a", "open_hours_b", "open_hours_c", "open_hours_d"] as const)[Math.floor(day / 2)]!;
}

/** The bit of the hour holding `minute` of weekday `day` in its openHoursColumn: the odd day's hours above the even's. */
export function openHourBit(day: number, minute: number): number {
  return (day % 2) * 24 + Math.floor(minute / 60);
}
