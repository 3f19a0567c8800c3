/**
 * The providers port with its reads kept in the catalogue cache (graphql/shared/catalogue-cache.ts):
 * the same answers as the store's, without a round trip while they are fresh. Only for anonymous
 * callers; the composition root decides who gets it.
 */
import type { CatalogueCache } from "../../shared/catalogue-cache";
import type { ProviderRepository } from "./repository";

export function cachedProviderRepository(store: ProviderRepository, cache: CatalogueCache): ProviderRepository {
  return {
    list: (filter, first, after) =>
      cache.get(`providers:${JSON.stringify([filter.type ?? null, filter.emirate ?? null, first, after])}`, () =>
        store.list(filter, first, after),
      ),
    featured: (limit) => cache.get(`featured:${limit}`, () => store.featured(limit)),
    byIds: (ids) => cache.getMany("provider", ids, (missing) => store.byIds(missing)),
    imagesFor: (ids) => cache.getMany("images", ids, (missing) => store.imagesFor(missing)),
    servicesFor: (ids) => cache.getMany("services", ids, (missing) => store.servicesFor(missing)),
    staffFor: (ids) => cache.getMany("staff", ids, (missing) => store.staffFor(missing)),
    reviewsFor: (ids) => cache.getMany("reviews", ids, (missing) => store.reviewsFor(missing)),
    staffServicesFor: (ids) => cache.getMany("staff-services", ids, (missing) => store.staffServicesFor(missing)),
  };
}
