import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SEARCH_SERVICES } from "../../graphql/shared/vocabulary";
import {
  bucketMasks,
  ftsPhrase,
  gramToken,
  isIndexable,
  likeContains,
  priceBucket,
  priceRangeMasks,
  sqliteLower,
} from "../../workers/adapters/local/search-index";
import { itGives } from "./rule-cases";

describe("D1 search index encoding", () => {
  itGives("puts prices in 50 AED buckets, 5000 and above in the last: %d", priceBucket, [
    [0, 0],
    [49.99, 0],
    [50, 1],
    [1200, 24],
    [4999, 99],
    [5000, 100],
    [12000, 100],
  ]);

  it("splits bucket bits over two integer columns that stay exact in JavaScript", () => {
    expect(bucketMasks(0, 0)).toEqual({ low: 1, high: 0 });
    expect(bucketMasks(2, 5)).toEqual({ low: 4 + 8 + 16 + 32, high: 0 });
    expect(bucketMasks(49, 50)).toEqual({ low: 2 ** 49, high: 1 });
    expect(bucketMasks(100, 100)).toEqual({ low: 0, high: 2 ** 50 });
    expect(Number.isSafeInteger(bucketMasks(0, 100).high)).toBe(true);
  });

  it("reads a closed range as inside buckets plus the exact price of its upper bound", () => {
    // [100, 300]: 100–299.99 are buckets 2–5; 300 itself shares bucket 6 with 300.01–349.99,
    // so it is matched through the exact-price bits instead.
    expect(priceRangeMasks(100, 300)).toEqual({ inside: bucketMasks(2, 5), exact: bucketMasks(6, 6) });
    expect(priceRangeMasks(0, 50)).toEqual({ inside: bucketMasks(0, 0), exact: bucketMasks(1, 1) });
    expect(priceRangeMasks(2450, 2500)).toEqual({ inside: bucketMasks(49, 49), exact: { low: 0, high: 1 } });
  });

  it("reads a range up to the slider's top as open-ended", () => {
    expect(priceRangeMasks(1000, 5000)).toEqual({ inside: bucketMasks(20, 100), exact: null });
  });

  it("quotes full-text phrases and escapes LIKE patterns", () => {
    expect(ftsPhrase("name", "glam")).toBe('name : "glam"');
    expect(ftsPhrase("services", 'say "hi"')).toBe('services : "say ""hi"""');
    expect(likeContains("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("sends 3+ characters (not UTF-16 units) to the trigram index", () => {
    expect(isIndexable("ab")).toBe(false);
    expect(isIndexable("abc")).toBe(true);
    expect(isIndexable("💅💅")).toBe(false);
  });

  it("writes a text of one or two characters as the token of its pieces in the gram indexes (SQLite's lower, hex of UTF-8)", () => {
    expect(gramToken("Al")).toBe('"616c"');
    expect(gramToken("%")).toBe('"25"');
    expect(gramToken("é")).toBe('"c3a9"');
    // lower() folds ASCII only, as LIKE compares: 'É' stays itself.
    expect(sqliteLower("ÉCOLE Nº1")).toBe("École nº1");
    expect(gramToken("É")).toBe('"c389"');
    expect(gramToken("💅")).toBe('"f09f9285"');
  });

  it("lists the selector services in the migrations in SEARCH_SERVICES order (bit i = service i)", () => {
    const read = (file: string) => readFileSync(new URL(`../../workers/migrations/d1/${file}`, import.meta.url), "utf8");
    const selectors = [...read("0001_baseline.sql").matchAll(/\((\d+), '%([^%']+)%'\)/g)].map((m) => [m[2], Number(m[1])]);
    expect(selectors).toEqual(SEARCH_SERVICES.map((service, bit) => [service.toLowerCase(), bit]));
  });
});
