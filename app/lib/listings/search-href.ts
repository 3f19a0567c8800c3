/** Builds the /search URL for the home page's hero choices (the emirate in the path: /search/{emirate}). */
import {
  ALL_SERVICES,
  EMIRATES,
  emirateFromSlug,
  SEARCH_CATEGORIES,
  SEARCH_SERVICES,
  type Emirate,
} from "../../../graphql/shared/vocabulary";
import { DEFAULT_FILTERS, searchHref } from "./search-filters";
import { VOCABULARY_AR } from "../../../graphql/shared/vocabulary-ar";

export interface HeroSearchChoices {
  /** An emirate slug such as 'dubai', or 'all-emirates'. */
  emirate?: string | null;
  /** 'parlours' | 'clinics' | 'all-categories' */
  category?: string | null;
  /** A service name, or 'all-services'. */
  service?: string | null;
  /** Free text: a service, location or name. */
  query?: string | null;
}

/**
 * The hero's one text box says "Search by service, location, or name". Text that is exactly an
 * emirate's name becomes the emirate filter (its own page, /search/{emirate}), exactly one of the
 * search services becomes the service filter; anything else is the search page's free text, which
 * looks in names, services, areas, addresses and emirates ('botox dubai', 'Al Reem').
 */
export function classifyHeroText(text: string): { emirate?: Emirate; service?: string; name?: string } {
  const folded = text.trim().replace(/\s+/g, " ").toLowerCase();
  if (!folded) return {};
  // An emirate or service typed in Arabic ('دبي', 'بوتوكس') is that filter too.
  const emirate = EMIRATES.find((name) => name.toLowerCase() === folded || VOCABULARY_AR[name] === folded);
  if (emirate) return { emirate };
  const service = SEARCH_SERVICES.find((name) => name.toLowerCase() === folded || VOCABULARY_AR[name] === folded);
  if (service) return { service };
  return { name: text.trim() };
}

/** The hero's choices as the search page's own canonical URL (selectors win over the free text). */
export function buildSearchHref({ emirate, category, service, query }: HeroSearchChoices): string {
  const text = classifyHeroText(query ?? "");
  return searchHref({
    ...DEFAULT_FILTERS,
    emirate: (emirate ? emirateFromSlug(emirate) : null) ?? text.emirate ?? null,
    category: SEARCH_CATEGORIES.find((known) => known.slug === category)?.slug ?? null,
    service: (service && service !== ALL_SERVICES ? service : null) ?? text.service ?? null,
    q: text.name ?? "",
  });
}
