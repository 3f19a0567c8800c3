/**
 * The search filter itself (name, emirate, category, service and rating, plus the price range and the free text),
 * as one pure predicate. Repositories may answer it any way they like (indexes, full-text search),
 * but must return exactly the providers this function accepts; the tests hold them to it.
 */
import type { Emirate, ProviderType } from "../../shared/vocabulary";
import { DEFAULT_SCHEDULE, type ProviderSchedule } from "../availability/schedule";
import { hasPriceFilter, isPriceInRange, type SearchCriteria } from "./criteria";
import { isOpenFor } from "./open";
import { isLicensed, type HealthLicence } from "../clinics/rules";
import { foldText, searchTermGroups } from "./terms";

export interface SearchableProvider {
  name: string;
  type: ProviderType;
  emirate: Emirate;
  /** The area, e.g. 'Jumeirah, Dubai'. */
  location: string;
  address: string;
  rating: number;
  services: readonly { name: string; priceAed: number }[];
  /** Its hours, closures and special hours; absent: the default every provider starts from. */
  schedule?: Pick<ProviderSchedule, "weekly" | "closures" | "specialHours">;
  /** Its health licence (clinics only); absent or null: none. */
  licence?: Pick<HealthLicence, "expiresOn" | "verifiedOn"> | null;
}

/** Case-insensitive substring test. */
export function containsText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

export { foldText, searchTerms, searchTermGroups } from "./terms";

/** What the free text is looked for in, one field per line (a word never spans two). */
export function freeTextFields(provider: SearchableProvider): string[] {
  return [
    provider.name,
    ...provider.services.map((service) => service.name),
    provider.location,
    provider.address,
    provider.emirate,
    provider.type,
  ];
}

/**
 * Every group of the free text (a word or what it is also called, `searchTermGroups`) has an alternative
 * in one of the provider's fields (so 'botox dubai' narrows, and 'lashes' finds eyelash extensions).
 */
export function matchesFreeText(provider: SearchableProvider, text: string): boolean {
  return matchesTermGroups(provider, searchTermGroups(text));
}

export function matchesTermGroups(provider: SearchableProvider, groups: readonly (readonly string[])[]): boolean {
  const haystack = foldText(freeTextFields(provider).join("\n"));
  return groups.every((group) => group.some((alternative) => haystack.includes(alternative)));
}

export function matchesSearch(provider: SearchableProvider, criteria: SearchCriteria): boolean {
  if (criteria.text !== null && !matchesFreeText(provider, criteria.text)) return false;
  if (criteria.name !== null && !containsText(provider.name, criteria.name)) return false;
  if (criteria.emirate !== null && provider.emirate !== criteria.emirate) return false;
  if (criteria.providerType !== null && provider.type !== criteria.providerType) return false;
  if (provider.rating < criteria.minRating) return false;
  if (criteria.open !== null && !isOpenFor(provider.schedule ?? DEFAULT_SCHEDULE, criteria.open)) return false;
  if (criteria.licensedOn !== null && !(provider.licence && isLicensed(provider.licence, criteria.licensedOn))) return false;

  const priced = hasPriceFilter(criteria);
  if (criteria.service === null && !priced) return true;
  // With both a service and a price range, one service must satisfy both ("a haircut under AED 100").
  const service = criteria.service;
  return provider.services.some(
    (offered) => (service === null || containsText(offered.name, service)) && (!priced || isPriceInRange(offered.priceAed, criteria)),
  );
}

/**
 * The services a search was looking for, in the provider's order: those the service filter names,
 * or else those a word of the free text is in. Empty when the search named no service.
 */
export function searchedServices<S extends { name: string }>(services: readonly S[], criteria: SearchCriteria): S[] {
  if (criteria.service !== null) return services.filter((offered) => containsText(offered.name, criteria.service!));
  if (criteria.text === null) return [];
  // Words of one or two letters ('al') are in too many service names to point at any.
  const terms = searchTermGroups(criteria.text)
    .flat()
    .filter((term) => [...term].length >= 3);
  return services.filter((offered) => {
    const name = foldText(offered.name);
    return terms.some((term) => name.includes(term));
  });
}
