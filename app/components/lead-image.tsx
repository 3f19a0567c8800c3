import { fluidImage, HIGH_PRIORITY } from "~/lib/responsive-image";

/** A lead image's box: its intrinsic size (nothing shifts while it loads) and the aspect ratio it shows at. */
const SHAPES = {
  /** 3:2, a provider's photos. */
  wide: { width: 1200, height: 800, aspect: "aspect-[3/2]" },
  /** 1:1, a product's picture. */
  square: { width: 800, height: 800, aspect: "aspect-square" },
} as const;

/** The page's largest picture, at its top (up to 1200 CSS pixels wide, the box's width): fetched first. */
export function LeadImage({
  url,
  alt,
  sizes,
  shape,
  frame,
}: {
  url: string;
  alt: string;
  /** How wide it shows, for the browser's choice among the widths. */
  sizes: string;
  shape: keyof typeof SHAPES;
  /** A border's classes, if it has one. */
  frame?: string;
}) {
  const { width, height, aspect } = SHAPES[shape];
  const className = `${aspect} w-full rounded-xl ${frame ? `${frame} ` : ""}bg-[var(--muted)] object-cover`;
  return <img {...fluidImage(url, 1200)} sizes={sizes} {...HIGH_PRIORITY} alt={alt} width={width} height={height} className={className} />;
}
