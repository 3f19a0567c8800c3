/**
 * /shop: the product grid (SPEC §2 Shop). The filters are a GET form, so the URL is the state and
 * everything works without JavaScript; with it, the list follows each change as it is made.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { CombinedError } from "@urql/core";
import { graphql, type ResultOf } from "gql.tada";
import { useEffect, useRef } from "react";
import { PRODUCT_CARD_FRAGMENT, ProductCard } from "~/components/shop/product-card";
import { CACHE } from "~/lib/cache";
import { runQuery } from "~/lib/graphql.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { ALL_PRODUCT_CATEGORIES, productsArguments, SHOP_SORTS, shopFiltersFromUrl, shopHref } from "~/lib/shop-filters";
import { useHydrated } from "~/lib/use-hydrated";
import { pageHeaders } from "~/lib/page-headers";

/** Products per page. */
const PAGE_SIZE = 24;
/** Pause after the last keystroke before the list follows the search box. */
const LIVE_DEBOUNCE_MS = 300;

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
    if (after && error instanceof CombinedError && error.graphQLErrors.some((e) => e.extensions?.argumentName === "after")) {
      throw safeRedirect(shopHref(filters));
    }
    throw error;
  }
  // Stock and new products show at once.
  return json({ filters, after, ...data }, { headers: { "Cache-Control": CACHE.none } });
}

export default function ShopPage() {
  const { filters, after, products, productCategories } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/shop";
  const count = products.totalCount;

  useEffect(() => () => clearTimeout(typing.current), []);
  // The list follows the form as it changes; the URL is replaced, not pushed, while typing.
  const follow = (delay: number) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true }), delay);
  };

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

      <Form
        ref={formRef}
        method="get"
        role="search"
        aria-label="Products"
        className="mt-6 grid gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        onChange={(event) => follow((event.target as HTMLElement).tagName === "INPUT" ? LIVE_DEBOUNCE_MS : 0)}
      >
        <div className="grid gap-1.5">
          <label htmlFor="shop-q" className="text-sm font-medium">
            Search products
          </label>
          <input
            id="shop-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder="Name or brand"
            className="h-10 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-base sm:text-sm"
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="shop-category" className="text-sm font-medium">
            Category
          </label>
          <select
            id="shop-category"
            name="category"
            defaultValue={filters.category ?? ALL_PRODUCT_CATEGORIES}
            className="h-10 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-base sm:text-sm"
          >
            <option value={ALL_PRODUCT_CATEGORIES}>All Categories</option>
            {productCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="shop-sort" className="text-sm font-medium">
            Sort by price
          </label>
          <select
            id="shop-sort"
            name="sort"
            defaultValue={filters.sort}
            className="h-10 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-base sm:text-sm"
          >
            {SHOP_SORTS.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {/* Without JavaScript the form is sent with this button; with it, each change applies itself. */}
        <button
          type="submit"
          className={`h-10 rounded-md border border-[var(--border)] px-4 text-sm font-medium hover:bg-[var(--muted)] ${hydrated ? "sr-only focus:not-sr-only" : ""}`}
        >
          Apply
        </button>
      </Form>

      <section aria-labelledby="products-heading" aria-busy={updating} className="mt-6">
        <h2 id="products-heading" className="sr-only">
          Products
        </h2>
        <p role="status" className="text-sm text-[var(--muted-foreground)]">
          {updating ? "Updating products…" : `${count} ${count === 1 ? "product" : "products"}`}
        </p>
        {products.edges.length === 0 ? (
          <p className="mt-10 text-center text-lg text-[var(--muted-foreground)]">No products found matching your criteria.</p>
        ) : (
          <ul className={`mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${updating ? "opacity-60" : ""}`}>
            {products.edges.map(({ node }) => (
              <li key={node.id} className="flex">
                <ProductCard product={node} />
              </li>
            ))}
          </ul>
        )}
        <nav aria-label="Pages" className="mt-8 flex justify-center gap-4">
          {after ? (
            <Link to={shopHref(filters)} className="text-sm font-medium text-brand-600 underline">
              First page
            </Link>
          ) : null}
          {products.pageInfo.hasNextPage && products.pageInfo.endCursor ? (
            <Link to={shopHref(filters, products.pageInfo.endCursor)} className="text-sm font-medium text-brand-600 underline">
              Next page
            </Link>
          ) : null}
        </nav>
      </section>
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
