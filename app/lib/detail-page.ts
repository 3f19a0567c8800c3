import { json } from "@remix-run/cloudflare";
import { CACHE } from "./cache";

/**
 * A detail page's head (a job, a product, a provider): its title and the start of its text, or the
 * not-found title, kept out of search engines, when the thing does not exist.
 */
export function detailMeta(notFoundTitle: string | undefined, found: { title: string | undefined; text: string } | null | undefined) {
  if (!found) return [{ title: notFoundTitle }, { name: "robots", content: "noindex" }];
  return [{ title: found.title }, { name: "description", content: found.text.slice(0, 160) }];
}

/** A detail page's loader answer: 404 when the thing does not exist; never cached (stock and openings change). */
export function detailJson<Data>(data: Data, found: boolean) {
  return json(data, { status: found ? 200 : 404, headers: { "Cache-Control": CACHE.none } });
}
