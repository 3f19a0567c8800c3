import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { messagesFor, type Namespace } from "~/i18n/messages.server";
import { CACHE } from "../http/cache";

/**
 * A detail page's loader answer: the thing under its name (`job`, `product`; null when it does not
 * exist, then 404) and the page's texts; never cached (stock and openings change).
 */
export function detailJson<Key extends string, Thing, N extends Namespace>(
  context: AppLoadContext,
  namespace: N,
  key: Key,
  thing: Thing | null,
) {
  const data = { [key]: thing, i18n: messagesFor(context.locale, namespace) } as Record<Key, Thing | null> & {
    i18n: ReturnType<typeof messagesFor<N>>;
  };
  return json(data, { status: thing ? 200 : 404, headers: { "Cache-Control": CACHE.none } });
}
