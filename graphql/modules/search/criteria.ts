/**
 * Search input rules (the filters' ranges and known values), pure so they are unit-tested and shared by the GraphQL layer
 * and every repository. The vocabulary they check against is graphql/shared/vocabulary.ts.
 *
 * The API is strict: a value outside the spec's ranges, or an emirate/category it does not know,
 * is a SearchInputError (returned to clients as BAD_USER_INPUT), never silently replaced. The
 * sentinels 'all-emirates', 'all-categories' and 'all-services' (and empty text) mean "no filter".
 */
import {
  ALL_CATEGORIES,
  ALL_EMIRATES,
  ALL_SERVICES,
  EMIRATES,
  SEARCH_CATEGORIES,
  SEARCH_LIMITS,
  SEARCH_SERVICES,
  type Emirate,
  type ProviderType,
} from "../../shared/vocabulary";
import type { CodedMessage } from "../../shared/messages";
import { OpenInputError, parseOpenFilter, type OpenFilter } from "./open";
import { dubaiNow } from "../../shared/dubai-time";

/** A validated, normalised search: null means "any". */
export interface SearchCriteria {
  /**
   * Free text ("Search by service, location, or name"): every word of it is found in the
   * provider's name, a service name, its area, address, emirate or type (see match.ts `searchTerms`).
   */
  text: string | null;
  /** Case-insensitive substring of the provider's name. */
  name: string | null;
  emirate: Emirate | null;
  providerType: ProviderType | null;
  /** Case-insensitive substring of one of the provider's service names. */
  service: string | null;
  /** The provider's rating must be at least this. */
  minRating: number;
  /** Some service (the matching one, when `service` is set) is priced in [minPrice, maxPrice]. */
  minPrice: number;
  /** SEARCH_LIMITS.maxPrice means no upper bound. */
  maxPrice: number;
  /** Open now, or on a date (open.ts); null: any hours. */
  open: OpenFilter | null;
  /**
   * "Licensed clinics only": Dubai's date on which the clinic's health licence must be verified and not
   * expired (graphql/modules/clinics/rules.ts `isLicensed`); null: no such filter.
   */
  licensedOn: string | null;
}

export const DEFAULT_CRITERIA: SearchCriteria = Object.freeze({
  text: null,
  name: null,
  emirate: null,
  providerType: null,
  service: null,
  minRating: SEARCH_LIMITS.minRating,
  minPrice: SEARCH_LIMITS.minPrice,
  maxPrice: SEARCH_LIMITS.maxPrice,
  open: null,
  licensedOn: null,
});

/** The raw input, as GraphQL (or any other client) hands it over. */
export interface SearchInput {
  text?: string | null;
  name?: string | null;
  emirate?: string | null;
  category?: string | null;
  service?: string | null;
  minRating?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  /** 'now', or a date 'YYYY-MM-DD' from Dubai's today to a year later. */
  open?: string | null;
  /** Only clinics whose health licence is verified and not expired today (Dubai). */
  licensedOnly?: boolean | null;
}

/** A search input the API refuses; `field` names the input field at fault. */
export class SearchInputError extends Error {
  constructor(
    readonly field: keyof SearchInput,
    message: string,
    /** The message by its code, for the inputs whose messages have one. */
    readonly coded: CodedMessage | null = null,
  ) {
    super(message);
  }
}

/**
 * An emirate by name ('Dubai', any case) or route slug ('umm-al-quwain'; dashes are spaces);
 * null for none or 'all-emirates'.
 */
export function parseEmirate(value: string | null | undefined): Emirate | null {
  const text = value?.trim() ?? "";
  if (text === "" || text.toLowerCase() === ALL_EMIRATES) return null;
  const spaced = text.replace(/-/g, " ").replace(/\s+/g, " ").toLowerCase();
  const emirate = EMIRATES.find((name) => name.toLowerCase() === spaced);
  if (!emirate) {
    throw new SearchInputError(
      "emirate",
      `Unknown emirate "${text}". Use one of ${EMIRATES.join(", ")} (or its slug, e.g. "umm-al-quwain"), or "${ALL_EMIRATES}".`,
    );
  }
  return emirate;
}

/** First words that name each provider type ('Salons & Parlours' → 'salons' → Parlour). */
const CATEGORY_FIRST_WORDS: Record<string, ProviderType> = {
  salons: "Parlour",
  salon: "Parlour",
  parlours: "Parlour",
  parlour: "Parlour",
  aesthetic: "Clinic",
  clinics: "Clinic",
  clinic: "Clinic",
};

/**
 * The provider type a category means. Like the original, a category is matched on its first word,
 * so the slug ('parlours'), the label ('Salons & Parlours') and the type ('Parlour') all work;
 * null for none or 'all-categories'.
 */
