/**
 * `srcset` for pictures, so a phone downloads a phone-sized file (issue #18). The sample photos' host
 * (images.unsplash.com) resizes by its `w` parameter; an uploaded image is stored at the one size the
 * upload pipeline makes (re-encoded WebP, at most 1600 px), so it keeps its single `src`.
 */
const RESIZING_HOST = "images.unsplash.com";
/** The widths offered for a picture that fills a share of the screen. */
const WIDTHS = [320, 480, 640, 800, 1200, 1600];

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
}

function resizer(url: string): ((width: number) => string) | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.hostname !== RESIZING_HOST) return null;
  return (width) => {
    parsed.searchParams.set("w", String(width));
    return parsed.href;
  };
}

/** A picture shown at most `largestWidth` CSS pixels wide (pair it with `sizes`): widths up to that. */
export function fluidImage(url: string, largestWidth: number): ResponsiveSource {
  const at = resizer(url);
  if (!at) return { src: url };
  const widths = WIDTHS.filter((width) => width < largestWidth).concat(largestWidth);
  return { src: at(largestWidth), srcSet: widths.map((width) => `${at(width)} ${width}w`).join(", ") };
}

/** A picture always shown `width` CSS pixels wide (an avatar): one file per screen density. */
export function fixedImage(url: string, width: number): ResponsiveSource {
  const at = resizer(url);
  if (!at) return { src: url };
  return { src: at(width * 2), srcSet: [1, 2, 3].map((density) => `${at(width * density)} ${density}x`).join(", ") };
}

/** The attribute that fetches a page's main picture first (React 18 passes the lowercase name through). */
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;
