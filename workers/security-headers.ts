/**
 * Security headers for EVERY response the Worker sends: pages get their content security policy with
 * this response's nonce; everything else (GraphQL answers, refusals, uploads, 404s, 413s) gets a policy
 * under which nothing loads, runs or frames it. Pure, so the policies themselves are unit-tested.
 * Static files are served before the Worker runs: public/_headers gives them the same base headers
 * (tests/unit/security.test.ts holds the two to the same values).
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

const BASE_HEADER_LIST = Object.entries(BASE_HEADERS) as [keyof typeof BASE_HEADERS, string][];

/** Referrer policies from the one that tells other sites least to the one that tells most (W3C Referrer Policy). */
const REFERRER_POLICIES = [
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
  "origin",
  "origin-when-cross-origin",
  "no-referrer-when-downgrade",
  "unsafe-url",
];

/**
 * How much a Referrer-Policy value may tell, as the rank of the loosest policy it lists (a browser applies
 * the last one it knows, earlier ones being fallbacks: the loosest is the safe reading); -1 for none known.
 */
const referrerPolicyRank = (value: string) =>
  Math.max(...value.split(",").map((policy) => REFERRER_POLICIES.indexOf(policy.trim().toLowerCase())));

/**
 * The base headers a response may set more strictly for itself, and when its own value is stricter: then
 * the more specific header wins (the licence redirect's `Referrer-Policy: no-referrer`). A response never
 * loosens one; the others (HSTS, nosniff, framing, permissions) are always the site's.
 */
const STRICTER_OWN_VALUE: Partial<Record<keyof typeof BASE_HEADERS, (own: string) => boolean>> = {
  "Referrer-Policy": (own) => {
    const rank = referrerPolicyRank(own);
    return rank !== -1 && rank <= referrerPolicyRank(BASE_HEADERS["Referrer-Policy"]);
  },
};

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

/**
 * The response with the security headers set: the page policy when `pageNonce` is given. A stricter
 * header of the response's own (STRICTER_OWN_VALUE) is kept.
 */
export function withSecurityHeaders(response: Response, pageNonce: string | null): Response {
  const own = withOwnHeaders(response);
  for (const [name, value] of BASE_HEADER_LIST) {
    const ownValue = own.headers.get(name);
    if (ownValue === null || !STRICTER_OWN_VALUE[name]?.(ownValue)) own.headers.set(name, value);
  }
  own.headers.set("Content-Security-Policy", pageNonce === null ? NON_PAGE_CSP : contentSecurityPolicy(pageNonce));
  return own;
}

/** A fresh random nonce for one response's inline scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
