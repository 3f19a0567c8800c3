/**
 * /shop: the product grid (SPEC §2 Shop). The filters are a GET form, so the URL is the state and
 * everything works without JavaScript; with it, the list follows each change as it is made.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { ListResults } from "~/components/list-results";
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

export const meta: MetaFunction = () => [
  { title: "Shop beauty & wellness products — GlowUAE" },
  { name: "description", content: "Hair care, skin care, makeup, fragrance and grooming products, delivered across the UAE." },
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
  return json({ filters, after, ...data }, { headers: { "Cache-Control": CACHE.none } });
}

export default function ShopPage() {
  const { filters, after, products, productCategories } = useLoaderData<typeof loader>();
  const live = useLiveFilters("/shop");
  const { updating } = live;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Beauty &amp; Wellness Shop</h1>
          <p className="mt-2 text-[var(--muted-foreground)]">Genuine products, delivered across the UAE.</p>
        </div>
        <Link
          to="/shop/add-product"
          className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          Add New Product
        </Link>
      </div>

      <LiveFilterForm
        live={live}
        label="Products"
        search={{ id: "shop-q", label: "Search products", defaultValue: filters.q, placeholder: "Name or brand" }}
      >
        <FilterSelect
          id="shop-category"
          name="category"
          label="Category"
          defaultValue={filters.category ?? ALL_PRODUCT_CATEGORIES}
          options={[
            { value: ALL_PRODUCT_CATEGORIES, label: "All Categories" },
            ...productCategories.map((category) => ({ value: category, label: category })),
          ]}
        />
        <FilterSelect
          id="shop-sort"
          name="sort"
          label="Sort by price"
          defaultValue={filters.sort}
          options={SHOP_SORTS.map((option) => ({ value: option.slug, label: option.label }))}
        />
      </LiveFilterForm>

      <ListResults
        id="products-heading"
        heading="Products"
        noun={["product", "products"]}
        totalCount={products.totalCount}
        updating={updating}
        emptyText="No products found matching your criteria."
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
