import { useT } from "~/i18n/use-t";
import { fluidImage } from "~/lib/listings/responsive-image";

export interface OfferCardData {
  id: string;
  title: string;
  description: string;
  type: string;
  imageUrl: string;
  details: string;
}

/** One offer on the offers page; 'View Offer' asks the page to open its details. */
export function OfferCard({
  offer,
  onView,
  onIntent,
}: {
  offer: OfferCardData;
  onView: (offer: OfferCardData, trigger: HTMLButtonElement) => void;
  /** The pointer or focus is on the button: a good moment to fetch the dialog's code. */
  onIntent: () => void;
}) {
  const t = useT("offers");
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm">
      <img
        {...fluidImage(offer.imageUrl, 800)}
        sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        alt={t("illustration", { title: offer.title })}
        loading="lazy"
        width={600}
        height={400}
        className="aspect-[3/2] w-full bg-[var(--muted)] object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <span className="self-start rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
          {offer.type}
        </span>
        <h2 className="text-lg font-semibold">{offer.title}</h2>
        <p className="text-sm text-[var(--muted-foreground)]">{offer.description}</p>
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onTouchStart={onIntent}
          onClick={(event) => onView(offer, event.currentTarget)}
          className="mt-auto rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("viewOffer")}
        </button>
      </div>
    </article>
  );
}
