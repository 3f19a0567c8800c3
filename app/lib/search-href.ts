/** Builds the /search URL for the home page's hero choices (SPEC §2 route table). */
import { emirateFromSlug } from "./directory";

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

export function buildSearchHref({ emirate, category, service, query }: HeroSearchChoices): string {
  const emirateName = emirate ? emirateFromSlug(emirate) : null;
  const path = emirateName ? `/search/${emirate!.toLowerCase()}` : "/search";
  const params = new URLSearchParams();
  if (category === "parlours" || category === "clinics") params.set("category", category);
  if (service && service !== "all-services") params.set("service", service);
  const text = query?.trim();
  if (text) params.set("q", text);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
