import { useState } from "react";
import { wrapIndex } from "~/lib/booking";

/** The provider's pictures, one at a time; previous/next wrap at both ends. */
export function ImageCarousel({ images, name }: { images: { url: string; alt: string }[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-xl bg-[var(--muted)] text-[var(--muted-foreground)]">
        No images available
      </div>
    );
  }
  const image = images[index]!;
  const step = (delta: number) => setIndex((current) => wrapIndex(current, delta, images.length));
  const buttonClass =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/55 px-3 py-2 text-lg leading-none text-white hover:bg-black/75";
  return (
    <figure aria-roledescription="carousel" aria-label={`Pictures of ${name}`} className="relative">
      <img
        src={image.url}
        alt={image.alt}
        width={1200}
        height={800}
        className="aspect-[3/2] w-full rounded-xl bg-[var(--muted)] object-cover"
      />
      {images.length > 1 ? (
        <>
          <button type="button" onClick={() => step(-1)} className={`${buttonClass} left-3`} aria-label="Previous image">
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={() => step(1)} className={`${buttonClass} right-3`} aria-label="Next image">
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <figcaption className="mt-2 text-center text-sm text-[var(--muted-foreground)]" aria-live="polite">
        Image {index + 1} of {images.length}
      </figcaption>
    </figure>
  );
}
