/**
 * The shop's filter state and its URL: /shop?q=&category=&sort=&after=, defaults left out. Reading
 * a URL is lenient (a hand-edited or stale link never breaks the page): an unknown category or sort
 * falls back to all / default. The API itself is strict; these rules only hand it valid input.
 */
import { PRODUCT_CATEGORIES } from "../../../graphql/shared/vocabulary";

/** The price sort as the URL says it, its label's key in the shop catalogue, and the API's name for it (default, low to high, high to low). */
export const SHOP_SORTS = [
  { slug: "default", key: "sortDefault", api: "DEFAULT" },
  { slug: "price-asc", key: "sortPriceAsc", api: "PRICE_ASC" },
  { slug: "price-desc", key: "sortPriceDesc", api: "PRICE_DESC" },
] as const;
export type ShopSortSlug = (typeof SHOP_SORTS)[number]["slug"];
export type ShopSortApi = (typeof SHOP_SORTS)[number]["api"];

export const ALL_PRODUCT_CATEGORIES = "all";
const MAX_TEXT = 100;

export interface ShopFilters {
  /** Text to find in a product's name or brand ('' = everything). */
  q: string;
  category: (typeof PRODUCT_CATEGORIES)[number] | null;
  sort: ShopSortSlug;
}

export const DEFAULT_SHOP_FILTERS: ShopFilters = Object.freeze({ q: "", category: null, sort: "default" });

export function shopFiltersFromUrl(url: URL): ShopFilters {
  const q = [...(url.searchParams.get("q") ?? "").trim()].slice(0, MAX_TEXT).join("");
  const category = url.searchParams.get("category") ?? "";
  const sort = url.searchParams.get("sort") ?? "";
  return {
    q,
    category: (PRODUCT_CATEGORIES as readonly string[]).includes(category) ? (category as ShopFilters["category"]) : null,
    sort: SHOP_SORTS.find((option) => option.slug === sort)?.slug ?? "default",
  };
}

/** /shop with the filters that differ from the defaults, and the page cursor when given. */
export function shopHref(filters: ShopFilters, after: string | null = null): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.category) params.set("category", filters.category);
  if (filters.sort !== "default") params.set("sort", filters.sort);
  if (after) params.set("after", after);
  const query = params.toString();
  return query ? `/shop?${query}` : "/shop";
}

/** The `products` query's arguments for these filters. */
export function productsArguments(filters: ShopFilters) {
  return {
    filter: { text: filters.q.trim() || null, category: filters.category },
    sort: SHOP_SORTS.find((option) => option.slug === filters.sort)!.api,
  };
}
