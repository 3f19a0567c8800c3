/**
 * Security headers for EVERY response the Worker sends: pages get their content security policy with
 * this response's nonce; everything else (GraphQL answers, refusals, uploads, 404s, 413s) gets a policy
 * under which nothing loads, runs or frames it. Pure, so the policies themselves are unit-tested.
 * Static files are served before the Worker runs: public/_headers gives them the same base headers.
 */

export const MAP_FRAME_ORIGIN = "https://www.openstreetmap.org";
export const STOCK_PHOTO_ORIGIN = "https://images.unsplash.com";

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // No 'unsafe-inline': the stylesheet is a file, and the few style elements a component inserts
    // (Radix's scroll lock) carry the nonce (app/entry.client.tsx hands it to get-nonce).
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${STOCK_PHOTO_ORIGIN}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** For responses that are not pages: nothing may load from them, run in them or frame them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

const BASE_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
} as const;

/** The headers of a page rendered with this nonce. */
export function securityHeaders(nonce: string): Record<string, string> {
  return { ...BASE_HEADERS, "Content-Security-Policy": contentSecurityPolicy(nonce) };
}

const BASE_HEADER_LIST = Object.entries(BASE_HEADERS);

/**
 * The response itself when its headers may be changed (every response the Worker, Remix or Yoga
 * constructs), else a copy whose headers may (`Response.redirect`'s and fetched ones are immutable).
 * Copying a page's response cost a Headers and a Response per layer on every request.
 */
export function withOwnHeaders(response: Response): Response {
  try {
    response.headers.set("X-Content-Type-Options", BASE_HEADERS["X-Content-Type-Options"]);
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/** The response with the security headers set: the page policy when `pageNonce` is given. */
export function withSecurityHeaders(response: Response, pageNonce: string | null): Response {
  const own = withOwnHeaders(response);
  for (const [name, value] of BASE_HEADER_LIST) own.headers.set(name, value);
  own.headers.set("Content-Security-Policy", pageNonce === null ? NON_PAGE_CSP : contentSecurityPolicy(pageNonce));
  return own;
}

/** A fresh random nonce for one response's inline scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
