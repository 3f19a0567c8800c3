import { Link } from "@remix-run/react";
import { graphql, readFragment, type FragmentOf } from "gql.tada";
import { useT } from "~/i18n/use-t";
import { Rating } from "../rating";
import { fluidImage } from "~/lib/listings/responsive-image";

/** The shop's grid: one column on a phone, up to four of at most 300 px. */
const PRODUCT_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** What a product card shows: spread `...ProductCard` in a query that lists products. */
export const PRODUCT_CARD_FRAGMENT = graphql(`
  fragment ProductCard on Product {
    id
    name
    brand
    price
    originalPrice
    percentOff
    rating
    imageUrl
  }
`);

/** A product's rating as stars, or 'No ratings yet' (we never invent one). */
export function ProductRating({ rating }: { rating: number | null }) {
  const t = useT("shop");
  return rating === null ? <span className="text-sm text-[var(--muted-foreground)]">{t("noRatings")}</span> : <Rating value={rating} />;
}

/** The price, and struck through beside it the seller's previous price when the seller gave one. */
export function ProductPrice({ product, large = false }: { product: { price: string; originalPrice: string | null }; large?: boolean }) {
  const t = useT("shop");
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={`${large ? "text-3xl" : "text-lg"} font-bold text-brand-700 dark:text-brand-100`}>{product.price}</span>
      {product.originalPrice === null ? null : (
        <s className="text-sm text-[var(--muted-foreground)]">
          <span className="sr-only">{t("was")}</span>
          {product.originalPrice}
        </s>
      )}
    </p>
  );
}

/** The '% OFF' badge, only for a product its seller gave a previous price (never an invented discount). */
export function PercentOffBadge({ percentOff }: { percentOff: number | null }) {
  const t = useT("shop");
  if (percentOff === null) return null;
  return (
    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">{t("percentOff", { percent: percentOff })}</span>
  );
}

/** A product in the shop's grid: picture, name, brand, price, rating; the whole card links to its page. */
export function ProductCard({ product: data }: { product: FragmentOf<typeof PRODUCT_CARD_FRAGMENT> }) {
  const product = readFragment(PRODUCT_CARD_FRAGMENT, data);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative">
        <img
          {...fluidImage(product.imageUrl, 800)}
          sizes={PRODUCT_IMAGE_SIZES}
          alt=""
          loading="lazy"
          width={600}
          height={600}
          className="aspect-square w-full bg-[var(--muted)] object-cover"
        />
        {product.percentOff === null ? null : (
          <span className="absolute start-2 top-2">
            <PercentOffBadge percentOff={product.percentOff} />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="font-semibold leading-snug">
          <Link
            to={`/shop/product/${product.id}`}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 group-hover:underline"
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-[var(--muted-foreground)]">{product.brand}</p>
        <ProductRating rating={product.rating} />
        <div className="mt-auto pt-1">
          <ProductPrice product={product} />
        </div>
      </div>
    </article>
  );
}
