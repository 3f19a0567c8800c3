/**
 * Uploaded pictures in the width a page asks for (issue #18): `/uploads/{key}?w=320` is the stored
 * picture (one re-encoded WebP of at most 1600 px, graphql/modules/uploads/pipeline.ts) scaled down
 * through the Cloudflare Images binding on the way out, so a phone downloads a phone-sized file. Both
 * backends serve their public files through this route, so it does the same for both. Only the widths
 * the pages ask for (UPLOAD_WIDTHS) are made, never a larger picture than the stored one, and each
 * answer is kept in the Cache API (immutable, like the keys, which carry their upload time).
 */
import { UPLOAD_WIDTHS } from "../app/lib/listings/responsive-image";

/** The width asked for with `?w=`, when it is one the pages use; null for anything else (the stored file). */
export function requestedWidth(url: URL): number | null {
  const width = Number(url.searchParams.get("w"));
  return UPLOAD_WIDTHS.includes(width) ? width : null;
}

export const PUBLIC_IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The Worker's cache (the DOM's CacheStorage type has no `default`). */
const cache = () => (caches as unknown as { default: Cache }).default;

/** The picture scaled down to `width` (kept when already narrower), as WebP; null when it cannot be read. */
export async function resizedImage(images: ImagesBinding, bytes: Uint8Array, width: number): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const result = await images
      .input(new Response(bytes.slice()).body!)
      .transform({ width, fit: "scale-down" })
      .output({ format: "image/webp", quality: 82 });
    return new Uint8Array(await result.response().arrayBuffer());
  } catch (error) {
    console.error(`Resizing an uploaded picture to ${width} px failed:`, error);
    return null;
  }
}

/**
 * A public picture's answer at `width`, from the cache or made now (and cached); `load` reads the
 * stored picture, null when there is none.
 */
export async function serveResized(
  url: URL,
  width: number,
  images: ImagesBinding,
  load: () => Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string } | null>,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  // One cache entry per picture and width, whatever else the address carries.
  const cacheKey = new Request(`${url.origin}${url.pathname}?w=${width}`);
  const cached = await cache().match(cacheKey);
  if (cached) return cached;
  const stored = await load();
  if (!stored) return new Response("Not found", { status: 404 });
  const resized = stored.contentType.startsWith("image/") ? await resizedImage(images, stored.bytes, width) : null;
  // A picture that cannot be resized is served as stored (and not cached under the width).
  const body = resized ?? stored.bytes;
  const response = new Response(body, {
    headers: {
      "Content-Type": resized ? "image/webp" : stored.contentType,
      "Content-Length": String(body.byteLength),
      "Cache-Control": PUBLIC_IMAGE_CACHE_CONTROL,
    },
  });
  if (resized) waitUntil(cache().put(cacheKey, response.clone()));
  return response;
}
