import { fluidImage, HIGH_PRIORITY } from "~/lib/responsive-image";

/** The page's largest picture, at its top (up to 1200 CSS pixels wide): fetched first. */
export function LeadImage({
  url,
  alt,
  sizes,
  width,
  height,
  className,
}: {
  url: string;
  alt: string;
  /** How wide it shows, for the browser's choice among the widths. */
  sizes: string;
  width: number;
  height: number;
  className: string;
}) {
  return <img {...fluidImage(url, 1200)} sizes={sizes} {...HIGH_PRIORITY} alt={alt} width={width} height={height} className={className} />;
}
