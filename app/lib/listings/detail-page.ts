/**
 * A detail page's head (a job, a product, a provider): its title and the start of its text, or the
 * not-found title, kept out of search engines, when the thing does not exist. Import-free: the pages'
 * meta functions run in the browser too (the loaders' half is detail-page.server.ts, so the server
 * runtime stays out of the client bundle).
 */
export function detailMeta(notFoundTitle: string | undefined, found: { title: string | undefined; text: string } | null | undefined) {
  if (!found) return [{ title: notFoundTitle }, { name: "robots", content: "noindex" }];
  return [{ title: found.title }, { name: "description", content: found.text.slice(0, 160) }];
}
