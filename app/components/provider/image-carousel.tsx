import { useState } from "react";
import { wrapIndex } from "~/lib/booking/booking";
import { useT } from "~/i18n/use-t";
import { LeadImage } from "../lead-image";

/** The provider's pictures, one at a time; previous/next wrap at both ends. */
export function ImageCarousel({ images, name }: { images: { url: string; alt: string }[]; name: string }) {
  const [index, setIndex] = useState(0);
  const t = useT("provider");
  if (images.length === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-xl bg-[var(--muted)] text-[var(--muted-foreground)]">
        {t("noImages")}
      </div>
    );
  }
  const image = images[index]!;
  const step = (delta: number) => setIndex((current) => wrapIndex(current, delta, images.length));
  const buttonClass =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/55 px-3 py-2 text-lg leading-none text-white hover:bg-black/75";
  return (
    <figure aria-roledescription="carousel" aria-label={t("picturesOf", { name })} className="relative">
      <LeadImage url={image.url} sizes="(min-width: 1152px) 660px, (min-width: 768px) 58vw, 100vw" alt={image.alt} />
      {images.length > 1 ? (
        <>
          <button type="button" onClick={() => step(-1)} className={`${buttonClass} start-3`} aria-label={t("previousImage")}>
            {/* ‹ and › are bidi-mirrored characters: in Arabic they point the reading way by themselves. */}
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={() => step(1)} className={`${buttonClass} end-3`} aria-label={t("nextImage")}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <figcaption className="mt-2 text-center text-sm text-[var(--muted-foreground)]" aria-live="polite">
        {t("imageOf", { index: index + 1, count: images.length })}
      </figcaption>
    </figure>
  );
}
