/** Named caching strategies for HTML and data responses (Hydrogen style): never ad-hoc strings. */
export const CACHE = {
  /** Pages built from directory data: a browser may reuse them briefly; shared caches revalidate. */
  short: "public, max-age=60, stale-while-revalidate=300",
  /** Anything personal or changing by the second. */
  none: "private, no-store",
} as const;
