/**
 * /shop: the product grid (SPEC §2 Shop). The filters are a GET form, so the URL is the state and
 * everything works without JavaScript; with it, the list follows each change as it is made.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { ListPageHeader, ListResults } from "~/components/list-results";
import { messagesFor } from "~/i18n/messages.server";
import { useT, useVocabulary } from "~/i18n/use-t";
import { FilterSelect, LiveFilterForm } from "~/components/live-filter-form";
import { PRODUCT_CARD_FRAGMENT, ProductCard } from "~/components/shop/product-card";
import { CACHE } from "~/lib/cache";
import { runQuery } from "~/lib/graphql.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { ALL_PRODUCT_CATEGORIES, productsArguments, SHOP_SORTS, shopFiltersFromUrl, shopHref } from "~/lib/shop-filters";
import { isStaleCursor } from "~/lib/stale-cursor";
import { useLiveFilters } from "~/lib/use-live-filters";
import { pageHeaders } from "~/lib/page-headers";

/** Products per page. */
const PAGE_SIZE = 24;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n.shop.metaTitle },
  { name: "description", content: data?.i18n.shop.metaDescription },
];

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = shopFiltersFromUrl(url);
  const after = url.searchParams.get("after") || null;
  let data: ResultOf<typeof SHOP_PAGE_QUERY>;
  try {
    data = await runQuery(context, request, SHOP_PAGE_QUERY, { ...productsArguments(filters), first: PAGE_SIZE, after });
  } catch (error) {
    // A stale or hand-edited page cursor: start from the first page rather than fail.
    if (isStaleCursor(error, after)) throw safeRedirect(shopHref(filters));
    throw error;
  }
  // Stock and new products show at once.
  return json(
    { filters, after, ...data, i18n: messagesFor(context.locale, "shop", "forms") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export default function ShopPage() {
  const { filters, after, products, productCategories } = useLoaderData<typeof loader>();
  const live = useLiveFilters("/shop");
  const { updating } = live;
  const t = useT("shop");
  const term = useVocabulary();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ListPageHeader title={t("title")} lead={t("lead")} action={{ to: "/shop/add-product", label: t("addNewProduct") }} />
      <LiveFilterForm
        live={live}
        label={t("products")}
        search={{ id: "shop-q", label: t("searchProducts"), defaultValue: filters.q, placeholder: t("searchPlaceholder") }}
      >
        <FilterSelect
          id="shop-category"
          name="category"
          label={t("category")}
          defaultValue={filters.category ?? ALL_PRODUCT_CATEGORIES}
          options={[
            { value: ALL_PRODUCT_CATEGORIES, label: t("allCategories") },
            ...productCategories.map((category) => ({ value: category, label: term(category) })),
          ]}
        />
        <FilterSelect
          id="shop-sort"
          name="sort"
          label={t("sortByPrice")}
          defaultValue={filters.sort}
          options={SHOP_SORTS.map((option) => ({ value: option.slug, label: t(option.key) }))}
        />
      </LiveFilterForm>

      <ListResults
        id="products-heading"
        texts={{
          heading: t("products"),
          count: (count) => t(count === 1 ? "countOne" : "countMany", { count }),
          updating: t("updating"),
          empty: t("noProducts"),
        }}
        totalCount={products.totalCount}
        updating={updating}
        items={products.edges.map((edge) => edge.node)}
        renderItem={(node) => <ProductCard product={node} />}
        listClassName="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        firstHref={after ? shopHref(filters) : null}
        nextHref={products.pageInfo.hasNextPage && products.pageInfo.endCursor ? shopHref(filters, products.pageInfo.endCursor) : null}
      />
    </div>
  );
}

const SHOP_PAGE_QUERY = graphql(
  `
    query ShopPage($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
      products(filter: $filter, sort: $sort, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
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
  [PRODUCT_CARD_FRAGMENT],
);
