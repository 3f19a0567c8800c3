/** The search port on Supabase: one call to search_providers, a page at a time. */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { SearchCriteria } from "../../../graphql/modules/search/criteria";
import { searchTerms } from "../../../graphql/modules/search/match";
import type { SearchCursor, SearchHit, SearchRepository } from "../../../graphql/modules/search/repository";
import type { Page } from "../../../graphql/shared/pagination";
import { checked, SupabaseRequestError } from "./postgrest";

interface SearchAnswer {
  total: number;
  hits: { provider_id: string; name: string; rating: number | string }[];
}

export class SupabaseSearchRepository implements SearchRepository {
  constructor(private readonly db: SupabaseClient) {}

  async search(criteria: SearchCriteria, first: number, after: SearchCursor | null): Promise<Page<SearchHit>> {
    const answer = await this.db.rpc("search_providers", {
      p_terms: criteria.text === null ? null : searchTerms(criteria.text),
      p_name: criteria.name,
      p_emirate: criteria.emirate,
      p_type: criteria.providerType,
      p_service: criteria.service,
      p_min_rating: criteria.minRating,
      p_min_price: criteria.minPrice,
      p_max_price: criteria.maxPrice,
      // One more than asked for tells whether there is a next page.
      p_limit: first + 1,
      p_after_rating: after?.rating ?? null,
      p_after_name: after?.name ?? null,
      p_after_id: after?.providerId ?? null,
    });
    const result = checked("search_providers", answer).data as SearchAnswer | null;
    if (!result || !Array.isArray(result.hits)) {
      throw new SupabaseRequestError("search_providers", answer.status, null, `unexpected answer ${JSON.stringify(result)}`);
    }
    return {
      nodes: result.hits.slice(0, first).map((hit) => ({ providerId: hit.provider_id, name: hit.name, rating: Number(hit.rating) })),
      hasNextPage: result.hits.length > first,
      totalCount: Number(result.total),
    };
  }
}
