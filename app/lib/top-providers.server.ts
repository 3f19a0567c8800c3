/** The best-rated providers of one category, for the overview pages. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { PROVIDER_CARD_FRAGMENT, type ProviderCardData } from "~/components/provider-card.fragment";
import type { SearchCategorySlug } from "../../graphql/shared/vocabulary";
import { runQuery } from "./graphql.server";

export async function topRatedProviders(
  context: AppLoadContext,
  request: Request,
  category: SearchCategorySlug,
  first = 3,
): Promise<ProviderCardData[]> {
  const data = await runQuery(context, request, TOP_RATED_PROVIDERS_QUERY, { category, first });
  return data.search.edges.map((edge) => edge.node);
}

const TOP_RATED_PROVIDERS_QUERY = graphql(
  `
    query TopRatedProviders($category: String!, $first: Int!) {
      search(input: { category: $category }, first: $first) {
        edges {
          node {
            ...ProviderCard
          }
        }
      }
    }
  `,
  [PROVIDER_CARD_FRAGMENT],
);
