import { Link } from "@remix-run/react";
import type { ProviderCardData } from "./provider-card.fragment";
import { Rating } from "./rating";
import { useT, useVocabulary } from "~/i18n/use-t";
import { fluidImage } from "~/lib/listings/responsive-image";

/** The card's width in the grids (one column on phones, two from 640 px, three from 1024 px in 1280 px). */
const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A provider in a grid: picture, name, type, place, rating, a few services, and the way to book.
 * `searchedServiceIds` (from a search) come first, and booking opens with the first one chosen.
 */
export function ProviderCard({
  provider,
  searchedServiceIds = [],
}: {
  provider: ProviderCardData;
  searchedServiceIds?: readonly string[];
}) {
  const cover = provider.images[0];
  const t = useT("common");
  const term = useVocabulary();
  const searched = provider.services.filter((service) => searchedServiceIds.includes(service.id));
  const services = [...searched, ...provider.services.filter((service) => !searchedServiceIds.includes(service.id))];
  const bookingHref = searched[0] ? `/provider/${provider.id}?service=${encodeURIComponent(searched[0].id)}` : `/provider/${provider.id}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm">
      {cover ? (
        <img
          {...fluidImage(cover.url, 1200)}
          sizes={CARD_IMAGE_SIZES}
          alt={cover.alt}
          loading="lazy"
          width={600}
          height={400}
          className="aspect-[3/2] w-full bg-[var(--muted)] object-cover"
        />
      ) : (
        <div className="aspect-[3/2] w-full bg-[var(--muted)]" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">{provider.name}</h3>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
            {term(provider.type)}
          </span>
        </div>
        <p className="text-sm text-[var(--muted-foreground)]">{provider.location}</p>
        {provider.rating === null ? (
          <span className="text-sm text-[var(--muted-foreground)]">{t("noReviewsYet")}</span>
        ) : (
          <Rating value={provider.rating} />
        )}
        <ul className="mt-1 space-y-1 text-sm">
          {services.slice(0, 3).map((service) => (
            <li key={service.id} className="flex justify-between gap-2">
              <span>
                {searchedServiceIds.includes(service.id) ? (
                  <mark className="bg-transparent font-semibold text-inherit">{service.name}</mark>
                ) : (
                  service.name
                )}
              </span>
              <span className="whitespace-nowrap font-medium">{service.price}</span>
            </li>
          ))}
        </ul>
        <Link
          to={bookingHref}
          prefetch="intent"
          className="mt-auto inline-block rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("viewProfileAndBook")}
        </Link>
      </div>
    </article>
  );
}
