/**
 * Where to send the user after signing in. Only a path on this site is accepted; anything that
 * could leave it ('//evil.example', '/\\evil.example', 'https://…', control characters) falls back.
 */
const PROBE_ORIGIN = "http://same-site.invalid";

export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?redirectTo=…' for a page that needs a signed-in user. */
export function loginPathFor(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirectTo: returnTo })}`;
}
