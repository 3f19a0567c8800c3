import { json } from "@remix-run/cloudflare";
import { CACHE } from "./cache";

/** A detail page's loader answer: 404 when the thing does not exist; never cached (stock and openings change). */
export function detailJson<Data>(data: Data, found: boolean) {
  return json(data, { status: found ? 200 : 404, headers: { "Cache-Control": CACHE.none } });
}
