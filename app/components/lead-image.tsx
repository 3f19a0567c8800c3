import { fluidImage, HIGH_PRIORITY } from "~/lib/listings/responsive-image";

/**
 * The page's largest picture, at its top (up to 1200 CSS pixels wide): fetched first. Wide (3:2, a
 * provider's photos) or square (a product's picture): its intrinsic size and the aspect ratio it shows
 * at go together, so nothing shifts while it loads.
 */
export function LeadImage({
  url,
  alt,
  sizes,
  square = false,
  frame,
}: {
  url: string;
  alt: string;
  /** How wide it shows, for the browser's choice among the widths. */
  sizes: string;
  square?: boolean;
  /** A border's classes, if it has one. */
  frame?: string;
}) {
  const className = `${square ? "aspect-square" : "aspect-[3/2]"} w-full rounded-xl bg-[var(--muted)] object-cover`;
  return (
    <img
      {...fluidImage(url, 1200)}
      sizes={sizes}
      {...HIGH_PRIORITY}
      alt={alt}
      width={square ? 800 : 1200}
      height={800}
      className={frame ? `${className} ${frame}` : className}
    />
  );
}
