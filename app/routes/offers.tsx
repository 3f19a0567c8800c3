import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";
import { PageHero } from "~/components/content/page-hero";
import { pageMeta } from "~/components/content/page-meta";
import { OfferCard, type OfferCardData } from "~/components/offers/offer-card";
import { CACHE } from "~/lib/http/cache";
import { OFFERS_PAGE_QUERY } from "~/lib/listings/offers-page.query";
import { runQuery } from "~/lib/api/graphql.server";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { pageHeaders } from "~/lib/http/page-headers";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { preload } from "~/lib/ui/preload";

const loadDialog = () => import("~/components/offers/offer-details-dialog");
const OfferDetailsDialog = lazy(loadDialog);
const preloadDialog = preload(loadDialog);

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("offers"));

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await runQuery(context, request, OFFERS_PAGE_QUERY, {});
  return json({ offers: data.offers, i18n: messagesFor(context.locale, "offers") }, { headers: { "Cache-Control": CACHE.short } });
}

export default function OffersPage() {
  const { offers } = useLoaderData<typeof loader>();
  const [selected, setSelected] = useState<OfferCardData | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const t = useT("offers");

  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <section aria-label={t("offers")} className="mx-auto max-w-7xl px-4 py-12">
        {offers.length === 0 ? (
          <p className="text-center text-[var(--muted-foreground)]">{t("none")}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {offers.map((offer) => (
              <li key={offer.id} className="flex">
                <OfferCard
                  offer={offer}
                  onIntent={preloadDialog}
                  onView={(chosen, button) => {
                    trigger.current = button;
                    setSelected(chosen);
                    setOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected ? (
        <Suspense fallback={null}>
          <OfferDetailsDialog offer={selected} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
