/**
 * /shop/product/{productId}: one product (stock 0: 'Out of Stock', quantity and button disabled; the
 * quantity from 1 to the stock, or 1 when there is none). 'Add to Cart' is
 * the spec's placeholder: a toast, no cart; without JavaScript the same toast comes back from the
 * action. 'You Might Also Like' shows real products of the same category. A missing product is a 404.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { useState, type FormEvent } from "react";
import { clampQuantity } from "../../graphql/modules/products/rules";
import { ServerToast } from "~/components/server-toast";
import { PercentOffBadge, PRODUCT_CARD_FRAGMENT, ProductCard, ProductPrice, ProductRating } from "~/components/shop/product-card";
import { NotFoundNotice } from "~/components/not-found-notice";
import { interpolate } from "~/i18n/define";
import { messagesFor } from "~/i18n/messages.server";
import { useT, useVocabulary } from "~/i18n/use-t";
import { detailMeta } from "~/lib/listings/detail-page";
import { detailJson } from "~/lib/listings/detail-page.server";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { runQuery } from "~/lib/api/graphql.server";
import { showToast, type ToastMessage } from "~/lib/ui/toast";
import { useHydrated } from "~/lib/ui/use-hydrated";
import { pageHeaders } from "~/lib/http/page-headers";
import { LeadImage } from "~/components/lead-image";
import { LabelledControl } from "~/components/labelled-control";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => {
  const product = data?.product;
  const texts = data?.i18n?.shop;
  return detailMeta(
    texts?.notFoundTitle,
    product && {
      title: texts && interpolate(texts.productMetaTitle, { name: product.name, brand: product.brand }),
      text: product.description,
    },
  );
});

export const headers = pageHeaders;

async function loadProduct({ request, context, params }: LoaderFunctionArgs) {
  return (await runQuery(context, request, PRODUCT_PAGE_QUERY, { id: params.productId ?? "" })).product;
}

export async function loader(args: LoaderFunctionArgs) {
  return detailJson(args.context, "shop", "product", await loadProduct(args));
}

type ShopTexts = Record<"addedToCart" | "addedQuantity", string>;

/** The cart is a placeholder: the toast only, with the quantity brought into bounds. */
const addedToCart = (texts: ShopTexts, quantity: number, name: string): ToastMessage => ({
  title: texts.addedToCart,
  description: interpolate(texts.addedQuantity, { quantity, name }),
});

export async function action(args: ActionFunctionArgs) {
  const product = await loadProduct(args);
  if (!product) throw new Response("Not Found", { status: 404 });
  const form = await readForm(args.request);
  const texts = messagesFor(args.context.locale, "shop").shop;
  if (!product.inStock)
    return json({ toast: { id: crypto.randomUUID(), title: texts.outOfStock, variant: "destructive" as const } }, { status: 409 });
  const quantity = clampQuantity(textField(form, "quantity"), product.stock);
  return json({ toast: { id: crypto.randomUUID(), ...addedToCart(texts, quantity, product.name) } });
}

export default function ProductPage() {
  const { product } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [quantity, setQuantity] = useState("1");
  const t = useT("shop");
  const term = useVocabulary();

  if (!product) return <NotFoundNotice title={t("notFound")} backTo="/shop" backLabel={t("backToShop")} />;

  function addToCart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bounded = clampQuantity(quantity, product!.stock);
    setQuantity(String(bounded));
    showToast(addedToCart({ addedToCart: t("addedToCart"), addedQuantity: t("addedQuantity") }, bounded, product!.name));
  }

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={t("breadcrumb")} className="text-sm">
        <Link to="/shop" className="text-brand-600 underline">
          {t("shop")}
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-[var(--muted-foreground)]">{term(product.category)}</span>
      </nav>
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:items-start">
        <LeadImage
          url={product.imageUrl}
          sizes="(min-width: 1152px) 544px, (min-width: 768px) 46vw, 100vw"
          alt={product.name}
          square
          frame="border border-[var(--border)]"
        />
        <div className="grid gap-4">
          <div>
            <p className="text-sm font-medium text-brand-600">{product.brand}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight">{product.name}</h1>
          </div>
          <ProductRating rating={product.rating} />
          <div className="flex flex-wrap items-center gap-3">
            <ProductPrice product={product} large />
            <PercentOffBadge percentOff={product.percentOff} />
          </div>
          <p className="whitespace-pre-line leading-relaxed">{product.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">{t("category")}</dt>
            <dd>{term(product.category)}</dd>
            <dt className="font-medium">{t("availability")}</dt>
            <dd className={product.inStock ? "text-green-700 dark:text-green-400" : "font-semibold text-red-700 dark:text-red-400"}>
              {product.inStock ? t("inStock", { count: product.stock }) : t("outOfStock")}
            </dd>
          </dl>
          <Form method="post" onSubmit={hydrated ? addToCart : undefined} className="flex flex-wrap items-end gap-3">
            <LabelledControl id="quantity" label={t("quantity")} className="grid gap-1.5">
              <input
                id="quantity"
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={product.maxQuantity}
                step={1}
                value={quantity}
                onChange={(event) => setQuantity(event.currentTarget.value)}
                onBlur={() => setQuantity(String(clampQuantity(quantity, product.stock)))}
                disabled={!product.inStock}
                className="h-10 w-24 rounded-md border border-[var(--border)] bg-[var(--background)] px-3 text-base disabled:opacity-60"
              />
            </LabelledControl>
            <button
              type="submit"
              disabled={!product.inStock}
              className="h-10 rounded-md bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t("addToCart")}
            </button>
          </Form>
          {/* The seller's own statements, only when the seller made them (issue #33: no claims it did not make). */}
          {product.claimsGenuine || product.claimsUaeDelivery ? (
            <ul className="grid gap-1 text-sm text-[var(--muted-foreground)]">
              {product.claimsGenuine ? <li>{t("genuine")}</li> : null}
              {product.claimsUaeDelivery ? <li>{t("delivery")}</li> : null}
            </ul>
          ) : null}
        </div>
      </div>

      {product.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-2xl font-bold">
            {t("related")}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {product.related.map((other) => (
              <li key={other.id} className="flex">
                <ProductCard product={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ServerToast toast={actionData?.toast} />
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const PRODUCT_PAGE_QUERY = graphql(
  `
    query ProductPage($id: ID!) {
      product(id: $id) {
        id
        name
        brand
        category
        description
        price
        originalPrice
        percentOff
        claimsGenuine
        claimsUaeDelivery
        rating
        imageUrl
        stock
        inStock
        maxQuantity
        related {
          id
          ...ProductCard
        }
      }
    }
  `,
  [PRODUCT_CARD_FRAGMENT],
);
