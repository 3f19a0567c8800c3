/** Builds the /search URL for the home page's hero choices (SPEC §2 route table). */
import { EMIRATE_NAMES, emirateFromSlug, emirateSlug, SEARCH_SERVICES } from "./directory";

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
 * The hero's one text box says "Search by service, location, or name", while the search page
 * filters each separately: an emirate's name becomes the emirate, one of the search services
 * becomes the service, and anything else searches provider names.
 */
export function classifyHeroText(text: string): { emirate?: string; service?: string; name?: string } {
  const folded = text.trim().replace(/\s+/g, " ").toLowerCase();
  if (!folded) return {};
  const emirate = EMIRATE_NAMES.find((name) => name.toLowerCase() === folded);
  if (emirate) return { emirate: emirateSlug(emirate) };
  const service = SEARCH_SERVICES.find((name) => name.toLowerCase() === folded);
  if (service) return { service };
  return { name: text.trim() };
}

export function buildSearchHref({ emirate, category, service, query }: HeroSearchChoices): string {
  const text = classifyHeroText(query ?? "");
  const chosenEmirate = emirate && emirateFromSlug(emirate) ? emirate.toLowerCase() : null;
  const emirateInPath = chosenEmirate ?? text.emirate ?? null;
  const path = emirateInPath ? `/search/${emirateInPath}` : "/search";
  const params = new URLSearchParams();
  if (category === "parlours" || category === "clinics") params.set("category", category);
  const chosenService = service && service !== "all-services" ? service : null;
  if (chosenService ?? text.service) params.set("service", (chosenService ?? text.service)!);
  // A text that named an emirate or service already chosen in a selector adds nothing more.
  if (text.name) params.set("q", text.name);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
