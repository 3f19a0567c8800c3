/**
 * The search filter itself (SPEC §5 "Search filter logic", plus the price range), as one pure
 * predicate. Repositories may answer it any way they like (indexes, full-text search), but must
 * return exactly the providers this function accepts; the tests hold them to it.
 */
import type { Emirate, ProviderType } from "../providers/repository";
import { hasPriceFilter, isPriceInRange, type SearchCriteria } from "./criteria";

export interface SearchableProvider {
  name: string;
  type: ProviderType;
  emirate: Emirate;
  rating: number;
  services: readonly { name: string; priceAed: number }[];
}

/** Case-insensitive substring test. */
export function containsText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

export function matchesSearch(provider: SearchableProvider, criteria: SearchCriteria): boolean {
  if (criteria.name !== null && !containsText(provider.name, criteria.name)) return false;
  if (criteria.emirate !== null && provider.emirate !== criteria.emirate) return false;
  if (criteria.providerType !== null && provider.type !== criteria.providerType) return false;
  if (provider.rating < criteria.minRating) return false;

  const priced = hasPriceFilter(criteria);
  if (criteria.service === null && !priced) return true;
  // With both a service and a price range, one service must satisfy both ("a haircut under AED 100").
  const service = criteria.service;
  return provider.services.some(
    (offered) =>
      (service === null || containsText(offered.name, service)) &&
      (!priced || isPriceInRange(offered.priceAed, criteria)),
  );
}
