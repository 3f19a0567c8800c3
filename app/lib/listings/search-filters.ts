/**
 * The search page's filter state and its URL (/search or /search/{emirate}, the other filters in the query).
 *
 * The URL is the state: /search[/{emirate}]?category=&service=&q=&rating=&minPrice=&maxPrice=&open=&licensed=1,
 * defaults left out (`open`: 'now' or a date 'YYYY-MM-DD'; the form without JavaScript sends its date as
 * `openOn`, read here and put back as `open`). Reading a URL is lenient (a hand-edited or stale link never breaks the page):
 * unknown values fall back to the defaults, numbers are snapped onto the sliders. The API itself
 * is strict; these rules only ever hand it valid input.
 */
import {
  ALL_SERVICES,
  emirateFromSlug,
  emirateSlug,
  SEARCH_CATEGORIES,
  SEARCH_LIMITS,
  type Emirate,
  type SearchCategorySlug,
} from "../../../graphql/shared/vocabulary";
import { openFilterValue } from "../../../graphql/modules/search/rules";

/** The sliders' ranges as the inputs take them. */
export const RATING_LIMITS = {
  min: SEARCH_LIMITS.minRating,
  max: SEARCH_LIMITS.maxRating,
  step: SEARCH_LIMITS.ratingStep,
} as const;
export const PRICE_LIMITS = { min: SEARCH_LIMITS.minPrice, max: SEARCH_LIMITS.maxPrice, step: SEARCH_LIMITS.priceStep } as const;

export interface SearchFilters {
  /** Free text: words found in a provider's name, services, area, address or emirate ('' = any). */
  q: string;
  emirate: Emirate | null;
  category: SearchCategorySlug | null;
  /** A service name or any text to find in one (null = all services). */
  service: string | null;
  rating: number;
  minPrice: number;
  maxPrice: number;
  /** 'now' (open now) or a date 'YYYY-MM-DD' (open that day); null = any hours. */
  open: string | null;
  /** "Licensed clinics only": clinics with a verified, unexpired health licence (`licensed=1`). */
  licensed: boolean;
}

export const DEFAULT_FILTERS: SearchFilters = Object.freeze({
  q: "",
  emirate: null,
  category: null,
  service: null,
  rating: RATING_LIMITS.min,
  minPrice: PRICE_LIMITS.min,
  maxPrice: PRICE_LIMITS.max,
  open: null,
  licensed: false,
});

