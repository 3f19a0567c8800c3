/** The best-rated providers of one category, for the overview pages. */
import { json, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { PROVIDER_CARD_FRAGMENT, type ProviderCardData } from "~/components/provider-card.fragment";
import type { SearchCategorySlug } from "../../../graphql/shared/vocabulary";
import { messagesFor } from "~/i18n/messages.server";
import { CACHE } from "../http/cache";
import { runQuery } from "../api/graphql.server";

/** The loader of a category page (/parlours, /clinics): its top-rated providers and its texts. */
export async function categoryPageData({ request, context }: LoaderFunctionArgs, category: "parlours" | "clinics") {
  const topProviders = await topRatedProviders(context, request, category);
  return json({ topProviders, i18n: messagesFor(context.locale, "categories") }, { headers: { "Cache-Control": CACHE.short } });
}

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
