/**
 * `srcset` for pictures, so a phone downloads a phone-sized file (issue #18). The sample photos' host
 * (images.unsplash.com) resizes by its `w` parameter, and so does the site's own `/uploads/` route for
 * uploaded pictures (listing photos, logos, product images: resized on the way out through the
 * Images binding, workers/resized-uploads.ts), to the widths of UPLOAD_WIDTHS only.
 */
const RESIZING_HOST = "images.unsplash.com";
const UPLOADS_PATH = "/uploads/";
/** The widths the uploads route makes; a picture that fills a share of the screen is offered those from 320 up. */
export const UPLOAD_WIDTHS = [80, 160, 240, 320, 480, 640, 800, 1200, 1600];

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
  // An uploaded picture (public, unsigned) comes in the listed widths: the next one up.
  const upload = parsed.pathname.startsWith(UPLOADS_PATH) && !parsed.search;
  if (!upload && (parsed.protocol !== "https:" || parsed.hostname !== RESIZING_HOST)) return null;
  return (width) => {
    parsed.searchParams.set("w", String(upload ? (UPLOAD_WIDTHS.find((listed) => listed >= width) ?? 1600) : width));
    return parsed.href;
  };
}

/** A picture shown at most `largestWidth` CSS pixels wide (pair it with `sizes`): widths up to that. */
export function fluidImage(url: string, largestWidth: number): ResponsiveSource {
  const at = resizer(url);
  if (!at) return { src: url };
  const widths = UPLOAD_WIDTHS.filter((width) => width >= 320 && width < largestWidth).concat(largestWidth);
  return { src: at(largestWidth), srcSet: widths.map((width) => `${at(width)} ${width}w`).join(", ") };
}

/** A picture always shown `width` CSS pixels wide (an avatar, a logo): one file per screen density. */
export function fixedImage(url: string, width: number): ResponsiveSource {
  const at = resizer(url);
  if (!at) return { src: url };
  return { src: at(width * 2), srcSet: [1, 2, 3].map((density) => `${at(width * density)} ${density}x`).join(", ") };
}

/** The attribute that fetches a page's main picture first (React 18 passes the lowercase name through). */
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;