/** A number from the URL snapped onto a slider, or the fallback when it is not a number. */
export function snapToSlider(raw: string | null | undefined, limits: { min: number; max: number; step: number }, fallback: number): number {
  if (raw == null || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  const snapped = Math.round(value / limits.step) * limits.step;
  return Math.min(limits.max, Math.max(limits.min, snapped));
}

/** A price range read from a URL, put in order with the bounds at least one step apart. */
export function orderPriceRange(minPrice: number, maxPrice: number) {
  const { max, step } = PRICE_LIMITS;
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  if (maxPrice - minPrice >= step) return { minPrice, maxPrice };
  return maxPrice + step <= max ? { minPrice, maxPrice: minPrice + step } : { minPrice: max - step, maxPrice: max };
}

/** Moves one price thumb (0 to 5000 in steps of 50), stopping it one step short of the other. */
export function movePriceThumb(
  range: { minPrice: number; maxPrice: number },
  thumb: "min" | "max",
  value: number,
): { minPrice: number; maxPrice: number } {
  const snapped = snapToSlider(String(value), PRICE_LIMITS, thumb === "min" ? PRICE_LIMITS.min : PRICE_LIMITS.max);
  return thumb === "min"
    ? { minPrice: Math.min(snapped, range.maxPrice - PRICE_LIMITS.step), maxPrice: range.maxPrice }
    : { minPrice: range.minPrice, maxPrice: Math.max(snapped, range.minPrice + PRICE_LIMITS.step) };
}

function cleanText(raw: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return [...(raw ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim()].slice(0, SEARCH_LIMITS.maxTextLength).join("").trim();
}

function categoryFrom(raw: string | null | undefined): SearchCategorySlug | null {
  return SEARCH_CATEGORIES.find((category) => category.slug === raw?.trim().toLowerCase())?.slug ?? null;
}

/**
 * The filters a search URL describes. `routeEmirate` is the /search/{emirate} slug; an `emirate`
 * query parameter (what the filter form sends without JavaScript) wins over it.
 */
export function filtersFromUrl(url: URL, routeEmirate?: string | null): SearchFilters {
  const params = url.searchParams;
  const emirateParam = params.get("emirate");
  const emirate =
    emirateParam !== null ? emirateFromSlug(emirateParam.trim().replace(/ /g, "-")) : routeEmirate ? emirateFromSlug(routeEmirate) : null;
  const service = cleanText(params.get("service"));
  const { minPrice, maxPrice } = orderPriceRange(
    snapToSlider(params.get("minPrice"), PRICE_LIMITS, PRICE_LIMITS.min),
    snapToSlider(params.get("maxPrice"), PRICE_LIMITS, PRICE_LIMITS.max),
  );
  return {
    q: cleanText(params.get("q")),
    emirate,
    category: categoryFrom(params.get("category")),
    service: service === "" || service.toLowerCase() === ALL_SERVICES ? null : service,
    rating: snapToSlider(params.get("rating"), RATING_LIMITS, RATING_LIMITS.min),
    minPrice,
    maxPrice,
    // `open=now` (the checkbox) wins over a date (the form's `openOn`).
    open: openFilterValue([...params.getAll("open"), ...params.getAll("openOn")]),
    licensed: params.get("licensed") === "1",
  };
}

/** The canonical URL of a search: the emirate in the path, other non-default filters in the query. */
export function searchHref(filters: SearchFilters, extra?: Record<string, string>): string {
  const path = filters.emirate ? `/search/${emirateSlug(filters.emirate)}` : "/search";
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.service) params.set("service", filters.service);
  if (filters.q) params.set("q", filters.q);
  if (filters.rating !== DEFAULT_FILTERS.rating) params.set("rating", String(filters.rating));
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) params.set("maxPrice", String(filters.maxPrice));
  if (filters.open) params.set("open", filters.open);
  if (filters.licensed) params.set("licensed", "1");
  for (const [name, value] of Object.entries(extra ?? {})) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return searchHref(a) === searchHref(b);
}

export function categoryLabel(slug: SearchCategorySlug | null): string | null {
  return SEARCH_CATEGORIES.find((category) => category.slug === slug)?.label ?? null;
}

/** The search headline: 'Showing results for Dubai in Salons & Parlours', 'Browse all providers', … */
export function searchHeadline(filters: Pick<SearchFilters, "emirate" | "category"> & { q?: string }): string {
  // The spec's headlines; a text search says what it looked for (issue #38).
  const query = (filters.q ?? "").trim();
  const where = filters.emirate ? ` in ${filters.emirate}` : "";
  const base = query
    ? `Results for '${query}'${where}`
    : filters.emirate
      ? `Showing results for ${filters.emirate}`
      : "Browse all providers";
  const category = categoryLabel(filters.category);
  return category ? `${base} in ${category}` : base;
}

/** The GraphQL `SearchInput` for these filters. */
export function searchInput(filters: SearchFilters) {
  return {
    text: filters.q || null,
    emirate: filters.emirate,
    category: filters.category,
    service: filters.service,
    minRating: filters.rating,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    open: filters.open,
    licensedOnly: filters.licensed || null,
  };
}

/** 'AED 250', and 'AED 5000+' at the top of the slider (no upper bound there). */
export function formatPriceBound(value: number): string {
  return value >= PRICE_LIMITS.max ? `AED ${value}+` : `AED ${value}`;
}
