/**
 * /shop: the product grid. The filters are a GET form, so the URL is the state and
 * everything works without JavaScript; with it, the list follows each change as it is made.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { FilteredListPage } from "~/components/list-results";
import { messagesFor } from "~/i18n/messages.server";
import { useT, useVocabulary } from "~/i18n/use-t";
import { PRODUCT_CARD_FRAGMENT, ProductCard } from "~/components/shop/product-card";
import { CACHE } from "~/lib/http/cache";
import { runQuery } from "~/lib/api/graphql.server";
import { ALL_PRODUCT_CATEGORIES, productsArguments, SHOP_SORTS, shopFiltersFromUrl, shopHref } from "~/lib/listings/shop-filters";
import { PAGE_INFO_FRAGMENT } from "~/lib/api/page-info.fragment";
import { loadListPage } from "~/lib/api/stale-cursor";
import { pageHeaders } from "~/lib/http/page-headers";
import { pageMeta } from "~/components/content/page-meta";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

/** Products per page. */
const PAGE_SIZE = 24;

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("shop"));

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filters, after, data } = await loadListPage(request, shopFiltersFromUrl, shopHref, (filters, after) =>
    runQuery(context, request, SHOP_PAGE_QUERY, { ...productsArguments(filters), first: PAGE_SIZE, after }),
  );
  // Stock and new products show at once.
  return json(
    { filters, after, ...data, i18n: messagesFor(context.locale, "shop", "forms") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export default function ShopPage() {
  const { filters, after, products, productCategories } = useLoaderData<typeof loader>();
  const t = useT("shop");
  const term = useVocabulary();
  return (
    <FilteredListPage
      namespace="shop"
      path="/shop"
      addPath="/shop/add-product"
      className="max-w-7xl"
      menus={[
        {
          name: "category",
          label: t("category"),
          value: filters.category ?? ALL_PRODUCT_CATEGORIES,
          options: [
            { value: ALL_PRODUCT_CATEGORIES, label: t("allCategories") },
            ...productCategories.map((category) => ({ value: category, label: term(category) })),
          ],
        },
        {
          name: "sort",
          label: t("sortByPrice"),
          value: filters.sort,
          options: SHOP_SORTS.map((option) => ({ value: option.slug, label: t(option.key) })),
        },
      ]}
      page={{ filters, after, hrefFor: shopHref }}
      connection={products}
      renderItem={(node) => <ProductCard product={node} />}
      listClassName="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const SHOP_PAGE_QUERY = graphql(
  `
    query ShopPage($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
      products(filter: $filter, sort: $sort, first: $first, after: $after) {
        totalCount
        pageInfo {
          ...ListPageInfo
        }
        edges {
          node {
            id
            ...ProductCard
          }
        }
      }
      productCategories
    }
  `,
  [PRODUCT_CARD_FRAGMENT, PAGE_INFO_FRAGMENT],
);