export function parseCategory(value: string | null | undefined): ProviderType | null {
  const text = value?.trim() ?? "";
  if (text === "" || text.toLowerCase() === ALL_CATEGORIES) return null;
  const firstWord = text.split(/[\s&/,-]+/)[0]!.toLowerCase();
  const type = CATEGORY_FIRST_WORDS[firstWord];
  if (!type) {
    throw new SearchInputError(
      "category",
      `Unknown category "${text}". Use "parlours" or "clinics" (or "${SEARCH_CATEGORIES[0].label}", "${SEARCH_CATEGORIES[1].label}"), or "${ALL_CATEGORIES}".`,
    );
  }
  return type;
}

/** Free text for a substring match: trimmed, control characters removed; null when empty. */
export function parseSearchText(field: "text" | "name" | "service", value: string | null | undefined, sentinel?: string): string | null {
  // eslint-disable-next-line no-control-regex
  const text = (value ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  if (text === "" || (sentinel && text.toLowerCase() === sentinel)) return null;
  if ([...text].length > SEARCH_LIMITS.maxTextLength) {
    throw new SearchInputError(field, `${field} must be at most ${SEARCH_LIMITS.maxTextLength} characters.`);
  }
  return text;
}

const isMultipleOf = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9;

export function parseMinRating(value: number | null | undefined): number {
  const rating = value ?? SEARCH_LIMITS.minRating;
  if (
    !Number.isFinite(rating) ||
    rating < SEARCH_LIMITS.minRating ||
    rating > SEARCH_LIMITS.maxRating ||
    !isMultipleOf(rating, SEARCH_LIMITS.ratingStep)
  ) {
    throw new SearchInputError(
      "minRating",
      `minRating must be from ${SEARCH_LIMITS.minRating} to ${SEARCH_LIMITS.maxRating} in steps of ${SEARCH_LIMITS.ratingStep}.`,
    );
  }
  return Math.round(rating / SEARCH_LIMITS.ratingStep) * SEARCH_LIMITS.ratingStep;
}

export function parsePriceRange(min: number | null | undefined, max: number | null | undefined): { minPrice: number; maxPrice: number } {
  const minPrice = min ?? SEARCH_LIMITS.minPrice;
  const maxPrice = max ?? SEARCH_LIMITS.maxPrice;
  const { minPrice: low, maxPrice: high, priceStep: step } = SEARCH_LIMITS;
  for (const [field, value] of [
    ["minPrice", minPrice],
    ["maxPrice", maxPrice],
  ] as const) {
    if (!Number.isInteger(value) || value < low || value > high || value % step !== 0) {
      throw new SearchInputError(field, `${field} must be from ${low} to ${high} AED in steps of ${step}.`);
    }
  }
  if (maxPrice - minPrice < step) {
    throw new SearchInputError("maxPrice", `maxPrice must be at least ${step} AED above minPrice.`);
  }
  return { minPrice, maxPrice };
}

/** The `open` field: see open.ts. */
export function parseOpen(value: string | null | undefined, now: Date): OpenFilter | null {
  try {
    return parseOpenFilter(value, now);
  } catch (error) {
    if (error instanceof OpenInputError) throw new SearchInputError("open", error.message, error.coded);
    throw error;
  }
}

/**
 * Validates and normalises a search input; throws SearchInputError for the first bad field. `now`
 * (the backend's clock) decides what "open now" and the range of "open on a date" mean.
 */
export function parseSearchInput(input: SearchInput | null | undefined, now: Date = new Date()): SearchCriteria {
  const raw = input ?? {};
  return {
    text: parseSearchText("text", raw.text),
    name: parseSearchText("name", raw.name),
    emirate: parseEmirate(raw.emirate),
    providerType: parseCategory(raw.category),
    service: parseSearchText("service", raw.service, ALL_SERVICES),
    minRating: parseMinRating(raw.minRating),
    ...parsePriceRange(raw.minPrice, raw.maxPrice),
    open: parseOpen(raw.open, now),
    licensedOn: raw.licensedOnly ? dubaiNow(now).date : null,
  };
}

/** True when the price range narrows anything (the full slider range is no filter). */
export function hasPriceFilter(criteria: Pick<SearchCriteria, "minPrice" | "maxPrice">): boolean {
  return criteria.minPrice > SEARCH_LIMITS.minPrice || criteria.maxPrice < SEARCH_LIMITS.maxPrice;
}

/** Whether a price is inside the range; the slider's top means "and above". */
export function isPriceInRange(priceAed: number, criteria: Pick<SearchCriteria, "minPrice" | "maxPrice">): boolean {
  if (priceAed < criteria.minPrice) return false;
  return criteria.maxPrice >= SEARCH_LIMITS.maxPrice || priceAed <= criteria.maxPrice;
}

/** The selector service a text is (any case), as its index in SEARCH_SERVICES; null for other text. */
export function selectorServiceIndex(service: string): number | null {
  const wanted = service.trim().toLowerCase();
  const index = SEARCH_SERVICES.findIndex((name) => name.toLowerCase() === wanted);
  return index < 0 ? null : index;
}
